"""Sheet furniture: crop marks, the print-at-100 % note with a scale bar, fold and
alignment marks. All of it stays outside the trimmed cards, and the note and the sheet
label never run over a crop mark: they sit in a stretch of the band beside the cards
that no mark crosses (`band_spans`), or beyond the marks, or turned in a side margin
(`note_spot`, `label_spot`); tests/test_sheet_furniture.py reads it back from the PDF."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


NOTE_DEPTH = 5.0
"""mm the 100 % note takes across its line: the text over the bar and its ticks."""
LABEL_DEPTH = 2.6
"""mm a sheet label (6 pt) takes across its line."""
INSET = 1.5
"""mm a note or label keeps from the crop mark at the start of its span."""


@dataclass(frozen=True)
class Spot:
    """Where a line of sheet furniture goes: its start (x, y baseline) in mm, and
    whether it is turned a quarter to read up a side margin."""

    x: float
    y: float
    turned: bool = False


def _outer(trims: tuple[Rect, ...]) -> Rect:
    grid = trims[0]
    for rect in trims[1:]:
        grid = grid.union(rect)
    return grid


def band_spans(trims: tuple[Rect, ...]) -> list[tuple[float, float]]:
    """The stretches (x from, x to, mm) of the bands above and below the cards that no
    crop mark crosses: one per column of cards, between its two trim lines."""
    return sorted({(round(r.x, 3), round(r.right, 3)) for r in trims})


def label_runs(parts: list[str], spans: list[tuple[float, float]],
               width: Callable[[str], float]) -> list[tuple[str, float]] | None:
    """A label's parts (title, sheet number, side) laid in the crop-mark-free spans, as
    many in each as fit, joined by ' · ': [(text, x)]; None when a part is wider than a
    span or the spans run out (the label then needs other room)."""
    runs: list[tuple[str, float]] = []
    queue = list(parts)
    for start, end in spans:
        room = end - start - 2 * INSET
        text = ""
        while queue and width(f"{text} · {queue[0]}" if text else queue[0]) <= room:
            text = f"{text} · {queue.pop(0)}" if text else queue.pop(0)
        if text:
            runs.append((text, start + INSET))
        if not queue:
            return runs
    return None


def note_spot(trims: tuple[Rect, ...], settings: SheetSettings, page: tuple[float, float],
              length: float) -> Spot:
    """Where the 100 % note (`length` mm: its text or bar, the longer) crosses no crop
    mark: under the first column of cards when it fits between that column's marks; else
    below the marks, or turned in a side margin, where the sheet has room for it."""
    grid, outside = _outer(trims), settings.bleed + settings.mark_gap
    beyond = outside + settings.mark_length
    if length <= trims[0].width - 2 * INSET:
        return Spot(grid.x + INSET, grid.y - outside - 2.2)
    if grid.y - beyond - settings.margin >= NOTE_DEPTH:
        return Spot(grid.x + INSET, grid.y - beyond - 2.7)
    left, right = grid.x - beyond, page[0] - grid.right - beyond
    if max(left, right) - settings.margin >= NOTE_DEPTH and length <= grid.height:
        x = grid.x - beyond - 3.2 if left >= right else grid.right + beyond + 2.2
        return Spot(x, grid.y, turned=True)
    return Spot(grid.x + INSET, grid.y - outside - 2.2)


def label_spot(trims: tuple[Rect, ...], settings: SheetSettings, page: tuple[float, float],
               length: float) -> Spot | None:
    """Where a sheet label too long for one span goes whole: above the marks, or turned
    in a side margin (the one the note leaves free); None when the sheet has no room."""
    grid = _outer(trims)
    beyond = settings.bleed + settings.mark_gap + settings.mark_length
    if page[1] - grid.top - beyond - settings.margin >= LABEL_DEPTH:
        return Spot(grid.x + INSET, grid.top + beyond + 0.9)
    left, right = grid.x - beyond, page[0] - grid.right - beyond
    if max(left, right) - settings.margin >= LABEL_DEPTH and length <= grid.height:
        x = grid.right + beyond + 2.2 if right >= left else grid.x - beyond - 0.9
        return Spot(x, grid.top - length, turned=True)
    return None


def turned(canvas: Canvas, spot: Spot, draw: Callable[[], None]) -> None:
    """`draw` (which draws at the origin) placed at the spot, turned a quarter
    anticlockwise when the spot says so (text reading up a side margin)."""
    canvas.saveState()
    canvas.translate(pt(spot.x), pt(spot.y))
    if spot.turned:
        canvas.rotate(90)
    draw()
    canvas.restoreState()
