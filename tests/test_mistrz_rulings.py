"""Mistrz Słowa rulings 2-4 (issue 16): the nominative, proper nouns, verbal nouns, and
`--any-form`; the same from `check word`, `check batch` and `solve`."""

from __future__ import annotations

import json

import pytest

from wisegen.games.mistrz_slowa.legality import judge
from wisegen.games.mistrz_slowa.referee import solve
from wisegen.games.mistrz_slowa.roll import format_roll, random_roll
from wisegen.games.mistrz_slowa.rules import rules
from wisegen.usecases.requests import answer_line

RULES = rules()


@pytest.mark.parametrize("word,nominative", [
    ("psa", "pies"), ("kotem", "kot"), ("domu", "dom"),
    ("książkami", "książka"), ("domem", "dom"), ("kobietą", "kobieta"), ("psów", "pies"),
    ("pływaniem", "pływanie"), ("żółwiem", "żółw"),
])
def test_an_inflected_form_is_refused_naming_its_nominative(word, nominative):
    verdict = judge(word, RULES)
    assert not verdict.legal
    reason = verdict.reasons[0]
    assert reason.code == "inflected-form"
    assert nominative in reason.evidence["nominative"]
    assert nominative in reason.message


@pytest.mark.parametrize("word", ["psy", "domy", "oczy", "ludzie", "kobiety", "koty", "kot",
                                  "pływanie", "czytanie", "gotowanie", "bieganie", "drzwi",
                                  "mysz", "róża"])
def test_a_form_with_a_nominative_reading_is_legal(word):
    assert judge(word, RULES).legal, judge(word, RULES).reasons


@pytest.mark.parametrize("word", ["psa", "kota", "kotem", "domu", "książkami", "szybko"])
def test_any_form_accepts_every_case(word):
    assert judge(word, RULES, any_form=True).legal


@pytest.mark.parametrize("word", ["Kraków", "Wisła", "Gdańsk", "Poznań", "kraków", "gdańsk",
                                  "Krakowa"])
def test_proper_nouns_are_refused(word):
    verdict = judge(word, RULES)
    assert [r.code for r in verdict.reasons] == ["proper-noun"]


@pytest.mark.parametrize("word", ["Róża", "Warszawa", "Kot"])
def test_a_common_noun_spelled_like_a_name_stays_legal(word):
    assert judge(word, RULES).legal


def test_the_dictionary_decides_with_no_rarity_filter():
    """kota is the nominative of kota (a spot height) in SGJP, besides kot's genitive:
    the rules card says SGJP decides, so it is legal (issue 45)."""
    assert judge("kota", RULES).legal


@pytest.mark.parametrize("word,named", [
    ("nic", "a pronoun"), ("nikt", "a pronoun"), ("pięć", "a numeral"),
    ("szybko", "an adverb"),
])
def test_a_refusal_names_its_real_cause(word, named):
    """nic is the pronoun, not nica's genitive plural; pięć the numeral, not a gerund of
    piąć; szybko the adverb, not szybka's vocative."""
    reasons = judge(word, RULES).reasons
    assert [r.code for r in reasons] == ["not-a-noun"]
    assert named in reasons[0].message


def test_cli_batch_and_flag_agree(run):
    result = run("check", "word", "--game", "mistrz-slowa", "kotem", "--json")
    assert result.exit_code == 1
    cli = json.loads(result.stdout)
    assert [r["code"] for r in cli["reasons"]] == ["inflected-form"]
    batch = answer_line({"check": "word", "game": "mistrz-slowa", "word": "kotem"})
    assert batch["reasons"] == cli["reasons"]
    result = run("check", "word", "--game", "mistrz-slowa", "kotem", "--any-form", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["any_form"] is True
    batch = answer_line({"check": "word", "game": "mistrz-slowa", "word": "kotem",
                         "any_form": True})
    assert batch["legal"] is True
    human = run("check", "word", "Gdańsk")
    assert human.exit_code == 1 and "is a proper noun" in human.stdout
    bad = answer_line({"check": "word", "game": "mistrz-slowa", "word": "kota",
                       "any_form": "yes"})
    assert "any_form" in bad["error"]


def test_solve_proposes_only_legal_words():
    """The issue's fifteen seeded rolls: every proposal is legal under the nominative rule."""
    checked = 0
    for seed in range(1, 16):
        answer, _ = solve(format_roll(random_roll(RULES, seed)), top=5)
        for best in answer["best"]:
            assert judge(best["word"], RULES).legal, best["word"]
            checked += 1
    assert checked == 75


def test_solve_any_form_searches_every_case(run):
    roll = format_roll(random_roll(RULES, 1))
    strict, _ = solve(roll, top=3)
    loose, _ = solve(roll, top=3, any_form=True)
    assert loose["words_searched"] > strict["words_searched"]
    assert loose["best_score"] >= strict["best_score"]
    result = run("solve", "--roll", roll, "--any-form", "--json")
    assert json.loads(result.stdout)["words_searched"] == loose["words_searched"]
