"""Numbers written as digits or Roman numerals: the number word written differently.

The rulebooks count digits, acronyms and symbols as words (007 is a fine clue for Bond),
but for a secret that *is* a number word, 3 or XII is that word written another way
(three/3, douze/XII, sześć/6). Each language spells its own numbers (`Language.
number_words`, in lang/<code>/numbers.py): a grammar, not a word list, so any number
up to a million is recognised, in every spelling the language allows (vingt et un,
vingt-et-un).
"""

from __future__ import annotations

import re

from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language

_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_ROMAN_SHAPE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")
LIMIT = 1_000_000


def value(text: str) -> tuple[int, str] | None:
    """The number a clue writes, and how ('digits' or 'Roman numeral'), or None."""
    plain = text.strip().replace("\u00a0", "").replace(" ", "")
    if plain.isdigit() and plain.isascii() and len(plain) <= 7:  # 07 is seven too
        number = int(plain)
        return (number, "digits") if number < LIMIT else None
    upper = plain.upper()
    if upper and plain == upper and _ROMAN_SHAPE.match(upper):
        total = 0
        for i, ch in enumerate(upper):
            worth = _ROMAN[ch]
            following = _ROMAN[upper[i + 1]] if i + 1 < len(upper) else 0
            total += -worth if worth < following else worth
        return total, "Roman numeral"
    return None


def _key(words: str) -> str:
    return "".join(ch for ch in fold(words) if ch.isalpha())


def spelt(number: int, language: str) -> tuple[str, ...]:
    """The ways `language` writes `number` in words ((), when it has no number words)."""
    speller = get_language(base_language(language)).number_words
    return speller(number) if speller is not None and 0 <= number < LIMIT else ()


def same_number(written: str, word: str, language: str) -> tuple[int, str] | None:
    """Is `written` (digits or a Roman numeral) the number word `word`? (number, how)."""
    found = value(written)
    if found is None or value(word) is not None:
        return None
    wanted = _key(word)
    if wanted and any(_key(form) == wanted for form in spelt(found[0], language)):
        return found
    return None
