"""Card-level checks of `pack validate`, `--against`, and the difficulty spread of stats."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = ("game: {game}\nkind: words\nid: test\nname: test\nlanguage: {lang}\n"
          "version: 0.1.0\nlicense: MIT\nauthors: [me]\npartial: true\ncards:\n")


def _pack(tmp_path: Path, game: str, cards: str, lang: str = "en") -> Path:
    path = tmp_path / f"{game}-{lang}.yaml"
    path.write_text(HEADER.format(game=game, lang=lang) + cards, encoding="utf-8")
    return path


def _validate(run, path: Path, *args: str) -> tuple[int, list[dict]]:
    result = run("pack", "validate", path, "--json", "--no-spelling", *args)
    answer = json.loads(result.stdout)
    return result.exit_code, answer["files"][0]["warnings"] + answer["files"][0]["errors"]


def test_prince_and_princess_on_one_just_one_card(run, tmp_path):
    path = _pack(tmp_path, "just-one", "  - [crown, prince, weather, princess, whether]\n"
                 "  - [cat, dog, lake, hammer, bread]\n")
    code, found = _validate(run, path)
    assert code == 0
    same = [(p["path"], p["line"], p["column"]) for p in found
            if p["code"] == "same-word-on-card"]
    assert ("cards[0][3]", 11, 30) in same  # princess, against prince
    assert any("homophone" in p["message"] and p["path"] == "cards[0][4]" for p in found)
    assert not any(p["path"].startswith("cards[1]") for p in found)
    strict, _ = _validate(run, path, "--strict")
    assert strict == 1
    _, found = _validate(run, path, "--no-cards")
    assert not any(p["code"] == "same-word-on-card" for p in found)


def test_a_three_wise_words_card_whose_words_share_a_root(run, tmp_path):
    path = _pack(tmp_path, "three-wise-words",
                 "  - {pink: outillage, yellow: outil, blue: lune}\n", lang="fr")
    _, found = _validate(run, path)
    assert [p["path"] for p in found if p["code"] == "same-word-on-card"] == ["cards[0].yellow"]


def test_a_word_too_long_for_its_box_at_the_floor_size(run, tmp_path):
    long = "antidisestablishmentarianismandmore"  # 53.8 mm at 7 pt bold: over 3WW's 52
    path = _pack(tmp_path, "three-wise-words",
                 f"  - {{pink: {long}, yellow: cat, blue: lighthouse}}\n")
    _, found = _validate(run, path)
    too_long = [p for p in found if p["code"] == "too-long"]
    assert [p["path"] for p in too_long] == ["cards[0].pink"]
    assert "'pink_word'" in too_long[0]["message"] and "7 pt" in too_long[0]["message"]
    printed = run("print", "--game", "3ww", "--pack", path, "--only", "cards", "--out",
                  tmp_path / "cards.pdf")
    assert printed.exit_code == 2 and long in printed.stderr  # the printer agrees
    # A word the box takes at the floor size is not flagged, and prints.
    fits = "supercalifragilisticexpialidocious"  # 45.9 mm at 7 pt bold
    other = _pack(tmp_path, "three-wise-words",
                  f"  - {{pink: {fits}, yellow: cat, blue: lighthouse}}\n")
    _, found = _validate(run, other)
    assert not any(p["code"] == "too-long" for p in found)
    printed = run("print", "--game", "3ww", "--pack", other, "--only", "cards", "--out",
                  tmp_path / "fits.pdf")
    assert printed.exit_code == 0, printed.output


def test_a_yellow_word_that_is_not_the_easiest(run, tmp_path):
    path = _pack(tmp_path, "three-wise-words",
                 "  - {pink: house, yellow: spatula, blue: water}\n")
    _, found = _validate(run, path)
    assert any(p["code"] == "children-tier" and p["path"] == "cards[0].yellow" for p in found)


def test_against_another_pack(run, tmp_path):
    path = _pack(tmp_path, "just-one", "  - [Turkeys, zeppelin, quasar, marzipan, origami]\n")
    other = ROOT / "content" / "just-one" / "en.yaml"
    _, found = _validate(run, path, "--against", str(other))
    repeats = [p for p in found if p["code"] == "repeats-other-pack"]
    assert [p["path"] for p in repeats] == ["cards[0][0]"]  # turkey, plural and case aside
    assert "cards[0][0]: 'turkey'" in repeats[0]["message"]


def test_stats_show_the_difficulty_spread_per_tier(run):
    result = run("pack", "stats", ROOT / "content" / "three-wise-words" / "en.yaml", "--json")
    spread = json.loads(result.stdout)["difficulty_per_tier"]
    assert set(spread) == {"pink", "yellow", "blue"}
    assert all(sum(bands.values()) == 100 for bands in spread.values())
    assert spread["yellow"]["rare (<3)"] == 0 and spread["pink"]["rare (<3)"] > 0
    text = run("pack", "stats", ROOT / "content" / "three-wise-words" / "en.yaml").stdout
    assert "difficulty spread per tier" in text and "yellow: very common (Zipf 5+)" in text
