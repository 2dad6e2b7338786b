"""Plain sheets for non-card material (boards, nets, pads): a title, the 100 % note."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.layout import SheetSettings
from wisegen.render.lettering import letter
from wisegen.render.marks import scale_note
from wisegen.render.units import Rect

HEADER = 10.0
"""mm reserved at the top of a plain sheet for its title."""


def content_area(width: float, height: float, settings: SheetSettings) -> Rect:
    """Where material may be drawn: inside the margin, under the title, above the note."""
    m = settings.margin + 2
    return Rect(m, m + 6, width - 2 * m, height - 2 * m - 6 - HEADER)


def plain_page(ctx: PrintContext, title: str, draw: Callable[[Canvas, Rect], None],
               landscape: bool = False, trim: Rect | None = None) -> Page:
    """A page with `title` on top and the scale note at the bottom; `draw` fills the rest."""
    settings = ctx.layout.sheet
    short, long = sorted((settings.paper_width, settings.paper_height))
    width, height = (long, short) if landscape else (short, long)
    area = content_area(width, height, settings)

    def render(canvas: Canvas) -> None:
        letter(canvas, ctx.log, title, area.x, area.top + 3, size=11, colour="#1A1A1A",
               on="#FFFFFF", role="bold", item="page title")
        draw(canvas, area)
        scale_note(canvas, ctx.log, area.x, settings.margin + 5, ctx.text("sheet.scale_note"))

    return Page(width, height, render, title, trim)
