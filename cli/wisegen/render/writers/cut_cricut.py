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

import json
import math
from collections import deque
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from wisegen.core.limits import check_pixels
from wisegen.errors import UsageError
from wisegen.render.cutters import load_cutter
from wisegen.render.kit import Kit
from wisegen.render.pictures import (
    Picture,
    centred,
    pictures_document,
    px,
    rasterise,
    to_mm,
)
from wisegen.render.pieces import Card
from wisegen.render.png import encode_png
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


def alpha_mask(shape: tuple[int, int], cells: list[Rect], corner: float, dpi: float
               ) -> np.ndarray:
    """Opaque (255) inside each card's rounded trim, transparent elsewhere: a pixel is
    in when its centre is. Only each card's own pixels are looked at."""
    height, width = shape
    mask = np.zeros(shape, dtype=np.uint8)
    for cell in cells:
        x0, x1 = _span(cell.x, cell.right, dpi, width)
        # rows count down from the top: the cell's top edge is the smaller row
        y0, y1 = _span(to_mm(height, dpi) - cell.top, to_mm(height, dpi) - cell.y, dpi,
                       height)
        mask[y0:y1, x0:x1] = 255
        r = min(corner, cell.width / 2, cell.height / 2)
        if r <= 0:
            continue
        band = math.ceil(r / 25.4 * dpi) + 1  # the corner squares, in pixels
        for cols in (slice(x0, min(x0 + band, x1)), slice(max(x1 - band, x0), x1)):
            for rows in (slice(y0, min(y0 + band, y1)), slice(max(y1 - band, y0), y1)):
                xs = (np.arange(cols.start, cols.stop) + 0.5) * 25.4 / dpi
                ys = to_mm(height, dpi) - (np.arange(rows.start, rows.stop) + 0.5) * 25.4 / dpi
                cx = np.clip(xs, cell.x + r, cell.right - r)[None, :]
                cy = np.clip(ys, cell.y + r, cell.top - r)[:, None]
                outside = (xs[None, :] - cx) ** 2 + (ys[:, None] - cy) ** 2 > r * r + 1e-12
                mask[rows, cols][outside] = 0
    return mask


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
                 for picture in (self._picture(cards, backs, shape[0])[0],)]
        check_pixels(sizes, self.cutter.dpi, "choose fewer materials with --only")

    def _picture(self, cards: list[Card], backs: bool, cols: int) -> tuple[Picture, list[Rect]]:
        """The image: cards left to right, top to bottom, `gap` apart, at trim. Each card's
        cell starts on a whole pixel and spans whole pixels (its trim rounded to the
        nearest, the card centred in it), so that a card's face, rasterised once, is set
        into the image as it is."""
        dpi = self.cutter.dpi
        w, h, gap = px(cards[0].width, dpi), px(cards[0].height, dpi), px(self.cutter.gap, dpi)
        used_cols, rows = min(cols, len(cards)), math.ceil(len(cards) / cols)
        size = (used_cols * w + (used_cols - 1) * gap, rows * h + (rows - 1) * gap)
        cells, placements = [], []
        for index, card in enumerate(cards):
            col, row = index % cols, index // cols
            cell = Rect(to_mm(col * (w + gap), dpi), to_mm(size[1] - row * (h + gap) - h, dpi),
                        to_mm(w, dpi), to_mm(h, dpi))
            cells.append(cell)
            placements.append(centred(card.back if backs and card.back else card.front,
                                      card.width, card.height, cell))
        return Picture(size[0], size[1], dpi, tuple(placements), tiled=True), cells

    def _output(self, folder: Path, images: list[_Image], made: list[tuple[Picture, list[Rect]]],
                pending: deque[Future[bytes]], entries: list[dict[str, Any]],
                progress: Progress | None) -> Output:
        """The next image in order, once encoded, with its manifest entry."""
        png = pending.popleft().result()
        index = len(entries)
        material, name, cards, backs, _ = images[index]
        picture = made[index][0]
        entries.append({"file": name, "material": material, "side": "back" if backs else "front",
                        "cards": [card.index + 1 for card in cards],
                        "size_mm": mm_pair(*picture.size_mm),
                        "size_in": [round(v / 25.4, 3) for v in picture.size_mm],
                        "size_px": [picture.width, picture.height], "dpi": picture.dpi,
                        "corner_mm": self.corner})
        if progress:
            progress(1)
        return Output(material, folder / name, png, pixels=(picture.width, picture.height),
                      kind="back" if backs else "card")

    def render(self, kit: Kit, out: Path | None, progress: Progress | None
               ) -> Iterator[Output]:
        folder = default_folder(kit.game, out, self.format)
        images = self._images(kit)
        made = [self._picture(cards, backs, shape[0]) for _, _, cards, backs, shape in images]
        entries: list[dict[str, Any]] = []
        pdf, tiles = pictures_document([picture for picture, _ in made])
        images_drawn = rasterise(pdf, [(p.width, p.height) for p, _ in made], tiles, 4)
        # Encoding (the deflater releases the GIL) runs on the second core while pdfium
        # draws the next image; at most two wait, so memory stays bounded.
        with ThreadPoolExecutor(2) as pool:
            pending: deque[Future[bytes]] = deque()
            for (picture, cells), image in zip(made, images_drawn, strict=True):
                image[:, :, 3] = alpha_mask(image.shape[:2], cells, self.corner, picture.dpi)
                pending.append(pool.submit(encode_png, image, self.cutter.dpi))
                while len(pending) > 2:
                    yield self._output(folder, images, made, pending, entries, progress)
            while pending:
                yield self._output(folder, images, made, pending, entries, progress)
        manifest = {"game": kit.game, "title": kit.title, "format": "cricut",
                    "max_image_mm": list(self.cutter.max_image or ()), "files": entries}
        yield Output("manifest", folder / "manifest.json",
                     (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode(),
                     kind="manifest")
        self.notes = [f"{len(images)} images for Print Then Cut, each within "
                      f"{self.cutter.max_image[0] / 25.4:g} × "
                      f"{self.cutter.max_image[1] / 25.4:g} in, {self.cutter.dpi} dpi; "
                      "upload each as a Print Then Cut image"] if self.cutter.max_image else []
