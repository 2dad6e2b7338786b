"""Thricewise's answer to a score request: a placement checked and scored.

`wisegen score thricewise --grid FILE --place ...` and the web API's placement both end
in `place_card`, so a grid typed on a phone and a grid file score the same way.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import UsageError
from wisegen.games.request_values import flag, local_file, mapping
from wisegen.games.thricewise import GAME, scoring
from wisegen.games.thricewise import grid as tgrid
from wisegen.games.thricewise.cards import Card, Deck


def place_card(doc: LoadedYaml, place: str, deck: Deck, *, every_window: bool = False,
               flush_per_suit: bool = False) -> Any:
    """Check `place` (CARD@COLUMN,ROW) on the grid `doc` holds and score it, by the
    published rules unless a house rule is on."""
    card_text, cell = tgrid.parse_placement(place)
    card = deck.parse(card_text)
    board = tgrid.read_grid(doc, deck)
    return scoring.score_placement(board, card, cell, every_window=every_window,
                                    flush_per_suit=flush_per_suit)


@cache
def builtin_deck() -> Deck:
    from wisegen.games.content import find_builtin

    return Deck.from_pack(find_builtin(GAME.id, "deck").data)


def _deck(request: dict[str, Any]) -> Deck:
    pack = local_file(request, "pack")
    if pack is None:
        return builtin_deck()
    from wisegen.games.content import pack_or_builtin

    return Deck.from_pack(pack_or_builtin(pack, GAME.id, "deck").data)


def answer_score(request: dict[str, Any]) -> Any:
    """`{"check":"score","game":"thricewise","grid":{"1,1":"the Author"},
    "place":"the Forest@2,1","every_window":false,"flush_per_suit":false}`: the placement
    checked and scored, by the published rules unless a house rule is true. From the
    command line the grid is a file's contents (its problems name file and line)."""
    grid = request.get("grid", {})
    if not isinstance(grid, (dict, LoadedYaml)):
        raise UsageError('"grid" maps cells to cards, such as {"1,1": "the Author"}')
    place = request.get("place")
    if not isinstance(place, str):
        raise UsageError('a score request needs "place": CARD@COLUMN,ROW, such as '
                         '"the Forest@3,3"')
    doc = grid if isinstance(grid, LoadedYaml) else LoadedYaml(grid, "grid")
    return place_card(doc, place, _deck(request), every_window=flag(request, "every_window"),
                      flush_per_suit=flag(request, "flush_per_suit"))


def answer_trick(request: dict[str, Any]) -> scoring.Trick:
    """`{"check":"trick","game":"thricewise","plays":{"Ann":"Ace of Moons","Bob":"7 Castle"},
    "deferred":{"Cy":["the Pact"]}}`: the turn's placing order, same ranks deferred."""
    deck = _deck(request)
    plays = mapping(request, "plays", '{"Ann": "Ace of Moons"}')
    if not plays:
        raise UsageError('a trick request needs "plays": {"NAME": "CARD", ...}')
    revealed = [scoring.Play(str(name), deck.parse(_card(card))) for name, card in plays.items()]
    held: dict[str, list[Card]] = {}
    for name, cards in mapping(request, "deferred", '{"Ann": ["the Pact"]}').items():
        for card in cards if isinstance(cards, list) else [cards]:
            held.setdefault(str(name), []).append(deck.parse(_card(card)))
    return scoring.trick_order(revealed, held)


def _card(value: Any) -> str:
    if not isinstance(value, str):
        raise UsageError(f"{value!r} is not a card name, such as \"Ace of Moons\"")
    return value
