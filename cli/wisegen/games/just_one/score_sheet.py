"""Just One's score sheet: the 13-card deck to cross off, the pad's rows (one per card)
and the rulebook's end-of-game score table, all in the kit's language.

The pad and the score table come from the `pad` and `scoring` packs in the kit's
language (content/just-one/pad.fr.yaml, scoring.fr.yaml); the headings from kit text.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import lighten
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.sheet import plain_page
from wisegen.render.text import fit_line
from wisegen.render.units import Rect, pt

PAPER = "#FFFFFF"
ROW_TINT = "#F2F2F2"
LABEL_COLUMN = 16.0
"""mm of the pad's first column (the card's number)."""


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
    """The pad's table: a header row and `rows` numbered rows; returns the y under it."""
    ink, accent = ctx.layout.colour("ink"), ctx.layout.colour("accent")
    head_fill = lighten(accent, 0.85) if ctx.ink_saver else accent
    head_ink = accent if ctx.ink_saver else PAPER
    if pad.get("subtitle"):
        size = fit_line(pad["subtitle"], "regular", 9, 6, area.width, 6, ctx.log,
                        "pad.subtitle")
        letter(canvas, ctx.log, pad["subtitle"], area.x, top - 4, size=size,
               colour=ctx.layout.colour("muted"), on=PAPER, item="pad.subtitle")
        top -= 8
    header_h, row_h = 8.0, 8.5
    columns = pad["columns"]
    weights = [c.get("width", 1) for c in columns]
    unit = (area.width - LABEL_COLUMN) / sum(weights)
    _rect(canvas, Rect(area.x, top - header_h, area.width, header_h), head_fill)
    names = [(pad.get("row_label", ""), LABEL_COLUMN)] + \
        [(c["name"], w * unit) for c, w in zip(columns, weights, strict=True)]
    x = area.x
    for n, (name, width) in enumerate(names):
        size = fit_line(name, "bold", 9, 6, width - 2, header_h - 1, ctx.log,
                        f"pad.columns[{n}]")
        letter(canvas, ctx.log, name, x + width / 2, top - header_h + 2.8, size=size,
               colour=head_ink, on=head_fill, role="bold", align="center", item="pad header")
        x += width
    y = top - header_h
    for row in range(pad["rows"]):
        fill = ROW_TINT if row % 2 else PAPER
        _rect(canvas, Rect(area.x, y - row_h, area.width, row_h), fill)
        letter(canvas, ctx.log, str(row + 1), area.x + LABEL_COLUMN / 2, y - row_h / 2 - 1.3,
               size=9, colour=ink, on=fill, role="bold", align="center", item="pad row")
        y -= row_h
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ink))
    canvas.setLineWidth(pt(0.25))
    x = area.x
    for _name, width in names[:-1]:
        x += width
        canvas.line(pt(x), pt(top - header_h), pt(x), pt(y))
    for row in range(pad["rows"] + 1):
        line_y = top - header_h - row * row_h
        canvas.line(pt(area.x), pt(line_y), pt(area.right), pt(line_y))
    canvas.rect(pt(area.x), pt(y), pt(area.width), pt(top - y), stroke=1, fill=0)
    canvas.restoreState()
    return y - 8


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
