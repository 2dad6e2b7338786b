"""French typesetting: « guillemets » with no-break spaces inside, a no-break space
before : ; ! ? (so that the mark never starts a line), curly apostrophes (l’eau), spaced
en dashes. The spaces are full no-break spaces: the embedded fonts lack the narrow one
(U+202F), and a full one is what much of French publishing sets anyway."""

from __future__ import annotations

import re
from functools import lru_cache

from wisegen.lang.punctuation import NBSP, common

_BEFORE_MARK = re.compile(r"(?<=[\w\u00bb)\]\u2019\u2026%])[ \u00a0\u202f]?([;:!?])"
                          r"(?=\s|$|[\u00bb)\]\u201d\"!?.,])")
"""A high mark after a word (or a closing quote or bracket), ending a word: 'mot :' and
'mot:' alike; '12:30' and 'http://' are left alone."""
_OPEN = re.compile(r"\u00ab[ \u00a0\u202f]*")
_CLOSE = re.compile(r"[ \u00a0\u202f]*\u00bb")


@lru_cache(maxsize=8192)
def typeset(text: str) -> str:
    """`text` as a book prints it (idempotent)."""
    text = common(text, "\u00ab", "\u00bb")
    text = _OPEN.sub("\u00ab" + NBSP, text)
    text = _CLOSE.sub(NBSP + "\u00bb", text)
    return _BEFORE_MARK.sub(lambda m: NBSP + m.group(1), text)
