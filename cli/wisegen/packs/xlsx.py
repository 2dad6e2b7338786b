"""A bounded .xlsx reader for `pack import`: rows of cell text, never more than the caps.

openpyxl trusts a workbook: it pads rows out to the sheet's stored dimension (a 4.7 KB
file claiming `A1:XFD1048576` ran 25 minutes), holds any cell and every shared string in
memory (one 600 MB cell took 1.3 GB) and lets an XML parse error escape as a traceback.
Here the zip and its XML are read within byte caps (`packs.xlsx_zip`: a regular file,
sizes checked before parsing, expat in chunks, no DTD) and the cells are collected by
the handlers below. The stored dimension is never read: the rows present in the XML are
the only rows scanned, blank ones counting against `MAX_ROWS_SCANNED`, cells against
`MAX_CELLS_SCANNED`, shared strings against `MAX_SHARED_STRINGS`, and a cell's text is
kept only up to `MAX_CELL_CHARS`. Every refusal is one `ContentError` line
naming the file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from zipfile import ZipFile

from wisegen.core.digits import whole_number
from wisegen.errors import UsageError
from wisegen.packs.xlsx_zip import fail, open_book, parse, workbook

MAX_ROWS_SCANNED = 10_000
"""Rows read from a sheet, blank ones included (1,000 cards, a header, room for gaps)."""
MAX_CELLS_SCANNED = 100_000
"""Cells read from a sheet, empty ones included (1,000 cards of 5 words are 5,000)."""
MAX_SHARED_STRINGS = 100_000
"""Entries of the workbook's shared string table (all sheets share it)."""
MAX_CELL_CHARS = 1_000
"""Characters of one cell's text; a word is at most 64, a joined Just One cell ~350."""
MAX_COLUMN = 256
"""The last column (IV) a non-empty cell may sit in."""


class Formula(str):
    """A spreadsheet cell holding a formula, not a word."""


class _TooLong(str):
    """A shared string past `MAX_CELL_CHARS`: an error only if a cell of the sheet uses it."""


def rows(path: Path, sheet: str | None) -> Iterator[tuple[int, list[str]]]:
    """(row number, cell texts) of the first or the named sheet, within every cap."""
    with open_book(path) as book:
        names, targets, shared_name = workbook(path, book)
        if not names:
            raise fail(path, "the workbook has no sheets")
        if sheet is not None and sheet not in names:
            raise UsageError(f"{path.name} has no sheet {sheet!r}; its sheets: "
                             f"{', '.join(names)}")
        chosen = targets[sheet if sheet is not None else names[0]]
        shared = _shared_strings(path, book, shared_name) if shared_name else []
        yield from _sheet_rows(path, book, chosen, shared)


class _Text:
    """Character data collected up to `MAX_CELL_CHARS` (the rest is counted, not kept)."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0

    def add(self, data: str) -> None:
        if self.size <= MAX_CELL_CHARS:
            self.parts.append(data[:MAX_CELL_CHARS + 1 - self.size])
        self.size += len(data)

    def value(self) -> str:
        text = "".join(self.parts)
        return _TooLong(text[:40]) if self.size > MAX_CELL_CHARS else text


class _SharedStrings:
    """expat handlers collecting the shared string table (phonetic runs left out)."""

    def __init__(self, path: Path):
        self.path = path
        self.strings: list[str] = []
        self.current: _Text | None = None
        self.into: _Text | None = None
        self.phonetic = 0

    def start(self, tag: str, _: dict[str, str]) -> None:
        if tag == "si":
            if len(self.strings) >= MAX_SHARED_STRINGS:
                raise fail(self.path, f"more than {MAX_SHARED_STRINGS:,} shared strings; "
                            "copy the cards into a new workbook")
            self.current = _Text()
        elif tag == "rPh":
            self.phonetic += 1
        elif tag == "t" and self.current is not None and not self.phonetic:
            self.into = self.current

    def end(self, tag: str) -> None:
        if tag == "si" and self.current is not None:
            self.strings.append(self.current.value())
            self.current = None
        elif tag == "rPh":
            self.phonetic -= 1
        elif tag == "t":
            self.into = None

    def text(self, data: str) -> None:
        if self.into is not None:
            self.into.add(data)


def _shared_strings(path: Path, book: ZipFile, name: str) -> list[str]:
    table = _SharedStrings(path)
    for _ in parse(path, book, name, (table.start, table.end, table.text), []):
        pass
    return table.strings


def column_index(reference: str) -> int | None:
    """0-based column of a cell reference (`B3` -> 1), None if it is not one."""
    letters = reference[:len(reference) - len(reference.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))]
    if not letters or len(letters) > 3:
        return None
    index = 0
    for letter in letters:
        index = index * 26 + ord(letter) - 64
    return index - 1


def _number(raw: str) -> str:
    """A numeric cell as the word a person typed (1984, not 1984.0)."""
    try:
        value = float(raw)
    except ValueError:
        return raw.strip()
    if value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return raw.strip()


class _Sheet:
    """expat handlers turning a worksheet's `<row>`s into (number, cell texts)."""

    def __init__(self, path: Path, shared: list[str]):
        self.path, self.shared = path, shared
        self.ready: list[tuple[int, list[str]]] = []
        self.scanned = self.cells = self.number = 0
        self.in_data = False
        self.row: dict[int, str] | None = None
        self.column = -1
        self.kind = "n"
        self.value, self.inline = _Text(), _Text()
        self.formula: _Text | None = None
        self.into: _Text | None = None
        self.phonetic = 0

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        if tag == "sheetData":
            self.in_data = True
        elif not self.in_data:
            return
        elif tag == "row":
            self._row(attrs)
        elif tag == "c" and self.row is not None:
            self.cells += 1
            if self.cells > MAX_CELLS_SCANNED:
                raise fail(self.path, f"more than {MAX_CELLS_SCANNED:,} cells, empty ones "
                            "included; copy the cards into a new sheet", self.number)
            reference = attrs.get("r")
            found = column_index(reference) if reference else self.column + 1
            if found is None:
                raise fail(self.path, f"cell reference {reference!r} is not one",
                            self.number)
            self.column, self.kind = found, attrs.get("t", "n")
            self.value, self.inline, self.formula = _Text(), _Text(), None
        elif tag == "v":
            self.into = self.value
        elif tag == "f":
            self.formula = self.into = _Text()
        elif tag == "rPh":
            self.phonetic += 1
        elif tag == "t" and not self.phonetic:
            self.into = self.inline

    def _row(self, attrs: dict[str, str]) -> None:
        self.scanned += 1
        if self.scanned > MAX_ROWS_SCANNED:
            raise fail(self.path, f"more than {MAX_ROWS_SCANNED:,} rows, blank ones "
                        "included; a pack holds at most 1,000 cards (delete the empty "
                        "rows below them)", self.number + 1)
        given = attrs.get("r", "")
        self.number = whole_number(given, max_digits=9) or self.number + 1
        self.row, self.column = {}, -1

    def end(self, tag: str) -> None:
        if tag in ("v", "f", "t"):
            self.into = None
        elif tag == "rPh":
            self.phonetic -= 1
        elif tag == "c" and self.row is not None:
            text = self._cell()
            if text:
                if self.column >= MAX_COLUMN:
                    raise fail(self.path, f"a cell beyond column {MAX_COLUMN} (IV); the "
                                "cards belong in the first columns", self.number,
                                self.column + 1)
                self.row[self.column] = text
        elif tag == "row" and self.row is not None:
            width = max(self.row, default=-1) + 1
            self.ready.append((self.number, [self.row.get(i, "") for i in range(width)]))
            self.row = None
        elif tag == "sheetData":
            self.in_data = False

    def text(self, data: str) -> None:
        if self.into is not None:
            self.into.add(data)

    def _cell(self) -> str:
        if self.formula is not None:
            return Formula("=" + (self.formula.value() or "(a shared formula)"))
        if self.kind == "inlineStr":
            text = self.inline.value()
        elif self.kind == "s":
            raw = self.value.value().strip()
            index = whole_number(raw, max_digits=9)
            if index is None or index >= len(self.shared):
                raise fail(self.path, f"the cell names shared string {raw[:20]!r}, which "
                            "the workbook lacks", self.number, self.column + 1)
            text = self.shared[index]
        elif self.kind == "b":
            text = "TRUE" if self.value.value().strip() == "1" else "FALSE"
        elif self.kind == "n":
            text = _number(self.value.value())
        else:
            text = self.value.value()
        if isinstance(text, _TooLong):
            raise fail(self.path, f"a cell of more than {MAX_CELL_CHARS:,} characters "
                        f"({text}...); a card holds words", self.number, self.column + 1)
        return text


def _sheet_rows(path: Path, book: ZipFile, name: str, shared: list[str]
                ) -> Iterator[tuple[int, list[str]]]:
    sheet = _Sheet(path, shared)
    yield from parse(path, book, name, (sheet.start, sheet.end, sheet.text), sheet.ready)
