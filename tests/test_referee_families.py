"""Issue 29's public cases (tests/data/referee/families.yaml, each verdict with its
etymology): families through changed stems, numbers written as numbers, and look-alikes
that stay valid; the same knowledge in every check that asks "one family"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from wisegen.games.just_one.referee import rule_clue
from wisegen.lang import family, numbers
from wisegen.referee.checks import relation

CASES = yaml.safe_load((Path(__file__).parent / "data" / "referee" / "families.yaml")
                       .read_text(encoding="utf-8"))
ROWS = [(lang, *row) for lang, rows in CASES.items() for row in rows]


def test_twenty_cases_a_language_half_of_them_valid():
    for lang, rows in CASES.items():
        assert len(rows) >= 20, lang
        assert sum(row[2] == "valid" for row in rows) * 2 >= len(rows), lang
        assert all(len(row) == 4 and row[3] for row in rows), "every verdict has a source"


@pytest.mark.parametrize("lang,secret,clue,expect,source", ROWS,
                         ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in ROWS])
def test_just_one_clue(lang, secret, clue, expect, source):
    ruling = rule_clue(secret, clue, lang)
    codes = [r.code for r in ruling.reasons]
    if expect == "valid":
        assert codes == [], (source, [r.as_dict() for r in ruling.reasons])
    else:
        assert codes and codes[0] == expect, (source, codes)


@pytest.mark.parametrize("lang,secret,clue,expect,source",
                         [r for r in ROWS if r[3] != "spelling-variant"],
                         ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in ROWS if r[3] != "spelling-variant"])
def test_one_knowledge_for_every_family_check(lang, secret, clue, expect, source):
    """Identical-clue cancellation, Three Wise Words matching and `check root` all ask
    relation(), which asks family.link: one answer for a pair, in either order."""
    related = expect == "same-family"
    assert (family.link(secret, clue, lang) is not None) is related, source
    assert (family.link(clue, secret, lang) is not None) is related, source
    assert (relation(secret, clue, lang) is not None) is related, source


@pytest.mark.parametrize("argv,kept", [
    (["check", "clues", "--game", "just-one", "--lang", "en", "--secret", "music", "sing",
      "song", "drum"], [False, False, True]),
    (["check", "clues", "--game", "just-one", "--lang", "pl", "--secret", "zima", "mróz",
      "mroźny", "śnieg"], [False, False, True]),
    (["check", "clues", "--game", "just-one", "--lang", "fr", "--secret", "calendrier",
      "douze", "12", "mois"], [False, False, True]),
])
def test_identical_clues_cancel(run, argv, kept):
    result = json.loads(run(*argv, "--json").stdout)
    assert [c["kept"] for c in result["clues"]] == kept


@pytest.mark.parametrize("lang,a,b,match", [
    ("en", "strike", "stroke", True), ("fr", "chaud", "chaleur", True),
    ("pl", "miasto", "miejski", True), ("en", "ear", "earth", False),
    ("fr", "chat", "château", False), ("pl", "kot", "kotlet", False),
])
def test_three_wise_words_match_and_check_root(run, lang, a, b, match):
    found = json.loads(run("check", "match", "--game", "three-wise-words", "--lang", lang,
                           a, b, "--json").stdout)
    assert found["match"] is match
    root = json.loads(run("check", "root", "--lang", lang, a, b, "--json").stdout)
    assert root["same_root"] is match


@pytest.mark.parametrize("written,word,lang", [
    ("3", "three", "en"), ("XII", "douze", "fr"), ("6", "sześć", "pl"),
    ("21", "vingt et un", "fr"), ("21", "vingt-et-un", "fr"), ("80", "quatre-vingts", "fr"),
    ("22", "dwadzieścia dwa", "pl"), ("2000", "dwa tysiące", "pl"), ("IV", "four", "en"),
    ("105", "one hundred and five", "en"),
])
def test_numbers_are_the_number_word(written, word, lang):
    assert numbers.same_number(written, word, lang) is not None


@pytest.mark.parametrize("written,word,lang", [
    ("4", "five", "en"), ("007", "bond", "en"), ("MIX", "three", "en"), ("12", "onze", "fr"),
    ("XIV", "cztery", "pl"),
])
def test_other_numbers_are_not(written, word, lang):
    assert numbers.same_number(written, word, lang) is None


@pytest.mark.parametrize("lang,secret,clue,code,kind", [
    ("en", "weather", "wether", "homophone", None),   # a ram: a word, not a misspelling
    ("en", "encyclopedia", "encyclopaedia", "spelling-variant", "variant spelling"),
    ("en", "medieval", "mediaeval", "spelling-variant", "variant spelling"),
    ("fr", "oignon", "ognon", "spelling-variant", "variant spelling"),
    ("en", "shirt", "shurt", "spelling-variant", "misspelling"),
    ("en", "brother", "brethren", "same-family", None),
    ("en", "die", "dice", "same-family", None),
    ("en", "yogurt", "yoghurt", "spelling-variant", "variant spelling"),
    ("en", "hiccup", "hiccough", "spelling-variant", "variant spelling"),
    ("en", "three", "III", "spelling-variant", "Roman numeral"),
    ("pl", "sześć", "6", "spelling-variant", "digits"),
])
def test_the_right_reason(lang, secret, clue, code, kind):
    reasons = rule_clue(secret, clue, lang).reasons
    assert reasons and reasons[0].code == code
    if kind:
        assert reasons[0].evidence["kind"] == kind


def test_evidence_is_split_at_morpheme_boundaries():
    link = family.link("sunflower", "sun", "en")
    assert link is not None and ("Sonnenblume = Sonnen + blume" in link.detail
                                 or "słońce → słonecznik (-nik)" in link.detail)


@pytest.mark.parametrize("a,b,lang,related", [
    ("main", "manuel", "fr", True),      # ain:an, and hand → manual confirms the meaning
    ("hand", "manual", "en", False),     # the Latin ancestor no longer shows
    ("ręka", "manualny", "pl", False),
    ("eau", "aquatique", "fr", False),
])
def test_learned_cousins_one_decision_in_three_languages(a, b, lang, related):
    """README, referee: a learned cousin is one family exactly when the language's
    alternations turn one stem into the other and a dictionary relates the meanings."""
    assert (family.link(a, b, lang) is not None) is related


@pytest.mark.parametrize("secret,clue", [("ketchup", "catsup"), ("hiccup", "hiccough")])
def test_a_wordnet_lemma_is_never_invented(secret, clue):
    assert "invented" not in {r.code for r in rule_clue(secret, clue, "en").reasons}


@pytest.mark.parametrize("a,b,lang", [
    ("pool", "people", "en"), ("fair", "free", "en"), ("mode", "mood", "en"),
    ("range", "rank", "en"), ("hat", "hate", "en"), ("bat", "bet", "en"),
    ("pape", "papier", "fr"), ("kos", "kosmos", "pl"), ("róża", "różny", "pl"),
    ("pas", "pasować", "pl"),
])
def test_shapes_without_a_confirmed_meaning_stay_apart(a, b, lang):
    """WordNet's glosses, synsets and SGJP's parts of speech alone do not make a family:
    each alternation rule needs its shape *and* its meaning."""
    ruling = rule_clue(a, b, lang)
    assert "same-family" not in {r.code for r in ruling.reasons}
