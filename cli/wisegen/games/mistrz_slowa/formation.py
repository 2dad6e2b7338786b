"""How a word is made from a roll: which face (or faces) gives each letter, and the score.

Each letter of the word takes one of these, and each face serves once:

- a face showing that letter;
- a face of its interchangeable partner (W for M, M for W, Z for N, N for Z): the
  rulebook's note, and not a joker;
- a face of a base letter plus an ogonek face: A->Ą, C->Ć, E->Ę, L->Ł, N->Ń, O->Ó, S->Ś,
  Z->Ź or Ż (one ogonek face changes one letter);
- a vowel joker for a vowel (ą ę ó are vowels), a consonant joker for a consonant, a
  letter joker (the red star) for any letter.

Readings where the rulebook is silent, chosen as players would expect:
- an ogonek changes a rolled letter, never a joker: a joker may already be Ą or Ż, so
  a tail on it would change nothing and earn +4 for nothing;
- an interchanged letter may take the ogonek (an N read as Z, plus the ogonek, is Ż):
  once read as Z the die shows Z;
- a face is used once, so one ogonek face changes one letter (ŻÓŁW needs two);
- reroll faces form nothing, and faces left over cost nothing.

When a word can be made in several ways the score is the best of them (the rulebook's
"+4 for no joker" and "+4 for each use of the ogonek" both reward the careful player);
among ways with the same score the fewest jokers, then the fewest letter jokers, then
the fewest interchanges win, so the answer reads naturally. The search is exhaustive
over the ways (memoised on what is left of the roll), which makes it the reference the
solver's closed form is tested against.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from wisegen.games.mistrz_slowa.roll import Face
from wisegen.games.mistrz_slowa.rules import (
    CONSONANT_JOKER,
    JOKERS,
    LETTER,
    LETTER_JOKER,
    OGONEK,
    VOWEL_JOKER,
    Breakdown,
    Rules,
)

DIRECT = "letter"
INTERCHANGE = "interchange"
WITH_OGONEK = "ogonek"


@dataclass(frozen=True)
class Use:
    """How one letter of the word was made: `how`, from which faces (0-based positions)."""

    letter: str
    how: str
    """`letter`, `interchange`, `ogonek`, or a joker: `letter-joker` ..."""
    faces: tuple[int, ...]
    read_as: str = ""
    """For `interchange`: the letter the face was read as; for `ogonek`: the base letter."""


@dataclass(frozen=True)
class Formation:
    """The best way to make a word from a roll, and its score (None past the table)."""

    uses: tuple[Use, ...]
    jokers: int
    ogonek_uses: int
    interchanges: int
    breakdown: Breakdown | None

    @property
    def score(self) -> int | None:
        return None if self.breakdown is None else self.breakdown.total

    @property
    def missing(self) -> list[str]:
        """Letters no face was left for (only with `allow_missing`)."""
        return [u.letter for u in self.uses if u.how == MISSING]


# An option is (face keys consumed, how, read_as, read through the interchange?); face
# keys are `letter:X` or a special face's kind. MISSING consumes nothing: it is how a
# failure names the letters no face was left for.
_Option = tuple[tuple[str, ...], str, str, bool]
MISSING = "missing"


def _letter_key(letter: str) -> str:
    return f"{LETTER}:{letter.upper()}"


def _options(letter: str, face_letters: set[str], rules: Rules) -> list[_Option]:
    """Every way the roll's kinds of faces could give `letter` (lower case)."""
    options: list[_Option] = []
    for face in sorted(face_letters):
        if letter in rules.read_as(face):
            swap = face != letter
            options.append(((_letter_key(face),), INTERCHANGE if swap else DIRECT,
                             letter if swap else "", swap))
    for base, targets in rules.ogonek.items():
        if letter in targets:
            for face in sorted(face_letters):
                if base in rules.read_as(face):
                    options.append(((_letter_key(face), OGONEK), WITH_OGONEK, base, face != base))
    kind = rules.letter_class(letter)
    if kind == "vowel":
        options.append(((VOWEL_JOKER,), VOWEL_JOKER, "", False))
    elif kind == "consonant":
        options.append(((CONSONANT_JOKER,), CONSONANT_JOKER, "", False))
    options.append(((LETTER_JOKER,), LETTER_JOKER, "", False))
    return options


def _key_of(face: Face) -> str:
    return _letter_key(face.letter) if face.kind == LETTER else face.kind


def best_formation(word: str, faces: list[Face], rules: Rules, *,
                   allow_missing: bool = False) -> Formation | None:
    """The best-scoring way to make `word` (lower case) from `faces`, or None if none.

    With `allow_missing`, letters may stay without a face (`how` = `missing`): the
    answer then makes as many letters as possible, which names what a failure lacks.
    """
    letters = list(word)
    have = Counter(_key_of(face) for face in faces)
    keys = sorted(have)
    index = {k: i for i, k in enumerate(keys)}
    face_letters = {f.letter.lower() for f in faces if f.kind == LETTER}
    options = [[o for o in _options(ch, face_letters, rules) if all(k in index for k in o[0])]
               for ch in letters]
    if allow_missing:
        for opts in options:
            opts.append(((), MISSING, "", False))
    elif len(letters) > sum(have[k] for k in keys if k not in (OGONEK, "reroll")) or not all(
            options):
        return None
    result = _Search(options, index, have, rules).best(0, tuple(have[k] for k in keys))
    if result is None:
        return None
    return _assemble(letters, [options[i][c] for i, c in enumerate(result[1])], faces, rules)


_Key = tuple[int, ...]


class _Search:
    """The memoised search behind `best_formation`: one option per letter, best key first.

    A state is how many faces of each kind (`index` order) are still free; the key is
    (-missing, total, -jokers, -letter jokers, -interchanges): the first and last parts
    add up letter by letter, the middle ones follow from what is left at the end.
    """

    def __init__(self, options: list[list[_Option]], index: dict[str, int],
                 have: Counter[str], rules: Rules) -> None:
        self.options, self.index, self.have, self.rules = options, index, have, rules
        self.jokers0 = {k: have.get(k, 0) for k in JOKERS}
        self.memo: dict[tuple[int, _Key], tuple[_Key, _Key] | None] = {}

    def leaf_key(self, state: _Key) -> _Key:
        left = {k: state[self.index[k]] if k in self.index else 0 for k in (*JOKERS, OGONEK)}
        jokers = sum(self.jokers0[k] - left[k] for k in JOKERS)
        ogonek = self.have.get(OGONEK, 0) - left[OGONEK]
        rules = self.rules
        # Past the table a word scores nothing, but the ways still rank by their bonuses.
        total = (rules.ogonek_bonus * ogonek + (rules.no_joker_bonus if jokers == 0 else 0)
                 + (rules.points(len(self.options)) or 0))
        return (0, total, -jokers, -(self.jokers0[LETTER_JOKER] - left[LETTER_JOKER]), 0)

    def best(self, i: int, state: _Key) -> tuple[_Key, _Key] | None:
        """(score key, option index per letter from i on) for letters i.., or None."""
        if (i, state) not in self.memo:
            self.memo[i, state] = self._best(i, state)
        return self.memo[i, state]

    def _best(self, i: int, state: _Key) -> tuple[_Key, _Key] | None:
        if i == len(self.options):
            return self.leaf_key(state), ()
        found: tuple[_Key, _Key] | None = None
        for choice, (used, how, _, swap) in enumerate(self.options[i]):
            after = list(state)
            for k in used:
                after[self.index[k]] -= 1
            if after and min(after) < 0:
                continue
            rest = self.best(i + 1, tuple(after))
            if rest is None:
                continue
            key, path = rest
            if how == MISSING:
                key = (key[0] - 1, *key[1:])
            if swap:
                key = (*key[:4], key[4] - 1)
            if found is None or key > found[0]:
                found = (key, (choice, *path))
        return found


def _assemble(letters: list[str], chosen: list[_Option], faces: list[Face],
              rules: Rules) -> Formation:
    """Name the roll positions behind each choice (first free face of each kind)."""
    free: dict[str, list[int]] = {}
    for position, face in enumerate(faces):
        free.setdefault(_key_of(face), []).append(position)
    uses = []
    for letter, (used, how, read_as, _) in zip(letters, chosen, strict=True):
        uses.append(Use(letter, how, tuple(free[k].pop(0) for k in used), read_as))
    jokers = sum(u.how in JOKERS for u in uses)
    ogonek = sum(u.how == WITH_OGONEK for u in uses)
    swaps = sum(swap for _, _, _, swap in chosen)
    complete = all(u.how != MISSING for u in uses)
    return Formation(tuple(uses), jokers, ogonek, swaps,
                     rules.score(len(letters), jokers, ogonek, swaps) if complete else None)


def use_as_dict(use: Use, faces: list[Face], dice: list[int | None]) -> dict[str, Any]:
    """A use for `--json`: the letter, how, and each face with its roll position and die."""
    return {
        "letter": use.letter,
        "how": use.how,
        "read_as": use.read_as or None,
        "faces": [{"position": p + 1, "face": faces[p].symbol, "die": _numbered(dice[p])}
                  for p in use.faces],
    }


def _numbered(die: int | None) -> int | None:
    """A die's index as players count it (from 1), or None when no die is known."""
    return None if die is None else die + 1
