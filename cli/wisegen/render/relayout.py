"""A card's boxes laid out again for a print shop's product: placed relative to the new
trim and safe area, never stretched from the old picture.

Scaling a 63 x 88 mm design to a 2.5 x 3.5 in card whole would carry text that sat
2.5 mm inside the trim to 2.5 mm inside the new trim, short of a shop's 1/8 in safe line.
Instead each axis is cut in three: the band between the trim and the design's own
margin (its innermost edge-free box edge: Just One's frame at 2.5 mm) goes to the band
between the new trim and the shop's safe line; the inside goes, linearly, to the inside.
A box that touches the trim (a background) still touches it; a box inside the design's
margin lands inside the safe area. Text sizes follow the inside's smaller ratio, so a
word keeps its shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError

EDGE = 0.01
"""mm: a box this close to the trim is on it (a background), not inside the margin."""


@dataclass(frozen=True)
class Axis:
    """One axis: design [0, design] -> product [0, target]; the design's margins at the
    low and high ends go to the product's safe margins."""

    design: float
    target: float
    margins: tuple[float, float]
    safes: tuple[float, float]

    @property
    def ratio(self) -> float:
        """How the inside scales (the part between the margins)."""
        (m_lo, m_hi), (s_lo, s_hi) = self.margins, self.safes
        return (self.target - s_lo - s_hi) / (self.design - m_lo - m_hi)

    def at(self, value: float) -> float:
        (m_lo, m_hi), (s_lo, s_hi) = self.margins, self.safes
        if 0 <= value < m_lo:
            return value * s_lo / m_lo
        if self.design - m_hi < value <= self.design:
            return self.target - (self.design - value) * s_hi / m_hi
        if value > self.design:  # a box of another frame (a sheet's): keep the inside's
            return self.target + (value - self.design) * self.ratio
        return s_lo + (value - m_lo) * self.ratio


@dataclass(frozen=True)
class Relayout:
    x: Axis
    y: Axis

    @property
    def text_scale(self) -> float:
        return min(self.x.ratio, self.y.ratio)

    def place(self, spec: dict[str, Any], defaults: dict[str, float]) -> dict[str, Any]:
        """A resolved box spec (mm at the design size) at the product's size; `defaults`
        are a box's text size, smallest size and padding when the spec gives none."""
        out = dict(spec)
        for start, size, axis in (("x", "width", self.x), ("y", "height", self.y)):
            if start in spec and size in spec:
                out[start] = axis.at(spec[start])
                out[size] = axis.at(spec[start] + spec[size]) - out[start]
            elif start in spec:
                out[start] = axis.at(spec[start])
            elif size in spec:
                out[size] = spec[size] * axis.ratio
        scale = self.text_scale
        for key in ("size", "padding"):
            out[key] = spec.get(key, defaults[key]) * scale
        # Never below the smallest size the designer allowed: a shop's text floor holds.
        out["min_size"] = spec.get("min_size", defaults["min_size"]) * max(scale, 1.0)
        out["size"] = max(out["size"], out["min_size"])
        return out


def relayout_for(resolve: Callable[[str], dict[str, Any]], names: Iterable[str],
                 design: tuple[float, float], target: tuple[float, float],
                 safe: float) -> Relayout:
    """The re-layout of a design's boxes (`resolve(name)`: a box with its `extends`
    applied) from `design` to `target` mm with `safe` mm inside the trim."""
    specs = []
    for name in names:
        try:
            specs.append(resolve(name))
        except UsageError:  # a broken box (a loop, a missing parent) is refused where drawn
            continue
    axes = []
    for index, (start, size) in enumerate((("x", "width"), ("y", "height"))):
        spans = [(spec[start], spec[start] + spec[size]) for spec in specs
                 if start in spec and size in spec]
        axes.append(_axis(spans, design[index], target[index], safe))
    return Relayout(axes[0], axes[1])


def _axis(spans: list[tuple[float, float]], design: float, target: float,
          safe: float) -> Axis:
    """The design's margin at each end: the nearest edge of a box that lies on the card
    without touching its trim there; a design's margin wider than the shop asks keeps
    its share of the card."""
    inside = [(lo, hi) for lo, hi in spans if lo >= -EDGE and hi <= design + EDGE]
    lows = [lo for lo, _ in inside if lo > EDGE]
    highs = [design - hi for _, hi in inside if design - hi > EDGE]
    fallback = safe * design / target
    margins = (min(lows, default=fallback), min(highs, default=fallback))
    safes = (max(safe, margins[0] * target / design), max(safe, margins[1] * target / design))
    return Axis(design, target, margins, safes)
