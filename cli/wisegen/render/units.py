"""Millimetres everywhere in wisegen; points only at the ReportLab boundary."""

from __future__ import annotations

from dataclasses import dataclass

MM = 72.0 / 25.4
"""Points per millimetre."""


def pt(mm: float) -> float:
    return mm * MM


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in mm, origin bottom-left (ReportLab's page convention)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def grow(self, by: float) -> Rect:
        return Rect(self.x - by, self.y - by, self.width + 2 * by, self.height + 2 * by)

    def moved(self, dx: float, dy: float) -> Rect:
        """The same rectangle `dx`, `dy` mm further right and up."""
        return Rect(self.x + dx, self.y + dy, self.width, self.height)

    def union(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.top, other.top) - y)

    def points(self) -> tuple[float, float, float, float]:
        """(x0, y0, x1, y1) in points, the form PDF page boxes take."""
        return (pt(self.x), pt(self.y), pt(self.right), pt(self.top))
