"""`pack export`: a word pack as the table `pack import` reads back, card for card.

The header is the kind's `columns`, then one row per card in the pack's order, so
import ∘ export keeps every word and the card order. The .xlsx is written with fixed
document dates and every cell typed as text (a word starting with "=" stays a word, not
a formula), so the same pack gives the same bytes.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime

from wisegen.errors import UsageError
from wisegen.packs.model import Pack, PackKind

FORMATS = ("csv", "tsv", "xlsx")
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
        writer.writerows(table)
        return buffer.getvalue().encode("utf-8")
    if to == "xlsx":
        return _xlsx(table, pack.id)
    raise UsageError(f"unknown export format {to!r}; use one of: {', '.join(FORMATS)}")


def _xlsx(table: list[list[str]], title: str) -> bytes:
    from openpyxl import Workbook
    from openpyxl.cell import WriteOnlyCell

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
    return buffer.getvalue()
