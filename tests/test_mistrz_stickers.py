"""Mistrz Słowa's dice the other way (issue #27): a sticker sheet for standard 16 mm
blank dice beside the cube nets. Read back from the PDF: the cut lines are 14 mm squares
(± 0.1 mm, from the page's drawing operators), six to a row and one row a die, each die's
letters inside its own squares in pack order, its special faces in their colours, and
every square in its die's colour.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from tests.conftest import print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import find_builtin
from wisegen.games.mistrz_slowa.materials import SPECIAL_FACES
from wisegen.render.layout import load_layout
from wisegen.render.units import MM, Rect

DICE = find_builtin("mistrz-slowa", "dice").data["dice"]
STICKER, STANDARD_DIE = 14.0, 16.0
SYMBOL_COLOURS = {"letter-joker": (0xD6, 0x28, 0x28), "vowel-joker": (0x1F, 0x5F, 0xBF)}
"""Die faces whose symbol fills the square's centre, and the colour it prints in."""
A4_HEIGHT = 297.0


@pytest.fixture(scope="module", params=["pl", "en"])
def sheet(request, tmp_path_factory):
    out = tmp_path_factory.mktemp(f"stickers-{request.param}")
    print_report(out, "mistrz-slowa", "--only", "stickers", "--lang", request.param)
    return out / "stickers.pdf"


def _cut_squares(path) -> list[Rect]:
    """Every stroked rectangle about a sticker's size on the page, in mm."""
    page = PdfReader(path).pages[0]
    squares, pending = [], None
    for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
        if op == b"re":
            x, y, w, h = (float(v) / MM for v in operands)
            pending = Rect(x, y, w, h) if abs(w - STICKER) < 1 and abs(h - STICKER) < 1 \
                else None
        elif op in (b"S", b"s") and pending is not None:
            squares.append(pending)
            pending = None
        elif op in (b"f", b"F", b"f*", b"B", b"b", b"n"):
            pending = None
    return squares


def _rows(path) -> list[list[Rect]]:
    squares = sorted(_cut_squares(path), key=lambda r: (-round(r.y, 1), r.x))
    return [squares[n:n + 6] for n in range(0, len(squares), 6)]


def test_one_row_of_six_14_mm_cut_squares_per_die(sheet):
    rows = _rows(sheet)
    assert len(rows) == len(DICE) == 10
    for row in rows:
        assert len(row) == 6
        for square in row:
            assert square.width == pytest.approx(STICKER, abs=0.1)
            assert square.height == pytest.approx(STICKER, abs=0.1)
        assert len({round(s.y, 2) for s in row}) == 1  # a straight row
        gaps = [b.x - a.right for a, b in pairwise(row)]
        assert min(gaps) >= 3  # room to cut each one out
    layout = load_layout("mistrz-slowa").material("stickers")
    assert float(layout["face"]) == STICKER < STANDARD_DIE
    assert (STANDARD_DIE - STICKER) / 2 == 1.0  # 1 mm of die shows round each sticker


def test_every_die_face_is_on_its_own_sticker(sheet):
    found: list[tuple[str, float, float]] = []

    def visit(text, _cm, tm, _font, size):
        if text.strip() and size > 20:  # sticker letters; titles are smaller
            found.append((text.strip(), tm[4] / MM, tm[5] / MM))

    PdfReader(sheet).pages[0].extract_text(visitor_text=visit)
    letters = 0
    for die, row in zip(DICE, _rows(sheet), strict=True):
        for face, square in zip(die["faces"], row, strict=True):
            inside = [t for t, x, y in found
                      if square.x < x + 1 < square.right and square.y < y + 1 < square.top]
            assert inside == ([] if face in SPECIAL_FACES else [face]), (die, face, inside)
            letters += face not in SPECIAL_FACES
    assert letters == len(found) == 46


def test_special_faces_and_die_colours(sheet):
    scale = 3
    image = render(sheet, 0, scale)
    layout = load_layout("mistrz-slowa")
    for die, row in zip(DICE, _rows(sheet), strict=True):
        paper = tuple(int(layout.colour(die["kind"])[i:i + 2], 16) for i in (1, 3, 5))
        for face, square in zip(die["faces"], row, strict=True):
            # The die's colour just inside the cut line and 0.6 mm beyond it.
            for dx in (0.5, -0.6):
                assert pixel(image, square.x + dx, square.y + 7, A4_HEIGHT, scale) == \
                    pytest.approx(paper, abs=8), (die["kind"], face, dx)
            if face in SYMBOL_COLOURS:
                centre = pixel(image, square.x + 7, square.y + 7, A4_HEIGHT, scale)
                assert centre == pytest.approx(SYMBOL_COLOURS[face], abs=12), face
