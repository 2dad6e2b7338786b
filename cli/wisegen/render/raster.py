"""PDF pages as one PNG image, for looking at cards without a PDF viewer (`pack preview`).

The PDF is the one the print path makes (same drawing code, same fonts); pdfium
rasterises it one page at a time at sizes known before anything is drawn (so the caller
can refuse an image over the pixel budget first), and each page is set into the sheet
on a grey ground as soon as it is drawn: at most the sheet and one page are in memory.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

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
    size in pixels; `sizes` are the pages' `page_size`s at `dpi`, as the budget saw them."""
    import pypdfium2 as pdfium

    width, height = sheet_size(sizes)
    sheet = np.full((height, width, 3), GREY, dtype=np.uint8)
    document = pdfium.PdfDocument(pdf)
    try:
        if len(document) != len(sizes):
            raise ValueError(f"{len(document)} pages for {len(sizes)} sizes")
        x = GAP
        for index, (page_width, page_height) in enumerate(sizes):
            page = document[index]
            pixels = np.asarray(page.render(scale=dpi / 72).to_pil().convert("RGB"))
            page.close()
            shown = pixels[:page_height, :page_width]  # never past its budgeted size
            sheet[GAP:GAP + shown.shape[0], x:x + shown.shape[1]] = shown
            x += page_width + GAP
            del pixels, shown
    finally:
        document.close()
    return encode_png(sheet, dpi), (width, height)
