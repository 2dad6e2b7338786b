"""`wisegen export --format tts`: the saved object has what Tabletop Simulator reads, one
card per pack card, sheets within TTS's limits, and dice in TTS's d6 template layout."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import numpy as np
import pytest
from PIL import Image

from tests.conftest import ROOT, export_report
from wisegen.games.content import load_pack
from wisegen.render.layout import load_layout

DECK_FIELDS = {"GUID", "Name", "Transform", "Nickname", "Description", "ColorDiffuse",
               "DeckIDs", "CustomDeck", "ContainedObjects", "HideWhenFaceDown"}
CARD_FIELDS = {"GUID", "Name", "Transform", "Nickname", "CardID", "CustomDeck"}
SHEET_FIELDS = {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack",
                "Type"}
TRANSFORM = {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}


def saved(out: Path, game: str) -> dict:
    return json.loads((out / f"{game}.json").read_text(encoding="utf-8"))


def local(url: str) -> Path:
    parsed = urlparse(url)
    assert parsed.scheme == "file", url
    return Path(unquote(parsed.path))


def rgb(path: Path) -> np.ndarray:
    with Image.open(path) as picture:
        return np.asarray(picture.convert("RGB")).astype(int)


@pytest.fixture(scope="module")
def three_wise_words(tmp_path_factory):
    out = tmp_path_factory.mktemp("tts")
    return out, export_report(out, "three-wise-words", "tts")


def test_the_saved_object_holds_the_deck_the_rules_the_die_and_the_table(three_wise_words):
    out, report = three_wise_words
    state = saved(out, "three-wise-words")
    assert {"SaveName", "ObjectStates"} <= set(state)
    names = [(o["Name"], o["Nickname"]) for o in state["ObjectStates"]]
    assert names[:3] == [("DeckCustom", "Three Wise Words — word cards"),
                         ("DeckCustom", "Three Wise Words — rules card"),
                         ("Custom_Dice", "Colour die")]
    # The rest of the table (tests/test_tts_table.py): track, owls, pads, rulebook.
    assert ("Custom_Tile", "Owl Track") in names
    assert ("Custom_PDF", "Three Wise Words — Rulebook") in names
    assert (out / "three-wise-words.png").exists()  # its picture in TTS's browser
    assert not any("print them" in note for note in report["notes"])


def test_every_field_tts_needs_and_one_card_per_pack_card(three_wise_words):
    out, _ = three_wise_words
    deck = saved(out, "three-wise-words")["ObjectStates"][0]
    assert set(deck) >= DECK_FIELDS and set(deck["Transform"]) == TRANSFORM
    pack = load_pack(ROOT / "content/three-wise-words/en.yaml").data["cards"]
    cards = deck["ContainedObjects"]
    assert len(cards) == len(pack) == 100
    assert [c["Nickname"] for c in cards] == [f"{c['pink']} / {c['yellow']} / {c['blue']}"
                                              for c in pack]
    assert deck["DeckIDs"] == [c["CardID"] for c in cards]
    assert len(set(deck["DeckIDs"])) == 100
    assert set(deck["CustomDeck"]) == {"1", "2"}
    for card in cards:
        assert set(card) >= CARD_FIELDS and card["Name"] == "Card"
        deck_id, slot = divmod(card["CardID"], 100)
        sheet = deck["CustomDeck"][str(deck_id)]
        assert set(sheet) == SHEET_FIELDS
        assert card["CustomDeck"] == {str(deck_id): sheet}
        assert slot < sheet["NumWidth"] * sheet["NumHeight"] and slot < 69


def test_sheets_are_10_by_7_at_most_and_4096_px_a_side(three_wise_words):
    out, _ = three_wise_words
    deck = saved(out, "three-wise-words")["ObjectStates"][0]
    first, second = deck["CustomDeck"]["1"], deck["CustomDeck"]["2"]
    assert (first["NumWidth"], first["NumHeight"]) == (10, 7)
    assert (second["NumWidth"], second["NumHeight"]) == (10, 4)  # the other 31 cards
    back = local(first["BackURL"])
    assert first["BackURL"] == second["BackURL"] and not first["UniqueBack"]
    with Image.open(back) as picture:
        cell = picture.size
    assert cell == (409, 572)  # a poker card, trimmed, as large as 10 x 7 allows
    for sheet in (first, second):
        with Image.open(local(sheet["FaceURL"])) as picture:
            assert picture.size == (sheet["NumWidth"] * cell[0], sheet["NumHeight"] * cell[1])
            assert max(picture.size) <= 4096


def test_each_cell_shows_its_card_framed_pink_yellow_blue(three_wise_words):
    out, _ = three_wise_words
    layout = load_layout("three-wise-words")
    sheet = saved(out, "three-wise-words")["ObjectStates"][0]["CustomDeck"]["1"]
    image = rgb(local(sheet["FaceURL"]))
    width, height = image.shape[1] // 10, image.shape[0] // 7
    for slot in (0, 9, 68):
        row, column = divmod(slot, 10)
        # Each panel above its word, right of the key shapes; the frame at the edge.
        for band, y in (("pink_panel", 0.14), ("yellow_panel", 0.455), ("blue_panel", 0.77),
                        ("card", 0.5)):
            x = 0.01 if band == "card" else 0.93
            colour = image[int((row + y) * height), int((column + x) * width)]
            want = layout.box(band).fill
            assert all(abs(c - int(want[i:i + 2], 16)) <= 2
                       for c, i in zip(colour, (1, 3, 5), strict=True)), (slot, band)
    assert (image[-height:, -width:] == 255).all()  # the 70th place stays empty


def test_the_die_is_a_custom_d6_in_the_template_layout(three_wise_words):
    out, _ = three_wise_words
    die = saved(out, "three-wise-words")["ObjectStates"][2]
    assert die["CustomImage"]["CustomDice"] == {"Type": 1}
    # The faces as the printed die words them (the kit's text, in the kit's language).
    assert die["Description"] == ("Faces: 1 PINK, 2 YELLOW, 3 BLUE, 4 BLUE, 5 YELLOW, "
                                  "6 PINK")
    image = rgb(local(die["CustomImage"]["ImageURL"]))
    assert image.shape[:2] == (1024, 1024)
    layout = load_layout("three-wise-words")
    # The template: top row unused; 2 4 5 across the middle; 1 3 6 along the bottom.
    cells = {1: (0, 2), 2: (0, 1), 3: (1, 2), 4: (1, 1), 5: (2, 1), 6: (2, 2)}
    colours = {1: "pink", 2: "yellow", 3: "blue", 4: "blue", 5: "yellow", 6: "pink"}
    for value, (column, row) in cells.items():
        sample = image[int((row + 0.1) * 341), int((column + 0.1) * 341)]
        want = layout.colour(colours[value])
        assert all(abs(c - int(want[i:i + 2], 16)) <= 2
                   for c, i in zip(sample, (1, 3, 5), strict=True)), value


def test_base_url_points_the_object_at_hosted_copies(tmp_path):
    export_report(tmp_path, "three-wise-words", "tts", "--only", "rules,die", "--base-url",
                  "https://example.org/ww/")
    state = saved(tmp_path, "three-wise-words")
    rules, die = state["ObjectStates"]
    sheet = next(iter(rules["CustomDeck"].values()))
    assert sheet["FaceURL"] == "https://example.org/ww/rules.png"
    assert sheet["BackURL"] == "https://example.org/ww/rules-back.png"
    assert die["CustomImage"]["ImageURL"] == "https://example.org/ww/die-1.png"
    for name in ("rules.png", "rules-back.png", "die-1.png"):
        assert (tmp_path / "images" / name).exists()


def test_double_sided_cards_get_sheets_of_unique_backs(tmp_path):
    export_report(tmp_path, "13-words", "tts", "--only", "cards,token")
    deck, token = saved(tmp_path, "13-words")["ObjectStates"]
    pack = load_pack(ROOT / "content/13-words/en.yaml").data["cards"]
    assert [c["Nickname"] for c in deck["ContainedObjects"]] == [
        f"{c['front']} / {c['back']}" for c in pack]
    sheets = deck["CustomDeck"].values()
    assert all(s["UniqueBack"] and s["BackURL"] != s["FaceURL"] for s in sheets)
    for sheet in sheets:
        with Image.open(local(sheet["FaceURL"])) as face, \
                Image.open(local(sheet["BackURL"])) as back:
            assert face.size == back.size
    assert token["Name"] == "CardCustom" and token["SidewaysCard"] is True
    assert token["Nickname"] == "Captain token"


def test_the_ten_mistrz_slowa_dice(tmp_path):
    export_report(tmp_path, "mistrz-slowa", "tts")
    objects = saved(tmp_path, "mistrz-slowa")["ObjectStates"]
    dice = [o for o in objects if o["Name"] == "Custom_Dice"]
    assert len(dice) == 10
    assert dice[0]["Description"] == "Ścianki: 1 B, 2 J, 3 W, 4 H, 5 F, 6 R"  # in Polish
    assert {o["Name"] for o in objects} == {"Custom_Dice", "DeckCustom", "Digital_Clock",
                                            "Notecard", "Custom_PDF"}
    for die in dice:
        with Image.open(local(die["CustomImage"]["ImageURL"])) as picture:
            assert picture.size == (1024, 1024)


def test_a_board_and_pads_alone_make_a_table(tmp_path):
    export_report(tmp_path, "three-wise-words", "tts", "--only", "track,pad")
    names = [o["Name"] for o in saved(tmp_path, "three-wise-words")["ObjectStates"]]
    assert sorted(names) == ["Custom_Tile"] + ["Notecard"] * 4


def test_materials_that_stay_on_paper_alone_are_refused(run, tmp_path):
    result = run("export", "--game", "mistrz-slowa", "--format", "tts", "--only",
                 "stickers", "--out", tmp_path / "tts")
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        "wisegen: error: nothing of stickers goes onto a Tabletop Simulator table"]
