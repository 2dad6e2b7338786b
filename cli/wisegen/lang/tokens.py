"""What counts as one word, and what kind of word a clue is.

Both rulebooks want single-word clues. Three Wise Words says "New York" and
"belle-mère" are two words, so spaces and hyphens separate words; the Just One
rulebook is silent on hyphens and wisegen applies the same rule to both games. A
language may split a piece further (`Language.split_word`): French elision joins two
words with an apostrophe ("l'eau" is the article and the noun), while lexicalised
forms such as "aujourd'hui" stay one word; elsewhere apostrophes ("swee'ting",
"rock'n'roll") stay inside one word.

Just One also says digits, numbers, acronyms, onomatopoeia ("Riiiiinnng") and special
characters ("$") are words: `kind` names them so the invented-word check can leave
them alone (a dictionary cannot vouch for "007").
"""

from __future__ import annotations

import re
import unicodedata
from enum import StrEnum

from wisegen.lang.normalise import fold, nfc
from wisegen.lang.registry import get_language

_SPACES = re.compile(r"\s+")
_HYPHENS = "-\u2010\u2011\u2012\u2013\u2014\u2212"
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'", "\u2018": "'", "`": "'"})
_VOWELS = set("aeiouyàâäéèêëîïôöùûüÿæœ")


class Kind(StrEnum):
    """What a one-word clue is, for the rules that care."""

    WORD = "word"
    NUMBER = "number"
    SYMBOL = "symbol"
    ONOMATOPOEIA = "onomatopoeia"
    ACRONYM = "acronym"
    """No vowel at all: SMS, DVD; sounds written without vowels (psst, grr) land here too."""


def clean(text: str) -> str:
    """NFC, trimmed, typographic apostrophes made plain: the form every check sees."""
    return nfc(text).translate(_APOSTROPHES).strip()


def words(text: str, language: str) -> list[str]:
    """The words a clue is made of (one item for a valid one-word clue)."""
    text = clean(text)
    pieces = [p for p in _SPACES.split(text) if p]
    out: list[str] = []
    for piece in pieces:
        parts = [p for p in re.split(f"[{re.escape(_HYPHENS)}]", piece) if p]
        # A lone hyphen or a leading/trailing one ("-", "-5") is a symbol or a sign.
        if len(parts) <= 1 or not any(ch.isalpha() for ch in piece):
            out.append(piece)
            continue
        out.extend(parts)
    split = get_language(language).split_word
    if split is not None:
        out = [w for word in out for w in split(word)]
    return out


def kind(word: str) -> Kind:
    """Number, symbol, onomatopoeia, acronym or plain word (which a dictionary must know)."""
    word = clean(word)
    letters = [ch for ch in word if ch.isalpha()]
    if any(unicodedata.category(ch) == "Nd" for ch in word):
        return Kind.NUMBER
    if not letters:
        return Kind.SYMBOL
    folded = fold("".join(letters))
    # Expressive lengthening: Riiiiinnng, Booooouh, zzz.
    if re.search(r"(.)\1\1", folded):
        return Kind.ONOMATOPOEIA
    if not set(folded) & _VOWELS:
        return Kind.ACRONYM
    return Kind.WORD
