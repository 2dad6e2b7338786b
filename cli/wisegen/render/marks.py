"""Sheet furniture: crop marks, the print-at-100 % note with a scale bar, fold and
alignment marks. All of it stays outside the trimmed cards, and the note and the sheet
label never run over a crop mark: the label's parts sit in the stretches of the band
above the cards that no mark crosses (`band_spans`, `label_runs`), else beyond the marks
or turned in a side margin (render/cards.py, with the marks where the sheet has room:
render/imposition.py); tests/test_sheet_furniture.py reads it back from the PDF."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.lettering import TextLog, letter
from wisegen.render.units import Rect, pt

SCALE_BAR = 50.0
FURNITURE_INK = "#404040"
"""Sheet notes and labels: dark grey, 10:1 on white paper."""


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


INSET = 1.5
"""mm a note or label keeps from the crop mark at the start of its span."""


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
