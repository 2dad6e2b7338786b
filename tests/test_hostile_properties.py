"""Property-based: whatever a user types or writes, the CLI answers 0, 1 or 2, never crashes.

Hypothesis feeds each entry point text, numbers and structures it was not written for:
pack files, layout files, rolls, placements and batch lines. The program may refuse
them (exit 2), rule them invalid (exit 1) or accept them (exit 0); any other exception
escaping the CLI fails the test.
"""

from __future__ import annotations

import json
import math
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from tests.conftest import ROOT
from wisegen.cli import app

RUNNER = CliRunner()
SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])
GRID = ROOT / "tests" / "data" / "score" / "thricewise-grid.yaml"

numbers = st.one_of(st.integers(-10**30, 10**30), st.floats(allow_nan=True, allow_infinity=True),
                    st.sampled_from([0, -1, 1e308, 1e-308, 10**19]))
scalars = st.one_of(numbers, st.text(max_size=30), st.booleans(), st.none())
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def invoke(*args: str | Path):
    result = RUNNER.invoke(app, [str(a) for a in args])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert result.exit_code in (0, 1, 2), (result.exit_code, result.output)
    return result


def _yaml(value: object) -> str:
    """YAML for `value`, NaN and infinities spelled as YAML writes them."""
    def clean(v: object) -> object:
        if isinstance(v, float) and not math.isfinite(v):
            return str(v)
        if isinstance(v, dict):
            return {str(k): clean(x) for k, x in v.items()}
        if isinstance(v, list):
            return [clean(x) for x in v]
        return v
    return yaml.safe_dump(clean(value), allow_unicode=True)


@SETTINGS
@given(st.dictionaries(st.sampled_from(["game", "kind", "id", "name", "language", "version",
                                        "license", "authors", "partial", "cards", "extra"]),
                       values, max_size=10),
       st.sampled_from(["three-wise-words", "just-one", "13-words", "toy", None]))
def test_any_pack_file_gets_a_verdict(fields, game):
    if game is not None:
        fields = {**fields, "game": game, "kind": "words"}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pack.yaml"
        path.write_text(_yaml(fields), encoding="utf-8")
        invoke("pack", "validate", "--no-spelling", "--no-cards", path)


@SETTINGS
@given(st.fixed_dictionaries({}, optional={
    "sheet": st.dictionaries(st.sampled_from(["bleed", "margin", "mark_width", "offset_x",
                                              "card", "paper", "duplex"]), values, max_size=3),
    "boxes": st.dictionaries(st.sampled_from(["die_face", "pink_word", "word", "x"]),
                             st.dictionaries(st.sampled_from(["size", "min_size", "x", "width",
                                                              "extends", "font"]), values,
                                             max_size=3), max_size=2),
    "materials": st.dictionaries(st.sampled_from(["die", "track", "pawns"]),
                                 st.dictionaries(st.sampled_from(["face", "tab", "spaces",
                                                                  "space", "width"]), values,
                                                 max_size=2), max_size=2)}))
def test_any_layout_file_prints_or_is_refused(layout):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "layout.yaml"
        path.write_text(_yaml(layout), encoding="utf-8")
        invoke("print", "-g", "3ww", "--only", "die", "--layout", path, "--out",
               Path(folder) / "out.pdf")


@SETTINGS
@given(st.text(max_size=80))
def test_any_roll_gets_an_answer(roll):
    invoke("check", "word", "kot", "--roll", roll)


@SETTINGS
@given(st.one_of(st.text(max_size=60),
                 st.builds(lambda c, r: f"the Forest@{c},{r}",
                           st.integers(-10**12, 10**12), st.integers(-10**12, 10**12))))
def test_any_placement_gets_an_answer(place):
    invoke("score", "thricewise", "--grid", GRID, "--place", place)


@SETTINGS
@given(st.lists(st.one_of(
    st.binary(max_size=60),
    values.map(lambda v: json.dumps(v, allow_nan=True).encode()),
    st.fixed_dictionaries({"check": st.sampled_from(["clue", "clues", "match", "root", "word",
                                                     "solve", "roll", "score", "x"])},
                          optional={"game": scalars, "secret": scalars, "clues": values,
                                    "words": values, "word": scalars, "roll": scalars,
                                    "lang": scalars}).map(lambda d: json.dumps(d).encode())),
    min_size=1, max_size=5))
@example([b"\x0b"]).via("found by hypothesis: not JSON white space, so answered")
@example([b"\x1c", b" \t"]).via("found by hypothesis: str.strip drops \\x1c")
def test_any_batch_line_gets_its_own_answer(lines):
    lines = [line.replace(b"\n", b" ").replace(b"\r", b" ") for line in lines]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "batch.jsonl"
        path.write_bytes(b"\n".join(lines) + b"\n")
        result = invoke("check", "batch", path)
    assert result.exit_code == 0
    answered = [json.loads(line) for line in result.stdout.splitlines()]
    # Blank means JSON white space only (space, tab, CR, LF): a \x0b or \x1c line is answered.
    assert len(answered) == sum(1 for line in lines if line.strip(b" \t\r\n"))
