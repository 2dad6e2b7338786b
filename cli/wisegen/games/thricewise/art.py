"""Thricewise's drawn identity: the emblem and the title mark.

The emblem is the game in one picture: a 3 x 3 grid of card places with three of them in
a diagonal row marked, a threesome. It is drawn (no picture file), and it reads in
greyscale by shape alone; with --ink-saver the marked places are outlined with a dot
instead of filled.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.units import pt


def emblem(canvas: Canvas, cx: float, cy: float, size: float, colour: str, faint: str,
           outline: bool = False) -> None:
    """The threesome emblem, `size` mm across, centred at (cx, cy) mm."""
    step = size / 3
    cell_w, cell_h = step * 0.72, step * 0.86
    canvas.saveState()
    canvas.setLineWidth(max(0.3, size * 0.035))
    for row in range(3):
        for col in range(3):
            x = cx - size / 2 + col * step + (step - cell_w) / 2
            y = cy + size / 2 - (row + 1) * step + (step - cell_h) / 2
            marked = row == col
            canvas.setStrokeColor(HexColor(colour if marked else faint))
            canvas.setFillColor(HexColor(colour))
            solid = marked and not outline
            canvas.roundRect(pt(x), pt(y), pt(cell_w), pt(cell_h), pt(cell_w * 0.15),
                             stroke=1, fill=1 if solid else 0)
            if marked and outline:
                canvas.circle(pt(x + cell_w / 2), pt(y + cell_h / 2), pt(cell_w * 0.18),
                              stroke=0, fill=1)
    canvas.restoreState()


def title_mark(ctx: PrintContext, canvas: Canvas, x: float, y: float, size: float,
               colour: str, on: str, faint: str, item: str, align: str = "left") -> float:
    """Emblem and name in the display font, baseline at (x, y) mm; `align` center puts the
    mark's middle at x. Returns its width in mm."""
    name = ctx.text("game.title")
    mark = size * 1.15 / pt(1)
    gap = mark * 0.3
    total = mark + gap + text_width(name, "display", size) / pt(1)
    left = x - total / 2 if align == "center" else x
    emblem(canvas, left + mark / 2, y + size * 0.34 / pt(1), mark, colour, faint,
           ctx.ink_saver)
    letter(canvas, ctx.log, name, left + mark + gap, y, size=size, colour=colour, on=on,
           role="display", item=item)
    return total
