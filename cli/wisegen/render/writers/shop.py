"""A print shop's upload: the kit's decks as that service's template asks, and the rulebook.

The kit was built again at the shop's product size (`shop_sheet`: the product nearest the
game's card, its bleed, and the boxes laid out inside its safe area, render/relayout.py),
so a face is drawn, never stretched, at exactly the template's size: an image upload gets
one file per card at the template's pixels (`delivery.naming`, one back when the deck
shares it), a PDF upload one file per deck with a page per face in the shop's order
(`delivery.pages`), each page the trim plus bleed with TrimBox and BleedBox. Every deck
says which product to order and how many cards (`order`). The rulebook goes beside it as
a booklet: its pages in reading order, with bleed, padded to a multiple of four.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.errors import UsageError
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.layout import load_layout
from wisegen.render.picture_stream import stream_pictures
from wisegen.render.pictures import Picture, centred, to_mm
from wisegen.render.pieces import Card, Drawer
from wisegen.render.shops import Product, Shop, load_shop
from wisegen.render.units import Rect, pt
from wisegen.render.writers import Output, Progress
from wisegen.render.writers.faces import card_materials, default_folder, shared_back

BOOKLET_MULTIPLE = 4
"""A folded, stapled booklet's pages come in fours (one sheet, both sides, folded)."""
SIZE_SLACK = 0.05
"""mm: a deck within this of the product's trim is at its size."""
NEAR = 0.03
"""A deck drawn at a size of its own (a rules card laid out for 63 x 88 mm) within this
share of the product's sides is scaled evenly to it; one further off is not a card the
shop makes (an A6 scoring card), and the report says so."""


def shop_sheet(game: str, shop_id: str, layout_file: Path | None,
               sheet: dict[str, Any]) -> dict[str, Any]:
    """The sheet overrides that build a kit at `shop_id`'s product nearest the game's
    card (or the `--card` asked for): that product's trim (turned for a landscape card),
    its bleed, and its safe margin, which makes the layout place its boxes again."""
    shop = load_shop(shop_id)
    asked = {key: value for key, value in sheet.items() if value is not None}
    if "bleed" in asked:
        raise UsageError(f"--bleed is set by {shop.name}'s template; leave it out")
    card = load_layout(game, layout_file, {"card": asked["card"]} if "card" in asked
                       else None).sheet
    product, turned = shop.nearest(card.card_width, card.card_height)
    width, height = reversed(product.trim) if turned else product.trim
    return {**sheet, "card": {"width": width, "height": height}, "bleed": product.bleed,
            "safe": product.safe}


@dataclass
class _Deck:
    """One card material as the shop takes it."""

    material: str
    name: str
    """The deck's name in file names: the game's id, with the material's when the kit
    has several decks."""
    product: Product
    cards: list[Card]

    @property
    def backs(self) -> list[Drawer]:
        """The backs to upload: one when every card shares it, else one per card."""
        shared = shared_back(self.cards)
        if shared is not None:
            return [shared]
        return [card.back for card in self.cards if card.back is not None]


class ShopWriter:
    def __init__(self, shop: str, dpi: int | None = None, **settings: object) -> None:
        self.shop: Shop = load_shop(shop)
        self.format = shop
        self.notes: list[str] = []
        self.order: list[dict[str, Any]] = []
        """Per deck: the product to order and how many cards (the report's answer)."""
        self._left_out: set[str] = set()
        """Decks of a size the shop does not make."""

    def _decks(self, kit: Kit) -> list[_Deck]:
        materials = card_materials(kit)
        decks = []
        for material in materials:
            cards = kit.cards(material)
            name = kit.game if len(materials) == 1 else f"{kit.game}-{material}"
            product, _ = self.shop.nearest(cards[0].width, cards[0].height)
            trim = _trim(cards[0], product)
            if abs(cards[0].width / trim[0] - 1) > NEAR or abs(cards[0].height / trim[1] - 1
                                                               ) > NEAR:
                self._left_out.add(f"{kit.names.get(material, material)} "
                                   f"({cards[0].width:g} × {cards[0].height:g} mm)")
                continue
            decks.append(_Deck(material, name, product, cards))
        return decks

    def page_count(self, kit: Kit, out: Path | None) -> int:
        decks = self._decks(kit)
        faces = sum(len(_distinct_fronts(deck.cards)) + len(deck.backs) for deck in decks)
        return faces + sum(len(kit.materials[name]) for name in _booklets(kit))

    def render(self, kit: Kit, out: Path | None, progress: Progress | None
               ) -> Iterator[Output]:
        folder = default_folder(kit.game, out, self.format)
        manifest: list[dict[str, Any]] = []
        decks = self._decks(kit)
        images = self._drawn(decks, progress)
        for deck in decks:
            self.order.append(self._order(kit, deck))
            if self.shop.delivery.kind == "pdf":
                outputs: Iterator[Output] = self._deck_pdf(kit, folder, deck, progress)
            else:
                outputs = self._deck_images(folder, deck, images)
            for output in outputs:
                manifest.append({"file": output.path.relative_to(folder).as_posix(),
                                 "deck": deck.material, "kind": output.kind,
                                 **({"px": list(output.pixels)} if output.pixels else {})})
                yield output
        for material in _booklets(kit):
            yield self._booklet(kit, folder, material, progress)
        self.notes += [f"Order from {self.shop.name}: {item['product_name']} × "
                       f"{item['cards']} cards ({item['deck']})" for item in self.order]
        self.notes += [f"Not a card size {self.shop.name} makes, left out: {deck}"
                       for deck in sorted(self._left_out)]
        text = json.dumps({"game": kit.game, "shop": self.shop.id, "template":
                           self.shop.template, "order": self.order, "files": manifest},
                          ensure_ascii=False, indent=1) + "\n"
        yield Output("manifest", folder / "manifest.json", text.encode(), kind="manifest")

    def _order(self, kit: Kit, deck: _Deck) -> dict[str, Any]:
        return {"deck": kit.names.get(deck.material, deck.material),
                "material": deck.material, "shop": self.shop.id,
                "product": deck.product.id, "product_name": deck.product.name,
                "cards": len(deck.cards), "faces": len(_distinct_fronts(deck.cards)),
                "backs": len(deck.backs)}

    def _file(self, deck: _Deck, side: str, index: int) -> str:
        return self.shop.delivery.naming.format(game=deck.name, product=deck.product.id,
                                                side=side, index=index)

    def _drawn(self, decks: list[_Deck], progress: Progress | None) -> Iterator[bytes]:
        """Every image deck's pictures as PNGs, in one stream (`_pictures`, deck after
        deck): a small deck drawn on its own after a large one (a rules card after the
        word cards) kept one core idle while it was drawn."""
        if self.shop.delivery.kind == "pdf":
            return iter(())
        return iter(stream_pictures([picture for deck in decks
                                     for picture in self._pictures(deck)], progress))

    def _pictures(self, deck: _Deck) -> list[Picture]:
        """A deck's faces: each distinct front, then the back or backs."""
        return [self._picture(deck, draw, False)
                for draw in _distinct_fronts(deck.cards).values()] + [
            self._picture(deck, draw, True) for draw in deck.backs]

    def _deck_images(self, folder: Path, deck: _Deck, images: Iterator[bytes]
                     ) -> Iterator[Output]:
        """One image per card at the template's pixels (a copy's file repeats the bytes
        drawn once), fronts in deck order, then the back or backs: the deck's PNGs, next
        in `images` in the order of `_pictures`."""
        backs = deck.backs
        width, height = deck.product.pixels or (0, 0)
        size = (width, height)
        left = Counter(id(card.front) for card in deck.cards)
        drawn: dict[int, bytes] = {}  # a front's image while a copy of it is still to come
        for index, card in enumerate(deck.cards, 1):
            key = id(card.front)
            data = drawn.pop(key) if key in drawn else self._encoded(next(images))
            left[key] -= 1
            if left[key]:
                drawn[key] = data
            yield Output(deck.material, folder / self._file(deck, "front", index), data,
                         pixels=size, kind="card")
        for index, _ in enumerate(backs, 1):
            yield Output(deck.material, folder / self._file(deck, "back", index),
                         self._encoded(next(images)), pixels=size, kind="back")

    def _encoded(self, png: bytes) -> bytes:
        """The image in the shop's file type: the PNG as drawn, or a JPEG of it (at the
        same dpi, best quality: a shop that asks for JPEG prints what it is sent)."""
        if self.shop.delivery.image_type != "jpg":
            return png
        import io

        from PIL import Image

        dpi = self.shop.delivery.dpi
        with Image.open(io.BytesIO(png)) as image:
            out = io.BytesIO()
            image.convert("RGB").save(out, "JPEG", quality=95, subsampling=0, dpi=(dpi, dpi))
        return out.getvalue()

    def _picture(self, deck: _Deck, draw: Drawer, back: bool) -> Picture:
        """A face at exactly the template's pixels, as the template stands (a landscape
        card turned onto a portrait product)."""
        width, height = deck.product.pixels or (0, 0)
        dpi = self.shop.delivery.dpi
        cell = Rect(0, 0, to_mm(width, dpi), to_mm(height, dpi))
        face = _face(draw, deck.cards[0], deck.product, back)
        return Picture(width, height, dpi, (centred(face, *deck.product.trim, cell),))

    def _deck_pdf(self, kit: Kit, folder: Path, deck: _Deck, progress: Progress | None
                  ) -> Iterator[Output]:
        """One file: a page per face, trim plus bleed, in the shop's order."""
        card = deck.cards[0]
        trim_w, trim_h = deck.product.trim
        bleed = deck.product.bleed

        def page(draw: Drawer, label: str, back: bool = False) -> Page:
            face = _face(draw, card, deck.product, back)
            trim = Rect(bleed, bleed, trim_w, trim_h)
            return Page(trim_w + 2 * bleed, trim_h + 2 * bleed,
                        lambda canvas: face(canvas, trim), label, trim=trim,
                        bleed=Rect(0, 0, trim_w + 2 * bleed, trim_h + 2 * bleed))

        fronts = [page(c.front, f"{deck.material} {i} front")
                  for i, c in enumerate(deck.cards, 1)]
        backs = [page(b, f"{deck.material} back", True) for b in deck.backs]
        pages = _ordered(fronts, backs, self.shop.delivery.pages)
        path = folder / self._file(deck, "cards", 1)
        data = self._pdf(pages, f"{kit.title} — {kit.names.get(deck.material, deck.material)}",
                         progress)
        yield Output(deck.material, path, data, len(pages), kind="pdf")

    def _pdf(self, pages: list[Page], title: str, progress: Progress | None) -> bytes:
        """PDF/X-1a (CMYK through the ICC profile, writers/pdfx.py) when the shop asks
        for it, else a plain PDF; in memory, as every writer's output is."""
        if self.shop.delivery.pdfx:
            from wisegen.render.writers.pdfx import build_pdfx  # littleCMS: when needed

            return build_pdfx(pages, title=title, subject=self.shop.name, progress=progress)
        return build_pdf(pages, Metadata(title, self.shop.name, author="", creator=""),
                         progress)

    def _booklet(self, kit: Kit, folder: Path, material: str, progress: Progress | None
                 ) -> Output:
        """The rulebook in reading order, each page with bleed (white paper beyond the
        trim) and TrimBox, blank pages closing it to a multiple of four."""
        bleed = self.shop.products[0].bleed
        pages = [_with_bleed(page, bleed) for page in kit.materials[material]]
        last = kit.materials[material][-1]
        while len(pages) % BOOKLET_MULTIPLE:
            pages.append(_with_bleed(Page(last.width, last.height, lambda canvas: None,
                                          "blank", booklet=True), bleed))
        name = f"{kit.game}-{material}-booklet.pdf"
        data = self._pdf(pages, f"{kit.title} — {kit.names.get(material, material)}",
                         progress)
        return Output(material, folder / name, data, len(pages), kind="booklet")


def _booklets(kit: Kit) -> list[str]:
    """The kit's books to read (pages marked `booklet`): its rulebooks."""
    return [name for name, pages in kit.materials.items()
            if pages and all(page.booklet for page in pages)]


def _distinct_fronts(cards: list[Card]) -> dict[int, Drawer]:
    """Each front drawn once (copies share their drawer), in deck order."""
    fronts: dict[int, Drawer] = {}
    for card in cards:
        fronts.setdefault(id(card.front), card.front)
    return fronts


def _trim(card: Card, product: Product) -> tuple[float, float]:
    width, height = product.trim
    return (height, width) if card.sideways != (width > height) else (width, height)


def _face(draw: Drawer, card: Card, product: Product, back: bool) -> Drawer:
    """`draw` on the product's trim as the template stands: scaled to it when the deck
    has a size of its own (`_covering`), and a landscape card on a portrait product
    turned a quarter, the front clockwise and the back anticlockwise, so that a card
    turned over sideways shows its back the right way up, as on the home-printed sheet."""
    face = _covering(draw, card, product)
    width, height = product.trim
    if card.sideways == (width > height) or card.width == card.height:
        return face
    angle = 90 if back else -90

    def turned(canvas: Canvas, trim: Rect) -> None:
        canvas.saveState()
        canvas.translate(pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2))
        canvas.rotate(angle)
        face(canvas, Rect(-trim.height / 2, -trim.width / 2, trim.height, trim.width))
        canvas.restoreState()

    return turned


def _covering(draw: Drawer, card: Card, product: Product) -> Drawer:
    """`draw` as the product's face: as it is when the deck was built at the product's
    size; a deck drawn at a size of its own (a rules card laid out for poker cards) is
    scaled evenly to cover the trim, centred, never stretched."""
    trim_w, trim_h = _trim(card, product)
    if abs(card.width - trim_w) < SIZE_SLACK and abs(card.height - trim_h) < SIZE_SLACK:
        return draw
    scale = max(trim_w / card.width, trim_h / card.height)

    def covered(canvas: Canvas, trim: Rect) -> None:
        canvas.saveState()
        canvas.translate(pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2))
        canvas.scale(scale, scale)
        draw(canvas, Rect(-card.width / 2, -card.height / 2, card.width, card.height))
        canvas.restoreState()

    return covered


def _ordered(fronts: list[Page], backs: list[Page], order: str) -> list[Page]:
    """fronts-then-backs: every front, then the backs (one when shared); front-back-pairs:
    each front followed by its back (the shared back repeated); one-back: the fronts and
    the one back."""
    if order == "front-back-pairs":
        pairs = [(front, backs[i] if len(backs) > 1 else backs[0])
                 for i, front in enumerate(fronts)] if backs else [(f, None) for f in fronts]
        return [page for pair in pairs for page in pair if page is not None]
    if order == "one-back":
        return fronts + backs[:1]
    return fronts + backs


def _with_bleed(page: Page, bleed: float) -> Page:
    """`page` on a sheet `bleed` mm larger each side, its own size the TrimBox."""
    trim = Rect(bleed, bleed, page.width, page.height)
    draw: Callable[[Canvas], None] = page.draw

    def shifted(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.translate(pt(bleed), pt(bleed))
        draw(canvas)
        canvas.restoreState()

    return Page(page.width + 2 * bleed, page.height + 2 * bleed, shifted, page.label,
                trim=trim, bleed=Rect(0, 0, page.width + 2 * bleed, page.height + 2 * bleed),
                booklet=True)
