"""PDF pages as one PNG image, for looking at cards without a PDF viewer (`pack preview`).

The PDF is the one the print path makes (same drawing code, same fonts); pdfium
rasterises it one page at a time at sizes known before anything is drawn (so the caller
can refuse an image over the pixel budget first), and each page is set into the sheet
on a grey ground as soon as it is drawn: at most the sheet and one page are in memory.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from wisegen.render.backdrop import render
from wisegen.render.pixmap import Pixmap
from wisegen.render.png import encode_png
from wisegen.render.units import pt

GAP = 16
"""Pixels of grey between two pages."""
GREY = 128


def page_size(width_mm: float, height_mm: float, dpi: float) -> tuple[int, int]:
    """A page's pixels at `dpi`, as pdfium sizes a page it renders (points, rounded up)."""
    scale = dpi / 72
    return math.ceil(pt(width_mm) * scale), math.ceil(pt(height_mm) * scale)


def sheet_size(sizes: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The image's (width, height) for pages of `sizes` side by side, grey around."""
    return (sum(width for width, _ in sizes) + GAP * (len(sizes) + 1),
            max((height for _, height in sizes), default=0) + 2 * GAP)


def pdf_to_png(pdf: bytes, sizes: Sequence[tuple[int, int]], dpi: float
               ) -> tuple[bytes, tuple[int, int]]:
    """Every page of `pdf` side by side as PNG bytes tagged with `dpi`, and the image's
    size in pixels; `sizes` are the pages' `page_size`s at `dpi`, as the budget saw them.

    pdfium draws each page straight into its place in the sheet (a bitmap whose rows are
    the sheet's), so the sheet is the only image in memory."""
    import pypdfium2 as pdfium

    width, height = sheet_size(sizes)
    sheet = Pixmap(width, height)
    sheet.fill(GREY)
    document = pdfium.PdfDocument(pdf)
    try:
        if len(document) != len(sizes):
            raise ValueError(f"{len(document)} pages for {len(sizes)} sizes")
        x = GAP
        for index, (page_width, page_height) in enumerate(sizes):
            _draw_into(document[index], sheet, x, page_width, page_height)
            x += page_width + GAP
    finally:
        document.close()
    return encode_png(sheet, dpi), (width, height)


def _draw_into(page: Any, sheet: Pixmap, x: int, width: int, height: int) -> None:
    """`page` drawn as `width` x `height` white-backed pixels at (x, GAP) of `sheet`, its
    annotations too, as pdfium's own viewer draws a page."""
    window = sheet.window(x, GAP, width, height)
    window.fill(255)
    try:
        render(page, window, annotations=True)
    finally:
        page.close()
