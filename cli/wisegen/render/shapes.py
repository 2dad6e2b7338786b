"""Vector symbols drawn by the program (no image files): colour keys and the owl."""

from __future__ import annotations

import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.forms import placed
from wisegen.render.units import Rect, pt


def symbol(canvas: Canvas, kind: str, cx: float, cy: float, size: float, fill: str,
           stroke: str = "#000000") -> None:
    """A key shape centred at (cx, cy) mm, `size` mm across: one of SYMBOLS.

    Shapes, not only colours, tell the die faces, card bands and pawns apart for players
    who print in greyscale or do not see colour well. Each kind, size and colouring is drawn
    once per PDF and placed by reference (three on every Three Wise Words card).
    """
    placed(canvas, f"symbol {kind} {size:.3f} {fill} {stroke}",
           Rect(-size, -size, 2 * size, 2 * size),
           lambda form: _symbol(form, kind, 0.0, 0.0, size, fill, stroke), cx, cy)


def _symbol(canvas: Canvas, kind: str, cx: float, cy: float, size: float, fill: str,
            stroke: str) -> None:
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(stroke))
    canvas.setLineWidth(0.8)
    r = size / 2
    if kind == "circle":
        canvas.circle(pt(cx), pt(cy), pt(r), stroke=1, fill=1)
    elif kind == "square":
        canvas.rect(pt(cx - r * 0.85), pt(cy - r * 0.85), pt(1.7 * r), pt(1.7 * r), stroke=1,
                    fill=1)
    elif kind in _POLYGONS:
        canvas.setLineJoin(1)
        path = canvas.beginPath()
        for n, (x, y) in enumerate(_POLYGONS[kind](r)):
            (path.lineTo if n else path.moveTo)(pt(cx + x), pt(cy + y))
        path.close()
        canvas.drawPath(path, stroke=1, fill=1)
    else:
        raise ValueError(f"unknown symbol {kind!r}; use one of: {', '.join(SYMBOLS)}")
    canvas.restoreState()


def _star(r: float) -> list[tuple[float, float]]:
    """Five points, the inner corners at 0.45 of the outer radius."""
    return [((1.0 if k % 2 == 0 else 0.45) * r * 1.05 * math.cos(math.pi / 2 + k * math.pi / 5),
             (1.0 if k % 2 == 0 else 0.45) * r * 1.05 * math.sin(math.pi / 2 + k * math.pi / 5)
             - 0.06 * r) for k in range(10)]


def _plus(r: float) -> list[tuple[float, float]]:
    a, b = 0.34 * r, 0.95 * r
    return [(a, b), (a, a), (b, a), (b, -a), (a, -a), (a, -b), (-a, -b), (-a, -a),
            (-b, -a), (-b, a), (-a, a), (-a, b)]


_POLYGONS = {
    "triangle": lambda r: [(0.0, r), (r * 0.95, -r * 0.75), (-r * 0.95, -r * 0.75)],
    "diamond": lambda r: [(0.0, r * 1.05), (r * 0.8, 0.0), (0.0, -r * 1.05), (-r * 0.8, 0.0)],
    "hexagon": lambda r: [(r * 0.98 * math.cos(math.pi / 6 + k * math.pi / 3),
                           r * 0.98 * math.sin(math.pi / 6 + k * math.pi / 3))
                          for k in range(6)],
    "star": _star,
    "plus": _plus,
}
SYMBOLS = ("circle", "square", *_POLYGONS)
"""The shapes `symbol` draws: the names a layout's colour set may give as marks."""


def owl(canvas: Canvas, cx: float, cy: float, height: float, body: str,
        line: str = "#1a1a1a") -> None:
    """A simple owl, `height` mm tall, centred at (cx, cy): body, ears, eyes, beak, wings.

    Drawn once per PDF for each size and colouring and placed by reference: every card
    back and every children's card carries one.
    """
    placed(canvas, f"owl {height:.3f} {body} {line}", Rect(-height, -height, 2 * height,
                                                           2 * height),
           lambda form: _owl(form, 0.0, 0.0, height, body, line), cx, cy)


def _owl(canvas: Canvas, cx: float, cy: float, height: float, body: str, line: str) -> None:
    h = height
    w = h * 0.72
    canvas.saveState()
    canvas.setLineWidth(max(0.6, h * 0.03))
    canvas.setStrokeColor(HexColor(line))
    canvas.setFillColor(HexColor(body))
    # Body with ear tufts.
    path = canvas.beginPath()
    path.moveTo(pt(cx - w / 2), pt(cy - h * 0.40))
    path.curveTo(pt(cx - w * 0.62), pt(cy + h * 0.05), pt(cx - w * 0.55), pt(cy + h * 0.30),
                 pt(cx - w * 0.42), pt(cy + h * 0.50))
    path.lineTo(pt(cx - w * 0.18), pt(cy + h * 0.33))
    path.curveTo(pt(cx - w * 0.05), pt(cy + h * 0.37), pt(cx + w * 0.05), pt(cy + h * 0.37),
                 pt(cx + w * 0.18), pt(cy + h * 0.33))
    path.lineTo(pt(cx + w * 0.42), pt(cy + h * 0.50))
    path.curveTo(pt(cx + w * 0.55), pt(cy + h * 0.30), pt(cx + w * 0.62), pt(cy + h * 0.05),
                 pt(cx + w / 2), pt(cy - h * 0.40))
    path.curveTo(pt(cx + w * 0.3), pt(cy - h * 0.52), pt(cx - w * 0.3), pt(cy - h * 0.52),
                 pt(cx - w / 2), pt(cy - h * 0.40))
    path.close()
    canvas.drawPath(path, stroke=1, fill=1)
    # Belly.
    canvas.setFillColor(HexColor("#FFF6E0"))
    canvas.ellipse(pt(cx - w * 0.28), pt(cy - h * 0.42), pt(cx + w * 0.28), pt(cy + h * 0.02),
                   stroke=0, fill=1)
    # Eyes.
    for side in (-1, 1):
        ex = cx + side * w * 0.2
        ey = cy + h * 0.16
        canvas.setFillColor(HexColor("#FFFFFF"))
        canvas.circle(pt(ex), pt(ey), pt(w * 0.16), stroke=1, fill=1)
        canvas.setFillColor(HexColor(line))
        canvas.circle(pt(ex), pt(ey), pt(w * 0.07), stroke=0, fill=1)
    # Beak.
    canvas.setFillColor(HexColor("#F2A541"))
    beak = canvas.beginPath()
    beak.moveTo(pt(cx - w * 0.06), pt(cy + h * 0.06))
    beak.lineTo(pt(cx + w * 0.06), pt(cy + h * 0.06))
    beak.lineTo(pt(cx), pt(cy - h * 0.05))
    beak.close()
    canvas.drawPath(beak, stroke=0, fill=1)
    # Belly marks.
    canvas.setLineWidth(max(0.4, h * 0.015))
    for row in range(3):
        y = cy - h * (0.12 + row * 0.09)
        for col in (-1, 0, 1):
            x = cx + col * w * 0.1
            canvas.arc(pt(x - w * 0.04), pt(y - h * 0.02), pt(x + w * 0.04), pt(y + h * 0.02),
                       startAng=200, extent=140)
    canvas.restoreState()


def rounded_frame(canvas: Canvas, rect: Rect, colour: str, width: float = 0.8,
                  radius: float = 3.0, fill: str | None = None) -> None:
    """A rounded rule around `rect` (mm), `width` points wide, filled only when `fill` is
    given: the frame every designed card draws a little inside its cut, so a slightly
    off cut never shaves it."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(colour))
    canvas.setLineWidth(width)
    if fill:
        canvas.setFillColor(HexColor(fill))
    canvas.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius),
                     stroke=1, fill=1 if fill else 0)
    canvas.restoreState()
