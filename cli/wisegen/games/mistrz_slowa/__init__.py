"""Mistrz Słowa: roll ten letter dice and make the best Polish noun."""

from __future__ import annotations

from wisegen.games.base import Game

GAME = Game(
    id="mistrz-slowa",
    title="Mistrz Słowa",
    aliases=("mistrz", "mistrzslowa", "mistrz-słowa"),
    rulebook="mistrz-slowa.txt",
    summary="Roll ten letter dice, form the best-scoring Polish noun.",
    prints=("10 dice nets", "score pad", "scoring card"),
    default_language="pl",
    materials_module="wisegen.games.mistrz_slowa.materials",
)
