"""The combined print-and-play PDF: a print plan on page 1, every material on fresh sheets.

A player prints the combined file as one job, so its page order is the physical order of
sheet sides. Page 1 says, in the kit's language, what each material is, its pages, how to
print it (single- or double-sided, which edge to flip, or fold), on what stock, and how
to cut, fold and glue it. Blank backs are inserted so that every material starts on an
odd page (the front of a new sheet) and a one-sided page never shares its sheet with
another page: printed whole and double-sided, the file gives every sheet the right back.

The plan reads, per material NAME, the kit text `material.NAME`, `plan.NAME.stock` and
`plan.NAME.how` from the game's scope (tests/test_print_plan.py requires them of every
built-in game); a game of a contributor's that lacks them gets the material's title and
the common `plan.default.*` texts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast
from wisegen.render.document import Page
from wisegen.render.fonts import text_width
from wisegen.render.kit import Kit, PrintContext
from wisegen.render.lettering import letter
from wisegen.render.marks import FURNITURE_INK, scale_note
from wisegen.render.text import wrap
from wisegen.render.units import pt
from wisegen.render.writers import sheets
from wisegen.render.writers.cover import cover_pages

MARGIN = 15.0
INK = "#1A1A1A"
PAPER = "#FFFFFF"
STRIPE = "#F2F2F2"
COLUMNS = (("material", 0.17), ("pages", 0.12), ("sheets", 0.10), ("sides", 0.18),
           ("stock", 0.17), ("how", 0.26))
"""Table columns and their share of the width."""
SIZES = (10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5)
"""Body sizes tried, largest first, until the table fits its page."""


@dataclass(frozen=True)
class PlanRow:
    """One material as the plan lists it."""

    name: str
    material: str
    pages: list[int]
    """1-based pages of the combined PDF that show the material (blank backs left out)."""
    sheets: int
    """Sheets of paper or card the material takes."""
    sides: str
    stock: str
    how: str


@dataclass(frozen=True)
class Combined:
    """The combined PDF's pages, and where each material starts (for its bookmark)."""

    pages: list[Page]
    starts: dict[str, int]
    """Material -> 0-based index of its first page."""
    rows: list[PlanRow]


def _text(ctx: PrintContext, key: str, fallback: str, **values: object) -> str:
    return ctx.text(key, **values) if key in ctx.strings else ctx.text(fallback, **values)


def _blank(page: Page, ctx: PrintContext) -> Page:
    """The back of `page`'s sheet, left blank on purpose (a note says so, so that a printer
    set to skip empty pages still keeps it)."""
    note = ctx.text("plan.blank")

    def draw(canvas: Canvas) -> None:
        letter(canvas, ctx.log, note, page.width / 2, ctx.layout.sheet.margin + 9, size=6.5,
               colour=FURNITURE_INK, on=PAPER, align="center", item="blank page")
        scale_note(canvas, ctx.log, page.width / 2 - 25, ctx.layout.sheet.margin + 5,
                   ctx.text("sheet.scale_note"))

    return Page(page.width, page.height, draw, "blank", back=True)


def _with_backs(pages: list[Page], ctx: PrintContext) -> list[tuple[Page, bool]]:
    """`pages` with a blank back after every page that has no back of its own; each
    page with True when it is such a blank."""
    out: list[tuple[Page, bool]] = []
    for n, page in enumerate(pages):
        out.append((page, False))
        following = pages[n + 1] if n + 1 < len(pages) else None
        if not page.back and (following is None or not following.back):
            out.append((_blank(page, ctx), True))
    return out


def page_list(pages: list[int], ctx: PrintContext) -> str:
    """Pages as a reader writes them: 3–14, or 3, 5, 7, or 3–21 (odd pages only)."""
    if len(pages) > 3 and all(b - a == 2 for a, b in pairwise(pages)):
        return ctx.text("plan.pages.odd", first=pages[0], last=pages[-1])
    runs: list[list[int]] = []
    for number in pages:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def _sides(kit: Kit, material: str, ctx: PrintContext) -> str:
    duplex = ctx.layout.sheet.duplex
    pages = kit.materials[material]
    if any(page.back for page in pages):
        return ctx.text("plan.sides.double", edge=ctx.text(f"plan.edge.{duplex}"))
    if duplex == "fold" and any(card.back is not None for card in kit.cards(material)):
        return ctx.text("plan.sides.fold")
    return ctx.text("plan.sides.single")


def combined(kit: Kit) -> Combined:
    """The cover with the plan on its back, then each material on fresh sheets, with blank
    backs where needed."""
    ctx = kit.context
    if ctx is None:
        raise RuntimeError("a combined PDF needs the kit's print context")
    body: list[Page] = []
    starts: dict[str, int] = {}
    shown: dict[str, list[int]] = {}
    cover = cover_pages(kit)  # the cover on the first sheet's front, the plan on its back
    plan_pages = len(cover) + 1 + (len(cover) + 1) % 2
    for material, pages in kit.materials.items():
        starts[material] = plan_pages + len(body)
        for page, blank in _with_backs(pages, ctx):
            body.append(page)
            if not blank:
                shown.setdefault(material, []).append(plan_pages + len(body))
    rows = []
    for material in kit.materials:
        kind = "cards" if kit.cards(material) else "sheet"
        rows.append(PlanRow(
            kit.names.get(material, material), material, shown.get(material, []),
            sheets(kit.materials[material]), _sides(kit, material, ctx),
            _text(ctx, f"plan.{material}.stock", f"plan.default.{kind}.stock"),
            _text(ctx, f"plan.{material}.how", f"plan.default.{kind}.how")))
    plan = plan_page(kit, ctx, rows)
    lead = [*cover, replace(plan, back=len(cover) % 2 == 1)]
    lead += [_blank(plan, ctx)] * (plan_pages - len(lead))
    return Combined([*lead, *body], starts, rows)


def _layout_rows(rows: list[list[str]], widths: list[float], size: float
                 ) -> list[list[list[str]]]:
    return [[wrap(cell, "bold" if n == 0 else "regular", size, width - 3)
             for n, (cell, width) in enumerate(zip(row, widths, strict=True))]
            for row in rows]


@dataclass(frozen=True)
class _PlanText:
    """The plan's notes and table wrapped at one body size, with the heights they take."""

    size: float
    leading: float
    notes: list[list[str]]
    heads: list[list[str]]
    body: list[list[list[str]]]
    head_h: float
    row_hs: list[float]

    def fits(self, widths: list[float], room: float) -> bool:
        """Every cell line within its column, and notes, table and total within `room`."""
        size, leading = self.size, self.leading
        cells_fit = all(text_width(line, "bold" if row is self.heads or n == 0 else "regular",
                                   size) <= pt(w - 3)
                        for row in [*self.body, self.heads]
                        for n, (lines, w) in enumerate(zip(row, widths, strict=True))
                        for line in lines)
        notes_h = sum(len(n) for n in self.notes) * (leading + 0.2) + 2 * len(self.notes)
        return cells_fit and notes_h + 6 + self.head_h + sum(self.row_hs) + leading + 2 <= room


def _plan_text(notes: list[str], heads: list[str], cells: list[list[str]],
               widths: list[float], inner: float, room: float) -> _PlanText:
    """The plan's text at the largest of SIZES that fits `room` (the smallest if none);
    notes run the `inner` width, the table's columns `widths`."""
    for size in SIZES:
        leading = size * 1.25 / pt(1)
        head_lines = [wrap(h, "bold", size, w - 3) for h, w in zip(heads, widths, strict=True)]
        body = _layout_rows(cells, widths, size)
        text = _PlanText(size, leading,
                         [wrap(note, "regular", size + 0.5, inner) for note in notes],
                         head_lines, body, max(len(h) for h in head_lines) * leading + 3,
                         [max(len(c) for c in row) * leading + 3 for row in body])
        if text.fits(widths, room):
            break
    return text


def plan_page(kit: Kit, ctx: PrintContext, rows: list[PlanRow]) -> Page:
    """Page 1: title, how to print the file, and the table of materials."""
    short, long = sorted((ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height))
    width, height = short, long
    accent = ctx.layout.colour("accent")
    if contrast(accent, PAPER) < 4.5:
        accent = INK
    inner = width - 2 * MARGIN
    widths = [share * inner for _, share in COLUMNS]
    heads = [ctx.text(f"plan.heading.{name}") for name, _ in COLUMNS]
    cells = [[row.name, page_list(row.pages, ctx), str(row.sheets), row.sides, row.stock,
              row.how] for row in rows]
    total = ctx.text("plan.total", sheets=1 + sum(row.sheets for row in rows),
                     paper=ctx.layout.sheet.paper.upper())
    edge = ctx.layout.sheet.duplex if ctx.layout.sheet.duplex != "fold" else "long-edge"
    sheet = ctx.layout.sheet
    notes = [ctx.text("plan.note.sheet", width=f"{sheet.card_width:g}",
                      height=f"{sheet.card_height:g}", bleed=f"{sheet.bleed:g}"),
             ctx.text("plan.note.scale"),
             ctx.text("plan.note.duplex", edge=ctx.text(f"plan.edge.{edge}")),
             ctx.text("plan.note.select")]
    top = height - MARGIN - 30
    text = _plan_text(notes, heads, cells, widths, inner, top - MARGIN - 14)

    def draw(canvas: Canvas) -> None:
        letter(canvas, ctx.log, kit.title, MARGIN, height - MARGIN - 9, size=22, colour=accent,
               on=PAPER, role="display", item="print plan title")
        letter(canvas, ctx.log, ctx.text("plan.title"), MARGIN, height - MARGIN - 18, size=13,
               colour=INK, on=PAPER, role="bold", item="print plan title")
        _rule(canvas, accent, 1.2, height - MARGIN - 22, width)
        y = _draw_notes(canvas, ctx, text, top, accent)
        _table_row(canvas, ctx, text.heads, widths, y, text.head_h, text.leading, text.size,
                   accent, PAPER, "bold")
        y -= text.head_h
        for n, (row, row_h) in enumerate(zip(text.body, text.row_hs, strict=True)):
            fill = STRIPE if n % 2 else PAPER
            _table_row(canvas, ctx, row, widths, y, row_h, text.leading, text.size, fill, INK)
            y -= row_h
        _rule(canvas, accent, 0.8, y, width)
        letter(canvas, ctx.log, total, MARGIN + 1.5, y - text.leading - 1.5, size=text.size,
               colour=INK, on=PAPER, role="bold", item="print plan total")
        scale_note(canvas, ctx.log, MARGIN, MARGIN, ctx.text("sheet.scale_note"))

    return Page(width, height, draw, "print plan")


def _rule(canvas: Canvas, accent: str, line_width: float, y: float, width: float) -> None:
    """A line in the accent across the page between the margins, at height `y` mm."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(line_width)
    canvas.line(pt(MARGIN), pt(y), pt(width - MARGIN), pt(y))
    canvas.restoreState()


def _draw_notes(canvas: Canvas, ctx: PrintContext, text: _PlanText, top: float,
                accent: str) -> float:
    """The bulleted notes on how to print, down from `top`; returns where the table starts."""
    y = top
    size, leading = text.size, text.leading
    for lines in text.notes:
        for n, line in enumerate(lines):
            y -= leading + 0.2
            if n == 0:
                letter(canvas, ctx.log, "•", MARGIN - 3.5, y, size=size + 0.5,
                       colour=accent, on=PAPER, item="print plan note")
            letter(canvas, ctx.log, line, MARGIN, y, size=size + 0.5, colour=INK,
                   on=PAPER, item="print plan note")
        y -= 2
    return y - 4


def _table_row(canvas: Canvas, ctx: PrintContext, cells: list[list[str]],
               widths: list[float], top: float, row_h: float, leading: float, size: float,
               fill: str, ink: str, role: str = "") -> None:
    """One row of the table: its band of colour, then each cell's lines from the top."""
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    canvas.rect(pt(MARGIN), pt(top - row_h), pt(sum(widths)), pt(row_h), stroke=0, fill=1)
    canvas.restoreState()
    x = MARGIN
    for n, (lines, width) in enumerate(zip(cells, widths, strict=True)):
        cell_role = role or ("bold" if n == 0 else "regular")
        y = top - 1.5
        for line in lines:
            y -= leading
            letter(canvas, ctx.log, line, x + 1.5, y + 0.6, size=size, colour=ink, on=fill,
                   role=cell_role, item="print plan")
        x += width
