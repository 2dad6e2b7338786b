"""The one place a kit puts text on a canvas, so every line is measured as it is drawn.

Each call records a `TextUse` (size, colour, the colour under it) in the run's `FitLog`;
tests read those records to hold every kit to the 6 pt floor and WCAG AA contrast, and a
size under the floor is an error the print command reports (nothing is written). An
architecture test keeps ReportLab's text calls out of every other module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast
from wisegen.render.fonts import font_name
from wisegen.render.units import pt

FLOOR_PT = 6.0
"""No text in a kit is smaller: below it, print becomes hard to read at arm's length."""


@dataclass(frozen=True)
class TextUse:
    """One line of text as drawn: what it belongs to, its size and its two colours."""

    item: str
    text: str
    size: float
    colour: str
    background: str

    @property
    def contrast(self) -> float:
        return contrast(self.colour, self.background)


def letter(canvas: Canvas, log: TextLog, text: str, x: float, y: float, *, size: float,
           colour: str, on: str, role: str = "regular", align: str = "left",
           item: str = "") -> None:
    """Draw one line with its baseline at (x, y) mm; `on` is the colour under the text.

    `align` is left (x is the start), center (x is the middle) or right (x is the end).
    The text is set as the kit's language prints it (`log.typeset`) first.
    """
    text = log.typeset(text)
    log.record(TextUse(item or text[:30], text, size, colour.upper(), on.upper()))
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.setFont(font_name(role), size)
    if align == "center":
        canvas.drawCentredString(pt(x), pt(y), text)
    elif align == "right":
        canvas.drawRightString(pt(x), pt(y), text)
    else:
        canvas.drawString(pt(x), pt(y), text)
    canvas.restoreState()


class TextLog:
    """Where text records go: `FitLog` is one (render/text.py)."""

    uses: list[TextUse]
    too_long: list[str]
    typeset: Callable[[str], str]
    """The kit language's typesetting (`Language.typeset`): curly quotes, dashes,
    no-break spaces; idempotent, as a text may pass through it twice."""

    def record(self, use: TextUse) -> None:
        if use.size < FLOOR_PT - 1e-6:
            self.too_long.append(f"{use.item}: {use.size:g} pt is under the {FLOOR_PT:g} pt "
                                 "floor")
        self.uses.append(use)
