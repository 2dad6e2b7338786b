"""Answer pads and score sheets: a titled table of rows and weighted columns.

Every pad has a row where the players or the team write their names under the header,
and a totals row at its foot (the pad's `names_row` and `totals_row` labels), because a
score sheet nobody can attribute or add up is not one. A column whose sum means nothing
(a clue, a word) says `total: false` and its totals cell is shaded. A pad may `split`
every column into sub-columns (e.g. this turn's points and the running total toward the
target), named in a second, lighter header band.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast, lighten
from wisegen.render.lettering import letter
from wisegen.render.text import FitLog, fit_line
from wisegen.render.units import Rect, pt

NUMBER_COLUMN = 14.0
INK = "#1A1A1A"
PAPER = "#FFFFFF"
STRIPE = "#F2F2F2"
NO_TOTAL = "#D9D9D9"
"""The shade of a totals cell that takes no sum."""
HEADER = 8.0
SPLIT_BAND = 5.5
NAMES_ROW = 10.0
TOTALS_ROW = 10.0
"""mm: the header band, the split band, the names row and the totals row."""


def _on_accent(accent: str) -> str:
    """White on the header band, or near-black when the accent is too light for white."""
    return PAPER if contrast(PAPER, accent) >= contrast(INK, accent) else INK


@dataclass(frozen=True)
class Grid:
    """Where a pad's columns fall: `x` of the number column, then each column's left
    edge and width; `split` the sub-column names (empty when columns are whole)."""

    area: Rect
    number_w: float
    widths: list[float]
    split: list[str]

    def columns(self) -> list[tuple[float, float]]:
        """(left, width) of each named column."""
        out, x = [], self.area.x + self.number_w
        for width in self.widths:
            out.append((x, width))
            x += width
        return out

    def cells(self) -> list[tuple[float, float]]:
        """(left, width) of each writing cell: the sub-columns when split."""
        parts = max(1, len(self.split))
        return [(x + n * w / parts, w / parts) for x, w in self.columns() for n in range(parts)]


def _grid(area: Rect, pad: dict[str, Any]) -> Grid:
    labelled = any(pad.get(key) for key in ("row_label", "names_row", "totals_row"))
    number_w = NUMBER_COLUMN if labelled else 0.0
    weights = [c.get("width", 1) for c in pad["columns"]]
    unit = (area.width - number_w) / sum(weights)
    return Grid(area, number_w, [w * unit for w in weights], list(pad.get("split", [])))


def pad_height(pad: dict[str, Any], row_h: float) -> float:
    """mm the pad's table takes (subtitle excluded) with rows of `row_h`."""
    return (HEADER + (SPLIT_BAND if pad.get("split") else 0.0)
            + (NAMES_ROW if pad.get("names_row") else 0.0)
            + (TOTALS_ROW if pad.get("totals_row") else 0.0) + pad["rows"] * row_h)


def draw_pad(canvas: Canvas, area: Rect, pad: dict[str, Any], log: FitLog, item: str,
             accent: str = "#444444", ink_saver: bool = False) -> None:
    """Fill `area` with the pad: subtitle line, header, names row, numbered rows, totals.
    Saving ink, the header is a light tint of the accent with the names in the accent."""
    top = area.top
    if pad.get("subtitle"):
        size = fit_line(pad["subtitle"], "regular", 10, 6, area.width, 6, log,
                        f"{item}.subtitle")
        letter(canvas, log, pad["subtitle"], area.x, top - 5, size=size, colour=INK, on=PAPER,
               item=f"{item}.subtitle")
        top -= 9
    grid = _grid(area, pad)
    fixed = pad_height({**pad, "rows": 0}, 0.0)
    row_h = min(12.0, (top - area.y - fixed) / pad["rows"])
    canvas.saveState()
    y = _draw_header(canvas, log, item, grid, top, pad, accent, ink_saver)
    frame_top = top
    if pad.get("names_row"):
        y = _band(canvas, log, f"{item}.names", grid, y, NAMES_ROW, pad["names_row"], PAPER,
                  whole=not pad.get("names_span", False))
    rows_top = y
    y = _draw_rows(canvas, log, item, grid, y, pad["rows"], row_h, bool(pad.get("row_label")))
    rows_foot = y
    if pad.get("totals_row"):
        y = _totals(canvas, log, item, grid, y, pad, accent)
    _rules(canvas, grid, (rows_top, rows_foot, y), pad.get("names_row") is not None)
    canvas.setStrokeColor(HexColor(INK))
    canvas.setLineWidth(0.5)
    canvas.rect(pt(area.x), pt(y), pt(area.width), pt(frame_top - y), stroke=1, fill=0)
    canvas.restoreState()


def _label(canvas: Canvas, log: FitLog, item: str, text: str, box: Rect, colour: str,
           on: str, role: str = "bold", size: float = 9) -> None:
    """`text` centred in `box`, shrunk to fit its width."""
    if not text:
        return
    size = fit_line(text, role, size, 5, box.width - 1.5, box.height - 1, log, item)
    letter(canvas, log, text, box.x + box.width / 2, box.y + box.height / 2 - size * 0.12,
           size=size, colour=colour, on=on, role=role, align="center", item=item)


def _draw_header(canvas: Canvas, log: FitLog, item: str, grid: Grid, top: float,
                 pad: dict[str, Any], accent: str, ink_saver: bool) -> float:
    """The accent band with each column's name (the row label over the numbers), and the
    lighter split band under it; returns the y under them."""
    area = grid.area
    band = lighten(accent, 0.85) if ink_saver else accent
    head_ink = accent if ink_saver else _on_accent(accent)
    canvas.setFillColor(HexColor(band))
    canvas.rect(pt(area.x), pt(top - HEADER), pt(area.width), pt(HEADER), stroke=0, fill=1)
    for n, ((x, width), column) in enumerate(zip(grid.columns(), pad["columns"],
                                                 strict=True)):
        _label(canvas, log, f"{item}.columns[{n}]", column["name"],
               Rect(x, top - HEADER, width, HEADER), head_ink, band)
    _label(canvas, log, f"{item}.row_label", pad.get("row_label", ""),
           Rect(area.x, top - HEADER, grid.number_w, HEADER), head_ink, band, size=7)
    y = top - HEADER
    if grid.split:
        tint = lighten(accent, 0.93 if ink_saver else 0.85)
        canvas.setFillColor(HexColor(tint))
        canvas.rect(pt(area.x), pt(y - SPLIT_BAND), pt(area.width), pt(SPLIT_BAND), stroke=0,
                    fill=1)
        parts = len(grid.split)
        for n, (x, width) in enumerate(grid.cells()):
            _label(canvas, log, f"{item}.split", grid.split[n % parts],
                   Rect(x, y - SPLIT_BAND, width, SPLIT_BAND), INK, tint, size=7)
        y -= SPLIT_BAND
    return y


def _band(canvas: Canvas, log: FitLog, item: str, grid: Grid, top: float, height: float,
          label: str, fill: str, whole: bool) -> float:
    """A row of `height` under `top`, its `label` in the number column, on `fill`; the
    cells are left to write in. Returns the y under it."""
    area = grid.area
    canvas.setFillColor(HexColor(fill))
    canvas.rect(pt(area.x), pt(top - height), pt(area.width), pt(height), stroke=0, fill=1)
    _label(canvas, log, item, label, Rect(area.x, top - height, grid.number_w, height), INK,
           fill, size=7.5)
    canvas.setStrokeColor(HexColor(INK))
    canvas.setLineWidth(0.5)
    canvas.line(pt(area.x), pt(top - height), pt(area.right), pt(top - height))
    if whole:
        for x, _width in grid.columns():
            canvas.line(pt(x), pt(top), pt(x), pt(top - height))
    return top - height


def _draw_rows(canvas: Canvas, log: FitLog, item: str, grid: Grid, top: float, rows: int,
               row_h: float, numbered: bool) -> float:
    """`rows` striped rows of `row_h` down from `top`, numbered in the first column when
    `numbered`; returns the y under the last."""
    area = grid.area
    y = top
    for row in range(rows):
        y_next = y - row_h
        ground = STRIPE if row % 2 else PAPER
        if row % 2:
            canvas.setFillColor(HexColor(STRIPE))
            canvas.rect(pt(area.x), pt(y_next), pt(area.width), pt(row_h), stroke=0, fill=1)
        if numbered:
            letter(canvas, log, str(row + 1), area.x + grid.number_w / 2,
                   y_next + row_h / 2 - 1.2, size=8, colour=INK, on=ground, align="center",
                   item=f"{item}.row")
        y = y_next
    canvas.setStrokeColorRGB(0.3, 0.3, 0.3)
    canvas.setLineWidth(0.5)
    for row in range(1, rows + 1):  # over the stripes, so none hides a rule
        canvas.line(pt(area.x), pt(top - row * row_h), pt(area.right), pt(top - row * row_h))
    return y


def _totals(canvas: Canvas, log: FitLog, item: str, grid: Grid, top: float,
            pad: dict[str, Any], accent: str) -> float:
    """The totals row under a heavy rule: shaded where a column takes no sum."""
    area = grid.area
    y = _band(canvas, log, f"{item}.totals", grid, top, TOTALS_ROW, pad["totals_row"],
              lighten(accent, 0.9), whole=False)
    canvas.setFillColor(HexColor(NO_TOTAL))
    for (x, width), column in zip(grid.columns(), pad["columns"], strict=True):
        if not column.get("total", True):
            canvas.rect(pt(x), pt(y), pt(width), pt(TOTALS_ROW), stroke=0, fill=1)
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(1.6)
    canvas.line(pt(area.x), pt(top), pt(area.right), pt(top))
    return y


def _rules(canvas: Canvas, grid: Grid, span: tuple[float, float, float], names: bool
           ) -> None:
    """The column rules from the rows' top (`span`: the rows' top, their foot, the pad's
    foot): whole columns dark down to the foot, the sub-columns of a split light and
    only through the rows (a total is one number a column)."""
    top, rows_foot, foot = span
    canvas.setLineWidth(0.5)
    canvas.setStrokeColorRGB(0.3, 0.3, 0.3)
    head = top + (NAMES_ROW if names else 0.0)
    if grid.number_w:
        x = grid.area.x + grid.number_w
        canvas.line(pt(x), pt(head), pt(x), pt(foot))
    for x, _width in grid.columns()[1:]:
        canvas.line(pt(x), pt(top), pt(x), pt(foot))
    if grid.split:
        canvas.setLineWidth(0.25)
        canvas.setStrokeColorRGB(0.6, 0.6, 0.6)
        whole = {round(x, 3) for x, _ in grid.columns()}
        for x, _width in grid.cells():
            if round(x, 3) not in whole:
                canvas.line(pt(x), pt(top), pt(x), pt(rows_foot))


def draw_pads(canvas: Canvas, area: Rect, pad: dict[str, Any], log: FitLog, item: str,
              accent: str = "#444444", per_page: int = 1, heading: str | None = None,
              ink_saver: bool = False) -> None:
    """`per_page` copies of the pad stacked in `area`, each headed by `heading` (the pad's
    title by default) and parted by a dashed cut line, so that a short score pad does not
    take a whole sheet and each cut-off pad still says what it is."""
    if per_page <= 1:
        draw_pad(canvas, area, pad, log, item, accent, ink_saver)
        return
    gap = 8.0
    height = (area.height - gap * (per_page - 1)) / per_page
    heading = heading or pad["title"]
    size = fit_line(heading, "bold", 10, 6, area.width, 5, log, f"{item}.title")
    for n in range(per_page):
        top = area.top - n * (height + gap)
        letter(canvas, log, heading, area.x, top - 4, size=size, colour=accent, on=PAPER,
               role="bold", item=f"{item}.title")
        draw_pad(canvas, Rect(area.x, top - height, area.width, height - 6), pad, log, item,
                 accent, ink_saver)
        if n < per_page - 1:
            cut = top - height - gap / 2
            canvas.saveState()
            canvas.setDash(pt(2), pt(1.5))
            canvas.setLineWidth(0.5)
            canvas.setStrokeColorRGB(0.5, 0.5, 0.5)
            canvas.line(pt(area.x), pt(cut), pt(area.right), pt(cut))
            canvas.restoreState()
