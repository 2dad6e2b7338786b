"""The Polish alphabet, vowels and consonants (with q, v and x of borrowed words)."""

from __future__ import annotations

VOWELS = frozenset("aąeęioóuy")
"""Polish vowels, the ones the vowel joker may stand for."""
CONSONANTS = frozenset("bcćdfghjklłmnńpqrsśtvwxzźż")
"""Polish consonants, with q, v and x of borrowed words: the consonant joker's letters."""
ALPHABET = "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż"
"""The Polish alphabet plus q, v, x, in dictionary order."""
