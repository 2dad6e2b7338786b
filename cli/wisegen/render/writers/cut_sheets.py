"""Print-and-cut sheets for a registration-mark cutter (Silhouette Studio, type 1).

The cards are imposed by the same code as the print-and-play sheets (`impose`), inside
the registration-safe area: the page less the marks' inset, their line and the white
the optical eye needs around them; the block then moves clear of the top-left square,
which stands inside that area. Fronts carry the marks and, in the bottom-right corner
where type 1 has no mark, their settings in the kit's language, so the user sets Studio
the same. Backs are placed for the duplex flip exactly as on the print-and-play sheets
(long-edge or short-edge, the calibration offsets added) and carry no marks: the cutter
reads the front. Cards are drawn by their own drawers, clipped to the cutter's bleed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from wisegen.errors import UsageError
from wisegen.render.cutters import Cutter
from wisegen.render.document import Page
from wisegen.render.imposition import Imposition, impose, sheet_for
from wisegen.render.kit import PrintContext
from wisegen.render.layout import SheetSettings
from wisegen.render.lettering import FLOOR_PT, letter
from wisegen.render.marks import FURNITURE_INK
from wisegen.render.pieces import Card
from wisegen.render.units import Rect, pt

NOTE_BASELINE = 5.5
"""mm from the bottom edge: the settings note, under the marks' inset, over the
printer's own margin."""


def _overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top


def _moved(layout: Imposition, dx: float, dy: float) -> Imposition:
    """The block moved by (dx, dy) on the front; each back follows it through the flip."""
    fronts = tuple(Rect(r.x + dx, r.y + dy, r.width, r.height) for r in layout.fronts)
    bx, by = (dx, -dy) if layout.backs_turned else (-dx, dy)
    backs = tuple(Rect(r.x + bx, r.y + by, r.width, r.height) for r in layout.backs)
    return replace(layout, fronts=fronts, backs=backs)


def _clear(layout: Imposition, keep_out: list[Rect], safe: Rect) -> Imposition | None:
    """`layout` moved the least that takes every card's bleed off the keep-out boxes
    while staying in `safe`, or None if no move does."""
    for _ in range(len(keep_out) + 1):
        block = layout.trim_box(layout.fronts).grow(layout.bleed)
        hit = next((box for box in keep_out for r in layout.fronts
                    if _overlaps(r.grow(layout.bleed), box)), None)
        if hit is None:
            return layout
        moves = [(hit.right - block.x, 0.0), (hit.x - block.right, 0.0),
                 (0.0, hit.y - block.top), (0.0, hit.top - block.y)]
        fits = [(abs(dx) + abs(dy), dx, dy) for dx, dy in moves
                if block.x + dx >= safe.x - 1e-9 and block.right + dx <= safe.right + 1e-9
                and block.y + dy >= safe.y - 1e-9 and block.top + dy <= safe.top + 1e-9]
        if not fits:
            return None
        _, dx, dy = min(fits)
        layout = _moved(layout, dx, dy)
    return None


def cut_layout(cutter: Cutter, settings: SheetSettings, card_w: float, card_h: float,
               backed: bool) -> Imposition:
    """The most cards of `card_w` x `card_h` mm that fit the registration-safe area of
    the settings' paper, clear of every mark, with the cutter's bleed."""
    flat = sheet_for(settings, backed)
    if flat.duplex == "fold":
        flat = replace(flat, duplex="long-edge")  # the eye reads one side: no fold sheets
    short, long = sorted((settings.paper_width, settings.paper_height))
    for extra in range(0, 40):
        margin = cutter.safe_area(short, long).x + extra
        try:
            layout = impose(replace(flat, margin=margin, bleed=cutter.bleed, mark_gap=0,
                                    mark_length=0), card_w, card_h)
        except UsageError:
            break
        safe = cutter.safe_area(layout.width, layout.height)
        cleared = _clear(layout, cutter.keep_out(layout.width, layout.height), safe)
        if cleared is not None:
            return cleared
    raise UsageError(f"a {card_w:g} x {card_h:g} mm card does not fit inside the "
                     f"registration marks of a {settings.paper} sheet; use a smaller card")


def _draw_marks(canvas: Canvas, cutter: Cutter, width: float, height: float) -> None:
    canvas.saveState()
    canvas.setFillColorRGB(0, 0, 0)
    for shape in cutter.mark_shapes(width, height):
        canvas.rect(pt(shape.x), pt(shape.y), pt(shape.width), pt(shape.height), stroke=0,
                    fill=1)
    canvas.restoreState()


def _draw_cards(canvas: Canvas, drawers: Sequence[tuple[Card, Rect]], bleed: float,
                back: bool, turned: bool) -> None:
    """Each card by its own drawer, clipped to its trim plus the cutter's bleed."""
    for card, trim in drawers:
        draw = card.back if back else card.front
        if draw is None:
            continue
        canvas.saveState()
        area = trim.grow(min(bleed, card.bleed))
        path = canvas.beginPath()
        path.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height))
        canvas.clipPath(path, stroke=0, fill=0)
        if turned:
            cx, cy = pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2)
            canvas.translate(cx, cy)
            canvas.rotate(180)
            canvas.translate(-cx, -cy)
        draw(canvas, trim)
        canvas.restoreState()


def marks_note(cutter: Cutter, ctx: PrintContext) -> str:
    """The marks' settings in the kit's language, as Studio's panel names them."""
    assert cutter.marks is not None
    m = cutter.marks
    mark = ctx.text("cut.decimal_mark")  # 0.5 mm in English, 0,5 mm in French

    def number(value: float) -> str:
        return f"{value:g}".replace(".", mark)

    return ctx.text("cut.marks_note", type=m.type, length=number(m.length),
                    thickness=number(m.thickness), inset=number(m.inset))


def cut_pages(cutter: Cutter, cards: Sequence[Card], layout: Imposition,
              ctx: PrintContext) -> list[Page]:
    """Front pages with the marks and the note, each followed by its back page when the
    cards have backs (a back prints on the sheet of the front before it)."""
    note = marks_note(cutter, ctx)
    backed = all(card.back is not None for card in cards)
    per, width, height = layout.per_sheet, layout.width, layout.height
    pages = []
    for start in range(0, len(cards), per):
        chunk = cards[start:start + per]
        fronts = list(zip(chunk, layout.fronts, strict=False))
        backs = list(zip(chunk, layout.backs, strict=False))

        def front(canvas: Canvas, fronts: list[tuple[Card, Rect]] = fronts) -> None:
            _draw_cards(canvas, fronts, layout.bleed, False, False)
            _draw_marks(canvas, cutter, width, height)
            letter(canvas, ctx.log, note, width - cutter.safe_area(width, height).x,
                   NOTE_BASELINE, size=FLOOR_PT, colour=FURNITURE_INK, on="#FFFFFF",
                   align="right", item="registration marks note")

        def back(canvas: Canvas, backs: list[tuple[Card, Rect]] = backs) -> None:
            _draw_cards(canvas, backs, layout.bleed, True, layout.backs_turned)

        label = f"{chunk[0].deck} · {start // per + 1}"
        pages.append(Page(width, height, front, f"{label} fronts", cards=tuple(chunk)))
        if backed:
            pages.append(Page(width, height, back, f"{label} backs", back=True))
    return pages
