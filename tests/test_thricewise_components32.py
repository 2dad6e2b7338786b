"""Issue 32's Thricewise component faults, measured on the printed PDF: a `--card mini`
back keeps its ring off "THE DECKTET" and everything inside its frame; the Excuse is
drawn like the other cards (its six suit symbols, a corner index), not as a dashed ring.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from tests.pdfimage import render
from wisegen.games.thricewise.materials import back_plan
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout
from wisegen.render.suits import SUITS
from wisegen.render.units import MM, Rect

SCALE = 3


def _near(rgb, colour: str, tolerance: int = 24) -> bool:
    want = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want, strict=True))


def _pixels(image, rect: Rect, page_height: float):
    """Every pixel of `rect` (PDF mm, origin bottom-left) on the rendered page."""
    left, right = round(rect.x * MM * SCALE), round(rect.right * MM * SCALE)
    top = round((page_height - rect.top) * MM * SCALE)
    bottom = round((page_height - rect.y) * MM * SCALE)
    crop = image.crop((left, top, right, bottom))
    data = crop.convert("RGB").tobytes()
    return [tuple(data[i:i + 3]) for i in range(0, len(data), 3)]


def _inside(inner: Rect, outer: Rect) -> bool:
    return (inner.x >= outer.x - 1e-6 and inner.y >= outer.y - 1e-6
            and inner.right <= outer.right + 1e-6 and inner.top <= outer.top + 1e-6)


@pytest.mark.parametrize("card", ["poker", "mini", "tarot", "square"])
def test_back_parts_stay_inside_the_frame_on_every_card_size(card):
    layout = load_layout("thricewise", overrides={"card": card})
    trim = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)
    plan = back_plan(layout, trim)
    assert _inside(plan.title, plan.frame) and _inside(plan.credit, plan.frame)
    cx, cy, radius, size = plan.ring
    assert radius > 0
    for n in range(6):
        angle = math.pi / 2 - n * math.pi / 3
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        symbol = Rect(x - size / 2, y - size / 2, size, size)
        assert _inside(symbol, plan.frame), (card, n)
        assert symbol.y >= plan.title.top, (card, n)  # never over "THE DECKTET"


@pytest.fixture(scope="module")
def mini(tmp_path_factory):
    out = tmp_path_factory.mktemp("mini32")
    print_report(out, "thricewise", "--card", "mini", "--only", "cards")
    return out / "cards.pdf"


def test_mini_back_title_has_no_suit_colour_and_the_margin_none_either(mini):
    layout = load_layout("thricewise", overrides={"card": "mini"})
    sheet = impose(layout.sheet)
    backs = render(mini, 1, SCALE)
    suits = [layout.colour(s.lower()) for s in SUITS]
    for trim in sheet.backs[:3]:
        card = Rect(0, 0, trim.width, trim.height)
        plan = back_plan(layout, card)
        title = layout.box("back_title")
        where = Rect(trim.x + title.x, trim.top - title.y - title.height, title.width,
                     title.height)
        margin = Rect(trim.x + 0.4, trim.y + 8, plan.frame.x - 0.8, trim.height - 16)
        for rect in (where, margin, Rect(trim.right - plan.frame.x + 0.4, margin.y,
                                         margin.width, margin.height)):
            if sheet.backs_turned:  # drawn a half turn round, to read like their fronts
                rect = Rect(2 * trim.x + trim.width - rect.right,
                            2 * trim.y + trim.height - rect.top, rect.width, rect.height)
            found = [c for c in suits for rgb in _pixels(backs, rect, sheet.height)
                     if _near(rgb, c)]
            assert not found, (rect, found[:3])


@pytest.fixture(scope="module")
def extended(tmp_path_factory):
    out = tmp_path_factory.mktemp("excuse32")
    print_report(out, "thricewise", "--extended", "--only", "cards")
    return out / "cards.pdf"


EXCUSE_PAGE, EXCUSE_SLOT = 8, 0
"""The Excuse is card 37 of 45 (9 poker cards a sheet): fifth front page, first slot."""


def test_the_excuse_has_a_corner_index(extended: Path):
    text = PdfReader(extended).pages[EXCUSE_PAGE].extract_text()
    assert "the Excuse" in text
    assert text.split().count("E") == 2  # one in each corner, like every other card


def test_the_excuse_is_drawn_with_the_six_suit_symbols(extended: Path):
    layout = load_layout("thricewise")
    sheet = impose(layout.sheet)
    trim, box = sheet.fronts[EXCUSE_SLOT], layout.box("symbols")
    area = Rect(trim.x + box.x, trim.top - box.y - box.height, box.width, box.height)
    pixels = _pixels(render(extended, EXCUSE_PAGE, SCALE), area, sheet.height)
    for suit in SUITS:
        colour = layout.colour(suit.lower())
        assert sum(_near(rgb, colour) for rgb in pixels) > 20, suit
