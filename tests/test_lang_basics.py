"""Folding, spelling and plural keys: the parts of the language layer packs rely on."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wisegen.lang import spelling
from wisegen.lang.normalise import fold
from wisegen.lang.registry import languages, sample_words
from wisegen.packs.semantic import word_key


@pytest.mark.parametrize("a,b", [("Fantôme", "fantome"), ("FANTÔME", "fantôme"),
                                 ("Œuf", "oeuf"), ("Łódź", "lodz")])
def test_fold_ignores_case_and_accents(a, b):
    assert fold(a) == fold(b)


@given(st.text(max_size=30))
def test_fold_is_the_same_for_nfc_and_nfd(text):
    assert fold(unicodedata.normalize("NFD", text)) == fold(unicodedata.normalize("NFC", text))


@pytest.mark.parametrize("word,lang,known", [
    ("color", "en", True), ("shurt", "en", False), ("fantôme", "fr", True),
    ("fourmilier", "fr", True), ("wrzątek", "pl", True), ("żółw", "pl", True),
    ("blorft", "fr", False),
])
def test_dictionaries_per_language(word, lang, known):
    assert spelling.is_known(word, lang) is known


def test_no_dictionary_is_none_not_false():
    assert spelling.is_known("haus", "xx") is None


@pytest.mark.parametrize("a,b,lang", [("cats", "cat", "en"), ("boxes", "box", "en"),
                                      ("chevaux", "cheval", "fr"), ("Bijoux", "bijou", "fr")])
def test_plural_and_singular_share_a_key(a, b, lang):
    assert word_key(a, lang) == word_key(b, lang)


@pytest.mark.parametrize("a,b,lang", [("car", "carpet", "en"), ("news", "new", "en"),
                                      ("pen", "penguin", "en")])
def test_different_words_keep_different_keys(a, b, lang):
    assert word_key(a, lang) != word_key(b, lang)


@pytest.mark.parametrize("word", ["żółw", "猫", "Ωmega"])
def test_letters_outside_a_dictionarys_encoding_are_unknown_not_a_crash(word):
    assert spelling.is_known(word, "en") is False
    assert spelling.analyses(word, "en") == []
    assert word_key(word, "en")


@pytest.mark.registry
@pytest.mark.parametrize("code", [lang.code for lang in languages()])
def test_every_language_keys_and_spells_its_sample_words(code):
    """Whatever a language declares, pack checks work in it: a language with a
    dictionary knows its own sample words; one without says 'no dictionary' (None)."""
    for word in sample_words(code):
        assert fold(word) == fold(word.upper())
        assert word_key(word, code) == word_key(word.upper(), code)
        expected = True if spelling.has_dictionary(code) else None
        assert spelling.is_known(word, code) is expected, word
