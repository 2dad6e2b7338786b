"""ROLL notation: the faces of one throw of the ten dice, read, written and checked.

A roll is written as its faces separated by spaces or commas: letters as letters (any
case), and the special faces as `*` (red star, letter joker), `@` (green ring, consonant
joker), `+` (blue X, vowel joker), `~` (ogonek) and `?` (question mark, reroll); the
words `star ring cross ogonek reroll` (and the packs' names such as `letter-joker`) are
read too. `format_roll` writes the short form back, so `solve --roll "$(wisegen roll)"`
works.

A roll is the final one, after any rerolls: a `?` face only says a reroll was not used.

`dice_check` tells whether the ten dice can show a roll at all: every face must be
matched to a different die that has it (a bipartite matching, since two dice share
faces). Where the rulebook lets W and M, or Z and N, be used for each other, a die
that shows W may be typed as M (and Z as N): it is the same face read the other way up.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa.face_kinds import SYMBOLS
from wisegen.games.mistrz_slowa.rules import (
    CONSONANT_JOKER,
    LETTER,
    LETTER_JOKER,
    OGONEK,
    REROLL,
    SPECIAL_FACES,
    VOWEL_JOKER,
    Rules,
)

NAMES = {LETTER_JOKER: "letter joker", CONSONANT_JOKER: "consonant joker",
         VOWEL_JOKER: "vowel joker", OGONEK: "ogonek", REROLL: "reroll"}
_WORDS = {"star": LETTER_JOKER, "ring": CONSONANT_JOKER, "cross": VOWEL_JOKER,
          "x-cross": VOWEL_JOKER, "ogonek": OGONEK, "reroll": REROLL, "joker": LETTER_JOKER,
          **{name: name for name in SPECIAL_FACES}}
_BY_SYMBOL = {symbol: kind for kind, symbol in SYMBOLS.items()}
_SEPARATORS = re.compile(r"[\s,]+")


@dataclass(frozen=True)
class Face:
    """One rolled face: a letter (upper case) or a special face."""

    kind: str
    letter: str = ""

    @property
    def symbol(self) -> str:
        """The face in ROLL notation: `W`, `*`, `~` ..."""
        return self.letter if self.kind == LETTER else SYMBOLS[self.kind]

    @property
    def pack_name(self) -> str:
        """The face as the dice pack names it: `W`, `letter-joker` ..."""
        return self.letter if self.kind == LETTER else self.kind

    def describe(self) -> str:
        return self.letter if self.kind == LETTER else NAMES[self.kind]


@dataclass(frozen=True)
class ImpossibleRoll:
    """Why the dice cannot show a roll, naming the faces at fault."""

    message: str
    faces: tuple[str, ...]
    dice: tuple[int, ...]
    """1-based numbers of the dice that could show those faces."""

    def as_evidence(self) -> dict[str, Any]:
        return {"faces": list(self.faces), "dice_that_show_them": list(self.dice)}


def face_from_pack(name: str) -> Face:
    return Face(name) if name in SPECIAL_FACES else Face(LETTER, name.upper())


def parse_face(token: str) -> Face:
    """One token of ROLL notation; UsageError naming it when it is no face."""
    text = unicodedata.normalize("NFC", token)
    if text in _BY_SYMBOL:
        return Face(_BY_SYMBOL[text])
    if text.lower() in _WORDS:
        return Face(_WORDS[text.lower()])
    if len(text) == 1 and text.isalpha():
        return Face(LETTER, text.upper())
    raise UsageError(f"{token!r} is not a face: use letters, * @ + ~ ? or the words "
                     "star ring cross ogonek reroll, separated by spaces or commas")


def parse_roll(text: str, rules: Rules) -> list[Face]:
    """The faces of ROLL, in order; UsageError when it is empty, too long or unreadable."""
    tokens = [t for t in _SEPARATORS.split(text.strip()) if t]
    if not tokens:
        raise UsageError("the roll is empty: give the faces of the dice, e.g. "
                         "'W K D Z G * O A ~ ?'")
    if len(tokens) > len(rules.dice):
        raise UsageError(f"the roll has {len(tokens)} faces; the game has {len(rules.dice)} "
                         "dice")
    return [parse_face(token) for token in tokens]


def format_roll(faces: list[Face]) -> str:
    return " ".join(face.symbol for face in faces)


def _shows(die_faces: tuple[str, ...], face: Face, rules: Rules) -> bool:
    if face.kind != LETTER:
        return face.kind in die_faces
    wanted = face.letter.lower()
    return any(name not in SPECIAL_FACES and wanted in rules.read_as(name.lower())
               for name in die_faces)


def match_dice(faces: list[Face], rules: Rules) -> tuple[list[int | None], list[list[int]]]:
    """A maximum matching of faces to dice (die index per face, None when unmatched)."""
    can = [[d for d, die in enumerate(rules.dice) if _shows(die.faces, face, rules)]
           for face in faces]
    die_of: list[int | None] = [None] * len(faces)
    face_on: dict[int, int] = {}

    def augment(f: int, seen: set[int]) -> bool:
        # A free die first, so faces keep the dice they were first given where possible.
        free = [d for d in can[f] if d not in face_on and d not in seen]
        for d in free[:1] or [d for d in can[f] if d not in seen]:
            seen.add(d)
            if d not in face_on or augment(face_on[d], seen):
                face_on[d] = f
                die_of[f] = d
                return True
        return False

    for f in range(len(faces)):
        augment(f, set())
    return die_of, can


def dice_check(faces: list[Face], rules: Rules) -> tuple[list[int | None], ImpossibleRoll | None]:
    """(die per face, None) when the dice can show the roll, else the reason they cannot."""
    die_of, can = match_dice(faces, rules)
    if len(faces) != len(rules.dice):
        return die_of, ImpossibleRoll(
            f"a roll shows all {len(rules.dice)} dice, but this one has {len(faces)} faces "
            "(use --any-dice for another set)", (), ())
    unmatched = [f for f, d in enumerate(die_of) if d is None]
    if not unmatched:
        return die_of, None
    # Hall's condition fails on the faces reachable from an unmatched face by alternating
    # paths: they need more dice than the dice that can show any of them.
    face_on = {d: f for f, d in enumerate(die_of) if d is not None}
    group, dice, todo = {unmatched[0]}, set(), [unmatched[0]]
    while todo:
        for d in can[todo.pop()]:
            if d not in dice:
                dice.add(d)
                if d in face_on and face_on[d] not in group:
                    group.add(face_on[d])
                    todo.append(face_on[d])
    symbols = sorted({faces[f].symbol for f in group})
    numbers = tuple(d + 1 for d in sorted(dice))
    if not dice:
        message = f"no die shows {_quote(faces[unmatched[0]])}"
    elif len(symbols) == 1:
        message = (f"{_quote(faces[unmatched[0]])} is on {len(dice)} "
                   f"{'die' if len(dice) == 1 else 'dice'} only (die "
                   f"{', '.join(map(str, numbers))}), but the roll shows it {len(group)} times")
    else:
        message = (f"the faces {', '.join(symbols)} need {len(group)} dice, but only "
                   f"{len(dice)} (die {', '.join(map(str, numbers))}) show any of them")
    return die_of, ImpossibleRoll(message, tuple(symbols), numbers)


def _quote(face: Face) -> str:
    return face.letter if face.kind == LETTER else f"{face.symbol} ({NAMES[face.kind]})"


def random_roll(rules: Rules, seed: int | None = None) -> list[Face]:
    """One throw of every die, in the pack's order of the dice."""
    rng = random.Random(seed)
    return [face_from_pack(rng.choice(die.faces)) for die in rules.dice]
