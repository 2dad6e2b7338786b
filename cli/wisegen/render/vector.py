"""Small path geometry for program-drawn symbols: polygons, Bézier samples, ribbons.

Symbols are built as point lists in mm and filled as closed paths, rather than as
stroked lines, so that an outline of one width frames every part of a shape and the
shape keeps its weight at any size a card or die face asks for.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.units import pt

Point = tuple[float, float]


def outline_width(size: float) -> float:
    """Outline width in mm for a symbol `size` mm across: visible at 8 mm, not heavy at 30."""
    return max(0.22, size * 0.03)


def polygon(canvas: Canvas, points: Sequence[Point], fill: str | None, line: str | None,
            width: float = 0.3) -> None:
    """Fill and/or outline the closed polygon through `points` (mm)."""
    path = canvas.beginPath()
    path.moveTo(pt(points[0][0]), pt(points[0][1]))
    for x, y in points[1:]:
        path.lineTo(pt(x), pt(y))
    path.close()
    canvas.saveState()
    if fill:
        canvas.setFillColor(HexColor(fill))
    if line:
        canvas.setStrokeColor(HexColor(line))
        canvas.setLineWidth(pt(width))
        canvas.setLineJoin(1)
    canvas.drawPath(path, stroke=1 if line else 0, fill=1 if fill else 0)
    canvas.restoreState()


def arc(cx: float, cy: float, r: float, start: float, end: float, steps: int = 24
        ) -> list[Point]:
    """Points on a circle from angle `start` to `end` (radians, either direction)."""
    return [(cx + r * math.cos(start + (end - start) * i / steps),
             cy + r * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 32) -> list[Point]:
    """Points on the cubic Bézier curve p0..p3."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def ribbon(centre: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """A closed outline around a centreline, `widths[i]` mm wide at `centre[i]` (tapers)."""
    left, right = [], []
    for i, (x, y) in enumerate(centre):
        ax, ay = centre[max(i - 1, 0)]
        bx, by = centre[min(i + 1, len(centre) - 1)]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        half = widths[i] / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


def moved(points: Sequence[Point], dx: float, dy: float, scale: float = 1.0,
          angle: float = 0.0) -> list[Point]:
    """Points scaled, rotated by `angle` radians about the origin, then shifted."""
    cos, sin = math.cos(angle), math.sin(angle)
    return [(dx + scale * (x * cos - y * sin), dy + scale * (x * sin + y * cos))
            for x, y in points]
