"""The rulebook: a game's full rules on one or two sheets, set in two columns.

It reads the `book` of the game's rules pack in the kit's language: sections with a
heading, paragraphs, bulleted items and worked examples. Text flows down the left column,
then the right, then onto the next page; a heading never ends a column.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

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
LEADING = 1.3
INDENT = 4.0
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

    @property
    def height(self) -> float:
        """mm the line takes, with the space above it."""
        return self.size * LEADING / pt(1) + self.space_before


def _paragraph(text: str, width: float, *, indent: float = 0.0, bullet: bool = False,
               example: bool = False, space: float = 0.0) -> list[Line]:
    wrapped = wrap(text, "regular", BODY_SIZE, width - indent)
    return [Line(line, "regular", BODY_SIZE, indent, bullet and n == 0, example,
                 space if n == 0 else 0.0) for n, line in enumerate(wrapped)]


def _ruling(item: dict, width: float, quotes: tuple[str, str], *,
            again: bool = False) -> list[Line]:
    """A ruling: the published sentence it reads, quoted and set off by the accent bar,
    then the ruling itself, so a player sees which words of the rules it interprets.
    Several rulings on one sentence in a row quote it once (`again`: not the first)."""
    ruling = _paragraph(item["ruling"], width, indent=INDENT, bullet=True, space=0.4)
    if again:
        return ruling
    quoted = f"{quotes[0]}{item['reads']}{quotes[1]}"
    return _paragraph(quoted, width, indent=INDENT, example=True, space=1.0) + ruling


def book_lines(sections: list[dict], width: float, language: str = "en") -> list[Line]:
    """Every line of the book, wrapped to a column `width` mm wide. Items of a `rulings`
    section are {reads, ruling} pairs, quoted in the section's language; other sections'
    items are plain strings."""
    lines: list[Line] = []
    for section in sections:
        quotes = get_language(section.get("language", language)).quotes
        lines.append(Line(section["heading"], "display", HEADING_SIZE,
                          space_before=3.0 if lines else 0.0, keep_with_next=True))
        if section.get("text"):
            for n, paragraph in enumerate(section["text"].split("\n\n")):
                lines += _paragraph(paragraph, width, space=1.2 if n else 0.6)
        read = None
        for item in section.get("items", []):
            if isinstance(item, dict):
                lines += _ruling(item, width, quotes, again=item["reads"] == read)
                read = item["reads"]
            else:
                lines += _paragraph(item, width, indent=INDENT, bullet=True, space=0.6)
        if section.get("example"):
            lines += _paragraph(section["example"], width, indent=INDENT, example=True,
                                space=1.2)
    return lines


def _flow(lines: list[Line], first_height: float, height: float) -> list[list[Line]]:
    """Lines cut into columns: the first two columns are shorter (the title is above)."""
    columns: list[list[Line]] = [[]]
    used = 0.0
    for n, line in enumerate(lines):
        room = first_height if len(columns) <= 2 else height
        need = line.height
        if line.keep_with_next and n + 1 < len(lines):
            need += lines[n + 1].height * 2
        if columns[-1] and used + need > room:
            columns.append([])
            used = 0.0
            line = Line(line.text, line.role, line.size, line.indent, line.bullet,
                        line.example, 0.0, line.keep_with_next)
        columns[-1].append(line)
        used += line.height
    return columns


def _geometry(ctx: PrintContext) -> tuple[float, float, float, float]:
    """(page width, page height, column width, column height) in mm, portrait."""
    short, long = sorted((ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height))
    return short, long, (short - 2 * MARGIN - GUTTER) / 2, long - 2 * MARGIN - 8


def _book_columns(ctx: PrintContext) -> list[list[Line]]:
    _width, _height, column, body = _geometry(ctx)
    rules = ctx.pack("rules").data
    return _flow(book_lines(rules["book"], column, rules.get("language", "en")),
                 body - HEADER, body)


def free_top(ctx: PrintContext) -> float | None:
    """Where the text ends on the rulebook's last page (mm from the bottom, the lower of
    its two columns), for a game that draws a picture under it; None when the last page
    has no text."""
    columns = _book_columns(ctx)
    pages = (len(columns) + 1) // 2
    last = columns[2 * (pages - 1):]
    if not last:
        return None
    used = max(sum(line.height for line in col) for col in last)
    _width, height, _column, _body = _geometry(ctx)
    return height - MARGIN - (HEADER if pages == 1 else 0) - used


def rulebook_pages(ctx: PrintContext, title: str) -> list[Page]:
    """The rules pack's `book` as pages; the page title is the rules pack's title."""
    rules = ctx.pack("rules").data
    accent = ctx.layout.colour("accent")
    width, height, column, _body = _geometry(ctx)
    columns = _book_columns(ctx)
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
