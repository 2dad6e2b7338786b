"""13 Words: double-sided word cards around a board; guess the Captain's link."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game
from wisegen.games.card_checks import check_cards
from wisegen.games.thirteen_words.forms import REQUESTS
from wisegen.games.thirteen_words.packs import check_success_table
from wisegen.packs.model import PackKind, WordEntry
from wisegen.render.box import BoxFacts


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, face), card[face], face)
        for i, card in enumerate(data.get("cards", []))
        for face in ("front", "back")
    ]


_SKELETON = """\
cards:                     # a full deck has 224 double-sided cards
  - {{front: {0}, back: {1}}}
  - {{front: {2}, back: {3}}}
"""

GAME = Game(
    id="13-words",
    title="13 Words",
    aliases=("13words", "thirteen-words", "13w"),
    rulebook="13-words.txt",
    summary="Pick the card the Captain links to the centre word.",
    prints=("224 double-sided word cards", "board", "8 answer wheels", "Captain token",
            "rules card", "score sheet", "rulebook"),
    pack_kinds=(PackKind("words", words=words, full_deck=224, skeleton=_SKELETON,
                         columns=("front", "back"), box="word", card_check=check_cards),
                PackKind("scoring", check=check_success_table)),
    materials="wisegen.games.thirteen_words.materials:MATERIALS",
    table="wisegen.games.thirteen_words.table:table",
    requests=REQUESTS,
    room="wisegen.games.thirteen_words.room:FLOW",
    # The rulebook's success table runs from 2 to 8 players; the box: 10+, 20 min.
    box=BoxFacts(players=(2, 8), age=10, minutes=(20, 20),
                 title_mark="wisegen.games.thirteen_words.cover:title_mark"),
)
