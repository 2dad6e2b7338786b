"""`wisegen export --format tts` sets the whole table, for every game in every language
its kit ships: the saved object is read back as Tabletop Simulator reads it (object
types, their keys, GUIDs, card sheets against their images, every file it names), and
as a table (every object on it, none lying on another, the boards' places)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tests.conftest import export_report
from tests.tts_view import draw_table, footprints, local, size_of
from wisegen.games.registry import all_games
from wisegen.render.writers.tts_table import TABLE_X, TABLE_Z
from wisegen.usecases.kit_facts import languages_of

COMMON = {"GUID", "Name", "Transform", "Nickname", "Description", "ColorDiffuse", "Locked"}
REQUIRED = {
    "DeckCustom": {"DeckIDs", "CustomDeck", "ContainedObjects"},
    "CardCustom": {"CardID", "CustomDeck"},
    "Custom_Dice": {"CustomImage"},
    "Custom_Tile": {"CustomImage"},
    "Figurine_Custom": {"CustomImage"},
    "Notecard": set(),
    "Custom_PDF": {"CustomPDF"},
    "Digital_Clock": set(),
    "Counter": {"Counter"},
}
TRANSFORM = {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"}
SHOTS = os.environ.get("WISEGEN_TTS_SHOTS")
"""A folder to draw each table into (top-down PNGs to look at), when set."""
CASES = [(game.id, language) for game in all_games().values() if game.table
         for language in languages_of(game)]


@pytest.fixture(scope="module", params=CASES, ids=[f"{g}-{lang}" for g, lang in CASES])
def table(request, tmp_path_factory) -> tuple[str, str, dict[str, Any], dict[str, Any]]:
    game, language = request.param
    out = tmp_path_factory.mktemp(f"tts-{game}-{language}")
    report = export_report(out, game, "tts", "--lang", language)
    saved = json.loads((out / f"{game}.json").read_text(encoding="utf-8"))
    if SHOTS:
        draw_table(saved, Path(SHOTS) / f"{game}-{language}.png")
    return game, language, saved, report


def everything(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The objects and those inside them (a deck's cards)."""
    out = []
    for state in objects:
        out.append(state)
        out += everything(state.get("ContainedObjects", []))
    return out


def urls(state: dict[str, Any]) -> list[str]:
    found = [*[d[k] for d in state.get("CustomDeck", {}).values()
               for k in ("FaceURL", "BackURL")]]
    image = state.get("CustomImage", {})
    found += [image[k] for k in ("ImageURL", "ImageSecondaryURL") if image.get(k)]
    if "CustomPDF" in state:
        found.append(state["CustomPDF"]["PDFUrl"])
    return found


def test_every_object_is_a_known_type_with_its_keys_and_a_unique_guid(table):
    _game, _language, saved, _report = table
    states = everything(saved["ObjectStates"])
    for state in states:
        name = state["Name"]
        required = COMMON | REQUIRED.get(name, set()) if name != "Card" else \
            {"GUID", "Name", "Transform", "Nickname", "CardID", "CustomDeck"}
        assert name in REQUIRED or name == "Card", name
        assert required <= set(state), (name, required - set(state))
        assert set(state["Transform"]) == TRANSFORM
        assert len(state["GUID"]) == 6 and int(state["GUID"], 16) >= 0
        if name == "Custom_Tile":  # the tile keeps its image's proportions
            tile = state["CustomImage"]["CustomTile"]
            assert set(tile) == {"Type", "Thickness", "Stackable", "Stretch"}
            assert tile["Stretch"] is False and tile["Type"] in (0, 2)
    guids = [state["GUID"] for state in states]
    assert len(guids) == len(set(guids))


# What real saves and TTS's own documentation show, object by object. Sources:
# [KB] Berserk-Games/Tabletop-Simulator-Knowledge-Base, docs/custom-content/save-file-format.md
#      (ObjectState, CustomTileState, CounterState, ClockSaveState, TabState, SnapPointState);
# [API] Berserk-Games/Tabletop-Simulator-API, docs/built-in-object.md (object names Notecard,
#      Counter, Digital_Clock), docs/custom-game-objects.md (CardCustom type 0 = rounded
#      rectangle, Custom_Dice type 1 = 6-sided, Custom_Tile type 0-3), docs/behavior/clock.md;
# [SCED] argonui/SCED (a published mod's save split into files), objects/RulesReference.d99993.json
#      (Custom_PDF), objects/Fan-MadeAccessories.aa8b38/SecretObjectivesUltimatums.b2077d/
#      HOWTOUSESECRETOBJ.f3dfc9.json (Notecard), objects/ObjectSourceBag.830bd0/
#      Custom_Dice.loladie.json (a d6: Type 1, six rotation values), objects/PlayArea.721ba2.json
#      (AttachedSnapPoints), objects/Tokencache_-1.b644d2.json and 127 other Custom_Tiles
#      (Thickness 0.01 to 0.5, most 0.1 or 0.2).
TOGGLES = ("Locked", "Grid", "Snap", "Autoraise", "Sticky", "Tooltip", "GridProjection")  # [KB]
XYZ = {"x", "y", "z"}


def test_objects_are_saved_as_real_saves_save_them(table):
    game, _language, saved, _report = table
    for state in everything(saved["ObjectStates"]):
        name = state["Name"]
        assert all(isinstance(state.get(k, True), bool) for k in TOGGLES), name  # [KB]
        assert set(state["ColorDiffuse"]) == {"r", "g", "b"}  # [KB] ColourState
        assert all(0 <= v <= 1 for v in state["ColorDiffuse"].values())
        assert isinstance(state.get("GMNotes", ""), str)  # [SCED] every object has GMNotes
        if name == "Notecard":  # [SCED]: the title is the Nickname, the text the Description
            assert state["Nickname"] and state["Description"]
            assert not {"Text", "Body", "Title"} & set(state)
        if name == "Custom_PDF":  # [SCED] RulesReference
            pdf = state["CustomPDF"]
            assert set(pdf) == {"PDFUrl", "PDFPassword", "PDFPage", "PDFPageOffset"}
            assert pdf["PDFPage"] == 0 and pdf["PDFPageOffset"] == 0 and pdf["PDFPassword"] == ""
        if name == "Counter":  # [KB] CounterState {value}, lower case
            assert state["Counter"] == {"value": 0}
        if name == "Digital_Clock":  # [API] clock.md: setValue(n) = a paused n-second timer
            assert "Clock" not in state  # ClockState's enum numbers are shown nowhere
            assert "self.Clock.setValue(60)" in state["LuaScript"]
        if name == "Custom_Dice":  # [API] + [SCED] loladie: a d6 is Type 1
            assert state["CustomImage"]["CustomDice"] == {"Type": 1}
            # [SCED] loladie: what each of the six rotations shows, values 1-6 in order
            assert [tuple(r["Rotation"].values()) for r in state["RotationValues"]] == [
                (-90, 0, 0), (0, 0, 0), (0, 0, -90), (0, 0, 90), (0, 0, -180), (90, 0, 0)]
            assert all(f"{n} {r['Value']}" in state["Description"]
                       for n, r in enumerate(state["RotationValues"], 1))
        if name == "Custom_Tile":  # [KB] CustomTileState, [SCED] thicknesses
            tile = state["CustomImage"]["CustomTile"]
            assert tile["Type"] in (0, 1, 2, 3) and 0.01 <= tile["Thickness"] <= 0.5
        if name == "Figurine_Custom":  # [KB] custom-figurine: a front and a back image
            assert state["CustomImage"]["ImageURL"] and state["CustomImage"]["ImageSecondaryURL"]
        if name in ("DeckCustom", "CardCustom"):  # [API] type 0: rounded rectangle
            assert all(d["Type"] == 0 for d in state["CustomDeck"].values())
        for snap in state.get("AttachedSnapPoints", []):  # [KB] SnapPointState, [SCED] PlayArea
            assert set(snap["Position"]) == XYZ and set(snap["Rotation"]) == XYZ
            assert snap["Position"]["y"] == 0.1
    assert {"SaveName", "GameMode", "Gravity", "PlayArea", "Date", "Table", "Sky", "Note",
            "Rules", "XmlUI", "LuaScript", "LuaScriptState", "ObjectStates", "TabStates",
            "VersionNumber"} <= set(saved)  # [KB] SaveState
    for tab in saved["TabStates"].values():  # [KB] TabState
        assert set(tab) == {"title", "body", "color", "visibleColor", "id"}
        assert set(tab["visibleColor"]) == {"r", "g", "b"}
    if game == "mistrz-slowa":
        assert any(s["Name"] == "Digital_Clock" for s in saved["ObjectStates"])


def test_dealt_cards_come_from_a_shuffle_the_same_each_time(table, tmp_path):
    game, language, saved, _report = table
    if game != "13-words" or language != "en":
        return
    deck = next(s for s in saved["ObjectStates"] if s["Name"] == "DeckCustom")

    def dealt_from(objects: list[dict[str, Any]]) -> list[int]:  # lone cards of the deck's sheets
        return [s["CardID"] for s in objects if s["Name"] == "CardCustom"
                and set(s["CustomDeck"]) <= set(deck["CustomDeck"])]

    dealt = dealt_from(saved["ObjectStates"])
    assert len(dealt) == 13 and not set(dealt) & set(deck["DeckIDs"])
    assert sorted(dealt) != sorted([*dealt, *deck["DeckIDs"]])[:13]  # not the top 13
    export_report(tmp_path, game, "tts", "--lang", language)
    again = json.loads((tmp_path / f"{game}.json").read_text(encoding="utf-8"))
    assert dealt_from(again["ObjectStates"]) == dealt


def test_die_faces_are_worded_in_the_kits_language(table):
    game, language, saved, _report = table
    if game != "three-wise-words" or language == "en":
        return
    die = next(s for s in saved["ObjectStates"] if s["Name"] == "Custom_Dice")
    assert not {"pink", "yellow", "blue"} & set(die["Description"].lower().replace(",", " ")
                                                 .split()), die["Description"]


def test_card_sheets_match_their_images_within_tts_limits(table):
    _game, _language, saved, _report = table
    for state in everything(saved["ObjectStates"]):
        for sheet in state.get("CustomDeck", {}).values():
            assert 1 <= sheet["NumWidth"] <= 10 and 1 <= sheet["NumHeight"] <= 7
            with Image.open(local(sheet["FaceURL"])) as face:
                width, height = face.size
            assert max(width, height) <= 4096
            assert width % sheet["NumWidth"] == 0 and height % sheet["NumHeight"] == 0
            cell = (width // sheet["NumWidth"], height // sheet["NumHeight"])
            with Image.open(local(sheet["BackURL"])) as back:
                want = (cell[0] * sheet["NumWidth"], cell[1] * sheet["NumHeight"]) \
                    if sheet["UniqueBack"] else cell
                assert back.size == want
        if state["Name"] in ("DeckCustom", "CardCustom"):  # shown in the card's proportions
            sheet = next(iter(state["CustomDeck"].values()))
            with Image.open(local(sheet["FaceURL"])) as face:
                cell = (face.width / sheet["NumWidth"], face.height / sheet["NumHeight"])
            width, depth = size_of(state)
            assert abs(width / depth - cell[0] / cell[1]) < 0.03 * cell[0] / cell[1], \
                state["Nickname"]
        if state["Name"] == "Custom_Dice":
            with Image.open(local(state["CustomImage"]["ImageURL"])) as die:
                assert die.size == (1024, 1024)  # TTS's d6 template


def test_every_file_the_table_names_is_there(table):
    _game, _language, saved, _report = table
    named = [url for state in everything(saved["ObjectStates"]) for url in urls(state)]
    assert named
    for url in named:
        path = local(url)
        assert path.is_file() and path.stat().st_size > 0, url
        if path.suffix == ".png":
            with Image.open(path) as picture:
                assert max(picture.size) <= 4096


def test_objects_lie_on_the_table_and_not_on_each_other(table):
    _game, _language, saved, _report = table
    prints = footprints(saved)
    bounds = (-TABLE_X, -TABLE_Z, TABLE_X, TABLE_Z)
    # What stands on a board (an owl on START, a wheel's disc) lies above it, inside it.
    ground = [fp for fp in prints if fp.state["Transform"]["posY"] <= 1.5]
    above = [fp for fp in prints if fp.state["Transform"]["posY"] > 1.5]
    for fp in prints:
        assert bounds[0] <= fp.x0 and fp.x1 <= bounds[2], fp.state["Nickname"]
        assert bounds[1] <= fp.z0 and fp.z1 <= bounds[3], fp.state["Nickname"]
    for n, first in enumerate(ground):
        for second in ground[n + 1:]:
            assert not first.overlaps(second), (first.state["Nickname"],
                                                second.state["Nickname"])
    for fp in above:
        assert any(fp.inside(base) for base in ground if base.state.get(
            "AttachedSnapPoints")), fp.state["Nickname"]


PLACES = {"three-wise-words": ("Custom_Tile", 30 + 4), "13-words": ("Custom_Tile", 13),
          "thricewise": ("Custom_Tile", 36)}


def test_boards_have_a_place_where_the_game_puts_things(table):
    game, _language, saved, _report = table
    if game not in PLACES:
        return
    boards = [s for s in saved["ObjectStates"] if s.get("Locked")]
    assert len(boards) == 1
    board = boards[0]
    kind, count = PLACES[game]
    assert board["Name"] == kind and len(board["AttachedSnapPoints"]) == count
    for snap in board["AttachedSnapPoints"]:
        assert set(snap) == {"Position", "Rotation"}
        # Inside the board: local coordinates within half its scaled size.
    prints = {fp.state["GUID"]: fp for fp in footprints(saved)}
    fp = prints[board["GUID"]]
    scale = board["Transform"]["scaleX"]
    for snap in board["AttachedSnapPoints"]:
        x = board["Transform"]["posX"] - snap["Position"]["x"] * scale
        z = board["Transform"]["posZ"] - snap["Position"]["z"] * scale
        assert fp.x0 < x < fp.x1 and fp.z0 < z < fp.z1


def test_the_rules_are_in_the_notebook_and_a_pdf_on_the_table(table):
    _game, language, saved, report = table
    tabs = saved["TabStates"]
    assert len(tabs) == 1 and len(tabs["0"]["body"]) > 500
    pdfs = [s for s in saved["ObjectStates"] if s["Name"] == "Custom_PDF"]
    assert pdfs
    for state in pdfs:
        data = local(state["CustomPDF"]["PDFUrl"]).read_bytes()
        assert data.startswith(b"%PDF")
    assert not any("print them" in note for note in report["notes"])
    assert language


def test_each_game_has_its_pieces(table):
    game, language, saved, _report = table
    names = [s["Name"] for s in saved["ObjectStates"]]
    want = {"three-wise-words": {"Figurine_Custom": 4, "Notecard": 4, "Custom_Dice": 1},
            "just-one": {"Custom_Tile": 9, "Notecard": 8, "Counter": 1},
            "13-words": {"Custom_Tile": 1 + 24, "Notecard": 1},
            "thricewise": {"Custom_Tile": 1, "Notecard": 1},
            "mistrz-slowa": {"Custom_Dice": 10, "Digital_Clock": 1, "Notecard": 1,
                             # the Polish kit adds the English rulebook
                             "Custom_PDF": 2 if language == "pl" else 1}}[game]
    for name, count in want.items():
        assert names.count(name) == count, (name, names.count(name))


def test_base_url_prefixes_every_file(tmp_path):
    export_report(tmp_path, "13-words", "tts", "--base-url", "https://example.org/13w/")
    saved = json.loads((tmp_path / "13-words.json").read_text(encoding="utf-8"))
    named = [url for state in everything(saved["ObjectStates"]) for url in urls(state)]
    assert named and all(url.startswith("https://example.org/13w/") for url in named)
    for url in named:
        assert (tmp_path / "images" / url.rsplit("/", 1)[1]).is_file()


def test_players_read_no_program_name_and_no_option(table):
    _game, _language, saved, _report = table
    said = [saved["Note"], *(tab["title"] + tab["body"] for tab in saved["TabStates"].values())]
    said += [s.get(k, "") for s in everything(saved["ObjectStates"])
             for k in ("Nickname", "Description")]
    for text in said:
        assert "wisegen" not in text.lower() and "--" not in text, text


def test_the_table_speaks_each_language_with_its_plurals():
    from wisegen.lang.messages import catalogue, fields, say

    keys = {k: v for k, v in catalogue("en").items() if k.startswith("tabletop.")}
    assert keys
    for code in ("fr", "pl"):
        theirs = {k: v for k, v in catalogue(code).items() if k.startswith("tabletop.")}
        assert set(theirs) == set(keys)
        assert all(fields(theirs[k]) == fields(v) for k, v in keys.items())
    assert [say("pl", "tabletop.cards", count=n) for n in (1, 3, 100, 224)] == [
        "1 karta", "3 karty", "100 kart", "224 karty"]
    assert say("fr", "tabletop.cards", count=100) == "100 cartes"


def test_guids_that_collide_are_told_apart():
    from wisegen.render.writers.tts_objects import unique_guids

    objects = [{"GUID": "abcdef"}, {"GUID": "abcdef", "ContainedObjects": [
        {"GUID": "abcdef"}, {"GUID": "123456"}]}, {"GUID": "123456"}]
    unique_guids(objects)
    guids = [o["GUID"] for o in everything(objects)]
    assert len(set(guids)) == 5 and guids[0] == "abcdef"
    assert all(len(g) == 6 and int(g, 16) >= 0 for g in guids)


PRINTING = ("print", "imprim", "druk")
"""How each kit's language tells a reader to print something (en, fr, pl)."""


def test_the_objects_ask_nobody_to_print_anything(table):
    """A remote table prints nothing: no object is named after a page's print advice (the
    Thricewise pad's notecard was titled "... · print one sheet per two games")."""
    _game, _language, saved, _report = table
    for state in saved["ObjectStates"]:  # not the cards inside decks: words ("printer")
        if state["Name"] in ("Custom_PDF", "CardCustom"):
            continue  # the rulebook itself, as printed; a dealt card's words
        name = state.get("Nickname", "").lower()
        assert not any(word in name for word in PRINTING), name
