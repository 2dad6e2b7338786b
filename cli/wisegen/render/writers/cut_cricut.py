"""`export --format cricut`: card images for Cricut Design Space's Print Then Cut.

Design Space cuts an uploaded "Print Then Cut image" along the outline of its opaque
pixels, and prints it with its own registration frame and bleed. So each image here is
cards at their trim (no bleed of ours: Design Space adds its own around each outline),
each card opaque and rounded to `--corner`, on a transparent background, the cards of
one image apart by the profile's gap so their bleeds never meet and each outline is cut
on its own. Every image is within Design Space's largest Print Then Cut image (the
cutter profile's `max_image`) and carries its resolution (pHYs, 300 dpi), so it imports
at its real size. Per deck: `MATERIAL/fronts-01.png`..., and the backs in the same
grid: `MATERIAL/backs-01.png`... when cards differ in their backs, else one image of
backs per number of cards an image holds (`backs-4.png`, and `backs-2.png` for a last
image of two); `manifest.json` says which cards each image holds.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from wisegen.core.limits import check_pixels
from wisegen.errors import UsageError
from wisegen.render.cutters import load_cutter
from wisegen.render.kit import Kit
from wisegen.render.picture_stream import Finish, stream_pictures
from wisegen.render.pictures import Picture, centred, px, to_mm
from wisegen.render.pieces import Card
from wisegen.render.pixmap import Pixmap
from wisegen.render.units import Rect
from wisegen.render.writers import Output, Progress
from wisegen.render.writers.cut_silhouette import check_corner
from wisegen.render.writers.faces import card_materials, default_folder, mm_pair


def grid(cutter_max: tuple[float, float], gap: float, width: float, height: float
         ) -> tuple[int, int]:
    """Columns and rows of `width` x `height` mm cards, `gap` apart, in the largest image."""
    cols = math.floor((cutter_max[0] + gap) / (width + gap) + 1e-9)
    rows = math.floor((cutter_max[1] + gap) / (height + gap) + 1e-9)
    return cols, rows


def _span(start: float, end: float, dpi: float, limit: int) -> tuple[int, int]:
    """Pixels whose centres lie within [start, end] mm, as [first, stop)."""
    first = max(math.ceil(start / 25.4 * dpi - 0.5), 0)
    stop = min(math.floor(end / 25.4 * dpi - 0.5) + 1, limit)
    return first, stop


def cut_corners(pixels: Pixmap, cells: list[Rect], corner: float, dpi: float,
                bands: Sequence[range] | None = None) -> None:
    """Set `pixels`' alpha (RGBA) to `alpha_plane` in the rows of `bands` (every row
    for None): opaque inside each card's rounded trim, clear elsewhere. The image is as
    drawing leaves it (`pictures.rasterise`): opaque over exactly each card's cell (on
    whole pixels), clear elsewhere. Only the rows through the cards' rounded corners
    differ from that (none without `corner`), so only they are set: setting every
    pixel's alpha cost a Print Then Cut image 2.4 ms."""
    plane, rows = _corner_rows(pixels.width, pixels.height, tuple(cells), corner, dpi)
    width, stride = pixels.width, pixels.stride
    if bands is not None:
        rows = [row for row in rows if any(row in band for band in bands)]
    for row in rows:
        pixels.data[row * stride + 3:(row + 1) * stride:4] = plane[row * width:
                                                                   (row + 1) * width]


@functools.lru_cache(maxsize=4)
def _corner_rows(width: int, height: int, cells: tuple[Rect, ...], corner: float,
                 dpi: float) -> tuple[bytes, list[int]]:
    """The alpha plane, and the rows where it differs from the cells' square alpha."""
    plane = alpha_plane(width, height, cells, corner, dpi)
    if not corner:
        return plane, []
    square = alpha_plane(width, height, cells, 0.0, dpi)
    return plane, [row for row in range(height)
                   if plane[row * width:(row + 1) * width] != square[row * width:
                                                                       (row + 1) * width]]


@functools.lru_cache(maxsize=4)
def alpha_plane(width: int, height: int, cells: tuple[Rect, ...], corner: float,
                dpi: float) -> bytes:
    """The alpha of a `width` x `height` image of `cells` (a byte a pixel, row after
    row), worked out once for all the images of a deck that share a layout. Cards are set
    a line at a time (the cards whose rows are the same): the rows through their corners
    one by one, the rows between, all alike, at once."""
    height_mm = to_mm(height, dpi)
    plane = bytearray(width * height)
    lines: dict[tuple[int, int], list[Rect]] = {}
    for cell in cells:  # rows count down from the top: a cell's top is its first row
        rows = _span(height_mm - cell.top, height_mm - cell.y, dpi, height)
        lines.setdefault(rows, []).append(cell)
    for (first, stop), line in lines.items():
        for row, count, alpha in _line_rows(line, first, stop, corner, dpi, width, height_mm):
            place = slice(row * width, (row + count) * width)
            added = alpha * count
            if plane.find(255, place.start, place.stop) != -1:  # another line's cards here
                added = (int.from_bytes(plane[place], "big")
                         | int.from_bytes(added, "big")).to_bytes(len(added), "big")
            plane[place] = added
    return bytes(plane)


def _line_rows(cells: list[Rect], first: int, stop: int, corner: float, dpi: float,
               width: int, height_mm: float) -> Iterator[tuple[int, int, bytes]]:
    """(row, count, alpha of one row) for the rows [first, stop) of a line of cards."""
    cards = [(cell, max(min(corner, cell.width / 2, cell.height / 2), 0.0),
              _span(cell.x, cell.right, dpi, width)) for cell in cells]

    def past_straight(row: int, cell: Rect, r: float) -> float:
        """mm from the row's centre to the card's straight sides (0 between corners)."""
        y = height_mm - (row + 0.5) * 25.4 / dpi
        return y - min(max(y, cell.y + r), cell.top - r)

    def straight(row: int) -> bool:
        return all(not past_straight(row, cell, r) for cell, r, _ in cards)

    def pattern(row: int) -> bytes:
        line = bytearray(width)
        for cell, r, (x0, x1) in cards:
            dy = past_straight(row, cell, r)
            start, end = _round_span(cell, r, dy, dpi, x0, x1) if r > 0 and dy else (x0, x1)
            line[start:end] = b"\xff" * max(end - start, 0)
        return bytes(line)

    low, high = _straight_rows(cards, height_mm, dpi, first, stop)
    while low < high and not straight(low):
        low += 1
    while high > low and not straight(high - 1):
        high -= 1
    for row in (*range(first, low), *range(high, stop)):
        yield row, 1, pattern(row)
    if high > low:
        yield low, high - low, pattern(low)


def _straight_rows(cards: list[tuple[Rect, float, tuple[int, int]]], height_mm: float,
                   dpi: float, first: int, stop: int) -> tuple[int, int]:
    """The rows of [first, stop) whose centres lie between every card's corners, as
    [low, high), to within a row (the caller checks the ends)."""
    top = min(cell.top - r for cell, r, _ in cards)
    bottom = max(cell.y + r for cell, r, _ in cards)
    low = math.ceil((height_mm - top) / 25.4 * dpi - 0.5) + 1
    high = math.floor((height_mm - bottom) / 25.4 * dpi - 0.5)
    return max(low, first), max(min(high, stop), max(low, first))


def _round_span(cell: Rect, r: float, dy: float, dpi: float, x0: int, x1: int
                ) -> tuple[int, int]:
    """The pixels of [x0, x1) in a row `dy` mm past the straight part of a card's side
    whose centres lie inside its corners' circles of radius `r`."""

    def inside(column: int) -> bool:
        x = (column + 0.5) * 25.4 / dpi
        dx = x - min(max(x, cell.x + r), cell.right - r)
        return dx * dx + dy * dy <= r * r + 1e-12

    reach = math.sqrt(max(r * r + 1e-12 - dy * dy, 0.0))
    start = max(math.ceil((cell.x + r - reach) / 25.4 * dpi - 0.5) - 1, x0)
    while start < x1 and not inside(start):
        start += 1
    stop = min(math.floor((cell.right - r + reach) / 25.4 * dpi - 0.5) + 2, x1)
    while stop > start and not inside(stop - 1):
        stop -= 1
    return start, stop


_Image = tuple[str, str, list[Card], bool, tuple[int, int]]
"""(material, file name, its cards, backs?, the grid's columns and rows)."""


class CricutWriter:
    format = "cricut"

    def __init__(self, corner: float | None = None, **settings: object) -> None:
        self.corner = corner or 0.0
        self.cutter = load_cutter("cricut")
        self.notes: list[str] = []

    def _images(self, kit: Kit) -> list[_Image]:
        """(material, file name, cards, backs?, grid) for every image, in order."""
        assert self.cutter.max_image is not None
        images = []
        for material in card_materials(kit):
            cards = kit.cards(material)
            cols, rows = grid(self.cutter.max_image, self.cutter.gap, cards[0].width,
                              cards[0].height)
            if cols * rows == 0:
                raise UsageError(f"a {cards[0].width:g} x {cards[0].height:g} mm card is "
                                 "larger than Print Then Cut's largest image "
                                 f"({self.cutter.max_image[0]:g} x "
                                 f"{self.cutter.max_image[1]:g} mm)")
            per = cols * rows
            chunks = [cards[i:i + per] for i in range(0, len(cards), per)]
            images += [(material, f"{material}/fronts-{n:02d}.png", chunk, False, (cols, rows))
                       for n, chunk in enumerate(chunks, 1)]
            if not all(card.back for card in cards):
                continue
            if len({id(card.back) for card in cards}) == 1:
                # One back for the deck: a sheet of backs for a full image, and one for
                # the last image when it holds fewer, not the same picture again and again.
                sizes = dict.fromkeys(len(chunk) for chunk in chunks)
                images += [(material, f"{material}/backs-{size}.png", cards[:size], True,
                            (cols, rows)) for size in sizes]
                continue
            images += [(material, f"{material}/backs-{n:02d}.png", chunk, True, (cols, rows))
                       for n, chunk in enumerate(chunks, 1)]
        return images

    def page_count(self, kit: Kit, out: Path | None) -> int:
        return len(self._images(kit))

    def check_budget(self, kit: Kit, out: Path | None) -> None:
        if not card_materials(kit):
            raise UsageError("nothing to cut: the chosen materials have no cards")
        for material in card_materials(kit):
            card = kit.cards(material)[0]
            check_corner(self.corner, card.width, card.height)
        sizes = [(name, picture.width, picture.height)
                 for _, name, cards, backs, shape in self._images(kit)
                 for picture in (self._picture(cards, backs, shape[0]),)]
        check_pixels(sizes, self.cutter.dpi, "choose fewer materials with --only")

    def _picture(self, cards: list[Card], backs: bool, cols: int) -> Picture:
        """The image: cards left to right, top to bottom, `gap` apart, at trim. Each card's
        cell (its placement's clip, which the alpha follows) starts on a whole pixel and
        spans whole pixels (its trim rounded to the nearest, the card centred in it), so
        that a card's face, rasterised once, is set into the image as it is."""
        dpi = self.cutter.dpi
        w, h, gap = px(cards[0].width, dpi), px(cards[0].height, dpi), px(self.cutter.gap, dpi)
        used_cols, rows = min(cols, len(cards)), math.ceil(len(cards) / cols)
        size = (used_cols * w + (used_cols - 1) * gap, rows * h + (rows - 1) * gap)
        placements = []
        for index, card in enumerate(cards):
            col, row = index % cols, index // cols
            cell = Rect(to_mm(col * (w + gap), dpi), to_mm(size[1] - row * (h + gap) - h, dpi),
                        to_mm(w, dpi), to_mm(h, dpi))
            placements.append(centred(card.back if backs and card.back else card.front,
                                      card.width, card.height, cell))
        return Picture(size[0], size[1], dpi, tuple(placements), tiled=True)

    def _entry(self, image: _Image, picture: Picture) -> dict[str, Any]:
        """The manifest's line for one image."""
        material, name, cards, backs, _ = image
        return {"file": name, "material": material, "side": "back" if backs else "front",
                "cards": [card.index + 1 for card in cards],
                "size_mm": mm_pair(*picture.size_mm),
                "size_in": [round(v / 25.4, 3) for v in picture.size_mm],
                "size_px": [picture.width, picture.height], "dpi": picture.dpi,
                "corner_mm": self.corner}

    def render(self, kit: Kit, out: Path | None, progress: Progress | None
               ) -> Iterator[Output]:
        folder = default_folder(kit.game, out, self.format)
        images = self._images(kit)
        made = [self._picture(cards, backs, shape[0]) for _, _, cards, backs, shape in images]
        entries: list[dict[str, Any]] = []
        # RGBA pictures, each cut to its cards' rounded trims (each placement's clip is
        # its card's cell, opaque as drawn: `cut_corners`) before it is encoded; drawn,
        # cached and forked as every export's pictures are (`stream_pictures`).
        corner = self.corner

        def cut(picture: Picture, pixels: Pixmap, bands: Sequence[range] | None) -> None:
            cut_corners(pixels, [p.clip for p in picture.placements], corner, picture.dpi,
                        bands)

        pngs = stream_pictures(made, progress, Finish(f"cut corner {corner:g}", 4, cut))
        for image, picture, png in zip(images, made, pngs, strict=True):
            entries.append(self._entry(image, picture))
            yield Output(image[0], folder / image[1], png,
                         pixels=(picture.width, picture.height),
                         kind="back" if image[3] else "card")
        manifest = {"game": kit.game, "title": kit.title, "format": "cricut",
                    "max_image_mm": list(self.cutter.max_image or ()), "files": entries}
        yield Output("manifest", folder / "manifest.json",
                     (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode(),
                     kind="manifest")
        self.notes = [f"{len(images)} images for Print Then Cut, each within "
                      f"{self.cutter.max_image[0] / 25.4:g} × "
                      f"{self.cutter.max_image[1] / 25.4:g} in, {self.cutter.dpi} dpi; "
                      "upload each as a Print Then Cut image"] if self.cutter.max_image else []
