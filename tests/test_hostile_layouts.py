"""Hostile layouts (issue #33, items 1, 2, 9, 15 (layouts), 17 and 18): a downloaded
layout cannot exhaust the machine or draw a part off its card or sheet; every such
layout is refused with one line naming its file, line and the part that does not fit.

Each print runs the real program in a subprocess under a memory ceiling (RLIMIT_AS) and
a timeout, so a regression fails the test instead of hanging or swapping the machine.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT
from wisegen.core.limits import MAX_PER_SHEET
from wisegen.core.textrules import QUOTE_CHARS
from wisegen.errors import UsageError
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout

MEMORY_CEILING = 1024**3  # address space; a refusal needs well under 100 MB of it
TIMEOUT = 60              # seconds; a refusal takes under one


def _limits() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def _print(tmp_path: Path, game: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "wisegen", "print", "--game", game,
                           "--out", str(tmp_path / "kit"), *map(str, args)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=TIMEOUT,
                          stdin=subprocess.DEVNULL, preexec_fn=_limits,
                          env=dict(os.environ, PYTHONUNBUFFERED="1"))


def _refused(result: subprocess.CompletedProcess[str], *phrases: str) -> str:
    """One line on standard error, exit 2, no traceback, nothing written."""
    stderr = result.stderr
    assert "Traceback" not in stderr and "MemoryError" not in stderr, stderr[-2000:]
    assert result.returncode == 2, (result.returncode, stderr[-2000:])
    assert len(stderr.strip().splitlines()) == 1, stderr[-2000:]
    for phrase in phrases:
        assert phrase in stderr, stderr
    return stderr


def _layout(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "layout.yaml"
    path.write_text(text, "utf-8")
    return path


# (game, layout text, phrases the one-line refusal must hold: file:line:col, the part)
MISFITS = [
    # item 1: a 1e-300 mm token once placed about 10^302 tokens on a sheet.
    ("13-words", "materials:\n  token: {width: 1.0e-300, height: 200}\n",
     ("layout.yaml:2:18:", "materials.token.width", "out of range")),
    ("13-words", "materials:\n  token: {width: 0.001, height: 70}\n",
     ("layout.yaml:2:18:", "out of range")),
    # (200 mm fits inside an A4 sheet's 4 mm margins, crop marks going where they fit;
    # not inside 10 mm ones)
    ("13-words", "materials:\n  token: {width: 200, height: 200}\nsheet:\n  margin: 10\n",
     ("layout.yaml:2:18:", "[materials.token.width]", "does not fit on a4 paper")),
    # item 2: colours beyond 8, and 8 pawns too wide for one row.
    ("three-wise-words", "materials:\n  pawns:\n    colours: [" +
     ", ".join(['"#112233"'] * 10_000) + "]\n",
     ("layout.yaml:3:14:", "at most 8 item(s), has 10000")),
    ("three-wise-words --only pawns", "materials:\n  pawns: {width: 20, colours: [" +
     ", ".join(['"#112233"'] * 8) + "]}\n",
     ("layout.yaml:2:18:", "a row of 8 pawns", "does not fit one a4 sheet")),
    # item 9: values inside the old ranges that drew off the card or sheet.
    ("just-one", "boxes:\n  word: {x: 290}\n",
     ("layout.yaml:2:13:", "[boxes.word.x]", "box 'word1'", "does not fit its 63 x 88 mm card")),
    ("13-words", "boxes:\n  word: {width: 100}\n",
     ("layout.yaml:2:17:", "[boxes.word.width]", "64 x 40 mm card")),
    ("13-words --ink-saver", "ink_saver:\n  boxes:\n    word: {width: 100}\n",
     ("layout.yaml:3:19:", "[ink_saver.boxes.word.width]", "64 x 40 mm card")),
    ("three-wise-words", "materials:\n  pawns: {width: 40}\n",
     ("layout.yaml:2:18:", "four pawns side by side", "the track's START")),
    ("just-one", "materials:\n  tents: {width: 300}\n",
     ("layout.yaml:2:18:", "a clue tent", "does not fit one a4 sheet")),
    ("13-words", "materials:\n  wheels: {outer: 40, inner: 190}\n",
     ("layout.yaml:2:30:", "materials.wheels.inner", "the number disc")),
    ("13-words", "materials:\n  wheels: {outer: 200, inner: 100}\n",
     ("layout.yaml:2:19:", "materials.wheels.outer", "2 wheel(s)")),
    ("three-wise-words", "materials:\n  die: {face: 60, tab: 15}\n",
     ("layout.yaml:2:15:", "two die nets side by side")),
    ("mistrz-slowa", "materials:\n  dice: {face: 60, tab: 15}\n",
     ("layout.yaml:2:16:", "[materials.dice.face]", "a die net with 60 mm faces")),
    ("mistrz-slowa", "materials:\n  stickers: {face: 30, gap: 20}\n",
     ("layout.yaml:2:20:", "[materials.stickers.face]", "rows of six 30 mm stickers")),
]


@pytest.mark.parametrize(("game", "text", "phrases"), MISFITS,
                         ids=[f"{g.split()[0]}-{n}" for n, (g, _, _) in enumerate(MISFITS)])
def test_a_part_that_does_not_fit_is_refused_with_file_and_line(tmp_path, game, text,
                                                                  phrases):
    _refused(_print(tmp_path, *game.split(), "--layout", _layout(tmp_path, text)), *phrases)
    assert not (tmp_path / "kit").exists()


def test_a_long_value_is_quoted_by_its_first_80_characters(tmp_path):
    """item 15: a 2 MB pawn name, and /etc/passwd read as a layout, are not echoed."""
    name = "n" * 1_900_000
    stderr = _refused(_print(tmp_path, "three-wise-words", "--layout", _layout(
        tmp_path, f"materials:\n  pawns:\n    names: [{name}]\n")), "is longer than 24")
    assert len(stderr) < 300
    text = "root:x:0:0:root:/root:/bin/bash\n" * 60
    stderr = _refused(_print(tmp_path, "13-words", "--layout", _layout(tmp_path, text)),
                      "expected a mapping of fields", "characters)")
    assert len(stderr) < 80 + QUOTE_CHARS + 120


@pytest.mark.parametrize(("make", "phrase"), [
    (lambda p: Path("/dev/zero"), "is a device"),
    (lambda p: (os.mkfifo(p / "pipe.yaml"), p / "pipe.yaml")[1], "is a FIFO"),
])
def test_a_layout_that_is_not_a_file_is_named_for_what_it_is(tmp_path, make, phrase):
    """item 18: /dev/zero or a FIFO said "does not exist"."""
    _refused(_print(tmp_path, "13-words", "--layout", make(tmp_path)), phrase)


def test_minus_zero_bleed_reports_zero(run, tmp_path):
    """item 17: `--bleed -0.0` reported "bleed -0 mm"."""
    result = run("print", "--game", "13-words", "--only", "token", "--bleed", "-0.0",
                 "--out", tmp_path / "kit")
    assert result.exit_code == 0, result.output
    shown = result.output.replace(str(tmp_path), "KIT")  # pytest-0/ is a temp path's
    assert "bleed 0 mm" in shown and "-0" not in shown


def test_parts_per_sheet_are_counted_before_any_is_placed():
    """item 1: the count is refused before a position is made (0.5 mm parts would be
    about 170,000 on A4: refused, not laid out)."""
    settings = load_layout("13-words").sheet
    with pytest.raises(UsageError, match=f"the limit is {MAX_PER_SHEET:,}"):
        impose(settings, 0.5, 0.5)
    assert impose(settings, 20, 20).per_sheet <= MAX_PER_SHEET


def _numbers_and_lists(node: Any, path: str = ""):
    if isinstance(node, dict):
        if node.get("type") in ("number", "integer", "array", "string", "object"):
            yield path, node
        for key, value in node.items():
            yield from _numbers_and_lists(value, f"{path}.{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from _numbers_and_lists(value, f"{path}[{n}]")


def test_every_number_list_text_and_mapping_in_the_layout_schema_is_bounded():
    """The schema bounds each value alone (and how many boxes, colours, papers and
    cards a file may name); the fit check bounds them together."""
    schema = json.loads((ROOT / "content/schemas/layout.schema.json").read_text("utf-8"))
    for path, node in _numbers_and_lists(schema):
        if node["type"] == "array":
            assert "maxItems" in node, path
        elif node["type"] == "string":
            assert {"maxLength", "pattern", "enum"} & node.keys(), path
        elif node["type"] == "object":
            assert "maxProperties" in node or node.get("additionalProperties") is False, path
        else:
            assert "maximum" in node, path
            assert "minimum" in node or "exclusiveMinimum" in node, path
