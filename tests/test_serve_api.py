"""The web API through Starlette's test client: one request format, limits, headers."""

from __future__ import annotations

import json

import pytest

from wisegen.serve.app import create_app
from wisegen.usecases.requests import answer_line

TestClient = pytest.importorskip("starlette.testclient").TestClient


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app()) as test_client:
        yield test_client


REQUESTS = [
    {"check": "clue", "game": "just-one", "secret": "weather", "clues": ["whether", "rain"]},
    {"check": "clues", "game": "just-one", "secret": "king",
     "clues": ["prince", "princess", "crown"]},
    {"check": "match", "game": "three-wise-words", "lang": "fr", "clue": "outil",
     "guess": "outillage"},
    {"check": "root", "lang": "en", "words": ["actor", "actress"], "id": 7},
    {"check": "word", "game": "mistrz-slowa", "word": "kot", "roll": "B K T * G H A O ~ ?"},
]


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: r["check"])
def test_check_answers_exactly_the_batch_line(client, request_):
    response = client.post("/api/check", json=request_)
    assert response.status_code == 200
    assert response.json() == answer_line(request_)
    assert response.headers["server-timing"].startswith("ruling;dur=")


def test_a_bad_request_gets_the_batch_error_and_422(client):
    request = {"check": "clue", "game": "just-one", "secret": "x"}
    response = client.post("/api/check", json=request)
    assert response.status_code == 422
    assert response.json() == answer_line(request)


def test_score_mirrors_the_score_commands_json(client, run):
    response = client.post("/api/score/justone", json={"results": "S,S,F,S,K,S,S,S,F,S,S"})
    cli = run("score", "just-one", "--results", "S,S,F,S,K,S,S,S,F,S,S", "--json")
    assert response.status_code == 200 and response.json() == json.loads(cli.stdout)

    turn = {"lang": "fr", "found": True, "active": "writer",
            "writer": ["Flottant", "Halloween", "Flippant"],
            "teams": {"two": ["Halloween", "Booooouh", "Effrayant"],
                      "three": ["Flippant", "Halloween", "Spectre"]}}
    cli = run("score", "three-wise-words", "--lang", "fr", "--active", "writer", "--found",
              "--writer", "Flottant", "Halloween", "Flippant",
              "--team", "two=Halloween,Booooouh,Effrayant",
              "--team", "three=Flippant,Halloween,Spectre", "--json")
    assert client.post("/api/score/3ww", json=turn).json() == json.loads(cli.stdout)

    from tests.conftest import ROOT
    from wisegen.core.yamlsafe import load_file

    grid_file = ROOT / "tests" / "data" / "score" / "thricewise-grid.yaml"
    grid = load_file(grid_file).value
    cli = run("score", "thricewise", "--grid", grid_file, "--place", "the Forest@3,3", "--json")
    answer = client.post("/api/score/thricewise", json={"grid": grid, "place": "the Forest@3,3"})
    assert answer.json() == json.loads(cli.stdout) and answer.json()["score"] == 13


def test_score_refuses_unknown_games_and_games_without_a_web_score(client):
    assert client.post("/api/score/chess", json={}).status_code == 404
    assert client.post("/api/score/13w", json={}).status_code == 404
    bad = client.post("/api/score/just-one", json={"results": "S,X"})
    assert bad.status_code == 422 and "error" in bad.json()


def test_games_lists_kinds_languages_and_the_dice_pack(client):
    listing = client.get("/api/games").json()
    assert "en" in listing["referee_languages"] and "fr" in listing["referee_languages"]
    assert listing["language_names"]["fr"] == "French"
    by_id = {g["id"]: g for g in listing["games"]}
    kinds = {game_id: [k["kind"] for k in g["requests"]] for game_id, g in by_id.items()}
    assert "clue" in kinds["just-one"] and "score" in kinds["thricewise"]
    clue = by_id["just-one"]["requests"][0]
    assert {f["name"]: f["type"] for f in clue["fields"]} == {
        "clues": "words", "secret": "word", "lang": "lang"}
    dice = by_id["mistrz-slowa"]["dice"]
    assert len(dice) == 10 and dice[0]["faces"] == ["B", "J", "R", "F", "W", "H"]


@pytest.mark.parametrize("path", ["/", "/static/app.js", "/api/games", "/nope"])
def test_every_response_carries_csp_and_nosniff(client, path):
    response = client.get(path)
    assert "default-src 'none'" in response.headers["content-security-policy"]
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert response.headers["x-content-type-options"] == "nosniff"


def test_limits_body_size_word_length_json_and_paths(client):
    big = client.post("/api/check", content=b" " * (16 * 1024 + 1),
                      headers={"content-type": "application/json"})
    assert big.status_code == 413 and "16 KB" in big.json()["error"]
    long = client.post("/api/check", json={"check": "clue", "game": "just-one",
                                           "secret": "a" * 65, "clues": ["b"]})
    assert long.status_code == 422 and "at most 64" in long.json()["error"]
    ok = client.post("/api/check", json={"check": "clue", "game": "just-one",
                                         "secret": "a" * 64, "clues": ["b"]})
    assert ok.status_code == 200
    broken = client.post("/api/check", content=b'{"check": "clue",',
                         headers={"content-type": "application/json"})
    assert broken.status_code == 400 and "not valid JSON" in broken.json()["error"]
    assert "Traceback" not in broken.text
    listed = client.post("/api/check", content=b"[1, 2]",
                         headers={"content-type": "application/json"})
    assert listed.status_code == 400 and "JSON object" in listed.json()["error"]
    path = client.post("/api/check", json={"check": "clue", "game": "3ww", "secret": "a",
                                           "clues": ["b"], "pack": "/etc/passwd"})
    assert path.status_code == 422 and "file" in path.json()["error"]


def test_markup_in_a_clue_comes_back_as_json_text_not_html(client):
    clue = "<img src=x onerror=alert(1)>"
    response = client.post("/api/check", json={"check": "clue", "game": "just-one",
                                               "secret": "king", "clues": [clue]})
    assert response.headers["content-type"] == "application/json"
    assert response.json()["clues"][0]["clue"] == clue
    page = client.get("/").text
    for script in ("/static/app.js", "/static/views.js"):
        code = client.get(script).text
        assert "innerHTML" not in code and "insertAdjacentHTML" not in code
        assert f'<script src="{script}" defer>' in page


def test_a_full_queue_answers_503_at_once():
    from wisegen.serve.app import create_app as make

    with TestClient(make(queue=0)) as full:
        response = full.post("/api/check", json=REQUESTS[0])
    assert response.status_code == 503 and response.headers["retry-after"] == "1"


def test_the_first_page_load_is_small(client):
    total = sum(len(client.get(path).content)
                for path in ("/", "/static/app.css", "/static/app.js", "/static/views.js",
                             "/api/games"))
    assert total <= 150 * 1024


def test_serve_refuses_a_bad_port(run):
    result = run("serve", "--port", "70000")
    assert result.exit_code == 2 and "between 1 and 65535" in result.output


def test_the_lan_code_is_a_qr_code_of_the_url():
    from wisegen.serve.run import announce, qr_text

    code = qr_text("http://192.168.1.20:8000/").splitlines()
    assert len(code) > 10 and all(set(row) <= set("█▀▄ ") for row in code)
    lines = announce("0.0.0.0", 8123)
    assert lines[0] == "wisegen referee: http://127.0.0.1:8123/" and lines[-1] == "Ctrl-C stops it."


def test_serve_prints_its_url_answers_and_stops_on_ctrl_c(tmp_path):
    import signal
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "wisegen", "serve", "--port", str(port),
                                "--db", str(tmp_path / "rooms.sqlite3")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline().strip() == f"wisegen referee: http://127.0.0.1:{port}/"
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as page:
                    assert b"wisegen referee" in page.read()
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("the server never answered")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
        assert "Traceback" not in process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()


def test_polish_rulings_and_any_form_reach_the_web_as_in_a_batch(client):
    """Referee II's codes and options need nothing of the web page: one request format."""
    for request_ in ({"check": "word", "word": "kotem"},
                     {"check": "word", "word": "kotem", "any_form": True},
                     {"check": "word", "word": "Kraków"},
                     {"check": "clue", "game": "just-one", "lang": "pl", "secret": "morze",
                      "clues": ["może"]}):
        response = client.post("/api/check", json=request_)
        assert response.status_code == 200
        assert response.json() == answer_line(request_)
    refused = client.post("/api/check", json={"check": "word", "word": "kotem"}).json()
    codes = {r["code"] for r in refused["reasons"]}
    assert "inflected-form" in codes
