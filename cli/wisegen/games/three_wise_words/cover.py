"""The cover's title mark: the owl emblem of the card backs beside the game's name."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.three_wise_words.art import emblem
from wisegen.games.three_wise_words.board import TITLE
from wisegen.render.cover_marks import cover_ink, emblem_and_name
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect


def title_mark(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The gold owl medallion and "Three Wise Words" in the backs' display face."""
    emblem_and_name(canvas, ctx, area, TITLE, cover_ink(ctx),
                    lambda box: emblem(canvas, ctx, box.x + box.width / 2,
                                       box.y + box.height / 2, box.height))
