"""Answer pads and score sheets: a titled table of rows and weighted columns."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast
from wisegen.render.lettering import letter
from wisegen.render.text import FitLog, fit_line
from wisegen.render.units import Rect, pt

NUMBER_COLUMN = 14.0
INK = "#1A1A1A"
PAPER = "#FFFFFF"
STRIPE = "#F2F2F2"


def _on_accent(accent: str) -> str:
    """White on the header band, or near-black when the accent is too light for white."""
    return PAPER if contrast(PAPER, accent) >= contrast(INK, accent) else INK


def draw_pad(canvas: Canvas, area: Rect, pad: dict[str, Any], log: FitLog, item: str,
             accent: str = "#444444") -> None:
    """Fill `area` with the pad: subtitle line, header row, numbered rows."""
    top = area.top
    if pad.get("subtitle"):
        size = fit_line(pad["subtitle"], "regular", 10, 6, area.width, 6, log,
                        f"{item}.subtitle")
        letter(canvas, log, pad["subtitle"], area.x, top - 5, size=size, colour=INK, on=PAPER,
               item=f"{item}.subtitle")
        top -= 9
    columns = pad["columns"]
    weights = [c.get("width", 1) for c in columns]
    label = pad.get("row_label", "")
    number_w = NUMBER_COLUMN if label else 0
    unit = (area.width - number_w) / sum(weights)
    widths = [number_w] + [w * unit for w in weights]
    rows = pad["rows"]
    header_h = 8.0
    row_h = min(12.0, (top - area.y - header_h) / rows)
    canvas.saveState()
    _draw_header(canvas, log, item, Rect(area.x, top - header_h, area.width, header_h),
                 [column["name"] for column in columns], label, widths, accent)
    _draw_rows(canvas, log, item, area, (top, top - header_h), widths, rows, row_h,
               bool(label))
    canvas.restoreState()


def _draw_header(canvas: Canvas, log: FitLog, item: str, band: Rect, names: list[str],
                 label: str, widths: list[float], accent: str) -> None:
    """The accent band: each column's name over its column, `label` over the numbers.

    `widths` are the number column's (0 without a label), then each named column's."""
    canvas.setFillColor(HexColor(accent))
    canvas.rect(pt(band.x), pt(band.y), pt(band.width), pt(band.height), stroke=0, fill=1)
    head_ink = _on_accent(accent)
    number_w, *column_widths = widths
    x = band.x + number_w
    for n, (name, width) in enumerate(zip(names, column_widths, strict=True)):
        size = fit_line(name, "bold", 9, 6, width - 2, band.height - 1, log,
                        f"{item}.columns[{n}]")
        letter(canvas, log, name, x + width / 2, band.y + 2.7, size=size,
               colour=head_ink, on=accent, role="bold", align="center",
               item=f"{item}.columns[{n}]")
        x += width
    if label:
        size = fit_line(label, "bold", 7, 6, number_w - 1, band.height - 1, log,
                        f"{item}.row_label")
        letter(canvas, log, label, band.x + number_w / 2, band.y + 2.7, size=size,
               colour=head_ink, on=accent, role="bold", align="center",
               item=f"{item}.row_label")


def _draw_rows(canvas: Canvas, log: FitLog, item: str, area: Rect, tops: tuple[float, float],
               widths: list[float], rows: int, row_h: float, numbered: bool) -> None:
    """`rows` striped rows of `row_h` down from the header's foot, numbered in the first
    column when `numbered`, with the column rules and the frame from the header's top.

    `tops` is (the header's top, its foot: where the rows start)."""
    frame_top, top = tops
    number_w = widths[0]
    canvas.setFillColorRGB(0.1, 0.1, 0.1)
    canvas.setStrokeColorRGB(0.3, 0.3, 0.3)
    canvas.setLineWidth(0.5)
    y = top
    for row in range(rows):
        y_next = y - row_h
        if row % 2:
            canvas.setFillColor(HexColor(STRIPE))
            canvas.rect(pt(area.x), pt(y_next), pt(area.width), pt(row_h), stroke=0, fill=1)
            canvas.setFillColorRGB(0.1, 0.1, 0.1)
        if numbered:
            letter(canvas, log, str(row + 1), area.x + number_w / 2, y_next + row_h / 2 - 1.2,
                   size=8, colour=INK, on=STRIPE if row % 2 else PAPER, align="center",
                   item=f"{item}.row")
        canvas.line(pt(area.x), pt(y_next), pt(area.right), pt(y_next))
        y = y_next
    x = area.x
    for boundary in widths:
        if boundary:
            canvas.line(pt(x), pt(top), pt(x), pt(y))
        x += boundary
    canvas.line(pt(area.right), pt(top), pt(area.right), pt(y))
    canvas.rect(pt(area.x), pt(y), pt(area.width), pt(frame_top - y), stroke=1, fill=0)


def draw_pads(canvas: Canvas, area: Rect, pad: dict[str, Any], log: FitLog, item: str,
              accent: str = "#444444", per_page: int = 1, heading: str | None = None) -> None:
    """`per_page` copies of the pad stacked in `area`, each headed by `heading` (the pad's
    title by default) and parted by a dashed cut line, so that a short score pad does not
    take a whole sheet and each cut-off pad still says what it is."""
    if per_page <= 1:
        draw_pad(canvas, area, pad, log, item, accent)
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
                 accent)
        if n < per_page - 1:
            cut = top - height - gap / 2
            canvas.saveState()
            canvas.setDash(pt(2), pt(1.5))
            canvas.setLineWidth(0.5)
            canvas.setStrokeColorRGB(0.5, 0.5, 0.5)
            canvas.line(pt(area.x), pt(cut), pt(area.right), pt(cut))
            canvas.restoreState()
