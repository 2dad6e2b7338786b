"""Typesetting shared by the languages' typography modules: straight marks made curly
and hyphens made dashes, the way a printed book sets them.

Each language's `typography.py` composes these with its own marks and spacing
(`Language.typeset`). Every function is idempotent: a text may be typeset once when it is
wrapped and again when it is drawn, and the second pass must change nothing.
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
"""The no-break space: the fonts have it, it wraps as part of a word and prints as a
space. (The narrow one, U+202F, is not in the embedded fonts.)"""

_APOSTROPHE = re.compile(r"(?<=\w)'|'(?=\d0s)")
"""An apostrophe inside or at the end of a word (don't, l'eau, players', the '90s)."""
_SINGLE_OPEN = re.compile(r"(?:(?<=^)|(?<=[\s(\[\u201c\u201e\u00ab]))'")
_DOUBLE_OPEN = re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2018]))\"")
_SPACED_HYPHEN = re.compile(r"(?<=\S) -{1,2} (?=\S)")
"""A hyphen (or two) with a space each side is a dash between clauses."""
_RANGE = re.compile(r"(?<=\d)-(?=\d)")
"""2-4 players: a range takes an en dash."""


def apostrophes(text: str) -> str:
    """’ for every apostrophe, then ‘…’ for the single quotes left."""
    if "'" not in text:
        return text
    text = _APOSTROPHE.sub("\u2019", text)
    text = _SINGLE_OPEN.sub("\u2018", text)
    return text.replace("'", "\u2019")


def double_quotes(text: str, opening: str, closing: str) -> str:
    """Straight double quotes as the language's marks (`opening`, `closing` include the
    spaces the language puts inside them)."""
    if '"' not in text:
        return text
    text = _DOUBLE_OPEN.sub(opening, text)
    return text.replace('"', closing)


def dashes(text: str) -> str:
    """A spaced hyphen becomes a spaced en dash; a hyphen between digits an en dash."""
    if "-" not in text:
        return text
    text = _SPACED_HYPHEN.sub(" \u2013 ", text)
    return _RANGE.sub("\u2013", text)


def ellipsis(text: str) -> str:
    return text.replace("...", "\u2026")


_COUNT = re.compile(r"(?<![\w\u2013.,:/-])(\d+(?:\u2013\d+)?) (?=[^\W\d])")
"""A number and the word it counts (3 spaces, 2\u20134 players)."""


def counts(text: str) -> str:
    """A number holds to the word it counts with a no-break space, so '3' never ends a
    line with 'spaces' on the next."""
    return _COUNT.sub(lambda m: m.group(1) + NBSP, text)


def common(text: str, opening: str = "\u201c", closing: str = "\u201d") -> str:
    """What every language here does: apostrophes, quotes, dashes, ellipses, and a
    number bound to the word it counts."""
    return counts(ellipsis(dashes(double_quotes(apostrophes(text), opening, closing))))
