"""Hunspell dictionaries per language: spelling and morphology (stems, plural marks).

Each language package says which dictionary it has (`Language.hunspell`): English comes
with chunspell (its en_US dictionary has derivational stems, so actress -> actor), and its
answers are precomputed in a table (spelling_table.py) that a ruling reads instead;
French and Polish are shipped in their folders (`lang/<code>/data/hunspell/`) from
Debian's hunspell-fr and hunspell-pl (licences beside them; scripts/build-dictionaries.sh
rebuilds them).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from wisegen.lang.normalise import nfc
from wisegen.lang.registry import get_language

if TYPE_CHECKING:
    import hunspell

    from wisegen.lang.spelling_table import TableSpeller


@dataclass(frozen=True)
class Analysis:
    """One hunspell reading of a word: its stem and the morphological fields."""

    stem: str
    fields: tuple[str, ...]

    @property
    def is_plural(self) -> bool:
        # English marks the plural suffix rule as fl:S; French marks number as is:pl.
        return "fl:S" in self.fields or "is:pl" in self.fields


@cache
def dictionary(language: str) -> hunspell.Hunspell | TableSpeller | None:
    """The hunspell dictionary for a BCP-47 tag (its precomputed answers when it has a
    table: English), or None when wisegen has none."""
    lang = get_language(language)
    declared = lang.hunspell
    if declared is None:
        return None
    if declared.table is not None:
        from wisegen.lang.spelling_table import TableSpeller

        return TableSpeller(declared, lang.data_dir)
    return declared.open(lang.data_dir)


def has_dictionary(language: str) -> bool:
    return get_language(language).hunspell is not None


def is_known(word: str, language: str) -> bool | None:
    """True/False by the dictionary; None when there is no dictionary for the language."""
    speller = dictionary(language)
    if speller is None:
        return None
    word = nfc(word)
    try:
        return bool(speller.spell(word) or speller.spell(word.lower()))
    except UnicodeEncodeError:  # a letter the dictionary's 8-bit encoding cannot hold
        return False


def analyses(word: str, language: str) -> list[Analysis]:
    """Hunspell's readings of `word` (empty when unknown or no dictionary)."""
    speller = dictionary(language)
    if speller is None:
        return []
    try:
        readings = speller.analyze(nfc(word).lower())
    except UnicodeEncodeError:  # not a word of this dictionary's alphabet
        return []
    out = []
    for raw in readings:
        fields = tuple(raw.split())
        stem = next((f[3:] for f in fields if f.startswith("st:")), "")
        out.append(Analysis(stem, fields))
    return out


def singular(word: str, language: str) -> str:
    """The singular of a plural noun when the dictionary says it is one, else the word.

    A word that is also a lemma of its own ("news", not the plural of "new") stays as is.
    """
    word = nfc(word).lower()
    readings = analyses(word, language)
    if any(r.stem == word and not r.is_plural for r in readings):
        return word
    return next((r.stem for r in readings if r.is_plural and r.stem), word)


def suggestions(word: str, language: str, most: int = 3) -> list[str]:
    """Hunspell's own suggestions for a word it does not know as written (krulik ->
    królik), lower-case ones first; opened only for this, since a table answers spelling
    but does not suggest."""
    lang = get_language(language)
    if lang.hunspell is None:
        return []
    try:
        found = lang.hunspell.open(lang.data_dir).suggest(nfc(word).lower())
    except UnicodeEncodeError:
        return []
    ordered = sorted(found, key=lambda s: s[:1].isupper())
    return [s for s in ordered if " " not in s][:most]
