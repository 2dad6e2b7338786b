"""`export --format cricut`: card images for Cricut Design Space's Print Then Cut.

Design Space cuts an uploaded "Print Then Cut image" along the outline of its opaque
pixels, and prints it with its own registration frame and bleed. So each image here is
cards at their trim (no bleed of ours: Design Space adds its own around each outline),
each card opaque and rounded to `--corner`, on a transparent background, the cards of
one image apart by the profile's gap so their bleeds never meet and each outline is cut
on its own. Every image is within Design Space's largest Print Then Cut image (the
cutter profile's `max_image`) and carries its resolution (pHYs, 300 dpi), so it imports
at its real size. Per deck: `MATERIAL/fronts-01.png`..., `MATERIAL/backs-01.png`...
(the same grid) and `manifest.json`.
"""

from __future__ import annotations

import io
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
from wisegen.render.pictures import Picture, Placement, pictures_pdf, px, rasterise, to_mm
from wisegen.render.pieces import Card
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


def alpha_mask(shape: tuple[int, int], cells: list[Rect], corner: float, dpi: float
               ) -> np.ndarray:
    """Opaque (255) inside each card's rounded trim, transparent elsewhere: a pixel is
    in when its centre is."""
    height, width = shape
    ys = (height - np.arange(height) - 0.5)[:, None] * 25.4 / dpi  # mm from the bottom
    xs = (np.arange(width) + 0.5)[None, :] * 25.4 / dpi
    inside = np.zeros(shape, dtype=bool)
    for cell in cells:
        r = min(corner, cell.width / 2, cell.height / 2)
        cx = np.clip(xs, cell.x + r, cell.right - r)
        cy = np.clip(ys, cell.y + r, cell.top - r)
        within = (xs >= cell.x) & (xs <= cell.right) & (ys >= cell.y) & (ys <= cell.top)
        inside |= within & ((xs - cx) ** 2 + (ys - cy) ** 2 <= r * r + 1e-12)
    return np.where(inside, 255, 0).astype(np.uint8)


def encode_rgba(rgb: np.ndarray, alpha: np.ndarray, dpi: int) -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.fromarray(np.dstack([rgb, alpha]), "RGBA").save(buffer, "PNG", dpi=(dpi, dpi),
                                                          optimize=False, compress_level=1)
    return buffer.getvalue()


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
            for side in ("fronts", "backs"):
                if side == "backs" and not all(card.back for card in cards):
                    continue
                images += [(material, f"{material}/{side}-{n:02d}.png", chunk,
                            side == "backs", (cols, rows)) for n, chunk in enumerate(chunks, 1)]
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
        """The image: cards left to right, top to bottom, `gap` apart, at trim."""
        dpi, gap = self.cutter.dpi, self.cutter.gap
        w, h = cards[0].width, cards[0].height
        used_cols, rows = min(cols, len(cards)), math.ceil(len(cards) / cols)
        size = (px(used_cols * w + (used_cols - 1) * gap, dpi),
                px(rows * h + (rows - 1) * gap, dpi))
        height_mm = to_mm(size[1], dpi)
        cells, placements = [], []
        for index, card in enumerate(cards):
            col, row = index % cols, index // cols
            cell = Rect(col * (w + gap), height_mm - (row + 1) * h - row * gap, w, h)
            draw = card.back if backs and card.back else card.front
            cells.append(cell)
            placements.append(Placement(draw, cell, cell))
        return Picture(size[0], size[1], dpi, tuple(placements)), cells

    def _encode(self, rgb: np.ndarray, cells: list[Rect], dpi: float) -> bytes:
        return encode_rgba(rgb, alpha_mask(rgb.shape[:2], cells, self.corner, dpi),
                           self.cutter.dpi)

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
        pictures = [picture for picture, _ in made]
        entries: list[dict[str, Any]] = []
        pdf = pictures_pdf(pictures)
        arrays = rasterise(pdf, [(p.width, p.height) for p in pictures])
        # Encoding (zlib, which releases the GIL) runs on the second core while pdfium
        # draws the next image; at most two wait, so memory stays bounded.
        with ThreadPoolExecutor(2) as pool:
            pending: deque[Future[bytes]] = deque()
            for (picture, cells), rgb in zip(made, arrays, strict=True):
                pending.append(pool.submit(self._encode, rgb, cells, picture.dpi))
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
