"""The dictionary forms a word comes from, with the entry that says so.

"mice" comes from "mouse", "actresses" from "actress" and "actor", "princesse" from
"prince", "chevaux" from "cheval". Hunspell's morphology gives this in every language
with a dictionary (chunspell's English dictionary even records derivations such as
actress -> actor and unhappy -> happy); a language's lexicon adds lemmas hunspell lacks
(Lexique, in French). Two words that share a lemma belong to one family whatever else
is true. Readings hunspell builds by affix rules for a word that has an entry of its
own (corner = corn + -er) are kept apart as `doubtful_stems`: candidates that family.py
must confirm.

Everything is looked up from the folded word, so accents and case never change the
answer: a word is first respelled with the accents its language's lexicon gives it.
"""

from __future__ import annotations

from functools import lru_cache

from wisegen.lang import spelling
from wisegen.lang.base import Language
from wisegen.lang.lexicon import spellings
from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language

_INFLECTION_FLAGS = {"S", "G", "D"}
"""en_US suffix flags that inflect (plural/3rd person -s, -ing, -ed). Its other flags
derive (-er, -ness, -th); when a word also has an entry of its own, such a reading
is often a coincidence of spelling (corner = corn + -er, earth = ear + -th)."""
_PLAIN_PREFIX_FLAGS = {"U", "A"}
"""en_US prefixes whose words keep their base's meaning (un-happy, re-write). The others
build words the base no longer explains (con-cord, in-come, de-form): doubtful."""


def _hunspell_stems(spelled: str, lang: str, *, weak: bool = False) -> list[str]:
    """Hunspell's stems of a spelling: the trusted ones, or (weak=True) the doubtful ones."""
    plausible = get_language(lang).plausible_stem
    try:
        readings = [a for a in spelling.analyses(spelled, lang) if a.stem]
    except UnicodeError:  # a letter the dictionary's encoding lacks (en_US is Latin-1)
        return []
    own_entry = any(fold(a.stem) == fold(spelled) for a in readings)
    out = []
    for reading in readings:
        flags = {f[3:] for f in reading.fields if f.startswith("fl:")}
        prefixed = any(":" not in f for f in reading.fields)
        doubtful = (own_entry and bool(flags - _INFLECTION_FLAGS)) or (
            prefixed and not flags & _PLAIN_PREFIX_FLAGS)
        if plausible is not None and not plausible(spelled, reading.stem):
            continue
        if doubtful == weak:
            out.append(reading.stem)
    return out


def doubtful_stems(word: str, language: str) -> list[str]:
    """Derivations hunspell reads into a word that has an entry of its own (corner ->
    corn): candidates for a family, never proof."""
    lang = base_language(language)
    return [stem for s in spellings(word, lang) for stem in _hunspell_stems(s, lang, weak=True)]


@lru_cache(maxsize=65536)
def lemmas(word: str, language: str) -> dict[str, str]:
    """Folded lemma -> the entry that links it to `word` (the word itself included)."""
    lang = base_language(language)
    declared = get_language(lang)
    dictionary = declared.hunspell.source if declared.hunspell is not None else "hunspell"
    folded = fold(word)
    found: dict[str, str] = {folded: "same word"} if folded else {}
    frontier = [(s, s) for s in spellings(word, lang)]
    for _depth in range(2):  # actresses -> actress -> actor
        following: list[tuple[str, str]] = []
        for spelled, path in frontier:
            steps = [(s, dictionary) for s in _hunspell_stems(spelled, lang)]
            if declared.lexicon is not None:
                source = declared.lexicon.source
                steps += [(lemma, source) for lemma in declared.lexicon.lemmas(spelled)]
            for lemma, source in steps:
                key = fold(lemma)
                if key and key not in found:
                    found[key] = f"{source}: {path} → {lemma}"
                    following.append((lemma, f"{path} → {lemma}"))
        frontier = following
    return found


def same_lemma(a: str, b: str, language: str) -> str | None:
    """Evidence that two words share a lemma (one is an inflection of the other), or None."""
    la, lb = lemmas(a, language), lemmas(b, language)
    for key in la:
        if key in lb:
            parts = [text for text in (la[key], lb[key]) if text != "same word"]
            return "; ".join(parts) or "same word"
    return None


def quick_lemmas(word: str, language: Language) -> set[str]:
    """A word's folded lemmas in `language` from the sources that load fast: its lexicon
    (Lexique), or its hunspell when that is small (English); none otherwise (SGJP's
    analyser takes longer to open than a whole English ruling)."""
    if language.lexicon is not None:
        if not language.lexicon.quick:
            return set()
        return {fold(lemma) for lemma in language.lexicon.lemmas(word)}
    if language.hunspell is not None and language.hunspell.quick:
        return set(lemmas(word, language.code))
    return set()
