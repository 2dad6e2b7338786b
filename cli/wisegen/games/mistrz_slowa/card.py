"""The Mistrz Słowa A6 cards: the scoring card and the rules card beside it.

Every number on the scoring card (points by length, bonuses, penalty, target, hourglass
turns, the interchangeable letters and the ogonek letters) comes from the scoring pack,
so the card cannot disagree with the referee. Every word comes from kit text, in the
kit's one language: Polish and English side by side cluttered the cards (issue #27), so a
Polish kit is Polish throughout and its English readers get their own rulebook.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.mistrz_slowa.art import symbol, title_mark
from wisegen.render.boxes import draw_sections, draw_text, paint
from wisegen.render.cards import CardDrawer
from wisegen.render.kit import PrintContext
from wisegen.render.layout import Box
from wisegen.render.units import Rect, pt

LINE, GLOSS = 3.8, 3.1
"""mm for a line and for the gloss under it."""
MARK = 11.0
"""mm height of the title mark at the top of each card."""
SPECIAL_FACES = {
    "letter-joker": "star",
    "consonant-joker": "ring",
    "vowel-joker": "cross",
    "ogonek": "ogonek",
    "reroll": "question",
}
"""Die face in the pack -> the symbol drawn; each symbol's colour is the layout colour of
the same name (star red, ring green, cross blue, as the rulebook describes them)."""


def on(box: Box, colour: str) -> Box:
    """The box's style, sitting on `colour` (a tinted row or panel)."""
    return dataclasses.replace(box, on=colour)


def glossed(ctx: PrintContext, key: str, **values: Any) -> tuple[str, str | None]:
    """A kit text as a line for `Writer.pair`: the line, and no second line (the cards
    carry one language; the pair form stays for lines that take two)."""
    return ctx.text(key, **values), None


def pairs(ctx: PrintContext, key: str, swaps: list[list[str]]) -> str:
    """The interchangeable letters as a phrase: `W i M oraz Z i N` (`key`.pair, .join)."""
    return ctx.text(f"{key}.join").join(ctx.text(f"{key}.pair", a=a, b=b) for a, b in swaps)


class Writer:
    """Lines down a card from the top: each `line` takes a box style and a height."""

    def __init__(self, ctx: PrintContext, canvas: Canvas, inner: Rect):
        self.ctx, self.canvas, self.inner = ctx, canvas, inner
        self.top = inner.top

    def line(self, box: str, text: str, height: float, indent: float = 0.0,
             item: str = "scoring", ground: str = "#FFFFFF") -> None:
        rect = Rect(self.inner.x + indent, self.top - height, self.inner.width - indent,
                    height)
        draw_text(self.canvas, on(self.ctx.layout.box(box), ground), rect, text,
                  self.ctx.log, item)
        self.top -= height
        if self.top < self.inner.y - 0.01:
            self.ctx.log.too_long.append(f"{item}: {text!r} runs off the bottom of the card")

    def pair(self, main: str, gloss: str | None, indent: float = 0.0,
             ground: str = "#FFFFFF", height: float = 0.0) -> float:
        """A line with its gloss under it, centred in `height` mm when that is more than
        they need (a row beside a drawn symbol); returns the height used."""
        need = LINE + (GLOSS if gloss else 0.0)
        room = max(0.0, height - need) / 2
        self.skip(room)
        self.line("pl_line", main, LINE, indent, ground=ground)
        if gloss:
            self.line("en_line", gloss, GLOSS, indent, ground=ground)
        self.skip(room)
        return need + 2 * room

    def said(self, key: str, indent: float = 0.0, ground: str = "#FFFFFF", **values: Any
             ) -> float:
        return self.pair(*glossed(self.ctx, key, **values), indent=indent, ground=ground)

    def skip(self, height: float) -> None:
        self.top -= height


def _frame(ctx: PrintContext, canvas: Canvas, trim: Rect) -> Rect:
    """White card, an accent frame inset from the trim, the title mark and a rule under
    it; returns the area left for the card's lines."""
    layout = ctx.layout
    paint(canvas, trim.grow(layout.sheet.bleed), "#FFFFFF")
    frame = trim.grow(-2.5)
    canvas.saveState()
    canvas.setStrokeColor(HexColor(layout.colour("accent")))
    canvas.setLineWidth(pt(0.6))
    canvas.roundRect(pt(frame.x), pt(frame.y), pt(frame.width), pt(frame.height), pt(3))
    canvas.restoreState()
    inner = frame.grow(-2.5)
    title_mark(ctx, canvas, inner.x, inner.top - MARK, MARK, inner.width * 0.68)
    canvas.saveState()
    canvas.setStrokeColor(HexColor(layout.colour("accent")))
    canvas.setLineWidth(pt(0.8))
    rule = inner.top - MARK - 1.5
    canvas.line(pt(inner.x), pt(rule), pt(inner.right), pt(rule))
    canvas.restoreState()
    return Rect(inner.x, inner.y, inner.width, rule - 1.5 - inner.y)


def _subtitle(ctx: PrintContext, canvas: Canvas, inner: Rect, key: str) -> None:
    """What the card is, at the top right beside the mark."""
    main, gloss = glossed(ctx, key)
    box = ctx.layout.box("score_subtitle")
    top = inner.top + 1.5 + MARK
    draw_text(canvas, box, Rect(inner.x, top - 5, inner.width, 4.5), main, ctx.log, key)
    if gloss:
        draw_text(canvas, box, Rect(inner.x, top - 9, inner.width, 4), gloss, ctx.log, key)


def _length_table(ctx: PrintContext, canvas: Canvas, w: Writer,
                  lengths: list[dict[str, int]]) -> None:
    """Two rows: letters 3-10 and their points, with their row labels."""
    layout, inner, label_w, row_h = ctx.layout, w.inner, 20.0, 6.0
    cell_w = (inner.width - label_w) / len(lengths)
    rows = ((ctx.text("score.table.letters"), [str(r["letters"]) for r in lengths], "#FFFFFF"),
            (ctx.text("score.table.points"), [str(r["points"]) for r in lengths],
             layout.colour("rule")))
    canvas.saveState()
    canvas.setStrokeColor(HexColor(layout.colour("accent")))
    canvas.setLineWidth(0.6)
    for n, (label, cells, ground) in enumerate(rows):
        y = w.top - (n + 1) * row_h
        paint(canvas, Rect(inner.x, y, inner.width, row_h), ground)
        draw_text(canvas, on(layout.box("table_label"), ground),
                  Rect(inner.x, y, label_w, row_h), label, ctx.log, "scoring.table")
        for c, text in enumerate(cells):
            draw_text(canvas, on(layout.box("table_cell"), ground),
                      Rect(inner.x + label_w + c * cell_w, y, cell_w, row_h), text, ctx.log,
                      "scoring.table")
    canvas.rect(pt(inner.x), pt(w.top - 2 * row_h), pt(inner.width), pt(2 * row_h))
    canvas.line(pt(inner.x), pt(w.top - row_h), pt(inner.right), pt(w.top - row_h))
    for c in range(len(lengths)):
        x = inner.x + label_w + c * cell_w
        canvas.line(pt(x), pt(w.top), pt(x), pt(w.top - 2 * row_h))
    canvas.restoreState()
    w.skip(2 * row_h)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}"


def _points_rows(ctx: PrintContext, w: Writer, scoring: dict[str, Any]) -> None:
    """Bonuses and penalty, then the W/M, Z/N rule: points (or tags) left, lines right."""
    canvas, inner, points = w.canvas, w.inner, ctx.layout.box("points")
    for value, key in ((scoring["no_joker_bonus"], "score.no_joker"),
                       (scoring["ogonek_bonus"], "score.ogonek"),
                       (scoring["no_word_penalty"], "score.no_word")):
        main, gloss = glossed(ctx, key)
        height = LINE + (GLOSS if gloss else 1.5)
        draw_text(canvas, points, Rect(inner.x, w.top - height, 14, height), _signed(value),
                  ctx.log, "scoring.points")
        w.pair(main, gloss, indent=16, height=height)
    w.skip(1)
    swaps = scoring.get("interchangeable", [])
    step = (LINE + GLOSS) / max(1, len(swaps))
    for n, (a, b) in enumerate(swaps):
        draw_text(canvas, ctx.layout.box("swap_points"),
                  Rect(inner.x, w.top - (n + 1) * step, 14, step), f"{a}⇄{b}", ctx.log,
                  "scoring.swap")
    main = ctx.text("score.swap", pairs=pairs(ctx, "score.swap", swaps))
    w.pair(main, None, indent=16, height=LINE + GLOSS)


def _turns(ctx: PrintContext, key: str, n: int) -> str:
    """`dwa obroty`, `two turns`: a number word where the kit text has one."""
    named = f"{key}.{n}"
    return ctx.text(named) if named in ctx.strings else ctx.text(f"{key}.n", n=n)


def _hourglass_box(ctx: PrintContext, w: Writer, turns: int) -> None:
    """The time limit, on a tinted panel with one hourglass per turn of the glass, and
    what stands in for it: the kit has no hourglass, so any 60-second timer, run once
    per turn of the glass (the phone page has one)."""
    layout, canvas = ctx.layout, w.canvas
    ground = layout.colour("rule")
    main = ctx.text("score.time", turns=_turns(ctx, "score.turns", turns))
    timer = ctx.text("score.timer", count=_turns(ctx, "score.count", turns))
    said: list[tuple[str, str | None]] = [(main, None), (timer, None)]
    height = 1.6 * 2 + sum(LINE + (GLOSS if g else 0) for _, g in said)
    box = Rect(w.inner.x, w.top - height, w.inner.width, height)
    canvas.saveState()
    canvas.setFillColor(HexColor(ground))
    canvas.setStrokeColor(HexColor(layout.colour("accent")))
    canvas.setLineWidth(0.6)
    canvas.roundRect(pt(box.x), pt(box.y), pt(box.width), pt(box.height), pt(2), stroke=1,
                     fill=1)
    canvas.restoreState()
    shown = max(1, min(turns, 4))
    for n in range(shown):
        symbol(ctx, canvas, "hourglass", box.x + 4.5 + n * 6.5, box.y + box.height / 2, 8.5)
    w.skip(1.6)
    indent = 4 + shown * 6.5
    for line, under in said:
        w.pair(line, under, indent=indent, ground=ground)
    w.skip(1.6)


def legend(ctx: PrintContext, w: Writer, scoring: dict[str, Any]) -> None:
    """What each special die face means, drawn with the same symbols as the dice."""
    ogonek = scoring.get("ogonek", {})
    tails = " ".join(form.lower() for forms in ogonek.values() for form in forms)
    arrows = ", ".join(f"{base.lower()}→{'/'.join(f.lower() for f in forms)}"
                       for base, forms in ogonek.items())
    w.said("score.legend")
    w.skip(0.6)
    for face, name in SPECIAL_FACES.items():
        main, gloss = glossed(ctx, f"legend.{face}", letters=tails, arrows=arrows)
        height = LINE + GLOSS
        symbol(ctx, w.canvas, name, w.inner.x + 4, w.top - height / 2, 6.5)
        w.pair(main, gloss, indent=10, height=height)


def scoring_front(ctx: PrintContext) -> CardDrawer:
    scoring = ctx.pack("scoring").data

    def draw(canvas: Canvas, trim: Rect) -> None:
        inner = _frame(ctx, canvas, trim)
        _subtitle(ctx, canvas, inner, "score.subtitle")
        w = Writer(ctx, canvas, inner)
        w.said("score.length")
        w.skip(0.8)
        _length_table(ctx, canvas, w, scoring["length_points"])
        w.skip(2)
        _points_rows(ctx, w, scoring)
        w.skip(1.5)
        _hourglass_box(ctx, w, int(scoring["hourglass_turns"]))
        w.skip(1)
        w.said("score.win", target=scoring["target"])
        w.skip(1)
        w.skip(1.5)
        legend(ctx, w, scoring)

    return draw


def rules_front(ctx: PrintContext) -> CardDrawer:
    """The rules pack's summary: goal, turn, words, points, end, in the card's frame."""
    summary = ctx.pack("rules").data

    def draw(canvas: Canvas, trim: Rect) -> None:
        inner = _frame(ctx, canvas, trim)
        _subtitle(ctx, canvas, inner, "rules.subtitle")
        draw_sections(canvas, ctx.layout.box("rules_body"), inner, summary["sections"],
                      ctx.log, "rules card")

    return draw
