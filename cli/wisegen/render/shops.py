"""Print-shop profiles: what one service's upload asks for, read from its data file.

Each service is one file, `layouts/shops/<id>.yaml`, checked against
content/schemas/shop.schema.json (an unknown key is an error with file:line:column), then
against itself: a product's template pixels must be its trim plus bleed at the file's dpi,
so a typing slip in a size is caught where it is written, not in a rejected upload. A new
shop (a European one with 3 mm bleed) is a new file: the export and preflight read only
this model. Lengths are held in mm, text and line limits in pt.
"""

from __future__ import annotations

import os
import re
import string
from dataclasses import dataclass
from functools import cache
from math import log
from pathlib import Path
from typing import Any

from wisegen.core.yamlsafe import LoadedYaml, load_file
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.resources import layouts_dir

MM_PER = {"mm": 1.0, "in": 25.4, "pt": 25.4 / 72}
"""Millimetres in one of each unit a shop file may write."""
_LENGTH = re.compile(r"^([0-9]+(?:\.[0-9]+)?)(mm|in|pt)$")
NAMING_FIELDS = frozenset({"game", "product", "side", "index"})
"""What a file-name pattern may hold: `{game}/{side}/{index:03d}.png`."""
MAX_SHOPS = 200
"""Shop files read from one folder at most."""
PIXEL_SLACK = 1
"""Template pixels may differ from trim + bleed at the dpi by this much (rounding)."""


@dataclass(frozen=True)
class Product:
    """One card product a shop sells: sizes in mm, `pixels` for image uploads."""

    id: str
    name: str
    trim: tuple[float, float]
    bleed: float
    safe: float
    """How far inside the trim text and important art must stay."""
    pixels: tuple[int, int] | None = None

    @property
    def page(self) -> tuple[float, float]:
        """The uploaded face with its bleed, in mm."""
        return self.trim[0] + 2 * self.bleed, self.trim[1] + 2 * self.bleed


@dataclass(frozen=True)
class Delivery:
    """What one upload is."""

    kind: str
    """pdf | images"""
    colour: str
    pages: str
    """fronts-then-backs | front-back-pairs | one-back"""
    naming: str
    dpi: int
    pdfx: str | None = None
    max_ink: int = 300
    image_type: str | None = None


@dataclass(frozen=True)
class Limits:
    min_text_pt: float | None = None
    min_line_pt: float | None = None
    fonts_embedded: bool = False


@dataclass(frozen=True)
class Shop:
    id: str
    name: str
    template: str
    delivery: Delivery
    limits: Limits
    products: tuple[Product, ...]
    url: str | None = None
    source: str = ""
    """The file it was read from."""

    def product(self, product_id: str) -> Product:
        for product in self.products:
            if product.id == product_id:
                return product
        raise UsageError(f"{self.name} has no product {product_id!r}; choose from: "
                         f"{', '.join(p.id for p in self.products)}")

    def nearest(self, width: float, height: float) -> tuple[Product, bool]:
        """The product closest to a `width` x `height` mm card, and whether it is used
        turned (a landscape card on a portrait product). Closeness is the sides' log
        ratios, short side to short side, plus twice the shapes' log ratio: a square
        card goes on a square product even when a poker card is nearer in size."""
        short, long = sorted((width, height))

        def distance(product: Product) -> float:
            p_short, p_long = sorted(product.trim)
            return (abs(log(p_short / short)) + abs(log(p_long / long))
                    + 2 * abs(log(p_long / p_short * short / long)))

        best = min(self.products, key=distance)
        turned = (width > height) != (best.trim[0] > best.trim[1]) and width != height
        return best, turned


SHOPS_ENV = "WISEGEN_SHOPS"
"""A folder of a designer's own shop files, beside the shipped ones (same format)."""


def shops_dir() -> Path:
    return layouts_dir() / "shops"


def _files() -> dict[str, Path]:
    """Every shop file by id: the shipped ones, then `$WISEGEN_SHOPS`'s (a shipped id
    is not replaced: `--format thegamecrafter` always means the shipped profile)."""
    folders = [shops_dir()]
    extra = os.environ.get(SHOPS_ENV)
    if extra:
        folders.append(Path(extra))
    found: dict[str, Path] = {}
    for folder in folders:
        if folder.is_dir():
            for path in sorted(folder.glob("*.yaml"))[:MAX_SHOPS]:
                found.setdefault(path.stem, path)
    return found


def shops() -> list[str]:
    """The ids of the shop profiles, sorted."""
    return sorted(_files())


def load_shop(shop_id: str) -> Shop:
    """The profile `shop_id`; UsageError naming the others when there is none."""
    files = _files()
    if shop_id not in files:
        raise UsageError(f"unknown print shop {shop_id[:40]!r}; choose from: "
                         f"{', '.join(sorted(files))}")
    return _load(files[shop_id], files[shop_id].stat().st_mtime_ns)


@cache
def _load(path: Path, stamp: int) -> Shop:
    """One file read once per version (`stamp`: its modification time)."""
    return load_shop_file(path)


def load_shop_file(path: Path) -> Shop:
    """A shop profile from any file, schema-checked and self-consistent, or ContentError
    with every problem at its file:line:column."""
    from wisegen.core.schemas import validate_remembered

    doc = load_file(path)
    problems = validate_remembered(doc, "shop") if doc.value is not None else [
        Problem(str(path), None, None, "", "the file is empty", "schema")]
    if problems:
        raise ContentError(problems)
    shop = _build(doc.value, str(path))
    problems = _consistency(doc, shop, path)
    if problems:
        raise ContentError(problems)
    return shop


def length_mm(text: str) -> float:
    """`2.5in` -> 63.5 (mm); the schema has already checked the form."""
    match = _LENGTH.match(text)
    if match is None:
        raise UsageError(f"{text[:40]!r} is not a length such as 63mm, 2.5in or 3pt")
    return float(match.group(1)) * MM_PER[match.group(2)]


def _build(data: dict[str, Any], source: str) -> Shop:
    delivery = data["delivery"]
    limits = data["limits"]
    products = tuple(
        Product(item["id"], item["name"], (length_mm(item["trim"][0]),
                                           length_mm(item["trim"][1])),
                length_mm(item["bleed"]), length_mm(item["safe"]),
                tuple(item["pixels"]) if "pixels" in item else None)
        for item in data["products"])
    return Shop(
        id=data["id"], name=data["name"], template=data["template"], url=data.get("url"),
        source=source, products=products,
        delivery=Delivery(delivery["kind"], delivery["colour"], delivery["pages"],
                          delivery["naming"], delivery["dpi"], delivery.get("pdfx"),
                          delivery.get("max_ink", 300), delivery.get("image_type")),
        limits=Limits(_pt(limits.get("min_text")), _pt(limits.get("min_line")),
                      bool(limits.get("fonts_embedded", False))))


def _pt(text: str | None) -> float | None:
    return None if text is None else length_mm(text) / MM_PER["pt"]


def _consistency(doc: LoadedYaml, shop: Shop, path: Path) -> list[Problem]:
    """What the schema cannot say: the id is the file's name, product ids differ, the
    naming pattern holds known fields, images have pixels that match trim + bleed."""
    problems = []
    if shop.id != path.stem:
        problems.append(doc.problem(("id",), f"the id {shop.id!r} must be the file's name "
                                    f"({path.stem!r})", "shop"))
    problems += _naming_problems(doc, shop.delivery)
    seen: set[str] = set()
    for index, product in enumerate(shop.products):
        where = ("products", index)
        if product.id in seen:
            problems.append(doc.problem((*where, "id"), f"product {product.id!r} is listed "
                                        "twice", "shop"))
        seen.add(product.id)
        if 2 * product.safe >= min(product.trim):
            problems.append(doc.problem((*where, "safe"), "the safe margin leaves no room "
                                        "inside the trim", "shop"))
        problems += _pixel_problems(doc, shop.delivery, product, where)
    return problems


def _naming_problems(doc: LoadedYaml, delivery: Delivery) -> list[Problem]:
    problems = []
    try:
        fields = {name for _, name, _, _ in string.Formatter().parse(delivery.naming) if name}
    except ValueError as exc:
        return [doc.problem(("delivery", "naming"), f"the file-name pattern is not "
                            f"readable: {exc}", "shop")]
    unknown = fields - NAMING_FIELDS
    if unknown:
        problems.append(doc.problem(("delivery", "naming"), f"the file-name pattern may use "
                                    f"{', '.join(sorted(NAMING_FIELDS))}, not "
                                    f"{', '.join(sorted(unknown))}", "shop"))
    wanted = ".pdf" if delivery.kind == "pdf" else f".{delivery.image_type or 'png'}"
    if not delivery.naming.endswith(wanted):
        problems.append(doc.problem(("delivery", "naming"), f"a {delivery.kind} upload's "
                                    f"file names end in {wanted}", "shop"))
    if delivery.kind == "images" and "index" not in fields:
        problems.append(doc.problem(("delivery", "naming"), "one image per card needs "
                                    "{index} in its file names", "shop"))
    return problems


def _pixel_problems(doc: LoadedYaml, delivery: Delivery, product: Product,
                    where: tuple[str | int, ...]) -> list[Problem]:
    if delivery.kind != "images":
        return []
    if product.pixels is None:
        return [doc.problem(where, f"product {product.id!r}: an image upload needs the "
                            "template's pixels", "shop")]
    expected = tuple(round(side / 25.4 * delivery.dpi) for side in product.page)
    if any(abs(a - b) > PIXEL_SLACK for a, b in zip(product.pixels, expected, strict=True)):
        return [doc.problem((*where, "pixels"), f"{product.pixels[0]} x {product.pixels[1]} "
                            f"px is not the trim plus bleed at {delivery.dpi} dpi "
                            f"({expected[0]} x {expected[1]} px)", "shop")]
    return []
