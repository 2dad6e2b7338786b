"""The README, CONTRIBUTING and ARCHITECTURE describe the code as it is.

Every Python file, source folder and `wisegen.…` module the docs name must exist: a
module that moves makes this test name the sentence to update. A bare file name
(`forms.py`) counts when some file of that name exists in the package.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cli" / "wisegen"
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
        *sorted(PACKAGE.rglob("README.md"))]
TOPS = ("cli", "commands", "games", "render", "referee", "packs", "lang", "core", "serve",
        "usecases", "scripts", "tests", "content", "layouts", "bench", "docs")
PY_FILE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.py)\b")
SOURCE_DIR = re.compile(r"`((?:" + "|".join(TOPS) + r")/(?:[\w.-]+/)*)`")
MODULE = re.compile(r"\bwisegen(?:\.\w+)+")


def _exists(path: str, doc: Path) -> bool:
    if "/" not in path:
        return any(PACKAGE.rglob(path)) or any((ROOT / "tests").glob(path))
    return any(base.joinpath(path).exists() for base in (ROOT, PACKAGE, ROOT / "cli",
                                                          doc.parent))


def _module_exists(dotted: str) -> bool:
    """`wisegen.a.b`, or `wisegen.a.b.name` where the module or package a.b defines name."""
    parts = dotted.split(".")
    for end in range(len(parts), 1, -1):
        base = ROOT.joinpath("cli", *parts[:end])
        source = base.with_suffix(".py") if base.with_suffix(".py").is_file() else (
            base / "__init__.py")
        if source.is_file():
            return end == len(parts) or re.search(
                rf"\b{parts[end]}\b", source.read_text(encoding="utf-8")) is not None
    return False


def missing_paths(doc: Path) -> list[str]:
    text = doc.read_text(encoding="utf-8")
    named = {m.group(1) for rx in (PY_FILE, SOURCE_DIR) for m in rx.finditer(text)}
    # `../shared/...` is the design folder beside a checkout, not part of the code.
    missing = sorted(p for p in named if not p.startswith("../") and not _exists(p, doc))
    missing += sorted({m.group(0) for m in MODULE.finditer(text)
                       if not _module_exists(m.group(0))})
    return missing


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_doc_names_exists(doc):
    assert missing_paths(doc) == []


def test_the_check_catches_a_moved_module(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("The dice live in `commands/dice_cmd.py` and "
                   "`wisegen.games.score_options`; `games/printing.py` prints.\n",
                   encoding="utf-8")
    assert missing_paths(doc) == ["commands/dice_cmd.py", "games/printing.py",
                                  "wisegen.games.score_options"]


def test_architecture_names_every_package():
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    packages = sorted(p.name for p in PACKAGE.iterdir()
                      if (p / "__init__.py").is_file())
    assert [name for name in packages if f"{name}/" not in text] == []
