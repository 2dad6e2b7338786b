"""Render PDF pages and read pixels at points given in PDF millimetres, for print tests."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pypdfium2 as pdfium

from wisegen.render.units import MM


def render(path: Path, index: int, scale: float):
    """Page `index` of the PDF as an RGB image, `scale` pixels per point."""
    return pdfium.PdfDocument(str(path))[index].render(scale=scale).to_pil().convert("RGB")


def pixel(image, x_mm: float, y_mm: float, height_mm: float, scale: float):
    """RGB at a point given in PDF mm (origin bottom-left) on a page `height_mm` tall."""
    return image.getpixel((round(x_mm * MM * scale), round((height_mm - y_mm) * MM * scale)))


def as_array(pixels):
    """A `render.pixmap.Pixmap` as a (height, width, channels) uint8 numpy array."""
    import numpy as np

    return np.frombuffer(pixels.pixels(), dtype=np.uint8).reshape(pixels.shape).copy()


def to_pixmap(array):
    """A (height, width, 3 or 4) uint8 numpy array as a `render.pixmap.Pixmap`."""
    from wisegen.render.pixmap import Pixmap

    height, width, channels = array.shape
    pixels = Pixmap(width, height, channels)
    for row in range(height):
        start = row * pixels.stride + pixels.offset
        pixels.data[start:start + width * channels] = array[row].tobytes()
    return pixels


def png_scanlines(png: bytes) -> tuple[bytes, bytes]:
    """A PNG's header and its filtered scanlines, every chunk's CRC and the deflate
    stream's Adler-32 checked: two PNGs of the same pixels compare equal here even when
    the deflater chose other matches (ISA-L's stream for the same pixels has been seen to
    differ, 595 against 612 bytes, in one CI run), and a damaged one raises."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    header, data, at = b"", b"", 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        kind, body = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", png[at + 8 + length:at + 12 + length])
        assert zlib.crc32(kind + body) & 0xFFFFFFFF == crc, f"{kind!r} chunk damaged"
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            data += body
        at += 12 + length
    return header, zlib.decompress(data)
