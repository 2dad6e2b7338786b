"""`pack export`: a word pack as the table `pack import` reads back, card for card.

The header is the kind's `columns`, then one row per card in the pack's order, so
import ∘ export keeps every word and the card order. The .xlsx is written with fixed
dates and every cell typed as text (a word starting with "=" stays a word, not
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
import re
import zipfile
from datetime import datetime
from xml.sax.saxutils import escape as xml_escape
from xml.sax.saxutils import quoteattr

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


_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG = "http://schemas.openxmlformats.org/package/2006/relationships"
_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
_PARTS = {
    "[Content_Types].xml": (
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
        'officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/'
        'sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.worksheet+xml"/></Types>'),
    "_rels/.rels": (
        f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" Type="{_REL}/officeDocument"'
        ' Target="xl/workbook.xml"/></Relationships>'),
    "xl/_rels/workbook.xml.rels": (
        f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" Type="{_REL}/worksheet" '
        'Target="worksheets/sheet1.xml"/></Relationships>'),
}
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xlsx(table: list[list[str]], title: str) -> bytes:
    """The workbook's bytes, made in memory by hand: one sheet of inline-string cells.

    openpyxl streams every sheet through a scratch file in the temporary folder, which on
    a full disk failed with a traceback (and more printed at exit), and it stamps the
    zip with the current time. These few parts are all a spreadsheet needs; every cell
    is typed as text (`t="inlineStr"`), so "=1+1" stays a word, and the zip's dates are
    fixed, so the same pack gives the same bytes. Only the finished bytes reach the disk.
    """
    sheet = []
    for number, row in enumerate(table, 1):
        cells = "".join(f'<c r="{_letters(column)}{number}" t="inlineStr"><is><t xml:space='
                        f'"preserve">{_text(word)}</t></is></c>'
                        for column, word in enumerate(row))
        sheet.append(f'<row r="{number}">{cells}</row>')
    parts = dict(_PARTS)
    parts["xl/workbook.xml"] = (f'<workbook xmlns="{_MAIN}" xmlns:r="{_REL}"><sheets><sheet '
                                f'name={quoteattr(title[:31] or "Words")} sheetId="1" '
                                'r:id="rId1"/></sheets></workbook>')
    parts["xl/worksheets/sheet1.xml"] = (f'<worksheet xmlns="{_MAIN}"><sheetData>'
                                         f'{"".join(sheet)}</sheetData></worksheet>')
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as book:
        for name, xml in parts.items():
            info = zipfile.ZipInfo(name, date_time=_FIXED_DATE.timetuple()[:6])
            info.compress_type = zipfile.ZIP_DEFLATED
            book.writestr(info, (_XML + xml).encode("utf-8"))
    return buffer.getvalue()


def _text(word: str) -> str:
    found = _ILLEGAL.search(word)
    if found:
        raise UsageError(f"the word {word!r} holds the control character "
                         f"U+{ord(found.group()):04X}, which an .xlsx cannot hold")
    return xml_escape(word)


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
