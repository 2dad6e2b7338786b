"""Every game's score pad (issue #27): a row where the players or the team write their
names, right under the header, and a totals row at its foot, in every language the pad
ships; Just One's sheet adds a tally of cards won and lost, Mistrz Słowa's pad a running
total toward the target for each of its ten players.

Read back from the printed PDFs: where each label is drawn (pypdf's text positions), so a
pad that lost its names row, put it under the rounds or dropped its totals fails.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from wisegen.games.content import find_builtin
from wisegen.render.units import MM

PADS = (("three-wise-words", "pad", "en"), ("three-wise-words", "pad", "fr"),
        ("three-wise-words", "pad", "pl"), ("just-one", "sheet", "en"),
        ("just-one", "sheet", "fr"), ("just-one", "sheet", "pl"), ("13-words", "pad", "en"),
        ("13-words", "pad", "fr"), ("13-words", "pad", "pl"), ("thricewise", "pad", "en"),
        ("mistrz-slowa", "pad", "pl"), ("mistrz-slowa", "pad", "en"))
"""(game, material that prints the pad, language)."""


def _labels(path: Path) -> list[tuple[str, float, float]]:
    """(text, x, y) in mm of every piece of text on the pad's first page."""
    found: list[tuple[str, float, float]] = []

    def visit(text, _cm, tm, _font, _size):
        if text.strip():
            found.append((text.strip(), tm[4] / MM, tm[5] / MM))

    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    return found


@pytest.fixture(scope="module", params=PADS, ids=lambda p: f"{p[0]}-{p[2]}")
def printed(request, tmp_path_factory):
    game, material, language = request.param
    out = tmp_path_factory.mktemp(f"pad-{game}-{language}")
    print_report(out, game, "--only", material, "--lang", language)
    pad = find_builtin(game, "pad", language).data
    assert pad["language"] == language
    return pad, _labels(out / f"{material}.pdf")


def _y(labels: list[tuple[str, float, float]], text: str) -> float:
    ys = [y for t, _x, y in labels if t == text]
    assert ys, (text, sorted({t for t, _, _ in labels}))
    return ys[0]


def test_a_names_row_under_the_header_and_a_totals_row_at_the_foot(printed):
    pad, labels = printed
    assert pad.get("names_row") and pad.get("totals_row")
    names, totals = _y(labels, pad["names_row"]), _y(labels, pad["totals_row"])
    header = _y(labels, pad["columns"][0]["name"])
    first = max(y for t, _x, y in labels if t == "1" and y < names)
    last = max(y for t, _x, y in labels if t == str(pad["rows"]) and totals < y < names)
    assert header > names > first > last > totals + 2, (header, names, first, last, totals)
    assert any(c.get("total", True) for c in pad["columns"])  # something adds up


def test_just_one_tallies_cards_won_and_lost(printed):
    pad, labels = printed
    if "tally" not in pad:
        assert pad["id"].startswith(("answer-pad", "score-pad", "score-sheet")) and \
            "Success" not in str(pad)
        return
    won, lost = pad["tally"]
    assert _y(labels, won) == pytest.approx(_y(labels, lost), abs=0.1)  # side by side
    assert _y(labels, won) < _y(labels, pad["totals_row"])  # under the table


def test_mistrz_slowa_pad_keeps_a_running_total_for_ten_players(printed):
    pad, labels = printed
    if pad["game"] != "mistrz-slowa":
        return
    assert pad["split"] == ["+", "Σ"]
    assert sum(1 for t, _x, _y in labels if t == "Σ") == 10
    assert sum(1 for t, _x, _y in labels if t == "+") == 10
    assert "100" in pad["subtitle"]
    if pad["language"] == "pl":  # Polish only: no English on the Polish pad
        assert not any(word in t for t, _x, _y in labels
                       for word in ("Score", "points", "Player", "Round"))


@pytest.mark.parametrize(("game", "material"), [("thricewise", "pad"), ("mistrz-slowa", "pad"),
                                                ("just-one", "sheet")])
def test_saving_ink_the_header_band_is_a_light_tint(tmp_path, game, material):
    """Under --ink-saver no pad prints a solid header band: beside a column's name the
    band is pale, and the name is still there."""
    from tests.pdfimage import pixel, render

    print_report(tmp_path, game, "--only", material, "--ink-saver")
    pad = find_builtin(game, "pad").data
    labels = _labels(tmp_path / f"{material}.pdf")
    name = pad["columns"][0]["name"]
    x, y = next((x, y) for t, x, y in labels if t == name)
    scale = 2
    image = render(tmp_path / f"{material}.pdf", 0, scale)
    band = pixel(image, x - 1.5, y + 1, 297.0, scale)
    assert min(band) > 200, (game, band)
