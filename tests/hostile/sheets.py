"""Hostile workbooks for `pack import`, built byte by byte (no spreadsheet library).

Each builder writes the smallest .xlsx that shows one attack of issue #25: a stored
dimension claiming the whole grid, millions of blank rows, one giant cell, millions of
unused shared strings, a DTD (billion laughs, an external entity), malformed XML. The
files are made at test time because some are large once decompressed, never on disk.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
_RNS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
    'package/2006/content-types"><Default Extension="rels" ContentType="application/'
    'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" '
    'ContentType="application/xml"/></Types>')
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
    'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="'
    f'{_RNS}/officeDocument" Target="xl/workbook.xml"/></Relationships>')
_BOOK = (f'<?xml version="1.0" encoding="UTF-8"?><workbook {_NS} xmlns:r="{_RNS}"><sheets>'
         '<sheet name="Words" sheetId="1" r:id="rId1"/></sheets></workbook>')
_BOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
    'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="'
    f'{_RNS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="'
    f'{_RNS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>')

HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>front</t></is></c>' \
         '<c r="B1" t="inlineStr"><is><t>back</t></is></c></row>'
CARD = '<row r="2"><c r="A2" t="inlineStr"><is><t>olive</t></is></c>' \
       '<c r="B2" t="inlineStr"><is><t>king</t></is></c></row>'


def workbook(path: Path, sheet_data: str | bytes, shared: bytes = b"",
             dimension: str = "A1:B2", prolog: str = "") -> Path:
    """A 13 Words workbook whose only sheet holds `sheet_data` (the `<row>`s)."""
    head = f'<?xml version="1.0" encoding="UTF-8"?>{prolog}<worksheet {_NS}>' \
           f'<dimension ref="{dimension}"/><sheetData>'
    sheet = _join(head, sheet_data, "</sheetData></worksheet>")
    strings = _join(f'<?xml version="1.0" encoding="UTF-8"?><sst {_NS}>', shared, "</sst>")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as book:
        _parts(book, strings)
        book.writestr("xl/worksheets/sheet1.xml", sheet)
    return path


def _parts(book: zipfile.ZipFile, strings: bytes) -> None:
    book.writestr("[Content_Types].xml", _CONTENT_TYPES)
    book.writestr("_rels/.rels", _ROOT_RELS)
    book.writestr("xl/workbook.xml", _BOOK)
    book.writestr("xl/_rels/workbook.xml.rels", _BOOK_RELS)
    book.writestr("xl/sharedStrings.xml", strings)


def _join(head: str, body: str | bytes, tail: str) -> bytes:
    return head.encode() + (body.encode() if isinstance(body, str) else body) + tail.encode()


def whole_grid(path: Path) -> Path:
    """4.7 KB-class: two real rows, a dimension claiming all 17 billion cells."""
    return workbook(path, HEADER + CARD, dimension="A1:XFD1048576")


def blank_rows(path: Path, count: int) -> Path:
    """A header, a card, then `count` rows with nothing in them."""
    return workbook(path, HEADER.encode() + CARD.encode() + b"<row/>" * count)


def giant_cell(path: Path, chars: int) -> Path:
    """A card whose back word is `chars` characters long (inline), written as a stream so
    a 100 MB cell never sits in the test's memory."""
    head = f'<?xml version="1.0" encoding="UTF-8"?><worksheet {_NS}><sheetData>'.encode() + \
        HEADER.encode() + b'<row r="2"><c r="A2" t="inlineStr"><is><t>olive</t></is></c>' \
        b'<c r="B2" t="inlineStr"><is><t>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as book:
        _parts(book, _join(f'<?xml version="1.0" encoding="UTF-8"?><sst {_NS}>', b"", "</sst>"))
        with book.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as sheet:
            sheet.write(head)
            chunk = b"x" * (1 << 20)
            for start in range(0, chars, len(chunk)):
                sheet.write(chunk[:chars - start])
            sheet.write(b"</t></is></c></row></sheetData></worksheet>")
    return path


def unused_shared_strings(path: Path, count: int) -> Path:
    """A valid sheet beside a shared string table of `count` entries no cell uses."""
    return workbook(path, HEADER + CARD, shared=b"<si><t>x</t></si>" * count)


BILLION_LAUGHS = ('<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;'
                  '&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>')
EXTERNAL_ENTITY = '<!DOCTYPE worksheet [<!ENTITY e SYSTEM "file:///etc/passwd">]>'


def with_dtd(path: Path, prolog: str) -> Path:
    """A sheet whose XML starts with `prolog` (a DOCTYPE) and uses an entity."""
    entity = "&c;" if "ENTITY c" in prolog else "&e;"
    row = f'<row r="2"><c r="A2" t="inlineStr"><is><t>{entity}</t></is></c></row>'
    return workbook(path, HEADER + row, prolog=prolog)


def malformed(path: Path) -> Path:
    """A sheet whose XML is cut off in the middle of a cell."""
    return workbook(path, HEADER + '<row r="2"><c r="A2" t="inlineStr"><is><t>oli')
