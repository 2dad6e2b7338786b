"""English typesetting: curly apostrophes and “double quotes”, spaced en dashes, en
dashes in ranges; nothing is bound with a no-break space."""

from __future__ import annotations

from functools import lru_cache

from wisegen.lang.punctuation import common


@lru_cache(maxsize=8192)
def typeset(text: str) -> str:
    """`text` as a book prints it (idempotent)."""
    return common(text, "\u201c", "\u201d")
