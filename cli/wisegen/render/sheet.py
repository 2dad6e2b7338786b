"""Plain sheets for non-card material (boards, nets, pads): a title, the 100 % note."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page, Part
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
               landscape: bool = False, trim: Rect | None = None, tight: bool = False,
               part: tuple[float, float] | None = None, copies: int = 1) -> Page:
    """A page with `title` on top and the scale note at the bottom; `draw` fills the rest.
    `part` (width, height mm) says the drawing needs no more than that area, so the
    combined file may gang it with other small one-sided parts (`part_sheets`); `copies`
    is how many times the page is printed (a pad: one per team)."""
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

    piece = Part(part[0], part[1], title, draw) if part is not None else None
    return Page(width, height, render, title, trim, part=piece, copies=copies)


PART_GAP = 6.0
"""mm between ganged parts, room for scissors."""


def _shelves(parts: list[Part], area: Rect) -> list[list[tuple[Part, float, float]]]:
    """`parts` in order on sheets of `area`, shelf by shelf from the top left: each sheet
    a list of (part, x, top) in mm. A part too large for the area gets a sheet alone."""
    sheets: list[list[tuple[Part, float, float]]] = [[]]
    x, top, shelf = area.x, area.top, 0.0
    for part in parts:
        if x > area.x and x + part.width > area.right:
            x, top, shelf = area.x, top - shelf - PART_GAP, 0.0
        if sheets[-1] and top - part.height < area.y:
            sheets.append([])
            x, top, shelf = area.x, area.top, 0.0
        sheets[-1].append((part, x, top))
        x += part.width + PART_GAP
        shelf = max(shelf, part.height)
    return sheets


def joined_titles(titles: list[str]) -> str:
    """Titles as one: "Game — die · pawns" when each starts "Game — " (a shared sheet's
    title or label, short enough to read whole)."""
    titles = list(dict.fromkeys(titles))
    head = titles[0].partition(" — ")[0] + " — "
    if len(titles) > 1 and all(t.startswith(head) for t in titles):
        return head + " · ".join(t[len(head):] for t in titles)
    return " · ".join(titles)


def part_sheets(ctx: PrintContext, parts: list[Part]) -> list[Page]:
    """Small one-sided parts (a die net, pawns, a token) ganged onto as few sheets as
    they fit, in order, each sheet titled with the parts it holds."""
    settings = ctx.layout.sheet
    short, long = sorted((settings.paper_width, settings.paper_height))
    area = content_area(short, long, settings)
    pages = []
    for placed in _shelves(parts, area):
        title = joined_titles([part.title for part, _, _ in placed])

        def draw(canvas: Canvas, _area: Rect, placed=placed) -> None:
            for part, x, top in placed:
                part.draw(canvas, Rect(x, top - part.height, part.width, part.height))

        pages.append(plain_page(ctx, title, draw))
    return pages
