"""The zip and XML layer of the bounded .xlsx reader (`packs.xlsx`): nothing unbounded.

The workbook is read as `pack validate` reads a file (`read_capped`: a regular file,
capped; no devices, no FIFOs); every member's uncompressed size and their total are
checked before anything is parsed; each member is decompressed through a counting
stream (a zip may lie about sizes); the XML is parsed by expat in chunks with a DTD
refused outright (no entities, so no billion laughs and no external fetches) and an
XML error is one line naming the file and the part.
"""

from __future__ import annotations

import io
import posixpath
import zipfile
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from xml.parsers import expat

from wisegen.core.limits import TooLarge, read_capped
from wisegen.errors import ContentError, Problem

MAX_XLSX_BYTES = 8 * 1024 * 1024
"""The workbook file as stored (a 1,000-card deck is about 40 KB)."""
MAX_MEMBER_BYTES = 16 * 1024 * 1024
"""One zip member once decompressed (a 1,000-card sheet's XML is about 200 KB)."""
MAX_TOTAL_BYTES = 64 * 1024 * 1024
"""All zip members together once decompressed: a zip bomb stops here, unopened."""

_CHUNK = 64 * 1024
_SEP = "}"


def fail(path: Path, message: str, row: int | None = None, column: int | None = None
         ) -> ContentError:
    """The one-line refusal of `path` (with the row and column when a cell is at fault)."""
    return ContentError([Problem(str(path), row, column, "", message, "xlsx")])


def open_book(path: Path) -> zipfile.ZipFile:
    """The workbook as a zip whose sizes are all within the caps; ContentError otherwise."""
    try:
        data = read_capped(path, MAX_XLSX_BYTES)
    except TooLarge as exc:
        raise fail(path, f"the workbook is {exc.size or 0:,} bytes or more; imports are "
                   f"limited to {MAX_XLSX_BYTES:,}") from None
    try:
        book = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError, EOFError) as exc:
        raise fail(path, f"not a readable .xlsx workbook ({exc}); an old .xls or a "
                   "password-protected workbook must be saved as a plain .xlsx") from None
    try:
        _check_sizes(path, book)
    except ContentError:
        book.close()
        raise
    return book


def _check_sizes(path: Path, book: zipfile.ZipFile) -> None:
    total = 0
    for info in book.infolist():
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            # bzip2 and lzma members decompress a whole input chunk at once (no bound on
            # the output of one call), and no spreadsheet program writes them
            raise fail(path, f"{info.filename} uses a compression no spreadsheet writes "
                        f"(method {info.compress_type})")
        if info.file_size > MAX_MEMBER_BYTES:
            raise fail(path, f"{info.filename} would decompress to {info.file_size:,} "
                        f"bytes; a workbook part is limited to {MAX_MEMBER_BYTES:,}")
        total += info.file_size
    if total > MAX_TOTAL_BYTES:
        raise fail(path, f"the workbook would decompress to {total:,} bytes; imports are "
                    f"limited to {MAX_TOTAL_BYTES:,}")


def _chunks(path: Path, book: zipfile.ZipFile, name: str) -> Iterator[bytes]:
    """The member's bytes in chunks, refused past `MAX_MEMBER_BYTES` whatever it claimed."""
    read = 0
    try:
        with book.open(name) as member:
            while chunk := member.read(_CHUNK):
                read += len(chunk)
                if read > MAX_MEMBER_BYTES:
                    raise fail(path, f"{name} decompresses past {MAX_MEMBER_BYTES:,} bytes")
                yield chunk
    except KeyError:
        raise fail(path, f"the workbook lacks its part {name}") from None
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError,
            OSError, ValueError) as exc:
        raise fail(path, f"{name} cannot be unpacked ({exc})") from None


Handlers = tuple[Callable[[str, dict[str, str]], None], Callable[[str], None],
                 Callable[[str], None]]


def parse(path: Path, book: zipfile.ZipFile, name: str, handlers: Handlers,
           ready: list[Any]) -> Iterator[Any]:
    """Feed the member to expat (local names, no DTD); yield what handlers put in `ready`."""
    start, end, text = handlers
    parser = expat.ParserCreate(namespace_separator=_SEP)
    parser.buffer_text = True
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)

    def doctype(*_: object) -> None:
        raise fail(path, f"{name} has a DTD (<!DOCTYPE>); a workbook never needs one, "
                    "so it is refused")

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = doctype
    parser.StartElementHandler = lambda tag, attrs: start(
        tag.rpartition(_SEP)[2], {k.rpartition(_SEP)[2]: v for k, v in attrs.items()})
    parser.EndElementHandler = lambda tag: end(tag.rpartition(_SEP)[2])
    parser.CharacterDataHandler = text
    try:
        for chunk in _chunks(path, book, name):
            parser.Parse(chunk, False)
            yield from ready
            ready.clear()
        parser.Parse(b"", True)
    except expat.ExpatError as exc:
        raise fail(path, f"{name} is not well-formed XML (line {exc.lineno}: "
                    f"{expat.ErrorString(exc.code)})") from None
    yield from ready
    ready.clear()


def ignore(*_: object) -> None:
    return None


def _part(base: str, target: str) -> str:
    """A relationship target as a zip member name (relative to `base`'s folder)."""
    if target.startswith("/"):
        return target.lstrip("/")
    return posixpath.normpath(posixpath.join(posixpath.dirname(base), target))


def _relations(path: Path, book: zipfile.ZipFile, part: str) -> dict[str, tuple[str, str]]:
    """Id -> (type's last word, member name) of the relationships of `part`."""
    folder, _, leaf = part.rpartition("/")
    rels = f"{folder}/_rels/{leaf}.rels" if folder else f"_rels/{leaf}.rels"
    found: dict[str, tuple[str, str]] = {}
    if rels not in book.NameToInfo:
        return found

    def start(tag: str, attrs: dict[str, str]) -> None:
        if tag == "Relationship" and "Target" in attrs and len(found) < 10_000:
            found[attrs.get("Id", "")] = (attrs.get("Type", "").rpartition("/")[2],
                                          _part(part, attrs["Target"]))

    for _ in parse(path, book, rels, (start, ignore, ignore), []):
        pass
    return found


def workbook(path: Path, book: zipfile.ZipFile
              ) -> tuple[list[str], dict[str, str], str | None]:
    """The sheet names in order, each one's member, and the shared strings' member."""
    main = next((target for kind, target in _relations(path, book, "").values()
                 if kind == "officeDocument"), "xl/workbook.xml")
    relations = _relations(path, book, main)
    names: list[str] = []
    targets: dict[str, str] = {}

    def start(tag: str, attrs: dict[str, str]) -> None:
        if tag == "sheet" and len(names) < 1_000:
            relation = relations.get(attrs.get("id", ""))
            if relation and relation[0] == "worksheet":
                names.append(attrs.get("name", f"Sheet{len(names) + 1}"))
                targets[names[-1]] = relation[1]

    for _ in parse(path, book, main, (start, ignore, ignore), []):
        pass
    shared = next((target for kind, target in relations.values()
                   if kind == "sharedStrings"), None)
    return names, targets, shared if shared in book.NameToInfo else None
