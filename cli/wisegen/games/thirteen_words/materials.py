"""The 13 Words print-and-play kit: double-sided word cards, the board, eight answer
wheels, the Captain token with the success levels on its back, a rules card and the
rulebook.

Each card's two faces are a front and its registered back, so the word on `back` lands
behind the word on `front` whatever duplex mode is chosen. The kit prints without bleed
by default, so every face keeps a white border: no solid colour runs to a cut line, and a
cut a millimetre off still looks right. Every word printed comes from kit text
(content/kit-text/<language>/13-words.yaml) or from the packs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.errors import UsageError
from wisegen.games.thirteen_words.art import captain_star, emblem, star, title_mark
from wisegen.games.thirteen_words.wheels import wheels
from wisegen.render.boxes import box_rect, box_text, draw_text, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.fit import require_imposable
from wisegen.render.forms import placed
from wisegen.render.kit import Material, PrintContext
from wisegen.render.lettering import letter
from wisegen.render.pad import draw_pads
from wisegen.render.rulebook import rulebook_pages
from wisegen.render.rules_card import rules_pages
from wisegen.render.shapes import rounded_frame
from wisegen.render.sheet import plain_page
from wisegen.render.tiling import tiled_pages
from wisegen.render.units import Rect, pt

SAFE = 3.0
"""mm of white between the cut and any coloured panel or frame: the kit has no bleed by
default, and a cut this far off still leaves a clean edge."""


def _title(ctx: PrintContext) -> str:
    return ctx.text("game.title")


BAND = 8.0
"""mm: the word card's title band is at most this tall, whatever the card's height."""


def card_parts(ctx: PrintContext) -> tuple[Rect, Rect, Rect, float]:
    """Where a word card's parts lie, around the card's own origin, at any card size:
    (the cream panel inside the white border, the red title band along its top, the white
    slot the word sits in, the height of the star rule under the slot)."""
    layout = ctx.layout
    card = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)
    panel = card.grow(-layout.inset(2.5, 0.9))
    corner, word = layout.box("corner"), layout.box("word")
    # The band holds the title box's line, but no taller than BAND on a tall card.
    band_bottom = max(card.top - corner.y - corner.height - 1.2, panel.top - BAND)
    band = Rect(panel.x, band_bottom, panel.width, panel.top - band_bottom)
    slot_top = min(card.top - word.y + 0.2, band_bottom - 1.0)
    slot_bottom = card.top - word.y - word.height - 0.5
    slot = Rect(card.x + word.x + 0.3, slot_bottom, word.width - 0.6, slot_top - slot_bottom)
    return panel, band, slot, (panel.y + slot.y) / 2


def _card_art(ctx: PrintContext) -> tuple[str, Callable[[Canvas], None]]:
    """Everything on a word card but the word, around the card's own origin: drawn once
    per PDF and placed on every face (forms.placed).

    The card is the board in small: its cream face in a red frame, the title mark white
    on a red band, the word on a white slot like the board's card places, and the
    Captain's star under it. It was a red frame on white, with nothing of the game."""
    layout = ctx.layout
    accent, paper = layout.colour("accent"), layout.colour("paper")
    face = layout.colour("board")
    card = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)
    panel, band, slot, rule_y = card_parts(ctx)
    corner = layout.box("corner")
    on_band = paper if ctx.ink_saver else accent
    title_box = replace(corner, colour=accent if ctx.ink_saver else paper, on=on_band)

    def artwork(canvas: Canvas) -> None:
        rounded_frame(canvas, panel, accent, 0.9, 2.5, face)
        canvas.saveState()  # the band takes the panel's rounded top corners
        clip = canvas.beginPath()
        clip.roundRect(pt(panel.x), pt(panel.y), pt(panel.width), pt(panel.height), pt(2.5))
        canvas.clipPath(clip, stroke=0, fill=0)
        paint(canvas, band, on_band)
        canvas.setStrokeColor(HexColor(accent))
        canvas.setLineWidth(0.6)
        canvas.line(pt(band.x), pt(band.y), pt(band.right), pt(band.y))
        canvas.restoreState()
        rounded_frame(canvas, panel, accent, 0.9, 2.5)
        # The emblem just left of the name, whatever card size the boxes were scaled to.
        radius = max(1.0, min(2.2, (corner.x - 4.0) / 2))
        emblem(canvas, card.x + corner.x - radius - 0.5, band.y + band.height / 2, radius,
               title_box.colour, ctx.ink_saver)
        title = box_rect(corner, card)
        draw_text(canvas, title_box, Rect(title.x, band.y, title.width, band.height),
                  _title(ctx), ctx.log, "card title mark")
        rounded_frame(canvas, slot, layout.colour("line"), 0.5, 2, layout.colour("slot"))
        # A rule under the word with the Captain's star at its middle.
        mid = card.x + card.width / 2
        canvas.saveState()
        canvas.setStrokeColor(HexColor(accent))
        canvas.setLineWidth(0.6)
        canvas.line(pt(slot.x + 4), pt(rule_y), pt(mid - 3.5), pt(rule_y))
        canvas.line(pt(mid + 3.5), pt(rule_y), pt(slot.right - 4), pt(rule_y))
        canvas.restoreState()
        star_r = min(2.0, (slot.y - panel.y) * 0.42)
        star(canvas, mid, rule_y, star_r, None if ctx.ink_saver else layout.colour("gold"),
             accent, 0.5)

    key = f"13w card {card.width}x{card.height} {accent} {ctx.ink_saver} {_title(ctx)}"
    return key, artwork


def _face(ctx: PrintContext, index: int, side: str, word: str,
          art: tuple[str, Callable[[Canvas], None]]) -> CardDrawer:
    layout = ctx.layout
    key, artwork = art
    bbox = Rect(0, 0, layout.sheet.card_width, layout.sheet.card_height)

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), layout.colour("paper"))
        placed(canvas, key, bbox, artwork, trim.x, trim.y)
        box_text(canvas, layout.box("word"), trim, word, ctx.log, f"cards[{index}].{side}")

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    art = _card_art(ctx)
    fronts = [_face(ctx, i, "front", card["front"], art) for i, card in enumerate(deck)]
    backs = [_face(ctx, i, "back", card["back"], art) for i, card in enumerate(deck)]
    pages, _ = card_pages(fronts, backs, ctx, ctx.text("cards.title", game=_title(ctx)),
                          names=[f"{card['front']} / {card['back']}" for card in deck])
    return pages


NUMBER_BAND = 7.0
"""mm across the top of a board space kept for its number, above the card's place (in
place of the top margin): a number in the corner under the card, as once drawn, was
hidden on every dealt space. The band, half a margin under the card and the layout's
6 mm gaps keep the board as tall as before: two sheets of A4 or of Letter."""
BADGE_R = 3.4
"""Radius (mm) of a board space's number badge."""


def card_place(ctx: PrintContext, space: Rect) -> Rect:
    """Where the card lies on `space`: centred in the space below its number band."""
    margin = float(ctx.layout.material("board").get("slot_margin", 4))
    sheet = ctx.layout.sheet
    return Rect(space.x + margin, space.y + margin / 2, sheet.card_width, sheet.card_height)


def number_spot(space: Rect) -> tuple[float, float]:
    """The centre of `space`'s number badge, in its band above the card's place."""
    return space.x + 5.5, space.top - NUMBER_BAND / 2


def board_slots(ctx: PrintContext) -> tuple[float, float, Rect, list[Rect]]:
    """Board size, the centre slot and the twelve numbered slots, clockwise from the top
    left: four across the top, two down the right, four back along the bottom, two up
    the left. Each slot is the card's place plus a band on top for the space's number."""
    spec = ctx.layout.material("board")
    margin, gap = float(spec.get("slot_margin", 4)), float(spec.get("gap", 8))
    sheet = ctx.layout.sheet
    w, h = sheet.card_width + 2 * margin, sheet.card_height + margin / 2 + NUMBER_BAND
    edge = 12.0
    width = 2 * edge + 4 * w + 3 * gap
    height = 2 * edge + 4 * h + 3 * gap + 14

    def slot(col: float, row: float) -> Rect:
        return Rect(edge + col * (w + gap), edge + (3 - row) * (h + gap), w, h)

    ring = [slot(c, 0) for c in range(4)] + [slot(3, 1), slot(3, 2)]
    ring += [slot(c, 3) for c in range(3, -1, -1)] + [slot(0, 2), slot(0, 1)]
    centre = slot(1.5, 1.5)
    return width, height, centre, ring


def board(ctx: PrintContext) -> list[Page]:
    width, height, centre, ring = board_slots(ctx)
    layout = ctx.layout
    accent, ink, face = layout.colour("accent"), layout.colour("ink"), layout.colour("board")
    slot_fill, paper = layout.colour("slot"), layout.colour("paper")

    def draw(canvas: Canvas) -> None:
        rounded_frame(canvas, Rect(0, 0, width, height), accent, 1.5, 6, face)
        # Title and note start at the left edge, so neither is split by a sheet seam.
        title_mark(ctx, canvas, ring[0].x, height - 14, 20, accent, face, "board title")
        for n, rect in enumerate(ring, 1):
            rounded_frame(canvas, rect, layout.colour("line"), 0.8, 3, slot_fill)
            rounded_frame(canvas, card_place(ctx, rect), layout.colour("line"), 0.4, 2)
            badge_x, badge_y = number_spot(rect)
            canvas.saveState()
            canvas.setFillColor(HexColor(paper if ctx.ink_saver else accent))
            canvas.setStrokeColor(HexColor(accent))
            canvas.setLineWidth(1)
            canvas.circle(pt(badge_x), pt(badge_y), pt(BADGE_R), stroke=1, fill=1)
            canvas.restoreState()
            letter(canvas, ctx.log, str(n), badge_x, badge_y - 1.3, size=8,
                   colour=accent if ctx.ink_saver else paper,
                   on=paper if ctx.ink_saver else accent, role="bold", align="center",
                   item="board space number")
        rounded_frame(canvas, centre, accent, 1.5, 3, layout.colour("centre"))
        letter(canvas, ctx.log, ctx.text("board.centre"), centre.x + centre.width / 2,
               centre.top - 5.5, size=8, colour=accent, on=layout.colour("centre"),
               role="bold", align="center", item="board centre")
        letter(canvas, ctx.log, ctx.text("board.note"), ring[0].x, 5, size=8, colour=ink,
               on=face, item="board note")

    return tiled_pages(ctx, ctx.text("board.title", game=_title(ctx)), width, height, draw)


def _token_front(ctx: PrintContext) -> CardDrawer:
    layout = ctx.layout
    panel, text = layout.colour("panel"), layout.colour("panel_text")
    accent = layout.colour("accent")

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), layout.colour("paper"))
        rounded_frame(canvas, trim.grow(-SAFE), accent, 1.2, 4, panel)
        rounded_frame(canvas, trim.grow(-SAFE - 2), text, 0.6, 3)
        captain_star(ctx, canvas, trim.x + trim.width / 2, trim.y + trim.height * 0.58,
                     trim.height * 0.27)
        letter(canvas, ctx.log, ctx.text("token.captain"), trim.x + trim.width / 2,
               trim.y + SAFE + 6.5, size=16, colour=text, on=panel, role="display",
               align="center", item="Captain token")

    return draw


ROW, LABEL_ROW = 8.0, 5.0
"""mm a success level takes on the token's back: its row of scores, and its label under
them when the rulebook gives one."""
TABLE_TOP = 24.0
"""mm from the token's top edge to the baseline of the table's header (Players 2 3 ...)."""


def table_rows(rows: list[dict], top: float, bottom: float) -> list[tuple[float, float]]:
    """(top, height) in mm of each success level's band, from `top` down to no lower than
    `bottom`: every row of the pack is drawn, squeezed evenly when they would not fit at
    full height (a table cut off at its frame once lost the third level). Refuses a table
    too long to squeeze legibly."""
    heights = [ROW + (LABEL_ROW if row.get("label") else 0.0) for row in rows]
    squeeze = min(1.0, (top - bottom) / sum(heights)) if heights else 1.0
    if squeeze < 0.8:
        raise UsageError(f"the Captain token's success table has {len(rows)} rows: they do "
                         "not fit on its back (make materials.token.height larger)")
    bands, y = [], top
    for height in heights:
        bands.append((y, height * squeeze))
        y -= height * squeeze
    return bands


def _token_back(ctx: PrintContext) -> CardDrawer:
    """The success-level table as the scoring pack holds it: each level is a row of stars
    and the rulebook's words for it; a score the rulebook does not give is left empty."""
    table = ctx.pack("scoring").data
    players, rows = table["players"], table["rows"]
    layout = ctx.layout
    accent, ink, paper, band = (layout.colour(c) for c in ("accent", "ink", "paper", "band"))

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), paper)
        rounded_frame(canvas, trim.grow(-SAFE), accent, 1.0, 4)
        left, right = trim.x + 7, trim.right - 7
        top = trim.top
        letter(canvas, ctx.log, ctx.text("token.table_title"), trim.x + trim.width / 2,
               top - 11, size=12, colour=accent, on=paper, role="display", align="center",
               item="success table title")
        letter(canvas, ctx.log, ctx.text("token.table_note"), trim.x + trim.width / 2,
               top - 16.5, size=7, colour=ink, on=paper, align="center",
               item="success table note")
        label_w = 19.0
        col_w = (right - left - label_w) / len(players)

        def column(c: int) -> float:
            return left + label_w + (c + 0.5) * col_w

        y = top - TABLE_TOP
        letter(canvas, ctx.log, ctx.text("token.players"), left, y, size=8, colour=ink,
               on=paper, role="bold", item="success table header")
        for c, count in enumerate(players):
            letter(canvas, ctx.log, str(count), column(c), y, size=8, colour=ink, on=paper,
                   role="bold", align="center", item="success table header")
        bands = table_rows(rows, y - 2.6, trim.y + SAFE + 1.5)
        for n, (row, (band_top, height)) in enumerate(zip(rows, bands, strict=True)):
            shade = band if n % 2 == 0 else paper
            if shade != paper:
                paint(canvas, Rect(left - 1.5, band_top - height, right - left + 3, height),
                      shade)
            base = band_top - height * ROW / (ROW + (LABEL_ROW if row.get("label") else 0))
            base += 2.6
            step = min(4.6, (label_w - 2) / (n + 1))
            for k in range(n + 1):
                star(canvas, left + 2.2 + k * step, base + 1.1, min(1.9, step * 0.42),
                     None if ctx.ink_saver else layout.colour("gold"), ink, 0.35)
            for c, score in enumerate(row["min_scores"]):
                if score is not None:
                    letter(canvas, ctx.log, str(score), column(c), base, size=8.5, colour=ink,
                           on=shade, align="center", item=f"success row {n + 1}")
            if row.get("label"):
                letter(canvas, ctx.log, row["label"], left + label_w, band_top - height + 2.6,
                       size=7, colour=accent, on=shade, role="bold",
                       item=f"success row {n + 1}")

    return draw


def token(ctx: PrintContext) -> list[Page]:
    spec = ctx.layout.material("token")
    width, height = float(spec.get("width", 100)), float(spec.get("height", 70))
    require_imposable(ctx.layout, ("materials", "token", "width"), width, height)
    pages, _ = card_pages([_token_front(ctx)], [_token_back(ctx)], ctx,
                          ctx.text("token.title", game=_title(ctx)), width, height,
                          names=[ctx.text("material.token")])
    return pages


def _rules_back(ctx: PrintContext) -> CardDrawer:
    """The rules card's own back: the title mark in a frame, not a second token."""
    layout = ctx.layout
    accent, paper, ink = layout.colour("accent"), layout.colour("paper"), layout.colour("ink")

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), paper)
        rounded_frame(canvas, trim.grow(-SAFE), accent, 1.2, 4)
        rounded_frame(canvas, trim.grow(-SAFE - 1.8), accent, 0.5, 3)
        cx = trim.x + trim.width / 2
        emblem(canvas, cx, trim.top - 32, 14, accent, ctx.ink_saver)
        letter(canvas, ctx.log, _title(ctx), cx, trim.y + 32, size=18, colour=accent,
               on=paper, role="display", align="center", item="rules back title")
        letter(canvas, ctx.log, ctx.text("rules.back_note"), cx, trim.y + 24, size=8,
               colour=ink, on=paper, align="center", item="rules back note")

    return draw


def rules(ctx: PrintContext) -> list[Page]:
    return rules_pages(ctx, None, _title(ctx), default_copies=1, back_for=_rules_back,
                       page_title=ctx.text("rules.page_title", game=_title(ctx)))


def rulebook(ctx: PrintContext) -> list[Page]:
    return rulebook_pages(ctx, _title(ctx))


def pad(ctx: PrintContext) -> list[Page]:
    """The score sheet (content/13-words/pad.yaml): the players' names, a row a round,
    the stars' total; two to a sheet, cut apart on the dashed line."""
    sheet = ctx.pack("pad").data
    spec = ctx.layout.material("pad")
    per_page = int(spec.get("per_page", 2))
    heading = ctx.text("pad.heading", game=_title(ctx), pad=sheet["title"])
    return [plain_page(ctx, ctx.text("pad.title", game=_title(ctx), pad=sheet["title"]),
                       lambda canvas, area: draw_pads(canvas, area, sheet, ctx.log, "pad",
                                                      ctx.layout.colour("accent"), per_page,
                                                      heading, ctx.ink_saver))]


MATERIALS = (
    Material("cards", "double-sided word cards", cards, cards=True),
    Material("board", "board", board),
    Material("wheels", "answer wheels", wheels),
    Material("token", "Captain token", token, cards=True),
    Material("rules", "rules summary card", rules, cards=True),
    Material("pad", "score sheet", pad),
    Material("rulebook", "rulebook", rulebook),
)
