"""Issue 25, the items about requests and output: bounded work, whole output, no crash on
an encoding, no read-only file replaced.

1. A 101-byte `solve` request (ten jokers, `top` of 10⁹, any dice) kept the referee busy
   13 s and answered 107 MB: now every number and list field of every request kind has a
   declared range, checked for the command line, `check batch` and the web alike, and the
   web refuses the fields it does not offer.
10. Output that fills part-way (disk full) was exit 0 or a traceback: now one line, exit 2.
15. `PYTHONIOENCODING=latin-1` made `games` and `solve` die with UnicodeEncodeError.
16. A read-only output file was replaced by `print --out` without a word.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from tests.test_hostile_sheets import _one_line_refusal, _wisegen
from wisegen.games.fields import SIZED_TYPES, Field
from wisegen.games.registry import all_games
from wisegen.serve.app import create_app

COSTLY_SOLVE = {"check": "solve", "roll": "* * * * * * * * * *", "top": 10**9,
                "any_dice": True}
"""The issue's 101-byte request."""

DECLARED = [(game.id, kind.kind, field) for game in all_games().values()
            for kind in game.requests for field in kind.fields]


@pytest.mark.registry
@pytest.mark.parametrize(("game", "kind", "field"), DECLARED,
                         ids=[f"{g}-{k}-{f.name}" for g, k, f in DECLARED])
def test_every_number_and_list_field_declares_its_range(game, kind, field):
    if field.type == "int":
        assert field.minimum is not None and field.maximum is not None
        field.check(field.minimum)
        field.check(field.maximum)
        for outside in (field.minimum - 1, field.maximum + 1):
            with pytest.raises(Exception, match="must be from"):
                field.check(outside)
    elif field.type in SIZED_TYPES:
        limit = field.maximum if field.maximum is not None else field.count
        assert limit is not None
        with pytest.raises(Exception, match=r"at most|exactly"):
            field.check(["x"] * (limit + 1) if field.type in ("words", "tally")
                        else {f"n{i}": "x" for i in range(limit + 1)})


def test_a_field_without_a_range_cannot_be_declared():
    with pytest.raises(ValueError, match="declares its range"):
        Field("top", "int", "How many.", minimum=1)
    with pytest.raises(ValueError, match="declares its range"):
        Field("names", "pairs", "Names.")


def test_a_file_field_cannot_be_offered_on_the_web():
    with pytest.raises(ValueError, match="declare web=False"):
        Field("pack", "path", "A pack file.")
    assert not Field("pack", "path", "A pack file.", web=False).web


def test_the_costly_solve_is_refused_at_once_in_a_batch(tmp_path):
    batch = tmp_path / "costly.jsonl"
    batch.write_text(json.dumps(COSTLY_SOLVE) + "\n", encoding="utf-8")
    assert len(json.dumps(COSTLY_SOLVE)) < 110
    start = time.perf_counter()
    result = _wisegen(tmp_path, "check", "batch", batch)
    took = time.perf_counter() - start
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer == {"error": "top must be from 1 to 50, not 1000000000"}
    assert took < 20  # a refusal, not a search (it took 13 s and 1 GB before)


def test_a_solve_within_range_is_small(tmp_path):
    batch = tmp_path / "fine.jsonl"
    batch.write_text(json.dumps({**COSTLY_SOLVE, "top": 50}) + "\n", encoding="utf-8")
    result = _wisegen(tmp_path, "check", "batch", batch)
    answer = json.loads(result.stdout)
    assert len(answer["best"]) == 50 and len(result.stdout) < 200_000


def test_the_web_refuses_the_costly_solve_and_what_it_does_not_offer():
    client = TestClient(create_app())
    costly = client.post("/api/check", json={**COSTLY_SOLVE, "any_dice": False})
    assert costly.status_code == 422 and "top must be from 1 to 50" in costly.json()["error"]
    unoffered = client.post("/api/check", json={**COSTLY_SOLVE, "top": 5})
    assert unoffered.status_code == 422
    assert '"any_dice" is not offered on the web page' in unoffered.json()["error"]
    fine = client.post("/api/check", json={"check": "solve", "roll": "W K D Z G * O A ~ ~",
                                           "top": 5})
    assert fine.status_code == 200 and len(fine.json()["best"]) == 5


@pytest.mark.parametrize("argv", [["games", "--json"],
                                  ["pack", "schema", "--game", "3ww"],
                                  ["pack", "stats", "--json", "content/just-one/en.yaml"]])
@pytest.mark.parametrize("unbuffered", [True, False])
def test_output_that_fills_part_way_is_one_line_and_exit_2(tmp_path, argv, unbuffered):
    root = Path(__file__).resolve().parents[1]
    with open(tmp_path / "out", "wb") as out:
        result = _wisegen(root, *argv, file_bytes=512, stdout=out, unbuffered=unbuffered)
    _one_line_refusal(result, "cannot write the output", "incomplete")


@pytest.mark.parametrize("argv", [["games"], ["games", "--json"],
                                  ["solve", "--roll", "W K D Z G * O A ~ ~", "--top", "3"]])
def test_an_output_encoding_without_polish_letters_gets_escapes(tmp_path, argv):
    env = dict(os.environ, PYTHONIOENCODING="latin-1")
    result = subprocess.run([sys.executable, "-m", "wisegen", *argv], env=env, cwd=tmp_path,
                            capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr.decode("latin-1")
    assert b"Traceback" not in result.stderr
    text = result.stdout.decode("latin-1")
    assert "\\u0142" in text or "\\u017c" in text or "\\u0105" in text  # ł, ż, ą escaped
    if "--json" in argv:
        assert "Mistrz Słowa" in json.dumps(json.loads(text), ensure_ascii=False)


def _read_only(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    return path


def test_print_never_replaces_a_read_only_file(tmp_path):
    mine = _read_only(tmp_path / "kit.pdf", b"my own careful notes")
    result = _wisegen(tmp_path, "print", "--game", "thricewise", "--only", "rules",
                      "--out", mine)
    _one_line_refusal(result, "read-only", "never replaces")
    assert mine.read_bytes() == b"my own careful notes"


def test_print_never_replaces_a_read_only_file_in_its_kit_folder(tmp_path):
    first = _wisegen(tmp_path, "print", "--game", "thricewise", "--only", "rules",
                     "--out", "kit")
    assert first.returncode == 0, first.stderr
    rules = next((tmp_path / "kit").glob("*rules*.pdf"))
    rules.chmod(0o444)
    before = rules.read_bytes()
    again = _wisegen(tmp_path, "print", "--game", "thricewise", "--only", "rules",
                     "--out", "kit")
    _one_line_refusal(again, "read-only")
    assert rules.read_bytes() == before
