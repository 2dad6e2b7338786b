"""Numbers that stay readable when a card or disc is turned: 6 and 9 carry a bar.

A 6 turned half round is a 9. Wherever a number is printed on something players turn
(card corners, a wheel's rings), a label that reads as another number upside down gets a
bar under it, as playing cards and dice do, so the bar's side says which way up it is.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fonts import text_width
from wisegen.render.lettering import TextLog, letter
from wisegen.render.units import pt

TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}
"""Digits that read as a digit upside down, and what they read as."""
BAR_DROP, BAR_WEIGHT = 0.13, 0.085
"""The bar's distance under the baseline and its thickness, as shares of the text size."""


def needs_bar(label: str) -> bool:
    """True when `label` turned half round reads as another number (6, 9, 18, 68...);
    never for one that reads the same (8, 11, 69) or as one with a leading zero (10)."""
    if not label or any(ch not in TURNED for ch in label):
        return False
    turned = "".join(TURNED[ch] for ch in reversed(label))
    return turned != label and not turned.startswith("0")


def bar_rect(label: str, x: float, y: float, size: float, role: str, align: str
             ) -> tuple[float, float, float, float]:
    """(left, bottom, width, height) in mm of the bar under `label` drawn with its baseline
    at (x, y) mm: as wide as the label's ink, just below the baseline."""
    width = text_width(label, role, size) / pt(1)
    left = {"center": x - width / 2, "right": x - width}.get(align, x)
    inset = width * 0.08
    height = size * BAR_WEIGHT / pt(1)
    return left + inset, y - size * BAR_DROP / pt(1) - height, width - 2 * inset, height


def numeral(canvas: Canvas, log: TextLog, label: str, x: float, y: float, *, size: float,
            colour: str, on: str, role: str = "bold", align: str = "center",
            item: str = "") -> None:
    """`letter` for a number a player may see upside down: a bar under 6, 9 and the like."""
    letter(canvas, log, label, x, y, size=size, colour=colour, on=on, role=role, align=align,
           item=item)
    if needs_bar(label):
        left, bottom, width, height = bar_rect(label, x, y, size, role, align)
        canvas.saveState()
        canvas.setFillColor(HexColor(colour))
        canvas.rect(pt(left), pt(bottom), pt(width), pt(height), stroke=0, fill=1)
        canvas.restoreState()
