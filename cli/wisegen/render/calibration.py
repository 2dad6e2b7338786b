"""The duplex calibration sheet: a cross on the front, rulers behind it on the back.

Hold the printed sheet against a window: where the front's cross lines fall on the back's
rulers is the printer's back-side shift; feed it to `--offset-x/--offset-y` (the sign is
printed beside each ruler).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.atomic import write_atomic
from wisegen.errors import UsageError
from wisegen.render.document import Metadata, Page, WrittenFile, build_pdf
from wisegen.render.fonts import font_name
from wisegen.render.layout import load_layout
from wisegen.render.units import pt

RULER = 10  # mm each side of zero


def _cross(canvas: Canvas, x: float, y: float) -> None:
    canvas.setLineWidth(0.3)
    canvas.line(pt(x - 15), pt(y), pt(x + 15), pt(y))
    canvas.line(pt(x), pt(y - 15), pt(x), pt(y + 15))


def _rulers(canvas: Canvas, x: float, y: float, flip_x: bool) -> None:
    """Rulers centred on (x, y); labels give the offset to pass, sign included."""
    canvas.setLineWidth(0.25)
    canvas.setFont(font_name("regular"), 4.5)
    for mm in range(-RULER, RULER + 1):
        tick = 3 if mm % 5 == 0 else 1.6
        canvas.line(pt(x + mm), pt(y - tick), pt(x + mm), pt(y + tick))
        canvas.line(pt(x - tick), pt(y + mm), pt(x + tick), pt(y + mm))
        if mm % 5 == 0 and mm:
            # Seen from the front, the back's x axis is mirrored for long-edge flips.
            shift_x = mm if flip_x else -mm
            canvas.drawCentredString(pt(x + mm), pt(y - 6), f"{-shift_x:+d}")
            canvas.drawString(pt(x + 4), pt(y + mm - 1), f"{-mm:+d}")


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
                f"({self.duplex}) at 100 %"]


def write_calibration(paper: str, duplex: str, out: Path) -> CalibrationResult:
    sheet = load_layout("calibration", overrides={"paper": paper, "duplex": duplex}).sheet
    width, height = sorted((sheet.paper_width, sheet.paper_height))
    points = [(width / 2, height / 2), (width * 0.25, height * 0.25),
              (width * 0.75, height * 0.75)]

    def front(canvas: Canvas) -> None:
        canvas.setFont(font_name("bold"), 14)
        canvas.drawString(pt(20), pt(height - 25), "FRONT — wisegen duplex calibration")
        canvas.setFont(font_name("regular"), 9)
        canvas.drawString(pt(20), pt(height - 32), f"Print double-sided ({duplex}) at 100 %. "
                          "Hold the sheet against a window, look at the back:")
        canvas.drawString(pt(20), pt(height - 37), "where this cross meets the rulers is the "
                          "value for --offset-x / --offset-y.")
        for x, y in points:
            _cross(canvas, x, y)

    def back(canvas: Canvas) -> None:
        canvas.setFont(font_name("bold"), 14)
        canvas.drawString(pt(20), pt(height - 25), "BACK — read the offsets here")
        for x, y in points:
            bx, by = (width - x, y) if duplex == "long-edge" else (x, height - y)
            _rulers(canvas, bx, by, flip_x=duplex == "long-edge")

    pages = [Page(width, height, front, "calibration front"),
             Page(width, height, back, "calibration back", back=True)]
    data = build_pdf(pages, Metadata("wisegen duplex calibration", "calibration"))
    if out.suffix.lower() != ".pdf":
        raise UsageError(f"--out must name a .pdf file, not {out}")
    write_atomic(out, data)
    return CalibrationResult(WrittenFile("calibration", out, 2, 1, len(data)), duplex)
