"""The built-in packs: which exist for a game, and which one a command uses by default."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wisegen.errors import ContentError, UsageError
from wisegen.packs.loader import load_pack
from wisegen.packs.model import Pack
from wisegen.packs.yamlsafe import load_file
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


def builtin_files(game: str | None = None) -> list[Path]:
    root = content_dir()
    folders = [root / game] if game else [p for p in sorted(root.iterdir())
                                          if p.is_dir() and p.name != "schemas"]
    return [path for folder in folders for path in sorted(folder.glob("*.yaml"))]


def builtin_packs(game: str) -> list[PackInfo]:
    infos = []
    for path in builtin_files(game):
        value = load_file(path).value
        infos.append(PackInfo(path, value["game"], value["kind"], value["id"], value["name"],
                              value["language"]))
    return infos


def find_builtin(game: str, kind: str, language: str | None = None) -> Pack:
    """The built-in pack of `kind` for `game` (in `language` when several exist)."""
    candidates = [i for i in builtin_packs(game) if i.kind == kind]
    if language is not None and kind == "words":
        candidates = [i for i in candidates if i.language == language] or []
    if not candidates:
        lang = f" in {language!r}" if language else ""
        raise UsageError(f"no built-in {kind} pack for {game}{lang}")
    try:
        return load_pack(candidates[0].path)
    except ContentError as exc:  # a broken built-in pack is our bug, but say where
        raise UsageError(f"built-in pack is invalid: {exc}") from None
