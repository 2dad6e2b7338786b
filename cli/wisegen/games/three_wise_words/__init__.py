"""Three Wise Words: 100 cards of three secret words; yellow is the children's word."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game, PrintOption
from wisegen.games.card_checks import check_cards
from wisegen.games.three_wise_words.forms import REQUESTS
from wisegen.packs.model import PackKind, WordEntry
from wisegen.render.box import BoxFacts

SLOTS = ("pink", "yellow", "blue")


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, slot), card[slot], slot)
        for i, card in enumerate(data.get("cards", []))
        for slot in SLOTS
    ]


_SKELETON = """\
cards:                     # a full deck has 100 cards
  # pink and blue are for adults; yellow is the children's word: make it the easiest.
  - {{pink: {0}, yellow: {1}, blue: {2}}}
"""

GAME = Game(
    id="three-wise-words",
    title="Three Wise Words",
    aliases=("3ww", "threewisewords", "three-words"),
    rulebook="three-wise-words.txt",
    summary="Teams write three clue words; others try to guess them.",
    prints=("100 word cards (pink/yellow/blue)", "die net", "Owl Track", "owl pawns",
            "answer pad", "rules card", "rulebook (English, French)"),
    pack_kinds=(PackKind("words", words=words, full_deck=100, children_tier="yellow",
                         difficulty=("yellow", "pink", "blue"),
                         skeleton=_SKELETON, columns=SLOTS, box="{tier}_word",
                         card_check=check_cards),),
    materials="wisegen.games.three_wise_words.materials:MATERIALS",
    print_options=(PrintOption("children", "a children's kit: the yellow words only, no die, the "
                                          "children's rules"),),
    requests=REQUESTS,
    room="wisegen.games.three_wise_words.room:FLOW",
    table="wisegen.games.three_wise_words.table:table",
    # Four owl pawns, teams of two (odd players join a team): 4–8 players; 10+, 30 min
    # on the published box; the children's deck (yellow words) plays from 7.
    box=BoxFacts(players=(4, 8), age=10, minutes=(30, 30),
                 title_mark="wisegen.games.three_wise_words.cover:title_mark",
                 age_with=(("children", 7),)),
)
