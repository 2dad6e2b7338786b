"""Pages -> one deterministic PDF (bytes). ReportLab's invariant mode fixes dates and ids,
so the same inputs give byte-identical files."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab import rl_config
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fonts import font_name
from wisegen.render.pieces import Card, Die
from wisegen.render.units import Rect, pt

# Compressed streams stay binary: ASCII85 would make them a quarter bigger, and slower to
# write, for the sake of 7-bit channels no printer uses (every wisegen PDF is made here).
rl_config.useA85 = 0

Drawer = Callable[[Canvas], None]
Progress = Callable[[int], None]


@dataclass(frozen=True)
class Part:
    """What a one-sided page shows, as a piece of `width` x `height` mm that can be drawn
    anywhere: `draw(canvas, area)` fills `area` (mm), `title` says what it is."""

    width: float
    height: float
    title: str
    draw: Callable[[Canvas, Rect], None]


@dataclass(frozen=True)
class Page:
    """One PDF page: its size in mm, what to draw, and its print boxes."""

    width: float
    height: float
    draw: Drawer
    label: str
    trim: Rect | None = None
    bleed: Rect | None = None
    back: bool = False
    """True for the back side of a duplex sheet (it does not add a sheet of paper)."""
    cards: tuple[Card, ...] = ()
    """The cards whose fronts this page shows (a fold page: fronts and backs)."""
    dice: tuple[Die, ...] = ()
    """The dice whose nets this page shows."""
    copies: int = 1
    """How many to print of this page: a pad page prints once per team or game."""
    booklet: bool = False
    """A page to read (a rulebook's): it may print back to back with the next one."""
    part: Part | None = None
    """A small one-sided piece (a die net, pawns): the combined file may gang it onto a
    sheet shared with other parts instead of giving it a page of its own."""
    whole: Part | None = None
    """The whole board a tiled page shows a window of, for a writer that draws a board
    in one piece (Tabletop Simulator)."""

    @property
    def media(self) -> Rect:
        return Rect(0, 0, self.width, self.height)


@dataclass(frozen=True)
class Metadata:
    title: str
    subject: str
    author: str = "wisegen"
    keywords: str = ""
    creator: str = "wisegen"
    """The program named as Creator and Producer; empty for a file a print shop receives."""


def page_boxes(page: Page) -> tuple[Rect, Rect]:
    """(trim, bleed): the page's own, the bleed grown to hold the trim and kept on the
    page, nested inside the MediaBox as PDF/X wants them (a page without a trim is
    trimmed at its edge)."""
    media = page.media
    trim = page.trim or media
    bleed = page.bleed or trim
    left = max(media.x, min(bleed.x, trim.x))
    bottom = max(media.y, min(bleed.y, trim.y))
    right = min(media.x + media.width, max(bleed.x + bleed.width, trim.x + trim.width))
    top = min(media.y + media.height, max(bleed.y + bleed.height, trim.y + trim.height))
    return trim, Rect(left, bottom, right - left, top - bottom)


def draw_page(canvas: Canvas, page: Page) -> None:
    """One page onto the canvas: its size, TrimBox, BleedBox and CropBox, its drawing;
    every PDF writer (plain and PDF/X) places pages this one way."""
    canvas.setPageSize((pt(page.width), pt(page.height)))
    trim, bleed = page_boxes(page)
    canvas.setTrimBox(trim.points())
    canvas.setBleedBox(bleed.points())
    canvas.setCropBox(page.media.points())
    page.draw(canvas)
    canvas.showPage()


def build_pdf(pages: Sequence[Page], meta: Metadata, progress: Progress | None = None,
              bookmarks: Sequence[tuple[int, str]] = ()) -> bytes:
    """Render pages in order; TrimBox and BleedBox are set on every page. `bookmarks`
    are (page index, title): one outline entry each, in order, pointing at that page."""
    marks: dict[int, list[str]] = {}
    for index, title in bookmarks:
        marks.setdefault(index, []).append(title)
    buffer = io.BytesIO()
    # Start on the embedded font so no page refers to an unembedded standard font.
    canvas = Canvas(buffer, invariant=1, pageCompression=1,
                    initialFontName=font_name("regular"))
    canvas.setTitle(meta.title)
    canvas.setAuthor(meta.author)
    canvas.setSubject(meta.subject)
    canvas.setCreator(meta.creator)
    canvas.setProducer(f"{meta.creator} (ReportLab)" if meta.creator else "ReportLab")
    if meta.keywords:
        canvas.setKeywords(meta.keywords)
    for index, page in enumerate(pages):
        canvas.setPageSize((pt(page.width), pt(page.height)))
        for n, title in enumerate(marks.get(index, ())):
            key = f"m{index}_{n}"
            canvas.bookmarkPage(key)
            canvas.addOutlineEntry(title, key, level=0)
        draw_page(canvas, page)
        if progress:
            progress(1)
    if marks:
        canvas.showOutline()  # open the bookmarks panel: the file's table of contents
    canvas.save()
    return buffer.getvalue()


@dataclass(frozen=True)
class WrittenFile:
    """A file a run wrote: what it holds, where, and how big, for the report."""

    material: str
    path: Path
    pages: int
    sheets: int
    size: int

    def as_dict(self) -> dict[str, Any]:
        return {"material": self.material, "path": str(self.path), "pages": self.pages,
                "sheets": self.sheets, "bytes": self.size}
