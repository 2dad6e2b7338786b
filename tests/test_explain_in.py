"""`--explain-in LANG` and `"explain_in"`: the referee's reasons, evidence and errors
worded for players, through the real commands (CliRunner) and the real web app
(Starlette's TestClient): French and Polish text, no ARPAbet, no SGJP tag, no flag."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from wisegen.serve.app import create_app
from wisegen.usecases.requests import answer_line

TestClient = pytest.importorskip("starlette.testclient").TestClient

ROOT = Path(__file__).resolve().parents[1]
GRID_FILE = ROOT / "tests" / "data" / "score" / "thricewise-grid.yaml"
ARPABET = re.compile(r"\b[A-Z]{1,2}[012]\b")
SGJP_TAG = re.compile(r"\b(subst|adv|adj|brev):|:(sg|pl):|\bm[123]\b")
NBSP = "\u00a0"


def test_check_clue_in_french_says_homophone_in_french(run):
    result = run("check", "clue", "-g", "just-one", "-s", "verre", "vert", "--lang", "fr",
                 "--explain-in", "fr")
    assert result.exit_code == 1
    out = result.stdout
    assert f"«{NBSP}vert{NBSP}» se prononce comme «{NBSP}verre{NBSP}»" in out
    assert "les deux se prononcent /vɛʁ/" in out
    assert f"vert{NBSP}: refusé" not in out and "vert: refusé" in out
    assert "sounds like" not in out and "homophone:" not in out


def test_json_keeps_the_contract_and_adds_text_and_lines(run):
    plain = json.loads(run("check", "clue", "-g", "just-one", "-s", "weather", "whether",
                           "--json").stdout)
    worded = json.loads(run("check", "clue", "-g", "just-one", "-s", "weather", "whether",
                            "--json", "--explain-in", "pl").stdout)
    reason = worded["clues"][0]["reasons"][0]
    assert reason["code"] == "homophone"
    assert reason["message"] == plain["clues"][0]["reasons"][0]["message"]
    assert reason["evidence"] == plain["clues"][0]["reasons"][0]["evidence"]
    assert "text" not in plain["clues"][0]["reasons"][0]
    assert reason["text"] == "„whether” brzmi tak samo jak „weather”, ale to inne słowo"
    assert reason["lines"][0] == "oba wymawia się /wɛðɚ/"
    assert not any(ARPABET.search(line) for line in reason["lines"])


def test_polish_word_evidence_names_grammar_in_words(run):
    result = run("check", "word", "kotem", "--explain-in", "pl")
    assert result.exit_code == 1
    assert "„kotem” to odmieniona forma słowa „kot”" in result.stdout
    assert "narzędnik" in result.stdout
    assert not SGJP_TAG.search(result.stdout), result.stdout
    english = run("check", "word", "ZUS", "--explain-in", "en").stdout
    assert "“zus” is an abbreviation" in english and "name of an institution" in english
    assert not SGJP_TAG.search(english)


def test_score_commands_take_explain_in_too(run):
    result = run("score", "thricewise", "--grid", str(GRID_FILE), "--place",
                 "the Forest@5,3", "--explain-in", "fr")
    assert result.exit_code == 1
    assert f"la case 5,3 ne touche aucune carte{NBSP};" in result.stdout
    answer = json.loads(run("score", "thricewise", "--grid", str(GRID_FILE), "--place",
                            "the Forest@5,3", "--json", "--explain-in", "pl").stdout)
    assert answer["refusals"][0]["text"].startswith("pole 5,3 nie styka się z żadną kartą")


@pytest.mark.parametrize("lang", ["xx", "de", "français"])
def test_an_unknown_explain_language_is_one_line_naming_the_choices(run, lang):
    result = run("check", "root", "actor", "actress", "--explain-in", lang)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "en, fr, pl" in lines[0], result.output


def test_a_word_error_on_the_command_line_is_worded_too(run):
    result = run("check", "clue", "-g", "just-one", "-s", " ", "vert", "--explain-in", "fr")
    assert result.exit_code == 2
    assert f"il manque un mot{NBSP}: tapez un mot" in result.output


def test_batch_lines_carry_explain_in(run):
    lines = [{"check": "root", "words": ["actor", "actress"], "explain_in": "fr", "id": 1},
             {"check": "root", "words": ["actor", "actress"], "id": 2},
             {"check": "root", "words": ["actor"], "explain_in": "pl", "id": 3},
             {"check": "root", "words": ["actor", "actress"], "explain_in": "zz", "id": 4}]
    result = run("check", "batch", "-", input="\n".join(json.dumps(x) for x in lines))
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert answers[0]["reasons"][0]["text"] == \
        f"«{NBSP}actor{NBSP}» et «{NBSP}actress{NBSP}» sont de la même famille"
    assert "text" not in answers[1]["reasons"][0]
    assert answers[2] == {"id": 3, "error": "porównaj dwa słowa, a nie 1"}
    assert answers[3]["id"] == 4 and "en, fr, pl" in answers[3]["error"]


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(isolate=False)) as test_client:
        yield test_client


def test_api_words_reasons_in_the_requested_language(client):
    request = {"check": "clue", "game": "just-one", "lang": "fr", "secret": "verre",
               "clues": ["vert", "bouteille"], "explain_in": "pl"}
    response = client.post("/api/check", json=request)
    assert response.status_code == 200
    body = response.json()
    assert body == answer_line(request)
    vert, bouteille = body["clues"]
    assert vert["valid"] is False and bouteille["valid"] is True
    assert vert["reasons"][0]["text"] == "„vert” brzmi tak samo jak „verre”, ale to inne słowo"
    assert vert["reasons"][0]["lines"] == ["oba wymawia się /vɛʁ/", "źródło: Lexique 3.83"]


def test_api_rules_in_the_word_language_the_page_sends(client):
    """The page sends the word language; a French phone's verre / vert is a homophone."""
    english = client.post("/api/check", json={"check": "clue", "game": "just-one",
                                              "secret": "verre", "clues": ["vert"]}).json()
    french = client.post("/api/check", json={"check": "clue", "game": "just-one", "lang": "fr",
                                             "secret": "verre", "clues": ["vert"]}).json()
    assert english["lang"] == "en" and french["lang"] == "fr"
    assert french["valid"] is False


@pytest.mark.parametrize(("request_", "code", "expected"), [
    ({"check": "clue", "game": "just-one", "secret": "verre", "clues": ["vert"], "lang": "de",
      "explain_in": "fr"}, 422, f"l'arbitre ne connaît pas la langue «{NBSP}de{NBSP}»"),
    ({"check": "clue", "game": "just-one", "secret": "verre", "clues": [],
      "explain_in": "pl"}, 422, "wpisz co najmniej jedno słowo"),
    ({"check": "clue", "game": "just-one", "secret": " ", "clues": ["vert"],
      "explain_in": "en"}, 422, "a word is missing: type one word"),
    ({"check": "clue", "secret": "verre", "clues": ["vert"], "explain_in": "fr"}, 422,
     "choisissez le jeu"),
    ({"check": "nope", "explain_in": "pl"}, 422, "nie ma takiego rodzaju sprawdzenia"),
    ({"check": "clue", "game": "just-one", "secret": "verre", "clues": ["v" * 65],
      "explain_in": "pl"}, 422, "za długie słowo: długość 65, a dozwolona to najwyżej 64"),
    ({"check": "solve", "roll": "W K D Z G * O A ~ ~", "any_dice": True, "top": 5,
      "explain_in": "fr"}, 422, "cette option n'est pas proposée sur cette page"),
    ({"check": "clue", "game": "just-one", "secret": "verre", "clues": ["vert"],
      "explain_in": "tlh"}, 422, "cannot explain in 'tlh'; choose one of en, fr, pl"),
    # A field out of its declared range, and one of the wrong type (games/fields.py,
    # games/request_values.py): worded too.
    ({"check": "solve", "game": "mistrz-slowa", "roll": "ABCDEFGHIJ", "top": 999,
      "explain_in": "fr"}, 422, f"«{NBSP}top{NBSP}» doit être entre 1 et 50, pas 999"),
    ({"check": "solve", "game": "mistrz-slowa", "roll": "ABCDEFGHIJ", "top": "lots",
      "explain_in": "pl"}, 422, "„top” musi być liczbą całkowitą"),
])
def test_api_errors_are_worded_for_players(client, request_, code, expected):
    response = client.post("/api/check", json=request_)
    assert response.status_code == code
    assert expected in response.json()["error"]


def test_no_page_error_quotes_a_command_line_flag(client):
    for body in ({"results": "S,,F", "explain_in": "fr"}, {"results": "S,,F"}):
        response = client.post("/api/score/justone", json=body)
        assert response.status_code == 422
        assert "--" not in response.json()["error"]
    worded = client.post("/api/score/justone", json={"results": "S,X", "explain_in": "pl"})
    assert worded.json()["error"].startswith("„X” to nie wynik")


def test_an_unreadable_body_is_worded_in_the_browsers_language(client):
    response = client.post("/api/check", content=b'{"check": ',
                           headers={"content-type": "application/json",
                                    "accept-language": "pl-PL,pl;q=0.9,en;q=0.8"})
    assert response.status_code == 400
    assert response.json()["error"].startswith("nie udało się odczytać zapytania")
    english = client.post("/api/check", content=b'{"check": ',
                          headers={"content-type": "application/json"})
    assert english.json()["error"].startswith("the body is not valid JSON")


@pytest.mark.parametrize(("lang", "secret", "clue"), [
    ("pl", "może", "morze"), ("pl", "rzeka", "rzeczka"), ("en", "shrub", "buisson"),
    ("en", "weather", "wether"), ("en", "electricity", "electric")])
def test_evidence_lines_hold_no_program_name_and_no_english_note(lang, secret, clue):
    answer = answer_line({"check": "clue", "game": "just-one", "lang": lang, "secret": secret,
                          "clues": [clue], "explain_in": "fr"})
    reason = answer["clues"][0]["reasons"][0]
    text = " ".join([reason["text"], *reason["lines"]])
    assert "wisegen" not in text.lower() and "then" not in text and "diminutive" not in text
    assert not ARPABET.search(text) and "(" not in " ".join(reason["lines"]), text
