"""Polish word formation (lang/pl/derivation.py) and lemmas (lang/pl/words.py)."""

from __future__ import annotations

import pytest

from wisegen.lang import family
from wisegen.lang.pl import derivation, words


@pytest.mark.parametrize("base,derived,kind", [
    ("kot", "kotek", "diminutive"), ("pies", "piesek", "diminutive"),
    ("dom", "domek", "diminutive"), ("rzeka", "rzeczka", "diminutive"),
    ("ręka", "rączka", "diminutive"), ("noga", "nóżka", "diminutive"),
    ("książka", "książeczka", "diminutive"), ("kwiatek", "kwiateczek", "diminutive"),
    ("nauczyciel", "nauczycielka", "feminine"), ("król", "królowa", "feminine"),
    ("mistrz", "mistrzyni", "feminine"), ("lekarz", "lekarka", "feminine"),
    ("aktor", "aktorka", "feminine"),
    ("szkoła", "szkolny", "adjective"), ("morze", "morski", "adjective"),
    ("zima", "zimowy", "adjective"), ("rzeka", "rzeczny", "adjective"),
])
def test_formations(base, derived, kind):
    how = derivation.formation(base, derived)
    assert how is not None and kind in how


def test_the_alternation_is_shown():
    assert "k:cz" in derivation.formation("rzeka", "rzeczka")
    assert "ę:ą" in derivation.formation("ręka", "rączka")
    assert "rz:r" in derivation.formation("lekarz", "lekarka")


@pytest.mark.parametrize("a,b", [("kot", "kotek"), ("rzeka", "rzeczka"), ("pies", "psy"),
                                 ("król", "królowa"), ("nauczyciel", "nauczycielka"),
                                 ("śnieg", "śniegi"), ("mistrz", "mistrzyni"),
                                 ("szkoła", "szkolny"), ("dom", "domowy")])
def test_one_family(a, b):
    assert family.link(a, b, "pl") is not None


@pytest.mark.parametrize("a,b", [("mat", "matka"), ("kot", "pies"), ("lód", "lud"),
                                 ("pole", "polski"),  # polski is no field's adjective
                                 ("morze", "może"), ("kot", "kąt"), ("kos", "kosz")])
def test_not_one_family(a, b):
    """matka is more common than mat: a word of its own, not a small mat."""
    assert family.link(a, b, "pl") is None


def test_marks_are_letters_but_a_word_typed_without_them_is_respelt():
    assert words.forms("żółw") == ["żółw"]
    assert words.forms("zolw") == ["żółw"]
    assert words.forms("kat") == ["kat"]  # a word as written: not respelt kąt
    assert words.forms("gura") == []      # SGJP's surname Gura is no lower-case word
    assert words.lemmas("psy") == ["pies"]
