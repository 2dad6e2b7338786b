"""Word frequency (wordfreq's Zipf scale: 0 unknown, ~3 uncommon, 5+ very common).

Used as the difficulty figure of a word in a pack and to tell real words from invented
ones. wordfreq is imported lazily: it costs a noticeable part of start-up time.
"""

from __future__ import annotations

from functools import cache

from wisegen.lang.normalise import nfc
from wisegen.lang.registry import get_language


@cache
def zipf(word: str, language: str) -> float | None:
    """Zipf frequency, or None when wordfreq cannot serve the language here (e.g.
    Japanese needs MeCab, which wisegen does not install)."""
    from wordfreq import zipf_frequency

    try:
        return zipf_frequency(nfc(word), get_language(language).wordfreq)
    except (ImportError, LookupError, ValueError):
        return None
