"""Snowball stems (English, French, Polish …): a cheap first guess at a shared root.

Snowball over-stems (university and universe both give "univers"), so the referee
never rules on a shared stem alone: it is a candidate that another source must confirm.
Each language package names its Snowball algorithm (`Language.stemmer`).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Protocol

from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language


class Stemmer(Protocol):
    """What wisegen asks of a snowballstemmer stemmer (the package has no type hints)."""

    def stemWord(self, word: str) -> str: ...  # snowballstemmer's name


@cache
def _stemmer(lang: str) -> Stemmer | None:
    import snowballstemmer  # 30 ms of imports: only when a stem is asked for

    name = get_language(lang).stemmer
    if name is None or name not in snowballstemmer.algorithms():
        return None
    found: Stemmer = snowballstemmer.stemmer(name)
    return found


def algorithm(language: str) -> str | None:
    """The Snowball algorithm's name for a language, as evidence names it."""
    lang = base_language(language)
    return f"Snowball {get_language(lang).stemmer}" if _stemmer(lang) is not None else None


@lru_cache(maxsize=65536)
def stem(word: str, language: str) -> str:
    """The folded Snowball stem (the folded word itself when no stemmer exists).

    Snowball reads accents (French -ité, -é), so a word is stemmed in the spelling its
    language's lexicon gives it (Lexique's, in French): "electricite" and "électricité"
    get the same stem.
    """
    lang = base_language(language)
    stemmer = _stemmer(lang)
    if stemmer is None:
        return fold(word)
    spelling = fold(word)
    lexicon = get_language(lang).lexicon
    if lexicon is not None:
        spelling = min(lexicon.forms(word), default=spelling).lower()
    return fold(stemmer.stemWord(spelling))
