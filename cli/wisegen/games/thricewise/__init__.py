"""Thricewise, a Decktet game: place cards on a grid to make threes in a row."""

from __future__ import annotations

from wisegen.games.base import Game

GAME = Game(
    id="thricewise",
    title="Thricewise (on the Decktet)",
    aliases=("decktet", "thrice"),
    rulebook="thricewise.txt",
    summary="Play Decktet cards to a 6x6 grid; score flushes, sets and straights.",
    prints=("Decktet deck (36 + 9 extended)", "6x6 mat", "score pad", "rules card"),
    materials_module="wisegen.games.thricewise.materials",
)
