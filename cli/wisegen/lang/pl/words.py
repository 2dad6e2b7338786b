"""Polish words through SGJP (morfeusz2): is it a word, its lemmas, its spellings.

A Polish letter with a mark is a letter of its own (lód and lod, kąt and kat differ),
so a word written with its marks is looked up as written. A word written without any
(as on a phone without Polish keys: "zolw") is respelt with the marks that make it a
word SGJP knows (żółw), unless it is a word as written.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from wisegen.lang.normalise import fold, nfc
from wisegen.lang.pl import sgjp

SOURCE = "SGJP (morfeusz2)"
_MARKS = {"a": "ą", "c": "ć", "e": "ę", "l": "ł", "n": "ń", "o": "ó", "s": "ś", "z": "żź"}
_MAX_RESPELLINGS = 512


def _known(word: str) -> bool:
    """A reading whose lemma is not a name: in lower case, `gura` is no word, though
    SGJP knows the surname Gura (as hunspell's capitalised entries are names)."""
    return any(not r.lemma[:1].isupper() for r in sgjp.readings(word))


@lru_cache(maxsize=65536)
def forms(word: str) -> list[str]:
    """The spellings SGJP knows for a word: itself, or the word with its marks restored."""
    written = nfc(word).casefold().strip()
    if not written or any(ch.isspace() for ch in written):
        return []
    if _known(written):
        return [written]
    if written != fold(written):
        return []
    options = [(ch, *_MARKS.get(ch, "")) for ch in written]
    count = 1
    for option in options:
        count *= len(option)
    if count > _MAX_RESPELLINGS:
        return []
    return [spelled for spelled in ("".join(p) for p in product(*options))
            if spelled != written and _known(spelled)]


def knows(word: str) -> bool:
    """Does SGJP know the word (with its marks restored when written without)?"""
    return bool(forms(word))


def lemmas(word: str) -> list[str]:
    """SGJP's lemmas of the word's readings (psy -> pies, śniegi -> śnieg)."""
    out: list[str] = []
    for spelled in forms(word):
        for reading in sgjp.readings(spelled):
            if reading.lemma[:1].isupper():
                continue
            lemma = reading.lemma_base.lower()
            if lemma not in out:
                out.append(lemma)
    return out
