"""Writers turn a built `Kit` into files, one writer per output format.

A writer renders the kit into `Output`s (a list, or yielded one by one as they are made,
as the PNG writer does so that an export writes each to disk at once); the caller checks
the kit's findings (missing glyphs, words too long) and only then puts them in place,
atomically. To add a format, add a module here with a class that has `format`,
`page_count` and `render` (and takes its settings, such as `dpi`, as keyword
arguments), and name it in `WRITERS`. `wisegen print` writes the print formats,
`wisegen export` the image formats.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from wisegen.errors import UsageError
from wisegen.render.document import Page
from wisegen.render.kit import Kit

Progress = Callable[[int], None]


@dataclass(frozen=True)
class Output:
    """One file a writer made in memory: what it holds and where it goes."""

    material: str
    path: Path
    data: bytes
    pages: int = 1
    sheets: int = 0
    pixels: tuple[int, int] | None = None
    """An image's width and height."""
    kind: str = "pdf"
    """What the file is: pdf, card, back, page, sheet, die, object, manifest..."""


class Writer(Protocol):
    format: str
    notes: list[str]
    """What the report should add once `render` has run (where files must go...)."""

    def page_count(self, kit: Kit, out: Path | None) -> int:
        """How many pages `render` will draw (for a progress bar)."""
        ...

    def render(self, kit: Kit, out: Path | None, progress: Progress | None
               ) -> Iterable[Output]:
        """The files, in memory; a writer may yield them one by one as they are made."""
        ...


WRITERS: dict[str, str] = {
    "pdf": "wisegen.render.writers.pdf:PdfWriter",
    "png": "wisegen.render.writers.png:PngWriter",
    "tts": "wisegen.render.writers.tts:TtsWriter",
    "sheet": "wisegen.render.writers.sheet:SheetWriter",
    "silhouette": "wisegen.render.writers.cut_silhouette:SilhouetteWriter",
    "cricut": "wisegen.render.writers.cut_cricut:CricutWriter",
}
"""Format name -> `module:class`; imported only when that format is asked for."""
PRINT_FORMATS = ("pdf",)
EXPORT_FORMATS = ("png", "tts", "sheet", "silhouette", "cricut")
CARDS_ONLY = ("silhouette", "cricut")
"""Formats that draw only the cards of the chosen materials (`Material.cards`)."""
SHOP_WRITER = "wisegen.render.writers.shop:ShopWriter"
"""Every print shop's format (one data file each, layouts/shops/; render/shops.py)."""


def export_formats() -> tuple[str, ...]:
    """`EXPORT_FORMATS` and every print shop's id, read when asked (a new shop file,
    or one in $WISEGEN_SHOPS, is a format with no code change)."""
    from wisegen.render.shops import shops  # the shops' files, read only when asked

    return EXPORT_FORMATS + tuple(shop for shop in shops() if shop not in WRITERS)


def is_shop(fmt: str) -> bool:
    """A print shop's format (a shop file named like a built-in format does not count)."""
    from wisegen.render.shops import shops

    return fmt.lower() not in WRITERS and fmt.lower() in shops()


def check_format(fmt: str, allowed: tuple[str, ...], elsewhere: str | None = None) -> None:
    """UsageError unless `fmt` is one of `allowed` (saying where the other formats are)."""
    if fmt.lower() in allowed:
        return
    hint = ""
    if elsewhere and fmt.lower() in WRITERS:
        hint = f" ({fmt.lower()} is made by {elsewhere} {fmt.lower()})"
    raise UsageError(f"unknown format {fmt!r}; choose from: {', '.join(allowed)}{hint}")


def get_writer(fmt: str, **settings: object) -> Writer:
    import importlib

    target = WRITERS.get(fmt.lower())
    if target is None and is_shop(fmt):
        target, settings = SHOP_WRITER, {**settings, "shop": fmt.lower()}
    if target is None:
        raise UsageError(f"unknown format {fmt!r}; choose from: {', '.join(WRITERS)}")
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)(**settings)


def sheets(pages: list[Page]) -> int:
    """Sheets of paper: a back page prints on the sheet of the page before it."""
    return sum(not page.back for page in pages)
