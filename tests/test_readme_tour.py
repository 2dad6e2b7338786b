"""The README's short tour works pasted line by line after the setup command.

A new user copies the tour one line at a time into a shell in the repository's folder,
after `python3 -m venv .venv && ...`. This test does the same in a temporary folder that
holds what the lines read (the content packs and examples, the score test data) and a
`.venv` that is the venv running the tests: every line must exit 0, or the exit code its
comment documents (`(exit 1)`), and no line may print a traceback.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTED_EXIT = re.compile(r"\(exit (\d)\)")


def tour_lines() -> list[str]:
    """The command lines of the README's "A short tour" code block."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## A short tour", 1)[1].split("\n## ", 1)[0]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def expected_exit(line: str) -> int:
    comment = line.split("  #", 1)[1] if "  #" in line else ""
    found = DOCUMENTED_EXIT.search(comment)
    return int(found.group(1)) if found else 0


def test_the_tour_is_read_from_the_readme():
    lines = tour_lines()
    assert lines[0].startswith(". .venv/bin/activate")
    assert any(line.startswith("wisegen print --game") for line in lines)
    assert expected_exit("wisegen check clue x  # invalid (exit 1)") == 1
    assert expected_exit("wisegen games  # the five games") == 0


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    """A folder like a fresh clone after the setup command, for what the tour reads."""
    folder = tmp_path_factory.mktemp("clone")
    shutil.copytree(ROOT / "content", folder / "content")
    shutil.copytree(ROOT / "tests" / "data" / "score", folder / "tests" / "data" / "score")
    venv = Path(sys.prefix)
    if (venv / "bin" / "activate").exists():
        (folder / ".venv").symlink_to(venv, target_is_directory=True)
    else:  # tests run outside a venv: an activate that only puts wisegen on PATH
        (folder / ".venv" / "bin").mkdir(parents=True)
        (folder / ".venv" / "bin" / "activate").write_text(
            f'PATH="{Path(sys.executable).parent}:$PATH"\n', encoding="utf-8")
    return folder


@pytest.mark.slow
@pytest.mark.parametrize("line", tour_lines())
def test_tour_line_works_pasted(line, checkout):
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}"
                                 f"{os.environ.get('PATH', '')}",
           "COLUMNS": "80", "PYTHONIOENCODING": "utf-8"}
    env.pop("VIRTUAL_ENV", None)
    if line.startswith(". "):  # the activation itself: from a PATH without the venv
        env["PATH"] = "/usr/bin:/bin"
        line = f"{line}\nwisegen --version"
    done = subprocess.run(["bash", "-c", line], cwd=checkout, env=env, capture_output=True,
                          text=True, timeout=300)
    shown = f"{line}\nstdout: {done.stdout[-2000:]}\nstderr: {done.stderr[-2000:]}"
    assert done.returncode == expected_exit(line), shown
    assert "Traceback" not in done.stdout + done.stderr, shown
    assert "command not found" not in done.stderr, shown
