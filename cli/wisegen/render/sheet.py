"""Plain sheets for non-card material (boards, nets, pads): a title, the 100 % note."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page
from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.layout import SheetSettings
from wisegen.render.lettering import letter
from wisegen.render.marks import scale_note
from wisegen.render.text import wrap
from wisegen.render.units import Rect, pt

HEADER = 10.0
"""mm reserved at the top of a plain sheet for its title."""


TIGHT_HEADER = 8.5
"""mm a tiled board's sheet keeps for its title: just enough for two lines at 8 pt."""
TITLE_SIZES = (11.0, 10.0, 9.0, 8.0)
"""A page title shrinks through these to fit the page's width, then wraps to two lines."""


def content_area(width: float, height: float, settings: SheetSettings,
                 tight: bool = False) -> Rect:
    """Where material may be drawn: inside the margin, under the title, above the note.
    `tight` keeps only the printer's own margin at the sides (boards use every mm, so a
    board that fits an A4 sheet fits a Letter sheet too)."""
    if tight:
        m = settings.margin
        return Rect(m, m + 6, width - 2 * m, height - 2 * m - 6 - TIGHT_HEADER)
    m = settings.margin + 2
    return Rect(m, m + 6, width - 2 * m, height - 2 * m - 6 - HEADER)


def title_lines(title: str, width: float) -> tuple[float, list[str]]:
    """The size and lines of a page title that fit `width` mm: one line if any size
    allows, else two lines at the smallest size (a long tile label, a long translation)."""
    for size in TITLE_SIZES:
        if text_width(title, "bold", size) <= pt(width):
            return size, [title]
    return TITLE_SIZES[-1], wrap(title, "bold", TITLE_SIZES[-1], width)[:2]


def plain_page(ctx: PrintContext, title: str, draw: Callable[[Canvas, Rect], None],
               landscape: bool = False, trim: Rect | None = None, tight: bool = False
               ) -> Page:
    """A page with `title` on top and the scale note at the bottom; `draw` fills the rest."""
    settings = ctx.layout.sheet
    short, long = sorted((settings.paper_width, settings.paper_height))
    width, height = (long, short) if landscape else (short, long)
    area = content_area(width, height, settings, tight)
    size, lines = title_lines(title, width - area.x - settings.margin)

    def render(canvas: Canvas) -> None:
        base = area.top + (3 if len(lines) == 1 else 2.2)
        for n, line in enumerate(lines):
            letter(canvas, ctx.log, line, area.x, base + (len(lines) - 1 - n) * 3.2,
                   size=size, colour="#1A1A1A", on="#FFFFFF", role="bold", item="page title")
        draw(canvas, area)
        scale_note(canvas, ctx.log, area.x, settings.margin + 5, ctx.text("sheet.scale_note"))

    return Page(width, height, render, title, trim)
