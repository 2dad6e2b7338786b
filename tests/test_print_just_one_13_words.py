"""Just One and 13 Words kits: read the PDFs back and render them."""

from __future__ import annotations

import json
import re

import pypdfium2
import pytest
from pypdf import PdfReader

from tests.conftest import ROOT, print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import load_pack
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout


def _print(run, out, *args):
    result = run("print", *args, "--out", out, "--json")
    assert result.exit_code == 0, result.output
    return {f["material"]: f for f in json.loads(result.stdout)["files"]}


def _kit(tmp_path_factory, game: str) -> dict:
    """Print a whole kit once per module; the report's files by material."""
    report = print_report(tmp_path_factory.mktemp(game), game)
    return {f["material"]: f for f in report["files"]}


@pytest.fixture(scope="module")
def just_one(tmp_path_factory):
    return _kit(tmp_path_factory, "just-one")


@pytest.fixture(scope="module")
def thirteen(tmp_path_factory):
    return _kit(tmp_path_factory, "13-words")


def _words(path) -> set[str]:
    return set(re.findall(r"\S+", "\n".join(p.extract_text() for p in PdfReader(path).pages)))


def test_just_one_materials(just_one):
    assert list(just_one) == ["cards", "tents", "sheet", "rules", "rulebook", "combined",
                              "single-sided", "calibration"]
    # 110 cards, 9 per portrait A4 sheet with bleed -> 13 sheets, fronts and backs.
    assert (just_one["cards"]["pages"], just_one["cards"]["sheets"]) == (26, 13)
    assert just_one["tents"]["pages"] == 4  # seven tents and a spare, two per sheet


def test_just_one_every_word_and_number_is_printed(just_one):
    words = _words(just_one["cards"]["path"])
    for card in load_pack(ROOT / "content/just-one/en.yaml").data["cards"]:
        assert set(card) <= words
    assert {"1", "2", "3", "4", "5"} <= words


def test_just_one_french_pack(run, tmp_path):
    files = _print(run, tmp_path, "-g", "just-one", "--lang", "fr", "--only", "cards")
    words = _words(files["cards"]["path"])
    deck = load_pack(ROOT / "content/just-one/fr.yaml").data["cards"]
    assert all(set(card) <= words for card in deck)
    assert len(deck) == 110 and files["cards"]["sheets"] == 13  # 110 cards, 9 per sheet


def test_just_one_score_sheet_has_the_track_and_the_table(just_one):
    text = PdfReader(just_one["sheet"]["path"]).pages[0].extract_text()
    for label in ("Perfect score! Can you do it again?", "Try again, and again, and again.",
                  "Wow, not bad at all!", "9–10", "0–3"):
        assert label in text
    for n in range(1, 14):
        assert re.search(rf"\b{n}\b", text)
    assert "Failure" in text and "Skip" in text


def test_just_one_rules_card_has_the_clue_rules(just_one):
    text = PdfReader(just_one["rules"]["path"]).pages[0].extract_text()
    for example in ("Shurt", "Buisson", "Princess", "Whether", "Filosofie", "007"):
        assert example in text


def test_just_one_number_colours_render(just_one):
    sheet = load_layout("just-one").sheet
    layout = impose(sheet)
    image = render(just_one["cards"]["path"], 0, 3)
    card = layout.fronts[0]
    # Inside the "1" disc, left of the digit, in the first word row; the band behind the
    # word is a pale tint of the same colour.
    badge, word = load_layout("just-one").box("badge"), load_layout("just-one").box("word1")
    middle = card.top - word.y - word.height / 2
    colour = pixel(image, card.x + badge.x + badge.width / 2 - 3, middle, layout.height, 3)
    assert colour == pytest.approx((0x17, 0x75, 0x6A), abs=12)
    tint = pixel(image, card.x + word.x + word.width - 2, middle, layout.height, 3)
    assert tint == pytest.approx((0xDC, 0xEA, 0xE9), abs=12)


def test_thirteen_words_materials(thirteen):
    assert list(thirteen) == ["cards", "board", "wheels", "token", "rules", "pad", "rulebook",
                              "combined", "single-sided", "calibration"]
    assert thirteen["wheels"]["pages"] == 4
    assert thirteen["board"]["pages"] >= 2  # tiled


def test_thirteen_words_all_448_words_and_faces_register(thirteen):
    reader = PdfReader(thirteen["cards"]["path"])
    deck = load_pack(ROOT / "content/13-words/en.yaml").data["cards"]
    assert len(deck) == 224
    sheet = load_layout("13-words").sheet
    layout = impose(sheet)
    per = layout.per_sheet
    assert len(reader.pages) == 2 * -(-224 // per)
    for number in range(len(reader.pages) // 2):
        fronts = set(reader.pages[2 * number].extract_text().split())
        backs = set(reader.pages[2 * number + 1].extract_text().split())
        for card in deck[number * per:(number + 1) * per]:
            assert card["front"] in fronts and card["back"] in backs


def test_thirteen_words_back_lands_behind_its_front():
    sheet = load_layout("13-words").sheet
    layout = impose(sheet)
    for front, back in zip(layout.fronts, layout.backs, strict=True):
        assert back.x == pytest.approx(layout.width - front.right)
        assert back.y == pytest.approx(front.y)


def test_wheels_carry_numbers_1_to_12(thirteen):
    text = PdfReader(thirteen["wheels"]["path"]).pages[0].extract_text()
    tokens = set(text.split())
    assert {str(n) for n in range(1, 13)} <= tokens
    assert "score" in text


def test_board_has_twelve_numbered_spaces_and_a_centre(thirteen):
    text = " ".join(p.extract_text() for p in PdfReader(thirteen["board"]["path"]).pages)
    assert "CENTRE" in text
    assert {str(n) for n in range(1, 13)} <= set(text.split())


def test_token_prints_exactly_the_pack_table(thirteen):
    reader = PdfReader(thirteen["token"]["path"])
    back = reader.pages[1].extract_text()
    for value in ("10", "40", "12", "48", "14", "21", "28"):
        assert value in back.split()
    # set as a book prints it (a curly apostrophe), which pypdf reads badly: pdfium
    typeset = pypdfium2.PdfDocument(thirteen["token"]["path"])[1].get_textpage().get_text_range()
    assert "That\u2019s a win! Congratulations!" in typeset and "You are excellent" in back
    assert "Row 3" not in back  # the row the rulebook cuts off: stars, no invented label
    assert "CAPTAIN" in reader.pages[0].extract_text()


@pytest.mark.parametrize("duplex", ["short-edge", "fold"])
def test_thirteen_words_other_duplex_modes(run, tmp_path, duplex):
    files = _print(run, tmp_path, "-g", "13words", "--only", "cards", "--duplex", duplex)
    assert files["cards"]["pages"] >= 13
