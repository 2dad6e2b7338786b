"""PNG files for print-on-demand services: one image per card face, one per other page.

Cards: `MATERIAL/001-front.png`... in deck order (so an upload keeps the order), each at
`dpi` with the kit's bleed around the trim (a poker card with 3 mm bleed is 815 x 1110 px
at 300 dpi); a back every card shares is `MATERIAL/back.png`, a back that differs per
card `MATERIAL/001-back.png`. Boards, dice nets, pads and other sheets: one image per
PDF page, `MATERIAL/page-1.png`. `manifest.json` lists every file with its card, its
size in mm and pixels, and its dpi.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wisegen.core.limits import check_pixels
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.picture_stream import stream_pictures
from wisegen.render.pictures import Picture, face_picture, px, stream_pages
from wisegen.render.pieces import Card, Drawer
from wisegen.render.writers import Output, Progress
from wisegen.render.writers.faces import (
    default_folder,
    digits,
    distinct,
    mm_pair,
    shared_back,
)

DEFAULT_DPI = 300


@dataclass
class _Image:
    """A file to make and its manifest entry; `picture` for a face, `page` otherwise."""

    material: str
    name: str
    kind: str
    entry: dict[str, Any]
    picture: Picture | None = None
    page: Page | None = None


class PngWriter:
    format = "png"

    def __init__(self, dpi: int | None = None, **settings: object) -> None:
        self.dpi = dpi or DEFAULT_DPI
        self.notes: list[str] = []
        self._planned: tuple[Kit, list[_Image]] | None = None

    def _plan(self, kit: Kit) -> list[_Image]:
        """Every image of `kit` and its manifest entry; planned once per kit (the budget
        check, the progress count and `render` all ask; 2,000 cards take a second)."""
        if self._planned is not None and self._planned[0] is kit:
            return self._planned[1]
        images: list[_Image] = []
        for material in kit.materials:
            cards = kit.cards(material)
            if cards:
                images += self._card_images(material, cards)
            else:
                images += self._page_images(kit, material)
        self._planned = (kit, images)
        return images

    def _card_images(self, material: str, cards: list[Card]) -> list[_Image]:
        """Fronts in deck order, each followed by its own back, or one shared back last."""
        faces = distinct(cards)
        width = digits(len(cards))
        shared = shared_back(cards)
        images: list[_Image] = []
        back_names: dict[int, str] = {}
        shared_image = None
        for face in faces:
            card = face.card
            number = f"{face.numbers[0]:0{width}d}"
            front = self._face(material, card, card.front, f"{material}/{number}-front.png",
                               "front", face.numbers)
            images.append(front)
            if card.back is None:
                continue
            key = id(card.back)
            if key not in back_names:
                back_names[key] = (f"{material}/back.png" if shared is not None
                                   else f"{material}/{number}-back.png")
                numbers = [n for f in faces if id(f.card.back) == key for n in f.numbers]
                back = self._face(material, card, card.back, back_names[key], "back", numbers)
                if shared is None:
                    images.append(back)
                else:
                    shared_image = back
            front.entry["back"] = back_names[key]
        if shared_image is not None:
            images.append(shared_image)
        return images

    def _face(self, material: str, card: Card, draw: Drawer, name: str, side: str,
              numbers: list[int]) -> _Image:
        size = (card.width + 2 * card.bleed, card.height + 2 * card.bleed)
        entry: dict[str, Any] = {"file": name, "material": material, "side": side}
        if side == "front":
            entry.update(card=numbers[0], name=card.name, copies=len(numbers))
        else:
            entry["cards"] = numbers
        entry.update(size_mm=mm_pair(*size), trim_mm=mm_pair(card.width, card.height),
                     bleed_mm=card.bleed, size_px=[px(size[0], self.dpi),
                                                   px(size[1], self.dpi)], dpi=self.dpi)
        picture = face_picture(draw, card.width, card.height, card.bleed, self.dpi)
        return _Image(material, name, "card" if side == "front" else "back", entry, picture)

    def _page_images(self, kit: Kit, material: str) -> list[_Image]:
        images = []
        for number, page in enumerate(kit.materials[material], 1):
            name = f"{material}/page-{number}.png"
            entry = {"file": name, "material": material, "page": number, "label": page.label,
                     "size_mm": mm_pair(page.width, page.height),
                     "size_px": [px(page.width, self.dpi), px(page.height, self.dpi)],
                     "dpi": self.dpi}
            images.append(_Image(material, name, "page", entry, page=page))
        return images

    def page_count(self, kit: Kit, out: Path | None) -> int:
        return len(self._plan(kit))

    def check_budget(self, kit: Kit, out: Path | None) -> None:
        """Refuse an image or a run over the pixel budget (`core.limits.check_pixels`)
        before any is drawn: every image's size is known from the kit alone."""
        check_pixels([(image.name, *image.entry["size_px"]) for image in self._plan(kit)],
                     self.dpi, "choose fewer materials with --only")

    def render(self, kit: Kit, out: Path | None, progress: Progress | None
               ) -> Iterator[Output]:
        """Each image as soon as it is encoded (faces, then pages), then the manifest:
        the caller writes each to disk, so they are never all in memory at once."""
        folder = default_folder(kit.game, out, self.format)
        images = self._plan(kit)
        faces = [image for image in images if image.picture is not None]
        pages = [image for image in images if image.page is not None]
        pngs = stream_pictures([image.picture for image in faces if image.picture], progress)
        for image, png in zip(faces, pngs, strict=True):
            yield self._output(folder, image, png)
        if pages:
            pdf = build_pdf([image.page for image in pages if image.page],
                            Metadata(kit.title, "pages"))
            sizes = [tuple(image.entry["size_px"]) for image in pages]
            for image, png in zip(pages, stream_pages(pdf, sizes, [self.dpi] * len(pages),
                                                      progress), strict=True):
                yield self._output(folder, image, png)
        manifest = {"game": kit.game, "title": kit.title, "format": "png", "dpi": self.dpi,
                    "files": [image.entry for image in images]}
        text = json.dumps(manifest, ensure_ascii=False, indent=1) + "\n"
        yield Output("manifest", folder / "manifest.json", text.encode(), kind="manifest")

    @staticmethod
    def _output(folder: Path, image: _Image, png: bytes) -> Output:
        return Output(image.material, folder / image.name, png,
                      pixels=tuple(image.entry["size_px"]), kind=image.kind)
