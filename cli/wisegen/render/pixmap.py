"""Pixels as PNG stores them: rows of RGB bytes, each after its filter byte.

An image export draws a hundred card faces or more at 300 dpi. pdfium draws into
any memory it is given with a row stride of our choosing, so a `Pixmap`'s rows are laid
out exactly as a PNG's filtered scanlines with filter type 0 (None): one zero byte, then
the row's pixels. pdfium writes past each row's zero byte; the encoder (`render/png.py`)
deflates the buffer as it stands, with no filtering pass and no copy. On flat card
colours, deflate finds the same runs without the "Up" filter as with it (files were a
tenth smaller at ISA-L's level 1, measured 2026-12), so nothing is lost.

No numpy: importing it (and OpenBLAS's threads) cost an export a tenth of a second of
wall time and a tenth of its CPU, for work that is one memset, one memmove or one slice
per row here. A `Window` is a rectangle of a pixmap (a card's cell on a sheet) that pdfium
draws into through the pixmap's stride. RGBA rows (a Print Then Cut image's) are packed
instead, since pdfium draws 32-bit pixels only on rows of whole words; the encoder adds
their filter bytes row by row.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass


class Pixmap:
    """`width` x `height` pixels of `channels` bytes (3 RGB, 4 RGBA), row after row, an
    RGB row after one zero filter byte (`offset` 1), RGBA rows packed (`offset` 0);
    what the pixels hold is whatever was last drawn."""

    def __init__(self, width: int, height: int, channels: int = 3) -> None:
        if width <= 0 or height <= 0 or channels not in (3, 4):
            raise ValueError(f"not a pixmap: {width} x {height} x {channels}")
        self.width, self.height, self.channels = width, height, channels
        self.offset = 1 if channels == 3 else 0
        self.stride = width * channels + self.offset
        self.data = bytearray(self.stride * height)  # zeros: every filter byte is 0
        self._memory = (ctypes.c_ubyte * len(self.data)).from_buffer(self.data)
        self.address = ctypes.addressof(self._memory)

    @property
    def shape(self) -> tuple[int, int, int]:
        return self.height, self.width, self.channels

    @property
    def nbytes(self) -> int:
        return len(self.data)

    def whole(self) -> Window:
        return Window(self, 0, 0, self.width, self.height)

    def window(self, x: int, y: int, width: int, height: int) -> Window:
        """The `width` x `height` pixels whose top left is `x`, `y` (from the top left)."""
        if x < 0 or y < 0 or width <= 0 or height <= 0 or x + width > self.width or (
                y + height > self.height):
            raise ValueError(f"{width} x {height} at {x}, {y} is outside "
                             f"{self.width} x {self.height}")
        return Window(self, x, y, width, height)

    def fill(self, value: int) -> None:
        """Every pixel byte `value` (255: opaque white), the filter bytes left at 0."""
        ctypes.memset(self.address, value, len(self.data))
        if self.offset:
            self.data[0::self.stride] = bytes(self.height)

    def pixels(self) -> bytes:
        """The pixels alone, row after row (no filter bytes): for comparing two images."""
        view, length = memoryview(self.data), self.width * self.channels
        return b"".join(view[row * self.stride + self.offset:][:length]
                        for row in range(self.height))


@dataclass(frozen=True)
class Window:
    """A rectangle of `pixmap`: where pdfium draws, through the pixmap's stride."""

    pixmap: Pixmap
    x: int
    y: int
    width: int
    height: int

    @property
    def channels(self) -> int:
        return self.pixmap.channels

    @property
    def stride(self) -> int:
        return self.pixmap.stride

    @property
    def address(self) -> int:
        """The memory of the window's top left pixel."""
        return (self.pixmap.address + self.y * self.stride + self.pixmap.offset
                + self.x * self.pixmap.channels)

    @property
    def size(self) -> tuple[int, int, int]:
        return self.width, self.height, self.channels

    def is_whole(self) -> bool:
        return (self.width, self.height) == (self.pixmap.width, self.pixmap.height)

    def is_rows(self) -> bool:
        """Whole rows of its pixmap: one run of memory, filter bytes and all."""
        return self.width == self.pixmap.width

    def fill(self, value: int) -> None:
        """Every byte of the window's pixels `value`."""
        if self.is_whole():
            self.pixmap.fill(value)
            return
        for row in range(self.height):
            ctypes.memset(self.address + row * self.stride, value,
                          self.width * self.channels)

    def copy_from(self, source: Window) -> None:
        """`source`'s pixels (a window of this one's size) into this window."""
        if source.size != self.size:
            raise ValueError(f"cannot copy a window of {source.size} into one of "
                             f"{self.size}")
        mine, theirs = self.pixmap, source.pixmap
        if self.is_rows() and source.is_rows() and (mine.stride, mine.offset) == (
                theirs.stride, theirs.offset):
            # ctypes' memmove lets go of the GIL (a slice assignment held it: 80 ms of
            # 13 Words' shop export when no other thread could run Python, 2026-12)
            ctypes.memmove(mine.address + self.y * mine.stride,
                           theirs.address + source.y * theirs.stride,
                           self.height * mine.stride)
            return
        length = self.width * self.channels
        into, into_stride = memoryview(mine.data), mine.stride
        take, take_stride = memoryview(theirs.data), theirs.stride
        at = self.y * into_stride + mine.offset + self.x * self.channels
        start = source.y * take_stride + theirs.offset + source.x * self.channels
        for _ in range(self.height):
            into[at:at + length] = take[start:start + length]
            at += into_stride
            start += take_stride


class Buffers:
    """Pixmaps handed out by `render.pictures.rasterise`, taken back once encoded: a new
    one the size of a card at 300 dpi costs more to map into memory (2 ms, the first
    write to every page) than pdfium takes to draw the card over its backdrop. Those
    given back are kept up to `kept_bytes` in all."""

    def __init__(self, kept_bytes: int) -> None:
        self._free: dict[tuple[int, int, int], list[Pixmap]] = {}
        self._kept_bytes = kept_bytes

    def take(self, width: int, height: int, channels: int) -> Pixmap:
        """A pixmap of that size whose pixels are whatever they were: each is drawn."""
        free = self._free.get((width, height, channels))
        return free.pop() if free else Pixmap(width, height, channels)

    def give(self, pixels: Pixmap) -> None:
        """`pixels` is no longer read by anyone: `take` may hand it out again."""
        kept = sum(p.nbytes for free in self._free.values() for p in free)
        if kept + pixels.nbytes <= self._kept_bytes:
            self._free.setdefault((pixels.width, pixels.height, pixels.channels),
                                  []).append(pixels)
