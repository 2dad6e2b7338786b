"""Just One: cards of five numbered words; cooperative one-word clues."""

from __future__ import annotations

from typing import Any

from wisegen.games.base import Game
from wisegen.games.card_checks import check_cards
from wisegen.games.just_one.forms import REQUESTS
from wisegen.games.just_one.packs import check_score_table
from wisegen.packs.model import PackKind, WordEntry
from wisegen.render.box import BoxFacts


def words(data: dict[str, Any]) -> list[WordEntry]:
    return [
        WordEntry(("cards", i, n), word, str(n + 1))
        for i, card in enumerate(data.get("cards", []))
        for n, word in enumerate(card)
    ]


_SKELETON = """\
cards:                     # a full deck has 110 cards, five words each (numbered 1-5)
  - [{0}, {1}, {2}, {3}, {4}]
"""

GAME = Game(
    id="just-one",
    title="Just One",
    aliases=("justone", "j1"),
    rulebook="just-one.txt",
    summary="Everyone writes one clue; identical clues cancel out.",
    prints=("word cards (5 numbered words)", "clue tents", "score sheet", "rules card",
            "rulebook"),
    pack_kinds=(PackKind("words", words=words, full_deck=110, skeleton=_SKELETON,
                         columns=("1", "2", "3", "4", "5"), list_cards=True,
                         joined_column="words", box="word{tier}", card_check=check_cards),
                PackKind("scoring", check=check_score_table)),
    materials="wisegen.games.just_one.materials:MATERIALS",
    room="wisegen.games.just_one.room:FLOW",
    table="wisegen.games.just_one.table:table",
    requests=REQUESTS,
    # The published box: 3–7 players, 8+, 20 min.
    box=BoxFacts(players=(3, 7), age=8, minutes=(20, 20),
                 title_mark="wisegen.games.just_one.cover:title_mark"),
)
