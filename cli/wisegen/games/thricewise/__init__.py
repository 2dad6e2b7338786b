"""Thricewise, a Decktet game: place cards on a grid to make threes in a row."""

from __future__ import annotations

from wisegen.games.base import Game, PrintOption
from wisegen.games.thricewise.forms import REQUESTS
from wisegen.games.thricewise.packs import check_deck
from wisegen.packs.model import PackKind
from wisegen.render.box import BoxFacts

GAME = Game(
    id="thricewise",
    title="Thricewise (on the Decktet)",
    aliases=("decktet", "thrice"),
    rulebook="thricewise.txt",
    summary="Play Decktet cards to a 6x6 grid; score flushes, sets and straights.",
    prints=("Decktet deck (36; 45 with --extended)", "score pad", "rules cards", "rulebook",
            "6x6 mat on request (--only mat)"),
    pack_kinds=(PackKind("deck", check=check_deck),),
    materials="wisegen.games.thricewise.materials:MATERIALS",
    table="wisegen.games.thricewise.table:table",
    print_options=(PrintOption("extended", "the 45-card Decktet: adds the Pawns, Courts and "
                               "the Excuse"),),
    requests=REQUESTS,
    room="wisegen.games.thricewise.room:FLOW",
    # The rulebook: "a fast paced Decktet game for 2-5 players"; 10+, 15–20 min.
    box=BoxFacts(players=(2, 5), age=10, minutes=(15, 20),
                 title_mark="wisegen.games.thricewise.cover:title_mark"),
)
