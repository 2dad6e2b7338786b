"""The cover's title mark: the one on the scoring card and the dice sheet, made large."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.mistrz_slowa.art import title_mark as game_mark
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect


def title_mark(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The two dice, the crown, the name and the tagline, centred in `area`."""
    width = min(area.width, area.height * 4.6)
    game_mark(ctx, canvas, area.x + (area.width - width) / 2, area.y, area.height, width)
