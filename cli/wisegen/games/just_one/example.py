"""An illustrated turn for the rulebook: a real card of the kit, the number the guesser
chooses, the clue tents with the identical clues laid down, and the guess.

It is drawn in the room the rulebook's text leaves on its last page (its text ends
early on page 2), so the second page teaches by picture instead of standing empty.
The words and captions are kit text, so the picture is in the kit's language.
"""

from __future__ import annotations

from dataclasses import replace

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.just_one.art import badge, number_shape
from wisegen.render.boxes import box_rect
from wisegen.render.cards import CardDrawer
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.rulebook import MARGIN
from wisegen.render.text import wrap
from wisegen.render.units import Rect, pt

HEIGHT = 104.0
"""mm the picture needs: a heading and a poker card with the steps beside it."""
CARD = (63.0, 88.0)
PAPER = "#FFFFFF"
LAID_DOWN = "#E6E6E6"
"""A cancelled tent's grey (its clue stays readable: 5.6:1)."""
EDGE = "#BDBDBD"
"""The pictured card's edge."""
CAPTION = 9.0
LINE = 4.3
"""mm between caption lines."""


def _free_top(pages: list[Page], text_end: float | None) -> float | None:
    """Where the picture's top may go on the rulebook's last page (mm from the bottom),
    when it fits under the text ending at `text_end`; None when it does not."""
    if not pages or text_end is None:
        return None
    top = text_end - 8
    return top if top - HEIGHT >= MARGIN + 2 else None


def _tent(canvas: Canvas, ctx: PrintContext, rect: Rect, clue: str, number: int,
          cancelled: bool) -> None:
    """A clue tent seen from the front: its player's colour at the top, the clue; a
    cancelled one greyed and struck through."""
    colour = ctx.layout.colour(f"n{number}")
    ink = ctx.layout.colour("muted" if cancelled else "ink")
    ground = LAID_DOWN if cancelled else PAPER
    canvas.saveState()
    canvas.setFillColor(HexColor(ground))
    canvas.setStrokeColor(HexColor(ink))
    canvas.setLineWidth(pt(0.3))
    if cancelled:
        canvas.setDash([pt(1.2), pt(1)])
    canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(1.5),
                     stroke=1, fill=1)
    canvas.setDash([])
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(rect.x + 1), pt(rect.top - 3), pt(rect.width - 2), pt(2), stroke=0, fill=1)
    middle = rect.y + rect.height / 2 - 2
    letter(canvas, ctx.log, clue, rect.x + rect.width / 2, middle, size=10, colour=ink,
           on=ground, role="bold", align="center", item="rulebook example")
    if cancelled:
        canvas.setStrokeColor(HexColor(ink))
        canvas.setLineWidth(pt(0.5))
        canvas.line(pt(rect.x + 3), pt(middle + 1.2), pt(rect.right - 3), pt(middle + 1.2))
    canvas.restoreState()


def _caption(canvas: Canvas, ctx: PrintContext, number: int, text: str, x: float,
             top: float, width: float) -> float:
    """A step: its badge and its words; returns the y under it."""
    badge(canvas, ctx.log, number, x + 3, top - 2.6, 6, ctx.layout.colour(f"n{number}"),
          ctx.ink_saver, number_shape(ctx.layout, number))
    y = top - 3.6
    for line in wrap(text, "regular", CAPTION, width - 9):
        letter(canvas, ctx.log, line, x + 9, y, size=CAPTION, colour=ctx.layout.colour("ink"),
               on=PAPER, item="rulebook example")
        y -= LINE
    return y - 2.2


def _picture(canvas: Canvas, ctx: PrintContext, front: CardDrawer, top: float,
             width: float) -> None:
    accent = ctx.layout.colour("accent")
    letter(canvas, ctx.log, ctx.text("example.title"), MARGIN, top - 6, size=12,
           colour=accent, on=PAPER, role="display", item="rulebook example")
    card = Rect(MARGIN, top - 12 - CARD[1], *CARD)
    front(canvas, card)
    chosen = box_rect(ctx.layout.box("word2"), card)
    canvas.saveState()
    canvas.setStrokeColor(HexColor(EDGE))
    canvas.setLineWidth(pt(0.3))
    canvas.roundRect(pt(card.x), pt(card.y), pt(card.width), pt(card.height), pt(3),
                     stroke=1, fill=0)
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(pt(0.9))
    row = ctx.layout.box("row")
    canvas.roundRect(pt(card.x + row.x - 1), pt(chosen.y - 1), pt(row.width + 2),
                     pt(chosen.height + 2), pt(2.6), stroke=1, fill=0)
    canvas.restoreState()
    x = card.right + 10
    room = MARGIN + width - x
    y = top - 12
    for number, key in enumerate(("example.draw", "example.choose", "example.write",
                                  "example.compare"), 1):
        y = _caption(canvas, ctx, number, ctx.text(key), x, y, room)
    clues = [c.strip() for c in ctx.text("example.clues").split(",")]
    tent_w = (room - 3 * 3) / 4
    for n, clue in enumerate(clues[:4]):
        cancelled = clues.count(clue) > 1
        _tent(canvas, ctx, Rect(x + n * (tent_w + 3), y - 15, tent_w, 15), clue, n + 1,
              cancelled)
    _caption(canvas, ctx, 5, ctx.text("example.guess"), x, y - 20, room)


def with_example(ctx: PrintContext, pages: list[Page], text_end: float | None,
                 front: CardDrawer) -> list[Page]:
    """The rulebook's pages, the last one carrying the illustrated turn when it has room
    under its text, which ends `text_end` mm from the bottom (`front` draws the example
    card, poker-sized)."""
    top = _free_top(pages, text_end)
    if top is None:
        return pages
    last = pages[-1]
    short = min(ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height)

    def draw(canvas: Canvas) -> None:
        last.draw(canvas)
        _picture(canvas, ctx, front, top, short - 2 * MARGIN)

    return [*pages[:-1], replace(last, draw=draw)]
