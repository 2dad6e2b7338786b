"""The embedded fonts and the glyph check that runs before any PDF is written.

DejaVu sets the text and Comfortaa the titles (role `display`); Atkinson Hyperlegible
(roles `legible`, `legible-bold`), drawn for low-vision readers, sets small labels that
must be read at a glance (pawn names, tent instructions). All cover Latin Extended-A
(Polish ą ć ę ł ń ó ś ź ż; French é è ê ç œ). A word with
a character the font lacks would print as a box: we refuse to write that PDF and say
which word on which card.

Only U+0020 and U+00A0 count as spaces on a line: ReportLab draws a tab, a vertical tab,
U+0085 or U+3000 as a box and drops U+2028, so those (and every control, format
character and separator, `core.textrules`) are missing glyphs even where the font maps
them. A wrapped block splits at any white space, so there they are only line breaks.
"""

from __future__ import annotations

from functools import cache, lru_cache

from reportlab.pdfbase import pdfmetrics

from wisegen.core.textrules import is_refused
from wisegen.errors import UsageError
from wisegen.resources import layouts_dir

FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed-Bold.ttf",
    "display": "Comfortaa-Bold.ttf",
    "legible": "AtkinsonHyperlegible-Regular.ttf",
    "legible-bold": "AtkinsonHyperlegible-Bold.ttf",
}
"""Font role -> file in layouts/fonts/. Layout boxes name the role."""


@cache
def font_name(role: str) -> str:
    """Register the role's TTF once and return its ReportLab name."""
    if role not in FONT_FILES:
        raise UsageError(f"unknown font {role!r}; use one of: {', '.join(FONT_FILES)}")
    from wisegen.render.font_cache import load_font

    name = f"WG-{role}"
    pdfmetrics.registerFont(load_font(name, layouts_dir() / "fonts" / FONT_FILES[role]))
    return name


@cache
def _coverage(role: str) -> frozenset[int]:
    font = pdfmetrics.getFont(font_name(role))
    return frozenset(font.face.charToGlyph)


@lru_cache(maxsize=8192)
def missing_glyphs(text: str, role: str, *, block: bool = False) -> frozenset[str]:
    """Characters of `text` the font cannot draw on a line; with `block`, white space
    (which wrapping turns into breaks) is not drawn and so is never missing. Kept per
    text: a kit checks each word as it fits it and again for every PDF it is drawn in."""
    covered = _coverage(role)
    return frozenset(ch for ch in text if not (block and ch.isspace())
                     and (is_refused(ch) or ord(ch) not in covered))


def text_width(text: str, role: str, size: float) -> float:
    """Width in points."""
    return pdfmetrics.stringWidth(text, font_name(role), size)
