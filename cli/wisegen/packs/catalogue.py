"""The built-in packs: which exist for a game, read from their headers alone."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from wisegen.core.yamlsafe import load_file
from wisegen.resources import content_dir


@dataclass(frozen=True)
class PackInfo:
    """A built-in pack's header, read without validating the whole pack."""

    path: Path
    game: str
    kind: str
    id: str
    name: str
    language: str


NOT_PACKS = ("schemas", "kit-text")
"""Folders of content/ that hold no packs: the schemas, and the kits' own words."""


def builtin_files(game: str | None = None) -> list[Path]:
    root = content_dir()
    folders = [root / game] if game else [p for p in sorted(root.iterdir())
                                          if p.is_dir() and p.name not in NOT_PACKS]
    return [path for folder in folders for path in sorted(folder.glob("*.yaml"))]


@cache
def builtin_packs(game: str) -> tuple[PackInfo, ...]:
    """The headers of `game`'s built-in packs, read once per process: the built-in content
    does not change while wisegen runs, and a print asks for several of them."""
    infos = []
    for path in builtin_files(game):
        value = load_file(path).value
        infos.append(PackInfo(path, value["game"], value["kind"], value["id"], value["name"],
                              value["language"]))
    return tuple(infos)


def builtin_candidates(game: str, kind: str, language: str | None = None) -> list[PackInfo]:
    """The built-in packs of `kind` for `game`: only those in `language` for words; for
    other kinds (rules, pads) those in `language` first, the rest after. Without a
    language, the file named after the kind (`rules.yaml`) comes first."""
    candidates = [i for i in builtin_packs(game) if i.kind == kind]
    if language is not None and kind == "words":
        return [i for i in candidates if i.language == language]
    candidates.sort(key=lambda info: info.path.stem != kind)
    if language is not None:
        candidates.sort(key=lambda info: info.language != language)
    return candidates
