"""A new language is one folder: the language tests pass with a stub Dutch added.

The stub (tests/fixtures/stub-language/, the smallest `Language` a newcomer could
write) is laid over a copy of the package in a temporary folder, and every test marked
`registry` in the language test files runs there in a subprocess, against the copy. No
file outside the stub's own folder is edited: if one of those tests needs an edit
elsewhere to pass, a new language would need it too.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

STUB = ROOT / "tests" / "fixtures" / "stub-language"
LANGUAGE_TESTS = sorted(
    str(path.relative_to(ROOT)) for pattern in
    ("test_lang_*.py", "test_referee_lang.py", "test_polish_*.py")
    for path in (ROOT / "tests").glob(pattern))
"""The language tests; those marked `registry` apply to every language, the stub too."""


def _stub_files() -> list[Path]:
    return [p for p in STUB.rglob("*") if p.is_file() and "__pycache__" not in p.parts]


@pytest.fixture(scope="module")
def with_stub(tmp_path_factory) -> Path:
    """A copy of the checkout's cli/ and tests/ with the stub laid over it; content/,
    layouts/ and pyproject.toml linked (nothing there changes for a language)."""
    root = tmp_path_factory.mktemp("with-stub-language")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("cli", "tests"):
        shutil.copytree(ROOT / folder, root / folder, ignore=ignore)
    for name in ("content", "layouts", "pyproject.toml"):
        (root / name).symlink_to(ROOT / name)
    for path in _stub_files():
        target = root / path.relative_to(STUB)
        assert not target.exists(), f"the stub would edit {target.relative_to(root)}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    return root


def _run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root / "cli"), str(root)])}
    return subprocess.run([sys.executable, *args], cwd=root, env=env, capture_output=True,
                          text=True, timeout=900)


def test_the_stub_is_one_folder_of_one_language():
    files = [p.relative_to(STUB).as_posix() for p in _stub_files()]
    assert files == ["cli/wisegen/lang/nl/__init__.py"]


def test_the_copy_registers_the_stub(with_stub):
    code = ("import wisegen; from wisegen.lang import registry as r; "
            "print(wisegen.__file__); nl = r.find_language('nl'); "
            "print(nl.name, nl.native_name, nl.rules_clues, 'nl' in r.other_languages('en'))")
    result = _run(with_stub, "-c", code)
    assert result.returncode == 0, result.stderr
    where, found = result.stdout.splitlines()
    assert Path(where).is_relative_to(with_stub), "the copy's wisegen is the one imported"
    assert found == "Dutch Nederlands False True"


def test_the_copy_refuses_dutch_clues_naming_what_it_rules_in(with_stub):
    result = _run(with_stub, "-m", "wisegen", "check", "clue", "--game", "3ww",
                  "--secret", "kat", "hond", "--lang", "nl")
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.strip().splitlines() == [
        "wisegen: error: 'nl' (Dutch) is not supported (the clue referee rules in "
        "en (English), fr (French, français), pl (Polish, polski))"]


@pytest.mark.slow
def test_the_language_tests_pass_with_the_stub(with_stub):
    result = _run(with_stub, "-m", "pytest", "-v", "-p", "no:cacheprovider", "-m", "registry",
                  *LANGUAGE_TESTS)
    tail = "\n".join((result.stdout + result.stderr).splitlines()[-30:])
    assert result.returncode == 0, tail
    assert "[nl] PASSED" in result.stdout, "the per-language tests ran for the stub too"
