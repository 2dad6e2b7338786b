"""Preflight of a folder of images: each one's template size, bleed, file type, colour
mode, resolution, total ink (CMYK) and the art in the band outside the safe line.

An image carries no text objects, so the safe-area check is the pixel one alone (it
sees words as ink too); fonts and line widths do not apply to pixels.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
from PIL import Image

from wisegen.core.limits import MAX_IMAGE_PIXELS
from wisegen.errors import UsageError
from wisegen.render.preflight.findings import Finding, Report
from wisegen.render.preflight.geometry import Placement, place_image
from wisegen.render.preflight.pixels import ART_SLACK, art_outside
from wisegen.render.preflight.rules import Product, Rules, shown

SUFFIXES = {".png": "png", ".jpg": "jpg", ".jpeg": "jpg", ".tif": "tif", ".tiff": "tif"}
MAX_IMAGES = 5000
IMAGE_CHECKS = ["size", "bleed", "safe-art", "file-type", "colour", "resolution", "ink"]
ART_DPI = 100


def image_files(folder: Path) -> list[Path]:
    """The images in `folder` and its subfolders (the shops' naming nests them by side),
    in name order; an empty folder is an error, not a pass."""
    files = sorted(p for p in folder.rglob("*") if p.suffix.lower() in SUFFIXES
                   and p.is_file())
    if not files:
        raise UsageError(f"{folder} holds no images (.png, .jpg, .tif)")
    if len(files) > MAX_IMAGES:
        raise UsageError(f"{folder} holds {len(files):,} images; at most {MAX_IMAGES:,} "
                         "are checked at once")
    return files


def preflight_images(folder: Path, rules: Rules, product: str | None,
                     step: Callable[[int], None] | None = None,
                     announce: Callable[[int], None] | None = None) -> Report:
    products = rules.product(product)
    files = image_files(folder)
    report = Report(str(folder), rules.id, rules.name, "images", units=len(files),
                    checks=IMAGE_CHECKS)
    if announce and len(files) > 1:
        announce(len(files))
    if rules.kind != "images":
        report.findings.append(Finding("delivery", "the folder", f"{rules.name} takes "
                                       f"{rules.kind}, not images", "a folder of images",
                                       f"Export the cards as one {rules.kind.upper()} in "
                                       "the service's page size instead."))
    others = sorted(p.name for p in folder.rglob("*") if p.is_file()
                    and p.suffix.lower() not in SUFFIXES and not p.name.startswith("."))
    if others:
        listed = ", ".join(others[:3]) + (f" and {len(others) - 3} more" if len(others) > 3
                                          else "")
        report.notes.append(f"not images, not checked here: {listed}")
    for path in files:
        where = str(path.relative_to(folder))
        report.findings += _one(where, path, rules, products, report)
        if step:
            step(1)
    return report


def _open(path: Path, where: str) -> Image.Image:

    try:
        picture = Image.open(path)
        if picture.width * picture.height > MAX_IMAGE_PIXELS:
            raise UsageError(f"{where}: {picture.width} × {picture.height} px is over the "
                             f"limit of {MAX_IMAGE_PIXELS // 10**6} Mpx per image")
        picture.load()
    except UsageError:
        raise
    except Exception as exc:  # Pillow raises many kinds for a broken file
        raise UsageError(f"{where}: not a readable image ({exc.__class__.__name__})") from None
    return picture


def _one(where: str, path: Path, rules: Rules, products: tuple[Product, ...],
         report: Report) -> list[Finding]:
    picture = _open(path, where)
    found: list[Finding] = []
    kind = SUFFIXES[path.suffix.lower()]
    if rules.image_type and kind != rules.image_type:
        found.append(Finding("file-type", where, f"images are {rules.image_type.upper()}",
                             f"a {kind.upper()} file", f"Save the card as "
                             f"{rules.image_type.upper()}."))
    placement = place_image(where, picture.size, rules.dpi, products)
    found += placement.findings
    if placement.product is not None:
        name = placement.product.name
        report.products[name] = report.products.get(name, 0) + 1
    found += _colour(where, picture, rules)
    if placement.product is not None:
        found += _resolution(where, picture, rules)
        found += _art(where, picture, placement)
    return found


def _colour(where: str, picture: Image.Image, rules: Rules) -> list[Finding]:
    found = []
    mode = picture.mode
    if rules.colour == "cmyk" and mode != "CMYK":
        found.append(Finding("colour", where, "images are CMYK", f"a {mode} image",
                             "Convert the image to CMYK with the printer's profile."))
    if rules.colour == "rgb" and mode == "CMYK":
        found.append(Finding("colour", where, "images are RGB", "a CMYK image",
                             "Save the image as RGB."))
    if mode == "CMYK":
        ink = float(np.asarray(picture, dtype=np.uint16).sum(axis=2).max()) * 100 / 255
        if ink > rules.max_ink + 0.5:
            found.append(Finding("ink", where, f"total ink at most {rules.max_ink:g} %",
                                 f"{ink:.0f} % at the darkest", f"Lower the darkest colours "
                                 f"to {rules.max_ink:g} % in total."))
    return found


def _resolution(where: str, picture: Image.Image, rules: Rules) -> list[Finding]:
    dpi = picture.info.get("dpi")
    try:
        stated = float(dpi[0]) if dpi else None
    except (TypeError, ValueError, IndexError):
        stated = None
    if stated is None or stated >= rules.dpi - 1 or stated < 1:
        return []
    return [Finding("resolution", where, f"images at {rules.dpi} dpi",
                    f"the file says {stated:.0f} dpi",
                    f"Save the image at {rules.dpi} dpi (its pixel size is right).")]


def _art(where: str, picture: Image.Image, placement: Placement) -> list[Finding]:
    product = placement.product
    safe = placement.safe_within(ART_SLACK)
    if product is None or product.safe <= 0 or safe is None:
        return []
    scale = picture.width / (placement.trim[2] + placement.trim[0])
    small = max(1, round(scale / (ART_DPI / 72)))
    rgb = np.asarray(picture.convert("RGB").reduce(small))
    factor = scale / small

    def pixels(rect: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        return (int(rect[0] * factor), int(rect[1] * factor), int(np.ceil(rect[2] * factor)),
                int(np.ceil(rect[3] * factor)))

    art = art_outside(rgb, pixels(placement.trim), pixels(safe), [], factor)
    if art is None:
        return []
    margin = shown(product.safe)
    return [Finding("safe-art", where, f"text and important art stay {margin} inside the "
                    "trim; only background may run into the bleed",
                    art.found(),
                    "Pull text, frames and pictures inside the safe line, or run them on "
                    "past the cut into the bleed.")]
