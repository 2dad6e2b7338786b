"""The print plan: the kit's files as numbered steps a player follows at the printer.

The plan is the first page after the front pages (the cover) of the kit's first file
(`writers/assembly.py` lays the files out). Each step is a run of pages printed the
same way: "Pages 3–28 of this file — double-sided, flip on the long edge", then each
material in it with its stock and how to cut, fold and glue it. Every word is kit text in
the kit's language: per material NAME `material.NAME`, `plan.NAME.stock` and
`plan.NAME.how` from the game's scope (`plan.NAME.how.OPTION` instead when the game's
print option OPTION is on, e.g. a children's deck), the rest `plan.*` in common.yaml;
a game of a contributor's that lacks its keys gets the material's title and the common
`plan.default.*` texts. No program name, command or flag: the plan is for players.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast
from wisegen.render.document import Page
from wisegen.render.imposition import impose, sheet_for
from wisegen.render.kit import Kit, PrintContext
from wisegen.render.lettering import letter
from wisegen.render.marks import scale_note
from wisegen.render.text import wrap
from wisegen.render.units import pt
from wisegen.render.writers.assembly import DOUBLE, MAIN, SINGLE_FILE, Assembly, Run, assemble

MARGIN = 15.0
INK = "#1A1A1A"
PAPER = "#FFFFFF"
SIZES = (10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5)
"""Body sizes tried, largest first, until the plan fits its page."""


@dataclass(frozen=True)
class Step:
    """One step of the plan: where and how to print, then a line per material."""

    head: str
    lines: tuple[str, ...]


def _text(ctx: PrintContext, key: str, fallback: str, **values: object) -> str:
    return ctx.text(key, **values) if key in ctx.strings else ctx.text(fallback, **values)


def page_list(pages: list[int] | tuple[int, ...]) -> str:
    """Pages as a reader writes them: 3–14, or 3, 5, 7."""
    runs: list[list[int]] = []
    for number in pages:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(f"{r[0]}–{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def how_text(ctx: PrintContext, material: str, kind: str) -> str:
    """How to cut, fold and glue `material`: its variant for a print option that is on
    (`plan.NAME.how.OPTION`), else its own, else the default for its kind."""
    for option, value in sorted(ctx.options.items()):
        key = f"plan.{material}.how.{option}"
        if value and key in ctx.strings:
            return ctx.text(key)
    return _text(ctx, f"plan.{material}.how", f"plan.default.{kind}.how")


def _sides(ctx: PrintContext, run: Run) -> str:
    if run.sides == DOUBLE:
        return ctx.text("plan.sides.double",
                        edge=ctx.text(f"plan.edge.{ctx.layout.sheet.duplex}"))
    return ctx.text("plan.sides.fold" if run.sides == "fold" else "plan.sides.single")


def steps(kit: Kit, ctx: PrintContext, assembly: Assembly) -> list[Step]:
    """The plan's steps, one per run of pages printed alike."""
    out = []
    for run in assembly.runs:
        file = ctx.text("plan.file.this" if run.file == MAIN else "plan.file.single")
        where = ctx.text("plan.step.pages" if len(run.pages) > 1 else "plan.step.page",
                         pages=page_list(run.pages), file=file)
        head = f"{where} — {_sides(ctx, run)}"
        if run.copies > 1:
            head += ", " + ctx.text("plan.copies", copies=run.copies)
        lines = []
        if run.file == MAIN and run.kind == "reading" and assembly.plan_index:
            lines.append(ctx.text("plan.cover"))  # the front pages: the cover
        for material in run.materials:
            kind = "cards" if kit.cards(material) else "sheet"
            stock = _text(ctx, f"plan.{material}.stock", f"plan.default.{kind}.stock")
            lines.append(ctx.text("plan.material", name=kit.names.get(material, material),
                                  stock=stock, how=how_text(ctx, material, kind)))
        out.append(Step(head, tuple(lines)))
    return out


def card_note(kit: Kit, ctx: PrintContext) -> str | None:
    """The cards' sizes, how many go on a sheet, and the bleed every card keeps there at
    least (sizes may keep more)."""
    sizes: dict[tuple[float, float], bool] = {}
    for card in (card for m in kit.materials for card in kit.cards(m)):
        key = (card.width, card.height)
        sizes[key] = sizes.get(key, True) and card.back is not None
    if not sizes:
        return None
    parts, bleeds = [], []
    for (width, height), backed in sizes.items():
        layout = impose(sheet_for(ctx.layout.sheet, backed), width, height)
        bleeds.append(layout.bleed)
        parts.append(ctx.text("plan.note.size", width=f"{width:g}", height=f"{height:g}",
                              per=layout.per_sheet))
    return ctx.text("plan.note.cards", sizes="; ".join(parts),
                    bleed=f"{round(min(bleeds), 1):g}")


def notes(kit: Kit, ctx: PrintContext, assembly: Assembly) -> list[str]:
    """What to know before the steps: scale, cards, files, duplex registration."""
    sheet = ctx.layout.sheet
    out = [ctx.text("plan.note.scale")]
    cards = card_note(kit, ctx)
    if cards:
        out.append(cards)
    double = assembly.files[MAIN].double
    if len(assembly.files) > 1:
        out.append(ctx.text("plan.note.files"))
    elif not double:
        out.append(ctx.text("plan.note.single"))
    if double:
        if sheet.offset_x or sheet.offset_y:
            out.append(ctx.text("plan.note.offset", x=f"{sheet.offset_x:g}",
                                y=f"{sheet.offset_y:g}"))
        else:
            out.append(ctx.text("plan.note.calibration"))
    return out


def sheets_of(assembly: Assembly) -> dict[str, int]:
    """Sheets of paper each file takes: a double-sided file two pages to a sheet, a
    one-sided one a sheet per page and copy."""
    return {key: math.ceil(len(file.pages) / 2) if file.double
            else sum(page.copies for page in file.pages)
            for key, file in assembly.files.items()}


_LAST: list[tuple[Kit, Assembly]] = []
"""The last kit's files: the budget check, the progress count and the writer all ask."""


def combined(kit: Kit) -> Assembly:
    """The kit's files with the plan in place (laid out once per kit)."""
    if _LAST and _LAST[0][0] is kit:
        return _LAST[0][1]
    ctx = kit.context
    if ctx is None:
        raise RuntimeError("a combined PDF needs the kit's print context")
    short, long = sorted((ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height))
    assembly = assemble(kit, Page(short, long, lambda canvas: None, "print plan"))
    assembly.files[MAIN].pages[assembly.plan_index] = plan_page(kit, ctx, assembly)
    _LAST[:] = [(kit, assembly)]
    return assembly


def file_names(game: str, stem: str | None = None) -> dict[str, str]:
    """The files' names: `stem` (GAME-print-and-play) and its single-sided sibling."""
    stem = stem or f"{game}-print-and-play"
    return {MAIN: f"{stem}.pdf", SINGLE_FILE: f"{stem}-single-sided.pdf"}


@dataclass(frozen=True)
class _Laid:
    """The plan's text wrapped at one body size."""

    size: float
    notes: list[list[str]]
    steps: list[tuple[list[str], list[list[str]]]]
    total: list[str]

    @property
    def leading(self) -> float:
        return self.size * 1.3 / pt(1)

    def height(self) -> float:
        lines = sum(len(n) for n in self.notes) + len(self.total) + sum(
            len(head) + sum(len(line) for line in body) for head, body in self.steps)
        return lines * self.leading + 2 * (len(self.notes) + len(self.steps)) + 8


def _lay(notes: list[str], steps: list[Step], total: str, width: float, room: float
         ) -> _Laid:
    """The text at the largest of SIZES that fits `room` mm (the smallest if none)."""
    for size in SIZES:
        laid = _Laid(size, [wrap(note, "regular", size, width) for note in notes],
                     [(wrap(f"{n}. {step.head}", "bold", size, width - 5),
                       [wrap(line, "regular", size, width - 5) for line in step.lines])
                      for n, step in enumerate(steps, 1)],
                     wrap(total, "bold", size, width))
        if laid.height() <= room:
            break
    return laid


def plan_page(kit: Kit, ctx: PrintContext, assembly: Assembly) -> Page:
    """The plan: title, notes, numbered steps and the paper it all takes."""
    sheet = ctx.layout.sheet
    short, long = sorted((sheet.paper_width, sheet.paper_height))
    width, height = short, long
    accent = ctx.layout.colour("accent")
    if contrast(accent, PAPER) < 4.5:
        accent = INK
    inner = width - 2 * MARGIN
    total = ctx.text("plan.total", sheets=sum(sheets_of(assembly).values()),
                     paper=sheet.paper.capitalize())
    top = height - MARGIN - 30
    laid = _lay(notes(kit, ctx, assembly), steps(kit, ctx, assembly), total,
                inner, top - MARGIN - 12)

    def draw(canvas: Canvas) -> None:
        letter(canvas, ctx.log, kit.title, MARGIN, height - MARGIN - 9, size=22, colour=accent,
               on=PAPER, role="display", item="print plan title")
        letter(canvas, ctx.log, ctx.text("plan.title"), MARGIN, height - MARGIN - 18, size=13,
               colour=INK, on=PAPER, role="bold", item="print plan title")
        _rule(canvas, accent, 1.2, height - MARGIN - 22, width)
        y = _draw_notes(canvas, ctx, laid, top, accent)
        _rule(canvas, accent, 0.6, y + 2, width)
        y = _draw_steps(canvas, ctx, laid, y - 3, accent)
        _rule(canvas, accent, 0.6, y - 1, width)
        for line in laid.total:
            y -= laid.leading + 1
            letter(canvas, ctx.log, line, MARGIN, y, size=laid.size, colour=INK, on=PAPER,
                   role="bold", item="print plan total")
        scale_note(canvas, ctx.log, MARGIN, MARGIN, ctx.text("sheet.scale_note"))

    return Page(width, height, draw, "print plan")


def _rule(canvas: Canvas, accent: str, line_width: float, y: float, width: float) -> None:
    """A line in the accent across the page between the margins, at height `y` mm."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(line_width)
    canvas.line(pt(MARGIN), pt(y), pt(width - MARGIN), pt(y))
    canvas.restoreState()


def _draw_notes(canvas: Canvas, ctx: PrintContext, laid: _Laid, top: float,
                accent: str) -> float:
    """The bulleted notes, down from `top`; returns where the steps start."""
    y = top
    for lines in laid.notes:
        for n, line in enumerate(lines):
            y -= laid.leading
            if n == 0:
                letter(canvas, ctx.log, "•", MARGIN - 3.5, y, size=laid.size, colour=accent,
                       on=PAPER, item="print plan note")
            letter(canvas, ctx.log, line, MARGIN, y, size=laid.size, colour=INK, on=PAPER,
                   item="print plan note")
        y -= 2
    return y - 4


def _draw_steps(canvas: Canvas, ctx: PrintContext, laid: _Laid, top: float,
                accent: str) -> float:
    """Each step's heading in bold, its materials indented under it; returns the foot."""
    y = top
    for head, body in laid.steps:
        for n, line in enumerate(head):
            y -= laid.leading
            letter(canvas, ctx.log, line, MARGIN + (5 if n else 0), y, size=laid.size,
                   colour=INK, on=PAPER, role="bold", item="print plan step")
        for lines in body:
            for n, line in enumerate(lines):
                y -= laid.leading
                if n == 0:
                    letter(canvas, ctx.log, "–", MARGIN + 1.5, y, size=laid.size,
                           colour=accent, on=PAPER, item="print plan step")
                letter(canvas, ctx.log, line, MARGIN + 5, y, size=laid.size, colour=INK,
                       on=PAPER, item="print plan step")
        y -= 2
    return y

