"""The 6 x 6 placement mat, laid out in whole blocks of card places per sheet.

Tiling the mat as one picture with overlapping windows took 8 A4 sheets, two of them a
45 mm strip; here each sheet carries a block of whole places (3 x 3 poker places on a
portrait A4 sheet), cut on its outline and butted edge to edge with its neighbours, so
the 6 x 6 grid takes 4 A4 sheets. The split is chosen per paper and card size: the
orientation and block size that need the fewest sheets, the places spread evenly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thricewise.art import emblem, title_mark
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.sheet import content_area, plain_page
from wisegen.render.text import wrap
from wisegen.render.tiling import tiled_pages
from wisegen.render.units import Rect, pt

GRID = 6
"""The grid never grows past 6 cards either way, so the mat has 6 x 6 places."""
COLUMNS = "ABCDEF"


@dataclass(frozen=True)
class MatPlan:
    """How the grid is split: places per sheet across and down, the page orientation."""

    landscape: bool
    splits_x: tuple[int, ...]
    """Places across on each column of sheets (they add up to 6)."""
    splits_y: tuple[int, ...]

    @property
    def sheets(self) -> int:
        return len(self.splits_x) * len(self.splits_y)


def _even(count: int, per_sheet: int) -> tuple[int, ...]:
    """`count` places over the fewest sheets of at most `per_sheet`, as even as can be."""
    n = math.ceil(count / per_sheet)
    return tuple(count // n + (1 if i < count % n else 0) for i in range(n))


def plan_mat(ctx: PrintContext) -> MatPlan | None:
    """The fewest-sheet split of the grid, or None when not one place fits a sheet."""
    sheet = ctx.layout.sheet
    gap = float(ctx.layout.material("mat").get("gap", 1.5))
    best: MatPlan | None = None
    short, long = sorted((sheet.paper_width, sheet.paper_height))
    for landscape in (False, True):
        page_w, page_h = (long, short) if landscape else (short, long)
        area = content_area(page_w, page_h, sheet)
        across = min(GRID, int(area.width // (sheet.card_width + gap)))
        down = min(GRID, int(area.height // (sheet.card_height + gap)))
        if across < 1 or down < 1:
            continue
        plan = MatPlan(landscape, _even(GRID, across), _even(GRID, down))
        if best is None or plan.sheets < best.sheets:
            best = plan
    return best


def mat(ctx: PrintContext) -> list[Page]:
    """The mat's sheets; a card too large for any sheet falls back to tiling."""
    plan = plan_mat(ctx)
    if plan is None:
        return _tiled(ctx)
    sheet, layout = ctx.layout.sheet, ctx.layout
    gap = float(layout.material("mat").get("gap", 1.5))
    cell_w, cell_h = sheet.card_width + gap, sheet.card_height + gap
    fill, line = layout.colour("mat_cell"), layout.colour("mat_line")
    text, cut = layout.colour("mat_text"), layout.colour("ink")
    game = ctx.text("game.title")
    note = ctx.text("mat.note")
    pages = []
    first_row = 0
    for r, rows in enumerate(plan.splits_y):
        first_col = 0
        for c, cols in enumerate(plan.splits_x):
            number = r * len(plan.splits_x) + c + 1
            title = ctx.text("mat.title", game=game, number=number, total=plan.sheets,
                             first=f"{COLUMNS[first_col]}{first_row + 1}",
                             last=f"{COLUMNS[first_col + cols - 1]}{first_row + rows}")

            def draw(canvas: Canvas, area: Rect, cols=cols, rows=rows, col0=first_col,
                     row0=first_row) -> None:
                block = Rect(area.x + (area.width - cols * cell_w) / 2,
                             area.top - rows * cell_h, cols * cell_w, rows * cell_h)
                canvas.saveState()
                canvas.setStrokeColor(HexColor(cut))
                canvas.setLineWidth(0.5)
                canvas.rect(pt(block.x), pt(block.y), pt(block.width), pt(block.height))
                canvas.restoreState()
                for row in range(rows):
                    for col in range(cols):
                        place = Rect(block.x + col * cell_w + gap / 2,
                                     block.top - (row + 1) * cell_h + gap / 2,
                                     sheet.card_width, sheet.card_height)
                        _place(ctx, canvas, place, f"{COLUMNS[col0 + col]}{row0 + row + 1}",
                               fill, line, text)
                first = Rect(block.x + gap / 2, block.top - cell_h + gap / 2,
                             sheet.card_width, sheet.card_height)
                _note(ctx, canvas, first, note, text, fill)

            pages.append(plain_page(ctx, title, draw, landscape=plan.landscape))
            first_col += cols
        first_row += rows
    return pages


def _place(ctx: PrintContext, canvas: Canvas, place: Rect, label: str, fill: str,
           line: str, text: str) -> None:
    canvas.saveState()
    canvas.setStrokeColor(HexColor(line))
    canvas.setFillColor(HexColor(fill))
    canvas.setLineWidth(0.6)
    canvas.roundRect(pt(place.x), pt(place.y), pt(place.width), pt(place.height), pt(2.5),
                     stroke=1, fill=1)
    canvas.restoreState()
    cx, cy = place.x + place.width / 2, place.y + place.height / 2
    emblem(canvas, cx, cy + 6, min(place.width, place.height) * 0.22, line, line, True)
    letter(canvas, ctx.log, label, cx, cy - 6, size=14, colour=text, on=fill, role="display",
           align="center", item="mat place")


def _note(ctx: PrintContext, canvas: Canvas, place: Rect, note: str, colour: str,
          fill: str) -> None:
    """The title mark, how to join the sheets and the 6 x 6 limit, in the block's first
    place."""
    title_mark(ctx, canvas, place.x + place.width / 2, place.top - 9,
               min(12.0, place.width / 5 * pt(1) / 2.2), ctx.layout.colour("accent"), fill,
               ctx.layout.colour("mat_line"), "mat title", align="center")
    size = 6.5
    lines = wrap(note, "regular", size, place.width - 6)
    y = place.y + 4 + (len(lines) - 1) * size * 1.2 / pt(1)
    for line in lines:
        letter(canvas, ctx.log, line, place.x + place.width / 2, y, size=size, colour=colour,
               on=fill, align="center", item="mat note")
        y -= size * 1.2 / pt(1)


def _tiled(ctx: PrintContext) -> list[Page]:
    """A card larger than a sheet's printable area: the mat as one tiled picture."""
    sheet = ctx.layout.sheet
    gap = float(ctx.layout.material("mat").get("gap", 1.5))
    width, height = GRID * (sheet.card_width + gap), GRID * (sheet.card_height + gap)
    fill, line = ctx.layout.colour("mat_cell"), ctx.layout.colour("mat_line")
    text = ctx.layout.colour("mat_text")

    def draw(canvas: Canvas) -> None:
        for row in range(GRID):
            for col in range(GRID):
                place = Rect(col * (sheet.card_width + gap) + gap / 2,
                             height - (row + 1) * (sheet.card_height + gap) + gap / 2,
                             sheet.card_width, sheet.card_height)
                _place(ctx, canvas, place, f"{COLUMNS[col]}{row + 1}", fill, line, text)

    return tiled_pages(ctx, ctx.text("mat.tiled_title", game=ctx.text("game.title")), width,
                       height, draw)
