"""The Mistrz Słowa rules as data: the ten dice and the score table, read from the packs.

Nothing here is a constant of the game: the dice come from the `dice` pack and every
number, the W/M and Z/N interchange and the ogonek's letters from the `scoring` pack,
so a variant is a pack edit. What is Polish rather than the game's (which letters are
vowels) comes from `wisegen.lang.pl.letters`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from wisegen.games.mistrz_slowa.face_kinds import (  # noqa: F401 - the rules' own names too
    CONSONANT_JOKER,
    JOKERS,
    LETTER,
    LETTER_JOKER,
    OGONEK,
    REROLL,
    SPECIAL_FACES,
    VOWEL_JOKER,
)
from wisegen.lang.pl.letters import CONSONANTS, VOWELS


@dataclass(frozen=True)
class Die:
    """One die: its kind (consonant, vowel, special) and six faces as the pack names them."""

    kind: str
    faces: tuple[str, ...]


@dataclass(frozen=True)
class Breakdown:
    """A formed word's points, part by part, as the rulebook adds them up."""

    letters: int
    length_points: int
    jokers: int
    no_joker_bonus: int
    ogonek_uses: int
    ogonek_bonus: int
    interchanges: int

    @property
    def total(self) -> int:
        return self.length_points + self.no_joker_bonus + self.ogonek_bonus

    def explain(self) -> str:
        """`1 for 3 letters + 4 for using the ogonek + 4 for no joker`."""
        parts = [f"{self.length_points} for {self.letters} letters"]
        if self.ogonek_uses:
            times = "" if self.ogonek_uses == 1 else f" {self.ogonek_uses} times"
            parts.append(f"{self.ogonek_bonus} for using the ogonek{times}")
        if self.no_joker_bonus:
            parts.append(f"{self.no_joker_bonus} for no joker")
        return " + ".join(parts) + f" = {self.total}"

    def as_dict(self) -> dict[str, Any]:
        return {"letters": self.letters, "length_points": self.length_points,
                "jokers": self.jokers, "no_joker_bonus": self.no_joker_bonus,
                "ogonek_uses": self.ogonek_uses, "ogonek_bonus": self.ogonek_bonus,
                "interchanges": self.interchanges, "total": self.total,
                "explain": self.explain()}


@dataclass(frozen=True)
class Rules:
    """Dice, score table, interchangeable letters and the ogonek's letters (lower case)."""

    dice: tuple[Die, ...]
    length_points: Mapping[int, int]
    min_letters: int
    no_joker_bonus: int
    ogonek_bonus: int
    no_word_penalty: int
    reads: Mapping[str, frozenset[str]]
    """Face letter -> the letters it may be read as (itself, and W<->M, Z<->N)."""
    ogonek: Mapping[str, tuple[str, ...]]
    """Base letter -> the letters the ogonek makes of it (`z` -> `ź`, `ż`)."""

    @property
    def max_letters(self) -> int:
        return max(self.length_points)

    def read_as(self, face_letter: str) -> frozenset[str]:
        return self.reads.get(face_letter, frozenset({face_letter}))

    def points(self, letters: int) -> int | None:
        """Length points, or None when the table has no row (fewer than 3, more than 10)."""
        if letters < self.min_letters:
            return None
        return self.length_points.get(letters)

    def score(self, letters: int, jokers: int, ogonek_uses: int,
              interchanges: int = 0) -> Breakdown | None:
        """The breakdown of a word made that way, or None when its length scores nothing."""
        points = self.points(letters)
        if points is None:
            return None
        return Breakdown(letters, points, jokers, self.no_joker_bonus if jokers == 0 else 0,
                         ogonek_uses, self.ogonek_bonus * ogonek_uses, interchanges)

    def can_show(self, jokers: int, ogonek_uses: int) -> bool:
        """Can one roll of the dice show this many jokers and ogonek faces at once? Each
        die shows one face: the ogonek is on the special dice, which also carry jokers,
        so the two compete for those dice (Hall's condition for two kinds of face)."""
        with_ogonek = sum("ogonek" in die.faces for die in self.dice)
        with_joker = sum(any(f.endswith("joker") for f in die.faces) for die in self.dice)
        either = sum("ogonek" in die.faces or any(f.endswith("joker") for f in die.faces)
                     for die in self.dice)
        return (ogonek_uses <= with_ogonek and jokers <= with_joker
                and jokers + ogonek_uses <= either)

    @property
    def most_ogonek(self) -> int:
        """The dice that can show the ogonek (the rulebook's two special dice)."""
        return sum("ogonek" in die.faces for die in self.dice)

    @staticmethod
    def letter_class(letter: str) -> str:
        """`vowel`, `consonant`, or `other` (a letter only the letter joker can be)."""
        if letter in VOWELS:
            return "vowel"
        return "consonant" if letter in CONSONANTS else "other"

    @classmethod
    def from_packs(cls, dice: dict[str, Any], scoring: dict[str, Any]) -> Rules:
        table = {int(row["letters"]): int(row["points"]) for row in scoring["length_points"]}
        reads: dict[str, set[str]] = {}
        for group in scoring.get("interchangeable", []):
            letters = {str(letter).lower() for letter in group}
            for letter in letters:
                reads.setdefault(letter, {letter}).update(letters)
        ogonek = {str(base).lower(): tuple(str(t).lower() for t in targets)
                  for base, targets in scoring.get("ogonek", {}).items()}
        return cls(
            dice=tuple(Die(d["kind"], tuple(d["faces"])) for d in dice["dice"]),
            length_points=table,
            min_letters=int(scoring.get("min_letters", min(table))),
            no_joker_bonus=int(scoring.get("no_joker_bonus", 0)),
            ogonek_bonus=int(scoring.get("ogonek_bonus", 0)),
            no_word_penalty=int(scoring.get("no_word_penalty", 0)),
            reads={letter: frozenset(group) for letter, group in reads.items()},
            ogonek=ogonek,
        )


@cache
def rules() -> Rules:
    """The built-in rules (the rulebook's dice and table); loaded once per process."""
    from wisegen.games.content import find_builtin

    return Rules.from_packs(find_builtin("mistrz-slowa", "dice").data,
                            find_builtin("mistrz-slowa", "scoring").data)
