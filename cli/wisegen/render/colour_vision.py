"""How far apart two colours look, to people with and without full colour vision.

A kit's colour-coded parts (bands, pawns, tents, suits) must stay apart for the one
player in twelve who does not see red/green (or, rarely, blue/yellow), and on a greyscale
printer. This module gives the two pieces of arithmetic a test needs for that:

- `simulate`: what a colour looks like under protanopia, deuteranopia or tritanopia, by
  the matrices of Machado, Oliveira & Fernandes, "A Physiologically-based Model for
  Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), at severity 1.0,
  applied in linear RGB; and `greyscale` (a print on a black-only printer: relative
  luminance, the same Y WCAG uses).
- `delta_e`: CIEDE2000 (Sharma, Wu & Dalal, Color Res. Appl. 30(1), 2005) between two
  colours in CIELAB with the D65 white of sRGB.

numpy does the matrix work; a colour is #RRGGBB in and out of the public functions.
"""

from __future__ import annotations

import math

import numpy as np

from wisegen.render.colour import hex_colour, rgb, to_linear

VISIONS = ("protanopia", "deuteranopia", "tritanopia", "greyscale")
"""The ways a colour set is looked at: the three dichromacies and a greyscale print."""

MACHADO = {
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}
"""Machado et al. 2009, table 1, severity 1.0: linear RGB in, linear RGB out."""

SRGB_TO_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                        [0.2126729, 0.7151522, 0.0721750],
                        [0.0193339, 0.1191920, 0.9503041]])
"""IEC 61966-2-1 sRGB primaries, D65 white."""
D65 = SRGB_TO_XYZ.sum(axis=1)
"""The white point the Lab conversion divides by (X, Y, Z of sRGB white)."""


def linear(colour: str) -> np.ndarray:
    """#RRGGBB -> linear-light RGB in 0..1 (the sRGB transfer curve undone)."""
    return np.array([to_linear(channel) for channel in rgb(colour)])


def encode(values: np.ndarray) -> str:
    """Linear-light RGB (clipped to 0..1) -> #RRGGBB."""
    values = np.clip(values, 0.0, 1.0)
    srgb = np.where(values <= 0.0031308, values * 12.92, 1.055 * values ** (1 / 2.4) - 0.055)
    return hex_colour(*(float(c) for c in srgb))


def simulate(colour: str, vision: str) -> str:
    """`colour` as seen with `vision` (one of VISIONS), as #RRGGBB."""
    values = linear(colour)
    if vision == "greyscale":
        grey = float(SRGB_TO_XYZ[1] @ values)
        return encode(np.array([grey, grey, grey]))
    if vision not in MACHADO:
        raise ValueError(f"unknown vision {vision!r}; use one of: {', '.join(VISIONS)}")
    return encode(MACHADO[vision] @ values)


def lab(colour: str) -> tuple[float, float, float]:
    """#RRGGBB -> CIELAB (L*, a*, b*), D65."""
    xyz = SRGB_TO_XYZ @ linear(colour) / D65
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return float(116 * f[1] - 16), float(500 * (f[0] - f[1])), float(200 * (f[1] - f[2]))


def ciede2000(first: tuple[float, float, float], second: tuple[float, float, float]
              ) -> float:
    """CIEDE2000 colour difference of two CIELAB colours (kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = first, second
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    h_bar = _mean_hue(h1p, h2p, c1p * c2p)
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6))
         - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    r_t = -math.sin(math.radians(60 * math.exp(-(((h_bar - 275) / 25) ** 2)))) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (big_dh / s_h) ** 2
                     + r_t * (dc / s_c) * (big_dh / s_h))


def _mean_hue(h1: float, h2: float, chroma_product: float) -> float:
    """The mean hue angle of CIEDE2000 (eq. 14), the wrap at 360 degrees handled."""
    if not chroma_product:
        return h1 + h2
    if abs(h1 - h2) <= 180:
        return (h1 + h2) / 2
    return (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2


def delta_e(first: str, second: str, vision: str | None = None) -> float:
    """CIEDE2000 between two #RRGGBB colours, as seen with `vision` (None: normal)."""
    if vision is not None:
        first, second = simulate(first, vision), simulate(second, vision)
    return ciede2000(lab(first), lab(second))


def worst_vision(first: str, second: str) -> tuple[float, str]:
    """The smallest CIEDE2000 of a pair over every vision in VISIONS, and that vision."""
    return min((delta_e(first, second, vision), vision) for vision in VISIONS)
