"""The Mistrz Słowa look, drawn by the program: the title mark (two letter dice, the front
one crowned, beside the game's name in the display font), framed die faces and the
special-face symbols.

Everything is vector and reads in greyscale by shape (star, ring, X, tail, question
mark; a crown over a die), not by colour. Under `--ink-saver` the same shapes are drawn
in outline on white, so the layout and geometry do not change.
"""

from __future__ import annotations

import dataclasses

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import draw_text
from wisegen.render.colour import contrast
from wisegen.render.dice_symbols import SYMBOLS
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.units import Rect, pt
from wisegen.render.vector import outline_width, polygon

PAPER = "#FFFFFF"
CAP_HEIGHT = 0.73
"""Capital height in ems of the bold and display faces: letters are sized by how tall
they print."""
MARK_DESIGN = 9.0
"""mm: the mark height the layout's `mark` boxes are sized for; a larger mark scales."""
CROWN = [(-0.20, 0.0), (0.20, 0.0), (0.25, 0.17), (0.12, 0.07), (0.0, 0.21), (-0.12, 0.07),
         (-0.25, 0.17)]
"""A three-pointed crown, base on y = 0, in units of the emblem's size."""


def symbol(ctx: PrintContext, canvas: Canvas, name: str, cx: float, cy: float,
           size: float) -> None:
    """A die symbol in its layout colour: filled, or outlined in that colour (ink saver;
    a colour too light to outline with, like the sand's gold, outlines in the art line)."""
    colour = ctx.layout.colour(name)
    if ctx.ink_saver:
        line = colour if contrast(colour, PAPER) >= 3 else ctx.layout.colour("art_line")
        SYMBOLS[name](canvas, cx, cy, size, PAPER, line)
    else:
        SYMBOLS[name](canvas, cx, cy, size, colour, ctx.layout.colour("art_line"))


def face_frame(ctx: PrintContext, canvas: Canvas, rect: Rect, kind: str) -> None:
    """A die face's paper colour and a thin rounded frame inset from its edges, so a
    folded die looks like a die and a badly cut edge does not show."""
    canvas.saveState()
    canvas.setFillColor(HexColor(ctx.layout.colour(kind)))
    canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
    inset = rect.width * 0.07
    canvas.setStrokeColor(HexColor(ctx.layout.colour("frame")))
    canvas.setLineWidth(pt(0.3))
    canvas.roundRect(pt(rect.x + inset), pt(rect.y + inset), pt(rect.width - 2 * inset),
                     pt(rect.height - 2 * inset), pt(rect.width * 0.12), stroke=1, fill=0)
    canvas.restoreState()


def _tile(ctx: PrintContext, canvas: Canvas, cx: float, cy: float, side: float,
          angle: float, fill: str) -> None:
    """A rounded die seen from above, turned `angle` degrees; leaves the canvas turned
    with its origin at the die's centre (the caller restores it)."""
    canvas.translate(pt(cx), pt(cy))
    canvas.rotate(angle)
    canvas.setFillColor(HexColor(fill))
    line = ctx.layout.colour("accent" if ctx.ink_saver else "art_line")
    canvas.setStrokeColor(HexColor(line))
    canvas.setLineWidth(pt(max(0.25, side * 0.045)))
    canvas.roundRect(pt(-side / 2), pt(-side / 2), pt(side), pt(side), pt(side * 0.2),
                     stroke=1, fill=1)


def emblem(ctx: PrintContext, canvas: Canvas, x: float, y: float, size: float,
           initial: str) -> None:
    """The mark's picture in a `size` mm square from (x, y): a gold die behind showing the
    red star (the letter joker), a dark die in front showing the title's initial, and a
    crown on the front die: the master of the word."""
    layout = ctx.layout
    canvas.saveState()
    _tile(ctx, canvas, x + 0.70 * size, y + 0.46 * size, 0.46 * size, 14,
          layout.colour("tile_back"))
    symbol(ctx, canvas, "star", 0.03 * size, 0, 0.36 * size)
    canvas.restoreState()
    canvas.saveState()
    side = 0.56 * size
    _tile(ctx, canvas, x + 0.36 * size, y + 0.34 * size, side, -8, layout.colour("tile"))
    cap = side * 0.52
    letter(canvas, ctx.log, initial, 0, -cap / 2, size=pt(cap) / CAP_HEIGHT,
           colour=layout.colour("tile_letter"), on=layout.colour("tile"), role="display",
           align="center", item="title mark")
    crown = [(px * size, side / 2 + 0.02 * size + py * size) for px, py in CROWN]
    polygon(canvas, crown, layout.colour("crown"),
            layout.colour("accent" if ctx.ink_saver else "art_line"),
            outline_width(size * 0.5))
    canvas.restoreState()


def title_mark(ctx: PrintContext, canvas: Canvas, x: float, y: float, height: float,
               width: float, on: str = PAPER) -> None:
    """Emblem and name side by side in a `width` x `height` mm box from (x, y), the
    tagline under the name; the name is the game's own, the tagline is kit text."""
    title = ctx.text("title")
    emblem(ctx, canvas, x, y, height, title[0])
    left = x + height * 1.02
    grow = height / MARK_DESIGN
    box = ctx.layout.box("mark")
    name = dataclasses.replace(box, on=on, size=box.size * grow)
    draw_text(canvas, name, Rect(left, y + height * 0.36, width - height, height * 0.64),
              title, ctx.log, "title mark")
    box = ctx.layout.box("mark_tagline")
    tagline = dataclasses.replace(box, on=on, size=box.size * min(grow, 1.5))
    draw_text(canvas, tagline, Rect(left, y, width - height, height * 0.34),
              ctx.text("title.tagline"), ctx.log, "title mark")
