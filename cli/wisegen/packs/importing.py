"""`pack import`: cards from the spreadsheets and word lists authors keep, as a pack.

A table (CSV, TSV, the first or a named sheet of an .xlsx) has a header row naming a
card's fields as the game's `PackKind.columns` declares them (or its `joined_column`,
one cell of comma-separated words); every later row is one card. A plain word list
(.txt) has one word a line, and the words are dealt onto cards by difficulty (`deal`).

Every card keeps where it came from (`Imported.origins`: file, row and column of each
word), so any problem found later in the generated pack is reported at the author's
cell (`words.csv:17:3`), not at a line of YAML they never wrote. Files are read as a
stream and refused past `MAX_CARDS` cards (the schema's limit) or `MAX_ROWS_SCANNED`
rows, blank ones included, so a 100,000-row sheet costs a fraction of a second to
reject. A CSV or word list is read as `pack validate` reads a pack (`read_capped`: a
regular file no larger than `MAX_BYTES`; a device or a FIFO is refused unread); an .xlsx
through the bounded reader `packs.xlsx`. A CSV cell that `pack export` escaped with a
leading `'` (a word starting like a formula) is read back without it.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from wisegen.core.limits import TooLarge, read_capped
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.lang import frequency
from wisegen.packs import xlsx
from wisegen.packs.exporting import unescape
from wisegen.packs.model import PackKind
from wisegen.packs.xlsx import MAX_ROWS_SCANNED, Formula

MAX_CARDS = 1000
"""Cards a pack may hold (the words schemas' `maxItems`); longer files are refused."""
MAX_BYTES = 8 * 1024 * 1024
"""A CSV or word list larger than this is refused before it is decoded."""
TABLE_SUFFIXES = (".csv", ".tsv", ".xlsx")
LIST_SUFFIXES = (".txt", ".lst")
_MAX_SHOWN = 50


@dataclass
class Imported:
    """Cards read from a file, each word's origin, and what was found on the way."""

    file: str
    cards: list[Any] = field(default_factory=list)
    origins: list[list[tuple[int, int]]] = field(default_factory=list)
    """Per card, per word (in `columns` order): its (row or line, column) in the file."""
    problems: list[Problem] = field(default_factory=list)
    dealt: bool = False

    def problem(self, row: int | None, column: int | None, message: str, code: str,
                severity: str = "error") -> None:
        self.problems.append(Problem(self.file, row, column, "", message, code, severity))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]


def read(path: Path, kind: PackKind, language: str, sheet: str | None = None) -> Imported:
    """The cards of `path` for a word pack of `kind`; ContentError if any row is wrong."""
    if not kind.columns:
        raise UsageError(f"{kind.kind} packs cannot be imported; only word packs can")
    suffix = path.suffix.lower()
    if sheet is not None and suffix != ".xlsx":
        raise UsageError("--sheet is for .xlsx files")
    if suffix in LIST_SUFFIXES:
        imported = deal(path, kind, language)
    elif suffix in TABLE_SUFFIXES:
        rows = xlsx.rows(path, sheet) if suffix == ".xlsx" else _text_rows(path, suffix)
        imported = _table(str(path), rows, kind)
    else:
        raise UsageError(f"cannot import {path.name}: use a .csv, .tsv, .xlsx or a .txt "
                         "word list (one word a line)")
    if imported.errors:
        raise ContentError(imported.errors[:_MAX_SHOWN])
    return imported


# Reading: rows of strings with their 1-based row numbers, streamed.

def _decoded(path: Path) -> str:
    """The file's text; devices, FIFOs and files past MAX_BYTES refused unread."""
    try:
        data = read_capped(path, MAX_BYTES)
    except TooLarge as exc:
        size = f"{exc.size:,} bytes" if exc.size else f"over {MAX_BYTES:,} bytes"
        raise ContentError([Problem(str(path), None, None, "", f"the file is {size}; "
                                    f"imports are limited to {MAX_BYTES:,}", "too-large")]
                           ) from None
    data = data.removeprefix(codecs.BOM_UTF8)  # Excel's "CSV UTF-8" has one
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        column = exc.start - data.rfind(b"\n", 0, exc.start)
        raise ContentError([Problem(
            str(path), line, column, "", f"byte 0x{data[exc.start]:02X} is not UTF-8; save "
            "the file as UTF-8 (Excel: \"CSV UTF-8\"; LibreOffice: character set Unicode "
            "(UTF-8))", "not-utf8")]) from None


def _text_rows(path: Path, suffix: str) -> Iterator[tuple[int, list[str]]]:
    text = _decoded(path)
    first = text.split("\n", 1)[0]
    delimiter = "\t" if suffix == ".tsv" or ("\t" in first and "," not in first) else \
        ";" if ";" in first and "," not in first else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        for row in reader:
            yield reader.line_num, [unescape(cell) for cell in row]
    except csv.Error as exc:
        raise ContentError([Problem(str(path), reader.line_num, None, "",
                                    f"not a readable CSV row: {exc}", "csv")]) from None


# Tables: a header naming the columns, then a card a row.

def _header(file: str, number: int, row: list[str], kind: PackKind, out: Imported
            ) -> list[int] | None:
    """Source column (0-based) of each of `kind.columns`, or -1 each for a joined column."""
    names = [cell.strip().lower() for cell in row]
    if kind.joined_column and [n for n in names if n] == [kind.joined_column]:
        return [names.index(kind.joined_column)] * len(kind.columns)
    expected = ",".join(kind.columns) + (f" (or {kind.joined_column})"
                                         if kind.joined_column else "")
    found = {}
    for index, name in enumerate(names):
        if not name:
            continue
        if name not in kind.columns:
            out.problem(number, index + 1, f"unknown column {row[index].strip()!r}; the "
                        f"header must name {expected}", "header")
        elif name in found:
            out.problem(number, index + 1, f"column {name!r} appears twice", "header")
        else:
            found[name] = index
    missing = [c for c in kind.columns if c not in found]
    if missing:
        out.problem(number, None, f"the header lacks {', '.join(missing)}; it must name "
                    f"{expected}", "header")
    return None if out.errors else [found[c] for c in kind.columns]


def _table(file: str, rows: Iterator[tuple[int, list[str]]], kind: PackKind) -> Imported:
    out = Imported(file)
    positions: list[int] | None = None
    for scanned, (number, row) in enumerate(rows, 1):
        if scanned > MAX_ROWS_SCANNED:
            out.problem(number, None, f"more than {MAX_ROWS_SCANNED:,} rows, blank ones "
                        "included; a pack holds at most 1,000 cards (delete the empty "
                        "rows)", "too-many-rows")
            return out
        if not any(cell.strip() for cell in row):
            continue  # empty rows (a spacer, the sheet's tail) are no cards
        if positions is None:
            positions = _header(file, number, row, kind, out)
            if positions is None:
                return out
            continue
        if len(out.cards) >= MAX_CARDS:
            out.problem(number, None, f"more than {MAX_CARDS:,} cards; a pack holds at most "
                        f"{MAX_CARDS:,} (split the file)", "too-many-cards")
            return out
        _card_row(number, row, positions, kind, out)
        if len(out.errors) >= _MAX_SHOWN:
            return out
    if positions is None:
        out.problem(None, None, "the file is empty; it needs a header row and cards", "empty")
    elif not out.cards and not out.errors:
        out.problem(None, None, "the file has a header but no cards", "empty")
    return out


def _card_row(number: int, row: list[str], positions: list[int], kind: PackKind,
              out: Imported) -> None:
    if len(set(positions)) == 1:  # one joined cell: "turkey, goblin, sweater, ..."
        column = positions[0]
        cell = row[column] if column < len(row) else ""
        if isinstance(cell, Formula):
            out.problem(number, column + 1, _formula_message(cell), "formula")
            return
        words = [w.strip() for w in re.split(r"[,;]", cell)]
        if len(words) != len(kind.columns) or not all(words):
            out.problem(number, column + 1, f"{len(kind.columns)} comma-separated words "
                        f"expected, found {len([w for w in words if w])}", "card-size")
            return
        out.cards.append(kind.card_from_words(words))
        out.origins.append([(number, column + 1)] * len(words))
        return
    words, ok = [], True
    for name, column in zip(kind.columns, positions, strict=True):
        cell = row[column] if column < len(row) else ""
        if isinstance(cell, Formula):
            out.problem(number, column + 1, _formula_message(cell), "formula")
            ok = False
        elif not cell.strip():
            out.problem(number, column + 1, f"the {name} word is empty", "empty-cell")
            ok = False
        elif "\n" in cell.strip():
            out.problem(number, column + 1, f"the {name} word spans lines", "multi-line")
            ok = False
        words.append(cell.strip())
    if ok:
        out.cards.append(kind.card_from_words(words))
        out.origins.append([(number, column + 1) for column in positions])


def _formula_message(cell: str) -> str:
    return (f"a formula ({cell}), not a word; paste the word itself as a value (a workbook's "
            "computed values are not trusted: a file written by a program has none)")


# Word lists: a word a line, dealt onto cards by difficulty.

def deal(path: Path, kind: PackKind, language: str) -> Imported:
    """Deal a word list onto cards, balanced by difficulty (Zipf frequency).

    The words are sorted from most to least frequent and cut into one band per word of
    a card; card i takes one word from each band (odd bands dealt in reverse, so no card
    gets all the easy ends), and so every card spans the whole range. A game with a
    children's tier gets the easiest band there; otherwise positions rotate from card to
    card, so "number 1" is not always the easy word.
    """
    out = Imported(str(path), dealt=True)
    words: list[tuple[str, int]] = []
    for number, line in enumerate(_decoded(path).splitlines(), 1):
        word = line.strip()
        if not word or word.startswith("#"):
            continue
        if len(words) >= MAX_CARDS * len(kind.columns):
            out.problem(number, 1, f"more than {MAX_CARDS * len(kind.columns):,} words; a "
                        f"pack holds at most {MAX_CARDS:,} cards", "too-many-cards")
            return out
        words.append((word, number))
    per = len(kind.columns)
    count = len(words) // per
    if count == 0:
        out.problem(None, None, f"{len(words)} word(s); a card needs {per}", "empty")
        return out
    if len(words) % per:
        rest = words[count * per:]
        out.problem(rest[0][1], 1, f"{len(rest)} word(s) left over (a card takes {per}): "
                    f"{', '.join(w for w, _ in rest)}", "left-over", "warning")
        words = words[:count * per]
    ranked = sorted(words, key=lambda w: -(frequency.zipf(w[0], language) or 0.0))
    bands = [ranked[k * count:(k + 1) * count] for k in range(per)]
    bands = [band[::-1] if k % 2 else band for k, band in enumerate(bands)]
    order = list(kind.columns)
    if kind.children_tier in order:
        order.remove(kind.children_tier)
        order.insert(0, kind.children_tier)
    for i in range(count):
        placed: dict[str, tuple[str, int]] = {}
        for k, band in enumerate(bands):
            slot = order[k] if kind.children_tier else order[(k + i) % per]
            placed[slot] = band[i]
        row = [placed[c] for c in kind.columns]
        out.cards.append(kind.card_from_words([w for w, _ in row]))
        out.origins.append([(line, 1) for _, line in row])
    return out


# The pack text, and the way back from its problems to the author's cells.

_HEADER = """\
# A {game} {kind} pack imported from {source} by `wisegen pack import`.
# Each card's comment names its row in {source}. {check}
game: {game}
kind: {kind}
id: {id}                   # lowercase letters, digits and dashes
name: {name}
language: {lang}
version: 0.1.0
license: CC-BY-4.0         # the licence you publish your words under
authors: [Your Name]
"""


def pack_id(path: Path) -> str:
    """A valid pack id from a file name (`My Words.csv` -> `my-words`)."""
    slug = re.sub(r"[^a-z0-9]+", "-", path.stem.lower()).strip("-")
    return slug or "imported"


def pack_text(imported: Imported, game: str, kind: PackKind, language: str,
              full_deck: int | None, pack_name: str | None = None,
              out: str | None = None) -> str:
    """The pack as commented YAML, one card a line (flow style, as the built-ins).

    `out` is the file it will be written to, named in the comment that says how to check
    it; a pack on standard output (no `out`) says so in words, never with a placeholder.
    """
    source = Path(imported.file).name
    check = (f"Check it with:\n#   wisegen pack validate {out}" if out else
             "Save it as a .yaml file and check it\n# with `wisegen pack validate`.")
    text = _HEADER.format(game=game, kind=kind.kind, source=source, check=check,
                          id=pack_id(Path(imported.file)), lang=language,
                          name=_flow(pack_name or Path(imported.file).stem))
    if full_deck is not None and len(imported.cards) < full_deck:
        text += f"partial: true              # {len(imported.cards)} of {full_deck} cards\n"
    lines = ["cards:"]
    for card, origin in zip(imported.cards, imported.origins, strict=True):
        rows = sorted({row for row, _ in origin})
        where = ", ".join(str(r) for r in rows)
        lines.append(f"  - {_flow(card)}  # {'line' if imported.dealt else 'row'} {where}")
    return text + "\n".join(lines) + "\n"


def _flow(value: Any) -> str:
    return yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, sort_keys=False,
                          width=10_000).strip().removesuffix("...").strip()


_CARD_PATH = re.compile(r"^cards\[(\d+)\](?:\[(\d+)\]|\.(\w+))?")


def at_source(problem: Problem, imported: Imported, kind: PackKind) -> Problem:
    """A finding about the generated pack, placed at the author's row and column."""
    found = _CARD_PATH.match(problem.path)
    if not found:
        return Problem(imported.file, None, None, problem.path, problem.message, problem.code,
                       problem.severity)
    row, column = _origin(found, imported, kind)
    # A message may cite another word by its place in the generated YAML: cite the source.
    message = _CITED.sub(lambda m: f"({m.group(1)}, {_cited(m.group(1), imported, kind)})",
                         problem.message)
    return Problem(imported.file, row, column, problem.path, message, problem.code,
                   problem.severity)


_CITED = re.compile(r"\((cards\[\d+\](?:\[\d+\]|\.\w+)?), line \d+\)")


def _origin(found: re.Match[str], imported: Imported, kind: PackKind
            ) -> tuple[int, int | None]:
    origin = imported.origins[int(found.group(1))]
    if found.group(2) is not None:
        return origin[int(found.group(2))]
    if found.group(3) in kind.columns:
        return origin[kind.columns.index(found.group(3))]
    return origin[0][0], None


def _cited(path: str, imported: Imported, kind: PackKind) -> str:
    row, column = _origin(_CARD_PATH.match(path), imported, kind)  # type: ignore[arg-type]
    where = "line" if imported.dealt else "row"
    return f"{where} {row}" + (f", column {column}" if column and not imported.dealt else "")
