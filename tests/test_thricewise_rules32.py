"""Issue 32: Thricewise's rulebook says what its published rules say, and the kit's
component faults (rules cards per player, the extended rulebook) stay fixed.

The published rules are shared/rules/thricewise.txt; a ruling must quote one of its
sentences exactly, and nothing a player reads may name the program or a flag.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import ROOT, print_report
from wisegen.core.yamlsafe import loads
from wisegen.games.content import find_builtin
from wisegen.games.thricewise.forms import MAX_PLAYERS

PUBLISHED = ROOT.parent / "shared" / "rules" / "thricewise.txt"
RULES = loads((ROOT / "content" / "thricewise" / "rules.yaml").read_text(encoding="utf-8"),
              "rules.yaml").value


def _flat(path: Path) -> str:
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in PdfReader(path).pages))


def _sections(kind: str) -> list[dict]:
    return [s for s in RULES["book"] if s.get("kind", "rules") == kind]


@pytest.mark.skipif(not PUBLISHED.exists(), reason="the published rules are not here")
def test_every_ruling_quotes_a_published_sentence_exactly():
    published = re.sub(r"\s+", " ", PUBLISHED.read_text(encoding="utf-8"))
    rulings = [item for s in _sections("rulings") for item in s["items"]]
    assert rulings
    for item in rulings:
        assert item["reads"] in published, item["reads"]


def test_the_two_house_rules_have_their_own_section():
    [house] = _sections("house-rules")
    assert len(house["items"]) == 2
    rulings = " ".join(i["ruling"] for s in _sections("rulings") for i in s["items"])
    assert "two flushes" not in rulings and "one flush, not two" in rulings


def test_the_rulebook_has_the_worked_longer_row_example():
    examples = " ".join(s.get("example", "") for s in _sections("rules"))
    assert "in the gap" in examples and "You score 10" in examples


def _words(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [w for v in value.values() for w in _words(v)]
    if isinstance(value, list):
        return [w for v in value for w in _words(v)]
    return []


def test_no_rulebook_or_rules_card_text_names_the_program_or_a_flag():
    for text in _words({"sections": RULES["sections"], "book": RULES["book"]}):
        assert "wisegen" not in text.lower() and not re.search(r"(^|\s)--\w", text), text


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("thricewise32")
    return out, print_report(out, "thricewise", "--only", "rules,rulebook")


@pytest.fixture(scope="module")
def extended(tmp_path_factory):
    out = tmp_path_factory.mktemp("thricewise32x")
    return out, print_report(out, "thricewise", "--extended", "--only", "rulebook")


def test_one_rules_card_per_player_up_to_five(kit):
    out, _ = kit
    fronts = PdfReader(out / "rules.pdf").pages[0].extract_text()
    assert fronts.count("Ties are deferred") == MAX_PLAYERS == 5


def test_rules_card_says_each_kind_once_per_direction(kit):
    out, _ = kit
    assert "in one direction each kind scores once, the best" in _flat(out / "rules.pdf")


def test_default_rulebook_is_the_36_card_one(kit):
    out, _ = kit
    text = _flat(out / "rulebook.pdf")
    assert "Shuffle the 36 cards" in text and "45" not in text and "Excuse" not in text


def test_extended_rulebook_says_45_cards_and_names_the_other_9(extended):
    out, _ = extended
    text = _flat(out / "rulebook.pdf")
    assert "This kit holds 45 cards" in text
    others = [c["name"] for c in find_builtin("thricewise", "deck").data["cards"]
              if c["set"] != "basic"]
    assert len(others) == 9
    for name in others:
        assert name in text, name
    assert "take the 9 extended cards out before you shuffle" in text
