"""Decks of cards onto sheets: fronts, registered backs, crop marks, boxes, notes.

Page boxes: a sheet of n-up cards is a home-cut sheet, and the finished page it describes
is the whole sheet (its cards are cut from it afterwards, along the crop marks). So its
TrimBox and BleedBox are the MediaBox: a viewer, RIP or print service that crops to the
TrimBox keeps the crop marks, the sheet label and the 100 % scale bar. (A TrimBox around
the block of cards would cut all of them away.) Each card's own trim and bleed are what
the crop marks show; a service that wants cut-size cards takes them one by one from
`wisegen export --format png` (300 dpi, with bleed), drawn by the same code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from weakref import WeakKeyDictionary

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page
from wisegen.render.fonts import text_width
from wisegen.render.forms import placed
from wisegen.render.imposition import Imposition, Segment, impose, sheet_for, stacked
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import FLOOR_PT, letter
from wisegen.render.marks import (
    FURNITURE_INK,
    SCALE_BAR,
    band_spans,
    fold_line,
    label_runs,
    scale_note,
)
from wisegen.render.pieces import Card
from wisegen.render.sheet import joined_titles
from wisegen.render.units import Rect, pt

CardDrawer = Callable[[Canvas, Rect], None]
"""Draws one card face whose trim is the Rect (mm); may paint into the bleed around it."""


_FORM_NUMBERS: WeakKeyDictionary[Canvas, dict[CardDrawer, int]] = WeakKeyDictionary()
"""Per PDF, the number of each repeated card drawer in order of first use: a form name
that is the same on every run (an id() would not be)."""


def _draw_card(canvas: Canvas, drawer: CardDrawer, trim: Rect, bleed: float,
               repeated: Collection[CardDrawer]) -> None:
    """One card; a drawer used for several cards (a deck's back) becomes one form XObject
    drawn once per PDF, each card a reference to it."""
    if drawer not in repeated:
        drawer(canvas, trim)
        return
    numbers = _FORM_NUMBERS.setdefault(canvas, {})
    number = numbers.setdefault(drawer, len(numbers) + 1)
    width, height = trim.width, trim.height
    placed(canvas, f"card{number} {width:.3f}x{height:.3f} b{bleed:.3f}",
           Rect(0, 0, width, height).grow(bleed),
           lambda form: drawer(form, Rect(0, 0, width, height)), trim.x, trim.y,
           local=True)  # numbered per canvas


def _draw_cards(canvas: Canvas, drawers: Sequence[CardDrawer], trims: Sequence[Rect],
                bleed: float, turned: bool = False,
                repeated: Collection[CardDrawer] = ()) -> None:
    for drawer, trim in zip(drawers, trims, strict=False):
        canvas.saveState()
        area = trim.grow(bleed)
        path = canvas.beginPath()
        path.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height))
        canvas.clipPath(path, stroke=0, fill=0)
        if turned:
            centre_x, centre_y = pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2)
            canvas.translate(centre_x, centre_y)
            canvas.rotate(180)
            canvas.translate(-centre_x, -centre_y)
        _draw_card(canvas, drawer, trim, bleed, repeated)
        canvas.restoreState()


NOTE_DEPTH = 4.2
"""mm the note (text over a bar) takes across its line; the sheet label takes LABEL_DEPTH."""
LABEL_DEPTH = 2.6


def _furniture(canvas: Canvas, trims: Sequence[Rect], layout: Imposition, ctx: PrintContext,
               label: str | None, note: bool = True) -> None:
    """Crop marks where there is room, the sheet label and the 100 % note: above and
    below the cards when the sheet has room there, else turned a quarter in a side
    margin beside a row of cards, where no crop mark runs (a Letter sheet of nine poker
    cards keeps no room above or below them)."""
    rects = tuple(trims)
    _marks(canvas, layout.mark_segments(rects), ctx.layout.sheet.mark_width)
    grid = layout.trim_box(rects)
    left, right, _bottom, top = layout.room(rects)
    outside = layout.bleed + layout.mark_gap
    first = rects[0]
    marks_top = layout.mark_lengths(rects)[3]
    if label is None:
        pass
    elif top >= layout.mark_gap + marks_top + LABEL_DEPTH + 0.4:  # above the marks
        _label(canvas, ctx, label, grid.width - 3, grid.x + 1.5,
               grid.top + outside + marks_top + 1.0)
    elif top >= layout.mark_gap + LABEL_DEPTH:  # between them, a part over each column
        width = lambda text: text_width(text, "regular", FLOOR_PT) / pt(1)  # noqa: E731
        runs = label_runs(ctx.log.typeset(label).split(" · "), band_spans(rects), width)
        for text, x in runs or [(label, grid.x + 1.5)]:
            _label(canvas, ctx, text, first.width - 3, x, grid.top + outside + 1.2)
    elif max(left, right) >= layout.mark_gap + LABEL_DEPTH:
        x = grid.x - outside - 2.5 if left >= right else grid.right + outside + 0.6
        _turned(canvas, x, first.top - 1.5, lambda: _label(canvas, ctx, label,
                                                            first.height - 3, 0, 0))
    if note:
        _scale_note(canvas, ctx, layout, rects)


def _scale_note(canvas: Canvas, ctx: PrintContext, layout: Imposition,
                rects: tuple[Rect, ...]) -> None:
    """The 100 % note under the cards, under their marks, or turned in a side margin."""
    grid = layout.trim_box(rects)
    left, right, bottom, _top = layout.room(rects)
    marks = layout.mark_lengths(rects)
    outside = layout.bleed + layout.mark_gap
    first = rects[0]
    note = ctx.text("sheet.scale_note")
    length = max(SCALE_BAR, text_width(note, "regular", 6) / pt(1)) + 2
    if bottom >= layout.mark_gap + NOTE_DEPTH and first.width >= length:
        scale_note(canvas, ctx.log, grid.x + 1.5, grid.y - outside - 2.2, note)
    elif bottom >= layout.mark_gap + marks[2] + NOTE_DEPTH + 0.5:
        scale_note(canvas, ctx.log, grid.x + 1.5, grid.y - outside - marks[2] - 2.7, note)
    elif max(left, right) >= layout.mark_gap + NOTE_DEPTH:
        last = rects[-1]
        x = grid.right + outside + 2.5 if right >= left else grid.x - outside - 2.2
        _turned(canvas, x, last.y + 1.5 + length,
                lambda: scale_note(canvas, ctx.log, 0, 0, note))


def _marks(canvas: Canvas, segments: list[Segment], width: float) -> None:
    canvas.saveState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(pt(width))
    for x0, y0, x1, y1 in segments:
        canvas.line(pt(x0), pt(y0), pt(x1), pt(y1))
    canvas.restoreState()


def _label(canvas: Canvas, ctx: PrintContext, label: str, room: float, x: float,
           y: float) -> None:
    """The sheet label, cut short to `room` mm so it never runs over a crop mark."""
    while text_width(label, "regular", FLOOR_PT) > pt(room) and len(label) > 4:
        label = label[:-2] + "…"
    letter(canvas, ctx.log, label, x, y, size=FLOOR_PT, colour=FURNITURE_INK, on="#FFFFFF",
           item="sheet label")


def _turned(canvas: Canvas, x: float, y: float, draw: Callable[[], None]) -> None:
    """`draw` (which draws at the origin) turned a quarter clockwise at (x, y) mm: text
    reading down a side margin."""
    canvas.saveState()
    canvas.translate(pt(x), pt(y))
    canvas.rotate(-90)
    draw()
    canvas.restoreState()


def card_pages(fronts: Sequence[CardDrawer], backs: Sequence[CardDrawer] | None,
               ctx: PrintContext, title: str, card_w: float | None = None,
               card_h: float | None = None, names: Sequence[str] | None = None
               ) -> tuple[list[Page], Imposition]:
    """Pages for a deck. `backs[i]` is the back of `fronts[i]`; None prints no backs.
    `names[i]` says what card i reads (its words), for image exports; by default
    "TITLE i".

    long-edge/short-edge: a front sheet then its back sheet; fold: one sheet each.
    Each front (or fold) page carries its `Card`s, so a card can be drawn alone.
    """
    settings = ctx.layout.sheet
    width, height = card_w or settings.card_width, card_h or settings.card_height
    deck = [Card(title, i, names[i] if names is not None else f"{title} {i + 1}", front,
                 backs[i] if backs is not None else None, width, height, settings.bleed)
            for i, front in enumerate(fronts)]
    return deck_pages(deck, ctx), impose(settings, width, height)


def deck_pages(deck: Sequence[Card], ctx: PrintContext) -> list[Page]:
    """Sheets for `deck`, cards of one size, in order: `decks_pages` with one deck."""
    return decks_pages([deck], ctx)


Block = tuple[Sequence[Card], Imposition]
"""Cards of one size on a sheet, and where they go."""


def decks_pages(decks: Sequence[Sequence[Card]], ctx: PrintContext) -> list[Page]:
    """Sheets for several decks in order, each deck's cards of one size (the combined
    file's decks: word cards, rules cards, a token). A deck starts under the last cards
    of the deck before when some fit there, on that sheet, before taking sheets of its
    own. With backs: long-edge/short-edge give a front sheet then its back sheet, fold
    one sheet each; a deck without backs prints fronts only. Each sheet is labelled with
    the decks it holds (`Card.deck`)."""
    decks = [deck for deck in decks if deck]
    if not decks:
        return []
    settings = ctx.layout.sheet
    uses = Counter(drawer for deck in decks for card in deck
                   for drawer in (card.front, card.back) if drawer)
    repeated = {drawer for drawer, count in uses.items() if count > 1}
    sheets: list[list[Block]] = []
    for deck in decks:
        rest = list(deck)
        flat = sheet_for(settings, _backed(rest))
        if sheets and _backed(sheets[-1][-1][0]) == _backed(rest):
            cards, upper = sheets[-1][-1]
            pair = stacked(flat, upper, len(cards), rest[0].width, rest[0].height)
            if pair is not None:
                sheets[-1][-1] = (cards, pair[0])
                sheets[-1].append((rest[:pair[1].per_sheet], pair[1]))
                rest = rest[pair[1].per_sheet:]
        layout = impose(flat, deck[0].width, deck[0].height)
        per = layout.per_sheet
        sheets += [[(rest[i:i + per], layout)] for i in range(0, len(rest), per)]
    pages: list[Page] = []
    for number, blocks in enumerate(sheets, 1):
        names = joined_titles([card.deck for cards, _ in blocks for card in cards])
        tag = f"{names} · {number}/{len(sheets)}"
        pages += _sheet_pages(blocks, ctx, tag, repeated)
    return pages


def _backed(cards: Sequence[Card]) -> bool:
    return all(card.back is not None for card in cards)


def _back_side(layout: Imposition) -> Imposition:
    """`layout` as its backs' page sees it: a block's bounds turned over with the sheet."""
    bounds = layout.bounds
    if bounds is None or not layout.backs_turned:
        return layout
    return replace(layout, bounds=Rect(bounds.x, layout.height - bounds.top, bounds.width,
                                       bounds.height))


def _sheet_pages(blocks: list[Block], ctx: PrintContext, tag: str,
                 repeated: Collection[CardDrawer]) -> list[Page]:
    """One sheet of cards in blocks: its front page and back page, or its one fold page.
    The first block carries the sheet label, the last the 100 % note."""
    layout = blocks[0][1]
    cards = tuple(card for block, _ in blocks for card in block)
    with_backs = _backed(cards)
    last = len(blocks) - 1
    if ctx.layout.sheet.duplex == "fold" and with_backs:
        block, _ = blocks[0]
        front_trims, back_trims = layout.fronts[: len(block)], layout.backs[: len(block)]
        both = tuple(front_trims) + tuple(back_trims)

        def draw_fold(canvas: Canvas) -> None:
            fold_line(canvas, layout.width, layout.height, layout.fold or "vertical")
            _draw_cards(canvas, [c.front for c in block], front_trims, layout.bleed,
                        repeated=repeated)
            _draw_cards(canvas, [c.back for c in block if c.back], back_trims, layout.bleed,
                        layout.backs_turned, repeated)
            _furniture(canvas, both, layout, ctx, f"{tag} · {ctx.text('sheet.fold_label')}")

        return [Page(layout.width, layout.height, draw_fold, f"{tag} (fold)", cards=cards)]

    def draw_front(canvas: Canvas) -> None:
        for n, (block, place) in enumerate(blocks):
            trims = place.fronts[: len(block)]
            _draw_cards(canvas, [c.front for c in block], trims, place.bleed,
                        repeated=repeated)
            _furniture(canvas, trims, place, ctx, f"{tag} · {ctx.text('sheet.fronts')}"
                       if n == 0 else None, note=n == last)

    pages = [Page(layout.width, layout.height, draw_front, f"{tag} fronts", cards=cards)]
    if with_backs:

        def draw_back(canvas: Canvas) -> None:
            for n, (block, place) in enumerate(blocks):
                trims = place.backs[: len(block)]
                _draw_cards(canvas, [c.back for c in block if c.back], trims, place.bleed,
                            place.backs_turned, repeated)
                _furniture(canvas, trims, _back_side(place), ctx,
                           f"{tag} · {ctx.text('sheet.backs')}" if n == 0 else None,
                           note=n == last)

        pages.append(Page(layout.width, layout.height, draw_back, f"{tag} backs",
                          back=True))
    return pages
