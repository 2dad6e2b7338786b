"""Thricewise's own pack checks: every card of the deck has its own name."""

from __future__ import annotations

from wisegen.errors import Problem
from wisegen.lang.normalise import fold
from wisegen.packs.model import Pack


def check_deck(pack: Pack) -> list[Problem]:
    problems = []
    seen: dict[str, int] = {}
    for i, card in enumerate(pack.data["cards"]):
        key = fold(card["name"])
        if key in seen:
            problems.append(pack.doc.problem(("cards", i, "name"),
                                             f"{card['name']!r} repeats cards[{seen[key]}]",
                                             "duplicate-card"))
        seen[key] = i
    return problems
