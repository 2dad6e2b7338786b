"""The Thricewise print-and-play kit: the Decktet, a 6x6 placement mat, a score pad and a
rules card.

The deck comes from the Decktet pack (36 basic cards; `--extended` adds the 9 Pawns,
Courts and the Excuse); colours and boxes from layouts/thricewise.yaml. The Decktet is
P.D. Magnus's, under CC BY-NC-SA 3.0: every builder adds the pack's credit to the PDF
metadata, and the card backs print it, since a deck's backs are what travels with it.
Every other word printed comes from kit text (content/kit-text/<language>/thricewise.yaml).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thricewise.art import emblem
from wisegen.games.thricewise.mat import mat
from wisegen.packs.model import Pack
from wisegen.render.boxes import box_background, box_rect, box_text, draw_text, fill_box, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.forms import placed
from wisegen.render.kit import Material, PrintContext
from wisegen.render.layout import Box
from wisegen.render.lettering import letter
from wisegen.render.numerals import numeral
from wisegen.render.pad import draw_pads
from wisegen.render.rulebook import rulebook_pages
from wisegen.render.rules_card import rules_pages
from wisegen.render.shapes import rounded_frame
from wisegen.render.sheet import plain_page
from wisegen.render.suits import SUITS, draw_suit
from wisegen.render.text import fit_line
from wisegen.render.units import Rect, pt

NO_INDEX: set[str] = set()
"""Ranks with no corner index (none since issue 32 gave the Excuse one); named ranks
take theirs from kit text (`index.ace`: A, `index.court`: Ct, which is not C: that is
the Crown; `index.excuse`: E)."""
SYMBOL_SIZE = {1: 28.0, 2: 22.0, 3: 16.5}
"""mm across for the large suit symbols, by how many suits a card has."""


def _deck(ctx: PrintContext) -> tuple[list[dict[str, Any]], str]:
    """The cards to print and the Decktet credit, which goes into the PDF metadata."""
    data = ctx.pack("deck").data
    credit = data.get("credit") or ctx.text("cards.fallback_credit")
    ctx.credits.append(credit)
    extended = bool(ctx.options.get("extended"))
    return [c for c in data["cards"] if extended or c["set"] == "basic"], credit


def _credit_lines(credit: str) -> str:
    """The credit with its licence on a line of its own, so "CC BY-NC-SA 3.0" never
    breaks across lines."""
    return credit.replace(", CC ", ",\nCC ")


def _suit_colour(ctx: PrintContext, suit: str) -> str:
    """The suit's colour; white with --ink-saver, so a symbol prints as its outline."""
    return "#FFFFFF" if ctx.ink_saver else ctx.layout.colour(suit.lower())


def _index(ctx: PrintContext, canvas: Canvas, trim: Rect, card: dict[str, Any],
           item: str) -> None:
    """Rank, then the card's suits stacked small beneath it: a corner of the card."""
    layout = ctx.layout
    rank = card["rank"]
    if isinstance(rank, int):
        label = str(rank)
    else:
        label = "" if rank in NO_INDEX else ctx.strings.get(f"index.{rank.lower()}", rank[:1])
    if label:
        _rank_index(ctx, canvas, trim, label, f"{item}.rank")
    column = box_rect(layout.box("index_suits"), trim)
    step = column.height / 3
    size = min(column.width, step) - 0.6
    for n, suit in enumerate(card["suits"]):
        draw_suit(canvas, suit, column.x + column.width / 2, column.top - step * (n + 0.5),
                  size, _suit_colour(ctx, suit))


def _rank_index(ctx: PrintContext, canvas: Canvas, trim: Rect, label: str, item: str) -> None:
    """The corner rank, fitted to the index box like any box text, drawn as a numeral: a
    card turned half round must not make a 6 of a 9 (render/numerals.py bars them)."""
    box = ctx.layout.box("index")
    rect = box_rect(box, trim).grow(-box.padding)
    size = fit_line(label, box.font, box.size, box.min_size, rect.width, rect.height, ctx.log,
                    item)
    x = {"left": rect.x, "right": rect.right}.get(box.align, rect.x + rect.width / 2)
    numeral(canvas, ctx.log, label, x, rect.y + rect.height / 2 - size * 0.36 / pt(1),
            size=size, colour=box.colour, on=box_background(box), role=box.font,
            align=box.align, item=item)


def _rank_line(card: dict[str, Any]) -> str:
    rank = card["rank"]
    parts = [str(rank)]
    if card.get("types"):
        parts.append(", ".join(card["types"]))
    return " · ".join(parts)


def _symbols(ctx: PrintContext, canvas: Canvas, trim: Rect, suits: list[str]) -> None:
    """The card's suits, large, stacked down the middle of the card."""
    area = box_rect(ctx.layout.box("symbols"), trim)
    cx = area.x + area.width / 2
    if not suits:  # the Excuse belongs to no suit: the six in a ring, like the backs
        radius = min(area.width / (math.sqrt(3) + 0.65), area.height / 2.65, 12.0)
        ring = (cx, area.y + area.height / 2, radius, radius * 0.65)
        _suit_ring(ctx, canvas, *ring, ctx.layout.colour("ink"))
        return
    step = area.height / len(suits)
    size = min(SYMBOL_SIZE[len(suits)], step - 1.5, area.width)
    for n, suit in enumerate(suits):
        draw_suit(canvas, suit, cx, area.top - step * (n + 0.5), size, _suit_colour(ctx, suit))


def _front(ctx: PrintContext, index: int, card: dict[str, Any]) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed
    item = f"cards[{index}]"

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("face"), trim, bleed)
        rounded_frame(canvas, trim.grow(-layout.inset(2.2, 0.5)), layout.colour("frame"), 0.5,
                      2.5)
        _index(ctx, canvas, trim, card, item)
        canvas.saveState()  # the same index, turned 180 degrees into the opposite corner
        centre_x, centre_y = pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2)
        canvas.translate(centre_x, centre_y)
        canvas.rotate(180)
        canvas.translate(-centre_x, -centre_y)
        _index(ctx, canvas, trim, card, item)
        canvas.restoreState()
        _symbols(ctx, canvas, trim, card["suits"])
        box_text(canvas, layout.box("name"), trim, card["name"], ctx.log, f"{item}.name")
        box_text(canvas, layout.box("rank_line"), trim, _rank_line(card), ctx.log,
                 f"{item}.rank_line")

    return draw


def _suit_ring(ctx: PrintContext, canvas: Canvas, cx: float, cy: float, radius: float,
               size: float, line: str) -> None:
    """The six suits in a ring: the Decktet's emblem on its backs."""
    for n, suit in enumerate(SUITS):
        angle = math.pi / 2 - n * math.pi / 3
        draw_suit(canvas, suit, cx + radius * math.cos(angle), cy + radius * math.sin(angle),
                  size, _suit_colour(ctx, suit), line)


@dataclass(frozen=True)
class BackPlan:
    """Where a Decktet back's parts go on a card of any size: the inner frame, the title
    and credit inside it, and the six-suit ring in the band above the title.

    Fixed millimetres put the ring of a `--card mini` back over "THE DECKTET" and its
    side symbols and credit across the frame (issue 32), so everything is measured from
    the card and clipped to the frame."""

    outer: Rect
    frame: Rect
    title: Rect
    credit: Rect
    ring: tuple[float, float, float, float]
    """Centre x, centre y, radius and symbol size, in mm."""


def _clip(rect: Rect, to: Rect) -> Rect:
    x, y = max(rect.x, to.x), max(rect.y, to.y)
    return Rect(x, y, max(0.0, min(rect.right, to.right) - x),
                max(0.0, min(rect.top, to.top) - y))


def back_plan(layout: Any, card: Rect) -> BackPlan:
    """The back's geometry for `card` (poker: the ring of radius 17 mm, as before)."""
    scale = min(card.width / 63, card.height / 88)
    frame = card.grow(-4.6 * scale)
    inner = frame.grow(-0.8)
    title = _clip(box_rect(layout.box("back_title"), card), inner)
    credit = _clip(box_rect(layout.box("back_credit"), card), inner)
    band = Rect(inner.x, title.top + 0.5, inner.width, inner.top - title.top - 0.5)
    ratio = 11 / 17  # symbol size to ring radius
    radius = max(0.0, min(17 * scale, band.width / (math.sqrt(3) + ratio),
                          band.height / (2 + ratio)))
    ring = (band.x + band.width / 2, band.y + band.height / 2, radius, radius * ratio)
    return BackPlan(card.grow(-3.5 * scale), frame, title, credit, ring)


def _back(ctx: PrintContext, credit: str) -> CardDrawer:
    """One back for the whole deck, so no card can be told from behind; drawn once per
    PDF and placed on every card."""
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed
    line = layout.colour("back_line")
    card = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)
    plan = back_plan(layout, card)

    def artwork(canvas: Canvas) -> None:
        fill_box(canvas, layout.box("back"), card, bleed)
        rounded_frame(canvas, plan.outer, line, 0.8, 3)
        rounded_frame(canvas, plan.frame, line, 0.3, 2.4)
        _suit_ring(ctx, canvas, *plan.ring, line)
        draw_text(canvas, layout.box("back_title"), plan.title, ctx.text("cards.back_title"),
                  ctx.log, "card back")
        draw_text(canvas, layout.box("back_credit"), plan.credit, _credit_lines(credit),
                  ctx.log, "card back credit", multiline=True)

    def draw(canvas: Canvas, trim: Rect) -> None:
        placed(canvas, f"decktet back {ctx.ink_saver}", card.grow(bleed), artwork, trim.x,
               trim.y)

    return draw


def _title(ctx: PrintContext) -> str:
    return ctx.text("game.title")


def cards(ctx: PrintContext) -> list[Page]:
    deck, credit = _deck(ctx)
    fronts = [_front(ctx, i, card) for i, card in enumerate(deck)]
    pages, _ = card_pages(fronts, [_back(ctx, credit)] * len(fronts), ctx,
                          ctx.text("cards.title", game=_title(ctx), count=len(deck)),
                          names=[card["name"] for card in deck])
    return pages


def _mat(ctx: PrintContext) -> list[Page]:
    _deck(ctx)
    return mat(ctx)


def pad(ctx: PrintContext) -> list[Page]:
    """Score pads for 2-5 players, `per_page` to a sheet."""
    _deck(ctx)
    sheet = ctx.pack("pad").data
    spec = ctx.layout.material("pad")
    copies, per_page = int(spec.get("copies", 2)), int(spec.get("per_page", 2))
    accent = ctx.layout.colour("accent")
    heading = ctx.text("pad.heading", game=_title(ctx), pad=sheet["title"])
    return [plain_page(ctx, ctx.text("pad.title", game=_title(ctx), pad=sheet["title"],
                                     number=1, copies=copies),
                       lambda canvas, area: draw_pads(canvas, area, sheet, ctx.log, "pad",
                                                      accent, per_page, heading,
                                                      ctx.ink_saver),
                       copies=copies)]


def _rules_back(ctx: PrintContext, credit: str) -> CardDrawer:
    """Unlike the deck's back, so a rules card shuffled in by mistake is seen at once.

    The rules card is poker-sized whatever the deck's size (render/rules_card.py), so its
    back is laid out on the trim it is given, not on layout boxes that scale with --card.
    """
    layout = ctx.layout
    accent, paper = layout.colour("accent"), layout.colour("rules_paper")
    credit_box = Box("rules back credit", font="regular", size=6, min_size=6, padding=0.3,
                     colour=layout.colour("credit"), on=paper)

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), paper)
        rounded_frame(canvas, trim.grow(-3.5), accent, 0.8, 3)
        cx = trim.x + trim.width / 2
        emblem(canvas, cx, trim.top - 19, 18, accent, layout.colour("mat_line"),
               ctx.ink_saver)
        letter(canvas, ctx.log, _title(ctx), cx, trim.top - 38, size=17, colour=accent,
               on=paper, role="display", align="center", item="rules back title")
        letter(canvas, ctx.log, ctx.text("rules.back_note"), cx, trim.top - 46, size=8,
               colour=accent, on=paper, align="center", item="rules back note")
        _suit_ring(ctx, canvas, cx, trim.y + 30, 6, 4.5, layout.colour("ink"))
        draw_text(canvas, credit_box, Rect(trim.x + 5, trim.y + 8, trim.width - 10, 13),
                  ctx.text("rules.back_credit", credit=_credit_lines(credit)), ctx.log,
                  "rules back credit", multiline=True)

    return draw


def rules(ctx: PrintContext) -> list[Page]:
    _deck_cards, credit = _deck(ctx)
    return rules_pages(ctx, None, _title(ctx), back_for=lambda full: _rules_back(full, credit))


def rulebook(ctx: PrintContext) -> list[Page]:
    """The rulebook; it credits the Decktet in the PDF metadata without loading the deck
    (the built-in deck's credit is the kit text's). With `--extended` the kit holds 45
    cards, so the book says so and names the other 9 (see `_with_extended`)."""
    ctx.credits.append(ctx.text("cards.fallback_credit"))
    if ctx.options.get("extended"):
        ctx = _with_extended(ctx)
    return rulebook_pages(ctx, _title(ctx))


def _with_extended(ctx: PrintContext) -> PrintContext:
    """`ctx` whose rules pack has a section on the 9 extended cards after "What the kit
    holds" (the book's second section): the rules pack describes the basic deck Thricewise
    is played with, and a 45-card kit must not leave a player wondering what the Excuse,
    the Pawns and the Courts are for."""
    extra = [c["name"] for c in ctx.pack("deck").data["cards"] if c["set"] != "basic"]
    section = {"heading": ctx.text("rulebook.extended_heading", count=len(extra)),
               "text": ctx.text("rulebook.extended_text", total=36 + len(extra),
                                count=len(extra), names=", ".join(extra))}
    load = ctx.load_pack

    def load_pack(game: str, kind: str, language: str | None) -> Pack:
        assert load is not None
        pack = load(game, kind, language)
        if kind != "rules":
            return pack
        data = dict(pack.data)
        data["book"] = [*data["book"][:2], section, *data["book"][2:]]
        return replace(pack, doc=replace(pack.doc, value=data))

    return replace(ctx, load_pack=load_pack)


MATERIALS = (
    Material("cards", "the Decktet", cards, cards=True),
    Material("mat", "6×6 placement mat", _mat, optional=True),
    Material("pad", "score pad", pad),
    Material("rules", "rules summary card", rules, cards=True),
    Material("rulebook", "rulebook", rulebook),
)
