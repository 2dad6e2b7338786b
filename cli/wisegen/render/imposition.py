"""n-up imposition of cards on a sheet, and where each back lands for duplex printing.

The count comes first: as many cards as fit inside the printer's margin with at least
`MIN_BLEED` mm of bleed around each (cards `2 * bleed` apart, so a 1 mm mis-cut shows no
neighbour's colour). Nine poker cards go on an A4 or a Letter sheet, 3 x 3 portrait. The
bleed is then the largest, up to the one asked for, that keeps that count; crop marks
stand in the outer margin wherever there is room for them (`mark_lengths`), shortened
to what fits. Both orientations of the paper are tried and the one holding more wins.

Duplex registration, for a point at (x, y) on the front (page coordinates, mm):
- long-edge: the sheet turns over its long side, so the back is (W - x, y);
- short-edge: it turns over its short side, so the back is (x, H - y);
- fold: fronts on one half of the sheet, backs mirrored across the fold line; a poker
  deck goes 4 fronts + 4 backs to an A4 sheet (2x2 on each half of a landscape sheet).
The back-side offsets from the duplex calibration sheet are added to every back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from wisegen.core.limits import MAX_PER_SHEET
from wisegen.errors import UsageError
from wisegen.render.layout import SheetSettings
from wisegen.render.units import Rect

MIN_BLEED = 1.0
"""mm of bleed every card keeps on a sheet (less only when less is asked for)."""
MIN_MARK = 1.5
"""mm: a crop mark shorter than this is left out."""

Segment = tuple[float, float, float, float]


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
    margin: float = 0.0
    mark_gap: float = 1.0
    mark_length: float = 4.0
    bounds: Rect | None = None
    """Where this block's marks may go, when it shares its sheet with another block of
    cards (else the sheet inside its margin)."""

    @property
    def per_sheet(self) -> int:
        return len(self.fronts)

    def trim_box(self, rects: tuple[Rect, ...]) -> Rect:
        """The smallest rectangle holding all of `rects`."""
        left, bottom = min(r.x for r in rects), min(r.y for r in rects)
        return Rect(left, bottom, max(r.right for r in rects) - left,
                    max(r.top for r in rects) - bottom)

    def room(self, rects: tuple[Rect, ...]) -> tuple[float, float, float, float]:
        """mm free beyond the bleed of the block of `rects`, up to the printer's margin:
        (left, right, bottom, top)."""
        grid = self.trim_box(rects).grow(self.bleed)
        m = self.margin
        bounds = self.bounds or Rect(m, m, self.width - 2 * m, self.height - 2 * m)
        return (grid.x - bounds.x, bounds.right - grid.right, grid.y - bounds.y,
                bounds.top - grid.top)

    def mark_lengths(self, rects: tuple[Rect, ...]) -> tuple[float, float, float, float]:
        """The crop marks' length on each side (left, right, bottom, top): the asked
        length, shortened to the room there is, 0 where a mark would be too short."""
        lengths = (min(self.mark_length, side - self.mark_gap) for side in self.room(rects))
        return tuple(length if length >= MIN_MARK else 0.0  # type: ignore[return-value]
                     for length in lengths)

    def mark_segments(self, rects: tuple[Rect, ...]) -> list[Segment]:
        """Marks (x0, y0, x1, y1 in mm) on every trim line of `rects`, beyond the block's
        bleed on each side that has room: each line marked at both ends where it can be,
        so the marks for the other cuts are still on the sheet after the first cut."""
        grid = self.trim_box(rects)
        left, right, bottom, top = self.mark_lengths(rects)
        start = self.bleed + self.mark_gap
        segments: list[Segment] = []
        for x in sorted({round(v, 3) for r in rects for v in (r.x, r.right)}):
            if top:
                segments.append((x, grid.top + start, x, grid.top + start + top))
            if bottom:
                segments.append((x, grid.y - start, x, grid.y - start - bottom))
        for y in sorted({round(v, 3) for r in rects for v in (r.y, r.top)}):
            if left:
                segments.append((grid.x - start, y, grid.x - start - left, y))
            if right:
                segments.append((grid.right + start, y, grid.right + start + right, y))
        return segments


def _count(length: float, card: float, gutter: float) -> int:
    """Cards that fit in `length` mm of trims and gutters."""
    return max(0, math.floor((length + gutter) / (card + gutter) + 1e-9))


def _axis_bleed(length: float, count: int, card: float, settings: SheetSettings,
                low: float) -> float:
    """The bleed along one axis for `count` cards in `length` mm: the one asked for if
    crop marks still fit beside it, else less (never under `low`) to make room for the
    marks, else the most that fits."""
    if not count:
        return settings.bleed
    widest = (length / count - card) / 2

    def with_marks(mark: float) -> float:
        return (length - 2 * (settings.mark_gap + mark)) / count / 2 - card / 2

    bleed = min(settings.bleed, widest)
    if with_marks(MIN_MARK) >= low:
        bleed = min(bleed, max(low, with_marks(settings.mark_length)))
    return max(bleed, low)


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


def _layout(settings: SheetSettings, width: float, height: float, card_w: float,
            card_h: float) -> tuple[Rect, int, int, float, bool, str | None]:
    """For one orientation: the area cards are centred in, columns, rows, bleed, whether
    backs mirror in x, and the fold. Each card's bleed is inside the area."""
    low = min(MIN_BLEED, settings.bleed)
    m = settings.margin
    portrait = width < height
    if settings.duplex == "fold":
        # Fold across the long side, so each half is as square as the paper allows: the
        # printer's margin on a half's outer side, just the bleed at the fold.
        if portrait:  # fronts on the top half
            area = Rect(m, height / 2, width - 2 * m, height / 2 - m)
        else:  # fronts on the left half
            area = Rect(m, m, width / 2 - m, height - 2 * m)
        fold: str | None = "horizontal" if portrait else "vertical"
        flip_x = not portrait
    else:
        area = Rect(m, m, width - 2 * m, height - 2 * m)
        fold = None
        # The sheet turns over its long side (long-edge) or its short side (short-edge).
        flip_x = portrait == (settings.duplex == "long-edge")
    cols = _count(area.width - 2 * low, card_w, 2 * low)
    rows = _count(area.height - 2 * low, card_h, 2 * low)
    if cols * rows > MAX_PER_SHEET:  # counted before a single position is made
        raise UsageError(f"a {card_w:.4g} x {card_h:.4g} mm part would fit "
                         f"{cols * rows:.3g} times on one {settings.paper} sheet; the "
                         f"limit is {MAX_PER_SHEET:,} (make the part larger)")
    bleed = min(_axis_bleed(area.width, cols, card_w, settings, low),
                _axis_bleed(area.height, rows, card_h, settings, low))
    return area.grow(-bleed), cols, rows, bleed, flip_x, fold


def sheet_for(settings: SheetSettings, backed: bool) -> SheetSettings:
    """The settings a deck is laid out with: cards without backs have nothing to fold
    onto, so a fold kit prints them flat (n-up as for long-edge)."""
    if backed or settings.duplex != "fold":
        return settings
    return replace(settings, duplex="long-edge")


def impose(settings: SheetSettings, card_w: float | None = None,
           card_h: float | None = None) -> Imposition:
    """The best n-up grid for the settings' paper, card size and duplex mode."""
    card_w = card_w or settings.card_width
    card_h = card_h or settings.card_height
    short, long = sorted((settings.paper_width, settings.paper_height))
    best: Imposition | None = None
    for width, height in ((short, long), (long, short)):
        area, cols, rows, bleed, flip_x, fold = _layout(settings, width, height, card_w,
                                                        card_h)
        fronts = _grid(area, cols, rows, card_w, card_h, 2 * bleed)
        backs = _mirrored(fronts, width, height, flip_x)
        shifted = tuple(Rect(r.x + settings.offset_x, r.y + settings.offset_y, r.width,
                             r.height) for r in backs)
        candidate = Imposition(width, height, tuple(fronts), shifted, bleed, fold,
                               backs_turned=not flip_x, margin=settings.margin,
                               mark_gap=settings.mark_gap,
                               mark_length=settings.mark_length)
        if candidate.per_sheet and (best is None or candidate.per_sheet > best.per_sheet
                                    or (candidate.per_sheet == best.per_sheet
                                        and candidate.bleed > best.bleed)):
            best = candidate
    if best is None:
        hint = "try --bleed 0 or a smaller card" if settings.bleed else "try a smaller card"
        raise UsageError(f"a {card_w:g}x{card_h:g} mm card with {settings.bleed:g} mm bleed "
                         f"does not fit on {settings.paper} paper; {hint}")
    return best


STACK_GAP = 2 * (1.0 + MIN_MARK) + 1.0
"""mm between two blocks of cards on one sheet: short crop marks for both, and a gap."""


def stacked(settings: SheetSettings, upper: Imposition, used: int, card_w: float,
            card_h: float) -> tuple[Imposition, Imposition] | None:
    """A block of `card_w` x `card_h` cards under the first `used` cards of `upper`, on
    the same sheet (a rules card under the last word cards): the two blocks with their
    marks kept to their own part of the sheet, or None if not one card fits there."""
    if upper.fold or not used:
        return None
    low = min(MIN_BLEED, settings.bleed)
    foot = min(r.y for r in upper.fronts[:used]) - upper.bleed
    m = settings.margin
    area = Rect(m, m, upper.width - 2 * m, foot - STACK_GAP - m)
    cols = _count(area.width - 2 * low, card_w, 2 * low)
    rows = _count(area.height - 2 * low, card_h, 2 * low)
    if cols * rows < 1:
        return None
    bleed = min(_axis_bleed(area.width, cols, card_w, settings, low),
                _axis_bleed(area.height, rows, card_h, settings, low))
    fronts = _grid(area.grow(-bleed), cols, rows, card_w, card_h, 2 * bleed)
    top = max(r.top for r in fronts) + bleed
    shift = (area.top - top)  # up against the block above
    fronts = [Rect(r.x, r.y + shift, r.width, r.height) for r in fronts]
    backs = _mirrored(fronts, upper.width, upper.height, not upper.backs_turned)
    shifted = tuple(Rect(r.x + settings.offset_x, r.y + settings.offset_y, r.width,
                         r.height) for r in backs)
    split = foot - STACK_GAP / 2
    width = upper.width - 2 * m
    ceiling = upper.bounds.top if upper.bounds else upper.height - m
    above = Rect(m, split, width, ceiling - split)
    below = Rect(m, m, width, split - m)
    lower = Imposition(upper.width, upper.height, tuple(fronts), shifted, bleed,
                       backs_turned=upper.backs_turned, margin=m, mark_gap=upper.mark_gap,
                       mark_length=upper.mark_length, bounds=below)
    return replace(upper, bounds=above), lower
