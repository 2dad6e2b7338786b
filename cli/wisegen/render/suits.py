"""The six Decktet suit symbols, drawn as one family of vector shapes (no image files).

Each suit is told apart by its silhouette, not only by its colour, so the symbols stay
distinct on a greyscale printer: a crescent (Moons), a rayed disc (Suns), two wave bands
(Waves), a leaf with its rib (Leaves), a coiled serpent (Wyrms) and an interlaced trefoil
knot (Knots).

They were drawn like clip art side by side (a reviewer's word): outlines of several
weights, a red tongue on the serpent, ribs and crossings drawn as filled bands, and shapes
of very different bulk at the same size. Now they are one family:

- one stroke weight: every line a symbol draws (outline, rib, stem, the knot's edges) is
  `outline_width(size)` wide, and nothing is drawn in a colour other than the suit's fill
  and the line colour;
- one optical size: each shape is designed on a unit square and scaled by its `OPTICAL`
  factor so that the six cover the same ink area (within a few per cent, measured by
  tests/test_suits.py) when drawn at the same `size`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.forms import placed
from wisegen.render.units import Rect, pt
from wisegen.render.vector import Point, arc, bezier, moved, outline_width, polygon, ribbon

SUITS = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")

OPTICAL = {"Moons": 0.877, "Suns": 0.771, "Waves": 0.917, "Leaves": 0.909, "Wyrms": 1.095,
           "Knots": 0.814}
"""Each shape's scale on its unit design, so that all six cover the same ink area (fill
and outline) at the same `size`: measured on rasters, and held to it by
tests/test_suits.py (re-measure there after changing a shape)."""

Shape = tuple[list[list[Point]], list[list[Point]], list[tuple[Point, float]]]
"""A symbol in unit coordinates: filled outlined polygons (drawn in order), open lines
(stroked at the outline weight) and dots (centre, radius) in the line colour."""


def _crescent() -> list[Point]:
    """Outer circle less an offset inner circle, horns turned up and to the right."""
    big, small, offset = 0.46, 0.37, 0.27
    x = (offset ** 2 + big ** 2 - small ** 2) / (2 * offset)
    y = math.sqrt(big ** 2 - x ** 2)
    outer_start = math.atan2(y, x)
    outer = arc(0, 0, big, outer_start, 2 * math.pi - outer_start, 48)
    inner_start = math.atan2(-y, x - offset)
    inner_end = math.atan2(y, x - offset) - 2 * math.pi
    inner = arc(offset, 0, small, inner_start, inner_end, 40)
    return moved(outer + inner, 0.06, -0.02, angle=math.radians(30))


def _moons() -> Shape:
    return [_crescent()], [], []


def _suns() -> Shape:
    """Eight pointed rays behind a disc."""
    rays = [((0.5 if i % 2 == 0 else 0.29) * math.cos(math.pi * i / 8 + math.pi / 2),
             (0.5 if i % 2 == 0 else 0.29) * math.sin(math.pi * i / 8 + math.pi / 2))
            for i in range(16)]
    return [rays, arc(0, 0, 0.25, 0, 2 * math.pi, 48)[:-1]], [], []


def _capsule(centre: Sequence[Point], width: float) -> list[Point]:
    """A band `width` wide along `centre` with round ends."""
    band = ribbon(centre, [width] * len(centre))
    half = len(band) // 2
    (x0, y0), (x1, y1) = centre[0], centre[-1]
    end = math.atan2(y1 - centre[-2][1], x1 - centre[-2][0])
    start = math.atan2(y0 - centre[1][1], x0 - centre[1][0])
    r = width / 2
    return (band[:half] + arc(x1, y1, r, end + math.pi / 2, end - math.pi / 2, 12)[1:-1]
            + band[half:] + arc(x0, y0, r, start + math.pi / 2, start - math.pi / 2, 12)[1:-1])


def _waves() -> Shape:
    """Two wave bands with round ends, one above the other (as the sign for water): a
    swell and a half each, both ends level in a trough. The swells are gentle enough that
    the band's inner edge never folds over on itself (curvature radius over half its
    width)."""
    bands = []
    period = 0.80 / 1.5
    for level in (0.17, -0.17):
        centre = [(x / 40 * 0.80 - 0.40,
                   level + 0.05 * math.cos((x / 40 * 0.80 - 0.40) * 2 * math.pi / period))
                  for x in range(41)]
        bands.append(_capsule(centre, 0.15))
    return bands, [], []


def _leaves() -> Shape:
    """A leaf turned 45 degrees, its stem and rib drawn as lines of the outline weight."""
    base, tip = (-0.36, 0.0), (0.46, 0.0)
    upper = bezier(base, (-0.10, 0.46), (0.26, 0.34), tip, 32)
    lower = bezier(tip, (0.26, -0.34), (-0.10, -0.46), base, 32)[1:]
    turn = math.radians(45)
    rib = bezier((-0.50, -0.04), (-0.2, 0.03), (0.1, 0.04), (0.34, 0.0), 20)
    return [moved(upper + lower, 0, 0, angle=turn)], [moved(rib, 0, 0, angle=turn)], []


def _wyrms() -> Shape:
    """A serpent: an S-shaped body tapering to a pointed tail, a head with one eye."""
    body = bezier((-0.32, -0.46), (0.66, -0.36), (-0.62, 0.10), (0.13, 0.26), 48)
    widths = [0.02 + 0.19 * (i / 48) ** 0.6 for i in range(49)]
    head_c = (0.15, 0.26)
    head = [(head_c[0] + 0.20 * math.cos(a) * (1 + 0.2 * math.cos(a)),
             head_c[1] + 0.135 * math.sin(a)) for a in (2 * math.pi * i / 48 for i in range(48))]
    eye = ((head_c[0] + 0.08, head_c[1] + 0.04), 0.035)
    return [ribbon(body, widths), head], [], [eye]


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


KNOT_BAND = 0.105
"""The knot's ribbon width on the unit square."""
KNOT_REACH = 10
"""Samples each side of a crossing that its over-passing piece covers."""


def _knot_pieces() -> list[list[Point]]:
    """The trefoil as runs of its centreline: the whole loop (split in two, so no run
    closes on itself), then one short run over each crossing, drawn last so the strand
    passes over there."""
    points, over = _trefoil()
    n = len(points)
    half = n // 2
    runs = [[points[i % n] for i in range(0, half + 2)],
            [points[i % n] for i in range(half, n + 2)]]
    for index in over:
        runs.append([points[(index + k) % n] for k in range(-KNOT_REACH, KNOT_REACH + 2)])
    return runs


_SHAPES: dict[str, Callable[[], Shape]] = {
    "Moons": _moons, "Suns": _suns, "Waves": _waves, "Leaves": _leaves, "Wyrms": _wyrms,
}
"""The suits drawn as filled outlined shapes; Knots is drawn by `_draw_knot`."""


def _stroke(canvas: Canvas, points: Sequence[Point], line: str, width: float) -> None:
    """An open line through `points` (mm) at `width` mm, round-jointed."""
    path = canvas.beginPath()
    path.moveTo(pt(points[0][0]), pt(points[0][1]))
    for x, y in points[1:]:
        path.lineTo(pt(x), pt(y))
    canvas.saveState()
    canvas.setStrokeColor(HexColor(line))
    canvas.setLineWidth(pt(width))
    canvas.setLineJoin(1)
    canvas.setLineCap(1)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def _draw_knot(canvas: Canvas, cx: float, cy: float, scale: float, fill: str, line: str,
               weight: float) -> None:
    """A trefoil ribbon: each run is filled, then edged along its two sides only, so the
    runs join without a seam and each crossing shows which strand is on top."""
    for run in _knot_pieces():
        centre = moved(run, cx, cy, scale)
        band = ribbon(centre, [KNOT_BAND * scale] * len(centre))
        polygon(canvas, band, fill, None)
        half = len(band) // 2
        _stroke(canvas, band[:half], line, weight)
        _stroke(canvas, band[half:], line, weight)


def draw_shape(canvas: Canvas, suit: str, cx: float, cy: float, size: float, fill: str,
               line: str) -> None:
    """The `suit` symbol drawn directly (no form): what `draw_suit` places."""
    if suit not in OPTICAL:
        raise ValueError(f"unknown suit {suit!r}; one of {', '.join(SUITS)}")
    scale = size * OPTICAL[suit]
    weight = outline_width(size)
    if suit not in _SHAPES:  # the knot: filled runs edged along their sides
        _draw_knot(canvas, cx, cy, scale, fill, line, weight)
        return
    fills, lines, dots = _SHAPES[suit]()
    for points in fills:
        polygon(canvas, moved(points, cx, cy, scale), fill, line, weight)
    for points in lines:
        _stroke(canvas, moved(points, cx, cy, scale), line, weight)
    for (x, y), radius in dots:
        polygon(canvas, arc(cx + x * scale, cy + y * scale, radius * scale, 0, 2 * math.pi,
                            16)[:-1], line, None)


def draw_suit(canvas: Canvas, suit: str, cx: float, cy: float, size: float, fill: str,
              line: str = "#1A1A1A") -> None:
    """The `suit` symbol centred at (cx, cy) mm, `size` mm across, filled with `fill`.

    Each suit, size and colouring is stored once per PDF and placed by reference: a deck
    repeats its symbols on many cards.
    """
    if suit not in OPTICAL:
        raise ValueError(f"unknown suit {suit!r}; one of {', '.join(SUITS)}")
    reach = size * 0.75
    placed(canvas, f"suit {suit} {size:.3f} {fill} {line}",
           Rect(-reach, -reach, 2 * reach, 2 * reach),
           lambda form: draw_shape(form, suit, 0.0, 0.0, size, fill, line), cx, cy)
