"""The rulebook: a game's full rules on one or two sheets, set in two columns.

It reads the `book` of the game's rules pack in the kit's language: sections with a
heading, paragraphs, bulleted items and worked examples. Text flows down the left column,
then the right, then onto the next page, and is set as a book is: each language's
punctuation (`Language.typeset`), no one-word last line (`text.wrap`), no paragraph's
first or last line alone at a column's foot or head, a heading or a quoted sentence never
ending a column, the last page's two columns balanced, and a size (8 to 10 pt) that
leaves no page nearly empty. tests/test_rulebook_typesetting.py reads it all back from
the PDF.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from reportlab.pdfgen.canvas import Canvas

from wisegen.lang.base import Language
from wisegen.lang.registry import get_language
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.text import wrap
from wisegen.render.units import pt

MARGIN = 15.0
GUTTER = 8.0
HEADER = 22.0
"""mm the first page keeps for the title."""
BODY_SIZE = 9.0
HEADING_SIZE = 12.0
"""The sizes a book is set at; it may be set a little smaller or larger (`SMALLER`,
`LARGER`, tried in order) to fill its pages, the heading keeping 3 pt over the text."""
SMALLER = (8.75, 8.5, 8.25, 8.0)
PICTURE_SMALLEST = 8.5
"""A book with a picture drawn under its text on the last page (Just One's turn,
`illustrated_rulebook`) is set no smaller than this: its last page is the picture's, not
empty."""
LARGER = (9.25, 9.5, 9.75, 10.0)
LAST_FULL = 0.55
"""How full the columns of the last page may grow when the book is set larger."""
ONE_PAGE_FULL = 0.9
"""A book of one page may grow until its columns are this full (no picture goes under
it: a game's picture goes on the last of several pages)."""
LAST_EMPTY = 0.35
"""A last page emptier than this is saved, set smaller, when that can be done."""
LEADING = 1.3
INDENT = 4.0
WIDOW = 2
"""Lines of a paragraph that stay together at a column's foot and at its head."""
INK = "#1A1A1A"
PAPER = "#FFFFFF"


@dataclass(frozen=True)
class Line:
    text: str
    role: str
    size: float
    indent: float = 0.0
    bullet: bool = False
    example: bool = False
    space_before: float = 0.0
    keep_with_next: bool = False
    breakable: bool = True
    """A column may end just above this line: False inside a paragraph's first or last
    two lines, so no paragraph leaves one line alone at a column's foot (an orphan) or
    head (a widow)."""

    @property
    def height(self) -> float:
        """mm the line takes, with the space above it."""
        return self.size * LEADING / pt(1) + self.space_before


def _paragraph(text: str, width: float, typeset: Callable[[str], str], *,
               size: float = BODY_SIZE, indent: float = 0.0, bullet: bool = False,
               example: bool = False, space: float = 0.0, keep: bool = False) -> list[Line]:
    """A paragraph's lines, typeset in its language and wrapped (no runt: `wrap` never
    leaves one word alone on the last line). `keep`: its last line stays with the next."""
    wrapped = wrap(typeset(text), "regular", size, width - indent)
    count = len(wrapped)
    return [Line(line, "regular", size, indent, bullet and n == 0, example,
                 space if n == 0 else 0.0, keep and n == count - 1,
                 n == 0 or WIDOW <= n <= count - WIDOW)
            for n, line in enumerate(wrapped)]


def _ruling(item: dict, width: float, language: Language, size: float, *,
            again: bool = False) -> list[Line]:
    """A ruling: the published sentence it reads, quoted and set off by the accent bar,
    then the ruling itself, so a player sees which words of the rules it interprets (the
    quote never ends a column without its ruling). Several rulings on one sentence in a
    row quote it once (`again`: not the first)."""
    ruling = _paragraph(item["ruling"], width, language.typeset, size=size, indent=INDENT,
                        bullet=True, space=0.4)
    if again:
        return ruling
    opening, closing = language.quotes
    quoted = f"{opening}{item['reads']}{closing}"
    return _paragraph(quoted, width, language.typeset, size=size, indent=INDENT,
                      example=True, space=1.0, keep=True) + ruling


def book_lines(sections: list[dict], width: float, language: str = "en",
               size: float = BODY_SIZE) -> list[Line]:
    """Every line of the book, wrapped to a column `width` mm wide at `size` pt and
    typeset in each section's language. Items of a `rulings` section are {reads,
    ruling} pairs, quoted in the section's language; other sections' items are plain
    strings."""
    lines: list[Line] = []
    for section in sections:
        lang = get_language(section.get("language", language))
        typeset = lang.typeset
        lines.append(Line(typeset(section["heading"]), "display",
                          size + HEADING_SIZE - BODY_SIZE,
                          space_before=3.0 if lines else 0.0, keep_with_next=True))
        if section.get("text"):
            for n, paragraph in enumerate(section["text"].split("\n\n")):
                lines += _paragraph(paragraph, width, typeset, size=size,
                                    space=1.2 if n else 0.6)
        read = None
        for item in section.get("items", []):
            if isinstance(item, dict):
                lines += _ruling(item, width, lang, size, again=item["reads"] == read)
                read = item["reads"]
            else:
                lines += _paragraph(item, width, typeset, size=size, indent=INDENT,
                                    bullet=True, space=0.6)
        if section.get("example"):
            lines += _paragraph(section["example"], width, typeset, size=size,
                                indent=INDENT, example=True, space=1.2)
    return lines


def _may_break(lines: list[Line], n: int) -> bool:
    """May a column end just above line `n`?"""
    return lines[n].breakable and not lines[n - 1].keep_with_next


def _flow(lines: list[Line], first_height: float, height: float) -> list[list[Line]]:
    """Lines cut into columns: the first two columns are shorter (the title is above).
    A column that cannot take the next line ends at the last place a column may end
    (no widow, no orphan, no heading or quote left at its foot); a block longer than a
    whole column is cut where it must be."""
    columns: list[list[Line]] = [[]]
    used, start, n = 0.0, 0, 0
    while n < len(lines):
        room = first_height if len(columns) <= 2 else height
        line = lines[n] if columns[-1] else replace(lines[n], space_before=0.0)
        if columns[-1] and used + line.height > room + 1e-6:
            cut = n
            while cut > start and not _may_break(lines, cut):
                cut -= 1
            cut = cut if cut > start else n
            columns[-1] = columns[-1][:cut - start]
            columns.append([])
            used, start, n = 0.0, cut, cut
            continue
        columns[-1].append(line)
        used += line.height
        n += 1
    return columns


def _column_height(column: list[Line]) -> float:
    return sum(line.height for line in column)


def _balance(lines: list[Line], room: float) -> list[list[Line]]:
    """The last page's lines in two columns of as even a height as the breaks allow
    (the left one the taller), as a book ends a chapter: the shortest column height,
    to a tenth of a millimetre, at which they still fit in two columns."""
    low, high = _column_height(lines) / 2 - 0.1, room
    best = _flow(lines, room, room)
    if len(best) > 2:
        return best
    while high - low > 0.1:
        middle = (low + high) / 2
        columns = _flow(lines, middle, middle)
        if len(columns) <= 2:
            best, high = columns, middle
        else:
            low = middle
    return best


def _geometry(ctx: PrintContext) -> tuple[float, float, float, float]:
    """(page width, page height, column width, column height) in mm, portrait."""
    short, long = sorted((ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height))
    return short, long, (short - 2 * MARGIN - GUTTER) / 2, long - 2 * MARGIN - 8


def _set(sections: list[dict], language: str, column: float, body: float,
         size: float) -> tuple[list[list[Line]], float]:
    """The book set at `size` pt: its columns, two to a page, the last page's two
    balanced, and how full that last page's columns are (0 to 1)."""
    lines = book_lines(sections, column, language, size)
    columns = _flow(lines, body - HEADER, body)
    pages = (len(columns) + 1) // 2
    room = body - (HEADER if pages == 1 else 0)
    before = sum(len(col) for col in columns[:2 * (pages - 1)])
    last = _balance(lines[before:], room)
    return columns[:2 * (pages - 1)] + last, max(map(_column_height, last)) / room


def _book_columns(ctx: PrintContext, picture: bool = False) -> list[list[Line]]:
    """The book set like a book: at 9 pt, or a little smaller when that saves a page
    whose columns would be under `LAST_EMPTY` full, or a little larger (to 10 pt) while the
    book keeps its pages and its last page stays under `LAST_FULL` (so a game's picture
    under the text keeps its room): no second page stands nearly empty. A book with a
    `picture` under its last page's text is set no smaller than `PICTURE_SMALLEST`."""
    _width, _height, column, body = _geometry(ctx)
    rules = ctx.pack("rules").data
    sections, language = rules["book"], rules.get("language", ctx.language)
    columns, fill = _set(sections, language, column, body, BODY_SIZE)
    pages = (len(columns) + 1) // 2
    if pages > 1 and fill < LAST_EMPTY:
        for size in SMALLER:
            if picture and size < PICTURE_SMALLEST:
                break
            fewer, _ = _set(sections, language, column, body, size)
            if (len(fewer) + 1) // 2 < pages:
                return fewer
    limit = LAST_FULL if pages > 1 else ONE_PAGE_FULL
    if fill > limit:
        return columns
    for size in reversed(LARGER):  # the largest that keeps the pages and the room
        larger, more = _set(sections, language, column, body, size)
        if (len(larger) + 1) // 2 == pages and more <= limit:
            return larger
    return columns


def _text_end(ctx: PrintContext, columns: list[list[Line]]) -> float | None:
    """Where the text ends on the book's last page (mm from the bottom, the lower of its
    two columns); None when the last page has no text."""
    pages = (len(columns) + 1) // 2
    last = columns[2 * (pages - 1):]
    if not last:
        return None
    used = max(sum(line.height for line in col) for col in last)
    _width, height, _column, _body = _geometry(ctx)
    return height - MARGIN - (HEADER if pages == 1 else 0) - used


def rulebook_pages(ctx: PrintContext, title: str) -> list[Page]:
    """The rules pack's `book` as pages; the page title is the rules pack's title."""
    return _pages(ctx, title, _book_columns(ctx))


def illustrated_rulebook(ctx: PrintContext, title: str) -> tuple[list[Page], float | None]:
    """The book for a game that draws a picture under the text of its last page (Just
    One's turn): its pages, and where their text ends on the last one (mm from the
    bottom; None when that page has no text). One layout serves both, so the picture
    goes where the drawn text leaves room."""
    columns = _book_columns(ctx, picture=True)
    return _pages(ctx, title, columns), _text_end(ctx, columns)


def _pages(ctx: PrintContext, title: str, columns: list[list[Line]]) -> list[Page]:
    """`columns` (two to a page) drawn as the book's pages, with its title and footers."""
    rules = ctx.pack("rules").data
    accent = ctx.layout.colour("accent")
    width, height, column, _body = _geometry(ctx)
    pages: list[Page] = []
    total = (len(columns) + 1) // 2
    for number in range(total):
        pair = columns[2 * number:2 * number + 2]
        top = height - MARGIN - (HEADER if number == 0 else 0)

        def draw(canvas: Canvas, pair=pair, top=top, number=number) -> None:
            if number == 0:
                letter(canvas, ctx.log, rules["title"], MARGIN, height - MARGIN - 9,
                       size=24, colour=accent, on=PAPER, role="display", item="rulebook title")
                canvas.saveState()
                canvas.setStrokeColor(accent)
                canvas.setLineWidth(1.2)
                canvas.line(pt(MARGIN), pt(height - MARGIN - 14), pt(width - MARGIN),
                            pt(height - MARGIN - 14))
                canvas.restoreState()
            for index, lines in enumerate(pair):
                _draw_column(canvas, ctx, lines, MARGIN + index * (column + GUTTER), top,
                             accent)
            footer = ctx.text("rulebook.footer", title=title, page=number + 1, pages=total)
            letter(canvas, ctx.log, footer, width / 2, MARGIN - 4, size=7, colour=INK,
                   on=PAPER, align="center", item="rulebook footer")

        pages.append(Page(width, height, draw, f"{title} — {rules['title']} {number + 1}",
                          booklet=True))
    return pages


def _draw_column(canvas: Canvas, ctx: PrintContext, lines: list[Line], x: float,
                 top: float, accent: str) -> None:
    y = top
    for line in lines:
        y -= line.height
        colour = accent if line.role == "display" else INK
        letter(canvas, ctx.log, line.text, x + line.indent, y, size=line.size, colour=colour,
               on=PAPER, role=line.role, item="rulebook")
        if line.bullet:
            letter(canvas, ctx.log, "•", x + 1, y, size=line.size, colour=accent, on=PAPER,
                   item="rulebook")
        if line.example:
            canvas.saveState()
            canvas.setStrokeColor(accent)
            canvas.setLineWidth(1.5)
            rise = line.size * LEADING / pt(1)
            canvas.line(pt(x + 1.2), pt(y - rise * 0.3), pt(x + 1.2), pt(y + rise * 0.75))
            canvas.restoreState()
