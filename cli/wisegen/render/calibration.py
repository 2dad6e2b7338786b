"""The duplex calibration sheet: a cross on the front, rulers behind it on the back.

Hold the printed sheet against a window: where the front's cross lines fall on the back's
rulers is the printer's back-side shift, read off in millimetres (the sign is printed
beside each ruler). The sheet names no command or flag: the print command's answer says
where the numbers go.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.atomic import write_atomic
from wisegen.errors import UsageError
from wisegen.render.document import Metadata, Page, WrittenFile, build_pdf
from wisegen.render.layout import load_layout
from wisegen.render.lettering import letter
from wisegen.render.marks import scale_note
from wisegen.render.text import FitLog, wrap
from wisegen.render.units import pt

RULER = 10
"""mm each side of zero."""
LABEL_SIZE = 6.0
INK = "#1A1A1A"
PAPER = "#FFFFFF"


def _cross(canvas: Canvas, x: float, y: float) -> None:
    canvas.setLineWidth(0.3)
    canvas.line(pt(x - 15), pt(y), pt(x + 15), pt(y))
    canvas.line(pt(x), pt(y - 15), pt(x), pt(y + 15))


def ruler_labels(x: float, y: float, flip_x: bool) -> list[tuple[str, float, float, str]]:
    """(text, x, y, align) of every ruler label around the rulers centred on (x, y).

    The x labels sit in a row below the end of the vertical ruler and the y labels in a
    column right of the end of the horizontal one, so no two labels share a place, and 0
    is labelled on both. Each label is the offset to pass, sign included.
    """
    labels = []
    for mm in range(-RULER, RULER + 1, 5):
        # Seen from the front, the back's x axis is mirrored for long-edge flips.
        shift_x = -(mm if flip_x else -mm)
        labels.append((f"{shift_x:+d}" if shift_x else "0", x + mm, y - RULER - 3.5, "center"))
        labels.append((f"{-mm:+d}" if mm else "0", x + RULER + 3, y + mm - 0.8, "left"))
    return labels


def _rulers(canvas: Canvas, log: FitLog, x: float, y: float, flip_x: bool,
            names: tuple[str, str]) -> None:
    """Rulers centred on (x, y), with their labels and their `names` (x, y) in the
    sheet's language."""
    canvas.setLineWidth(0.25)
    for mm in range(-RULER, RULER + 1):
        tick = 3 if mm % 5 == 0 else 1.6
        canvas.line(pt(x + mm), pt(y - tick), pt(x + mm), pt(y + tick))
        canvas.line(pt(x - tick), pt(y + mm), pt(x + tick), pt(y + mm))
    for text, lx, ly, align in ruler_labels(x, y, flip_x):
        letter(canvas, log, text, lx, ly, size=LABEL_SIZE, colour=INK, on=PAPER, align=align,
               item="calibration ruler")
    letter(canvas, log, names[0], x, y - RULER - 7.5, size=LABEL_SIZE, colour=INK,
           on=PAPER, align="center", item="calibration ruler")
    letter(canvas, log, names[1], x + RULER + 3, y + RULER + 3, size=LABEL_SIZE,
           colour=INK, on=PAPER, item="calibration ruler")


@dataclass(frozen=True)
class CalibrationResult:
    """The calibration sheet written, and how to print it."""

    written: WrittenFile
    duplex: str
    exit_code: int = 0

    def as_dict(self) -> dict[str, Any]:
        return self.written.as_dict()

    def lines(self) -> list[str]:
        w = self.written
        return [f"{w.path}  {w.pages} pages, {w.sheets} sheet; print it double-sided "
                f"({self.duplex}) at 100 %, then pass the shifts it shows as "
                "--offset-x/--offset-y"]


def calibration_pages(paper: str, duplex: str, strings: dict[str, str]) -> list[Page]:
    """The two-sided sheet's pages, worded by `strings` (the common kit text in the
    sheet's language: render does not reach into games/); a kit printed double-sided
    writes it beside its files, as its plan says (writers/pdf.py)."""
    text = strings
    log = FitLog()
    sheet = load_layout("calibration", overrides={"paper": paper, "duplex": duplex}).sheet
    width, height = sorted((sheet.paper_width, sheet.paper_height))
    points = [(width / 2, height / 2), (width * 0.25, height * 0.25),
              (width * 0.75, height * 0.75)]

    edge = text[f"plan.edge.{duplex}"]
    note = wrap(text["calibration.front_note"].format(edge=edge), "regular", 9, width - 40)

    def front(canvas: Canvas) -> None:
        letter(canvas, log, text["calibration.front_title"], 20, height - 25, size=14,
               colour=INK, on=PAPER, role="bold", item="calibration title")
        for n, line in enumerate(note):
            letter(canvas, log, line, 20, height - 32 - 5 * n, size=9, colour=INK, on=PAPER,
                   item="calibration note")
        for x, y in points:
            _cross(canvas, x, y)
        scale_note(canvas, log, 20, 15, text["sheet.scale_note"])

    def back(canvas: Canvas) -> None:
        letter(canvas, log, text["calibration.back_title"], 20, height - 25, size=14,
               colour=INK, on=PAPER, role="bold", item="calibration title")
        for x, y in points:
            bx, by = (width - x, y) if duplex == "long-edge" else (x, height - y)
            _rulers(canvas, log, bx, by, flip_x=duplex == "long-edge",
                    names=(text["calibration.ruler_x"], text["calibration.ruler_y"]))

    return [Page(width, height, front, "calibration front"),
            Page(width, height, back, "calibration back", back=True)]


def write_calibration(paper: str, duplex: str, out: Path,
                      strings: dict[str, str]) -> CalibrationResult:
    """The two-sided sheet written to `out` (`wisegen print calibration`)."""
    pages = calibration_pages(paper, duplex, strings)
    data = build_pdf(pages, Metadata("Duplex calibration", "calibration"))
    if out.suffix.lower() != ".pdf":
        raise UsageError(f"--out must name a .pdf file, not {out}")
    write_atomic(out, data)
    return CalibrationResult(WrittenFile("calibration", out, 2, 1, len(data)), duplex)
