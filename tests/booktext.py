"""A printed rulebook read back from its PDF, and the book-setting rules checked on it.

Only the extracted text is used (pypdf, each drawn line with its position and size):
lines are put in columns by where they start, the rules pack's paragraphs are found in
them in reading order, and from that come runts, widows, orphans, headings left at a
column's foot, how full each page is, and each language's punctuation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader

from wisegen.lang.registry import get_language
from wisegen.render.rulebook import GUTTER, HEADER, INDENT, MARGIN
from wisegen.render.text import word_count
from wisegen.render.units import MM

BOTTOM = MARGIN + 8
"""mm: the columns end here (the footer is below)."""
TOLERANCE = 0.3
"""mm: a line starts at a column's left edge (or its indent) within this."""


@dataclass(frozen=True)
class Printed:
    """One drawn line: page (0-based), column (0 left, 1 right), baseline in mm, size."""

    page: int
    column: int
    x: float
    y: float
    size: float
    text: str


@dataclass(frozen=True)
class Unit:
    """A heading or a paragraph of the book, typeset, with its section's language."""

    text: str
    heading: bool
    language: str


@dataclass
class Book:
    pages: list[tuple[float, float]]
    """Each page's width and height in mm."""
    lines: list[Printed]
    """Every line in the columns, in reading order."""
    others: list[Printed]
    """Every other line drawn (title, footer, bullets, pictures)."""


def read_book(path: Path) -> Book:
    """The rulebook PDF's lines, in reading order: page, column, top to bottom."""
    reader = PdfReader(path)
    pages, lines, others = [], [], []
    for number, page in enumerate(reader.pages):
        width, height = float(page.mediabox.width) / MM, float(page.mediabox.height) / MM
        pages.append((width, height))
        column = (width - 2 * MARGIN - GUTTER) / 2
        edges = (MARGIN, MARGIN + column + GUTTER)
        found: list[Printed] = []

        def visit(text, _cm, tm, _font, size, found=found, number=number, edges=edges):
            text = text.strip("\n")
            if text.strip():
                x, y = tm[4] / MM, tm[5] / MM
                side = int(x >= edges[1] - 1)
                found.append(Printed(number, side, x, y, float(size), text))

        page.extract_text(visitor_text=visit)
        for line in found:
            edge = edges[line.column]
            in_column = any(abs(line.x - edge - off) <= TOLERANCE for off in (0, INDENT))
            body = line.y > BOTTOM - 1 and line.size < 20 and line.text != "•"
            (lines if in_column and body else others).append(line)
    lines.sort(key=lambda ln: (ln.page, ln.column, -ln.y))
    return Book(pages, lines, others)


def book_units(rules: dict) -> list[Unit]:
    """The rules pack's `book` as headings and paragraphs, typeset as printed."""
    units: list[Unit] = []
    for section in rules["book"]:
        lang = get_language(section.get("language", rules.get("language", "en")))
        code, typeset = lang.code, lang.typeset
        units.append(Unit(typeset(section["heading"]), True, code))
        units += [Unit(typeset(p), False, code)
                  for p in (section.get("text") or "").split("\n\n") if p]
        read = None
        for item in section.get("items", []):
            if isinstance(item, dict):
                if item["reads"] != read:
                    opening, closing = lang.quotes
                    units.append(Unit(typeset(f"{opening}{item['reads']}{closing}"), False,
                                      code))
                read = item["reads"]
                units.append(Unit(typeset(item["ruling"]), False, code))
            else:
                units.append(Unit(typeset(item), False, code))
        if section.get("example"):
            units.append(Unit(typeset(section["example"]), False, code))
    return units


def paragraphs(book: Book, units: list[Unit]) -> list[tuple[Unit, list[Printed]]]:
    """Each unit with the printed lines that hold it, found in reading order; a line
    that starts no expected unit (a picture's caption) is passed over."""
    found: list[tuple[Unit, list[Printed]]] = []
    lines = iter(book.lines)
    for unit in units:
        want = _words(unit.text)
        got: list[Printed] = []
        words: list[str] = []
        for line in lines:
            pieces = _words(line.text)
            if want[len(words):len(words) + len(pieces)] != pieces:
                continue
            got.append(line)
            words += pieces
            if len(words) >= len(want):
                break
        assert words == want, f"not printed as written: {unit.text!r}, got {words!r}"
        found.append((unit, got))
    return found


PLAIN = str.maketrans("\u2018\u2019\u201c\u201d\u201e\u00ab\u00bb\u2013\u2014",
                      "''\"\"\"\"\"--")


def _words(text: str) -> list[str]:
    """The text's words for finding it, its marks made plain (so a line set with
    straight quotes is still found, and its punctuation then reported)."""
    return [word for word in text.translate(PLAIN).split() if word.strip("\"-")]


def faults(book: Book, units: list[Unit]) -> list[str]:
    """Every break of the book-setting rules, named with its text."""
    found = paragraphs(book, units)
    mine = [line for _unit, lines in found for line in lines]
    columns: dict[tuple[int, int], list[Printed]] = {}
    for line in mine:
        columns.setdefault((line.page, line.column), []).append(line)
    firsts = {id(col[0]) for col in columns.values()}
    lasts = {id(col[-1]) for col in columns.values()}
    out: list[str] = []
    for n, (unit, lines) in enumerate(found):
        if unit.heading:
            if id(lines[-1]) in lasts and n + 1 < len(found):
                out.append(f"heading at a column's foot: {unit.text!r}")
            continue
        if len(lines) > 1 and word_count(lines[-1].text) == 1:
            out.append(f"runt: {lines[-1].text!r} ends {unit.text[:40]!r}")
        if len(lines) > 1 and id(lines[-1]) in firsts and id(lines[-2]) not in firsts \
                and (lines[-2].page, lines[-2].column) != (lines[-1].page, lines[-1].column):
            out.append(f"widow: {lines[-1].text!r} alone at a column's head")
        if len(lines) > 1 and id(lines[0]) in lasts:
            out.append(f"orphan: {lines[0].text!r} alone at a column's foot")
    out += _emptiness(book, mine)
    for unit, lines in found:
        for line in lines:
            out += [f"{problem}: {line.text!r}" for problem in punctuation(line.text,
                                                                            unit.language)]
    return out


def page_fill(book: Book, lines: list[Printed], page: int) -> float:
    """How full the page's two columns are, 0 to 1: from the body's top to the foot of
    each column's last line, averaged."""
    _width, height = book.pages[page]
    top = height - MARGIN - (HEADER if page == 0 else 0)
    room = top - BOTTOM
    fill = 0.0
    for column in (0, 1):
        ys = [line.y for line in lines if (line.page, line.column) == (page, column)]
        if ys:
            fill += min(1.0, (top - min(ys) + 1.5) / room) / 2
    return fill


LAST_PAGE = 0.35
"""The last page of a book of several pages is at least this full (it was a quarter)."""


def _emptiness(book: Book, lines: list[Printed]) -> list[str]:
    """Pages under half full but the last, and a last page (of several) nearly empty."""
    last = max(line.page for line in lines)
    empty = [f"page {page + 1} of {last + 1} is {page_fill(book, lines, page):.0%} full"
             for page in range(last) if page_fill(book, lines, page) < 0.5]
    if last and page_fill(book, lines, last) < LAST_PAGE:
        empty.append(f"the last page is {page_fill(book, lines, last):.0%} full")
    return empty


STRAIGHT = re.compile(r"['\"]")
SPACED_HYPHEN = re.compile(r"\s-{1,2}\s|\d-\d")
POLISH_ONE_LETTER_AT_END = re.compile(r"(?:^|\s)[aiouwzAIOUWZ]$")
FRENCH_BARE_MARK = re.compile(r"\w[;:!?](?=\s|$)|\u00ab(?!\s)|(?<!\s)\u00bb")


def punctuation(text: str, language: str) -> list[str]:
    """What is wrong with a printed line's punctuation in `language`. (A PDF carries a
    no-break space as a plain one: ReportLab draws U+00A0 with the space's code. So the
    French rule is read as: a space before : ; ! ? and inside « », and never a line
    break there.)"""
    problems = []
    if STRAIGHT.search(text):
        problems.append("straight quote or apostrophe")
    if SPACED_HYPHEN.search(text):
        problems.append("hyphen for a dash")
    if language == "pl" and POLISH_ONE_LETTER_AT_END.search(text):
        problems.append("one-letter word at a line's end")
    if language == "fr" and (FRENCH_BARE_MARK.search(text) or re.match(r"[;:!?\u00bb]", text)
                             or text.endswith("\u00ab")):
        problems.append("no no-break space at a French mark")
    return problems
