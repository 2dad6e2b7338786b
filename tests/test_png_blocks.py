"""A picture encoded over its backdrop's blocks (render/png.py): one valid zlib stream,
whose checksum zlib verifies, that decodes to the picture's pixels (RGB or RGBA)
whatever its bands of rows, and that reads nothing of the picture outside them."""

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


def _decoded(png: bytes, mode: str = "RGB") -> np.ndarray:
    idat = png.index(b"IDAT")
    length = int.from_bytes(png[idat - 4:idat], "big")
    zlib.decompress(png[idat + 4:idat + 4 + length])  # the stream, its Adler-32 checked
    with Image.open(io.BytesIO(png)) as picture:
        assert picture.mode == mode
        return np.asarray(picture)


def _backdrop(height: int, width: int, seed: int, channels: int = 3) -> np.ndarray:
    rng = np.random.default_rng(seed)
    pixels = np.full((height, width, channels), 240, dtype=np.uint8)
    pixels[:, ::5] = rng.integers(0, 256, size=(height, len(range(0, width, 5)), channels))
    return pixels


@st.composite
def _bands(draw, height: int) -> tuple[range, ...]:
    """Bands of whole blocks of a picture `height` rows tall, top to bottom, apart."""
    count = -(-height // ROWS)
    edges = sorted(draw(st.sets(st.integers(0, count), max_size=6)))
    pairs = [(edges[i], edges[i + 1]) for i in range(0, len(edges) - 1, 2)]
    return tuple(range(a * ROWS, min(height, b * ROWS)) for a, b in pairs)


@settings(max_examples=80, deadline=None)
@given(height=st.integers(1, 5 * ROWS + 7), width=st.integers(1, 40), seed=st.integers(0, 9),
       channels=st.sampled_from([3, 4]), data=st.data())
def test_a_picture_over_its_blocks_decodes_to_its_pixels(height, width, seed, channels,
                                                         data):
    bands = data.draw(_bands(height), label="bands")
    backdrop = _backdrop(height, width, seed, channels)
    picture = backdrop.copy()
    for band in bands:
        picture[band.start:band.stop, : width // 2 + 1] = 17  # the words
    pixels = to_pixmap(picture)
    inside = {row for band in bands for row in band}
    for row in set(range(height)) - inside:  # what the bands leave is never read
        start = row * pixels.stride + pixels.offset
        pixels.data[start:start + width * channels] = bytes([99]) * (width * channels)
    png = encode_png(pixels, 300, Over(Blocks.of(to_pixmap(backdrop)), bands))
    assert np.array_equal(_decoded(png, "RGB" if channels == 3 else "RGBA"), picture)


def test_a_picture_without_a_band_is_its_backdrop():
    backdrop = _backdrop(3 * ROWS + 2, 11, 1)
    png = encode_png(to_pixmap(backdrop), 150, Over(Blocks.of(to_pixmap(backdrop)), ()))
    assert np.array_equal(_decoded(png), backdrop)


@pytest.mark.parametrize("bands", [(range(1, ROWS),), (range(0, ROWS + 1),),
                                   (range(0, 4 * ROWS),), (range(0, ROWS, 2),),
                                   (range(ROWS, 2 * ROWS), range(0, ROWS)),  # out of order
                                   (range(0, ROWS), range(0, 2 * ROWS)),  # overlapping
                                   (range(ROWS, ROWS),)])  # empty
def test_bands_not_of_whole_blocks_in_order_are_refused(bands):
    backdrop = to_pixmap(_backdrop(3 * ROWS, 5, 0))
    with pytest.raises(ValueError, match="whole blocks"):
        encode_png(backdrop, None, Over(Blocks.of(backdrop), bands))


def test_blocks_of_another_size_are_refused():
    small, large = (to_pixmap(_backdrop(height, 5, 0)) for height in (ROWS, 2 * ROWS))
    with pytest.raises(ValueError, match="whole blocks"):
        encode_png(large, None, Over(Blocks.of(small), ()))
    rgba = to_pixmap(_backdrop(ROWS, 5, 0, 4))
    with pytest.raises(ValueError, match="whole blocks"):
        encode_png(rgba, None, Over(Blocks.of(small), ()))
