"""Sheet furniture: crop marks, the print-at-100 % note with a scale bar, fold and
alignment marks. All of it stays outside the trimmed cards."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.layout import SheetSettings
from wisegen.render.lettering import TextLog, letter
from wisegen.render.units import Rect, pt

SCALE_BAR = 50.0
FURNITURE_INK = "#404040"
"""Sheet notes and labels: dark grey, 10:1 on white paper."""


Segment = tuple[float, float, float, float]


def crop_mark_segments(trims: tuple[Rect, ...], settings: SheetSettings) -> list[Segment]:
    """Marks (x0, y0, x1, y1 in mm) on every trim line, beyond the grid's bleed on all
    four sides. Each line is marked at both ends, so the marks for the other cuts are
    still on the sheet after the first cut."""
    grid = trims[0]
    for rect in trims[1:]:
        grid = grid.union(rect)
    start = settings.bleed + settings.mark_gap
    end = start + settings.mark_length
    segments: list[Segment] = []
    for x in sorted({round(v, 3) for r in trims for v in (r.x, r.right)}):
        segments.append((x, grid.top + start, x, grid.top + end))
        segments.append((x, grid.y - start, x, grid.y - end))
    for y in sorted({round(v, 3) for r in trims for v in (r.y, r.top)}):
        segments.append((grid.x - start, y, grid.x - end, y))
        segments.append((grid.right + start, y, grid.right + end, y))
    return segments


def crop_marks(canvas: Canvas, trims: tuple[Rect, ...], settings: SheetSettings) -> None:
    canvas.saveState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(pt(settings.mark_width))
    for x0, y0, x1, y1 in crop_mark_segments(trims, settings):
        canvas.line(pt(x0), pt(y0), pt(x1), pt(y1))
    canvas.restoreState()


def scale_note(canvas: Canvas, log: TextLog, x: float, y: float, note: str,
               label: str = "") -> None:
    """The 100 % note (`note`, in the kit's language) and a 50 mm bar to check it,
    starting at (x, y) mm (baseline)."""
    letter(canvas, log, note, x, y, size=6, colour=FURNITURE_INK, on="#FFFFFF",
           item="scale note")
    bar_y = y - 1.6
    canvas.saveState()
    canvas.setLineWidth(0.6)
    canvas.setStrokeColorRGB(0.25, 0.25, 0.25)
    canvas.line(pt(x), pt(bar_y), pt(x + SCALE_BAR), pt(bar_y))
    for tick in (x, x + SCALE_BAR):
        canvas.line(pt(tick), pt(bar_y - 0.8), pt(tick), pt(bar_y + 0.8))
    canvas.restoreState()
    if label:
        letter(canvas, log, label, x + SCALE_BAR + 3, bar_y - 0.7, size=6,
               colour=FURNITURE_INK, on="#FFFFFF", item="scale note")


def fold_line(canvas: Canvas, width: float, height: float, direction: str) -> None:
    """A dashed fold line across the sheet, with a label at its end."""
    canvas.saveState()
    canvas.setDash(pt(2), pt(1.5))
    canvas.setLineWidth(0.5)
    canvas.setStrokeColorRGB(0.4, 0.4, 0.4)
    if direction == "vertical":
        canvas.line(pt(width / 2), 0, pt(width / 2), pt(height))
    else:
        canvas.line(0, pt(height / 2), pt(width), pt(height / 2))
    canvas.restoreState()


def alignment_mark(canvas: Canvas, log: TextLog, x: float, y: float, label: str,
                   size: float = 6) -> None:
    """A cross-hair target with a label, used where tiled sheets join."""
    canvas.saveState()
    canvas.setLineWidth(0.5)
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.circle(pt(x), pt(y), pt(size / 3))
    canvas.line(pt(x - size / 2), pt(y), pt(x + size / 2), pt(y))
    canvas.line(pt(x), pt(y - size / 2), pt(x), pt(y + size / 2))
    canvas.restoreState()
    letter(canvas, log, label, x + size / 2 + 0.8, y + 0.8, size=6, colour="#000000",
           on="#FFFFFF", role="bold", item="alignment mark")
