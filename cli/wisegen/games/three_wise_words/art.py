"""Three Wise Words' drawn identity: key shapes, rounded panels, the owl emblem, the title
mark on the card back, and the fold-over owl pawns.

All of it is vector art drawn here (no image files). Colours come from the layout, so
`--ink-saver` (whose layout section turns fills white or light) gets outlines instead of
solid shapes from the same code; `outlined` says when to add the strokes that keep a
white shape visible on white paper.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import lighten
from wisegen.render.distinct import colour_set
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.shapes import owl, symbol
from wisegen.render.text import fit_line
from wisegen.render.units import Rect, pt

INK = "#1A1A1A"
PAPER = "#FFFFFF"
FOOT_RATIO = 0.25
"""A pawn's foot is this share of its panel height (5 mm at least)."""


def foot_height(panel_h: float) -> float:
    return max(5.0, panel_h * FOOT_RATIO)


def band_shape(ctx: PrintContext, slot: str) -> str:
    """The shape the layout's `bands` set gives a colour (pink circle, yellow triangle,
    blue square), so a greyscale print still tells the three words apart."""
    return colour_set(ctx.layout, "bands").mark(slot) or "circle"


def key(canvas: Canvas, ctx: PrintContext, slot: str, cx: float, cy: float, size: float
        ) -> None:
    """The slot's key shape: white with a dark outline on the colour (or on its tint)."""
    symbol(canvas, band_shape(ctx, slot), cx, cy, size, ctx.layout.colour("key_fill"), INK)


def panel(canvas: Canvas, rect: Rect, fill: str, line: str | None = None,
          radius: float = 2.5, width: float = 0.6) -> None:
    """A rounded panel; with `line`, outlined too (the ink-saver look)."""
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    if line:
        canvas.setStrokeColor(HexColor(line))
        canvas.setLineWidth(width)
    canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius),
                     stroke=1 if line else 0, fill=1)
    canvas.restoreState()


def outline(ctx: PrintContext) -> str | None:
    """The stroke panels get: none on a printed colour, the accent in ink-saver mode."""
    return ctx.layout.colour("accent") if ctx.ink_saver else None


def emblem(canvas: Canvas, ctx: PrintContext, cx: float, cy: float, size: float) -> None:
    """The owl in its gold roundel: the game's emblem (outlined in ink-saver mode)."""
    accent = ctx.layout.colour("accent")
    canvas.saveState()
    canvas.setFillColor(HexColor(ctx.layout.colour("gold")))
    canvas.setStrokeColor(HexColor(accent if ctx.ink_saver else ctx.layout.colour("gold")))
    canvas.setLineWidth(0.8)
    canvas.circle(pt(cx), pt(cy), pt(size / 2), stroke=1, fill=1)
    canvas.restoreState()
    owl(canvas, cx, cy + size * 0.03, size * 0.72, ctx.layout.colour("owl_body"), INK)


def title_mark(canvas: Canvas, ctx: PrintContext, trim: Rect, title: str) -> None:
    """The card back: a double frame, the emblem, the title and the three key shapes."""
    layout = ctx.layout
    sx = trim.width / 63.0
    sy = trim.height / 88.0
    gold = layout.colour("accent") if ctx.ink_saver else layout.colour("gold")
    canvas.saveState()
    canvas.setStrokeColor(HexColor(gold))
    canvas.setLineWidth(0.9)
    inner = trim.grow(-3.2 * sx)
    canvas.roundRect(pt(inner.x), pt(inner.y), pt(inner.width), pt(inner.height),
                     pt(3 * sx), stroke=1, fill=0)
    canvas.setLineWidth(0.35)
    inner = trim.grow(-4.4 * sx)
    canvas.roundRect(pt(inner.x), pt(inner.y), pt(inner.width), pt(inner.height),
                     pt(2.2 * sx), stroke=1, fill=0)
    canvas.restoreState()
    cx = trim.x + trim.width / 2
    emblem(canvas, ctx, cx, trim.top - 28 * sy, 34 * min(sx, sy))
    for n, slot in enumerate(("pink", "yellow", "blue")):
        x = cx + (n - 1) * 9 * sx
        y = trim.top - 67 * sy
        canvas.saveState()
        canvas.setFillColor(HexColor(layout.colour(slot)))
        canvas.setStrokeColor(HexColor(INK if ctx.ink_saver else layout.colour(slot)))
        canvas.setLineWidth(0.5)
        canvas.circle(pt(x), pt(y), pt(3.3 * min(sx, sy)), stroke=1, fill=1)
        canvas.restoreState()
        key(canvas, ctx, slot, x, y, 3.6 * min(sx, sy))
    del title  # drawn by the caller through its layout box (back_title)


def pawn(canvas: Canvas, ctx: PrintContext, x: float, y: float, width: float,
         panel_h: float, colour: str, name: str, mark: str | None, item: str) -> None:
    """One fold-over owl pawn with its bottom-left corner at (x, y) mm.

    From the bottom: foot, front panel, back panel (turned 180 degrees so both faces
    stand upright), foot. The two panels are glued back to back; the feet fold out in
    opposite directions, so the pawn stands on a footprint `width` x two feet deep.
    `colour` is the colour as printed (its layout set gives the ink-saver tint); `mark`
    is the shape on the owl's chest that tells the team apart without colour.
    """
    foot = foot_height(panel_h)
    front = Rect(x, y + foot, width, panel_h)
    back = Rect(x, y + foot + panel_h, width, panel_h)
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(x), pt(y), pt(width), pt(2 * panel_h + 2 * foot), stroke=0, fill=1)
    canvas.restoreState()
    _pawn_face(canvas, ctx, front, colour, name, mark, item)
    canvas.saveState()
    canvas.translate(pt(back.x + back.width / 2), pt(back.y + back.height / 2))
    canvas.rotate(180)
    canvas.translate(-pt(back.x + back.width / 2), -pt(back.y + back.height / 2))
    _pawn_face(canvas, ctx, back, colour, name, mark, item)
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(HexColor(INK))
    canvas.setLineWidth(0.7)
    canvas.rect(pt(x), pt(y), pt(width), pt(2 * panel_h + 2 * foot), stroke=1, fill=0)
    canvas.setDash(pt(1.5), pt(1.2))
    canvas.setLineWidth(0.5)
    for fold in (front.y, back.y, back.top):
        canvas.line(pt(x), pt(fold), pt(x + width), pt(fold))
    canvas.restoreState()


def _pawn_face(canvas: Canvas, ctx: PrintContext, rect: Rect, colour: str, name: str,
               mark: str | None, item: str) -> None:
    """An owl on the team colour wearing the team's shape on its chest (ink on a white
    disc: the same in greyscale), over a white name label (dark text: >= 4.5:1)."""
    body = PAPER if ctx.ink_saver else lighten(colour, 0.55)
    label_h = 4.6
    owl_h = min(rect.height - label_h - 2.2, rect.width * 1.05)
    cx, cy = rect.x + rect.width / 2, rect.y + label_h + (rect.height - label_h) * 0.5
    owl(canvas, cx, cy, owl_h, body, INK)
    if mark:
        badge = owl_h * 0.42
        chest = cy - owl_h * 0.2
        canvas.saveState()
        canvas.setFillColor(HexColor(PAPER))
        canvas.setStrokeColor(HexColor(INK))
        canvas.setLineWidth(0.5)
        canvas.circle(pt(cx), pt(chest), pt(badge / 2), stroke=1, fill=1)
        canvas.restoreState()
        symbol(canvas, mark, cx, chest, badge * 0.72, INK, INK)
    label = Rect(rect.x + 0.6, rect.y + 0.6, rect.width - 1.2, label_h - 0.6)
    panel(canvas, label, PAPER, INK if ctx.ink_saver else None, radius=1.0, width=0.4)
    size = fit_line(name, "legible-bold", 7.0, 6.0, label.width - 0.6, label.height, ctx.log,
                    item)
    letter(canvas, ctx.log, name, label.x + label.width / 2, label.y + label.height / 2 -
           size * 0.36 / pt(1), size=size, colour=INK, on=PAPER, role="legible-bold",
           align="center", item=item)
