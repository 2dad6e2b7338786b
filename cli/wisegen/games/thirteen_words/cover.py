"""The cover's title mark: the board's own (the ring of twelve and the name)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thirteen_words.art import title_mark as board_mark
from wisegen.render.cover_marks import PAPER, cover_ink
from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect, pt


def title_mark(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The board's title mark, as large as `area` holds, centred in it."""
    size = pt(area.height) * 0.8
    # The mark is the emblem (0.96 x size wide), a gap, then the name: scale to the width.
    wide = (size * 1.3 + text_width(ctx.text("game.title"), "display", size)) / pt(1)
    size *= min(1.0, area.width / wide)
    board_mark(ctx, canvas, area.x + area.width / 2,
               area.y + area.height / 2 - size * 0.34 / pt(1), size, cover_ink(ctx), PAPER,
               "cover title", align="center")
