"""Issue 16's clue rulings in English and French: Three Wise Words' literal part-of-secret,
stem-changing derivations, families players accept, and homophones that are not spellings."""

from __future__ import annotations

import json

import pytest

from wisegen.lang import family
from wisegen.referee.checks import relation


def clue(run, game: str, lang: str, secret: str, word: str) -> dict:
    result = run("check", "clue", "--game", game, "--lang", lang, "--secret", secret, word,
                 "--json")
    return json.loads(result.stdout)["clues"][0]


@pytest.mark.parametrize("secret,word,lang,where", [
    ("carpet", "pet", "en", "car[pet]"), ("carpet", "car", "en", "[car]pet"),
    ("hammer", "ham", "en", "[ham]mer"), ("sunflower", "sun", "en", "[sun]flower"),
    ("arc-en-ciel", "ciel", "fr", "arcen[ciel]"), ("carrot", "car", "en", "[car]rot"),
    ("pineapple", "pine", "en", "[pine]apple"), ("Pineapple", "APPLE", "en", "pine[apple]"),
    ("fourmilier", "fourmi", "fr", "[fourmi]lier"), ("château", "chat", "fr", "[chat]eau"),
])
def test_part_of_secret_is_literal_in_three_wise_words(run, secret, word, lang, where):
    ruling = clue(run, "three-wise-words", lang, secret, word)
    reason = next(r for r in ruling["reasons"] if r["code"] == "part-of-secret")
    assert reason["evidence"]["where"] == where


@pytest.mark.parametrize("secret,word,lang", [
    ("carpet", "a", "en"),        # one letter is no part
    ("hammer", "nail", "en"), ("carpet", "rug", "en"),
    ("fourmilier", "lion", "fr"),  # letters in order, but not contiguous
    ("carpet", "xq", "en"),       # not a word
])
def test_not_part_of_the_secret(run, secret, word, lang):
    ruling = clue(run, "three-wise-words", lang, secret, word)
    assert "part-of-secret" not in {r["code"] for r in ruling["reasons"]}


def test_just_one_has_no_such_rule(run):
    assert clue(run, "just-one", "en", "car", "carpet")["valid"]
    assert "part-of-secret" not in {r["code"] for r in clue(run, "just-one", "en", "carpet",
                                                               "car")["reasons"]}


@pytest.mark.parametrize("a,b,lang", [
    ("strong", "strength", "en"), ("deep", "depth", "en"), ("long", "length", "en"),
    ("wide", "width", "en"), ("broad", "breadth", "en"), ("warm", "warmth", "en"),
    ("duke", "duchess", "en"), ("fly", "flies", "en"), ("cry", "cries", "en"),
    ("chat", "chaton", "fr"), ("école", "écolier", "fr"), ("lion", "lionceau", "fr"),
    ("electric", "electricity", "en"), ("japan", "japanese", "en"),
    ("bake", "bakery", "en"),     # bake ↔ baker (WordNet), bakery = baker + y
])
def test_one_family(a, b, lang):
    assert family.link(a, b, lang) is not None


@pytest.mark.parametrize("a,b,lang", [
    ("cow", "coward", "en"),      # WordNet links them through the verb "to cow"
    ("cow", "cowardly", "en"),
    ("nor", "north", "en"), ("universe", "university", "en"), ("pen", "penguin", "en"),
    ("car", "carpet", "en"), ("port", "porte", "fr"), ("mais", "maison", "fr"),
])
def test_not_one_family(a, b, lang):
    assert family.link(a, b, lang) is None


def test_evidence_says_which_kind_of_link():
    link = family.link("strong", "strength", "en")  # issue 29: WordNet's gloss says so
    assert link.source == "WordNet 3.0" and "vowel change + -th" in link.detail
    assert "strong → strength (gloss)" in link.detail
    link = family.link("electric", "electricity", "en")
    assert link.source == "WordNet 3.0" and "shared morpheme electric" in link.detail


@pytest.mark.parametrize("a,b", [("fly", "flies"), ("cry", "cries"), ("dance", "danced"),
                                 ("scare", "scary")])
def test_an_inflected_form_matches_its_base(run, a, b):
    result = run("check", "match", "--game", "three-wise-words", "--lang", "en", a, b)
    assert result.exit_code == 0


def test_plane_plain_is_a_homophone_not_a_spelling(run):
    ruling = clue(run, "just-one", "en", "plane", "plain")
    assert [r["code"] for r in ruling["reasons"]] == ["homophone"]
    assert relation("plane", "plain", "en") is None  # they do not cancel as one word
    assert [r["code"] for r in clue(run, "just-one", "en", "color", "colour")["reasons"]] == [
        "spelling-variant"]
    assert [r["code"] for r in clue(run, "just-one", "fr", "clé", "clef")["reasons"]] == [
        "spelling-variant"]
