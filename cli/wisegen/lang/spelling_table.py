"""A hunspell dictionary's answers, precomputed: spelling without opening hunspell.

Opening chunspell's en_US takes about 0.09 s, most of a cold English ruling, which then
asks it about a handful of words. `scripts/build_en_spelling.py` asks hunspell once, at
build time, about every word its dictionary and affix rules can make, and stores each
answer (`spell` and `analyze`) in a blocked table in the language's data/ (tables.py). A word
the table covers (lower case letters and apostrophes only: hunspell has no rule for
such a word but its entries and affixes) is answered from the table, and one without a
row is a word hunspell neither spells nor analyses. Any other word (a hyphen, a digit,
a capital, a trailing dot, the empty string) goes to hunspell itself, opened then. The
answers are the same as hunspell's, which tests/test_lang_spelling_table.py checks.

A partial table (`Hunspell.complete` False: French, Polish) has rows, answers "no"
included, only for the words a ruling asks about when it reads translations into that
language (scripts/build_vocabulary_tables.py); hunspell answers any other word.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from wisegen.lang.tables import table

if TYPE_CHECKING:
    import hunspell

    from wisegen.lang.base import Hunspell

_COVERED = frozenset("abcdefghijklmnopqrstuvwxyz'ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ")
"""Letters of a word the table answers for: ISO-8859-1's lower-case letters (en_US's
encoding) and the apostrophe (don't, o'clock). None of them makes hunspell do anything
but look the word up (no breaking at hyphens, no numbers, no abbreviation dots, no
case variants), so the dictionary's own forms are all the words it can accept."""


def covers(word: str) -> bool:
    """Does the table answer for `word` (without asking hunspell)?"""
    return bool(word) and all(ch in _COVERED for ch in word)


class TableSpeller:
    """hunspell's `spell` and `analyze`, from the table first and hunspell otherwise."""

    def __init__(self, declared: Hunspell, data_dir: Path, encoding: str = "iso8859-1"):
        """`declared` names the table (`Hunspell.table`), found under `data_dir`."""
        if declared.table is None:
            raise ValueError(f"hunspell {declared.name} declares no table")
        self.declared = declared
        self.data_dir = data_dir
        self.table = table(data_dir / declared.table)
        self.encoding = encoding
        self._hunspell: hunspell.Hunspell | None = None

    @property
    def hunspell(self) -> hunspell.Hunspell:
        """The dictionary itself, opened on first need."""
        if self._hunspell is None:
            self._hunspell = self.declared.open(self.data_dir)
        return self._hunspell

    def _row(self, word: str) -> tuple[str, ...] | None:
        if not self.declared.complete:  # a row for each word it knows the answers for
            found = self.table.rows(word)
            return found[0] if found else None
        # chunspell encodes every word to the dictionary's charset first and raises
        # UnicodeEncodeError for a letter it lacks; callers expect just that.
        word.encode(self.encoding)
        if not covers(word):
            return None
        found = self.table.rows(word)
        return found[0] if found else ("0",)

    def spell(self, word: str) -> bool:
        row = self._row(word)
        return self.hunspell.spell(word) if row is None else row[0] == "1"

    def analyze(self, word: str) -> tuple[str, ...]:
        row = self._row(word)
        return tuple(self.hunspell.analyze(word)) if row is None else row[1:]
