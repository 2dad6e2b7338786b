"""Import and export of word packs for any registered game, by its `PackKind` declaration.

`packs.importing` reads the file and builds the pack text; here the game's declaration
is looked up, the text is checked as `pack validate` would check it (card checks
included), every finding is moved back to the author's row and column, and the pack is
written only when it has no error.

No file an author made is lost on the way (`replaceable`): an existing output is
replaced only with `--force`, a read-only one never, and the file being read (the
pack being exported, the spreadsheet being imported) never, not even with `--force`.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from wisegen.atomic import refuse_read_only, write_atomic
from wisegen.errors import UsageError
from wisegen.games.content import check_text, load_pack, pack_kind
from wisegen.games.registry import get_game
from wisegen.packs import exporting, importing, word_checks
from wisegen.packs.io_results import ImportResult, WrittenResult
from wisegen.packs.model import PackKind


def words_kind(game: str) -> PackKind:
    kind = pack_kind(game, "words")
    if not kind.columns:
        raise UsageError(f"{get_game(game).id} has no word packs to import or export")
    return kind


def replaceable(target: Path, source: Path, force: bool) -> None:
    """Refuse (UsageError) to write `target` if that would lose a file someone made.

    `source` is the file the command reads: replacing it would destroy the input
    (`pack export words.yaml --out words.yaml`), so it is refused even with `--force`.
    Any other existing file (usually the author's own spreadsheet beside the pack) needs
    `--force`; a read-only one is never replaced (`atomic.write_atomic` refuses it).
    """
    try:
        os.stat(target)
    except OSError:
        return  # nothing there (or a dangling link, which write_atomic writes through)
    try:
        same = os.path.samefile(target, source)  # through links, hard or symbolic
    except OSError:
        same = False
    if same:
        raise UsageError(f"{target} is the file being read ({source}); it is never "
                         "replaced, even with --force: choose another --out")
    refuse_read_only(target)
    if not force:
        raise UsageError(f"{target} exists; use --force to replace it, or choose another "
                         "--out")


def import_pack(source: Path, game: str, language: str, out: Path | None = None,
                sheet: str | None = None, name: str | None = None,
                spelling: bool = True, force: bool = False) -> ImportResult:
    """Read `source`, build and check the pack, write it to `out` when it has no error."""
    started = time.perf_counter()
    if out is not None:
        replaceable(out, source, force)
    game_id = get_game(game).id
    kind = words_kind(game_id)
    imported = importing.read(source, kind, language, sheet)
    text = importing.pack_text(imported, game_id, kind, language, kind.full_deck, name,
                               str(out) if out else None)
    report = check_text(text, str(out or "<import>"), spelling=spelling)
    if report.pack is not None:  # the designer's warnings `pack validate` gives
        report.problems.extend(word_checks.check(report.pack, kind))
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


def export_pack(path: Path, to: str, out: Path | None, force: bool = False
                ) -> WrittenResult:
    """Write a word pack as CSV, TSV or .xlsx (default: beside it, same name).

    CSV and TSV cells that a spreadsheet would run as formulas get a leading `'`; the
    result lists them, so the author knows why the file shows one.
    """
    if to not in exporting.FORMATS:
        raise UsageError(f"unknown export format {to!r}; use one of: "
                         f"{', '.join(exporting.FORMATS)}")
    pack = load_pack(path)
    kind = words_kind(pack.game)
    target = out or path.with_suffix(f".{to}")
    replaceable(target, path, force)
    data = exporting.export(pack, kind, to)
    write_atomic(target, data)
    details: dict[str, object] = {"cards": len(pack.data["cards"]), "format": to}
    notes: tuple[str, ...] = ()
    if to != "xlsx":
        cells = exporting.escaped_cells(pack, kind)
        details["escaped"] = cells
        if cells:
            notes = (f"{len(cells)} cell(s) starting with =, +, -, @, a tab or a carriage "
                     "return were written with a leading ' so a spreadsheet shows the word "
                     "instead of running it as a formula; `pack import` reads them back "
                     "without it",)
    return WrittenResult("export", str(target), len(data), details, notes=notes)
