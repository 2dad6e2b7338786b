"""Score answers in the table's language: with `--explain-in` (CLI) or `explain_in` (the
web API) every game's score and word answers carry their player-facing strings worded in
that language (`lines`, `text`, `label_text`, `explain_text`, ...), beside the English
fields of the `--json` contract, which stay exactly as they were."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from wisegen.cli import app
from wisegen.lang.messages import catalogue, say
from wisegen.usecases.requests import answer_line

TestClient = pytest.importorskip("starlette.testclient").TestClient

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "score"
runner = CliRunner()

WRITER = ["Flottant", "Halloween", "Flippant"]
TEAMS = ["--team", "two=Halloween,Booooouh,Effrayant", "--team",
         "three=Flippant,Halloween,Spectre"]
ROLL = "W K D Z G * O A ~ ~"


def run(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


def as_json(*args: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(run(*args, "--json"))
    return data


# --- the command line --------------------------------------------------------------------

def test_13_words_level_in_french_uses_the_french_scoring_pack():
    out = run("score", "13-words", "level", "--players", "4", "--score", "24",
              "--explain-in", "fr")
    assert out.strip() == ("4 joueurs, 24 points : ligne 2 (il faut 24 points) — Vous êtes "
                           "excellents. La ligne suivante demande 28 points.")
    english = as_json("score", "13-words", "level", "--players", "4", "--score", "24")
    worded = as_json("score", "13-words", "level", "--players", "4", "--score", "24",
                     "--explain-in", "fr")
    assert english["label"] == worded["label"] == "You are excellent"
    assert worded["label_text"] == "Vous êtes excellents"
    assert worded["lines"] == [worded["text"]] and "joueurs" in worded["text"]
    assert not {"label_text", "text", "lines"} & set(english)


def test_13_words_polish_plurals_and_round():
    assert run("score", "13-words", "level", "--players", "2", "--score", "12",
               "--explain-in", "pl").startswith("2 graczy, 12 punktów: wiersz 2")
    assert "potrzeba 10 punktów): brak poziomu sukcesu" in run(
        "score", "13-words", "level", "--players", "2", "--score", "3", "--explain-in", "pl")
    out = run("score", "13-words", "round", "--captain", "Charlie=4", "--answers",
              "Lume=4,Eric=7", "--explain-in", "pl")
    assert out.splitlines() == ["Karta kapitana (Charlie): 4; tę samą kartę wskazali też: Lume.",
                                "Gwiazdki: Charlie 1, Lume 1, Eric 0 — 2 dla drużyny w tej "
                                "rundzie."]


def test_just_one_in_polish_uses_the_polish_score_table_and_words_each_card():
    args = ("score", "just-one", "--results", "S,S,F,S,K,S,S,S,F,S,S")
    out = run(*args, "--explain-in", "pl").splitlines()
    assert out[0] == "1. sukces: karta zdobyta — zdobyte 1, w talii 12"
    assert out[2].startswith("3. porażka: karta odłożona, a także wierzchnia karta z talii")
    assert out[4].startswith("5. pas: karta odłożona")
    assert out[-1] == ("Wynik: 8 (wszystkie 13 kart zagrane) — „Jesteście w średniej. Stać was "
                       "na więcej?”")
    english, worded = as_json(*args), as_json(*args, "--explain-in", "pl")
    assert worded["label"] == english["label"]
    assert worded["label_text"] == "Jesteście w średniej. Stać was na więcej?"
    assert [s["effect"] for s in worded["steps"]] == [s["effect"] for s in english["steps"]]
    assert worded["steps"][2]["result_text"] == "porażka"
    assert "effect_text" not in english["steps"][0]


def test_just_one_game_going_on_and_running_out_in_french():
    out = run("score", "just-one", "--results", "S,F", "--explain-in", "fr").splitlines()
    assert out[-1] == ("Score pour l'instant : 1 ; il reste 10 cartes dans la pioche, la partie "
                       "continue. Pour 1, le tableau dirait « Réessayez, encore et encore. ».")
    result = runner.invoke(app, ["score", "just-one", "--results", "S," * 13 + "S",
                                 "--explain-in", "fr"])
    assert result.exit_code == 2
    assert "Les 13 cartes sont épuisées après 13 résultats" in result.output


def test_mistrz_slowa_breakdown_and_headings_in_polish_and_french():
    assert run("score", "mistrz-slowa", "--word", "żółw", "--explain-in", "pl").strip() == (
        "żółw: 2 pkt za 4 litery + 8 pkt za użycie ogonka 2 razy = 10")
    worded = as_json("score", "mistrz-slowa", "--word", "kotek", "--explain-in", "fr")
    assert worded["explain"] == "4 for 5 letters + 4 for no joker = 8"
    assert worded["explain_text"] == "4 pour 5 lettres + 4 pour aucun joker = 8"
    replay = run("score", "mistrz-slowa", "--game-file", str(DATA / "mistrz-game.yaml"),
                 "--explain-in", "pl")
    assert "brak słowa: -20 pkt kary" in replay and "Razem: " in replay
    assert run("check", "word", "--game", "mistrz-slowa", "kotem", "--explain-in",
               "fr").splitlines()[0] == "kotem : mot non autorisé"
    word = run("check", "word", "--game", "mistrz-slowa", "żółw", "--roll", ROLL,
               "--explain-in", "pl")
    assert word.splitlines()[:2] == ["żółw: dozwolone, polski rzeczownik",
                                     f"rzut {ROLL}: da się ułożyć to słowo, 10 punktów"]
    assert "joker literowy (#6)" in word and "SGJP" not in word and "subst" not in word


def test_thricewise_placement_and_trick_in_polish():
    grid = str(DATA / "thricewise-grid.yaml")
    out = run("score", "thricewise", "--grid", grid, "--place", "the Forest@3,3",
              "--explain-in", "pl").splitlines()
    assert out[0] == "the Forest (5; Moons, Leaves) na polu 3,3: dozwolone (siatka 3x3 → 3x3)"
    assert out[1] == "  wiersz 1,3 2,3 3,3: the Mountain, the Lunatic, the Forest — kolor " \
                     "(Moons): 4"
    assert out[-1] == "Wynik: 13 punktów"
    refused = runner.invoke(app, ["score", "thricewise", "--grid", grid, "--place",
                                  "the Forest@9,9", "--explain-in", "fr"])
    assert refused.exit_code == 1
    assert refused.output.startswith("the Forest (5; Moons, Leaves) en 9,9 : interdit")
    trick = run("score", "thricewise", "trick", "--plays",
                "Ann=Ace of Moons,Bob=7 Castle,Cy=the Cave", "--explain-in", "pl")
    assert trick.splitlines()[0] == "Kolejność wykładania:"
    assert "ranga 7 padła więcej niż raz" in trick


def test_three_wise_words_turn_and_replay_in_french():
    out = run("score", "three-wise-words", "--lang", "fr", "--found", "--writer", *WRITER,
              *TEAMS, "--explain-in", "fr").splitlines()
    assert out[0] == "Mot secret trouvé ; les indices de l'écrivain : Flottant, Halloween, " \
                     "Flippant"
    assert out[1] == "  équipe de l'écrivain : 3 (2 pour le mot secret + 1 pour l'indice " \
                     "qu'aucune autre équipe n'a trouvé : Flottant)"
    assert out[3] == "  three : 2 (2 pour les indices en commun : Halloween, Flippant)"
    replay = run("score", "three-wise-words", "--game-file",
                 str(DATA / "three-wise-words-game.yaml"), "--explain-in", "fr")
    assert "Piste des hiboux (arrivée à 5)" in replay
    assert "Mots secrets trouvés : " in replay


# --- the contract ------------------------------------------------------------------------

REQUESTS = [
    {"check": "level", "game": "13-words", "players": 4, "score": 24},
    {"check": "level", "game": "13-words", "players": 6, "score": 31},
    {"check": "round", "game": "13-words", "captain": "Charlie=4", "answers": {"Lume": 4}},
    {"check": "score", "game": "just-one", "results": "S,S,F,K,S"},
    {"check": "score", "game": "mistrz-slowa", "word": "żółw"},
    {"check": "word", "game": "mistrz-slowa", "word": "żółw", "roll": ROLL},
    {"check": "word", "game": "mistrz-slowa", "word": "kotem"},
    {"check": "score", "game": "thricewise", "grid": {"1,1": "the Author", "2,1": "the Savage"},
     "place": "the Forest@3,1"},
    {"check": "trick", "game": "thricewise", "plays": {"Ann": "Ace of Moons", "Bob": "7 Castle",
                                                       "Cy": "the Cave"}},
    {"check": "score", "game": "three-wise-words", "lang": "fr", "found": False,
     "writer": WRITER, "teams": {"two": ["Halloween", "Drap", "Spectre"]}},
]


def contains(worded: Any, english: Any) -> bool:
    """Every field of the English answer is in the worded one, unchanged."""
    if isinstance(english, dict):
        return isinstance(worded, dict) and all(k in worded and contains(worded[k], v)
                                                for k, v in english.items())
    if isinstance(english, list):
        return isinstance(worded, list) and len(worded) == len(english) and all(
            contains(w, e) for w, e in zip(worded, english, strict=True))
    return bool(worded == english)


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: f"{r['game']}-{r['check']}")
@pytest.mark.parametrize("code", ["fr", "pl"])
def test_worded_answers_keep_the_english_contract_and_add_lines(request_, code):
    english = answer_line(request_)
    worded = answer_line({**request_, "explain_in": code})
    assert "error" not in english and "error" not in worded
    assert "lines" not in english
    assert contains(worded, english)
    assert worded["lines"] and all(isinstance(x, str) and x for x in worded["lines"])
    assert worded["lines"] != answer_line({**request_, "explain_in": "en"})["lines"]


def test_the_web_api_answers_in_the_pages_language():
    from wisegen.serve.app import create_app

    with TestClient(create_app()) as client:
        level = client.post("/api/check", json={**REQUESTS[0], "explain_in": "pl"}).json()
        assert level["label_text"] == "Jesteście znakomici"
        assert level["text"].startswith("4 graczy, 24 punkty: wiersz 2")
        score = client.post("/api/check", json={**REQUESTS[3], "explain_in": "fr"}).json()
        assert score["label_text"] == "Réessayez, encore et encore."
        assert [s["effect_text"] for s in score["steps"]][:3] == [
            "carte gagnée", "carte gagnée",
            "carte défaussée, ainsi que la carte du dessus de la pioche"]
        word = client.post("/api/check", json={**REQUESTS[5], "explain_in": "pl"}).json()
        assert word["breakdown"]["explain_text"] == ("2 pkt za 4 litery + 8 pkt za użycie "
                                                     "ogonka 2 razy = 10")
        ran_out = client.post("/api/check", json={"check": "score", "game": "just-one",
                                                  "results": "S," * 13 + "S",
                                                  "explain_in": "pl"})
        assert ran_out.json()["error"].startswith("Talia 13 kart skończyła się po 13 wynikach")


# --- the catalogue -----------------------------------------------------------------------

GAMES = ROOT / "cli" / "wisegen" / "games"
KEY = re.compile(r'"(scores\.[a-z0-9_.-]+)(\{)?')


def test_every_scores_key_the_games_use_exists_in_english():
    english = catalogue("en")
    used = [(m.group(1), bool(m.group(2))) for path in GAMES.rglob("*.py")
            for m in KEY.finditer(path.read_text(encoding="utf-8"))]
    assert len(used) > 40
    for key, prefix in used:
        if prefix:  # f"scores.just-one.result.{...}": some key has that prefix
            assert any(k.startswith(key) for k in english), key
        else:
            assert key in english, key


@pytest.mark.parametrize(("code", "count", "said"), [
    ("pl", 1, "1 punkt"), ("pl", 3, "3 punkty"), ("pl", 5, "5 punktów"), ("pl", 22, "22 punkty"),
    ("pl", 12, "12 punktów"), ("fr", 0, "0 point"), ("fr", 2, "2 points"), ("en", 1, "1 point"),
])
def test_points_take_the_languages_plural(code, count, said):
    assert say(code, "scores.points", count=count) == said
