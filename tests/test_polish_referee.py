"""The Polish clue referee (--lang pl) for Just One and Three Wise Words, from the CLI and
`check batch`: same reason codes and evidence as English and French."""

from __future__ import annotations

import json

import pytest

from wisegen.usecases.requests import answer_line


def codes(run, game: str, secret: str, clue: str) -> tuple[set[str], dict]:
    result = run("check", "clue", "--game", game, "--lang", "pl", "--secret", secret, clue,
                 "--json")
    answer = json.loads(result.stdout)
    ruling = answer["clues"][0]
    assert result.exit_code == (0 if ruling["valid"] else 1)
    return {r["code"] for r in ruling["reasons"]}, ruling


@pytest.mark.parametrize("secret,clue,code", [
    # the cases
    ("pies", "psy", "same-family"), ("król", "królowa", "same-family"),
    ("kot", "kotek", "same-family"), ("rzeka", "rzeczka", "same-family"),
    ("nauczyciel", "nauczycielka", "same-family"), ("pies", "piesek", "same-family"),
    ("może", "morze", "homophone"), ("bóg", "buk", "homophone"), ("lód", "lud", "homophone"),
    ("kod", "kot", "homophone"), ("góra", "gura", "spelling-variant"),
    ("kot", "cat", "translation"), ("kot", "Katze", "translation"),
    # ours
    ("ręka", "rączka", "same-family"), ("mistrz", "mistrzyni", "same-family"),
    ("śnieg", "śniegi", "same-family"), ("chleb", "bread", "translation"),
    ("woda", "Wasser", "translation"), ("kot", "gato", "translation"),
    ("rzeka", "żeka", "spelling-variant"), ("kot", "KOT", "is-secret"),
    ("kot", "dachowiec szary", "not-one-word"), ("kot", "miauczykwak", "invented"),
])
def test_just_one_refuses(run, secret, clue, code):
    found, ruling = codes(run, "just-one", secret, clue)
    assert code in found, ruling


@pytest.mark.parametrize("secret,clue", [("morze", "woda"), ("zima", "mróz"),
                                         ("kot", "mysz"), ("pies", "buda"),
                                         ("rzeka", "most"), ("mat", "matka")])
def test_just_one_accepts(run, secret, clue):
    _, ruling = codes(run, "just-one", secret, clue)
    assert ruling["valid"], ruling


def test_evidence_names_the_sources(run):
    _, ruling = codes(run, "just-one", "lód", "lud")
    evidence = ruling["reasons"][0]["evidence"]
    assert evidence["pronunciations"] == {"lud": evidence["pronunciations"]["lud"],
                                          "lód": evidence["pronunciations"]["lód"]}
    assert "/lut/" in evidence["pronunciations"]["lód"]
    assert "Polish spelling rules" in evidence["source"]
    _, ruling = codes(run, "just-one", "rzeka", "rzeczka")
    assert ruling["reasons"][0]["evidence"]["entry"] == "rzeka → rzeczka (-ka)"
    assert ruling["reasons"][0]["evidence"]["source"] == "MorphyNet (Wiktionary)"
    _, ruling = codes(run, "just-one", "kot", "Katze")
    assert ruling["reasons"][0]["evidence"]["language"] == "de"
    assert "FreeDict" in ruling["reasons"][0]["evidence"]["source"]


def test_identical_clues_cancel_in_polish(run):
    result = run("check", "clues", "--game", "just-one", "--lang", "pl", "--secret", "zima",
                 "śnieg", "śniegi", "mróz", "--json")
    kept = [c["kept"] for c in json.loads(result.stdout)["clues"]]
    assert kept == [False, False, True]


def test_three_wise_words_in_polish(run):
    found, _ = codes(run, "three-wise-words", "słonecznik", "słońce")
    assert "part-of-secret" not in found
    found, ruling = codes(run, "three-wise-words", "samochód", "chód")
    assert "part-of-secret" in found, ruling
    found, _ = codes(run, "three-wise-words", "kot", "kotek")
    assert "same-family" in found
    result = run("check", "match", "--game", "three-wise-words", "--lang", "pl", "kot", "koty")
    assert result.exit_code == 0


def test_batch_gives_the_same_answer_as_the_command(run):
    request = {"check": "clue", "game": "just-one", "lang": "pl", "secret": "bóg",
               "clues": ["buk"]}
    batch = answer_line(request)
    _, ruling = codes(run, "just-one", "bóg", "buk")
    assert batch["clues"][0] == ruling
