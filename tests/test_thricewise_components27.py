"""Thricewise card faces a reviewer faulted (issue 27), each with the test that would have
caught it: a 6 and a 9 that read alike on a turned card, and card names crowding the
corner index. (The suits' family look is tests/test_suits.py.)"""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.registry import get_game
from wisegen.render.boxes import box_rect
from wisegen.render.layout import load_layout
from wisegen.render.units import MM, Rect
from wisegen.usecases.printing import PrintRequest, build_kit

GAME = "thricewise"


@pytest.fixture(scope="module")
def deck():
    built, ctx = build_kit(PrintRequest(get_game(GAME), only=["cards"]))
    data = ctx.pack("deck").data["cards"]
    basic = [c for c in data if c["set"] == "basic"]
    return built.cards("cards"), basic, ctx.layout


def _index_ink(card, layout, tmp_path, name: str) -> np.ndarray:
    """The card's top-left rank box, drawn as printed, as a dark-pixel mask cut to its
    ink's bounding box."""
    path = tmp_path / f"{name}.pdf"
    canvas = Canvas(str(path), pagesize=(card.width * MM, card.height * MM))
    card.front(canvas, Rect(0, 0, card.width, card.height))
    canvas.showPage()
    canvas.save()
    scale = 8
    image = np.asarray(pdfium.PdfDocument(str(path))[0].render(scale=scale).to_pil()
                       .convert("L")) < 100
    box = layout.box("index")
    px = MM * scale
    # The box and 1.5 mm under it (where a bar goes), above the corner's suit symbols.
    crop = image[int(box.y * px):int((box.y + box.height + 1.5) * px),
                 int(box.x * px):int((box.x + box.width) * px)]
    rows, cols = np.flatnonzero(crop.any(axis=1)), np.flatnonzero(crop.any(axis=0))
    return crop[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1]


def _mismatch(a: np.ndarray, b: np.ndarray) -> float:
    h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])
    a, b = (np.pad(m, ((0, h - m.shape[0]), (0, w - m.shape[1]))) for m in (a, b))
    return float((a ^ b).sum() / max(1, (a | b).sum()))


def test_a_turned_6_card_index_does_not_read_as_a_9(deck, tmp_path):
    """The corner rank of a 6, seen from across the table (turned half round), was the
    same shape as a 9's: now each carries a bar on its foot's side."""
    cards, basic, layout = deck
    six = next(n for n, c in enumerate(basic) if c["rank"] == 6)
    nine = next(n for n, c in enumerate(basic) if c["rank"] == 9)
    eight = next(n for n, c in enumerate(basic) if c["rank"] == 8)
    turned_six = np.rot90(_index_ink(cards[six], layout, tmp_path, "six"), 2)
    nine_ink = _index_ink(cards[nine], layout, tmp_path, "nine")
    assert _mismatch(turned_six, nine_ink) > 0.3
    # The bar is only where it is needed: an 8's index is its digit alone, as tall as
    # the 6's digit without its bar.
    eight_ink = _index_ink(cards[eight], layout, tmp_path, "eight")
    assert eight_ink.shape[0] < turned_six.shape[0]


def _corners(layout, trim: Rect) -> list[tuple[str, Rect]]:
    """The corner index's rank and suit boxes, top left and turned into the bottom right."""
    found = []
    for name in ("index", "index_suits"):
        rect = box_rect(layout.box(name), trim)
        found.append((name, rect))
        found.append((f"{name} (turned)", Rect(trim.right - rect.right + trim.x,
                                               trim.top - rect.top + trim.y, rect.width,
                                               rect.height)))
    return found


def _gap(a: Rect, b: Rect) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(a.x - b.right, b.x - a.right, 0.0)
    dy = max(a.y - b.top, b.y - a.top, 0.0)
    return float(np.hypot(dx, dy))


@pytest.mark.parametrize("card", [None, "mini", "tarot", "square"])
def test_names_and_ranks_never_touch(card):
    """The name box ran up to the turned corner's suit column and the rank line up to
    its rank: names crowded the rank. Every card size scales the boxes, and they stay
    apart: 1 mm on the poker card the layout is drawn for, half that on any other size,
    and the name clear of its own rank line."""
    layout = load_layout(GAME, overrides={"card": card} if card else None)
    trim = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)
    texts = [(n, box_rect(layout.box(n), trim)) for n in ("name", "rank_line")]
    least = 1.0 if card is None else 0.5
    for text, rect in texts:
        for corner, other in _corners(layout, trim):
            assert _gap(rect, other) >= least - 1e-9, (card, text, corner, _gap(rect, other))
    assert _gap(texts[0][1], texts[1][1]) >= 0.5
