"""Polish typesetting: „cudzysłów” (low-high), curly apostrophes, spaced en dashes, and
the one-letter words a, i, o, u, w, z (and their capitals) bound to the next word with a
no-break space, since Polish typography never leaves them at the end of a line."""

from __future__ import annotations

import re
from functools import lru_cache

from wisegen.lang.punctuation import NBSP, common

_ORPHAN = re.compile(r"(?<![\w\u2019'-])([aiouwzAIOUWZ]) +(?=\S)")
"""A one-letter word followed by a breakable space."""


@lru_cache(maxsize=8192)
def typeset(text: str) -> str:
    """`text` as a book prints it (idempotent)."""
    text = common(text, "\u201e", "\u201d")
    return _ORPHAN.sub(lambda m: m.group(1) + NBSP, text)
