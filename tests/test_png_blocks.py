"""A picture encoded over its backdrop's blocks (render/png.py): one valid zlib stream,
whose checksum zlib verifies, that decodes to the picture's pixels whatever its band of
rows, and that reads nothing of the picture outside that band."""

from __future__ import annotations

import io
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from tests.pdfimage import to_pixmap
from wisegen.render.png import ROWS, Blocks, Over, adler32_combine, encode_png


@given(st.binary(max_size=300), st.binary(max_size=300), st.integers(0, 300))
def test_adler32_combine_is_the_checksum_of_both_end_to_end(first, second, repeat):
    second *= repeat  # up to 90,000 bytes: past the checksum's modulus, 65,521
    assert adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == (
        zlib.adler32(first + second))


def _decoded(png: bytes) -> np.ndarray:
    idat = png.index(b"IDAT")
    length = int.from_bytes(png[idat - 4:idat], "big")
    zlib.decompress(png[idat + 4:idat + 4 + length])  # the stream, its Adler-32 checked
    with Image.open(io.BytesIO(png)) as picture:
        return np.asarray(picture.convert("RGB"))


def _backdrop(height: int, width: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    pixels = np.full((height, width, 3), 240, dtype=np.uint8)
    pixels[:, ::5] = rng.integers(0, 256, size=(height, len(range(0, width, 5)), 3))
    return pixels


@settings(max_examples=60, deadline=None)
@given(height=st.integers(1, 5 * ROWS + 7), width=st.integers(1, 40), seed=st.integers(0, 9),
       data=st.data())
def test_a_picture_over_its_blocks_decodes_to_its_pixels(height, width, seed, data):
    blocks_count = -(-height // ROWS)
    first = data.draw(st.integers(0, blocks_count - 1), label="first block")
    last = data.draw(st.integers(first, blocks_count), label="last block")
    rows = range(first * ROWS, min(height, last * ROWS))
    backdrop = _backdrop(height, width, seed)
    picture = backdrop.copy()
    picture[rows.start:rows.stop, : width // 2 + 1] = 17  # the words
    pixels = to_pixmap(picture)
    for row in set(range(height)) - set(rows):  # what the band leaves is never read
        start = row * pixels.stride + 1
        pixels.data[start:start + width * 3] = bytes([99]) * (width * 3)
    png = encode_png(pixels, 300, Over(Blocks.of(to_pixmap(backdrop)), rows))
    assert np.array_equal(_decoded(png), picture)


def test_a_picture_without_a_band_is_its_backdrop():
    backdrop = _backdrop(3 * ROWS + 2, 11, 1)
    png = encode_png(to_pixmap(backdrop), 150, Over(Blocks.of(to_pixmap(backdrop)), range(0)))
    assert np.array_equal(_decoded(png), backdrop)


@pytest.mark.parametrize("rows", [range(1, ROWS), range(0, ROWS + 1), range(0, 4 * ROWS),
                                  range(0, ROWS, 2)])
def test_a_band_not_of_whole_blocks_is_refused(rows):
    backdrop = to_pixmap(_backdrop(3 * ROWS, 5, 0))
    with pytest.raises(ValueError, match="whole blocks"):
        encode_png(backdrop, None, Over(Blocks.of(backdrop), rows))


def test_blocks_of_another_size_are_refused():
    small, large = (to_pixmap(_backdrop(height, 5, 0)) for height in (ROWS, 2 * ROWS))
    with pytest.raises(ValueError, match="whole blocks"):
        encode_png(large, None, Over(Blocks.of(small), range(0)))


def test_rgba_pixels_are_not_kept_in_blocks():
    rgba = to_pixmap(np.zeros((4, 4, 4), dtype=np.uint8))
    with pytest.raises(ValueError, match="RGB"):
        Blocks.of(rgba)
