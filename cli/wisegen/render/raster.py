"""PDF pages as one PNG image, for looking at cards without a PDF viewer (`pack preview`).

The PDF is the one the print path makes (same drawing code, same fonts); pypdfium2
rasterises it, and the pages are set side by side on a grey ground.
"""

from __future__ import annotations

import io

GAP = 16
"""Pixels of grey between two pages."""


def pdf_to_png(pdf: bytes, dpi: float = 100.0) -> tuple[bytes, tuple[int, int]]:
    """Every page of `pdf` side by side as PNG bytes, and the image's size in pixels."""
    import pypdfium2 as pdfium
    from PIL import Image

    document = pdfium.PdfDocument(pdf)
    try:
        images = [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()
    width = sum(i.width for i in images) + GAP * (len(images) + 1)
    height = max(i.height for i in images) + 2 * GAP
    sheet = Image.new("RGB", (width, height), (128, 128, 128))
    x = GAP
    for image in images:
        sheet.paste(image, (x, GAP))
        x += image.width + GAP
    buffer = io.BytesIO()
    sheet.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue(), sheet.size
