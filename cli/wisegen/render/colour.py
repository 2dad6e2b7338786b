"""Colour arithmetic for legibility: WCAG 2.x relative luminance and contrast ratio.

Every line of text a kit draws is recorded with its colour and the colour under it
(`render/lettering.py`); a test then holds each pair to WCAG AA's 4.5:1, so a pale label on
a bright band is caught before anyone prints it.
"""

from __future__ import annotations

from functools import lru_cache

AA_CONTRAST = 4.5
"""The least contrast WCAG AA asks of body text."""


def rgb(colour: str) -> tuple[float, float, float]:
    """#RRGGBB -> three channels in 0..1."""
    value = colour.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"colour {colour!r} is not #RRGGBB")
    return tuple(int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def hex_colour(red: float, green: float, blue: float) -> str:
    """Three channels in 0..1 -> #RRGGBB."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02X}" for c in (red, green, blue))


def to_linear(channel: float) -> float:
    """An sRGB channel (0..1) as linear light: the sRGB transfer curve undone."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


@lru_cache(maxsize=1024)
def luminance(colour: str) -> float:
    """WCAG relative luminance of an sRGB colour (a kit uses a few dozen colours for
    thousands of lines of text: each is worked out once)."""
    red, green, blue = (to_linear(c) for c in rgb(colour))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio, 1 (same colour) to 21 (black on white)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def lighten(colour: str, amount: float) -> str:
    """Mix towards white (`amount` 0..1): the ink-saver tints of a game's colours."""
    return hex_colour(*(c + (1 - c) * amount for c in rgb(colour)))
