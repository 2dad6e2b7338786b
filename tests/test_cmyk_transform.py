"""render/cmyk.py converts a colour through Pillow's own transform, without the copy of
the output profile Pillow attaches to each result: the same CMYK as ImageCms gives, by
either road, for any sRGB colour."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageCms

from wisegen.render import cmyk

_CONVERTER = cmyk.Converter()


@settings(max_examples=60, deadline=None)
@given(st.tuples(st.integers(0, 255), st.integers(0, 255), st.integers(0, 255)))
def test_a_colour_converts_as_imagecms_converts_it(colour):
    image = Image.new("RGB", (1, 1), colour)
    transform = _CONVERTER._to_cmyk
    expected = ImageCms.applyTransform(image, transform).getpixel((0, 0))
    assert cmyk._transformed(image, transform).getpixel((0, 0)) == expected


class _Older:
    """A transform as an older Pillow has it: no core object to reach."""

    output_mode = "CMYK"

    def __init__(self, real: ImageCms.ImageCmsTransform) -> None:
        self._real = real
        self.applied = 0

    def apply(self, image, into=None):
        self.applied += 1
        return self._real.apply(image, into)


def test_without_pillow_s_core_transform_imagecms_is_used():
    older = _Older(_CONVERTER._to_cmyk)
    image = Image.new("RGB", (1, 1), (10, 120, 200))
    pixel = cmyk._transformed(image, older)
    assert older.applied == 1
    assert pixel.getpixel((0, 0)) == ImageCms.applyTransform(
        image, _CONVERTER._to_cmyk).getpixel((0, 0))
