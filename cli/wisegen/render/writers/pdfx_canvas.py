"""A ReportLab canvas that draws only in CMYK, opaque, for PDF/X-1a.

The render model's pages draw themselves on a ReportLab canvas in sRGB (render/document.py);
this canvas takes the same calls and writes what a CMYK press expects, so no drawing code
needs to know the file is for a print shop:
- every colour (canvas and text objects alike, through ReportLab's `_enforceColorSpace`
  hook) is converted through the ICC profile (render/cmyk.py), neutrals on K alone;
- a large black fill is printed as rich black (render/cmyk.py says the rule);
- transparency is flattened against the paper: a fill or stroke at opacity a prints as
  that colour's inks times a (what it shows over white), and no ExtGState with an alpha,
  no soft mask, no transparency group is ever written;
- images are converted through the same profile; a transparent pixel is hidden by a
  colour-key mask (a hard mask, which PDF/X-1a allows), a half-opaque one flattened.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

from PIL import Image
from reportlab.lib.colors import CMYKColor, Color, toColor
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.cmyk import (
    RICH_BLACK,
    RICH_MIN_AREA,
    RICH_MIN_K,
    RICH_MIN_SIDE,
    Converter,
    limit_ink,
)

_MM = 72 / 25.4
_NUMBER = re.compile(r"-?\d*\.?\d+(?:[eE][-+]?\d+)?")


class CmykCanvas(Canvas):
    """A Canvas whose every colour and image is CMYK through `converter`."""

    def __init__(self, *args: Any, converter: Converter, **kwargs: Any) -> None:
        self._cmyk = converter
        self._images: dict[int, tuple[object, ImageReader, tuple[int, ...] | None]] = {}
        super().__init__(*args, **kwargs)
        self._enforceColorSpace = self._to_cmyk

    # Colours ---------------------------------------------------------------------------

    def _to_cmyk(self, colour: Any) -> CMYKColor:
        """Any ReportLab colour (name, hex, tuple, Color, CMYKColor) as an opaque
        CMYKColor: an sRGB colour through the profile, its alpha flattened onto white."""
        found = toColor(colour)
        alpha = float(getattr(found, "alpha", 1.0) or 0.0)
        if isinstance(found, CMYKColor):
            d = found.density * alpha
            inks = (found.cyan * d, found.magenta * d, found.yellow * d, found.black * d)
            return CMYKColor(*limit_ink(inks, self._cmyk.max_ink))
        if not isinstance(found, Color):
            raise ValueError(f"not a colour: {colour!r}")
        red, green, blue = (1 - alpha + alpha * v for v in (found.red, found.green,
                                                            found.blue))
        return CMYKColor(*self._cmyk.colour(red, green, blue))

    def setFillGray(self, gray: float, alpha: float | None = None) -> None:
        self.setFillColor(Color(gray, gray, gray), alpha)

    def setStrokeGray(self, gray: float, alpha: float | None = None) -> None:
        self.setStrokeColor(Color(gray, gray, gray), alpha)

    def _setFillAlpha(self, v: float) -> None:
        if v < 1:
            self.setFillColor(_tint(self._fillColorObj, v))

    def _setStrokeAlpha(self, v: float) -> None:
        if v < 1:
            self.setStrokeColor(_tint(self._strokeColorObj, v))

    def setBlendMode(self, v: Any) -> None:
        """Blend modes are transparency: PDF/X-1a keeps the normal one."""

    # Rich black ------------------------------------------------------------------------

    def _rich(self, width: float, height: float) -> bool:
        """The current fill is black and a `width` x `height` (points, user space) fill
        is large enough to print in rich black."""
        colour = self._fillColorObj
        if not (isinstance(colour, CMYKColor) and colour.cyan == colour.magenta
                == colour.yellow == 0 and colour.black >= RICH_MIN_K):
            return False
        a, b, c, d, _, _ = self._currentMatrix
        scale = math.sqrt(abs(a * d - b * c)) / _MM
        narrow, wide = sorted((abs(width) * scale, abs(height) * scale))
        return narrow >= RICH_MIN_SIDE and narrow * wide >= RICH_MIN_AREA

    def _filled(self, fill: Any, width: float, height: float, draw: Any) -> None:
        if fill and self._rich(width, height):
            self.saveState()
            self.setFillColor(CMYKColor(*RICH_BLACK))
            draw()
            self.restoreState()
        else:
            draw()

    def rect(self, x: float, y: float, width: float, height: float, stroke: int = 1,
             fill: int = 0) -> None:
        self._filled(fill, width, height,
                     lambda: super(CmykCanvas, self).rect(x, y, width, height, stroke, fill))

    def roundRect(self, x: float, y: float, width: float, height: float, radius: float,
                  stroke: int = 1, fill: int = 0) -> None:
        self._filled(fill, width, height, lambda: super(CmykCanvas, self).roundRect(
            x, y, width, height, radius, stroke, fill))

    def circle(self, x_cen: float, y_cen: float, r: float, stroke: int = 1,
               fill: int = 0) -> None:
        self._filled(fill, 2 * r, 2 * r, lambda: super(CmykCanvas, self).circle(
            x_cen, y_cen, r, stroke, fill))

    def ellipse(self, x1: float, y1: float, x2: float, y2: float, stroke: int = 1,
                fill: int = 0) -> None:
        self._filled(fill, x2 - x1, y2 - y1, lambda: super(CmykCanvas, self).ellipse(
            x1, y1, x2, y2, stroke, fill))

    def drawPath(self, aPath: Any, stroke: int = 1, fill: int = 0, fillMode: Any = None
                 ) -> None:
        width, height = _extent(aPath)
        self._filled(fill, width, height, lambda: super(CmykCanvas, self).drawPath(
            aPath, stroke, fill, fillMode))

    # Images ----------------------------------------------------------------------------

    def drawImage(self, image: Any, x: float, y: float, width: float | None = None,
                  height: float | None = None, mask: Any = None, **kwargs: Any) -> Any:
        """The image converted to CMYK; its transparent pixels (alpha under half) hidden
        by a colour-key mask, the rest flattened onto white (no soft mask)."""
        reader, key = self._cmyk_image(image)
        ranges = [value for ink in key for value in (ink, ink)] if key else None
        return super().drawImage(reader, x, y, width, height, ranges, **kwargs)

    def drawInlineImage(self, image: Any, x: float, y: float, width: float | None = None,
                        height: float | None = None, **kwargs: Any) -> Any:
        return self.drawImage(image, x, y, width, height, **kwargs)

    def _cmyk_image(self, image: Any) -> tuple[ImageReader, tuple[int, ...] | None]:
        """The CMYK version of an image and its colour key (once per image object)."""
        known = self._images.get(id(image))
        if known is not None and known[0] is image:
            return known[1], known[2]
        converted, key = self._cmyk.keyed_image(_pil(image))
        reader = ImageReader(converted)
        self._images[id(image)] = (image, reader, key)
        return reader, key


def _pil(image: Any) -> Image.Image:
    """A PIL image of whatever drawImage takes: a path, a PIL image, an ImageReader."""
    if isinstance(image, Image.Image):
        return image
    if isinstance(image, ImageReader):
        if image._image is not None:
            return image._image
        return Image.open(image.fp)
    return Image.open(Path(image))


def _tint(colour: Any, alpha: float) -> CMYKColor:
    """A CMYK colour at opacity `alpha` over white paper: its inks times alpha."""
    found = colour if isinstance(colour, CMYKColor) else toColor(colour)
    if not isinstance(found, CMYKColor):
        found = CMYKColor(0, 0, 0, 1)
    d = found.density * alpha
    return CMYKColor(found.cyan * d, found.magenta * d, found.yellow * d, found.black * d)


def _extent(path: Any) -> tuple[float, float]:
    """A path's bounding box (width, height) in points, from its operators."""
    xs: list[float] = []
    ys: list[float] = []
    for line in getattr(path, "_code", ()):
        numbers = [float(n) for n in _NUMBER.findall(str(line))]
        if str(line).rstrip().endswith(" re") and len(numbers) == 4:
            x, y, w, h = numbers
            xs += [x, x + w]
            ys += [y, y + h]
        else:
            xs += numbers[0::2]
            ys += numbers[1::2]
    if not xs or not ys:
        return 0.0, 0.0
    return max(xs) - min(xs), max(ys) - min(ys)
