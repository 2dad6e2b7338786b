"""The Just One print-and-play kit: word cards, clue tents, score sheet, rules card.

Each of the five numbers has its own colour on the cards (and the same colour on the
tents), so players can call "number 3" across the table.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import box_text, draw_text, fill_box
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.fonts import font_name
from wisegen.render.kit import Material, PrintContext
from wisegen.render.pad import draw_pad
from wisegen.render.rules_card import rules_pages
from wisegen.render.sheet import plain_page
from wisegen.render.units import Rect, pt

TITLE = "Just One"


def _number(canvas: Canvas, cx: float, cy: float, radius: float, number: int, colour: str
            ) -> None:
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.circle(pt(cx), pt(cy), pt(radius), stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setFont(font_name("bold"), radius * 4.2)
    canvas.drawCentredString(pt(cx), pt(cy) - radius * 1.5, str(number))
    canvas.restoreState()


def _back(ctx: PrintContext) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("back"), trim, bleed)
        cx, cy = trim.x + trim.width / 2, trim.top - 32
        for n in range(1, 6):
            _number(canvas, cx + (n - 3) * 10.5, cy + (n % 2) * 4, 4.8, n,
                    layout.colour(f"n{n}"))
        title = layout.box("back_title")
        box_text(canvas, title, trim, TITLE, ctx.log, "card back")

    return draw


def _card(ctx: PrintContext, index: int, words: list[str]) -> CardDrawer:
    layout, bleed = ctx.layout, ctx.layout.sheet.bleed

    def draw(canvas: Canvas, trim: Rect) -> None:
        fill_box(canvas, layout.box("card"), trim, bleed)
        for n, word in enumerate(words, 1):
            box = layout.box(f"word{n}")
            rect = fill_box(canvas, box, trim, 0)
            _number(canvas, trim.x + 8, rect.y + rect.height / 2, 4.6, n,
                    layout.colour(f"n{n}"))
            draw_text(canvas, box, rect, word, ctx.log, f"cards[{index}][{n - 1}]")
            if n < 5:
                canvas.saveState()
                canvas.setStrokeColor(HexColor("#E3D7C3"))
                canvas.setLineWidth(0.5)
                canvas.line(pt(trim.x + 4), pt(rect.y - 0.75), pt(trim.right - 4),
                            pt(rect.y - 0.75))
                canvas.restoreState()

    return draw


def cards(ctx: PrintContext) -> list[Page]:
    assert ctx.words is not None
    deck = ctx.words.data["cards"]
    fronts = [_card(ctx, i, words) for i, words in enumerate(deck)]
    pages, _ = card_pages(fronts, [_back(ctx)] * len(fronts), ctx,
                          f"{TITLE} — word cards", names=[" / ".join(w) for w in deck])
    return pages


def _tent(ctx: PrintContext, canvas: Canvas, x: float, y: float, number: int) -> None:
    """A fold-over tent, bottom-left at (x, y).

    From the bottom of the strip: base, back face, writing face, glue tab. Standing, the
    apex is the fold between the two faces, so the back face is drawn upright and the
    writing face turned 180°: both then read the right way up from their own side.
    """
    spec = ctx.layout.material("tents")
    width = float(spec.get("width", 170))
    panel = float(spec.get("panel", 42))
    base = float(spec.get("base", 20))
    tab = 10.0
    colour = ctx.layout.colour(f"n{(number - 1) % 5 + 1}")
    base_y, back_y, face_y, tab_y = y, y + base, y + base + panel, y + base + 2 * panel
    canvas.saveState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.8)
    canvas.setFillColor(HexColor("#D9D9D9"))
    canvas.rect(pt(x + 3), pt(tab_y), pt(width - 6), pt(tab), stroke=1, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(pt(x), pt(base_y), pt(width), pt(base + 2 * panel), stroke=1, fill=1)
    # Back face, upright: the number large, for the players across the table.
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(x), pt(back_y), pt(width), pt(panel), stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setFont(font_name("bold"), 26)
    canvas.drawCentredString(pt(x + width / 2), pt(back_y + panel / 2 - 4), f"{TITLE}  {number}")
    # Writing face, turned 180°: a coloured band at the apex, the rest left for the clue.
    canvas.saveState()
    canvas.translate(pt(x + width / 2), pt(face_y + panel / 2))
    canvas.rotate(180)
    left, top = -width / 2, panel / 2
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(left), pt(top - 9), pt(width), pt(9), stroke=0, fill=1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setFont(font_name("bold"), 10)
    canvas.drawString(pt(left + 3), pt(top - 6.5), f"{TITLE}  ·  {number}")
    canvas.setFillColor(HexColor("#9A9A9A"))
    canvas.setFont(font_name("regular"), 7)
    canvas.drawRightString(pt(-left - 3), pt(-top + 2.5), "one word only")
    canvas.setStrokeColor(HexColor("#CFCFCF"))
    canvas.line(pt(left + 8), pt(-top + 10), pt(-left - 8), pt(-top + 10))
    canvas.restoreState()
    canvas.setFillColor(HexColor("#6B6B6B"))
    canvas.setFont(font_name("regular"), 7)
    canvas.drawCentredString(pt(x + width / 2), pt(base_y + base / 2 - 1),
                             "base: fold under and glue the grey tab beneath it")
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setDash(pt(1.5), pt(1.2))
    canvas.setLineWidth(0.5)
    for fold in (back_y, face_y, tab_y):
        canvas.line(pt(x), pt(fold), pt(x + width), pt(fold))
    canvas.restoreState()


def tents(ctx: PrintContext) -> list[Page]:
    """Clue tents, two per sheet: seven players plus a spare by default."""
    spec = ctx.layout.material("tents")
    count = int(spec.get("count", 8))
    width = float(spec.get("width", 170))
    height = float(spec.get("base", 20)) + 2 * float(spec.get("panel", 42)) + 10
    pages = []
    for first in range(1, count + 1, 2):
        numbers = [n for n in (first, first + 1) if n <= count]

        def draw(canvas: Canvas, area: Rect, numbers=numbers) -> None:
            x = area.x + (area.width - width) / 2
            for row, number in enumerate(numbers):
                y = area.top - (row + 1) * (height + 8)
                _tent(ctx, canvas, x, y, number)
            canvas.setFont(font_name("regular"), 8)
            canvas.drawString(pt(area.x), pt(area.top - 2 * (height + 8) - 6),
                              "Cut out, fold on the dashed lines into a tent, glue the tab. "
                              "Write your clue on the white face (pencil or dry-erase).")

        pages.append(plain_page(ctx, f"{TITLE} — clue tents "
                                f"{numbers[0]}–{numbers[-1]}", draw))
    return pages


def _track(canvas: Canvas, area: Rect, deck_size: int) -> float:
    """The deck as a row of numbered cards to cross off; returns the height used."""
    gap = 2.0
    width = min(12.0, (area.width - (deck_size - 1) * gap) / deck_size)
    height = width * 1.4
    canvas.saveState()
    canvas.setFont(font_name("bold"), 9)
    canvas.drawString(pt(area.x), pt(area.top - 4), "The deck: cross off a card for each "
                      "turn, two for a failure.")
    for n in range(deck_size):
        x = area.x + n * (width + gap)
        canvas.setStrokeColorRGB(0.2, 0.2, 0.2)
        canvas.roundRect(pt(x), pt(area.top - 8 - height), pt(width), pt(height), pt(1.5))
        canvas.setFont(font_name("bold"), 8)
        canvas.drawCentredString(pt(x + width / 2), pt(area.top - 8 - height / 2 - 1.4),
                                 str(n + 1))
    canvas.restoreState()
    return height + 12


def _score_table(canvas: Canvas, area: Rect, table: list[dict], top: float) -> None:
    canvas.saveState()
    canvas.setFont(font_name("bold"), 10)
    canvas.drawString(pt(area.x), pt(top - 5), "Score at the end of the game")
    row_h = 6.5
    for n, row in enumerate(table):
        y = top - 9 - (n + 1) * row_h
        score = str(row["min"]) if row["min"] == row["max"] else f"{row['min']}–{row['max']}"
        if n % 2 == 0:
            canvas.setFillColor(HexColor("#F2F2F2"))
            canvas.rect(pt(area.x), pt(y - 1.8), pt(area.width), pt(row_h), stroke=0, fill=1)
        canvas.setFillColorRGB(0.1, 0.1, 0.1)
        canvas.setFont(font_name("bold"), 9)
        canvas.drawString(pt(area.x + 2), pt(y), score)
        canvas.setFont(font_name("regular"), 9)
        canvas.drawString(pt(area.x + 20), pt(y), row["label"])
    canvas.restoreState()


def score_sheet(ctx: PrintContext) -> list[Page]:
    pad = ctx.pack("pad").data
    scoring = ctx.pack("scoring").data
    for row in scoring["table"]:
        ctx.log.check_glyphs(row["label"], "regular", "scoring.table")
    copies = int(ctx.layout.material("score_sheet").get("copies", 2))

    def draw(canvas: Canvas, area: Rect) -> None:
        used = _track(canvas, area, scoring["deck_size"])
        table_h = 12 + 6.5 * len(scoring["table"])
        pad_area = Rect(area.x, area.y + table_h + 6, area.width, area.height - used - table_h - 6)
        draw_pad(canvas, pad_area, pad, ctx.log, "pad", "#1D3557")
        _score_table(canvas, area, scoring["table"], area.y + table_h)

    return [plain_page(ctx, f"{TITLE} — {pad['title']} ({n}/{copies})", draw)
            for n in range(1, copies + 1)]


def rules(ctx: PrintContext) -> list[Page]:
    return rules_pages(ctx, _back(ctx), TITLE)


MATERIALS = (
    Material("cards", "word cards", cards),
    Material("tents", "clue tents", tents),
    Material("sheet", "score sheet", score_sheet),
    Material("rules", "rules summary card", rules),
)
