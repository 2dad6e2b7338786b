"""Issue 45's public cases (tests/data/referee/families-iv.jsonl: `check batch` requests
with the verdict and the dictionary fact behind it) and the machinery they rest on:
word families from MorphyNet's Wiktionary derivations, short forms, abbreviations and
signs, words that differ by a mark, and Mistrz Słowa's rules only as printed."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wisegen.games.mistrz_slowa.rules import Die, Rules
from wisegen.lang import derivations, family, lexicon, variants
from wisegen.lang.base import LANG_DIR
from wisegen.usecases.requests import answer_line

CASES = [json.loads(line) for line in
         (Path(__file__).parent / "data" / "referee" / "families-iv.jsonl")
         .read_text(encoding="utf-8").splitlines() if line.strip()]


def _valid_kind(case: dict) -> bool:
    """A look-alike that must stay apart, or a word that must be accepted."""
    expect = case["expect"]
    return (expect.get("valid") is True or expect.get("legal") is True
            or expect.get("same_root") is False or expect.get("match") is False
            or (case["check"] == "clues" and all(expect["kept"])))


def test_thirty_cases_a_language_half_of_them_look_alikes_each_with_its_fact():
    by_lang = Counter(case["lang"] for case in CASES)
    valid = Counter(case["lang"] for case in CASES if _valid_kind(case))
    for lang in ("en", "fr", "pl"):
        assert by_lang[lang] >= 30, lang
        assert valid[lang] * 2 >= by_lang[lang] - 6, (lang, valid[lang], by_lang[lang])
    assert all(case["why"] for case in CASES)
    assert len({case["id"] for case in CASES}) == len(CASES)


def _verdict(case: dict, answer: dict) -> object:
    kind = case["check"]
    if kind == "clue":
        return answer.get("valid")
    if kind == "clues":
        return [c.get("kept") for c in answer.get("clues", [])]
    if kind == "match":
        return answer.get("match")
    if kind == "root":
        return answer.get("same_root")
    return answer.get("legal")


def _expected(case: dict) -> object:
    expect = case["expect"]
    return {"clue": expect.get("valid"), "clues": expect.get("kept"),
            "match": expect.get("match"), "root": expect.get("same_root"),
            "word": expect.get("legal")}[case["check"]]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_public_case(case):
    request = {k: v for k, v in case.items() if k not in ("category", "expect", "why")}
    answer = answer_line(request)
    assert _verdict(case, answer) == _expected(case), (case["why"], answer)
    if "code" in case["expect"]:
        codes = {r["code"] for r in answer.get("reasons", [])}
        codes |= {r["code"] for c in answer.get("clues", []) for r in c.get("reasons", [])}
        assert case["expect"]["code"] in codes, (case["why"], codes)


# --- the derivational database -------------------------------------------------------

@pytest.mark.parametrize("a,b,lang,shown", [
    ("écrire", "écriture", "fr", "écrire → écriture (-ure)"),       # one attested step
    ("feuille", "portefeuille", "fr", "porte-"),                     # a compound's base
    ("porte", "portefeuille", "fr", "porte is porte"),               # its added element
    ("woda", "wodospad", "pl", "wodo is wod"),                       # linking -o-
    ("wilk", "wilczyca", "pl", "wilk → wilczyca (-yca)"),
    ("rękawica", "rękawiczka", "pl", "rękawica → rękawiczka (-ka)"),
])
def test_an_attested_derivation_is_a_family(a, b, lang, shown):
    link = family.link(a, b, lang)
    assert link is not None and link.source == derivations.SOURCE and shown in link.detail


def test_a_word_built_on_both_joins_no_family_of_its_parts():
    """portefeuille is built on feuille with porte-: porte and feuille stay apart."""
    assert derivations.link(["porte"], ["feuille"], "fr") is None


@pytest.mark.parametrize("a,b,lang", [
    ("bois", "boisson", "fr"), ("mou", "moustique", "fr"), ("thé", "théâtre", "fr"),
    ("mer", "amer", "fr"), ("kos", "kosmos", "pl"), ("univers", "université", "fr"),
    ("pas", "pasować", "pl"), ("dom", "domino", "pl"), ("ul", "ulica", "pl"),
    ("loup", "loupe", "fr"), ("car", "carpet", "en"), ("bat", "battery", "en"),
    ("bus", "business", "en"), ("farm", "floor", "en"),
])
def test_a_shared_beginning_is_no_family(a, b, lang):
    assert family.link(a, b, lang) is None
    assert family.link(b, a, lang) is None


def test_where_the_database_says_what_a_word_is_built_on_no_hand_rule_overrules_it():
    """laska is built on las in MorphyNet; lasso's shape must not make it lasso's."""
    assert derivations.origins(["laska"], "pl") is not None
    assert derivations.origins(["nieznanysłowo"], "pl") is None


def test_excluded_rows_stay_out_of_the_shipped_tables():
    for lang in ("fr", "pl"):
        folder = LANG_DIR / lang / "data" / "morphynet"
        assert (folder / "LICENSE").is_file()
        rows = set(gzip.decompress((folder / f"{lang}-derivation.tsv.gz").read_bytes())
                   .decode("utf-8").splitlines())
        for line in (folder / "excluded.tsv").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                base, derived, why = line.split("\t")
                assert why
                assert not any(r.startswith(f"{base}\t{base}\t{derived}\t") or
                               r.split("\t")[1:3] == [base, derived] for r in rows), line


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=12), st.text(min_size=0, max_size=12))
def test_any_two_strings_get_one_answer_in_either_order(a, b):
    for lang in ("fr", "pl"):
        one = derivations.link([a], [b], lang)
        other = derivations.link([b], [a], lang)
        assert (one is None) == (other is None)
        assert isinstance(derivations.derivations(a, lang), tuple)


# --- written differently ---------------------------------------------------------------

@pytest.mark.parametrize("written,word,lang,kind", [
    ("gym", "gymnasium", "en", "short form"), ("frigo", "réfrigérateur", "fr", "short form"),
    ("matma", "matematyka", "pl", "short form"), ("TV", "television", "en", "abbreviation"),
    ("€", "euro", "en", "sign"), ("yogourt", "yaourt", "fr", "variant spelling"),
])
def test_the_secret_written_differently(written, word, lang, kind):
    found = variants.variant(written, word, lang)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize("written,word,lang", [
    ("$", "america", "en"),       # the rulebook: $ only points at America
    ("kotek", "kot", "pl"),       # a diminutive, not kot cut short
    ("lodowy", "lód", "pl"), ("chanteuse", "chanteur", "fr"), ("car", "carpet", "en"),
])
def test_not_the_secret_written_differently(written, word, lang):
    assert variants.variant(written, word, lang) is None


def test_a_mark_that_makes_another_word_is_not_a_variant():
    assert lexicon.spelled_apart("forêt", "foret", "fr")
    assert lexicon.spelled_apart("tache", "tâche", "fr")
    assert not lexicon.spelled_apart("fantome", "fantôme", "fr")  # no word without it


# --- Mistrz Słowa: what one roll can show -----------------------------------------------

def _rules(dice: list[list[str]]) -> Rules:
    return Rules(dice=tuple(Die("x", tuple(d)) for d in dice), length_points={3: 1},
                 min_letters=3, no_joker_bonus=4, ogonek_bonus=4, no_word_penalty=20,
                 reads={}, ogonek={})


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.sampled_from(["A", "letter-joker", "ogonek", "vowel-joker"]),
                         min_size=1, max_size=6), min_size=1, max_size=10),
       st.integers(0, 10), st.integers(0, 10))
def test_can_show_is_a_matching_of_dice_to_faces(dice, jokers, ogonek):
    """can_show is true exactly when each joker and ogonek use can have a die of its own."""
    from itertools import product

    rules = _rules(dice)
    kinds = [{"J" for f in d if f.endswith("joker")} | {"O" for f in d if f == "ogonek"}
             for d in dice]
    possible = any(sum(c == "J" for c in pick) >= jokers and
                   sum(c == "O" for c in pick) >= ogonek
                   for pick in product(*[sorted(k | {"-"}) for k in kinds]))
    assert rules.can_show(jokers, ogonek) is possible
