"""The rulebooks' sources say only what the published rules say, and mark the rest.

Every rules pack of every game in the registry (every language, the children's rules too):
a `rulings` section's items each quote the published sentence they read (verbatim in
English, checked against ../shared/rules/<game>.txt when it is beside the repo); a player
count, a duration or an age the published rules do not give stands only in a
`suggestions` section; and no rulebook text names the program or a command-line flag,
since players, not users of the program, read it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT, registry_games
from wisegen.core.yamlsafe import load_file
from wisegen.resources import content_dir

SHARED_RULES = ROOT.parent / "shared" / "rules"


def _rules_packs() -> list[Path]:
    paths: list[Path] = []
    for game in registry_games():
        folder = content_dir() / game
        paths += sorted(folder.glob("rules*.yaml")) + sorted(folder.glob("*/rules*.yaml"))
    return paths


PACKS = _rules_packs()
IDS = [str(p.relative_to(content_dir())) for p in PACKS]


def _data(path: Path) -> dict:
    return load_file(path).value


def _texts(section: dict) -> list[str]:
    """Every printed string of a book or card section."""
    texts = [section.get("heading", ""), section.get("text", ""), section.get("example", "")]
    for item in section.get("items", []):
        texts += [item["reads"], item["ruling"]] if isinstance(item, dict) else [item]
    return [t for t in texts if t]


def _normal(text: str) -> str:
    return " ".join(text.split())


PLAYER_COUNT = re.compile(
    r"(\d+)\s*(?:–|-|to|à|do)\s*(\d+)\s*(?:players|joueurs|graczy|osób|osob)"
    r"|(?:for|pour|dla)\s+(\d+)\s+(?:players|joueurs|graczy|osób)", re.I)
DURATION = re.compile(r"\b\d+[\s-]*(?:min\b|minutes?|minut[ay]?\b|seconds?|secondes?|sekund)",
                      re.I)
AGE = re.compile(r"\b(?:ages?\s+\d+|\d+\+(?!\s*\d)|dès\s+\d+\s+ans|od\s+\d+\s+lat|\d+\s+lat\b"
                 r"|\d+\s+years?\s+old)", re.I)
PUBLISHED_PLAYER_COUNTS = {"13-words": (2, 8), "thricewise": (2, 5)}
"""Player counts the published rules give (any range inside is fine): 13 Words' score
table has a column for 2 to 8 players; Thricewise's rules are for 2 to 5 players. The
other published rules give no player count."""


@pytest.mark.parametrize("path", PACKS, ids=IDS)
def test_every_ruling_quotes_the_sentence_it_reads(path):
    for section in _data(path).get("book", []):
        for item in section.get("items", []):
            if section.get("kind") == "rulings":
                assert isinstance(item, dict) and item.get("reads") and item.get("ruling"), (
                    path.name, section["heading"], item)
            else:
                assert isinstance(item, str), (path.name, section["heading"], item)


def _english_reads(path: Path) -> list[str]:
    """The English `reads` of a pack: those of every rulings section in English, by the
    section's own `language` (Mistrz Słowa's Polish book carries its English after it)
    or else the pack's."""
    data = _data(path)
    return [item["reads"] for section in data.get("book", [])
            if section.get("kind") == "rulings"
            and section.get("language", data["language"]) == "en"
            for item in section["items"]]


@pytest.mark.parametrize("path", PACKS, ids=IDS)
def test_english_rulings_quote_the_published_rules_verbatim(path):
    game = _data(path)["game"]
    published = SHARED_RULES / f"{game}.txt"
    if not published.exists():
        pytest.skip(f"{published} is not beside the repo")
    text = _normal(published.read_text(encoding="utf-8"))
    for reads in _english_reads(path):
        assert _normal(reads) in text, (path.name, reads)


def _unmarked_facts(data: dict) -> list[str]:
    """Player counts, durations and ages stated outside a `suggestions` section that the
    published rules do not give."""
    allowed = PUBLISHED_PLAYER_COUNTS.get(data["game"])
    found = []
    for section in data.get("book", []):
        if section.get("kind") == "suggestions":
            continue
        for text in _texts(section):
            for match in PLAYER_COUNT.finditer(text):
                low, high = match.group(1) or match.group(3), match.group(2) or match.group(3)
                if not allowed or not allowed[0] <= int(low) <= int(high) <= allowed[1]:
                    found.append(match.group(0))
            found += [m.group(0) for m in DURATION.finditer(text)]
            found += [m.group(0) for m in AGE.finditer(text)]
    return found


@pytest.mark.parametrize("path", PACKS, ids=IDS)
def test_no_player_count_duration_or_age_outside_suggestions(path):
    assert _unmarked_facts(_data(path)) == [], path.name


def test_the_fact_check_catches_a_player_count_a_duration_and_an_age():
    book = [{"heading": "The game", "text": "Gra dla 2–10 osób, 2 minuty na słowo, 8+."},
            {"heading": "Tip", "kind": "suggestions", "items": ["For 3 to 7 players."]}]
    found = _unmarked_facts({"game": "mistrz-slowa", "book": book})
    assert found == ["2–10 osób", "2 minuty", "8+"]
    assert _unmarked_facts({"game": "13-words",
                            "book": [{"heading": "Setup (2–8 players)"}]}) == []


FLAG = re.compile(r"(?<![\w-])--[a-z]")


@pytest.mark.parametrize("path", PACKS, ids=IDS)
def test_no_rulebook_text_names_the_program_or_a_flag(path):
    data = _data(path)
    texts = [data["title"]] + [t for part in ("sections", "book")
                               for section in data.get(part, []) for t in _texts(section)]
    for text in texts:
        assert "wisegen" not in text.lower(), (path.name, text)
        assert not FLAG.search(text), (path.name, text)


def test_every_game_with_a_rulebook_has_its_sources_checked():
    games = {p.relative_to(content_dir()).parts[0] for p in PACKS}
    assert {"three-wise-words", "just-one", "13-words", "mistrz-slowa"} <= games
    english = [r for p in PACKS for r in _english_reads(p)]
    assert len(english) >= 20
    # Mistrz Słowa's English rulebook is a book of its own (the Polish one is Polish only).
    assert len(_english_reads(content_dir() / "mistrz-slowa" / "rules.en.yaml")) == 6


HEADER = """game: just-one
kind: rules
id: rules-test
name: Test rules
language: en
version: 1.0.0
license: MIT
authors: [tester]
title: Test
sections:
  - heading: Turn
    text: Play.
book:
"""


@pytest.mark.parametrize(("section", "valid"), [
    ("  - heading: Silent\n    kind: rulings\n    items:\n"
     "      - reads: An invented word.\n        ruling: Misspellings are not invented.\n", True),
    ("  - heading: Silent\n    kind: rulings\n    items:\n      - A ruling with no sentence.\n",
     False),
    ("  - heading: Silent\n    kind: rulings\n    items:\n      - ruling: No sentence.\n", False),
    ("  - heading: Turn\n    items:\n      - reads: A.\n        ruling: B.\n", False),
    ("  - heading: Tips\n    kind: suggestions\n    items:\n      - Play with 3.\n", True),
    ("  - heading: Tips\n    kind: advice\n    text: Play.\n", False),
])
def test_the_schema_takes_rulings_only_as_a_quoted_sentence_and_its_ruling(section, valid):
    from wisegen.games.content import check_text

    report = check_text(HEADER + section, "rules.yaml", spelling=False, cards=False)
    assert report.valid is valid, [p.render() for p in report.problems]


SILENT = re.compile(r"silent|ne dit rien|milcz|rulings|rozstrzygni", re.I)


@pytest.mark.parametrize("path", PACKS, ids=IDS)
def test_where_the_rules_are_silent_is_a_rulings_section(path):
    """A section titled as rulings is marked so, and so quotes what it reads."""
    for section in _data(path).get("book", []):
        if SILENT.search(section["heading"]):
            assert section.get("kind") == "rulings", (path.name, section["heading"])


def test_the_rulebook_prints_the_quoted_sentence_then_the_ruling():
    from wisegen.render.rulebook import book_lines

    book = [{"heading": "Where the rules are silent", "kind": "rulings", "items": [
        {"reads": "An invented word.", "ruling": "A misspelling is not invented."},
        {"reads": "An invented word.", "ruling": "Nor is a sound."}]},
        {"heading": "Autres", "kind": "rulings", "language": "fr",
         "items": [{"reads": "Un mot inventé.", "ruling": "Non."}]}]
    lines = [(line.text, line.example, line.bullet) for line in book_lines(book, 80.0, "pl")]
    assert lines[1:4] == [("„An invented word.”", True, False),
                          ("A\u00a0misspelling is not invented.", False, True),
                          ("Nor is a\u00a0sound.", False, True)]  # one sentence, quoted once
    # (set as Polish, the book's language here: one-letter words hold to the next)
    assert lines[-2][0] == "«\u00a0Un mot inventé.\u00a0»"


def test_a_reads_not_in_the_published_rules_is_caught():
    published = SHARED_RULES / "just-one.txt"
    if not published.exists():
        pytest.skip(f"{published} is not beside the repo")
    text = _normal(published.read_text(encoding="utf-8"))
    assert _normal("An  invented\nword.") in text
    assert _normal("An invented clue.") not in text
