"""Thricewise's answer to a score request: a placement checked and scored.

`wisegen score thricewise --grid FILE --place ...` and the web API's placement both end
in `place_card`, so a grid typed on a phone and a grid file score the same way.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import UsageError
from wisegen.games.thricewise import GAME, scoring
from wisegen.games.thricewise import grid as tgrid
from wisegen.games.thricewise.cards import Deck


def place_card(doc: LoadedYaml, place: str, deck: Deck, flush_once: bool) -> Any:
    """Check `place` (CARD@COLUMN,ROW) on the grid `doc` holds and score its lines."""
    card_text, cell = tgrid.parse_placement(place)
    card = deck.parse(card_text)
    board = tgrid.read_grid(doc, deck)
    return scoring.score_placement(board, card, cell, flush_per_suit=not flush_once)


@cache
def builtin_deck() -> Deck:
    from wisegen.games.content import find_builtin

    return Deck.from_pack(find_builtin(GAME.id, "deck").data)


def answer_score(request: dict[str, Any]) -> Any:
    """`{"check":"score","game":"thricewise","grid":{"1,1":"the Author"},
    "place":"the Forest@2,1","flush_once":false}`: exactly `score thricewise --json`."""
    grid = request.get("grid", {})
    if not isinstance(grid, dict):
        raise UsageError('"grid" maps cells to cards, such as {"1,1": "the Author"}')
    place = request.get("place")
    if not isinstance(place, str):
        raise UsageError('a score request needs "place": CARD@COLUMN,ROW, such as '
                         '"the Forest@3,3"')
    flush_once = request.get("flush_once", False)
    if not isinstance(flush_once, bool):
        raise UsageError('"flush_once" must be true or false')
    return place_card(LoadedYaml(grid, "grid"), place, builtin_deck(), flush_once)
