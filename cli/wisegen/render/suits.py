"""The six Decktet suit symbols, drawn as vector shapes (no image files).

Each suit is told apart by its silhouette, not only by its colour, so the symbols stay
distinct on a greyscale printer: a crescent (Moons), a rayed disc (Suns), three wave
bands (Waves), a leaf with its rib (Leaves), a serpent (Wyrms) and an interlaced trefoil
knot (Knots). Shapes are designed on a unit square and scaled, with an outline width
that keeps them readable at 8 mm.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.forms import placed
from wisegen.render.units import Rect, pt
from wisegen.render.vector import (
    Point,
    arc,
    bezier,
    moved,
    outline_width,
    polygon,
    ribbon,
)

SUITS = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")


def _crescent() -> list[Point]:
    """Outer circle less an offset inner circle, horns turned up and to the right."""
    big, small, offset = 0.46, 0.38, 0.30
    x = (offset ** 2 + big ** 2 - small ** 2) / (2 * offset)
    y = math.sqrt(big ** 2 - x ** 2)
    outer_start = math.atan2(y, x)
    outer = arc(0, 0, big, outer_start, 2 * math.pi - outer_start, 40)
    inner_start = math.atan2(-y, x - offset)
    inner_end = math.atan2(y, x - offset) - 2 * math.pi
    inner = arc(offset, 0, small, inner_start, inner_end, 32)
    return moved(outer + inner, 0.0, 0.0, angle=math.radians(30))


def _moons(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    polygon(canvas, moved(_crescent(), cx + 0.1 * s, cy - 0.03 * s, s), fill, line,
            outline_width(s))


def _suns(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    rays = [((0.5 if i % 2 == 0 else 0.3) * math.cos(math.pi * i / 8 + math.pi / 2),
             (0.5 if i % 2 == 0 else 0.3) * math.sin(math.pi * i / 8 + math.pi / 2))
            for i in range(16)]
    polygon(canvas, moved(rays, cx, cy, s), fill, line, outline_width(s))
    polygon(canvas, moved(arc(0, 0, 0.25, 0, 2 * math.pi, 36)[:-1], cx, cy, s), fill, line,
            outline_width(s))


def _waves(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    for level in (0.27, 0.0, -0.27):
        centre = [(x / 40 * 0.88 - 0.44,
                   level + 0.075 * math.sin((x / 40 * 0.88 - 0.44) * 2 * math.pi / 0.44))
                  for x in range(41)]
        band = ribbon(centre, [0.14] * len(centre))
        polygon(canvas, moved(band, cx, cy, s), fill, line, outline_width(s))


def _leaves(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    base, tip = (-0.40, 0.0), (0.44, 0.0)
    upper = bezier(base, (-0.15, 0.40), (0.22, 0.30), tip, 28)
    lower = bezier(tip, (0.22, -0.30), (-0.15, -0.40), base, 28)[1:]
    angle = math.radians(45)
    stem = ribbon([(-0.56, -0.06), (-0.48, -0.02), (-0.38, 0.0)], [0.06, 0.07, 0.08])
    ox, oy = cx + 0.04 * s, cy - 0.02 * s
    polygon(canvas, moved(stem, ox, oy, s, angle), line, None)
    polygon(canvas, moved(upper + lower, ox, oy, s, angle), fill, line, outline_width(s))
    rib = ribbon(bezier((-0.36, 0.0), (-0.1, 0.03), (0.15, 0.03), (0.36, 0.0), 12),
                 [0.045 - 0.03 * i / 12 for i in range(13)])
    polygon(canvas, moved(rib, ox, oy, s, angle), line, None)


def _wyrms(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    """A serpent: a tapering S-shaped body, a head with an eye and a forked tongue."""
    body = bezier((-0.34, -0.44), (0.62, -0.36), (-0.62, 0.06), (0.02, 0.22), 40)
    widths = [0.03 + 0.13 * (i / 40) ** 0.8 for i in range(41)]
    head_c = (0.14, 0.27)
    tongue = [(0.30, 0.30), (0.47, 0.33), (0.52, 0.39), (0.48, 0.33), (0.53, 0.29),
              (0.47, 0.315), (0.30, 0.285)]
    w = outline_width(s)
    polygon(canvas, moved(tongue, cx, cy, s), "#C62828", line, w * 0.6)
    polygon(canvas, moved(ribbon(body, widths), cx, cy, s), fill, line, w)
    head = [(head_c[0] + 0.17 * math.cos(a) * (1 + 0.25 * math.cos(a)),
             head_c[1] + 0.115 * math.sin(a)) for a in (2 * math.pi * i / 36 for i in range(36))]
    polygon(canvas, moved(head, cx, cy, s), fill, line, w)
    eye = arc(head_c[0] + 0.06, head_c[1] + 0.035, 0.035, 0, 2 * math.pi, 16)[:-1]
    polygon(canvas, moved(eye, cx, cy, s), line, None)


@cache
def _trefoil() -> tuple[tuple[Point, ...], tuple[int, ...]]:
    """The trefoil's centreline (unit size, centred) and the sample indices where the
    strand passes *over* a crossing, alternating over/under along the curve."""
    steps = 240
    raw = [(math.sin(t) + 2 * math.sin(2 * t), math.cos(t) - 2 * math.cos(2 * t))
           for t in (2 * math.pi * i / steps for i in range(steps))]
    xs, ys = [p[0] for p in raw], [p[1] for p in raw]
    mx, my = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    scale = 0.80 / max(max(xs) - min(xs), max(ys) - min(ys))
    points = tuple(((x - mx) * scale, (y - my) * scale) for x, y in raw)
    events: list[tuple[int, int]] = []  # (index on this strand, crossing id)
    crossing = 0
    for i in range(steps):
        for j in range(i + 3, steps):
            if steps - (j - i) < 3:
                continue
            if _segments_cross(points[i], points[(i + 1) % steps], points[j],
                               points[(j + 1) % steps]):
                events += [(i, crossing), (j, crossing)]
                crossing += 1
    events.sort()
    over = tuple(index for n, (index, _) in enumerate(events) if n % 2 == 0)
    return points, over


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return (side(a, b, c) * side(a, b, d) < 0) and (side(c, d, a) * side(c, d, b) < 0)


def _knots(canvas: Canvas, cx: float, cy: float, s: float, fill: str, line: str) -> None:
    """A trefoil ribbon; short 'over' pieces redrawn on top give it its interlacing."""
    points, over = _trefoil()
    band, edge = 0.10 * s, outline_width(s)
    placed = [(cx + x * s, cy + y * s) for x, y in points]

    def stroke(run: list[Point], closed: bool) -> None:
        for colour, width in ((line, band + 2 * edge), (fill, band)):
            path = canvas.beginPath()
            path.moveTo(pt(run[0][0]), pt(run[0][1]))
            for x, y in run[1:]:
                path.lineTo(pt(x), pt(y))
            if closed:
                path.close()
            canvas.setStrokeColor(HexColor(colour))
            canvas.setLineWidth(pt(width))
            canvas.drawPath(path, stroke=1, fill=0)

    canvas.saveState()
    canvas.setLineJoin(1)
    canvas.setLineCap(0)
    stroke(placed, closed=True)
    reach = 9
    for index in over:
        run = [placed[(index + k) % len(placed)] for k in range(-reach, reach + 2)]
        stroke(run, closed=False)
    canvas.restoreState()


_DRAWERS: dict[str, Callable[[Canvas, float, float, float, str, str], None]] = {
    "Moons": _moons, "Suns": _suns, "Waves": _waves, "Leaves": _leaves, "Wyrms": _wyrms,
    "Knots": _knots,
}


def draw_suit(canvas: Canvas, suit: str, cx: float, cy: float, size: float, fill: str,
              line: str = "#1A1A1A") -> None:
    """The `suit` symbol centred at (cx, cy) mm, `size` mm across, filled with `fill`.

    Each suit, size and colouring is stored once per PDF and placed by reference: a deck
    repeats its symbols on many cards.
    """
    try:
        drawer = _DRAWERS[suit]
    except KeyError:
        raise ValueError(f"unknown suit {suit!r}; one of {', '.join(SUITS)}") from None
    reach = size * 0.75
    placed(canvas, f"suit {suit} {size:.3f} {fill} {line}",
           Rect(-reach, -reach, 2 * reach, 2 * reach),
           lambda form: drawer(form, 0.0, 0.0, size, fill, line), cx, cy)
