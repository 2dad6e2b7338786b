"""Plug-ins need no edit outside their folders: the registry-marked part of the suite
passes again with every fixture plug-in laid over a copy of the tree.

The test copies the checkout (`cli/`, `content/`, `layouts/`, `tests/`, the docs and
`pyproject.toml`, for the markers; no history, environment or caches) into a temporary
folder, lays each fixture under `tests/fixtures/` that mirrors a checkout (`toy-game/`:
a sixth game; any folder with `cli/` or `content/`, such as a stub language) over the
copy, refusing to replace a file, and runs `pytest -m registry` there in a subprocess
with the copy's `cli/` first on the path. The tests that hold for every game take their
parameters from the registry, so the toy game is collected by them; the JUnit report
shows that it was, and that nothing failed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.conftest import checkout_parts, copy_tree, overlay, plugin_fixtures

INNER = "WISEGEN_PLUGIN_RUN"
"""Set in the inner run: a copy must never copy itself again."""

pytestmark = [pytest.mark.slow,  # it runs the registry tests a second time
              pytest.mark.skipif(os.environ.get(INNER) == "1",
                                 reason="already inside the plug-in run")]


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> tuple[Path, dict[str, list[Path]]]:
    """The copy of the checkout with every fixture plug-in laid over it, and what each
    plug-in added."""
    root = copy_tree(tmp_path_factory.mktemp("plugins"), checkout_parts())
    added = {fixture.name: overlay(fixture, root) for fixture in plugin_fixtures()}
    return root, added


@pytest.fixture(scope="module")
def inner_run(tree) -> tuple[subprocess.CompletedProcess[str], ET.Element]:
    """`pytest -m registry` in the copy; its output and its JUnit report. Its temporary
    files stay inside the copy (its own --basetemp), clear of the outer run's."""
    root, _added = tree
    report = root / "registry.xml"
    env = {**os.environ, "PYTHONPATH": str(root / "cli"), "PYTHONDONTWRITEBYTECODE": "1",
           INNER: "1"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-m", "registry", "-q", "-p", "no:cacheprovider",
         "-p", "no:randomly", f"--junitxml={report}", f"--basetemp={root / 'tmp'}", "tests"],
        cwd=root, env=env, capture_output=True, text=True, timeout=600)
    return result, ET.parse(report).getroot()


def _cases(junit: ET.Element) -> list[ET.Element]:
    return list(junit.iter("testcase"))


def test_the_toy_game_is_a_fixture_plug_in_of_new_files_only(tree):
    """Every file of the toy game is its own: in its package, its content folder, or
    named after it (its kit text, schemas and layout); `overlay` refused any file that
    exists already."""
    _root, added = tree
    assert "toy-game" in added
    assert Path("cli/wisegen/games/toy_game/__init__.py") in added["toy-game"]
    for path in added["toy-game"]:
        text = path.as_posix()
        assert (text.startswith(("cli/wisegen/games/toy_game/", "content/toy-game/"))
                or path.name.startswith("toy-game.")), text


def test_the_registry_tests_pass_with_every_plug_in(inner_run):
    result, junit = inner_run
    tail = (result.stdout + result.stderr)[-4000:]
    assert result.returncode == 0, tail
    failed = [case.get("name") for case in _cases(junit)
              if case.find("failure") is not None or case.find("error") is not None]
    assert not failed, tail


def test_the_inner_run_imports_the_copy_and_skips_itself(tree, inner_run):
    """The copy's wisegen ran (not the checkout's), and the inner run did not start a
    plug-in run of its own."""
    root, _added = tree
    _result, junit = inner_run
    names = [f"{case.get('classname')}.{case.get('name')}" for case in _cases(junit)]
    assert not any("test_plugins" in name for name in names), names
    env = {**os.environ, "PYTHONPATH": str(root / "cli")}
    where = subprocess.run([sys.executable, "-c", "import wisegen; print(wisegen.__file__)"],
                           cwd=root, env=env, capture_output=True, text=True, check=True)
    assert where.stdout.startswith(str(root))


def test_every_per_game_test_ran_for_the_toy_game(inner_run):
    """Each registry test parametrized by game has a `toy-game` case, and it passed (a
    skipped case would hide a game the test cannot serve)."""
    _result, junit = inner_run
    toy = [case for case in _cases(junit) if "toy-game" in (case.get("name") or "")]
    assert len(toy) >= 8, [case.get("name") for case in _cases(junit)]
    skipped = [case.get("name") for case in toy if case.find("skipped") is not None]
    assert not skipped, skipped
    per_game = {(case.get("classname"), (case.get("name") or "").split("[")[0])
                for case in _cases(junit) if "three-wise-words" in (case.get("name") or "")}
    with_toy = {(case.get("classname"), (case.get("name") or "").split("[")[0])
                for case in toy}
    assert per_game <= with_toy, sorted(per_game - with_toy)


def _plugin_ids(added: list[Path]) -> set[str]:
    """The ids a plug-in's files declare: a game's pack folder (`content/<id>/`), a
    language's package (`cli/wisegen/lang/<code>/`)."""
    ids = set()
    for path in added:
        parts = path.parts
        if parts[:3] == ("cli", "wisegen", "lang") and len(parts) > 4:
            ids.add(parts[3])
        if parts[0] == "content" and len(parts) == 3 and parts[1] not in ("schemas",
                                                                           "kit-text"):
            ids.add(parts[1])
    return ids


def test_every_plug_in_was_collected_by_some_registry_test(tree, inner_run):
    """Each fixture plug-in (the toy game; a stub language when there is one) shows as a
    parameter of at least one passing registry test: the tests read the registries."""
    _root, added = tree
    _result, junit = inner_run
    names = [case.get("name") or "" for case in _cases(junit) if case.find("skipped") is None]
    for fixture, files in added.items():
        ids = _plugin_ids(files)
        assert ids, f"{fixture} declares no game pack folder and no language package"
        for plugin in ids:
            pattern = re.compile(rf"[\[\-/]{re.escape(plugin)}[\]\-/]")
            assert any(pattern.search(name) for name in names), (fixture, plugin)
