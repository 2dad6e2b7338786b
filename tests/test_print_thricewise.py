"""`wisegen print --game thricewise`: the Decktet, the mat, the pad and the rules card,
read back with pypdf and rendered with pypdfium2."""

from __future__ import annotations

import json
import re
from itertools import combinations
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import find_builtin
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout
from wisegen.render.units import MM

DECK = find_builtin("thricewise", "deck").data
BASIC = [c["name"] for c in DECK["cards"] if c["set"] == "basic"]
EXTENDED = [c["name"] for c in DECK["cards"] if c["set"] == "extended"]


def _print(out: Path, *args: str) -> dict:
    return print_report(out, "thricewise", *args)


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    """The kit with the optional mat asked for, so every material is checked."""
    out = tmp_path_factory.mktemp("thricewise")
    return out, _print(out, "--only", "cards,mat,pad,rules")


@pytest.fixture(scope="module")
def extended(tmp_path_factory):
    out = tmp_path_factory.mktemp("extended")
    return out, _print(out, "--extended", "--only", "cards")


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_default_kit_leaves_the_optional_mat_out(run, tmp_path):
    result = run("print", "-g", "decktet", "--out", tmp_path, "--json")
    assert result.exit_code == 0, result.output
    names = [f["material"] for f in json.loads(result.stdout)["files"]]
    assert names == ["cards", "pad", "rules", "rulebook", "combined", "single-sided",
                     "calibration"]


def test_every_material_and_the_combined_pdf(kit):
    _out, report = kit
    files = {f["material"]: f for f in report["files"]}
    assert list(files) == ["cards", "mat", "pad", "rules", "combined", "single-sided",
                           "calibration"]
    for file in report["files"]:
        assert len(PdfReader(file["path"]).pages) == file["pages"]
    # 36 cards, 9 to a portrait A4 sheet: 4 sheets, each with its backs.
    assert (files["cards"]["pages"], files["cards"]["sheets"]) == (8, 4)
    # One pad page (printed once per two games), and the rules cards on one sheet.
    assert files["pad"]["pages"] == 1 and files["rules"]["pages"] == 2
    # The plan and the cards double-sided (no blank: plan and rules cards' sheets fill
    # it), the mat and the pad single-sided (tests/test_print_plan.py).
    materials = [f for f in report["files"]
                 if f["material"] not in ("combined", "single-sided", "calibration")]
    assert files["combined"]["pages"] + files["single-sided"]["pages"] >= 2 + sum(
        f["pages"] for f in materials) - 1


def test_the_36_basic_cards_by_default(kit):
    out, _ = kit
    text = _flat(_text(out / "cards.pdf"))
    assert len(BASIC) == 36
    for name in BASIC:
        assert name in text, name
    for name in EXTENDED:
        assert name not in text, name


def test_extended_adds_the_9_pawns_courts_and_excuse(extended):
    out, report = extended
    cards = report["files"][0]
    assert (cards["pages"], cards["sheets"]) == (10, 5)  # 45 cards, 9 a sheet
    text = _flat(_text(out / "cards.pdf"))
    names = BASIC + EXTENDED
    assert len(names) == 45
    for name in names:
        assert name in text, name
    assert "Pawn · Personality" in text and "Court · Location" in text


def test_rank_and_types_are_printed(kit):
    out, _ = kit
    text = _flat(_text(out / "cards.pdf"))
    assert "Crown · Personality" in text and "7 · Location" in text
    first_sheet = PdfReader(out / "cards.pdf").pages[0].extract_text().split()
    assert first_sheet.count("A") == 12  # six Aces, rank in two corners each


def test_backs_carry_the_decktet_credit_and_metadata_too(kit):
    out, _ = kit
    reader = PdfReader(out / "cards.pdf")
    backs = _flat(reader.pages[1].extract_text())
    assert backs.count("P.D. Magnus") == 9 and backs.count("CC BY-NC-SA 3.0") == 9
    for name in ("cards.pdf", "pad.pdf", "thricewise-print-and-play.pdf"):
        keywords = PdfReader(out / name).metadata["/Keywords"]
        assert DECK["credit"] in keywords, name


def test_rules_card_summarises_scoring_and_limits(kit):
    out, _ = kit
    text = _flat(_text(out / "rules.pdf"))
    for phrase in ("A flush shares a suit", "a set a rank", "a straight is three ranks",
                   "lowest number card", "Aces and Crowns are not number cards",
                   "Ties are deferred", "Cards of the same rank wait face up",
                   "never grows past 6 cards wide or 6 tall", "rules summary"):
        assert phrase in text, phrase
    assert "Thricewise by P.D. Magnus" in text


def test_mat_is_a_6_by_6_grid_in_whole_places_on_four_a4_sheets(kit):
    """The mat took 8 sheets (two a 45 mm strip, the even ones mostly blank); whole 3 x 3
    blocks of places take 4, and every place is printed exactly once."""
    out, report = kit
    mat = next(f for f in report["files"] if f["material"] == "mat")
    assert (mat["pages"], mat["sheets"]) == (4, 4)
    pages = [page.extract_text() for page in PdfReader(out / "mat.pdf").pages]
    places = [re.findall(r"\b[A-F][1-6]\b", text) for text in pages]
    for text, found in zip(pages, places, strict=True):
        assert len(set(found)) == 9, text  # a full 3 x 3 block on every sheet
    every = {place for found in places for place in set(found)}
    assert every == {f"{c}{r}" for c in "ABCDEF" for r in range(1, 7)}
    assert "never grows past 6 cards wide or 6 tall" in _flat(pages[0])


def test_mat_places_are_card_sized_and_inside_the_printable_area(kit):
    """Each sheet's block of places fits the sheet's printable area: nothing is clipped
    into a strip for the next sheet."""
    out, _ = kit
    layout = load_layout("thricewise")
    scale = 1
    image = render(out / "mat.pdf", 0, scale)
    sheet = layout.sheet
    # The cell fill of the top-left place, a card's width in from the block's left edge.
    width_mm = image.size[0] / MM / scale
    assert width_mm == pytest.approx(sheet.paper_width, abs=1)
    area_left = sheet.margin + 2
    block = 3 * (sheet.card_width + 1.5)
    left = area_left + (width_mm - 2 * area_left - block) / 2
    assert left >= area_left
    assert pixel(image, left + 10, 200, sheet.paper_height, scale) == \
        pytest.approx((0xF6, 0xF1, 0xE4), abs=6)


def test_letter_paper_mat_takes_six_sheets_of_whole_places(run, tmp_path):
    result = run("print", "-g", "decktet", "--paper", "letter", "--only", "mat", "--out",
                 tmp_path, "--json")
    assert result.exit_code == 0, result.output
    mat = json.loads(result.stdout)["files"][0]
    assert mat["pages"] == 6
    text = " ".join(p.extract_text() for p in PdfReader(mat["path"]).pages)
    assert {f"{c}{r}" for c in "ABCDEF" for r in range(1, 7)} <= set(text.split())


def test_back_credit_lines_are_at_least_6_pt():
    """The backs' credit lines were 5.5 pt."""
    from wisegen.games.registry import get_game
    from wisegen.usecases.printing import PrintRequest, render_request

    _outputs, ctx, _writer = render_request(PrintRequest(get_game("thricewise"),
                                                         only=["cards", "rules"]))
    credits = [u for u in ctx.log.uses if "credit" in u.item]
    assert credits and min(u.size for u in credits) >= 6


def test_rulebook_is_one_or_two_pages_and_complete(run, tmp_path):
    result = run("print", "-g", "thricewise", "--only", "rulebook", "--out", tmp_path,
                 "--json")
    assert result.exit_code == 0, result.output
    path = json.loads(result.stdout)["files"][0]["path"]
    reader = PdfReader(path)
    assert 1 <= len(reader.pages) <= 2
    text = _flat(" ".join(p.extract_text() for p in reader.pages))
    assert len(text.split()) >= 250
    for heading in ("What the kit holds", "Setup", "A turn", "Deferred cards", "Scoring",
                    "End of the game", "Where the rules are silent", "House rules"):
        assert heading in text, heading


def test_every_material_has_plan_text():
    from wisegen.games.registry import get_game
    from wisegen.render.kit_text import kit_text
    from wisegen.usecases.printing import materials_of

    strings = kit_text("thricewise", "en")
    for material in materials_of(get_game("thricewise")):
        for key in (f"material.{material.name}", f"plan.{material.name}.stock",
                    f"plan.{material.name}.how"):
            assert strings.get(key), key


def test_score_pad_is_for_two_to_five_players(kit):
    out, _ = kit
    text = _text(out / "pad.pdf")
    assert "Player 5" in text and "Player 6" not in text and "2–5 players" in text




def test_rendered_sun_is_gold_and_backs_register(kit):
    out, _ = kit
    sheet, front_at, back_at = _sun_and_backs(out / "cards.pdf")
    ace_of_suns = sheet.fronts[1]
    assert front_at("sun") == pytest.approx((0xF2, 0xA9, 0x00), abs=10)
    assert front_at((ace_of_suns.x + 5, ace_of_suns.y + 40)) == \
        pytest.approx((0xFB, 0xF7, 0xEC), abs=6)  # the card's cream face
    for rect in sheet.backs:
        assert back_at(rect) == pytest.approx((0x2F, 0x24, 0x40), abs=8)


def _sun_and_backs(pdf):
    """The default sheet, and pixel readers (scale 2) of the first front page (at the Ace
    of Suns' symbol centre, or at (x, y) mm) and of its back page (1.5 mm inside a card)."""
    layout = load_layout("thricewise")
    sheet = impose(layout.sheet)
    scale = 2
    fronts, backs = render(pdf, 0, scale), render(pdf, 1, scale)
    ace, box = sheet.fronts[1], layout.box("symbols")
    centre = (ace.x + box.x + box.width / 2, ace.top - box.y - box.height / 2)

    def front_at(where):
        return pixel(fronts, *(centre if where == "sun" else where), sheet.height, scale)

    def back_at(rect):
        return pixel(backs, rect.x + 1.5, rect.y + 1.5, sheet.height, scale)

    return sheet, front_at, back_at


def test_the_six_suit_symbols_differ_in_greyscale(kit):
    """The six Aces' symbols, printed in greyscale, are told apart by their drawn lines
    alone: the darkest pixels (outlines, ribs, eyes) of any two overlap little."""
    out, _ = kit
    layout = load_layout("thricewise")
    sheet = impose(layout.sheet)
    scale = 2
    grey = pdfium.PdfDocument(str(out / "cards.pdf"))[0].render(
        scale=scale, grayscale=True).to_pil().convert("L")
    box = layout.box("symbols")
    shapes = []
    for trim in sheet.fronts[:6]:
        left = round((trim.x + box.x) * MM * scale)
        top = round((sheet.height - trim.top + box.y) * MM * scale)
        crop = grey.crop((left, top, left + round(box.width * MM * scale),
                          top + round(box.height * MM * scale)))
        shapes.append({i for i, v in enumerate(crop.tobytes()) if v < 60})
    for a, b in combinations(range(6), 2):
        overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
        assert overlap < 0.3, (DECK["cards"][a]["name"], DECK["cards"][b]["name"], overlap)


def test_letter_paper_and_mini_cards_shrink_the_mat_with_the_cards(run, tmp_path):
    result = run("print", "-g", "decktet", "--paper", "letter", "--card", "mini", "--only",
                 "mat", "--out", tmp_path, "--json")
    assert result.exit_code == 0, result.output
    mat = json.loads(result.stdout)["files"][0]
    assert 1 <= mat["pages"] <= 4


def test_games_listing_says_the_mat_is_printed_on_request(run):
    """`wisegen games` listed the 6x6 mat as if the default kit printed it."""
    result = run("games")
    assert result.exit_code == 0, result.output
    lines = result.output.split("thricewise", 1)[1].splitlines()
    prints = next(text for text in lines if "prints:" in text)
    optional = next(text for text in lines if "optional:" in text)
    assert "mat" not in prints and "rulebook" in prints
    assert "placement mat (--only mat)" in optional


def test_ink_saver_backs_are_light_and_suits_outlined(tmp_path):
    """--ink-saver: the dark backs become paper-white and the suit symbols outlines, on
    the same layout."""
    out = tmp_path / "ink"
    _print(out, "--ink-saver", "--only", "cards")
    sheet, front_at, back_at = _sun_and_backs(out / "cards.pdf")
    assert front_at("sun") == pytest.approx((255, 255, 255), abs=6)
    for rect in sheet.backs:
        assert back_at(rect) == pytest.approx((255, 255, 255), abs=6)
