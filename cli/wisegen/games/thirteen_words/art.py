"""13 Words' drawn identity: the emblem, the Captain's star, the card frame, the title mark.

The emblem is the game's board seen from above: twelve dots in a ring around a thirteenth,
so the mark says "thirteen words" without a picture file. Everything is vector and keeps
its shape in greyscale; with --ink-saver the solid shapes become outlines.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.units import pt

RING = 12
"""Dots around the emblem's ring: the twelve cards around the board."""


def emblem(canvas: Canvas, cx: float, cy: float, radius: float, colour: str,
           outline: bool = False) -> None:
    """Twelve dots in a ring and a larger one in the middle, `radius` mm to the ring's
    outer edge; `outline` draws rings instead of solid dots (ink saver)."""
    dot = radius * 0.17
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.setStrokeColor(HexColor(colour))
    canvas.setLineWidth(max(0.35, radius * 0.12))
    fill = 0 if outline else 1
    for n in range(RING):
        angle = math.radians(90 - n * 360 / RING)
        x, y = cx + (radius - dot) * math.cos(angle), cy + (radius - dot) * math.sin(angle)
        canvas.circle(pt(x), pt(y), pt(dot), stroke=outline, fill=fill)
    canvas.circle(pt(cx), pt(cy), pt(radius * 0.36), stroke=outline, fill=fill)
    canvas.restoreState()


def star(canvas: Canvas, cx: float, cy: float, r: float, fill: str | None,
         line: str | None = None, width: float = 0.6) -> None:
    """A five-pointed star of outer radius `r` mm, filled and/or outlined."""
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
    canvas.saveState()
    canvas.setLineJoin(1)
    if fill:
        canvas.setFillColor(HexColor(fill))
    if line:
        canvas.setStrokeColor(HexColor(line))
        canvas.setLineWidth(width)
    canvas.drawPath(path, stroke=1 if line else 0, fill=1 if fill else 0)
    canvas.restoreState()


def captain_star(ctx: PrintContext, canvas: Canvas, cx: float, cy: float, r: float) -> None:
    """The Captain's gold star, always edged in ink so it reads in greyscale; an outline
    only with --ink-saver."""
    gold = None if ctx.ink_saver else ctx.layout.colour("gold")
    star(canvas, cx, cy, r, gold, ctx.layout.colour("ink"), max(0.5, r * 0.18))


def title_mark(ctx: PrintContext, canvas: Canvas, x: float, y: float, size: float,
               colour: str, on: str, item: str, align: str = "left") -> float:
    """The emblem and the game's name in the display font, baseline at (x, y) mm; `align`
    centre puts the pair's middle at x. Returns the mark's width in mm."""
    name = ctx.text("game.title")
    radius = size * 0.48 / pt(1)
    gap = radius * 0.7
    text_w = text_width(name, "display", size) / pt(1)
    total = 2 * radius + gap + text_w
    left = x - total / 2 if align == "center" else x
    emblem(canvas, left + radius, y + size * 0.34 / pt(1), radius, colour, ctx.ink_saver)
    letter(canvas, ctx.log, name, left + 2 * radius + gap, y, size=size, colour=colour, on=on,
           role="display", item=item)
    return total
