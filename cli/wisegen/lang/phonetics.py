"""How words sound: dictionary pronunciations for homophones, phonetic keys for typos.

Each language package names its pronouncing dictionary (`Language.pronunciation`):
the CMU Pronouncing Dictionary for English (stress marks ignored, so WEATHER and
WHETHER are both W EH DH ER), Lexique 3.83 for French (vert, verre, vers: /vɛʁ/). Two
words are homophones only when both dictionaries' entries agree; a word a dictionary
does not know has no pronunciation here, so it is never called a homophone.

Phonetic *keys* are coarser and are only used to recognise a misspelling
(filosofie ~ philosophy): the language's own rules (`Language.sound_key`), Metaphone
for a language without any.
"""

from __future__ import annotations

from functools import lru_cache

from wisegen.lang.normalise import fold, nfc
from wisegen.lang.registry import get_language


def source(language: str) -> str | None:
    """The pronouncing dictionary of a language, as evidence names it (None: none)."""
    declared = get_language(language).pronunciation
    return declared.source if declared is not None else None


@lru_cache(maxsize=65536)
def pronunciations(word: str, language: str) -> dict[str, str]:
    """Comparable pronunciation -> how to show it, with the source in the shown text."""
    declared = get_language(language).pronunciation
    key = _written(word, language)
    if not key or declared is None:
        return {}
    return declared.lookup(key)


def _written(word: str, language: str) -> str:
    """The word as its sounds are looked up: folded, or as written (marks kept) in a
    language whose marks are letters (Polish lód is [lut], lod would be [lot])."""
    if get_language(language).marks_are_letters:
        return nfc(word).casefold().strip()
    return fold(word)


def composes(whole: str, first: str, second: str, language: str) -> bool | None:
    """Does `whole` sound like `first` followed by `second`? None when one of the three has
    no pronunciation here. (French compounds may put a schwa between: porte-feuille.)"""
    declared = get_language(language).pronunciation
    sounds = [pronunciations(w, language) for w in (whole, first, second)]
    if declared is None or not all(sounds):
        return None
    return any(a + joiner + b in sounds[0] for a in sounds[1] for b in sounds[2]
               for joiner in declared.joiners)


def same_sound(a: str, b: str, language: str) -> tuple[str, str] | None:
    """The two shown pronunciations when `a` and `b` have one in common, else None."""
    pa, pb = pronunciations(a, language), pronunciations(b, language)
    for plain, shown in pa.items():
        if plain in pb:
            return shown, pb[plain]
    return None


@lru_cache(maxsize=65536)
def key(word: str, language: str) -> str:
    """A coarse sound key: equal keys suggest one word spelt two ways."""
    return get_language(language).sound_key(_written(word, language))
