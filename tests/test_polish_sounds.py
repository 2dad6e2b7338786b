"""Polish pronunciation by spelling rules (lang/pl/sounds.py) and the homophones it gives."""

from __future__ import annotations

import pytest

from wisegen.lang import phonetics
from wisegen.lang.pl.sounds import phonemes, sound_key


@pytest.mark.parametrize("word,spoken", [
    ("góra", "gura"), ("chleb", "xlep"), ("hak", "xak"),           # ó = u, ch = h
    ("rzeka", "žeka"), ("żaba", "žaba"), ("morze", "može"),         # rz = ż
    ("bóg", "buk"), ("lód", "lut"), ("kod", "kot"), ("wóz", "vus"),  # final devoicing
    ("chrzan", "xšan"), ("trzy", "tšy"), ("kwiat", "kfjat"),        # w, rz after voiceless
    ("prośba", "proźba"), ("także", "tagže"), ("wtorek", "ftorek"),  # regressive voicing
    ("siano", "śano"), ("nie", "ńe"), ("dzień", "ʒ́eń"), ("ciocia", "ćoća"),  # softening
    ("siwy", "śivy"), ("piasek", "pjasek"),
    ("ząb", "zomp"), ("ręka", "reNka"), ("idę", "ide"), ("mąka", "moNka"),  # nasals
    ("gwóźdź", "gvuść"), ("miód", "mjut"),
])
def test_spelling_rules(word, spoken):
    assert phonemes(word) == spoken


@pytest.mark.parametrize("a,b", [("może", "morze"), ("bóg", "buk"), ("lód", "lud"),
                                 ("kod", "kot"), ("rzucać", "żucać"), ("chór", "hur"),
                                 ("Może", "MORZE")])
def test_homophones_sound_alike(a, b):
    assert phonemes(a) == phonemes(b)


@pytest.mark.parametrize("a,b", [("kot", "kąt"), ("lud", "los"), ("rzeka", "rzeczka"),
                                 ("bok", "bąk"), ("pas", "pies")])
def test_different_words_sound_different(a, b):
    assert phonemes(a) != phonemes(b)


def test_only_known_words_have_a_pronunciation():
    """A misspelling is never a homophone: `gura` (no Polish word) has no entry."""
    assert phonetics.pronunciations("góra", "pl")
    assert phonetics.pronunciations("gura", "pl") == {}
    assert phonetics.same_sound("lód", "lud", "pl")
    assert phonetics.same_sound("lod", "lud", "pl")  # typed without marks: lód


def test_sound_key_is_coarser_than_the_pronunciation():
    assert sound_key("bóg") == sound_key("bug") and sound_key("kot") == sound_key("kod")
    assert sound_key("kot") != sound_key("pies")
