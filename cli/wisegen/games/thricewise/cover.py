"""The cover's title mark: the play mat's own (the threesome emblem and the name)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thricewise.art import title_mark as mat_mark
from wisegen.render.cover_marks import PAPER, cover_ink
from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect, pt


def title_mark(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The mat's title mark, as large as `area` holds, centred in it."""
    size = pt(area.height) * 0.75
    # The emblem is 1.15 x size wide and a gap of 0.3 of that; then the name.
    wide = (size * 1.5 + text_width(ctx.text("game.title"), "display", size)) / pt(1)
    size *= min(1.0, area.width / wide)
    mat_mark(ctx, canvas, area.x + area.width / 2,
             area.y + area.height / 2 - size * 0.34 / pt(1), size, cover_ink(ctx), PAPER,
             ctx.layout.colour("mat_line"), "cover title", align="center")
