"""Snowball stems (English, French, Polish …): a cheap first guess at a shared root.

Snowball over-stems (university and universe both give "univers"), so the referee
never rules on a shared stem alone: it is a candidate that another source must confirm.
"""

from __future__ import annotations

from functools import cache, lru_cache

import snowballstemmer

from wisegen.lang.normalise import base_language, fold

_ALGORITHMS = {"en": "english", "fr": "french", "de": "german", "es": "spanish",
               "it": "italian", "pl": "polish"}


@cache
def _stemmer(lang: str):
    name = _ALGORITHMS.get(lang)
    if name is None or name not in snowballstemmer.algorithms():
        return None
    return snowballstemmer.stemmer(name)


def algorithm(language: str) -> str | None:
    """The Snowball algorithm's name for a language, as evidence names it."""
    lang = base_language(language)
    return f"Snowball {_ALGORITHMS[lang]}" if _stemmer(lang) is not None else None


@lru_cache(maxsize=65536)
def stem(word: str, language: str) -> str:
    """The folded Snowball stem (the folded word itself when no stemmer exists).

    French stemming reads accents (-ité, -é), so a French word is stemmed in the
    spelling Lexique gives it: "electricite" and "électricité" get the same stem.
    """
    lang = base_language(language)
    stemmer = _stemmer(lang)
    if stemmer is None:
        return fold(word)
    spelling = fold(word)
    if lang == "fr":
        from wisegen.lang import lexique

        spelling = min(lexique.forms(word), default=spelling).lower()
    return fold(stemmer.stemWord(spelling))
