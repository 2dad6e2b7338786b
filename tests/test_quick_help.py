"""`wisegen --help` printed without typer is exactly what click prints, at every width."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

WISEGEN = Path(sys.executable).parent / "wisegen"
CLICK = ("import sys\nfrom wisegen.cli import app\n"
         "app(['--help'], prog_name='wisegen')\n")


def _run(argv: list[str], columns: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": str(columns), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60)


@pytest.mark.parametrize("columns", [20, 52, 60, 71, 80, 200])
def test_quick_help_is_clicks_help(columns):
    quick = _run([str(WISEGEN), "--help"], columns)
    short = _run([str(WISEGEN), "-h"], columns)
    click = _run([sys.executable, "-c", CLICK], columns)
    assert click.returncode == quick.returncode == short.returncode == 0
    assert quick.stdout == short.stdout == click.stdout
    assert "Commands:" in quick.stdout and "score" in quick.stdout


def test_quick_help_imports_no_typer():
    code = ("import sys\nsys.argv = ['wisegen', '--help']\nfrom wisegen.cli import main\n"
            "main()\nsys.stderr.write('MODULES ' + ' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    loaded = {name.split(".")[0] for name in done.stderr.split("MODULES ", 1)[1].split()}
    assert "typer" not in loaded and "click" not in loaded
    assert "Usage: wisegen [OPTIONS] COMMAND [ARGS]..." in done.stdout


def test_anything_else_still_goes_through_typer():
    done = _run([str(WISEGEN), "--help", "--version"], 80)
    assert done.returncode == 0 and done.stdout.startswith("Usage: wisegen")
    done = _run([str(WISEGEN), "nope", "--help"], 80)
    assert done.returncode == 2 and "wisegen: error:" in done.stderr
