"""The cover's title mark: the rulebook's emblem (the "1" bubble) beside the game's name."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.just_one.art import bubble
from wisegen.render.cover_marks import PAPER, cover_ink, emblem_and_name
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect


def title_mark(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The speech bubble holding one "1", then "Just One" in the display face."""
    accent = cover_ink(ctx)
    fill, ink = (PAPER, accent) if ctx.ink_saver else (accent, PAPER)
    emblem_and_name(canvas, ctx, area, ctx.text("title"), accent,
                    lambda box: bubble(canvas, ctx.log, box, fill, ink, ctx.ink_saver,
                                       "cover title"), ratio=14 / 12.5)
