"""The Just One print-and-play kit: word cards, clue tents, score sheet, rules card and
rulebook.

Each of the five numbers has its own colour and its own badge shape on the cards (and
the same on the tents), so players can call "number 3" across the table, in colour or in
greyscale. Every word the kit prints besides the pack's comes from kit text
(content/kit-text/<language>/just-one.yaml), so `--lang fr` prints a French kit.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.just_one.art import badge, band_in_frame, bubble, frame, number_shape
from wisegen.games.just_one.example import with_example
from wisegen.games.just_one.score_sheet import score_sheet
from wisegen.games.just_one.tents import tents
from wisegen.render.boxes import box_rect, box_text, draw_text, fill_box
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.forms import placed
from wisegen.render.kit import Material, PrintContext
from wisegen.render.rulebook import MARGIN as RULEBOOK_MARGIN
from wisegen.render.rulebook import illustrated_rulebook
from wisegen.render.rules_card import RULES_CARD, design_context, rules_back, rules_front
from wisegen.render.units import Rect, pt


def _roundrect(canvas: Canvas, rect: Rect, radius: float, fill: str | None,
               stroke: str | None = None, width: float = 0.35) -> None:
    canvas.saveState()
    if fill:
        canvas.setFillColor(HexColor(fill))
    if stroke:
        canvas.setStrokeColor(HexColor(stroke))
        canvas.setLineWidth(pt(width))
    canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius),
                     stroke=1 if stroke else 0, fill=1 if fill else 0)
    canvas.restoreState()


def _back(ctx: PrintContext) -> CardDrawer:
    """The deck's back: an arc of the five number badges over the emblem (a speech
    bubble with one "1"), the title mark in the display font, a tagline, a gold frame."""
    layout, bleed, saver = ctx.layout, ctx.layout.sheet.bleed, ctx.ink_saver
    title, tagline = ctx.text("title"), ctx.text("back.tagline")

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("back"), trim, bleed)
        line = layout.colour("back_line")
        outer = box_rect(layout.box("back_frame"), trim)
        frame(canvas, outer, line, 0.5, 3.5)
        frame(canvas, outer.grow((trim.x - outer.x) * 0.375), line, 0.2, 2.6)
        emblem = box_rect(layout.box("back_emblem"), trim)
        size = emblem.width * 0.27
        for n in range(1, 6):
            cx = trim.x + trim.width / 2 + (n - 3) * size * 1.1
            cy = emblem.top + size * 0.5 - abs(n - 3) * size * 0.22
            badge(canvas, ctx.log, n, cx, cy, size, layout.colour(f"n{n}"), saver,
                  number_shape(layout, n))
        ink = layout.colour("accent")
        bubble(canvas, ctx.log, Rect(emblem.x, emblem.y, emblem.width,
                                     emblem.height - size * 1.1),
               layout.colour("bubble"), ink, saver, "card back emblem")
        box_text(canvas, layout.box("back_title"), trim, title, ctx.log, "card back title")
        tag = layout.box("back_tagline")
        draw_text(canvas, tag, box_rect(tag, trim), tagline, ctx.log, "card back tagline",
                  multiline=True)

    return draw


def _chrome(ctx: PrintContext) -> Callable[[Canvas, Rect], None]:
    """What every word card shares (ground, title band, frame, the five bands and badges),
    drawn once per PDF as a form and placed under each card's words."""
    layout, bleed, saver = ctx.layout, ctx.layout.sheet.bleed, ctx.ink_saver
    title = ctx.text("title")
    key = json.dumps([title, bleed, saver, layout.scale_x, layout.scale_y,
                      layout.data.get("colours"), layout.data.get("boxes")], sort_keys=True)

    def chrome(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("card"), trim, bleed)
        edge = box_rect(layout.box("frame"), trim)
        header = layout.box("header")
        head = box_rect(header, trim)
        band_in_frame(canvas, edge, head, header.fill or "#FFFFFF")
        draw_text(canvas, header, head, title, ctx.log, "card title mark")
        mark = box_rect(layout.box("header_mark"), trim)
        bubble(canvas, ctx.log, mark, layout.colour("bubble"), layout.colour("accent"), saver,
               "card title mark")
        row, spot = layout.box("row"), layout.box("badge")
        for n in range(1, 6):
            box = layout.box(f"word{n}")
            rect = box_rect(box, trim)
            colour = layout.colour(f"n{n}")
            band = Rect(trim.x + row.x, rect.y, row.width, rect.height)
            _roundrect(canvas, band, 2.2, box.fill, colour if saver else None, 0.3)
            badge(canvas, ctx.log, n, trim.x + spot.x + spot.width / 2,
                  rect.y + rect.height / 2, spot.width, colour, saver, number_shape(layout, n))
        frame(canvas, edge, layout.colour("frame"), 0.45, 3.0)

    def draw(canvas: Canvas, trim: Rect) -> None:
        local = Rect(0, 0, trim.width, trim.height)
        placed(canvas, f"j1 front {trim.width:.3f}x{trim.height:.3f} {key}", local.grow(bleed),
               lambda form: chrome(form, local), trim.x, trim.y)

    return draw


def _front(ctx: PrintContext, chrome: CardDrawer, index: int, words: list[str],
           item: str = "cards") -> CardDrawer:
    """A word card: the title band, then five rows, each a pale band in its number's
    colour with the number's badge and the word as large as it fits."""
    layout = ctx.layout

    def draw(canvas: Canvas, trim: Rect) -> None:
        chrome(canvas, trim)
        for n, word in enumerate(words, 1):
            box = layout.box(f"word{n}")
            draw_text(canvas, box, box_rect(box, trim), word, ctx.log,
                      f"{item}[{index}][{n - 1}]")

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    chrome = _chrome(ctx)
    fronts = [_front(ctx, chrome, i, words) for i, words in enumerate(deck)]
    pages, _ = card_pages(fronts, [_back(ctx)] * len(fronts), ctx,
                          ctx.text("cards.page_title", title=ctx.text("title")),
                          names=[" / ".join(w) for w in deck])
    return pages


def _rules_front(ctx: PrintContext) -> CardDrawer:
    """The shared rules summary (render/rules_card.py) inside the deck's frame."""
    summary = rules_front(ctx)
    layout = ctx.layout

    def draw(canvas: Canvas, trim: Rect) -> None:
        summary(canvas, trim)
        title = box_rect(layout.box("rules_title"), trim)
        canvas.saveState()
        canvas.setStrokeColor(HexColor(layout.colour("accent")))
        canvas.setLineWidth(pt(0.3))
        canvas.line(pt(title.x + 6), pt(title.y), pt(title.right - 6), pt(title.y))
        canvas.restoreState()
        frame(canvas, box_rect(layout.box("frame"), trim), layout.colour("frame"), 0.45, 3.0)

    return draw


def _badge_row(canvas: Canvas, ctx: PrintContext, area: Rect) -> None:
    """The five number badges in a row: the rules card back's emblem."""
    size = area.width / 5
    for n in range(1, 6):
        badge(canvas, ctx.log, n, area.x + (n - 0.5) * size, area.y + area.height / 2,
              size * 0.9, ctx.layout.colour(f"n{n}"), ctx.ink_saver,
              number_shape(ctx.layout, n))


def rules(ctx: PrintContext) -> list[Page]:
    """The one-card summary (the turn, what cancels, the result), one per table.

    The card is poker-sized whatever the deck's size, so its front and back are drawn
    with the layout's boxes as designed, not scaled to the deck (`--card mini` would
    otherwise draw a mini back behind a poker front)."""
    copies = int(ctx.layout.material("rules").get("copies", 4))
    poker = design_context(ctx)
    back = rules_back(poker, ctx.text("title"), ctx.text("rules.back_label"),
                      lambda canvas, area: _badge_row(canvas, poker, area))
    pages, _ = card_pages([_rules_front(poker)] * copies, [back] * copies, ctx,
                          ctx.text("rules.page_title", title=ctx.text("title")), *RULES_CARD,
                          names=[ctx.text("rules.page_title", title=ctx.text("title"))] * copies)
    return pages


def rulebook(ctx: PrintContext) -> list[Page]:
    """The whole game in the kit's language, on one or two A4 pages."""
    poker = design_context(ctx, bleed=0.0)
    words = [word.strip() for word in ctx.text("example.words").split(",")]
    front = _front(poker, _chrome(poker), 0, words, "rulebook example")
    pages = with_example(ctx, *illustrated_rulebook(ctx, ctx.text("title")), front)
    first = pages[0]

    def draw(canvas: Canvas) -> None:
        first.draw(canvas)
        _title_emblem(ctx, canvas, first.width - RULEBOOK_MARGIN, first.height - RULEBOOK_MARGIN)

    return [replace(first, draw=draw), *pages[1:]]


def _title_emblem(ctx: PrintContext, canvas: Canvas, right: float, top: float) -> None:
    """The deck's emblem beside the rulebook's title: the five badges and the bubble,
    right-aligned above the title's rule (`right`, `top`: the page's margins)."""
    layout = ctx.layout
    accent, paper = layout.colour("accent"), "#FFFFFF"
    fill, ink = (paper, accent) if ctx.ink_saver else (accent, paper)
    bubble(canvas, ctx.log, Rect(right - 14, top - 12.5, 14, 12.5), fill, ink, ctx.ink_saver,
           "rulebook emblem")
    for n in range(1, 6):
        badge(canvas, ctx.log, n, right - 20 - (5 - n) * 7.6, top - 6.5, 6.6,
              layout.colour(f"n{n}"), ctx.ink_saver, number_shape(layout, n))


MATERIALS = (
    Material("cards", "word cards", cards, cards=True),
    Material("tents", "clue tents", tents),
    Material("sheet", "score sheet", score_sheet),
    Material("rules", "rules summary card", rules, cards=True),
    Material("rulebook", "rulebook", rulebook),
)
