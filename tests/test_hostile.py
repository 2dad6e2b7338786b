"""No input a user can give makes wisegen crash, hang or eat memory.

Every case of `tests/hostile/cases.py` runs the real program in a subprocess with a
memory ceiling (RLIMIT_AS) and a timeout: it must end with an allowed exit code, say
why in one line on stderr (or a few `file:line:col` lines for a content file), and
never show a traceback.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.hostile.cases import CASES

HOSTILE = Path(__file__).parent / "hostile"
MEMORY_CEILING = 3 * 1024**3   # address space: the interpreter, numpy and the fonts fit
TIMEOUT = 90                   # seconds; a healthy case takes one or two


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def _big_alias_pack(folder: Path) -> Path:
    """A 1.9 MB pack whose 999 aliases each name one 1.9 MB string."""
    text = "x" * (1_900_000)
    aliases = "\n".join(f"  - {{pink: *big, yellow: chat, blue: chien{i}}}" for i in range(999))
    path = folder / "big-alias.yaml"
    path.write_text("game: three-wise-words\nkind: words\nid: big\nname: Big\nlanguage: fr\n"
                    "version: 1.0.0\nlicense: MIT\nauthors: [t]\npartial: true\n"
                    f"note: &big {text}\ncards:\n{aliases}\n", encoding="utf-8")
    return path


def _batch(folder: Path) -> Path:
    lines = [
        b'{"id": 1, "check": "clue", "game": "just-one", "secret": "cat", "clues": ["dog"]}',
        b"[" * 100_000 + b"]" * 100_000,
        b'{"id": 3, "check": "clue", "game": "just-one", "secret": "\\ud800", "clues": ["a"]}',
        b'{"id": 4, "check": "word", "word": "' + b"a" * 10_000 + b'", "roll": "A B"}',
        b'{"id": 5, "check": "clue", "game": "3ww", "secret": "cat", "clues": ["dog"], '
        b'"pack": "/dev/zero"}',
        b'{"id": 6, "check": "root", "words": ["ca\xfft", "cat"]}',
        '{"id": 7, "check": "root", "words": ["cat", "cats"]}'.encode("utf-16"),
        b'{"id": 8, "check": "clue", "game": "just-one", "secret": 1' + b"0" * 5000 + b"}",
        b'{"id": 9, "check": "clue", "game": "just-one", "secret": "cat", "clues": ["dog"]}',
    ]
    path = folder / "batch.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def _argv(item: str | bytes, places: dict[str, str]) -> bytes:
    if isinstance(item, bytes):
        return item
    for key, value in places.items():
        item = item.replace("{" + key + "}", value)
    return item.encode("utf-8", "surrogatepass")


@pytest.mark.parametrize(("name", "argv", "allowed"), CASES, ids=[c[0] for c in CASES])
def test_a_hostile_input_is_refused_cleanly(name, argv, allowed, tmp_path):
    places = {"h": str(HOSTILE), "tmp": str(tmp_path)}
    if any("{fifo}" in a for a in argv if isinstance(a, str)):
        os.mkfifo(tmp_path / "fifo")
        places["fifo"] = str(tmp_path / "fifo")
    if any("{big-alias}" in a for a in argv if isinstance(a, str)):
        places["big-alias"] = str(_big_alias_pack(tmp_path))
    if any("{batch}" in a for a in argv if isinstance(a, str)):
        places["batch"] = str(_batch(tmp_path))
    command = [sys.executable.encode(), b"-m", b"wisegen", *(_argv(a, places) for a in argv)]
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, timeout=TIMEOUT, cwd=tmp_path,
                            preexec_fn=_limit_memory, stdin=subprocess.DEVNULL)
    took = time.monotonic() - started
    stderr = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in stderr and "Error:" not in stderr.split(":", 1)[0], stderr
    assert result.returncode in allowed, (result.returncode, stderr[-2000:])
    assert b"\x1b" not in result.stdout + result.stderr
    if result.returncode == 2:
        lines = stderr.strip().splitlines()
        assert 1 <= len(lines) <= 3, stderr
        assert all(len(line) < 400 for line in lines), stderr
    assert took < TIMEOUT
    if name == "hostile batch":
        answers = [json.loads(line) for line in result.stdout.decode().splitlines()]
        assert len(answers) == 9
        assert answers[0]["id"] == 1 and "valid" in answers[0]
        assert answers[-1]["id"] == 9 and "valid" in answers[-1]
        assert all("error" in a for a in answers[1:-1]), answers
