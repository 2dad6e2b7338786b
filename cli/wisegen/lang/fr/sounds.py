"""A coarse French sound key, to recognise a misspelling (fantaume ~ fantôme).

Metaphone's rules are English; these few French ones (ch, ph, qu, nasal vowels, silent
final consonants …) give words that sound alike one key. Homophones themselves come
from Lexique's pronunciations, never from this key.
"""

from __future__ import annotations

import re

_KEY_RULES = [
    (r"s?ch", "S"), (r"ph", "f"), (r"qu", "k"), (r"gu(?=[eiy])", "g"), (r"c(?=[eiy])", "s"),
    (r"ç", "s"), (r"g(?=[eiy])", "j"), (r"ck|c|q", "k"), (r"eaux?|aux?", "o"), (r"h", ""),
    (r"y", "i"), (r"(?<=[aeiou])s(?=[aeiou])", "z"),
    (r"ien(?=[^aeiou]|$)", "iI"), (r"[ae]in(?=[^aeiou]|$)|[iu]n(?=[^aeiou]|$)|im(?=[bp])", "I"),
    (r"ai|ei|(?:er|ez|et)$", "e"), (r"[ae]n(?=[^aeiou]|$)|[ae]m(?=[bp])", "A"),
    (r"on(?=[^aeiou]|$)|om(?=[bp])", "O"), (r"ou", "U"), (r"(.)\1", r"\1"),
    (r"[stxdp]+$", ""), (r"e$", ""),
]


def sound_key(folded: str) -> str:
    """The key of a folded French word: equal keys suggest one word spelt two ways."""
    for pattern, replacement in _KEY_RULES:
        folded = re.sub(pattern, replacement, folded)
    return folded
