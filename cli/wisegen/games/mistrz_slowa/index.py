"""The packaged list of Polish nouns, loaded into arrays the solver scans in one pass.

`data/nouns-pl-nom.txt.xz` holds the nominatives (singular and plural) of the SGJP
common nouns the referee accepts, 3 to 10 letters, sorted, one a line: what `solve`
proposes under the rule; `data/nouns-pl.txt.xz` every form, for `--any-form`
(scripts/build-polish-nouns.sh rebuilds both; data/README.md says from what).
Loading one gives, per word, how many times each letter of the Polish alphabet (plus
q, v, x) occurs, as one small integer row per letter:
that is all the solver's closed form needs. Only the few words of an answer are ever
turned back into Python strings.
"""

from __future__ import annotations

import bisect
import lzma
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from wisegen.lang.pl.letters import ALPHABET, VOWELS

DATA = Path(__file__).resolve().parent / "data" / "nouns-pl.txt.xz"
NOMINATIVES = DATA.with_name("nouns-pl-nom.txt.xz")
_CODEC = "iso-8859-2"  # one byte per letter for all 35 letters of ALPHABET


@dataclass
class NounIndex:
    """Words (one byte a letter) and their letter counts, in the file's sorted order."""

    text: bytes
    starts: np.ndarray
    lengths: np.ndarray
    counts: np.ndarray
    """Shape (len(ALPHABET), words): occurrences of each letter in each word."""
    vowels: np.ndarray
    consonants: np.ndarray

    def __len__(self) -> int:
        return len(self.starts)

    def word(self, i: int) -> str:
        start = int(self.starts[i])
        return self.text[start:start + int(self.lengths[i])].decode(_CODEC)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        n = len(self)
        i = bisect.bisect_left(range(n), word, key=self.word)
        return i < n and self.word(i) == word

    def nbytes(self) -> int:
        """Memory held by the index: the text and every array."""
        return len(self.text) + sum(a.nbytes for a in (self.starts, self.lengths, self.counts,
                                                      self.vowels, self.consonants))

    @classmethod
    def from_words(cls, words: Iterable[str]) -> NounIndex:
        """An index of any words of ALPHABET (tests build small ones)."""
        ordered = sorted(set(words))
        bad = [w for w in ordered if not w or set(w) - set(ALPHABET)]
        if bad:
            raise ValueError(f"not words of the Polish alphabet: {bad[:3]}")
        return cls.from_text("".join(f"{w}\n" for w in ordered).encode(_CODEC))

    @classmethod
    def from_text(cls, text: bytes) -> NounIndex:
        """Build the arrays from newline-ended words in ISO-8859-2."""
        buf = np.frombuffer(text, dtype=np.uint8)
        ends = np.flatnonzero(buf == 10)
        starts = np.concatenate(([0], ends[:-1] + 1)).astype(np.int32)
        lengths = (ends - starts).astype(np.int8)
        lut = np.full(256, 255, dtype=np.uint8)
        for code, letter in enumerate(ALPHABET):
            lut[letter.encode(_CODEC)[0]] = code
        counts = np.zeros((len(ALPHABET), len(starts)), dtype=np.int8)
        for position in range(int(lengths.max()) if len(lengths) else 0):
            rows = np.flatnonzero(lengths > position)
            counts[lut[buf[starts[rows] + position]], rows] += 1
        vowel_rows = [i for i, letter in enumerate(ALPHABET) if letter in VOWELS]
        vowels = counts[vowel_rows].sum(axis=0, dtype=np.int8)
        return cls(text, starts, lengths, counts, vowels, (lengths - vowels).astype(np.int8))


@cache
def nouns(any_form: bool = False) -> NounIndex:
    """The packaged noun list: nominatives, or every form with `any_form` (about 0.2 s
    to load; cached for the process)."""
    path = DATA if any_form else NOMINATIVES
    return NounIndex.from_text(lzma.decompress(path.read_bytes()).decode("utf-8")
                               .encode(_CODEC))
