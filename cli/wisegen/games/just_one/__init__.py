"""Just One: cards of five numbered words; cooperative one-word clues."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game, WordEntry


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, n), word, str(n + 1))
        for i, card in enumerate(data.get("cards", []))
        for n, word in enumerate(card)
    ]


GAME = Game(
    id="just-one",
    title="Just One",
    aliases=("justone", "j1"),
    rulebook="just-one.txt",
    summary="Everyone writes one clue; identical clues cancel out.",
    prints=("word cards (5 numbered words)", "clue tents", "score sheet", "rules card"),
    full_deck=110,
    words=words,
    materials_module="wisegen.games.just_one.materials",
)
