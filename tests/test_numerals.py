"""A 6 turned half round must not read as a 9 (issue 27: Thricewise card corners, 13
Words wheels): render/numerals bars every label that reads as another number upside
down, and the bar shows in the drawing."""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.lettering import letter
from wisegen.render.numerals import needs_bar, numeral
from wisegen.render.text import FitLog
from wisegen.render.units import MM


@pytest.mark.parametrize(("label", "barred"), [
    ("6", True), ("9", True), ("8", False), ("1", False), ("0", False), ("10", False),
    ("11", False), ("69", False), ("18", True), ("16", True), ("7", False), ("A", False),
    ("", False),
])
def test_labels_that_read_as_another_number_upside_down_get_a_bar(label, barred):
    assert needs_bar(label) is barred


def _ink(draw, tmp_path, name: str) -> np.ndarray:
    """A 12 x 12 mm square with one label drawn at its middle, as a dark-pixel mask."""
    path = tmp_path / f"{name}.pdf"
    canvas = Canvas(str(path), pagesize=(12 * MM, 12 * MM))
    draw(canvas)
    canvas.showPage()
    canvas.save()
    image = pdfium.PdfDocument(str(path))[0].render(scale=8).to_pil().convert("L")
    mask = np.asarray(image) < 128
    rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
    return mask[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1]  # its ink's bounding box


@pytest.mark.parametrize("role", ["bold", "regular"])
def test_a_turned_6_no_longer_matches_a_9(tmp_path, role):
    """Plain digits: the 6 turned half round covers nearly the same pixels as the 9 (the
    fault). Numerals: the bar lands on the other side, and they differ."""
    def drawn(label: str, draw_with) -> np.ndarray:
        return _ink(lambda c: draw_with(c, FitLog(), label, 6, 4, size=18, colour="#000000",
                                        on="#FFFFFF", role=role, align="center"),
                    tmp_path, f"{label}{draw_with.__name__}")

    def mismatch(a: np.ndarray, b: np.ndarray) -> float:
        """Share of the two inks' union that only one covers, boxes laid corner to corner."""
        h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])
        a, b = (np.pad(m, ((0, h - m.shape[0]), (0, w - m.shape[1]))) for m in (a, b))
        return float((a ^ b).sum() / max(1, (a | b).sum()))

    plain = mismatch(np.rot90(drawn("6", letter), 2), drawn("9", letter))
    marked = mismatch(np.rot90(drawn("6", numeral), 2), drawn("9", numeral))
    assert plain < 0.1  # what a player turning the card sees: the same shape
    assert marked > 0.3
