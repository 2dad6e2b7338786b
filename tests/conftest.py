"""Shared fixtures: the CLI runner, the repository's folders, and what the registries hold.

Tests that hold for every game or every kit language take their parameters from
`registry_games()` / `kit_languages()` (never a hand-written list) and carry the
`registry` mark: `tests/test_plugins.py` runs exactly those tests again in a copy of the
tree with the fixture plug-ins of `tests/fixtures/` laid over it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from wisegen.cli import app

ROOT = Path(__file__).resolve().parent.parent
BROKEN = Path(__file__).resolve().parent / "broken"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
TREE_PARTS = ("cli", "content", "layouts")
"""The folders of a checkout that a plug-in (a game, a language) may add files to."""
COPY_IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")


def registry_games() -> list[str]:
    """Every game the registry finds, in listing order: the ids of per-game tests."""
    from wisegen.games.registry import all_games

    return list(all_games())


def kit_languages() -> list[str]:
    """Every language some kit text is written in (`content/kit-text/<lang>/`), English
    first: a translated plan or rulebook must hold the same keys."""
    from wisegen.render.kit_text import BASE_LANGUAGE
    from wisegen.resources import content_dir

    found = sorted(p.name for p in (content_dir() / "kit-text").iterdir() if p.is_dir())
    return [BASE_LANGUAGE, *(lang for lang in found if lang != BASE_LANGUAGE)]


def plugin_fixtures() -> list[Path]:
    """The fixture folders that mirror a checkout (a `cli/` or `content/` inside): each is
    a plug-in (the toy game, a stub language) a contributor would add."""
    return sorted(p for p in FIXTURES.iterdir()
                  if p.is_dir() and any((p / part).is_dir() for part in ("cli", "content")))


def overlay(fixture: Path, root: Path) -> list[Path]:
    """Copy the fixture's files into the tree at `root`, refusing to replace any file: a
    plug-in only adds files. Files at the fixture's top level (its README) stay out.
    Returns the paths added, relative to `root`."""
    added = sorted(p.relative_to(fixture) for p in fixture.rglob("*")
                   if p.is_file() and len(p.relative_to(fixture).parts) > 1
                   and "__pycache__" not in p.parts)
    for relative in added:
        assert relative.parts[0] in TREE_PARTS, f"{fixture.name}: {relative} is outside " \
            f"{', '.join(TREE_PARTS)}"
        assert not (root / relative).exists(), \
            f"{fixture.name}: {relative} would change an existing file"
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(fixture / relative, root / relative)
    return added


NOT_COPIED = {".git", ".venv", "venv", "output", "build", "dist", ".hypothesis",
              ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox", ".nox"}
"""Top-level entries of a checkout that are history, environments, outputs or caches."""


def checkout_parts() -> tuple[str, ...]:
    """Every top-level entry of the checkout a test may read (sources, data, tests, docs,
    README, pyproject), without history, virtual environments, outputs and caches."""
    return tuple(sorted(p.name for p in ROOT.iterdir()
                        if p.name not in NOT_COPIED and not p.name.endswith(".egg-info")))


def copy_tree(root: Path, parts: tuple[str, ...] = TREE_PARTS) -> Path:
    """A copy of the checkout's `parts` under `root` (no caches), to lay plug-ins over."""
    for part in parts:
        source = ROOT / part
        if source.is_dir():
            shutil.copytree(source, root / part, ignore=COPY_IGNORE)
        else:
            shutil.copy2(source, root / part)
    return root


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


def assert_area_complete(area: str, lang: str, at_least: int) -> None:
    """A game's catalogue area (`13-words.`) holds over `at_least` English keys, and
    `lang` has exactly those keys, each with the same {fields}, and plurals with exactly
    the forms `lang` picks (Polish: one, few, many, other)."""
    from wisegen.lang.messages import catalogue, fields
    from wisegen.lang.registry import find_language

    english = {k: v for k, v in catalogue("en").items() if k.startswith(area)}
    other = {k: v for k, v in catalogue(lang).items() if k.startswith(area)}
    assert len(english) > at_least and set(english) == set(other), (lang, area)
    language = find_language(lang)
    assert language is not None
    forms = {language.plural(n) for n in range(200)} | {"other"}
    for key, template in english.items():
        assert fields(template) == fields(other[key]), (lang, key)
        if isinstance(other[key], dict):
            assert set(other[key]) == forms, (lang, key)
