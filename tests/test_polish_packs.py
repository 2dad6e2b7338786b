"""The Polish word packs: valid, full decks, common nouns, and kits that print in Polish."""

from __future__ import annotations

import pypdf
import pytest
import yaml
from wordfreq import zipf_frequency

from tests.conftest import ROOT, print_report
from wisegen.lang.pl import derivation, sgjp

JUST_ONE = ROOT / "content" / "just-one" / "pl.yaml"
THREE_WISE_WORDS = ROOT / "content" / "three-wise-words" / "pl.yaml"
POLISH_LETTERS = set("ąćęłńóśźż")


def cards(path):
    return yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]


@pytest.mark.parametrize("path", [JUST_ONE, THREE_WISE_WORDS])
def test_the_packs_validate_without_findings(run, path):
    result = run("pack", "validate", path)
    assert result.exit_code == 0 and "0 error(s), 0 warning(s)" in result.stdout


def test_full_decks_of_distinct_words():
    jo = [w for card in cards(JUST_ONE) for w in card]
    tww = [w for card in cards(THREE_WISE_WORDS) for w in card.values()]
    assert len(cards(JUST_ONE)) >= 110 and all(len(c) == 5 for c in cards(JUST_ONE))
    assert len(cards(THREE_WISE_WORDS)) == 100
    assert len(set(jo)) == len(jo) and len(set(tww)) == len(tww)


@pytest.mark.parametrize("path", [JUST_ONE, THREE_WISE_WORDS])
def test_every_word_is_a_common_noun_in_the_nominative_singular(path):
    # Another lemma may read the word only as a rare inflected form (kot: a genitive
    # plural of kota), never as its nominative, an adjective or a verb's own form.
    for card in cards(path):
        for word in (card.values() if isinstance(card, dict) else card):
            readings = sgjp.readings(word)
            own = [r for r in readings if r.lemma_base == word
                   and r.noun_class == sgjp.COMMON_NOUN]
            assert any(":sg:" in r.tag and r.nominative for r in own), word
            others = [r for r in readings if r not in own and r.pos not in ("impt", "frag")]
            assert all(r.pos == "subst" and not r.nominative for r in others), word


@pytest.mark.parametrize("path", [JUST_ONE, THREE_WISE_WORDS])
def test_no_two_words_of_one_family_on_a_card(path):
    for card in cards(path):
        words = list(card.values() if isinstance(card, dict) else card)
        for a in words:
            for b in words:
                if a != b:
                    assert a[:5] != b[:5] and derivation.formation(a, b) is None, (a, b)


def test_yellow_is_the_most_frequent_word_of_its_card():
    for card in cards(THREE_WISE_WORDS):
        easy = zipf_frequency(card["yellow"], "pl")
        assert easy > zipf_frequency(card["pink"], "pl")
        assert easy > zipf_frequency(card["blue"], "pl")


@pytest.mark.parametrize("game,path", [("just-one", JUST_ONE),
                                       ("three-wise-words", THREE_WISE_WORDS)])
def test_the_kit_prints_the_polish_words(tmp_path, game, path):
    report = print_report(tmp_path, game, "--lang", "pl", "--only", "cards")
    assert report["files"]
    text = "".join(page.extract_text() for page in pypdf.PdfReader(tmp_path / "cards.pdf").pages)
    words = [w for card in cards(path) for w in (card.values() if isinstance(card, dict)
                                                  else card)]
    missing = [w for w in words if w not in text]
    assert not missing
    marked = POLISH_LETTERS & set("".join(words))
    assert len(marked) >= 7 and marked <= set(text)
