"""Legal Mistrz Słowa words: common Polish nouns in the nominative (any form with
`any_form`), not abbreviations or proper nouns, 3 letters or more."""

from __future__ import annotations

import pytest

from wisegen.games.mistrz_slowa.legality import judge
from wisegen.games.mistrz_slowa.rules import rules
from wisegen.lang.pl import sgjp as polish

RULES = rules()


@pytest.mark.parametrize("word", ["kos", "wojna", "bąk", "wrzątek", "żółw", "murarz",
                                  "MURARZ", "Żółw", "żółwie", "wojny", "psy", "oczy",
                                  "bieganie", "chłopy", "kosa"])
def test_the_rulebooks_nouns_and_their_forms_are_legal(word):
    verdict = judge(word, RULES)
    assert verdict.legal, verdict.reasons
    assert verdict.reasons == ()
    assert any(r.noun_class == polish.COMMON_NOUN for r in verdict.readings)


@pytest.mark.parametrize("word,code", [
    ("ZUS", "abbreviation"), ("PZU", "abbreviation"), ("zus", "abbreviation"),
    ("bhp", "abbreviation"), ("agd", "abbreviation"),
    ("biegać", "not-a-noun"), ("kraków", "proper-noun"), ("psów", "inflected-form"),
    ("kto", "not-a-noun"),
    ("hej", "not-a-noun"), ("sto", "not-a-noun"),
    ("xqzt", "not-a-word"), ("ab-c", "not-a-word"), ("dekielki", "not-a-word"),
    ("ul", "too-short"), ("ja", "too-short"),
])
def test_refusals_name_their_reason(word, code):
    verdict = judge(word, RULES)
    assert not verdict.legal
    assert code in {r.code for r in verdict.reasons}


def test_evidence_names_the_sources():
    verdict = judge("ZUS", RULES)
    reason = verdict.reasons[0]
    assert reason.evidence["source"] == "SGJP"
    assert reason.evidence["readings"][0]["lemma"] == "ZUS"
    assert "nazwa_instytucji" in reason.evidence["readings"][0]["names"]
    evidence = judge("żółw", RULES).evidence()
    assert evidence["sgjp"]["dictionary"].startswith("pl.sgjp")
    assert evidence["hunspell"]["known"] is True
    assert any(r["tag"].startswith("subst:sg:nom") for r in evidence["sgjp"]["readings"])


def test_a_word_only_hunspell_knows_says_so():
    reason = judge("dekielki", RULES).reasons[0]
    assert reason.evidence["hunspell"]["known"] is True
    assert "hunspell-pl knows it" in reason.message


@pytest.mark.parametrize("lemma,acronym", [("ZUS", True), ("PKiN", True), ("bhp", True),
                                           ("tv", True), ("ufo", False), ("kos", False)])
def test_acronyms(lemma, acronym):
    assert polish.is_acronym(lemma) is acronym
