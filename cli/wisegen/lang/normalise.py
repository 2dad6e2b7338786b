"""Text folding used everywhere words are compared: NFC, case and accents.

`Fantôme`, `fantome` and `FANTÔME` must never get different verdicts, and a pack typed
with combining accents must equal one typed with precomposed letters.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

# Letters that NFKD does not split into base + mark but that players treat as accented.
_EXTRA_FOLDS = str.maketrans({"ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d"})


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_EXTRA_FOLDS))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=1 << 17)
def fold(text: str) -> str:
    """Case- and accent-insensitive key: `FANTÔME` -> `fantome`, `Œuf` -> `oeuf`.
    Cached: a ruling folds the same few hundred words thousands of times."""
    return strip_accents(nfc(text).casefold()).replace("œ", "oe").replace("æ", "ae").strip()


def base_language(tag: str) -> str:
    """`en-GB` -> `en`: resources are chosen by the primary language subtag."""
    return tag.split("-", 1)[0].lower()
