"""Just One's score sheet: the 13-card deck to cross off, the pad (the players' names,
one row per card, the totals of successes, failures and skips), a tally of cards won and
lost, and the rulebook's end-of-game score table, all in the kit's language.

The pad and the score table come from the `pad` and `scoring` packs in the kit's
language (content/just-one/pad.fr.yaml, scoring.fr.yaml); the headings from kit text.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.pad import draw_pad, pad_height
from wisegen.render.sheet import plain_page
from wisegen.render.text import fit_line
from wisegen.render.units import Rect, pt

PAPER = "#FFFFFF"
ROW_TINT = "#F2F2F2"
ROW_HEIGHT = 7.5
"""mm of each of the pad's card rows."""


def _rect(canvas: Canvas, rect: Rect, fill: str | None, stroke: str | None = None,
          radius: float = 0.0) -> None:
    canvas.saveState()
    if fill:
        canvas.setFillColor(HexColor(fill))
    if stroke:
        canvas.setStrokeColor(HexColor(stroke))
        canvas.setLineWidth(pt(0.25))
    args = (pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height))
    if radius:
        canvas.roundRect(*args, pt(radius), stroke=1 if stroke else 0, fill=1 if fill else 0)
    else:
        canvas.rect(*args, stroke=1 if stroke else 0, fill=1 if fill else 0)
    canvas.restoreState()


def _track(canvas: Canvas, ctx: PrintContext, area: Rect, top: float, deck: int) -> float:
    """The deck as a row of numbered cards to cross off; returns the y under it."""
    ink, accent = ctx.layout.colour("ink"), ctx.layout.colour("accent")
    letter(canvas, ctx.log, ctx.text("sheet.track"), area.x, top - 4, size=10, colour=accent,
           on=PAPER, role="bold", item="sheet track")
    gap = 2.0
    width = min(12.0, (area.width - (deck - 1) * gap) / deck)
    height = width * 1.4
    y = top - 8 - height
    for n in range(deck):
        card = Rect(area.x + n * (width + gap), y, width, height)
        _rect(canvas, card, PAPER, ink, 1.5)
        letter(canvas, ctx.log, str(n + 1), card.x + width / 2, y + height / 2 - 1.4, size=10,
               colour=ink, on=PAPER, role="bold", align="center", item="sheet track")
    return y - 6


def _pad(canvas: Canvas, ctx: PrintContext, area: Rect, top: float, pad: dict[str, Any]
         ) -> float:
    """The pad's table (render/pad.py: the players' names, a row per card, the column
    totals), then its tally boxes; returns the y under them."""
    subtitle = 9.0 if pad.get("subtitle") else 0.0
    height = subtitle + pad_height(pad, ROW_HEIGHT)
    draw_pad(canvas, Rect(area.x, top - height, area.width, height), pad, ctx.log, "pad",
             ctx.layout.colour("accent"), ctx.ink_saver)
    return _tally(canvas, ctx, area, top - height - 4, pad.get("tally", []))


def _tally(canvas: Canvas, ctx: PrintContext, area: Rect, top: float, labels: list[str]
           ) -> float:
    """Side by side, a labelled box per tally (cards won, cards lost) with room for tally
    marks: the players count the game's outcome as they go; returns the y under them."""
    if not labels:
        return top - 4
    ink, accent = ctx.layout.colour("ink"), ctx.layout.colour("accent")
    gap, height = 4.0, 16.0
    width = (area.width - gap * (len(labels) - 1)) / len(labels)
    for n, label in enumerate(labels):
        box = Rect(area.x + n * (width + gap), top - height, width, height)
        _rect(canvas, box, PAPER, accent, 2.0)
        size = fit_line(label, "bold", 9, 6, width - 4, 5, ctx.log, "pad.tally")
        letter(canvas, ctx.log, label, box.x + 2, box.top - 4.5, size=size, colour=ink,
               on=PAPER, role="bold", item="pad.tally")
    return top - height - 6


def _score_table(canvas: Canvas, ctx: PrintContext, area: Rect, top: float,
                 table: list[dict]) -> float:
    ink, accent = ctx.layout.colour("ink"), ctx.layout.colour("accent")
    letter(canvas, ctx.log, ctx.text("sheet.table"), area.x, top - 4, size=10, colour=accent,
           on=PAPER, role="bold", item="sheet score table")
    row_h = 6.5
    y = top - 7
    for n, row in enumerate(table):
        score = str(row["min"]) if row["min"] == row["max"] else f"{row['min']}–{row['max']}"
        fill = ROW_TINT if n % 2 == 0 else PAPER
        _rect(canvas, Rect(area.x, y - row_h, area.width, row_h), fill)
        baseline = y - row_h / 2 - 1.2
        letter(canvas, ctx.log, score, area.x + 3, baseline, size=9, colour=ink, on=fill,
               role="bold", item="scoring.table")
        letter(canvas, ctx.log, row["label"], area.x + 20, baseline, size=9, colour=ink,
               on=fill, item="scoring.table")
        y -= row_h
    return y - 6


def _total(canvas: Canvas, ctx: PrintContext, area: Rect, top: float) -> None:
    """Where the team writes its score: a labelled box under the table."""
    accent = ctx.layout.colour("accent")
    box = Rect(area.right - 30, top - 14, 30, 14)
    _rect(canvas, box, PAPER, accent, 2.0)
    letter(canvas, ctx.log, ctx.text("sheet.total"), box.x - 4, box.y + 5.5, size=11,
           colour=accent, on=PAPER, role="bold", align="right", item="sheet total")


def score_sheet(ctx: PrintContext) -> list[Page]:
    pad = ctx.pack("pad").data
    scoring = ctx.pack("scoring").data
    for row in scoring["table"]:
        ctx.log.check_glyphs(row["label"], "regular", "scoring.table")
    copies = int(ctx.layout.material("score_sheet").get("copies", 2))

    def draw(canvas: Canvas, area: Rect) -> None:
        y = _track(canvas, ctx, area, area.top, scoring["deck_size"])
        y = _pad(canvas, ctx, area, y, pad)
        _total(canvas, ctx, area, _score_table(canvas, ctx, area, y, scoring["table"]))

    return [plain_page(ctx, ctx.text("sheet.page_title", title=ctx.text("title"),
                                     pad=pad["title"], number=1, copies=copies), draw,
                       copies=copies)]
