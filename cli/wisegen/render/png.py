"""RGB(A) pixels -> PNG bytes, fast enough for a deck at 300 dpi and safe to run in threads.

An RGB `Pixmap` (render/pixmap.py) already holds PNG's filtered scanlines (filter type
0, None, before every row), so encoding is deflating its buffer as it stands (an RGBA
one gets its filter bytes row by row), by ISA-L
(isal, the same zlib stream) at level 1: seven times as fast as zlib's fastest level on
a card, for files about a third larger, where zlib's deflate was half the CPU of an image
export (zlib is the fallback where isal is not installed). The deflater releases the
GIL while it works, so several images encode at once beside the rasteriser. A pHYs chunk
records the resolution, which print services read as the image's dpi. The same pixels
always give the same image, but not always the same bytes: ISA-L has been seen (once, in
a CI run) to deflate the same pixels into another valid stream, 595 against 612 bytes, so
nothing (the picture cache, the tests) compares encoded PNGs, only their pixels.

A card face is mostly its deck's backdrop (`render/backdrop.py`), the words only in a
few bands of its rows; a sheet of faces (a Print Then Cut image) mostly its composite.
Such a picture (`Over`) is encoded from its backdrop's or composite's `Blocks`: its rows
deflated once, `ROWS` at a time, each block a raw deflate segment that refers to nothing
before it and ends on a byte boundary (a sync flush), so any run of them joins into one
stream with the bands' rows deflated between them, and their Adler-32s combine
(`adler32_combine`) without reading the rows again. Only the bands are copied, deflated
and summed: a third of a 13 Words face for a print shop, of a Just One Print Then Cut
sheet.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from wisegen.render.pixmap import Pixmap

compressobj: Callable[..., Any]
adler32: Callable[..., int]
try:
    from isal.isal_zlib import adler32, compressobj
except ImportError:  # pragma: no cover - isal ships wheels for the usual platforms
    adler32, compressobj = zlib.adler32, zlib.compressobj
LEVEL = 1
BAND = 16
"""RGBA rows deflated at a time, joined to their filter bytes: a call per row cost a
Print Then Cut image twice the time (16 against 8 ms for 2025 x 2775 px, 2026-12), and
the whole image at once does not stay in the processor's cache."""

SIGNATURE = b"\x89PNG\r\n\x1a\n"
ROWS = 16
"""Rows of a backdrop's block (`Blocks`): a band is rounded out to whole blocks, and each
block restarts deflate's dictionary (a few bytes more per block)."""
_ZLIB_HEADER = b"\x78\x01"  # deflate, 32 KiB window, fastest level
_LAST_BLOCK = b"\x03\x00"  # an empty final block (fixed codes): ends joined segments
_ADLER_BASE = 65521


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings end to end, from each one's and the second's
    length (zlib's adler32_combine, which Python's zlib does not offer)."""
    remainder = second_length % _ADLER_BASE
    low = (first & 0xFFFF) + (second & 0xFFFF) + _ADLER_BASE - 1
    high = (remainder * (first & 0xFFFF) + (first >> 16) + (second >> 16)
            + _ADLER_BASE - remainder)
    return (low % _ADLER_BASE) | ((high % _ADLER_BASE) << 16)


def _segment(data: Any) -> bytes:
    """`data` as raw deflate that needs nothing before it and ends on a byte boundary."""
    packer = compressobj(LEVEL, zlib.DEFLATED, -15, 9)
    return packer.compress(data) + packer.flush(zlib.Z_SYNC_FLUSH)


def _scanlines(pixels: Pixmap, first: int, stop: int) -> Any:
    """Rows [first, stop) of `pixels` as PNG's scanlines, each after its filter byte: the
    buffer itself (RGB), or the rows joined to their filter bytes (RGBA), in one copy
    (a generator of filter bytes and rows took twice as long, 2026-12)."""
    view, stride = memoryview(pixels.data), pixels.stride
    if pixels.offset:
        return view[first * stride:stop * stride]
    return b"\x00".join([b"", *(view[row * stride:(row + 1) * stride]
                                for row in range(first, stop))])


@dataclass(frozen=True)
class Blocks:
    """A pixmap's scanlines deflated `ROWS` rows at a time (`segments`), with each
    block's Adler-32 and length (`sums`, `lengths`), for pictures that are these pixels
    but in some bands of rows (`Over`)."""

    segments: tuple[bytes, ...]
    sums: tuple[int, ...]
    lengths: tuple[int, ...]
    stride: int
    height: int

    @classmethod
    def of(cls, pixels: Pixmap) -> Blocks:
        parts = [_scanlines(pixels, first, min(first + ROWS, pixels.height))
                 for first in range(0, pixels.height, ROWS)]
        return cls(tuple(map(_segment, parts)), tuple(adler32(part) for part in parts),
                   tuple(len(part) for part in parts), pixels.stride, pixels.height)


@dataclass(frozen=True)
class Over:
    """A picture that is `blocks`' pixels but in `bands` (ranges of rows in order, apart,
    each of whole blocks), drawn over them."""

    blocks: Blocks
    bands: tuple[range, ...]


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def encode_png(pixels: Pixmap, dpi: float | None = None, over: Over | None = None
               ) -> bytes:
    """An RGB pixmap as a PNG file, tagged with `dpi` when given; an RGBA one (a Print
    Then Cut image's transparent background) keeps its alpha. With `over`, `pixels`
    are its blocks' pixels in every row but its `rows` (which are all that is read)."""
    data = _deflated(pixels) if over is None else _deflated_over(pixels, over)
    header = struct.pack(">IIBBBBB", pixels.width, pixels.height, 8,
                         2 if pixels.channels == 3 else 6, 0, 0, 0)  # 8-bit RGB or RGBA
    chunks = [SIGNATURE, _chunk(b"IHDR", header)]
    if dpi:
        per_metre = round(dpi / 0.0254)
        chunks.append(_chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)))
    chunks += [_chunk(b"IDAT", data), _chunk(b"IEND", b"")]
    return b"".join(chunks)


def _deflated(pixels: Pixmap) -> bytes:
    """The zlib stream of `pixels`' rows, each after its filter byte."""
    packer = compressobj(LEVEL, zlib.DEFLATED, 15, 9)
    if pixels.offset:  # the rows already follow their filter bytes
        return packer.compress(pixels.data) + packer.flush()
    parts = [packer.compress(_scanlines(pixels, first, min(first + BAND, pixels.height)))
             for first in range(0, pixels.height, BAND)]  # packed rows (RGBA)
    return b"".join(parts) + packer.flush()


def _deflated_over(pixels: Pixmap, over: Over) -> bytes:
    """The zlib stream of `pixels` (`encode_png`'s `over`): its blocks' segments, each
    band's rows deflated in its place, the Adler-32s combined in the same order."""
    blocks = over.blocks
    if (blocks.stride, blocks.height) != (pixels.stride, pixels.height):
        raise ValueError(f"rows of {pixels.height} x {pixels.stride} bytes are not whole "
                         f"blocks of its backdrop's ({blocks.height} x {blocks.stride})")
    parts, total, block = [_ZLIB_HEADER], 1, 0

    def kept(stop: int) -> None:  # the blocks from `block` to `stop`, as they are
        nonlocal total
        for index in range(block, stop):
            parts.append(blocks.segments[index])
            total = adler32_combine(total, blocks.sums[index], blocks.lengths[index])

    for band in over.bands:
        if band.start % ROWS or (band.stop % ROWS and band.stop != pixels.height) or (
                band.step != 1 or not block * ROWS <= band.start < band.stop
                or band.stop > pixels.height):
            raise ValueError(f"rows {band} of {pixels.height} are not whole blocks of its "
                             "backdrop's, below the band before")
        kept(band.start // ROWS)
        rows = _scanlines(pixels, band.start, band.stop)
        parts.append(_segment(rows))
        total = adler32_combine(total, adler32(rows), len(rows))
        block = -(-band.stop // ROWS)
    kept(len(blocks.segments))
    parts += [_LAST_BLOCK, struct.pack(">I", total)]
    return b"".join(parts)
