"""The Three Wise Words print-and-play kit: cards, die, Owl Track, pawns, pad, rules card
and rulebook.

Colours and sizes come from layouts/three-wise-words.yaml, words from the words pack,
every other word from content/kit-text/<language>/three-wise-words.yaml. Every colour
also carries a shape (pink circle, yellow triangle, blue square) so the die and the card
panels match on a greyscale printer too.

`--children` makes a children's kit: one yellow word per card, no die, and the
children's rules (content/three-wise-words/children/rules[.LANG].yaml, kept in a folder
of their own so that `ctx.pack("rules")` never picks them for the ordinary kit) on the
rules card and in the rulebook.
"""

from __future__ import annotations

import dataclasses
from functools import cache

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.content import find_builtin, load_pack
from wisegen.games.three_wise_words import SLOTS
from wisegen.games.three_wise_words.art import key, outline, panel, title_mark
from wisegen.games.three_wise_words.board import TITLE, die, pad, pawns, track
from wisegen.packs.model import Pack
from wisegen.render.boxes import box_rect, box_text, draw_text, fill_box
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.forms import placed
from wisegen.render.kit import Material, PrintContext
from wisegen.render.rulebook import rulebook_pages
from wisegen.render.rules_card import RULES_CARD, design_context, rules_back, rules_front
from wisegen.render.shapes import owl, rounded_frame
from wisegen.render.units import Rect
from wisegen.resources import content_dir


def _back(ctx: PrintContext) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("back"), trim, bleed)
        title_mark(canvas, ctx, trim, TITLE)
        box_text(canvas, layout.box("back_title"), trim, TITLE, ctx.log, "card back title")
        credit = layout.box("back_credit")  # on a mini card it takes two lines
        draw_text(canvas, credit, box_rect(credit, trim), ctx.text("back.credit"), ctx.log,
                  "card back credit", multiline=True)

    return draw


def _frame(canvas: Canvas, ctx: PrintContext, trim: Rect) -> None:
    """The card's frame: navy to the bleed (a white card with a navy rule when saving
    ink)."""
    fill_box(canvas, ctx.layout.box("card"), trim, ctx.layout.sheet.bleed)
    if ctx.ink_saver:
        rounded_frame(canvas, trim.grow(-ctx.layout.inset(1.5)), ctx.layout.colour("accent"))


def _word_art(canvas: Canvas, ctx: PrintContext, trim: Rect) -> None:
    """What every word card shares: the frame, three panels and their key shapes."""
    _frame(canvas, ctx, trim)
    for slot in SLOTS:
        box = ctx.layout.box(f"{slot}_panel")
        rect = box_rect(box, trim)
        panel(canvas, rect, box.fill or "#FFFFFF", outline(ctx))
        icon = min(rect.height * 0.17, 4.6)
        key(canvas, ctx, slot, rect.x + icon * 0.95, rect.top - icon * 0.95, icon)
        key(canvas, ctx, slot, rect.right - icon * 0.95, rect.y + icon * 0.95, icon)


def _child_art(canvas: Canvas, ctx: PrintContext, trim: Rect) -> None:
    """What every children's card shares: the frame, the yellow panel, keys and owl."""
    _frame(canvas, ctx, trim)
    box = ctx.layout.box("child_panel")
    rect = box_rect(box, trim)
    panel(canvas, rect, box.fill or "#FFFFFF", outline(ctx))
    unit = rect.width / 57
    for dx in (-9, 0, 9):
        key(canvas, ctx, "yellow", rect.x + rect.width / 2 + dx * unit,
            rect.top - 10 * unit, (7 if dx == 0 else 4.5) * unit)
    owl(canvas, rect.x + rect.width / 2, rect.y + 14 * unit, 20 * unit,
        ctx.layout.colour("owl_body"), "#1A1A1A")


def _shared(ctx: PrintContext, art) -> CardDrawer:
    """The art every front of the deck shares, drawn once per PDF and placed on each card
    (render/forms.py): a hundred cards then cost one drawing and a hundred references."""
    layout = ctx.layout
    width, height = layout.sheet.card_width, layout.sheet.card_height
    bleed = layout.sheet.bleed
    boxes = [layout.box(n) for n in ("card", "child_panel", *(f"{s}_panel" for s in SLOTS))]
    name = f"3ww {art.__name__} {width}x{height} {bleed} {ctx.ink_saver} {boxes} " \
           f"{sorted(layout.data.get('colours', {}).items())}"
    local = Rect(0, 0, width, height)

    def draw(canvas: Canvas, trim: Rect) -> None:
        placed(canvas, name, local.grow(bleed), lambda form: art(form, ctx, local), trim.x,
               trim.y)

    return draw


def _word_card(ctx: PrintContext, index: int, card: dict[str, str],
               art: CardDrawer) -> CardDrawer:
    def draw(canvas: Canvas, trim: Rect) -> None:
        art(canvas, trim)
        for slot in SLOTS:
            box_text(canvas, ctx.layout.box(f"{slot}_word"), trim, card[slot], ctx.log,
                     f"cards[{index}].{slot}")

    return draw


def _child_card(ctx: PrintContext, index: int, word: str, art: CardDrawer) -> CardDrawer:
    def draw(canvas: Canvas, trim: Rect) -> None:
        art(canvas, trim)
        box_text(canvas, ctx.layout.box("child_word"), trim, word, ctx.log,
                 f"cards[{index}].yellow")

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    if ctx.options.get("children"):
        art = _shared(ctx, _child_art)
        fronts = [_child_card(ctx, i, card["yellow"], art) for i, card in enumerate(deck)]
        names = [card["yellow"] for card in deck]
        title = ctx.text("title.children_cards", title=TITLE)
    else:
        art = _shared(ctx, _word_art)
        fronts = [_word_card(ctx, i, card, art) for i, card in enumerate(deck)]
        names = [" / ".join(card[slot] for slot in SLOTS) for card in deck]
        title = ctx.text("title.cards", title=TITLE)
    back = _back(ctx)
    pages, _ = card_pages(fronts, [back] * len(fronts), ctx, title, names=names)
    return pages


@cache
def rules_pack(language: str, children: bool = False) -> Pack:
    """The rules pack in `language` (English when not translated); with `children`, the
    children's rules from content/three-wise-words/children/. Read once per process: the
    rules card and the rulebook both read it, and built-in content does not change while
    wisegen runs."""
    if not children:
        return find_builtin("three-wise-words", "rules", language)
    folder = content_dir() / "three-wise-words" / "children"
    path = folder / f"rules.{language}.yaml"
    return load_pack(path if path.is_file() else folder / "rules.yaml")


def rules_context(ctx: PrintContext) -> PrintContext:
    """The context the rules card and rulebook read: the children's rules with
    `--children`, and the layout at the poker size the rules card is designed for (a
    `--card mini` deck still gets a full-size, centred rules card and back)."""
    rules = rules_pack(ctx.language, bool(ctx.options.get("children")))
    design = design_context(ctx)

    def load(game: str, kind: str, language: str | None) -> Pack:
        assert ctx.load_pack is not None
        return rules if kind == "rules" else ctx.load_pack(game, kind, language)

    return dataclasses.replace(design, load_pack=load)


def _rules_front(ctx: PrintContext) -> CardDrawer:
    """The shared summary card, framed like the game's own cards."""
    front = rules_front(ctx)

    def draw(canvas: Canvas, trim: Rect) -> None:
        front(canvas, trim)
        rounded_frame(canvas, trim.grow(-ctx.layout.inset(1.5)), ctx.layout.colour("accent"))

    return draw


def rules(ctx: PrintContext) -> list[Page]:
    """The one-card summary, one copy per team (the pawn count), with card backs."""
    rctx = rules_context(ctx)
    teams = len(ctx.layout.material("pawns").get("colours", [None] * 4))
    copies = int(ctx.layout.material("rules").get("copies", teams))
    name = rctx.pack("rules").data["title"]
    back = rules_back(rctx, TITLE, ctx.text("rules.back_label"), lambda canvas, area: owl(
        canvas, area.x + area.width / 2, area.y + area.height / 2, area.height,
        ctx.layout.colour("owl_body"), ctx.layout.colour("accent")))
    pages, _ = card_pages([_rules_front(rctx)] * copies, [back] * copies, rctx,
                          ctx.text("title.rules", title=TITLE), *RULES_CARD,
                          names=[name] * copies)
    return pages


def rulebook(ctx: PrintContext) -> list[Page]:
    """The full rules on one or two A4 pages, in the kit's language."""
    return rulebook_pages(rules_context(ctx), TITLE)


MATERIALS = (
    Material("cards", "word cards", cards, cards=True),
    Material("die", "coloured die", die),
    Material("track", "Owl Track", track),
    Material("pawns", "owl pawns", pawns),
    Material("pad", "answer pad", pad),
    Material("rules", "rules summary card", rules, cards=True),
    Material("rulebook", "rulebook", rulebook),
)
