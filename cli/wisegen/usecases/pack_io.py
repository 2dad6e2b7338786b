"""Import and export of word packs for any registered game, by its `PackKind` declaration.

`packs.importing` reads the file and builds the pack text; here the game's declaration
is looked up, the text is checked as `pack validate` would check it (card checks
included), every finding is moved back to the author's row and column, and the pack is
written only when it has no error.
"""

from __future__ import annotations

import time
from pathlib import Path

from wisegen.atomic import write_atomic
from wisegen.errors import UsageError
from wisegen.games.content import check_text, load_pack, pack_kind
from wisegen.games.registry import get_game
from wisegen.packs import exporting, importing
from wisegen.packs.io_results import ImportResult, WrittenResult
from wisegen.packs.model import PackKind


def words_kind(game: str) -> PackKind:
    kind = pack_kind(game, "words")
    if not kind.columns:
        raise UsageError(f"{get_game(game).id} has no word packs to import or export")
    return kind


def import_pack(source: Path, game: str, language: str, out: Path | None = None,
                sheet: str | None = None, name: str | None = None,
                spelling: bool = True) -> ImportResult:
    """Read `source`, build and check the pack, write it to `out` when it has no error."""
    started = time.perf_counter()
    game_id = get_game(game).id
    kind = words_kind(game_id)
    imported = importing.read(source, kind, language, sheet)
    text = importing.pack_text(imported, game_id, kind, language, kind.full_deck, name,
                               str(out) if out else None)
    report = check_text(text, str(out or "<import>"), spelling=spelling)
    problems = imported.problems + [importing.at_source(p, imported, kind)
                                    for p in report.problems]
    problems.sort(key=lambda p: (p.severity != "error", p.line or 0, p.column or 0))
    valid = not any(p.severity == "error" for p in problems)
    if valid and out is not None:
        write_atomic(out, text.encode("utf-8"))
    words = len(imported.cards) * len(kind.columns)
    partial = kind.full_deck is not None and len(imported.cards) < kind.full_deck
    return ImportResult(str(source), str(out) if out else None, game_id, len(imported.cards),
                        words, partial, imported.dealt, tuple(problems),
                        time.perf_counter() - started, text if valid and out is None else None)


def export_pack(path: Path, to: str, out: Path | None) -> WrittenResult:
    """Write a word pack as CSV, TSV or .xlsx (default: beside it, same name)."""
    if to not in exporting.FORMATS:
        raise UsageError(f"unknown export format {to!r}; use one of: "
                         f"{', '.join(exporting.FORMATS)}")
    pack = load_pack(path)
    kind = words_kind(pack.game)
    data = exporting.export(pack, kind, to)
    target = out or path.with_suffix(f".{to}")
    write_atomic(target, data)
    return WrittenResult("export", str(target), len(data),
                         {"cards": len(pack.data["cards"]), "format": to})
