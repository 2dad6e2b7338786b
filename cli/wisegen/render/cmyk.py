"""sRGB -> CMYK through an ICC output profile (littleCMS, via Pillow's ImageCms), for the
print shops that take CMYK files only (PDF/X-1a).

Why these choices:
- **Relative colorimetric with black point compensation.** The kits' colours are flat
  colours picked so that players tell them apart (render/distinct.py); relative
  colorimetric keeps every colour the press can print exactly where it is and clips only
  the few it cannot, where perceptual would compress the whole gamut and move the
  in-gamut colours too. Black point compensation maps sRGB's black to the press's black,
  so dark tones keep their steps instead of clipping together.
- **Neutral greys and black on K alone.** The profile builds sRGB black from four inks
  (about 77/69/60/93 %): text in it would blur with the slightest misregistration. Every
  neutral (R = G = B) colour is printed with black ink only, at the K whose L* is the
  grey's L* (scaled between the press's paper and its K-only black, as black point
  compensation does); small text and thin lines thus stay sharp.
- **Rich black for large areas.** K alone looks grey-brown on a large solid area, so a
  dark neutral (K >= 95 %) filling a shape at least RICH_MIN_SIDE mm on its narrow side
  and RICH_MIN_AREA mm^2 in all is printed as RICH_BLACK (C60 M40 Y40 K100, 240 %);
  the canvas that writes PDF/X applies the rule (writers/pdfx_canvas.py). Text is never a
  shape, so it always stays on K.
- **Total ink** of every colour and image pixel is held to the profile's (or the shop's)
  limit, 300 % unless said otherwise: cyan, magenta and yellow are scaled down together,
  black is kept (it carries the detail).
"""

from __future__ import annotations

import bisect
import io
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from PIL import Image, ImageCms

from wisegen.render.colour import rgb, to_linear
from wisegen.render.distinct import ColourSet, Member
from wisegen.resources import layouts_dir

CMYK = tuple[float, float, float, float]

DEFAULT_MAX_INK = 3.0
"""300 %: the total ink where a shop states none."""
RICH_BLACK: CMYK = (0.6, 0.4, 0.4, 1.0)
RICH_MIN_SIDE = 6.0
"""mm: a black fill narrower than this stays on K (a rule, a bar, a letter's stroke)."""
RICH_MIN_AREA = 645.0
"""mm^2 (one square inch): a black fill at least this big is printed as rich black."""
RICH_MIN_K = 0.95
"""A K-only colour at least this dark counts as black for the rich-black rule."""


@dataclass(frozen=True)
class IccProfile:
    """A CMYK output profile and the output condition a PDF/X file names with it."""

    path: Path
    identifier: str
    """OutputConditionIdentifier: the characterisation's registered name (FOGRA39...)."""
    condition: str
    """OutputCondition: the press and paper in words."""
    registry: str = "http://www.color.org"
    max_ink: float = DEFAULT_MAX_INK
    name: str = field(default="", compare=False)

    @property
    def data(self) -> bytes:
        return _read(self.path)


@cache
def _read(path: Path) -> bytes:
    return path.read_bytes()


def default_profile() -> IccProfile:
    """basICColor's ISO Coated v2 300% (FOGRA39, zlib licence; layouts/icc/)."""
    return IccProfile(layouts_dir() / "icc" / "ISOcoated_v2_300_bas.icc", "FOGRA39",
                      "Offset printing, according to ISO 12647-2:2004/Amd 1, paper type 1 "
                      "or 2 (coated art), 115 g/m2, screen 60/cm, total ink 300 %",
                      name="ISO Coated v2 300% (basICColor)")


def limit_ink(cmyk: CMYK, max_ink: float) -> CMYK:
    """`cmyk` with C, M and Y scaled down together so the four add up to `max_ink`
    at most (black kept: it carries the detail)."""
    c, m, y, k = cmyk
    colour = c + m + y
    if colour + k <= max_ink + 1e-9 or colour == 0:
        return cmyk
    scale = max(0.0, max_ink - k) / colour
    return (c * scale, m * scale, y * scale, k)


def _interpolate(x: float, rising: list[float]) -> float:
    """The fractional index at which `rising` (non-decreasing) reaches `x`, clamped to its
    ends: `numpy.interp(x, rising, range(len(rising)))`, value for value."""
    if x < rising[0]:
        return 0.0
    below = bisect.bisect_right(rising, x) - 1  # the last with rising[below] <= x
    if below >= len(rising) - 1:
        return float(len(rising) - 1)
    if rising[below] == x:
        return float(below)
    return below + (x - rising[below]) / (rising[below + 1] - rising[below])


class Converter:
    """One profile's conversions, each colour computed once."""

    def __init__(self, profile: IccProfile | None = None, max_ink: float | None = None
                 ) -> None:
        self.profile = profile or default_profile()
        self.max_ink = min(max_ink or self.profile.max_ink, self.profile.max_ink)
        self._output = ImageCms.ImageCmsProfile(io.BytesIO(self.profile.data))
        self._to_cmyk = ImageCms.buildTransform(ImageCms.createProfile("sRGB"), self._output,
                                                "RGB", "CMYK", _RELATIVE, _BPC)
        lab = ImageCms.createProfile("LAB", 5000)
        self._to_lab = ImageCms.buildTransform(self._output, lab, "CMYK", "LAB", _RELATIVE)
        self._colours: dict[tuple[int, int, int], CMYK] = {}
        self._k_ramp = self._lightness_of_k()

    @cached_property
    def _proof(self) -> ImageCms.ImageCmsTransform:
        """CMYK back to sRGB, for the checks only: 24 ms to build, which an export spared."""
        return ImageCms.buildTransform(self._output, ImageCms.createProfile("sRGB"), "CMYK",
                                       "RGB", _RELATIVE, _BPC)

    def _lightness_of_k(self) -> list[float]:
        """L* (0..100, relative to the paper) of K-only ink at 0..255."""
        ramp = Image.frombytes("CMYK", (256, 1), bytes(
            value for k in range(256) for value in (0, 0, 0, k)))
        lab = _transformed(ramp, self._to_lab)
        return [lightness * 100.0 / 255.0 for lightness in lab.tobytes()[0::3]]

    def colour(self, red: float, green: float, blue: float) -> CMYK:
        """The CMYK (0..1 each) that prints sRGB (red, green, blue) (0..1 each)."""
        key = (_byte(red), _byte(green), _byte(blue))
        found = self._colours.get(key)
        if found is None:
            found = self._colours[key] = self._convert(key)
        return found

    def hex(self, colour: str) -> CMYK:
        """The CMYK of #RRGGBB."""
        return self.colour(*rgb(colour))

    def _convert(self, key: tuple[int, int, int]) -> CMYK:
        if key[0] == key[1] == key[2]:
            return (0.0, 0.0, 0.0, self._grey_k(key[0] / 255.0))
        pixel = _transformed(Image.new("RGB", (1, 1), key), self._to_cmyk)
        c, m, y, k = pixel.getpixel((0, 0))  # type: ignore[misc]
        return limit_ink((c / 255.0, m / 255.0, y / 255.0, k / 255.0), self.max_ink)

    def _grey_k(self, grey: float) -> float:
        """The K-only tint whose L* matches the sRGB grey's, scaled between paper (L* 100)
        and the press's darkest K as black point compensation scales it."""
        luminance = to_linear(grey)
        lightness = 116 * luminance ** (1 / 3) - 16 if luminance > 216 / 24389 else (
            24389 / 27 * luminance)
        darkest = self._k_ramp[-1]
        target = darkest + (100.0 - darkest) * lightness / 100.0
        return round(_interpolate(-target, [-value for value in self._k_ramp]) / 255.0, 4)

    def image(self, image: Image.Image) -> Image.Image:
        """`image` in CMYK: transparency flattened onto the paper (white), converted
        through the profile, every pixel's total ink limited."""
        if image.mode == "CMYK":
            return image
        if image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info:
            rgba = image.convert("RGBA")
            paper = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
            image = Image.alpha_composite(paper, rgba)
        converted = ImageCms.applyTransform(image.convert("RGB"), self._to_cmyk)
        assert converted is not None
        return self._limit_image(converted)

    def keyed_image(self, image: Image.Image) -> tuple[Image.Image, tuple[int, ...] | None]:
        """`image` in CMYK and, when some of it is transparent, the colour key that hides
        it: PDF/X-1a forbids soft masks but keeps hard ones, so a pixel under half opaque
        is masked out (what lies beneath shows) and the rest is flattened onto white."""
        import numpy as np  # here: a kit of flat colours never needs it

        if image.mode not in ("RGBA", "LA", "PA") and "transparency" not in image.info:
            return self.image(image), None
        rgba = image.convert("RGBA")
        hidden = np.asarray(rgba)[..., 3] < 128
        converted = self.image(rgba)
        if not hidden.any():
            return converted, None
        pixels = np.array(converted)
        shown = {bytes(p) for p in np.unique(pixels[~hidden].reshape(-1, 4), axis=0)}
        key = next(bytes((c, m, 0, 0)) for c in range(1, 256) for m in range(256)
                   if bytes((c, m, 0, 0)) not in shown)
        pixels[hidden] = tuple(key)
        return Image.fromarray(pixels, "CMYK"), tuple(key)

    def _limit_image(self, image: Image.Image) -> Image.Image:
        import numpy as np

        pixels = np.asarray(image, dtype=np.float64)
        limit = self.max_ink * 255.0
        colour = pixels[..., :3].sum(axis=-1)
        over = pixels.sum(axis=-1) > limit + 0.5
        if not over.any():
            return image
        scale = np.ones_like(colour)
        scale[over] = np.maximum(0.0, limit - pixels[..., 3][over]) / colour[over]
        pixels[..., :3] *= scale[..., None]
        return Image.fromarray(np.floor(pixels).astype(np.uint8), "CMYK")

    def proof(self, cmyk: CMYK) -> str:
        """#RRGGBB: how `cmyk` prints, as seen back on screen (for the checks)."""
        pixel = _transformed(Image.new("CMYK", (1, 1), tuple(_byte(v) for v in cmyk)),
                             self._proof)
        red, green, blue = pixel.getpixel((0, 0))  # type: ignore[misc]
        return f"#{red:02X}{green:02X}{blue:02X}"

    def printed(self, colour_set: ColourSet) -> ColourSet:
        """`colour_set` as printed through the profile: each member's colour converted to
        CMYK and proofed back, for the distinctness test (distinct.closest_pair)."""
        return ColourSet(colour_set.name, colour_set.part, tuple(
            Member(m.name, self.proof(self.hex(m.colour)), m.mark)
            for m in colour_set.members))


_RELATIVE = ImageCms.Intent.RELATIVE_COLORIMETRIC
_BPC = ImageCms.Flags.BLACKPOINTCOMPENSATION


def _transformed(image: Image.Image, transform: ImageCms.ImageCmsTransform) -> Image.Image:
    """`ImageCms.applyTransform(image, transform)`, but for the copy of the output profile
    that Pillow writes into every result's `info` (a megabyte for ISO Coated v2: 5.5 ms
    a call, where a colour's conversion itself takes microseconds; Just One's PDF/X
    export converted 18 colours, 2026-12). Through Pillow's own transform where it has
    one (`ImageCmsTransform.transform`, `Image.getim`); else applyTransform itself."""
    core, into = getattr(transform, "transform", None), Image.new(transform.output_mode,
                                                                  image.size)
    if core is None or not hasattr(image, "getim"):
        return ImageCms.applyTransform(image, transform) or into
    core.apply(image.getim(), into.getim())
    return into


def _byte(value: float) -> int:
    return max(0, min(255, round(value * 255)))


@cache
def converter(profile: IccProfile | None = None, max_ink: float | None = None) -> Converter:
    """The shared converter of a profile (building the transforms takes a few ms)."""
    return Converter(profile, max_ink)
