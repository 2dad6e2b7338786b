"""Answer pads and score sheets: a titled table of rows and weighted columns."""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fonts import font_name
from wisegen.render.text import FitLog, fit_line
from wisegen.render.units import Rect, pt

NUMBER_COLUMN = 14.0


def draw_pad(canvas: Canvas, area: Rect, pad: dict[str, Any], log: FitLog, item: str,
             accent: str = "#444444") -> None:
    """Fill `area` with the pad: subtitle line, header row, numbered rows."""
    top = area.top
    if pad.get("subtitle"):
        size = fit_line(pad["subtitle"], "regular", 10, 6, area.width, 6, log,
                        f"{item}.subtitle")
        canvas.setFont(font_name("regular"), size)
        canvas.drawString(pt(area.x), pt(top - 5), pad["subtitle"])
        top -= 9
    columns = pad["columns"]
    weights = [c.get("width", 1) for c in columns]
    label = pad.get("row_label", "")
    number_w = NUMBER_COLUMN if label else 0
    unit = (area.width - number_w) / sum(weights)
    rows = pad["rows"]
    header_h = 8.0
    row_h = min(12.0, (top - area.y - header_h) / rows)
    canvas.saveState()
    canvas.setFillColor(HexColor(accent))
    canvas.rect(pt(area.x), pt(top - header_h), pt(area.width), pt(header_h), stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    x = area.x + number_w
    for n, (column, weight) in enumerate(zip(columns, weights, strict=True)):
        width = weight * unit
        size = fit_line(column["name"], "bold", 9, 5, width - 2, header_h - 1, log,
                        f"{item}.columns[{n}]")
        canvas.setFont(font_name("bold"), size)
        canvas.drawCentredString(pt(x + width / 2), pt(top - header_h + 2.7), column["name"])
        x += width
    if label:
        canvas.setFont(font_name("bold"), 7)
        canvas.drawCentredString(pt(area.x + number_w / 2), pt(top - header_h + 2.7), label)
    canvas.setFillColorRGB(0.1, 0.1, 0.1)
    canvas.setStrokeColorRGB(0.3, 0.3, 0.3)
    canvas.setLineWidth(0.5)
    y = top - header_h
    for row in range(rows):
        y_next = y - row_h
        if row % 2:
            canvas.setFillColor(HexColor("#F2F2F2"))
            canvas.rect(pt(area.x), pt(y_next), pt(area.width), pt(row_h), stroke=0, fill=1)
            canvas.setFillColorRGB(0.1, 0.1, 0.1)
        if label:
            canvas.setFont(font_name("regular"), 8)
            canvas.drawCentredString(pt(area.x + number_w / 2), pt(y_next + row_h / 2 - 1.2),
                                     str(row + 1))
        canvas.line(pt(area.x), pt(y_next), pt(area.right), pt(y_next))
        y = y_next
    x = area.x
    for boundary in [number_w] + [w * unit for w in weights]:
        if boundary:
            canvas.line(pt(x), pt(top - header_h), pt(x), pt(y))
        x += boundary
    canvas.line(pt(area.right), pt(top - header_h), pt(area.right), pt(y))
    canvas.rect(pt(area.x), pt(y), pt(area.width), pt(top - y), stroke=1, fill=0)
    canvas.restoreState()


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
        canvas.saveState()
        canvas.setFont(font_name("bold"), size)
        canvas.setFillColor(HexColor(accent))
        canvas.drawString(pt(area.x), pt(top - 4), heading)
        canvas.restoreState()
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
