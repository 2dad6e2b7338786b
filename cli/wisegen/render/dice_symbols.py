"""Vector symbols for letter dice and their reference cards: star, ring, cross, ogonek,
question mark and hourglass.

They are shapes rather than font glyphs so that the die faces match the rulebook's
pictures (a red star, a green ring, a blue X) at any face size, and so that a face
reads the same whatever font is embedded. Each drawer takes its centre and size in mm.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

from wisegen.render.units import pt
from wisegen.render.vector import arc, bezier, moved, outline_width, polygon, ribbon

SymbolDrawer = Callable[[Canvas, float, float, float, str, str], None]


def star(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
         line: str = "#1A1A1A") -> None:
    """A five-pointed star, point up."""
    points = [((0.5 if i % 2 == 0 else 0.2) * math.cos(math.pi / 2 + math.pi * i / 5),
               (0.5 if i % 2 == 0 else 0.2) * math.sin(math.pi / 2 + math.pi * i / 5))
              for i in range(10)]
    polygon(canvas, moved(points, cx, cy - 0.03 * size, size), fill, line, outline_width(size))


def ring(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
         line: str = "#1A1A1A") -> None:
    """A thick ring (annulus), filled even-odd so its hole stays the face colour."""
    path = canvas.beginPath()
    path.circle(pt(cx), pt(cy), pt(0.44 * size))
    path.circle(pt(cx), pt(cy), pt(0.25 * size))
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(line))
    canvas.setLineWidth(pt(outline_width(size)))
    canvas.drawPath(path, stroke=1, fill=1, fillMode=FILL_EVEN_ODD)
    canvas.restoreState()


def cross(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
          line: str = "#1A1A1A") -> None:
    """A bold X: a plus sign of two bars, turned 45 degrees."""
    w, reach = 0.1, 0.46
    plus = [(w, reach), (w, w), (reach, w), (reach, -w), (w, -w), (w, -reach), (-w, -reach),
            (-w, -w), (-reach, -w), (-reach, w), (-w, w), (-w, reach)]
    polygon(canvas, moved(plus, cx, cy, size, math.pi / 4), fill, line, outline_width(size))


def ogonek(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
           line: str = "#1A1A1A") -> None:
    """The ogonek: a tail hanging from a letter's foot, curling left and out to a point.

    A dashed grey circle stands for the letter it changes, the way type specimens show
    a mark on its own (◌̨), so the tail reads as a mark and not as a letter C.
    """
    canvas.saveState()
    canvas.setStrokeColor(HexColor("#8A8A8A"))
    canvas.setLineWidth(pt(outline_width(size) * 1.4))
    canvas.setDash(pt(size * 0.07), pt(size * 0.05))
    canvas.circle(pt(cx - 0.1 * size), pt(cy + 0.17 * size), pt(0.24 * size))
    canvas.restoreState()
    tail = bezier((0.10, -0.08), (-0.26, -0.20), (-0.16, -0.52), (0.30, -0.44), 36)
    widths = [0.15 * (1 - i / 36) ** 0.8 + 0.025 for i in range(37)]
    polygon(canvas, moved(ribbon(tail, widths), cx, cy, size), fill, line,
            outline_width(size) * 0.5)


def question(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
             line: str = "#1A1A1A") -> None:
    """A question mark: a hook ending in a short stem, and a dot below it."""
    hook = arc(0.0, 0.19, 0.2, math.radians(160), math.radians(-62), 28)
    stem = bezier(hook[-1], (0.0, -0.03), (0.0, -0.04), (0.0, -0.15), 10)[1:]
    centre = [*hook, *stem]
    polygon(canvas, moved(ribbon(centre, [0.13] * len(centre)), cx, cy, size), fill, line,
            outline_width(size) * 0.5)
    dot = arc(0.0, -0.33, 0.085, 0, 2 * math.pi, 20)[:-1]
    polygon(canvas, moved(dot, cx, cy, size), fill, line, outline_width(size) * 0.5)


def hourglass(canvas: Canvas, cx: float, cy: float, size: float, fill: str,
              line: str = "#1A1A1A") -> None:
    """An hourglass: two glass bulbs between end plates, sand in the lower bulb."""
    w = outline_width(size)
    glass = [(-0.26, 0.40), (0.26, 0.40), (0.26, 0.30), (0.05, 0.03), (0.05, -0.03),
             (0.26, -0.30), (0.26, -0.40), (-0.26, -0.40), (-0.26, -0.30), (-0.05, -0.03),
             (-0.05, 0.03), (-0.26, 0.30)]
    polygon(canvas, moved(glass, cx, cy, size), "#FFFFFF", line, w)
    sand = [(-0.21, -0.36), (0.21, -0.36), (0.21, -0.30), (0.0, -0.12), (-0.21, -0.30)]
    polygon(canvas, moved(sand, cx, cy, size), fill, None)
    top_sand = [(-0.14, 0.20), (0.14, 0.20), (0.03, 0.06), (-0.03, 0.06)]
    polygon(canvas, moved(top_sand, cx, cy, size), fill, None)
    for y in (0.40, -0.50):
        plate = [(-0.36, y), (0.36, y), (0.36, y + 0.1), (-0.36, y + 0.1)]
        polygon(canvas, moved(plate, cx, cy, size), line, None)


SYMBOLS: dict[str, SymbolDrawer] = {
    "star": star, "ring": ring, "cross": cross, "ogonek": ogonek, "question": question,
    "hourglass": hourglass,
}
"""Symbol name -> drawer; a game maps its die faces to these names and colours."""
