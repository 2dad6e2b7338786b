"""The Mistrz Słowa print-and-play kit: ten dice as cube nets, a score pad to 100 points
and a bilingual scoring card.

Die faces come from the dice pack exactly as the rulebook prints them; every number on
the scoring card (points by length, bonuses, penalty, target, hourglass turns, the
interchangeable letters and the ogonek letters) comes from the scoring pack, so the
card cannot disagree with `wisegen score`. The card's words are Polish, each line with
an English line under it, as the rulebook's players and their guests need.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.errors import UsageError
from wisegen.render.boxes import draw_text, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.dice_symbols import SYMBOLS, hourglass
from wisegen.render.die_net import FaceDrawer, draw_net, net_size
from wisegen.render.document import Page
from wisegen.render.fonts import font_name
from wisegen.render.kit import Material, PrintContext
from wisegen.render.layout import SheetSettings
from wisegen.render.pad import draw_pads
from wisegen.render.pieces import Die
from wisegen.render.sheet import content_area, plain_page
from wisegen.render.units import Rect, pt

TITLE = "Mistrz Słowa"
SPECIAL_FACES = {
    "letter-joker": "star",
    "consonant-joker": "ring",
    "vowel-joker": "cross",
    "ogonek": "ogonek",
    "reroll": "question",
}
"""Die face in the pack -> the symbol drawn; each symbol's colour is the layout colour of
the same name (star red, ring green, cross blue, as the rulebook describes them)."""
KINDS = {"consonant": ("spółgłoski", "consonants"), "vowel": ("samogłoski", "vowels"),
         "special": ("specjalna", "special")}
CAP_HEIGHT = 0.73
"""DejaVu Sans Bold's capital height in ems: letters are sized by how tall they print."""
LEGEND = (
    ("letter-joker", "joker każdej litery", "letter joker: stands for any letter"),
    ("consonant-joker", "joker spółgłosek", "consonant joker: any missing consonant"),
    ("vowel-joker", "joker samogłosek", "vowel joker: any missing vowel"),
    ("ogonek", "ogonek: {pl}", "ogonek: {en}"),
    ("reroll", "rzuć jeszcze raz dowolną kością", "reroll: roll any one die again"),
)


def _swap_pairs(ctx: PrintContext) -> dict[str, str]:
    """Letter -> the letter it may stand for (W<->M, Z<->N), from the scoring pack."""
    pairs: dict[str, str] = {}
    for first, second in ctx.pack("scoring").data.get("interchangeable", []):
        pairs[first], pairs[second] = second, first
    return pairs


def _face(ctx: PrintContext, kind: str, face: str, swap: dict[str, str], item: str
          ) -> FaceDrawer:
    layout = ctx.layout
    if face not in SPECIAL_FACES:
        ctx.log.check_glyphs(face, "bold", item)

    def draw(canvas: Canvas, rect: Rect) -> None:
        paint(canvas, rect, layout.colour(kind))
        cx, cy = rect.x + rect.width / 2, rect.y + rect.height / 2
        symbol = SPECIAL_FACES.get(face)
        if symbol is not None:
            SYMBOLS[symbol](canvas, cx, cy, rect.width * 0.72, layout.colour(symbol))
            return
        cap = rect.width * 0.55
        lift = rect.height * 0.07 if face in swap else 0.0  # room for the W/M, Z/N tag
        canvas.saveState()
        canvas.setFillColor(HexColor(layout.colour("letter")))
        canvas.setFont(font_name("bold"), pt(cap) / CAP_HEIGHT)
        canvas.drawCentredString(pt(cx), pt(cy + lift - cap / 2), face)
        canvas.restoreState()
        if face in swap:
            _swap_tag(ctx, canvas, rect, f"{face} ⇄ {swap[face]}", item)

    return draw


def _swap_tag(ctx: PrintContext, canvas: Canvas, rect: Rect, text: str, item: str) -> None:
    """A small pill under the letter saying it may be read as its partner."""
    width, height = rect.width * 0.62, rect.height * 0.15
    tag = Rect(rect.x + (rect.width - width) / 2, rect.y + rect.height * 0.035, width, height)
    canvas.saveState()
    canvas.setFillColor(HexColor(ctx.layout.colour("swap")))
    canvas.roundRect(pt(tag.x), pt(tag.y), pt(tag.width), pt(tag.height), pt(height / 2),
                     stroke=0, fill=1)
    canvas.restoreState()
    draw_text(canvas, ctx.layout.box("swap_tag"), tag, text, ctx.log, f"{item}.swap")


def _net_label(ctx: PrintContext, canvas: Canvas, area: Rect, number: int, kind: str
               ) -> None:
    """'Kość N / die N' and the kind of die, in the net's empty top-left corner."""
    polish, english = KINDS[kind]
    lines = [("die_label", f"Kość {number}"), ("die_kind", f"die {number}"),
             ("die_kind", polish), ("die_kind", english)]
    step = area.height / len(lines)
    for n, (box, text) in enumerate(lines):
        row = Rect(area.x, area.top - (n + 1) * step, area.width, step)
        draw_text(canvas, ctx.layout.box(box), row, text, ctx.log, f"dice[{number - 1}].label")


NOTE_LINE = 4.5
"""mm per line of the cutting notes under the nets."""

Placement = tuple[int, float, float]
"""(die index, x, y): where a net's bounding box starts on its page, in mm."""


def plan_nets(settings: SheetSettings, face: float, tab: float, gap: float, count: int,
              reserve: float) -> list[list[Placement]]:
    """Nets per page, as many as fit on a portrait plain page above `reserve` mm of
    notes, each page's nets centred across it. The builder and the tests share this, so
    a test can find every face where it was drawn."""
    width, height = net_size(face, tab)
    short, long = sorted((settings.paper_width, settings.paper_height))
    area = content_area(short, long, settings)
    if width > area.width or height + reserve > area.height:
        raise UsageError(f"a die net with {face:g} mm faces and {tab:g} mm tabs ({width:g} x "
                         f"{height:g} mm) does not fit on {settings.paper} paper; lower "
                         "materials.dice.face or materials.dice.tab")
    cols = math.floor((area.width + gap) / (width + gap))
    rows = math.floor((area.height - reserve + gap) / (height + gap))
    per_page = cols * rows
    pages: list[list[Placement]] = []
    for start in range(0, count, per_page):
        indices = range(start, min(start + per_page, count))
        used = min(cols, len(indices))
        x0 = area.x + (area.width - used * width - (used - 1) * gap) / 2
        pages.append([(index, x0 + (slot % cols) * (width + gap),
                       area.top - (slot // cols + 1) * height - (slot // cols) * gap)
                      for slot, index in enumerate(indices)])
    return pages


def _dice_notes(ctx: PrintContext) -> list[tuple[str, str]]:
    pairs = ctx.pack("scoring").data.get("interchangeable", [])
    return [
        ("pl_line", "Wytnij po liniach ciągłych, zegnij po przerywanych, "
                    "szare zakładki posmaruj klejem od środka."),
        ("en_line", "Cut along the solid lines, fold along the dashed lines, "
                    "glue the grey tabs inside."),
        ("pl_line", "Litery " + " oraz ".join(f"{a} ⇄ {b}" for a, b in pairs)
         + " można czytać zamiennie."),
        ("en_line", ", and ".join(f"{a} and {b}" for a, b in pairs)
         + ", may be read either way."),
    ]


def dice(ctx: PrintContext) -> list[Page]:
    """Ten nets, as many to a sheet as fit, each face as the dice pack gives it."""
    pack = ctx.pack("dice").data["dice"]
    spec = ctx.layout.material("dice")
    face, tab = float(spec.get("face", 20)), float(spec.get("tab", 6))
    gap = float(spec.get("gap", 6))
    swap = _swap_pairs(ctx)
    notes = _dice_notes(ctx)
    height = net_size(face, tab)[1]
    plan = plan_nets(ctx.layout.sheet, face, tab, gap, len(pack),
                     NOTE_LINE * len(notes) + 2)
    dice = [Die(f"{TITLE} — kość {index + 1} / die {index + 1} ({KINDS[die['kind']][1]})",
                tuple(_face(ctx, die["kind"], f, swap, f"dice[{index}].faces[{n}]")
                      for n, f in enumerate(die["faces"])),
                tuple(die["faces"]), face)
            for index, die in enumerate(pack)]

    def page(places: list[Placement], number: int) -> Page:
        def draw(canvas: Canvas, area: Rect) -> None:
            for index, x, y in places:
                die = pack[index]
                draw_net(canvas, x, y, face, tab, dice[index].faces)
                _net_label(ctx, canvas, Rect(x + 0.5, y + height - face, face - tab - 1,
                                             face), index + 1, die["kind"])
            notes_top = min(y for _, _, y in places) - 2
            for n, (box, text) in enumerate(notes):
                line = Rect(area.x, notes_top - (n + 1) * NOTE_LINE, area.width, NOTE_LINE)
                draw_text(canvas, ctx.layout.box(box), line, text, ctx.log, "dice.notes")

        sheet = plain_page(ctx, f"{TITLE} — kości / dice ({number}/{len(plan)})",
                           draw)
        return dataclasses.replace(sheet, dice=tuple(dice[index] for index, _, _ in places))

    return [page(places, n) for n, places in enumerate(plan, 1)]


def pad(ctx: PrintContext) -> list[Page]:
    """The score pad (to 100 points, up to 10 players), one to a sheet by default."""
    sheet = ctx.pack("pad").data
    spec = ctx.layout.material("pad")
    copies, per_page = int(spec.get("copies", 2)), int(spec.get("per_page", 1))
    accent = ctx.layout.colour("accent")
    return [plain_page(ctx, f"{TITLE} — {sheet['title']} ({n}/{copies})",
                       lambda canvas, area: draw_pads(canvas, area, sheet, ctx.log, "pad",
                                                      accent, per_page))
            for n in range(1, copies + 1)]


PAIR = 7.4
"""mm for a Polish line and the English line under it."""


class _Writer:
    """Lines down a card from the top: each `line` takes a box style and a height."""

    def __init__(self, ctx: PrintContext, canvas: Canvas, inner: Rect):
        self.ctx, self.canvas, self.inner = ctx, canvas, inner
        self.top = inner.top

    def line(self, box: str, text: str, height: float, indent: float = 0.0,
             item: str = "scoring") -> None:
        rect = Rect(self.inner.x + indent, self.top - height, self.inner.width - indent,
                    height)
        draw_text(self.canvas, self.ctx.layout.box(box), rect, text, self.ctx.log, item)
        self.top -= height
        if self.top < self.inner.y - 0.01:
            self.ctx.log.too_long.append(f"{item}: {text!r} runs off the bottom of the card")

    def pair(self, polish: str, english: str, indent: float = 0.0, item: str = "scoring"
             ) -> None:
        """A Polish line with its English line under it."""
        self.line("pl_line", polish, PAIR - 3.4, indent, item)
        self.line("en_line", english, 3.4, indent, item)

    def skip(self, height: float) -> None:
        self.top -= height


def _length_table(ctx: PrintContext, canvas: Canvas, writer: _Writer,
                  lengths: list[dict[str, int]]) -> None:
    """Two rows: letters 3-10 and their points, with Polish/English row labels."""
    inner, label_w, row_h = writer.inner, 20.0, 6.0
    cell_w = (inner.width - label_w) / len(lengths)
    rows = (("liter / letters", [str(r["letters"]) for r in lengths]),
            ("pkt / points", [str(r["points"]) for r in lengths]))
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ctx.layout.colour("accent")))
    canvas.setLineWidth(0.6)
    for n, (label, cells) in enumerate(rows):
        y = writer.top - (n + 1) * row_h
        if n == 1:
            paint(canvas, Rect(inner.x, y, inner.width, row_h), ctx.layout.colour("rule"))
        draw_text(canvas, ctx.layout.box("table_label"), Rect(inner.x, y, label_w, row_h),
                  label, ctx.log, "scoring.table")
        for c, text in enumerate(cells):
            draw_text(canvas, ctx.layout.box("table_cell"),
                      Rect(inner.x + label_w + c * cell_w, y, cell_w, row_h), text, ctx.log,
                      "scoring.table")
    canvas.rect(pt(inner.x), pt(writer.top - 2 * row_h), pt(inner.width), pt(2 * row_h))
    canvas.line(pt(inner.x), pt(writer.top - row_h), pt(inner.right), pt(writer.top - row_h))
    for c in range(len(lengths)):
        x = inner.x + label_w + c * cell_w
        canvas.line(pt(x), pt(writer.top), pt(x), pt(writer.top - 2 * row_h))
    canvas.restoreState()
    writer.skip(2 * row_h)


def _turns(n: int) -> tuple[str, str]:
    """'two turns of the glass', in Polish (with its plural forms) and English."""
    polish = {1: "jeden obrót", 2: "dwa obroty", 3: "trzy obroty", 4: "cztery obroty"}
    english = {1: "one turn", 2: "two turns", 3: "three turns", 4: "four turns"}
    return polish.get(n, f"{n} obrotów"), english.get(n, f"{n} turns")


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}"


def _points_rows(ctx: PrintContext, w: _Writer, scoring: dict[str, Any]) -> None:
    """Bonuses and penalty, then the W/M, Z/N rule: points (or tags) left, lines right."""
    canvas, inner, points = w.canvas, w.inner, ctx.layout.box("points")
    for value, polish, english in (
            (scoring["no_joker_bonus"], "Słowo ułożone bez jokera",
             "a word made without any joker"),
            (scoring["ogonek_bonus"], "Za każde użycie ogonka", "for each use of the ogonek"),
            (scoring["no_word_penalty"], "Brak słowa", "no word formed")):
        draw_text(canvas, points, Rect(inner.x, w.top - PAIR, 14, PAIR), _signed(value),
                  ctx.log, "scoring.points")
        w.pair(polish, english, indent=16)
    w.skip(1)
    pairs = scoring.get("interchangeable", [])
    step = PAIR / max(1, len(pairs))
    for n, (a, b) in enumerate(pairs):
        draw_text(canvas, points, Rect(inner.x, w.top - (n + 1) * step, 14, step), f"{a}⇄{b}",
                  ctx.log, "scoring.swap")
    w.pair(" oraz ".join(f"{a} i {b}" for a, b in pairs) + " można stosować zamiennie",
           ", and ".join(f"{a} and {b}" for a, b in pairs) + " may be used in place of "
           "each other", indent=16)


def _hourglass_box(ctx: PrintContext, w: _Writer, turns: int) -> None:
    """The time limit, boxed, with one hourglass drawn per turn of the glass."""
    polish, english = _turns(turns)
    box = Rect(w.inner.x, w.top - 11, w.inner.width, 11)
    canvas = w.canvas
    canvas.saveState()
    canvas.setFillColor(HexColor(ctx.layout.colour("rule")))
    canvas.setStrokeColor(HexColor(ctx.layout.colour("accent")))
    canvas.setLineWidth(0.6)
    canvas.roundRect(pt(box.x), pt(box.y), pt(box.width), pt(box.height), pt(2), stroke=1,
                     fill=1)
    canvas.restoreState()
    shown = max(1, min(turns, 4))
    for n in range(shown):
        hourglass(canvas, box.x + 4.5 + n * 6.5, box.y + box.height / 2, 8.5,
                  ctx.layout.colour("sand"))
    w.skip(1.6)
    w.pair(f"Czas na słowo: {polish} klepsydry",
           f"Time to form a word: {english} of the hourglass", indent=4 + shown * 6.5)
    w.skip(11 - 1.6 - PAIR)


def _legend(ctx: PrintContext, w: _Writer, scoring: dict[str, Any]) -> None:
    """What each special die face means, drawn with the same symbols as the dice."""
    ogonek = scoring.get("ogonek", {})
    tails_pl = " ".join(form.lower() for forms in ogonek.values() for form in forms)
    tails_en = ", ".join(f"{base.lower()}→{'/'.join(f.lower() for f in forms)}"
                         for base, forms in ogonek.items())
    w.pair("Symbole na kościach", "Symbols on the dice")
    w.skip(0.6)
    for face, polish, english in LEGEND:
        symbol = SPECIAL_FACES[face]
        SYMBOLS[symbol](w.canvas, w.inner.x + 4, w.top - 3.9, 6.5, ctx.layout.colour(symbol))
        w.pair(polish.format(pl=tails_pl), english.format(en=tails_en), indent=10)


def _scoring_front(ctx: PrintContext) -> CardDrawer:
    scoring = ctx.pack("scoring").data
    layout = ctx.layout
    target = scoring["target"]

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), "#FFFFFF")
        inner = trim.grow(-4.5)
        w = _Writer(ctx, canvas, inner)
        header = Rect(inner.x, inner.top - 9, inner.width, 9)
        draw_text(canvas, layout.box("score_title"), header, TITLE, ctx.log, "scoring.title")
        subtitle = layout.box("score_subtitle")
        draw_text(canvas, subtitle, Rect(header.x, header.y + 3.4, header.width, 4.2),
                  "punktacja", ctx.log, "scoring.title")
        draw_text(canvas, subtitle, Rect(header.x, header.y, header.width, 3.6), "scoring",
                  ctx.log, "scoring.title")
        w.skip(9.5)
        w.pair("Punkty za długość słowa", "Points by word length")
        w.skip(0.8)
        _length_table(ctx, canvas, w, scoring["length_points"])
        w.skip(2)
        _points_rows(ctx, w, scoring)
        w.skip(1.5)
        _hourglass_box(ctx, w, int(scoring["hourglass_turns"]))
        w.skip(1)
        w.pair(f"Wygrywa, kto pierwszy zdobędzie {target} pkt.",
               f"The first to reach {target} points wins.")
        w.skip(1)
        w.pair("Rzeczowniki w mianowniku (kot, koty), bez skrótów i nazw własnych",
               "Nouns in the nominative (kot, koty; not kota); no abbreviations or proper "
               "nouns")
        w.skip(2)
        _legend(ctx, w, scoring)

    return draw


def scoring(ctx: PrintContext) -> list[Page]:
    """The A6 scoring card, printed single-sided, `copies` of it."""
    spec = ctx.layout.material("scoring")
    width, height = float(spec.get("width", 105)), float(spec.get("height", 148))
    copies = int(spec.get("copies", 2))
    pages, _ = card_pages([_scoring_front(ctx)] * copies, None, ctx,
                          f"{TITLE} — punktacja / scoring", width, height,
                          names=["punktacja / scoring"] * copies)
    return pages


MATERIALS = (
    Material("dice", "ten dice nets", dice),
    Material("pad", "score pad", pad),
    Material("scoring", "scoring card", scoring),
)
