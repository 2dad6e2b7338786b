"""Boards larger than a sheet, tiled over as many sheets as needed.

The board is drawn in its own mm coordinates; each sheet shows one window of it. Windows
overlap by `OVERLAP` mm, and alignment targets are drawn on the seams *as part of the
board*, so the same labelled target prints on both neighbouring sheets: lay one sheet
over the other until the targets coincide, then tape or glue.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from wisegen.core.limits import MAX_TILED_SHEETS
from wisegen.errors import UsageError
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.marks import alignment_mark
from wisegen.render.sheet import content_area, plain_page
from wisegen.render.units import Rect, pt

OVERLAP = 12.0

BoardDrawer = Callable[[Canvas], None]
"""Draws the whole board with (0, 0) at its bottom-left corner, in mm units via pt()."""


def _plan(width: float, height: float, area: Rect) -> tuple[int, int]:
    step_x, step_y = area.width - OVERLAP, area.height - OVERLAP
    cols = 1 if width <= area.width else math.ceil((width - OVERLAP) / step_x)
    rows = 1 if height <= area.height else math.ceil((height - OVERLAP) / step_y)
    return cols, rows


def tiled_pages(ctx: PrintContext, title: str, width: float, height: float,
                draw: BoardDrawer) -> list[Page]:
    """Pages showing the whole `width` x `height` mm board, fewest sheets first."""
    settings = ctx.layout.sheet
    best = None
    for landscape in (False, True):
        short, long = sorted((settings.paper_width, settings.paper_height))
        page_w, page_h = (long, short) if landscape else (short, long)
        area = content_area(page_w, page_h, settings)
        cols, rows = _plan(width, height, area)
        if best is None or cols * rows < best[0] * best[1]:
            best = (cols, rows, landscape, area)
    assert best is not None
    cols, rows, landscape, area = best
    if cols * rows > MAX_TILED_SHEETS:
        raise UsageError(f"{title}: a {width:.0f} x {height:.0f} mm board would take "
                         f"{cols * rows} sheets; the limit is {MAX_TILED_SHEETS} (make it "
                         "smaller in the layout)")
    step_x, step_y = area.width - OVERLAP, area.height - OVERLAP
    seams_x = [c * step_x for c in range(1, cols)]
    seams_y = [height - r * step_y for r in range(1, rows)]

    def board_with_targets(canvas: Canvas) -> None:
        draw(canvas)
        for i, sx in enumerate(seams_x):
            for y in (height * 0.25, height * 0.75):
                alignment_mark(canvas, ctx.log, sx + OVERLAP / 2, y, chr(ord("A") + i))
        for j, sy in enumerate(seams_y):
            for x in (width * 0.25, width * 0.75):
                alignment_mark(canvas, ctx.log, x, sy - OVERLAP / 2, str(j + 1))

    pages = []
    total = cols * rows
    for r in range(rows):
        for c in range(cols):
            # Window of the board this sheet shows (board coordinates).
            win_x = c * step_x
            win_top = height - r * step_y
            win = Rect(win_x, win_top - area.height, area.width, area.height)
            number = r * cols + c + 1
            label = title if total == 1 else ctx.text(
                "sheet.tile_label", title=title, number=number, total=total, row=r + 1,
                column=c + 1)

            def render(canvas: Canvas, area: Rect, win=win) -> None:
                canvas.saveState()
                clip = canvas.beginPath()
                clip.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height))
                canvas.clipPath(clip, stroke=0, fill=0)
                # A board smaller than the sheet sits centred (across) and at the top.
                centre_x = max(0.0, (area.width - width) / 2) if cols == 1 else 0.0
                dx = area.x - win.x + centre_x
                dy = area.y + area.height - win.top
                canvas.translate(pt(dx), pt(dy))
                board_with_targets(canvas)
                canvas.restoreState()

            pages.append(plain_page(ctx, label, render, landscape=landscape))
    return pages
