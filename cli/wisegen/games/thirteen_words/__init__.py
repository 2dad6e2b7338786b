"""13 Words: double-sided word cards around a board; guess the Captain's link."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game, WordEntry


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, face), card[face], face)
        for i, card in enumerate(data.get("cards", []))
        for face in ("front", "back")
    ]


GAME = Game(
    id="13-words",
    title="13 Words",
    aliases=("13words", "thirteen-words", "13w"),
    rulebook="13-words.txt",
    summary="Pick the card the Captain links to the centre word.",
    prints=("224 double-sided word cards", "board", "8 answer wheels", "Captain token"),
    full_deck=224,
    words=words,
    materials_module="wisegen.games.thirteen_words.materials",
)
