"""The hostile corpus through the web API: the same limits and escaping as the CLI.

Every hostile request a batch line can carry is sent as a `POST /api/check` body (and
the raw bodies that no batch line could be): the server answers each with a JSON error
and a 4xx status, never a 500 or a traceback, and keeps answering afterwards.
"""

from __future__ import annotations

import json

import pytest

from wisegen.serve.app import create_app

TestClient = pytest.importorskip("starlette.testclient").TestClient

GOOD = {"check": "clue", "game": "just-one", "secret": "cat", "clues": ["dog"]}

BODIES = [
    b"[" * 8000 + b"]" * 8000,                                        # deep nesting
    b'{"check": "clue", "game": "just-one", "secret": "\\ud800", "clues": ["a"]}',
    json.dumps({"check": "word", "word": "a" * 10_000, "roll": "A B"}).encode(),
    json.dumps({**GOOD, "pack": "/dev/zero"}).encode(),
    b'{"check": "root", "words": ["ca\xfft", "cat"]}',                # not UTF-8
    json.dumps({"check": "root", "words": ["cat", "cats"]}).encode("utf-16"),
    b'{"check": "clue", "game": "just-one", "secret": 1' + b"0" * 5000 + b"}",
    b'{"check": "clue", "game": "just-one", "secret": NaN, "clues": ["a"]}',
    json.dumps({**GOOD, "clues": ["dog"] * 300}).encode(),
    json.dumps({**GOOD, "clues": ["ca\x1b]0;owned\x07t"]}).encode(),
    json.dumps({"check": "solve", "roll": "A " * 150}).encode(),
    json.dumps({"check": "score", "game": "thricewise", "place": "the Forest@" + "9" * 5000
                + ",1", "grid": {}}).encode(),
    b"x" * 20_000,                                                     # over 16 KB
    b"",
    b"null",
]


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(), raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_a_hostile_body_gets_a_json_error_not_a_crash(client, body):
    response = client.post("/api/check", content=body,
                           headers={"content-type": "application/json"})
    assert 400 <= response.status_code < 500, (response.status_code, response.text[:300])
    assert "error" in response.json()
    assert "Traceback" not in response.text
    assert "\x1b" not in response.text
    assert client.post("/api/check", json=GOOD).status_code == 200


def test_a_disguised_clue_is_folded_through_the_api_as_in_the_cli(client):
    request = {"check": "clue", "game": "3ww", "lang": "fr", "secret": "marteau",
               "clues": ["rime", "\u0430vec"]}
    answer = client.post("/api/check", json=request).json()
    assert answer["valid"] is False and answer["folded"]
    assert {r["code"] for c in answer["clues"] for r in c["reasons"]} == {"pair-rule"}
