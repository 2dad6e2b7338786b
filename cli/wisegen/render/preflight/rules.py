"""What a preflight holds a file against: one service's delivery, limits and products.

Lengths are kept in PDF points (1/72 in), the unit every PDF box and content stream
uses, so a check compares like with like; the service's own text ("0.125in") is kept
beside each value for the finding that quotes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wisegen.errors import UsageError


def shown(pt: float) -> str:
    """A length as a printer reads it: millimetres and inches."""
    return f"{pt * 25.4 / 72:.2f} mm ({pt / 72:.3f} in)"


@dataclass(frozen=True)
class Product:
    """A shop's product (render/shops.py `Product`, in mm) seen in PDF points, the unit
    every box and content stream the checks read is in: its trim, the bleed each side
    and the safe margin inside the trim. Made only by `rules_from_shop`."""

    id: str
    name: str
    trim: tuple[float, float]
    bleed: float
    safe: float
    pixels: tuple[int, int] | None = None

    @property
    def page(self) -> tuple[float, float]:
        """The page with its bleed, the size a print file's page (or image) must have."""
        return self.trim[0] + 2 * self.bleed, self.trim[1] + 2 * self.bleed

    def pixel_size(self, dpi: int) -> tuple[int, int]:
        """The template's pixel size: declared, or the page at `dpi`."""
        if self.pixels:
            return self.pixels
        return round(self.page[0] / 72 * dpi), round(self.page[1] / 72 * dpi)


@dataclass(frozen=True)
class Rules:
    """One service's rules as the checks use them."""

    id: str
    name: str
    kind: str = "pdf"
    pages: str = "front-back-pairs"
    pdfx: str | None = None
    colour: str = "rgb"
    max_ink: float = 300.0
    dpi: int = 300
    image_type: str | None = None
    min_text: float = 6.0
    min_line: float = 0.25
    fonts_embedded: bool = True
    products: tuple[Product, ...] = field(default_factory=tuple)

    def product(self, product_id: str | None) -> tuple[Product, ...]:
        """The products a file may be: all of them, or the one `--product` names."""
        if product_id is None:
            return self.products
        for product in self.products:
            if product.id == product_id:
                return (product,)
        known = ", ".join(p.id for p in self.products)
        raise UsageError(f"{self.name} has no product {product_id!r} (it has: {known})")


def rules_from_shop(shop: Any) -> Rules:
    """Rules from a loaded shop profile (render/shops.py: lengths in mm, limits in pt;
    a limit the shop does not state is not checked)."""
    mm = 72 / 25.4
    delivery, limits = shop.delivery, shop.limits
    return Rules(
        id=shop.id, name=shop.name, kind=delivery.kind, pdfx=delivery.pdfx,
        pages=delivery.pages,
        colour=delivery.colour, max_ink=float(delivery.max_ink), dpi=int(delivery.dpi),
        image_type=delivery.image_type, min_text=round(float(limits.min_text_pt or 0.0), 4),
        min_line=round(float(limits.min_line_pt or 0.0), 4),
        fonts_embedded=bool(limits.fonts_embedded),
        products=tuple(Product(p.id, p.name, (p.trim[0] * mm, p.trim[1] * mm),
                               p.bleed * mm, p.safe * mm,
                               (int(p.pixels[0]), int(p.pixels[1])) if p.pixels else None)
                       for p in shop.products))


def service_rules(service: str) -> Rules:
    """The rules of the shipped service `service` (UsageError naming the others)."""
    from wisegen.render.shops import load_shop

    return rules_from_shop(load_shop(service.strip().lower()))
