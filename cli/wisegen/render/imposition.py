"""n-up imposition of cards on a sheet, and where each back lands for duplex printing.

Cards sit `2 * bleed` apart so every card keeps its whole bleed; crop marks need
`bleed + mark_gap + mark_length` beyond the outer trims, inside the printer's margin.
Both orientations of the paper are tried and the one holding more cards wins.

Duplex registration, for a point at (x, y) on the front (page coordinates, mm):
- long-edge: the sheet turns over its long side, so the back is (W - x, y);
- short-edge: it turns over its short side, so the back is (x, H - y);
- fold: fronts on one half of the sheet, backs mirrored across the fold line; a poker
  deck goes 4 fronts + 4 backs to an A4 sheet (2x2 on each half of a landscape sheet).
The back-side offsets from `wisegen print calibration` are added to every back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from wisegen.core.limits import MAX_PER_SHEET
from wisegen.errors import UsageError
from wisegen.render.layout import SheetSettings
from wisegen.render.units import Rect


@dataclass(frozen=True)
class Imposition:
    """Where cards go on one sheet: front trims, matching back trims, the fold if any."""

    width: float
    height: float
    fronts: tuple[Rect, ...]
    backs: tuple[Rect, ...]
    bleed: float
    fold: str | None = None
    """None, "vertical" (fold line x = W/2) or "horizontal" (y = H/2)."""
    backs_turned: bool = False
    """True when the sheet turns over a horizontal axis: backs are drawn rotated 180°
    so that they read the same way up as their fronts."""

    @property
    def per_sheet(self) -> int:
        return len(self.fronts)

    def trim_box(self, rects: tuple[Rect, ...]) -> Rect:
        box = rects[0]
        for rect in rects[1:]:
            box = box.union(rect)
        return box


def _outer(settings: SheetSettings) -> float:
    return settings.bleed + settings.mark_gap + settings.mark_length


def _fit(length: float, card: float, settings: SheetSettings) -> int:
    gutter = 2 * settings.bleed
    usable = length - 2 * settings.margin - 2 * _outer(settings)
    return max(0, math.floor((usable + gutter) / (card + gutter) + 1e-9))


def _count(length: float, card: float, gutter: float) -> int:
    """Cards that fit in `length` mm of trims and gutters (no margin, no marks)."""
    return max(0, math.floor((length + gutter) / (card + gutter) + 1e-9))


def _grid(area: Rect, cols: int, rows: int, card_w: float, card_h: float,
          gutter: float) -> list[Rect]:
    """Cards centred in `area`, row by row from the top left."""
    total_w = cols * card_w + (cols - 1) * gutter
    total_h = rows * card_h + (rows - 1) * gutter
    x0 = area.x + (area.width - total_w) / 2
    top = area.y + (area.height + total_h) / 2
    return [Rect(x0 + c * (card_w + gutter), top - (r + 1) * card_h - r * gutter, card_w, card_h)
            for r in range(rows) for c in range(cols)]


def _mirrored(rects: list[Rect], width: float, height: float, flip_x: bool) -> list[Rect]:
    """Rects as they land on the other side of the sheet: mirrored in x or in y."""
    if flip_x:
        return [Rect(width - r.right, r.y, r.width, r.height) for r in rects]
    return [Rect(r.x, height - r.top, r.width, r.height) for r in rects]


def impose(settings: SheetSettings, card_w: float | None = None,
           card_h: float | None = None) -> Imposition:
    """The best n-up grid for the settings' paper, card size and duplex mode."""
    card_w = card_w or settings.card_width
    card_h = card_h or settings.card_height
    short, long = sorted((settings.paper_width, settings.paper_height))
    gutter = 2 * settings.bleed
    best: Imposition | None = None
    for width, height in ((short, long), (long, short)):
        portrait = width < height
        fold = None
        if settings.duplex == "fold":
            # Fold across the long side, so each half is as square as the paper allows.
            # Cards need the printer's margin and the crop marks on a half's outer side
            # only: at the fold they keep just their bleed (the marks of the lines across
            # the fold stand on the sheet's outer edges, beyond both halves).
            fold = "horizontal" if portrait else "vertical"
            near, far = settings.bleed, settings.margin + _outer(settings)
            if portrait:  # fronts on the top half
                area = Rect(0, height / 2 + near, width, height / 2 - near - far)
                cols = _fit(area.width, card_w, settings)
                rows = _count(area.height, card_h, gutter)
            else:  # fronts on the left half
                area = Rect(far, 0, width / 2 - near - far, height)
                cols = _count(area.width, card_w, gutter)
                rows = _fit(area.height, card_h, settings)
            flip_x = not portrait
        else:
            area = Rect(0, 0, width, height)
            # The sheet turns over its long side (long-edge) or its short side (short-edge).
            flip_x = portrait == (settings.duplex == "long-edge")
            cols = _fit(area.width, card_w, settings)
            rows = _fit(area.height, card_h, settings)
        if cols * rows > MAX_PER_SHEET:  # counted before a single position is made
            raise UsageError(f"a {card_w:.4g} x {card_h:.4g} mm part would fit "
                             f"{cols * rows:.3g} times on one {settings.paper} sheet; the "
                             f"limit is {MAX_PER_SHEET:,} (make the part larger)")
        fronts = _grid(area, cols, rows, card_w, card_h, gutter)
        backs = _mirrored(fronts, width, height, flip_x)
        shifted = tuple(Rect(r.x + settings.offset_x, r.y + settings.offset_y, r.width,
                             r.height) for r in backs)
        candidate = Imposition(width, height, tuple(fronts), shifted, settings.bleed, fold,
                               backs_turned=not flip_x)
        if candidate.per_sheet and (best is None or candidate.per_sheet > best.per_sheet):
            best = candidate
    if best is None:
        raise UsageError(f"a {card_w:g}x{card_h:g} mm card with {settings.bleed:g} mm bleed "
                         f"does not fit on {settings.paper} paper; try --bleed 0 or a smaller "
                         "card")
    return best
