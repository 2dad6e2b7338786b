"""Render PDF pages and read pixels at points given in PDF millimetres, for print tests."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium

from wisegen.render.units import MM


def render(path: Path, index: int, scale: float):
    """Page `index` of the PDF as an RGB image, `scale` pixels per point."""
    return pdfium.PdfDocument(str(path))[index].render(scale=scale).to_pil().convert("RGB")


def pixel(image, x_mm: float, y_mm: float, height_mm: float, scale: float):
    """RGB at a point given in PDF mm (origin bottom-left) on a page `height_mm` tall."""
    return image.getpixel((round(x_mm * MM * scale), round((height_mm - y_mm) * MM * scale)))
