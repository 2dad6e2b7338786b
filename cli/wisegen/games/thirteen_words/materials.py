"""The 13 Words print-and-play kit: double-sided word cards, the board, eight answer
wheels, the Captain token with the success levels on its back, and a rules card.

Each card's two faces are a front and its registered back, so the word on `back` lands
behind the word on `front` whatever duplex mode is chosen.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import box_text, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.fonts import font_name
from wisegen.render.kit import Material, PrintContext
from wisegen.render.rules_card import rules_pages
from wisegen.render.sheet import plain_page
from wisegen.render.tiling import tiled_pages
from wisegen.render.units import Rect, pt

TITLE = "13 Words"
SPACES = 12


def _face(ctx: PrintContext, index: int, side: str, word: str) -> CardDrawer:
    layout = ctx.layout

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), "#FFFFFF")
        canvas.saveState()
        canvas.setStrokeColor(HexColor(layout.colour("accent")))
        canvas.setLineWidth(1.2)
        canvas.line(pt(trim.x + 6), pt(trim.y + 7), pt(trim.right - 6), pt(trim.y + 7))
        canvas.restoreState()
        corner = layout.box("corner")
        box_text(canvas, corner, trim, "13", ctx.log, "corner")
        box = layout.box("word")
        box_text(canvas, box, trim, word, ctx.log, f"cards[{index}].{side}")

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    fronts = [_face(ctx, i, "front", card["front"]) for i, card in enumerate(deck)]
    backs = [_face(ctx, i, "back", card["back"]) for i, card in enumerate(deck)]
    pages, _ = card_pages(fronts, backs, ctx, f"{TITLE} — word cards",
                          names=[f"{card['front']} / {card['back']}" for card in deck])
    return pages


def board_slots(ctx: PrintContext) -> tuple[float, float, Rect, list[Rect]]:
    """Board size, the centre slot and the twelve numbered slots, clockwise from the top
    left: four across the top, two down the right, four back along the bottom, two up
    the left."""
    spec = ctx.layout.material("board")
    margin, gap = float(spec.get("slot_margin", 4)), float(spec.get("gap", 8))
    sheet = ctx.layout.sheet
    w, h = sheet.card_width + 2 * margin, sheet.card_height + 2 * margin
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

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.setFillColor(HexColor(layout.colour("board")))
        canvas.setStrokeColor(HexColor(layout.colour("accent")))
        canvas.setLineWidth(1.5)
        canvas.roundRect(0, 0, pt(width), pt(height), pt(6), stroke=1, fill=1)
        canvas.setFillColor(HexColor(layout.colour("accent")))
        canvas.setFont(font_name("bold"), 16)
        canvas.drawCentredString(pt(width / 2), pt(height - 12), TITLE)
        for n, rect in enumerate(ring, 1):
            canvas.setFillColor(HexColor(layout.colour("slot")))
            canvas.setStrokeColor(HexColor("#7A7A7A"))
            canvas.setLineWidth(0.8)
            canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(3),
                             stroke=1, fill=1)
            canvas.setFillColor(HexColor(layout.colour("accent")))
            canvas.circle(pt(rect.x + 6), pt(rect.top - 6), pt(4.5), stroke=0, fill=1)
            canvas.setFillColorRGB(1, 1, 1)
            canvas.setFont(font_name("bold"), 10)
            canvas.drawCentredString(pt(rect.x + 6), pt(rect.top - 7.7), str(n))
        canvas.setFillColor(HexColor("#FFF3B0"))
        canvas.setStrokeColor(HexColor(layout.colour("accent")))
        canvas.setLineWidth(1.5)
        canvas.roundRect(pt(centre.x), pt(centre.y), pt(centre.width), pt(centre.height),
                         pt(3), stroke=1, fill=1)
        canvas.setFillColor(HexColor(layout.colour("accent")))
        canvas.setFont(font_name("bold"), 8)
        canvas.drawCentredString(pt(centre.x + centre.width / 2), pt(centre.top - 5), "CENTRE")
        canvas.restoreState()

    return tiled_pages(ctx, f"{TITLE} — board", width, height, draw)


def _hole(canvas: Canvas, cx: float, cy: float) -> None:
    canvas.circle(pt(cx), pt(cy), pt(1.5))
    canvas.line(pt(cx - 3), pt(cy), pt(cx + 3), pt(cy))
    canvas.line(pt(cx), pt(cy - 3), pt(cx), pt(cy + 3))


def _outer_disc(canvas: Canvas, cx: float, cy: float, radius: float, track_max: int,
                accent: str) -> None:
    """The score track: sectors 0..track_max around the rim, clockwise from the top."""
    canvas.saveState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.8)
    canvas.setFillColor(HexColor("#FDF0D5"))
    canvas.circle(pt(cx), pt(cy), pt(radius), stroke=1, fill=1)
    steps = track_max + 1
    canvas.setLineWidth(0.4)
    canvas.setFont(font_name("bold"), 9)
    for n in range(steps):
        angle = math.radians(90 - n * 360 / steps)
        edge = math.radians(90 - (n - 0.5) * 360 / steps)
        inner = radius - 12
        canvas.line(pt(cx + inner * math.cos(edge)), pt(cy + inner * math.sin(edge)),
                    pt(cx + radius * math.cos(edge)), pt(cy + radius * math.sin(edge)))
        tx, ty = cx + (radius - 6) * math.cos(angle), cy + (radius - 6) * math.sin(angle)
        canvas.setFillColor(HexColor(accent if n == 0 else "#1A1A1A"))
        canvas.drawCentredString(pt(tx), pt(ty - 1.1), str(n))
    canvas.setFillColor(HexColor("#1A1A1A"))
    canvas.setFont(font_name("regular"), 6)
    canvas.drawCentredString(pt(cx), pt(cy - radius + 16), "score (stars)")
    _hole(canvas, cx, cy)
    canvas.restoreState()


def _inner_disc(canvas: Canvas, cx: float, cy: float, radius: float, accent: str) -> None:
    """Card numbers 1-12 around the rim, and the star that points at the score."""
    canvas.saveState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.8)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.circle(pt(cx), pt(cy), pt(radius), stroke=1, fill=1)
    canvas.setFont(font_name("bold"), 11)
    canvas.setFillColor(HexColor("#1A1A1A"))
    for n in range(1, SPACES + 1):
        angle = math.radians(90 - (n - 1) * 360 / SPACES - 15)
        tx, ty = cx + (radius - 7) * math.cos(angle), cy + (radius - 7) * math.sin(angle)
        canvas.drawCentredString(pt(tx), pt(ty - 1.4), str(n))
    # The star notch: a star on the rim at the top, pointing out at the score track.
    canvas.setFillColor(HexColor(accent))
    _star(canvas, cx, cy + radius - 2.5, 3.2)
    _hole(canvas, cx, cy)
    canvas.restoreState()


def _star(canvas: Canvas, cx: float, cy: float, r: float) -> None:
    path = canvas.beginPath()
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.radians(90 + k * 36)
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        if k == 0:
            path.moveTo(pt(x), pt(y))
        else:
            path.lineTo(pt(x), pt(y))
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)


def _arrow(canvas: Canvas, x: float, y: float, length: float, accent: str) -> None:
    """The pointer that picks a card number on the inner disc: pinned through the hole at
    (x, y), pointing right."""
    canvas.saveState()
    canvas.setFillColor(HexColor(accent))
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.6)
    path = canvas.beginPath()
    shaft = 4.0
    points = [(x - 6, y - shaft), (x + length - 10, y - shaft), (x + length - 10, y - 7),
              (x + length, y), (x + length - 10, y + 7), (x + length - 10, y + shaft),
              (x - 6, y + shaft)]
    path.moveTo(pt(points[0][0]), pt(points[0][1]))
    for px, py in points[1:]:
        path.lineTo(pt(px), pt(py))
    path.close()
    canvas.drawPath(path, stroke=1, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.circle(pt(x), pt(y), pt(1.5), stroke=1, fill=1)
    canvas.restoreState()


def wheels(ctx: PrintContext) -> list[Page]:
    """Answer wheels, two per sheet: outer score disc, inner number disc, arrow."""
    spec = ctx.layout.material("wheels")
    count = int(spec.get("count", 8))
    outer_r = float(spec.get("outer", 100)) / 2
    inner_r = float(spec.get("inner", 70)) / 2
    track_max = int(spec.get("track_max", 15))
    accent = ctx.layout.colour("accent")
    pages = []
    for first in range(1, count + 1, 2):
        numbers = [n for n in (first, first + 1) if n <= count]

        def draw(canvas: Canvas, area: Rect, numbers=numbers) -> None:
            for row, number in enumerate(numbers):
                cy = area.top - 8 - outer_r - row * (2 * outer_r + 22)
                _outer_disc(canvas, area.x + outer_r + 2, cy, outer_r, track_max, accent)
                inner_x = area.x + 2 * outer_r + 14 + inner_r
                _inner_disc(canvas, inner_x, cy + outer_r - inner_r, inner_r, accent)
                _arrow(canvas, inner_x - inner_r + 8, cy - outer_r + 8, inner_r * 1.5, accent)
                canvas.setFont(font_name("bold"), 8)
                canvas.drawString(pt(area.x), pt(cy + outer_r + 2), f"Wheel {number}")
            canvas.setFont(font_name("regular"), 8)
            canvas.drawString(pt(area.x), pt(area.y + 9),
                              "Cut out the three pieces, stack outer disc, inner disc and "
                              "arrow, and pin them through the marked centres.")
            canvas.drawString(pt(area.x), pt(area.y + 4.5),
                              "Turn the inner disc so its star points at your score; turn "
                              "the arrow to the card you pick.")

        pages.append(plain_page(ctx, f"{TITLE} — answer wheels "
                                f"{numbers[0]}–{numbers[-1]}", draw))
    return pages


def _token_front(ctx: PrintContext) -> CardDrawer:
    accent = ctx.layout.colour("accent")

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(ctx.layout.sheet.bleed), accent)
        canvas.saveState()
        canvas.setFillColor(HexColor("#FFD166"))
        _star(canvas, trim.x + trim.width / 2, trim.y + trim.height * 0.6, trim.height * 0.3)
        canvas.setFillColorRGB(1, 1, 1)
        canvas.setFont(font_name("bold"), 18)
        canvas.drawCentredString(pt(trim.x + trim.width / 2), pt(trim.y + 8), "CAPTAIN")
        canvas.restoreState()

    return draw


def _token_back(ctx: PrintContext) -> CardDrawer:
    """The success-level table exactly as the scoring pack holds it; gaps show as —."""
    table = ctx.pack("scoring").data
    players, rows = table["players"], table["rows"]
    for n, row in enumerate(rows):
        if row.get("label"):
            ctx.log.check_glyphs(row["label"], "regular", f"scoring.rows[{n}]")

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(ctx.layout.sheet.bleed), "#FFFFFF")
        canvas.saveState()
        canvas.setFillColor(HexColor("#1A1A1A"))
        canvas.setFont(font_name("bold"), 10)
        canvas.drawString(pt(trim.x + 4), pt(trim.top - 8), "Success level — final team score")
        label_w = 16.0
        col_w = (trim.width - 6 - label_w) / len(players)
        y = trim.top - 16
        canvas.setFont(font_name("bold"), 8.5)
        canvas.drawString(pt(trim.x + 3), pt(y), "Players")
        for c, count in enumerate(players):
            canvas.drawCentredString(pt(trim.x + 3 + label_w + (c + 0.5) * col_w), pt(y),
                                     str(count))
        for n, row in enumerate(rows):
            y -= 7
            canvas.setFont(font_name("bold"), 8.5)
            canvas.drawString(pt(trim.x + 3), pt(y), f"Row {n + 1}")
            canvas.setFont(font_name("regular"), 8.5)
            for c, score in enumerate(row["min_scores"]):
                canvas.drawCentredString(pt(trim.x + 3 + label_w + (c + 0.5) * col_w), pt(y),
                                         "—" if score is None else str(score))
            y -= 4.5
            canvas.setFont(font_name("regular"), 7.5)
            canvas.drawString(pt(trim.x + 6), pt(y), f"→ {row.get('label') or '—'}")
        canvas.setFont(font_name("regular"), 6)
        canvas.setFillColor(HexColor("#555555"))
        canvas.drawString(pt(trim.x + 3), pt(trim.y + 3),
                          "— : not given in the rulebook's table (nothing is invented)")
        canvas.restoreState()

    return draw


def token(ctx: PrintContext) -> list[Page]:
    spec = ctx.layout.material("token")
    width, height = float(spec.get("width", 100)), float(spec.get("height", 70))
    pages, _ = card_pages([_token_front(ctx)], [_token_back(ctx)], ctx,
                          f"{TITLE} — Captain token", width, height, names=["Captain token"])
    return pages


def rules(ctx: PrintContext) -> list[Page]:
    return rules_pages(ctx, _token_front(ctx), TITLE, default_copies=1)


MATERIALS = (
    Material("cards", "double-sided word cards", cards),
    Material("board", "board", board),
    Material("wheels", "answer wheels", wheels),
    Material("token", "Captain token", token),
    Material("rules", "rules summary card", rules),
)
