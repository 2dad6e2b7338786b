"""Mistrz Słowa's own pack checks: vowel dice show vowels, special dice symbols."""

from __future__ import annotations

from wisegen.errors import Problem
from wisegen.packs.model import Pack

_LETTER_KINDS = {"vowel": set("AEIOUYĄĘÓ")}


def check_dice(pack: Pack) -> list[Problem]:
    problems = []
    for i, die in enumerate(pack.data["dice"]):
        for j, face in enumerate(die["faces"]):
            is_letter = len(face) == 1
            if die["kind"] == "special" and is_letter:
                problems.append(pack.doc.problem(("dice", i, "faces", j),
                                                 "a special die shows symbols, not letters",
                                                 "dice"))
            elif die["kind"] in ("vowel", "consonant") and is_letter:
                vowel = face in _LETTER_KINDS["vowel"]
                if vowel != (die["kind"] == "vowel"):
                    problems.append(pack.doc.problem(("dice", i, "faces", j),
                                                     f"{face!r} on a {die['kind']} die", "dice"))
    return problems
