"""Shared fixtures: the CLI runner and the repository's folders."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wisegen.cli import app

ROOT = Path(__file__).resolve().parent.parent
BROKEN = Path(__file__).resolve().parent / "broken"


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory):
    """Every test, and every wisegen it starts, uses a fresh cache folder, never the
    user's: a verdict cached by another checkout's code must not decide a test."""
    import os

    os.environ["WISEGEN_CACHE_DIR"] = str(tmp_path_factory.mktemp("wisegen-cache"))


@pytest.fixture
def run():
    """Invoke the CLI in-process: run("pack", "validate", path) -> Result."""
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None):
        return runner.invoke(app, [str(a) for a in args], input=input)

    return invoke


def print_report(out: Path, game: str, *args: str) -> dict:
    """Run `wisegen print --game GAME --out OUT --json ARGS...` in-process; its report.

    Print tests call this from module-scoped fixtures so each kit is rendered once.
    """
    result = CliRunner().invoke(app, ["print", "--game", game, "--out", str(out), "--json",
                                      *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def export_report(out: Path, game: str, fmt: str, *args: str) -> dict:
    """Run `wisegen export --game GAME --format FMT --out OUT --json ARGS...` in-process."""
    result = CliRunner().invoke(app, ["export", "--game", game, "--format", fmt, "--out",
                                      str(out), "--json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)
