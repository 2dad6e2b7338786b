"""Three Wise Words: 100 cards of three secret words; yellow is the children's word."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game, WordEntry

SLOTS = ("pink", "yellow", "blue")


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, slot), card[slot], slot)
        for i, card in enumerate(data.get("cards", []))
        for slot in SLOTS
    ]


GAME = Game(
    id="three-wise-words",
    title="Three Wise Words",
    aliases=("3ww", "threewisewords", "three-words"),
    rulebook="three-wise-words.txt",
    summary="Teams write three clue words; others try to guess them.",
    prints=("100 word cards (pink/yellow/blue)", "die net", "Owl Track", "owl pawns",
            "answer pad", "rules card"),
    full_deck=100,
    words=words,
    children_tier="yellow",
    materials_module="wisegen.games.three_wise_words.materials",
)
