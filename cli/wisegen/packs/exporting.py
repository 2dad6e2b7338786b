"""`pack export`: a word pack as the table `pack import` reads back, card for card.

The header is the kind's `columns`, then one row per card in the pack's order, so
import ∘ export keeps every word and the card order. The .xlsx is written with fixed
document dates and every cell typed as text (a word starting with "=" stays a word, not
a formula), so the same pack gives the same bytes.

CSV and TSV have no types, so a spreadsheet opening one runs any cell that starts like a
formula (`=HYPERLINK(...)`, `+SUM(...)`, `@SUM(...)`, `-2+3`). Such cells are written
with a leading `'` (the OWASP CSV-injection advice: the spreadsheet shows the text, not
a result), and `pack import` takes that one `'` off again, so the round trip keeps
every word. A word that itself starts with `'` before such a character gets a second
`'`, so nothing is ambiguous.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime

from wisegen.errors import UsageError
from wisegen.packs.model import Pack, PackKind

FORMATS = ("csv", "tsv", "xlsx")
FORMULA_LEADS = ("=", "+", "-", "@", "\t", "\r")
"""First characters that make a spreadsheet read a CSV cell as a formula."""
_FIXED_DATE = datetime(2000, 1, 1)


def rows(pack: Pack, kind: PackKind) -> list[list[str]]:
    """Header then one row of words per card."""
    if not kind.columns:
        raise UsageError(f"{pack.kind} packs cannot be exported; only word packs can")
    return [list(kind.columns)] + [kind.words_of_card(card) for card in pack.data["cards"]]


def export(pack: Pack, kind: PackKind, to: str) -> bytes:
    """The pack as CSV (UTF-8, no BOM), TSV or .xlsx bytes."""
    table = rows(pack, kind)
    if to in ("csv", "tsv"):
        buffer = io.StringIO(newline="")
        writer = csv.writer(buffer, delimiter="\t" if to == "tsv" else ",", lineterminator="\n")
        writer.writerows([[escape(cell) for cell in row] for row in table])
        return buffer.getvalue().encode("utf-8")
    if to == "xlsx":
        return _xlsx(table, pack.id)
    raise UsageError(f"unknown export format {to!r}; use one of: {', '.join(FORMATS)}")


def _xlsx(table: list[list[str]], title: str) -> bytes:
    """The workbook's bytes; openpyxl's scratch files failing (a full disk) is one line."""
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

    try:
        book = Workbook(write_only=True)
        book.properties.created = book.properties.modified = _FIXED_DATE
        sheet = book.create_sheet(title[:31])
        for row in table:
            cells = []
            for word in row:
                cell = WriteOnlyCell(sheet, value=word)
                cell.data_type = "s"
                cells.append(cell)
            sheet.append(cells)
        buffer = io.BytesIO()
        book.save(buffer)
    except OSError as exc:
        raise UsageError(f"cannot make the .xlsx: {exc.strerror or exc}") from None
    return buffer.getvalue()


def escape(cell: str) -> str:
    """`cell` as a CSV cell no spreadsheet runs: formula-leading text gets a leading `'`."""
    return "'" + cell if cell.lstrip("'").startswith(FORMULA_LEADS) else cell


def unescape(cell: str) -> str:
    """The word `escape` wrote as `cell` (one leading `'` off before a formula lead)."""
    return cell[1:] if cell.startswith("'") and cell.lstrip("'").startswith(FORMULA_LEADS) \
        else cell


def escaped_cells(pack: Pack, kind: PackKind) -> list[str]:
    """Where a CSV/TSV export puts a `'` before a word: `B3 (=HYPERLINK(...))` each."""
    found = []
    for number, row in enumerate(rows(pack, kind), 1):
        for column, cell in enumerate(row):
            if escape(cell) != cell:
                found.append(f"{_letters(column)}{number} ({cell[:40]!r})")
    return found


def _letters(column: int) -> str:
    name = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        name = chr(65 + rest) + name
    return name
