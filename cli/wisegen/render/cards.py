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
from functools import partial
from weakref import WeakKeyDictionary

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page
from wisegen.render.fonts import text_width
from wisegen.render.forms import placed
from wisegen.render.imposition import Imposition, impose
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import FLOOR_PT, letter
from wisegen.render.marks import (
    FURNITURE_INK,
    SCALE_BAR,
    Spot,
    band_spans,
    crop_marks,
    fold_line,
    label_runs,
    label_spot,
    note_spot,
    scale_note,
    turned,
)
from wisegen.render.pieces import Card
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
           lambda form: drawer(form, Rect(0, 0, width, height)), trim.x, trim.y)


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


def _furniture(canvas: Canvas, trims: Sequence[Rect], ctx: PrintContext, label: str,
               page: tuple[float, float]) -> None:
    """Crop marks, the 100 % note and the sheet label, the last two where no crop mark
    runs (render/marks.py) and the label whole (cut short only on a sheet with no room
    for it anywhere)."""
    settings, rects = ctx.layout.sheet, tuple(trims)
    crop_marks(canvas, rects, settings)
    note = ctx.log.typeset(ctx.text("sheet.scale_note"))
    length = max(SCALE_BAR, text_width(note, "regular", 6) / pt(1))
    turned(canvas, note_spot(rects, settings, page, length),
           lambda: scale_note(canvas, ctx.log, 0, 0, note))
    label = ctx.log.typeset(label)
    width = lambda text: text_width(text, "regular", FLOOR_PT) / pt(1)  # noqa: E731
    y = max(r.top for r in rects) + settings.bleed + settings.mark_gap + 1.2
    runs = label_runs(label.split(" · "), band_spans(rects), width)
    spot = None if runs else label_spot(rects, settings, page, width(label))
    if runs is None and spot is None:
        room = rects[0].width - 3
        while width(label) > room and len(label) > 4:
            label = label[:-2] + "…"
        runs = [(label, rects[0].x + 1.5)]
    for text, x in runs or [(label, 0.0)]:
        turned(canvas, spot or Spot(x, y), partial(
            letter, canvas, ctx.log, text, 0, 0, size=FLOOR_PT, colour=FURNITURE_INK,
            on="#FFFFFF", item="sheet label"))


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
    layout = impose(settings, card_w, card_h)
    uses = Counter((*fronts, *(backs or ())))
    repeated = {drawer for drawer, count in uses.items() if count > 1}
    per = layout.per_sheet
    sheets = [range(i, min(i + per, len(fronts))) for i in range(0, len(fronts), per)]
    width, height = card_w or settings.card_width, card_h or settings.card_height
    deck = [Card(title, i, names[i] if names is not None else f"{title} {i + 1}", front,
                 backs[i] if backs is not None else None, width, height, layout.bleed)
            for i, front in enumerate(fronts)]
    pages: list[Page] = []
    for number, indices in enumerate(sheets, 1):
        front_trims = layout.fronts[: len(indices)]
        back_trims = layout.backs[: len(indices)]
        front_drawers = [fronts[i] for i in indices]
        back_drawers = [backs[i] for i in indices] if backs is not None else None
        tag = f"{title} · {number}/{len(sheets)}"
        if settings.duplex == "fold" and back_drawers is not None:
            both = tuple(front_trims) + tuple(back_trims)

            def draw_fold(canvas: Canvas, fd=front_drawers, bd=back_drawers, ft=front_trims,
                          bt=back_trims, both=both, tag=tag) -> None:
                fold_line(canvas, layout.width, layout.height, layout.fold or "vertical")
                _draw_cards(canvas, fd, ft, layout.bleed, repeated=repeated)
                _draw_cards(canvas, bd, bt, layout.bleed, layout.backs_turned, repeated)
                _furniture(canvas, both, ctx, f"{tag} · {ctx.text('sheet.fold_label')}",
                           (layout.width, layout.height))

            pages.append(Page(layout.width, layout.height, draw_fold, f"{tag} (fold)",
                              cards=tuple(deck[i] for i in indices)))
            continue

        def draw_front(canvas: Canvas, fd=front_drawers, ft=front_trims, tag=tag) -> None:
            _draw_cards(canvas, fd, ft, layout.bleed, repeated=repeated)
            _furniture(canvas, ft, ctx, f"{tag} · {ctx.text('sheet.fronts')}",
                       (layout.width, layout.height))

        pages.append(Page(layout.width, layout.height, draw_front, f"{tag} fronts",
                          cards=tuple(deck[i] for i in indices)))
        if back_drawers is not None:

            def draw_back(canvas: Canvas, bd=back_drawers, bt=back_trims, tag=tag) -> None:
                _draw_cards(canvas, bd, bt, layout.bleed, layout.backs_turned, repeated)
                _furniture(canvas, bt, ctx, f"{tag} · {ctx.text('sheet.backs')}",
                           (layout.width, layout.height))

            pages.append(Page(layout.width, layout.height, draw_back, f"{tag} backs",
                              back=True))
    return pages, layout
