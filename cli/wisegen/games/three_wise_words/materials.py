"""The Three Wise Words print-and-play kit: cards, die, Owl Track, pawns, pad, rules.

Colours and sizes come from layouts/three-wise-words.yaml; words from the words pack.
Every colour also carries a shape (pink circle, yellow triangle, blue square) so the
die and the card bands match on a greyscale printer too.
"""

from __future__ import annotations

import dataclasses
import itertools
import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.three_wise_words import SLOTS
from wisegen.render.boxes import box_text, fill_box
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.die_net import draw_net, net_size
from wisegen.render.document import Page
from wisegen.render.fonts import font_name
from wisegen.render.kit import Material, PrintContext
from wisegen.render.pad import draw_pad
from wisegen.render.pieces import Die
from wisegen.render.rules_card import rules_pages
from wisegen.render.shapes import owl, symbol
from wisegen.render.sheet import plain_page
from wisegen.render.standee import draw_standee, standee_height
from wisegen.render.tiling import tiled_pages
from wisegen.render.units import Rect, pt

SHAPES = {"pink": "circle", "yellow": "triangle", "blue": "square"}
TITLE = "Three Wise Words"


def _back(ctx: PrintContext) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("back"), trim, bleed)
        owl(canvas, trim.x + trim.width / 2, trim.top - trim.height * 0.41, trim.height * 0.41,
            "#C98B4B", "#101820")
        title = layout.box("back_title")
        box_text(canvas, title, trim, TITLE, ctx.log, "card back")
        credit = layout.box("back_credit")
        box_text(canvas, credit, trim, "print-and-play kit made with wisegen", ctx.log,
                 "card back")

    return draw


def _word_card(ctx: PrintContext, index: int, card: dict[str, str]) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        for slot in SLOTS:
            band = fill_box(canvas, layout.box(f"{slot}_band"), trim, bleed)
            symbol(canvas, SHAPES[slot], band.x + 6, band.top - 6, 4, "#FFFFFF",
                   "#1A1A1A")
            word_box = layout.box(f"{slot}_word")
            box_text(canvas, word_box, trim, card[slot], ctx.log, f"cards[{index}].{slot}")

    return draw


def _child_card(ctx: PrintContext, index: int, word: str) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("child_card"), trim, bleed)
        symbol(canvas, "triangle", trim.x + trim.width / 2, trim.top - 16, 9, "#FFFFFF",
               "#1A1A1A")
        owl(canvas, trim.x + trim.width / 2, trim.y + 12, 16, "#C98B4B", "#101820")
        box = layout.box("child_word")
        box_text(canvas, box, trim, word, ctx.log, f"cards[{index}].yellow")

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    if ctx.options.get("children"):
        fronts = [_child_card(ctx, i, card["yellow"]) for i, card in enumerate(deck)]
        names = [card["yellow"] for card in deck]
        title = f"{TITLE} — children's cards"
    else:
        fronts = [_word_card(ctx, i, card) for i, card in enumerate(deck)]
        names = [" / ".join(card[slot] for slot in SLOTS) for card in deck]
        title = f"{TITLE} — word cards"
    back = _back(ctx)
    pages, _ = card_pages(fronts, [back] * len(fronts), ctx, title, names=names)
    return pages


def rules(ctx: PrintContext) -> list[Page]:
    """The one-card summary, one copy per team (the pawn count), with card backs."""
    teams = len(ctx.layout.material("pawns").get("colours", [None] * 4))
    return rules_pages(ctx, _back(ctx), TITLE, default_copies=teams)


def _die_face(ctx: PrintContext, slot: str):
    def draw(canvas: Canvas, rect: Rect) -> None:
        canvas.saveState()
        canvas.setFillColor(HexColor(ctx.layout.colour(slot)))
        canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
        canvas.restoreState()
        symbol(canvas, SHAPES[slot], rect.x + rect.width / 2, rect.y + rect.height * 0.58,
               rect.width * 0.45, "#FFFFFF", "#1A1A1A")
        canvas.saveState()
        canvas.setFont(font_name("bold"), max(5.0, rect.width * 0.28))
        canvas.setFillColorRGB(0.1, 0.1, 0.1)
        canvas.drawCentredString(pt(rect.x + rect.width / 2), pt(rect.y + rect.height * 0.1),
                                 slot.upper())
        canvas.restoreState()

    return draw


def die(ctx: PrintContext) -> list[Page]:
    """Two nets (one spare): opposite faces share a colour, two faces per colour."""
    spec = ctx.layout.material("die")
    face, tab = float(spec.get("face", 20)), float(spec.get("tab", 6))
    # Net order: middle column top-down, then left and right. Opposites: 0-2, 1-3, 4-5.
    order = ("pink", "yellow", "pink", "yellow", "blue", "blue")
    faces = [_die_face(ctx, slot) for slot in order]
    width, height = net_size(face, tab)

    def draw(canvas: Canvas, area: Rect) -> None:
        gap = tab * 2 + 8
        x0 = area.x + (area.width - 2 * width - gap) / 2
        y0 = area.top - height - 10
        for n in range(2):
            draw_net(canvas, x0 + n * (width + gap), y0, face, tab, faces)
        canvas.setFont(font_name("regular"), 9)
        lines = ["Cut along the solid lines, fold along the dashed lines, glue the grey tabs",
                 "inside. Two faces per colour, opposite each other; the second net is a spare."]
        for n, line in enumerate(lines):
            canvas.drawString(pt(area.x), pt(y0 - 10 - 5 * n), line)

    page = plain_page(ctx, f"{TITLE} — die", draw)
    return [dataclasses.replace(page, dice=(Die(f"{TITLE} die", tuple(faces), order, face),))]


def _track_cells(spaces: int, columns: int, size: float) -> list[tuple[float, float]]:
    """Bottom-left corner of each cell (start + spaces) on a serpentine, top row first."""
    total = spaces + 1
    rows = math.ceil(total / columns)
    cells = []
    for n in range(total):
        row, col = divmod(n, columns)
        if row % 2:
            col = columns - 1 - col
        cells.append((col * size, (rows - 1 - row) * size))
    return cells


def track(ctx: PrintContext) -> list[Page]:
    spec = ctx.layout.material("track")
    spaces, size = int(spec.get("spaces", 30)), float(spec.get("space", 26))
    columns = int(spec.get("columns", 8))
    cells = _track_cells(spaces, columns, size)
    rows = math.ceil((spaces + 1) / columns)
    width, height = columns * size, rows * size
    palette = ["#FDE2EE", "#FFF4C2", "#DCEBF8"]

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.setLineWidth(1)
        for n, (x, y) in enumerate(cells):
            inner = Rect(x + 1, y + 1, size - 2, size - 2)
            fill = "#B8E0B0" if n == 0 else "#F2C14E" if n == spaces else palette[n % 3]
            canvas.setFillColor(HexColor(fill))
            canvas.setStrokeColor(HexColor("#2E4057"))
            canvas.roundRect(pt(inner.x), pt(inner.y), pt(inner.width), pt(inner.height),
                             pt(3), stroke=1, fill=1)
            canvas.setFillColor(HexColor("#2E4057"))
            if n == 0:
                canvas.setFont(font_name("bold"), 9)
                canvas.drawCentredString(pt(x + size / 2), pt(y + size / 2 - 1.5), "START")
            elif n == spaces:
                canvas.setFont(font_name("bold"), 8)
                canvas.drawCentredString(pt(x + size / 2), pt(y + size / 2 + 1), "FINISH")
                canvas.setFont(font_name("bold"), 10)
                canvas.drawCentredString(pt(x + size / 2), pt(y + size / 2 - 4.5), str(n))
            else:
                canvas.setFont(font_name("bold"), 14)
                canvas.drawCentredString(pt(x + size / 2), pt(y + size / 2 - 2.5), str(n))
        canvas.setStrokeColor(HexColor("#2E4057"))
        canvas.setLineWidth(1.5)
        for (x0, y0), (x1, y1) in itertools.pairwise(cells):
            _arrow(canvas, x0 + size / 2, y0 + size / 2, x1 + size / 2, y1 + size / 2, size)
        canvas.restoreState()

    return tiled_pages(ctx, f"{TITLE} — Owl Track ({spaces} spaces)", width,
                       height, draw)


def _arrow(canvas: Canvas, x0: float, y0: float, x1: float, y1: float, size: float) -> None:
    """A short arrow across the border between two neighbouring cells."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = (x1 - x0) / size, (y1 - y0) / size
    half = 2.2
    tip = (mx + dx * half, my + dy * half)
    canvas.line(pt(mx - dx * half), pt(my - dy * half), pt(tip[0]), pt(tip[1]))
    wing = 1.4
    for side in (-1, 1):
        canvas.line(pt(tip[0]), pt(tip[1]), pt(tip[0] - dx * wing + side * dy * wing),
                    pt(tip[1] - dy * wing + side * dx * wing))


def pawns(ctx: PrintContext) -> list[Page]:
    spec = ctx.layout.material("pawns")
    width, panel_h = float(spec.get("width", 30)), float(spec.get("height", 40))
    colours = spec.get("colours", ["#E4572E", "#29BF12", "#8E44AD", "#1F77B4"])
    names = spec.get("names", [])

    def draw(canvas: Canvas, area: Rect) -> None:
        gap = 10.0
        total = len(colours) * width + (len(colours) - 1) * gap
        x0 = area.x + (area.width - total) / 2
        y0 = area.top - standee_height(panel_h) - 4
        for n, colour in enumerate(colours):
            name = names[n] if n < len(names) else f"Team {n + 1}"

            def panel(canvas: Canvas, rect: Rect, name=name) -> None:
                owl(canvas, rect.x + rect.width / 2, rect.y + rect.height * 0.58,
                    rect.height * 0.62, "#FFFFFF")
                canvas.setFont(font_name("bold"), 6)
                canvas.setFillColorRGB(1, 1, 1)
                canvas.drawCentredString(pt(rect.x + rect.width / 2), pt(rect.y + 2.2), name)

            ctx.log.check_glyphs(name, "bold", f"pawns[{n}]")
            draw_standee(canvas, x0 + n * (width + gap), y0, width, panel_h, panel, colour,
                         ctx.log, ctx.text("standee.foot"))
        canvas.setFont(font_name("regular"), 9)
        canvas.setFillColorRGB(0, 0, 0)
        canvas.drawString(pt(area.x), pt(y0 - 10), "Cut out each strip, fold on the dashed "
                          "lines, glue the two owl panels back to back,")
        canvas.drawString(pt(area.x), pt(y0 - 15), "then fold the feet outwards so the owl "
                          "stands on the Owl Track.")

    return [plain_page(ctx, f"{TITLE} — owl pawns", draw)]


def pad(ctx: PrintContext) -> list[Page]:
    sheet = ctx.pack("pad").data
    copies = int(ctx.layout.material("pad").get("copies", 4))
    return [plain_page(ctx, f"{TITLE} — {sheet['title']} ({n}/{copies})",
                       lambda canvas, area: draw_pad(canvas, area, sheet, ctx.log, "pad",
                                                     "#2E4057"))
            for n in range(1, copies + 1)]


MATERIALS = (
    Material("cards", "word cards", cards),
    Material("die", "coloured die", die),
    Material("track", "Owl Track", track),
    Material("pawns", "owl pawns", pawns),
    Material("pad", "answer pad", pad),
    Material("rules", "rules summary card", rules),
)
