"""Important art beyond the safe line, judged from the pixels (a PDF page rendered, or
an image as it is).

The band between the trim and the safe line may hold background that runs on into the
bleed, but nothing a player needs: the cut wanders by up to the safe margin. So each
pixel of the band is compared with the outermost pixel of the same row (left and right
bands) or column (top and bottom bands), which lies in the bleed: background, even a
gradient or a photo running off the edge, matches it; a frame, an icon or a word drawn
in the band does not. Text found as text is masked out (the text check reports it), and
a few stray pixels (anti-aliasing) and strokes reaching ART_SLACK past the safe line
(a frame drawn on it) are allowed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DIFFERENCE = 48
"""A channel differing by more than this (of 255) from the bleed's pixel is ink."""
ART_SLACK = 1.5
"""Points past the safe line art may reach unreported: a frame drawn on the safe line
has half its stroke outside (Just One's cards: up to 1.35 pt), which no shop rejects."""
ALLOWED = 0.002
"""The share of the band's pixels that may differ (anti-aliasing, a hairline's edge)."""
PixelRect = tuple[int, int, int, int]


@dataclass(frozen=True)
class ArtResult:
    share: float
    """The share of the band's pixels that are ink."""
    nearest: float
    """How near the cut the ink comes, in points."""

    def found(self) -> str:
        return (f"{self.share:.1%} of the band between the safe line and the cut is drawn "
                f"in, as near as {self.nearest * 25.4 / 72:.1f} mm to the cut")


def art_outside(rgb: np.ndarray, trim: PixelRect, safe: PixelRect,
                masks: list[PixelRect], px_per_pt: float) -> ArtResult | None:
    """The ink in the band between `trim` and `safe` (pixel rects, x0, y0, x1, y1 with y
    down) that is not background continuing from the bleed; None when there is none
    worth a finding."""
    height, width = rgb.shape[:2]
    image = rgb.astype(np.int16)
    tx0, ty0, tx1, ty1 = (max(trim[0], 0), max(trim[1], 0), min(trim[2], width),
                          min(trim[3], height))
    sx0, sy0, sx1, sy1 = safe
    if tx1 - tx0 < 4 or ty1 - ty0 < 4 or sx0 <= tx0 or sy0 <= ty0:
        return None
    inside = np.zeros((height, width), dtype=bool)
    inside[ty0:ty1, tx0:tx1] = True
    inside[sy0:sy1, sx0:sx1] = False
    for x0, y0, x1, y1 in masks:
        inside[max(y0, 0):max(y1, 0), max(x0, 0):max(x1, 0)] = False
    left = image[:, :1, :]
    right = image[:, -1:, :]
    top = image[:1, :, :]
    bottom = image[-1:, :, :]
    xs = np.arange(width)[None, :]
    ys = np.arange(height)[:, None]
    reference = np.where((xs < (tx0 + tx1) / 2)[..., None], left, right)
    vertical = np.where((ys < (ty0 + ty1) / 2)[..., None], top, bottom)
    near_side = np.minimum(xs - tx0, tx1 - 1 - xs) <= np.minimum(ys - ty0, ty1 - 1 - ys)
    reference = np.where(near_side[..., None], reference, vertical)
    ink = (np.abs(image - reference).max(axis=2) > DIFFERENCE) & inside
    band = int(inside.sum())
    if not band:
        return None
    share = float(ink.sum()) / band
    if share <= ALLOWED:
        return None
    distance = np.minimum(np.minimum(xs - tx0, tx1 - 1 - xs), np.minimum(ys - ty0, ty1 - 1 - ys))
    return ArtResult(share, float(distance[ink].min()) / px_per_pt)
