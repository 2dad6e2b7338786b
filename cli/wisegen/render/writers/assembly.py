"""A kit laid out as the files a player prints: every sheet used, no blank page.

Printed double-sided (long-edge or short-edge), a kit is two files:
- the double-sided file (`GAME-print-and-play.pdf`): the cover (`writers/cover.py`),
  the print plan on its back and the rulebook, back to back, then
  every card sheet with its backs. Cards of one size share sheets whatever deck they
  come from (the rules cards fill the last sheet of word cards);
- the single-sided file (`GAME-print-and-play-single-sided.pdf`): boards, nets, pads and
  other one-sided sheets, small parts ganged onto shared sheets (`Page.part`), each pad
  one page printed as many times as it says (`Page.copies`).
With `--duplex fold` (or a kit with no backs) every page prints on one side: one file.

The reading section of the double-sided file is the only place a page can be left blank
(when the cover, plan and rulebook come to an odd number of pages).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.cards import decks_pages
from wisegen.render.document import Page, Part
from wisegen.render.kit import Kit, PrintContext
from wisegen.render.lettering import letter
from wisegen.render.marks import FURNITURE_INK
from wisegen.render.pieces import Card
from wisegen.render.sheet import part_sheets
from wisegen.render.writers.cover import cover_pages

MAIN, SINGLE_FILE = "main", "single-sided"
"""The two files' keys: the main file (double-sided when the kit has backs) and the
single-sided one."""
DOUBLE, SINGLE = "double", "single"
"""How a run prints."""


def front_pages(kit: Kit) -> list[Page]:
    """The pages before the print plan: the cover (the plan is printed on its back)."""
    return cover_pages(kit)


@dataclass(frozen=True)
class Run:
    """Consecutive pages of one file printed the same way: one step of the plan."""

    file: str
    pages: tuple[int, ...]
    """1-based page numbers in the file."""
    sides: str
    """"double", "single" or "fold"."""
    materials: tuple[str, ...]
    kind: str
    """"reading" (cover, plan, rulebook), "cards" or "sheets"."""
    copies: int = 1


@dataclass
class PrintFile:
    key: str
    double: bool
    """Printed double-sided (two pages to a sheet)."""
    pages: list[Page] = field(default_factory=list)
    shown: list[tuple[str, ...]] = field(default_factory=list)
    """Per page, the materials it shows (none for the plan or a blank)."""
    kinds: list[str] = field(default_factory=list)

    def add(self, page: Page, materials: tuple[str, ...], kind: str) -> None:
        self.pages.append(page)
        self.shown.append(materials)
        self.kinds.append(kind)


@dataclass
class Assembly:
    files: dict[str, PrintFile]
    runs: list[Run]
    plan_index: int
    """Index of the plan page in the first file."""

    def pages_of(self, material: str) -> dict[str, list[int]]:
        """File -> 1-based pages that show `material`."""
        out: dict[str, list[int]] = {}
        for key, file in self.files.items():
            numbers = [n for n, shown in enumerate(file.shown, 1) if material in shown]
            if numbers:
                out[key] = numbers
        return out


def _blank(width: float, height: float, ctx: PrintContext) -> Page:
    """A page left blank on purpose (a note says so, so a printer set to skip empty
    pages still keeps it)."""
    note = ctx.text("plan.blank")

    def draw(canvas: Canvas) -> None:
        letter(canvas, ctx.log, note, width / 2, ctx.layout.sheet.margin + 9, size=6.5,
               colour=FURNITURE_INK, on="#FFFFFF", align="center", item="blank page")

    return Page(width, height, draw, "blank", back=True)


@dataclass
class _Sorted:
    """A kit's pages sorted by how they print."""

    decks: list[tuple[str, list[Card]]] = field(default_factory=list)
    booklet: list[tuple[str, Page]] = field(default_factory=list)
    singles: list[tuple[str, Page]] = field(default_factory=list)
    pairs: list[tuple[str, Page]] = field(default_factory=list)
    """Two-sided pages that are not card sheets (a page and its back), kept as they are."""


def _sort(kit: Kit) -> _Sorted:
    out = _Sorted()
    for material, pages in kit.materials.items():
        cards = [card for page in pages for card in page.cards]
        if cards:
            out.decks.append((material, cards))
        for n, page in enumerate(pages):
            backed = n + 1 < len(pages) and pages[n + 1].back
            if page.cards or (page.back and pages[n - 1].cards):
                continue
            if page.back or backed:
                out.pairs.append((material, page))
            else:
                (out.booklet if page.booklet else out.singles).append((material, page))
    return out


def _card_sheets(decks: list[tuple[str, list[Card]]], ctx: PrintContext
                 ) -> list[tuple[Page, tuple[str, ...]]]:
    """Every deck's sheets: consecutive decks of one card size (and backs or none) as
    one deck; a deck of another size starts under the last cards of the one before
    when it fits there. Each page with the materials whose cards it shows."""
    groups: list[list[tuple[str, Card]]] = []
    for material, cards in decks:
        for card in cards:
            key = (card.width, card.height, card.back is None)
            last = groups[-1][-1][1] if groups else None
            if last is None or (last.width, last.height, last.back is None) != key:
                groups.append([])
            groups[-1].append((material, card))
    owner = {id(card): material for group in groups for material, card in group}
    out: list[tuple[Page, tuple[str, ...]]] = []
    for page in decks_pages([[card for _, card in group] for group in groups], ctx):
        shown = page.cards or out[-1][0].cards  # a back page shows its front's cards
        out.append((page, tuple(dict.fromkeys(owner[id(c)] for c in shown))))
    return out


def _singles(singles: list[tuple[str, Page]], ctx: PrintContext
             ) -> list[tuple[Page, tuple[str, ...]]]:
    """One-sided pages in order; the parts among them ganged, where the first one was."""
    parts: list[tuple[str, Part]] = [(m, p.part) for m, p in singles if p.part is not None]
    out: list[tuple[Page, tuple[str, ...]]] = []
    ganged = False
    for material, page in singles:
        if page.part is None or len(parts) < 2:
            out.append((page, (material,)))
        elif not ganged:
            ganged = True
            sheets = part_sheets(ctx, [part for _, part in parts])
            owners = tuple(dict.fromkeys(m for m, _ in parts))
            out += [(sheet, owners) for sheet in sheets]
    return out


def assemble(kit: Kit, plan_page: Page) -> Assembly:
    """The kit's files in print order, with `plan_page` after the front pages."""
    ctx = kit.context
    if ctx is None:
        raise RuntimeError("a combined PDF needs the kit's print context")
    duplex = ctx.layout.sheet.duplex != "fold" and any(page.back for page in kit.pages)
    sorted_ = _sort(kit)
    first = PrintFile(MAIN, duplex)
    files = {first.key: first}
    for page in front_pages(kit):
        first.add(page, (), "reading")
    plan_index = len(first.pages)
    first.add(plan_page, (), "reading")
    for material, page in sorted_.booklet:
        first.add(page, (material,), "reading")
    if duplex and len(first.pages) % 2:
        first.add(_blank(plan_page.width, plan_page.height, ctx), (), "blank")
    single = first if not duplex else PrintFile(SINGLE_FILE, False)
    for page, shown in _card_sheets(sorted_.decks, ctx):
        two_sided = page.back or any(card.back is not None for card in page.cards)
        (first if duplex and two_sided else single).add(page, shown, "cards")
    for material, page in sorted_.pairs:
        (first if duplex else single).add(page, (material,), "sheets")
    for page, shown in _singles(sorted_.singles, ctx):
        single.add(page, shown, "sheets")
    if single is not first and single.pages:
        files[single.key] = single
    return Assembly(files, _runs(files, ctx), plan_index)


def _runs(files: dict[str, PrintFile], ctx: PrintContext) -> list[Run]:
    """Steps: consecutive pages of a file alike in kind, materials and copies."""
    runs: list[Run] = []
    fold = ctx.layout.sheet.duplex == "fold"
    for key, file in files.items():
        for n, (page, shown, kind) in enumerate(zip(file.pages, file.shown, file.kinds,
                                                    strict=True), 1):
            if kind == "blank":
                continue
            sides = DOUBLE if file.double else ("fold" if fold and page.cards and any(
                c.back for c in page.cards) else SINGLE)
            last = runs[-1] if runs else None
            if (last is not None and last.file == key and last.kind == kind
                    and last.sides == sides and last.copies == page.copies
                    and last.pages[-1] >= n - 2 and page.copies == 1):
                merged = tuple(dict.fromkeys(last.materials + shown))
                runs[-1] = Run(key, (*last.pages, n), sides, merged, kind, page.copies)
            else:
                runs.append(Run(key, (n,), sides, shown, kind, page.copies))
    return runs
