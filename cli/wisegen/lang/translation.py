"""Bilingual dictionaries: is a word the translation of another? (FreeDict, GPL)

The data (each language's data/translations/: lang/fr/data/translations/fr.tsv.gz …) is
built from Debian's FreeDict
packages by scripts/build_lang_data.py: for each English or French word, its one-word
translations into French/English, German, Spanish, Italian and Polish, with the
dictionaries that give them. FreeDict's own English<->French dictionaries are small, so
translations reached through a third language are kept too when two different middle
languages agree (shrub -> Busch -> buisson, shrub -> arbusto -> buisson); those are
marked as pivots and trusted less by the referee. A language package names its table
(`Language.translations`); the languages without one can only be translated into.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from wisegen.lang.bilingual import Translation as Translation  # re-exported: callers name it here
from wisegen.lang.bilingual import read
from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language, translated_languages


def indexed() -> tuple[str, ...]:
    """Languages whose words can be looked up (those with a translation table)."""
    return translated_languages()


def language_name(code: str) -> str:
    """A translation's language as evidence names it ('French')."""
    return get_language(code).name


@lru_cache(maxsize=16384)
def translations(word: str, language: str) -> tuple[Translation, ...]:
    """The translations of a word of a language with a table (empty for other languages)."""
    lang = base_language(language)
    declared = get_language(lang).translations
    if declared is None:
        return ()
    return read(get_language(lang).data(declared), word)


@dataclass(frozen=True)
class Match:
    """`foreign` is a translation of `word` (`foreign` may be a form of the translation)."""

    word: str
    foreign: str
    translation: Translation
    reversed: bool
    """True when found under the foreign word's own entry rather than the secret's."""

    def pair(self) -> str:
        return f"{self.word} → {self.translation.word} ({language_name(self.translation.lang)})"


def find(word: str, candidate: str, language: str, *, spellings: tuple[str, ...] = (),
         spellings_lang: str | None = None) -> Match | None:
    """Is `candidate` a translation of `word` from `language` into another language?

    `spellings` are other forms of the candidate in `spellings_lang` (its lemmas there:
    "chats" -> "chat"); they are only compared with translations into that language, so
    an English reading of a word never matches an Italian translation. Direct pairs are
    preferred to pivots, and the secret's own entry to the candidate's."""
    lang = base_language(language)
    found: list[Match] = []
    for t in translations(word, lang):
        if t.lang == lang:
            continue
        if fold(t.word) == fold(candidate) or (
                t.lang == spellings_lang and fold(t.word) in {fold(s) for s in spellings}):
            found.append(Match(word, candidate, t, False))
    for other in indexed():
        if other == lang:
            continue
        forms = (candidate, *spellings) if other == spellings_lang else (candidate,)
        for spelling in forms:
            for t in translations(spelling, other):
                if t.lang == lang and fold(t.word) == fold(word):
                    back = Translation(other, spelling, t.sources)
                    found.append(Match(word, candidate, back, True))
    if not found:
        return None
    found.sort(key=lambda m: (not m.translation.direct, m.reversed))
    return found[0]
