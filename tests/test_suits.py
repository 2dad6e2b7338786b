"""The six Decktet suits as one family (issue 27): a reviewer found them "clip art next to
each other", with mixed stroke weights and different visual sizes. Each test measures
what the drawing code really draws: the line widths and colours it sets on the canvas,
and the ink of the symbol rasterised."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from wisegen.render import suits
from wisegen.render.units import MM, pt
from wisegen.render.vector import outline_width

FILL, LINE = "#7F7F7F", "#1A1A1A"
"""A mid grey fill and the cards' ink: the symbols as a greyscale printer prints them."""


class _Recorder(Canvas):
    """A canvas that notes every line width and fill colour a drawing sets."""

    def __init__(self, path: str):
        super().__init__(path)
        self.widths: set[float] = set()
        self.fills: set[str] = set()

    def setLineWidth(self, width):
        self.widths.add(round(float(width), 6))
        super().setLineWidth(width)

    def setFillColor(self, colour, alpha=None):
        self.fills.add(colour.hexval().upper().replace("0X", "#"))
        super().setFillColor(colour, alpha)


@pytest.mark.parametrize("size", [6.0, 16.5, 28.0])
def test_every_suit_draws_with_one_stroke_weight_and_two_colours(size, tmp_path):
    """Before: the knot's ribbon was stroked 3 widths wide, the serpent's tongue at 0.6 of
    the outline, and the tongue was red on every serpent whatever its suit colour."""
    weights = {}
    for suit in suits.SUITS:
        canvas = _Recorder(str(tmp_path / f"{suit}.pdf"))
        suits.draw_shape(canvas, suit, 50, 50, size, FILL, LINE)
        weights[suit] = canvas.widths
        assert canvas.fills <= {FILL, LINE}, (suit, canvas.fills)
    assert all(w == {round(pt(outline_width(size)), 6)} for w in weights.values()), weights


def _ink(suit: str, size: float, tmp_path, scale: float = 12.0, dark: int = 250
         ) -> np.ndarray:
    """The suit drawn alone, `size` mm across, grey in black outline, as a mask of every
    pixel darker than `dark` (250: all but paper; 60: its lines); the frame is 2 x size
    wide, the symbol at its centre."""
    path = tmp_path / f"{suit}-{size}.pdf"
    side = 2 * size
    canvas = Canvas(str(path), pagesize=(side * MM, side * MM))
    suits.draw_shape(canvas, suit, side / 2, side / 2, size, FILL, LINE)
    canvas.showPage()
    canvas.save()
    image = pdfium.PdfDocument(str(path))[0].render(scale=scale / size * 8).to_pil()
    return np.asarray(image.convert("L")) < dark


@pytest.mark.parametrize("size", [8.0, 22.0])
def test_the_six_suits_cover_the_same_ink_area(size, tmp_path):
    """Same optical size: equal ink (fill and outline) within 15 % at the same size; the
    old drawings ranged from the serpent's 0.55 to the waves' 1.4 of the mean."""
    areas = {suit: int(_ink(suit, size, tmp_path).sum()) for suit in suits.SUITS}
    assert max(areas.values()) <= 1.15 * min(areas.values()), areas


def test_the_six_symbols_differ_by_their_lines(tmp_path):
    """Distinct in greyscale by shape, not colour: laid one on the other at the same
    centre, any two symbols' lines (their darkest pixels) share under a quarter of their
    ink, and their silhouettes under four fifths (the sun and the leaf, both round, share
    the most: 0.73, while their lines share 0.10)."""
    masks = {suit: _ink(suit, 20.0, tmp_path) for suit in suits.SUITS}
    lines = {suit: _ink(suit, 20.0, tmp_path, dark=60) for suit in suits.SUITS}
    for a, b in combinations(suits.SUITS, 2):
        shared = (lines[a] & lines[b]).sum() / (lines[a] | lines[b]).sum()
        assert shared < 0.25, (a, b, round(float(shared), 3))
        overlap = (masks[a] & masks[b]).sum() / (masks[a] | masks[b]).sum()
        assert overlap < 0.8, (a, b, round(float(overlap), 3))


def test_every_suit_stays_inside_its_placed_form(tmp_path):
    """draw_suit stores each symbol as a form 1.5 x its size across: nothing may be drawn
    outside it (it would be clipped on the card)."""
    for suit in suits.SUITS:
        mask = _ink(suit, 10.0, tmp_path)
        rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
        side = mask.shape[0]
        for low, high in ((rows[0], rows[-1]), (cols[0], cols[-1])):
            assert low > side * 0.125 and high < side * 0.875, suit


def test_an_unknown_suit_is_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown suit"):
        suits.draw_suit(Canvas(str(tmp_path / "x.pdf")), "Stars", 0, 0, 10, FILL)
