"""Which product a page or image is, where its trim lies, and whether it has its bleed.

A print file's page is the product's trim plus the bleed on every side; a page the size
of the trim alone has no bleed, and any other size is no product of the service. When a
PDF declares its TrimBox and BleedBox those are used; otherwise the trim is inferred
from the page size. Sizes match within half a millimetre, either way round.
"""

from __future__ import annotations

from dataclasses import dataclass

from wisegen.render.preflight.findings import Finding
from wisegen.render.preflight.rules import Product, shown

TOLERANCE = 1.5
"""Points (about 0.5 mm) two sizes may differ by and still be the same product."""
Rect = tuple[float, float, float, float]


def same(size: tuple[float, float], wanted: tuple[float, float], tol: float = TOLERANCE) -> bool:
    """`size` is `wanted`, portrait or landscape."""
    return any(abs(size[0] - w) <= tol and abs(size[1] - h) <= tol
               for w, h in (wanted, wanted[::-1]))


def size_mm(size: tuple[float, float]) -> str:
    return f"{size[0] * 25.4 / 72:.2f} × {size[1] * 25.4 / 72:.2f} mm"


@dataclass(frozen=True)
class Placement:
    """A page's product (None: no product of the service) and its trim and safe areas."""

    product: Product | None
    trim: Rect
    findings: tuple[Finding, ...] = ()

    @property
    def safe(self) -> Rect | None:
        return self.safe_within(0.0)

    def safe_within(self, slack: float) -> Rect | None:
        """The safe area grown by `slack` points towards the cut (None: no product)."""
        if self.product is None:
            return None
        s = self.product.safe - slack
        x0, y0, x1, y1 = self.trim
        return x0 + s, y0 + s, x1 - s, y1 - s


def _inset(rect: Rect, by: float) -> Rect:
    return rect[0] + by, rect[1] + by, rect[2] - by, rect[3] - by


def _size(rect: Rect) -> tuple[float, float]:
    return rect[2] - rect[0], rect[3] - rect[1]


def _wrong_size(where: str, found: tuple[float, float], products: tuple[Product, ...],
                what: str) -> Finding:
    trim = what == "trim box"
    sizes = "; ".join(f"{p.name}: {size_mm(p.trim if trim else p.page)}"
                      for p in products)
    example = products[0] if products else None
    if example is None:
        fix = "Choose a product the service offers."
    elif trim:
        fix = (f"Make the trim box a product's trim, e.g. {size_mm(example.trim)} for "
               f"{example.name}, with the bleed around it.")
    else:
        fix = (f"Make each page a product's trim plus its bleed on every side, e.g. "
               f"{size_mm(example.page)} for {example.name}.")
    rule = "a product's trim" if trim else "a product's trim plus bleed"
    return Finding("size", where, f"the {what} is {rule} ({sizes})",
                   f"the {what} is {size_mm(found)}, which is no product", fix)


def _no_bleed(where: str, product: Product) -> Finding:
    return Finding("bleed", where, f"{shown(product.bleed)} of bleed beyond the trim on "
                   f"every side ({product.name}: page {size_mm(product.page)})",
                   f"the page is the trim size ({size_mm(product.trim)}): no bleed",
                   f"Extend the background {shown(product.bleed)} past each cut edge and "
                   f"make the page {size_mm(product.page)}.")


def place_page(where: str, page: Rect, trim_box: Rect | None, bleed_box: Rect | None,
               products: tuple[Product, ...]) -> Placement:
    """The product and trim of a PDF page, from its TrimBox or its size."""
    if trim_box is not None:
        for product in products:
            if same(_size(trim_box), product.trim):
                return Placement(product, trim_box,
                                 _box_bleed(where, trim_box, bleed_box or page, product))
        return Placement(None, trim_box, (_wrong_size(where, _size(trim_box), products,
                                                      "trim box"),))
    for product in products:
        if same(_size(page), product.page):
            return Placement(product, _inset(page, product.bleed))
    for product in products:
        if same(_size(page), product.trim) and product.bleed > 0:
            return Placement(product, page, (_no_bleed(where, product),))
    return Placement(None, page, (_wrong_size(where, _size(page), products, "page"),))


def _box_bleed(where: str, trim: Rect, bleed: Rect, product: Product) -> tuple[Finding, ...]:
    margins = (trim[0] - bleed[0], trim[1] - bleed[1], bleed[2] - trim[2], bleed[3] - trim[3])
    least = min(margins)
    if least >= product.bleed - TOLERANCE:
        return ()
    if least <= TOLERANCE:
        return (_no_bleed(where, product),)
    return (Finding("bleed", where, f"{shown(product.bleed)} of bleed beyond the trim on "
                    f"every side ({product.name})",
                    f"the bleed box reaches only {shown(least)} past the trim",
                    f"Extend the background {shown(product.bleed)} past each cut edge "
                    "and set the bleed box to match."),)


def place_image(where: str, pixels: tuple[int, int], dpi: int,
                products: tuple[Product, ...]) -> Placement:
    """The product of an image from its pixel size (the template's, at the shop's dpi)."""
    for product in products:
        wanted = product.pixel_size(dpi)
        if same((float(pixels[0]), float(pixels[1])), (float(wanted[0]), float(wanted[1])),
                tol=2.0):
            scale = max(wanted) / max(product.page)  # pixels per point
            page = (0.0, 0.0, pixels[0] / scale, pixels[1] / scale)
            return Placement(product, _inset(page, product.bleed))
    for product in products:
        trim_px = (product.trim[0] / 72 * dpi, product.trim[1] / 72 * dpi)
        if same((float(pixels[0]), float(pixels[1])), trim_px, tol=3.0):
            page = (0.0, 0.0, pixels[0] * 72 / dpi, pixels[1] * 72 / dpi)
            return Placement(product, page, (_no_bleed(where, product),))
    sizes = "; ".join(f"{p.name}: {p.pixel_size(dpi)[0]} × {p.pixel_size(dpi)[1]} px"
                      for p in products)
    example = products[0] if products else None
    fix = (f"Export each card at {example.pixel_size(dpi)[0]} × "
           f"{example.pixel_size(dpi)[1]} px ({example.name}, with bleed, {dpi} dpi)."
           if example else "Choose a product the service offers.")
    finding = Finding("size", where, f"an image is a product's template size ({sizes})",
                      f"the image is {pixels[0]} × {pixels[1]} px, which is no product", fix)
    return Placement(None, (0.0, 0.0, pixels[0] * 72 / dpi, pixels[1] * 72 / dpi), (finding,))
