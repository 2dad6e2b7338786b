"""Boards larger than a sheet, tiled over as many sheets as needed.

The board is drawn in its own mm coordinates; each sheet shows one window of it. Windows
overlap by `OVERLAP` mm, and alignment targets are drawn on the seams *as part of the
board*, so the same labelled target prints on both neighbouring sheets. Each sheet with a
neighbour on its left (or above) has a dashed cut line through the middle of that overlap,
on the targets' centres; the neighbour has a hatched "glue here" band on the other half.
Cut along the line, lay the cut edge on the band's edge so the half targets meet, glue.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.core.limits import MAX_TILED_SHEETS
from wisegen.errors import UsageError
from wisegen.render.document import Page, Part
from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.layout import SheetSettings
from wisegen.render.lettering import letter
from wisegen.render.marks import FURNITURE_INK, SCALE_BAR, alignment_mark
from wisegen.render.sheet import content_area, plain_page
from wisegen.render.text import wrap
from wisegen.render.units import Rect, pt

OVERLAP = 12.0

BoardDrawer = Callable[[Canvas], None]
"""Draws the whole board with (0, 0) at its bottom-left corner, in mm units via pt()."""


def _plan(width: float, height: float, area: Rect) -> tuple[int, int]:
    step_x, step_y = area.width - OVERLAP, area.height - OVERLAP
    cols = 1 if width <= area.width else math.ceil((width - OVERLAP) / step_x)
    rows = 1 if height <= area.height else math.ceil((height - OVERLAP) / step_y)
    return cols, rows


def _best_sheet(settings: SheetSettings, width: float, height: float
                ) -> tuple[int, int, bool, Rect]:
    """(columns, rows, landscape, content area) of the orientation that takes fewest sheets."""
    best = None
    for landscape in (False, True):
        short, long = sorted((settings.paper_width, settings.paper_height))
        page_w, page_h = (long, short) if landscape else (short, long)
        area = content_area(page_w, page_h, settings, tight=True)
        cols, rows = _plan(width, height, area)
        if best is None or cols * rows < best[0] * best[1]:
            best = (cols, rows, landscape, area)
    assert best is not None
    return best


def _board_in(draw: BoardDrawer, canvas: Canvas, area: Rect) -> None:
    """The whole board drawn with its bottom-left corner at `area`'s."""
    canvas.saveState()
    canvas.translate(pt(area.x), pt(area.y))
    draw(canvas)
    canvas.restoreState()


def tiled_pages(ctx: PrintContext, title: str, width: float, height: float,
                draw: BoardDrawer) -> list[Page]:
    """Pages showing the whole `width` x `height` mm board, fewest sheets first."""
    cols, rows, landscape, area = _best_sheet(ctx.layout.sheet, width, height)
    if cols * rows > MAX_TILED_SHEETS:
        raise UsageError(f"{title}: a {width:.0f} x {height:.0f} mm board would take "
                         f"{cols * rows} sheets; the limit is {MAX_TILED_SHEETS} (make it "
                         "smaller in the layout)")
    tiles = _Tiles(ctx, width, height, cols, rows, area, draw)
    whole = Part(width, height, title, partial(_board_in, draw))
    pages = []
    total = cols * rows
    for r in range(rows):
        for c in range(cols):
            number = r * cols + c + 1
            label = title if total == 1 else ctx.text(
                "sheet.tile_label", title=title, number=number, total=total, row=r + 1,
                column=c + 1)
            page = plain_page(ctx, label, partial(tiles.draw_sheet, c, r),
                              landscape=landscape, tight=True)
            pages.append(dataclasses.replace(page, whole=whole))
    return pages


@dataclass(frozen=True)
class _Tiles:
    """A `width` x `height` mm board cut into `cols` x `rows` sheets whose content areas
    (`area`) overlap by OVERLAP mm: what each sheet draws."""

    ctx: PrintContext
    width: float
    height: float
    cols: int
    rows: int
    area: Rect
    draw: BoardDrawer

    @property
    def steps(self) -> tuple[float, float]:
        return self.area.width - OVERLAP, self.area.height - OVERLAP

    @property
    def seams(self) -> tuple[list[float], list[float]]:
        """The board x of each vertical seam and the board y of each horizontal one."""
        step_x, step_y = self.steps
        return ([c * step_x for c in range(1, self.cols)],
                [self.height - r * step_y for r in range(1, self.rows)])

    def _board_with_targets(self, canvas: Canvas) -> None:
        self.draw(canvas)
        seams_x, seams_y = self.seams
        for i, sx in enumerate(seams_x):
            for y in (self.height * 0.25, self.height * 0.75):
                alignment_mark(canvas, self.ctx.log, sx + OVERLAP / 2, y, chr(ord("A") + i))
        for j, sy in enumerate(seams_y):
            for x in (self.width * 0.25, self.width * 0.75):
                alignment_mark(canvas, self.ctx.log, x, sy - OVERLAP / 2, str(j + 1))

    def draw_sheet(self, c: int, r: int, canvas: Canvas, area: Rect) -> None:
        """Sheet (column c, row r): its window of the board, clipped to `area`, with the
        glue band and cut line of its seams, and the tiling note when there are several."""
        step_x, step_y = self.steps
        win_top = self.height - r * step_y
        win = Rect(c * step_x, win_top - self.area.height, self.area.width, self.area.height)
        canvas.saveState()
        clip = canvas.beginPath()
        clip.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height))
        canvas.clipPath(clip, stroke=0, fill=0)
        # A board smaller than the sheet sits centred (across) and at the top.
        centre_x = max(0.0, (area.width - self.width) / 2) if self.cols == 1 else 0.0
        canvas.translate(pt(area.x - win.x + centre_x), pt(area.y + area.height - win.top))
        self._board_with_targets(canvas)
        self._seams_of(canvas, c, r, win)
        canvas.restoreState()
        if self.cols * self.rows > 1:  # beside the scale note, as wide as its language makes it
            note = text_width(self.ctx.text("sheet.scale_note"), "regular", 6) / pt(1)
            lines = wrap(self.ctx.text("sheet.tile_note"), "regular", 6,
                         area.width - max(60.0, max(note, SCALE_BAR) + 5))
            for n, line in enumerate(lines[:2]):
                letter(canvas, self.ctx.log, line, area.right,
                       self.ctx.layout.sheet.margin + 5 - 2.6 * n, size=6,
                       colour=FURNITURE_INK, on="#FFFFFF", align="right", item="tile note")

    def _seams_of(self, canvas: Canvas, c: int, r: int, win: Rect) -> None:
        """Glue bands on the right and bottom seams, cut lines on the left and top ones;
        they span the board's part of the window only."""
        seams_x, seams_y = self.seams
        low, high = max(win.y, 0.0), min(win.top, self.height)
        left, right = max(win.x, 0.0), min(win.right, self.width)
        if c + 1 < self.cols:
            _glue_band(canvas, self.ctx, seams_x[c] + OVERLAP / 2, low, OVERLAP / 2,
                       high - low, vertical=True)
        if r + 1 < self.rows:
            _glue_band(canvas, self.ctx, left, seams_y[r] - OVERLAP, right - left,
                       OVERLAP / 2, vertical=False)
        if c > 0:
            x = seams_x[c - 1] + OVERLAP / 2
            _cut_line(canvas, self.ctx, x, low, x, high)
        if r > 0:
            y = seams_y[r - 1] - OVERLAP / 2
            _cut_line(canvas, self.ctx, left, y, right, y)


GLUE_TINT = "#E6E6E6"
"""The glue band's hatching: light, so the board under it still shows."""
CUT_INK = "#404040"


def _glue_band(canvas: Canvas, ctx: PrintContext, x: float, y: float, w: float, h: float,
               vertical: bool) -> None:
    """A hatched band (board mm) where the neighbouring sheet's cut edge is glued, with a
    label at its middle."""
    canvas.saveState()
    clip = canvas.beginPath()
    clip.rect(pt(x), pt(y), pt(w), pt(h))
    canvas.clipPath(clip, stroke=0, fill=0)
    canvas.setStrokeColor(HexColor("#9A9A9A"))
    canvas.setLineWidth(0.4)
    step = 2.5
    n = 0.0
    while n < w + h:
        canvas.line(pt(x + n), pt(y), pt(x + n - h), pt(y + h))
        n += step
    canvas.restoreState()
    _seam_label(canvas, ctx, ctx.text("sheet.tile_glue"), x + w / 2, y + h / 2, vertical,
                "tile glue band")


def _cut_line(canvas: Canvas, ctx: PrintContext, x0: float, y0: float, x1: float,
              y1: float) -> None:
    """A dashed cut line (board mm) with a "cut" label at a quarter of its length."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(CUT_INK))
    canvas.setLineWidth(0.6)
    canvas.setDash(pt(3), pt(2))
    canvas.line(pt(x0), pt(y0), pt(x1), pt(y1))
    canvas.restoreState()
    _seam_label(canvas, ctx, ctx.text("sheet.tile_cut"), x0 + (x1 - x0) * 0.4,
                y0 + (y1 - y0) * 0.4, x0 == x1, "tile cut line")


def _seam_label(canvas: Canvas, ctx: PrintContext, label: str, cx: float, cy: float,
                vertical: bool, item: str) -> None:
    """A 6 pt label centred on (cx, cy) mm, on a white patch that interrupts the line or
    hatching under it; turned a quarter for a vertical seam."""
    size = 6.0
    length = text_width(label, "bold", size) / pt(1) + 2
    canvas.saveState()
    canvas.translate(pt(cx), pt(cy))
    if vertical:
        canvas.rotate(90)
    canvas.setFillColor(HexColor("#FFFFFF"))
    canvas.rect(pt(-length / 2), pt(-1.6), pt(length), pt(3.6), stroke=0, fill=1)
    letter(canvas, ctx.log, label, 0, -0.8, size=size, colour=CUT_INK, on="#FFFFFF",
           role="bold", align="center", item=item)
    canvas.restoreState()
