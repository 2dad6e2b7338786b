"""Thricewise in a room: the grid the server keeps, a turn's cards put in order, and
each placement scored, with the deck and the hands counted so the game ends itself.

The players hold real Decktet cards; the phones carry what the score requests need
(`score thricewise` and `score thricewise trick`): the revealed cards, the placing
order with its deferrals (scoring.trick_order), and each card's cell, scored on the
grid the server keeps (scoring.score_placement, the published rules, no house rule).

Counting (rulebook, "Setup", "Drawing cards", "Game end"): four cards start the grid,
each player holds three; after a turn everybody draws one, unless the deck has fewer
cards left than there are players (then nobody draws). A hand ends at once when the
36th card is played, or after the turn in which the players play the last cards from
their hands (cards still deferred then stay off the grid).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.room import Refused, State
from wisegen.games.thricewise import scoring
from wisegen.games.thricewise.cards import Card, Deck
from wisegen.games.thricewise.grid import MAX_SPAN, Cell, Grid, cell_text, parse_cell, refusals

HAND_SIZE = 3
START_CELLS: tuple[Cell, ...] = ((1, 1), (2, 1), (1, 2), (2, 2))
"""The 2x2 grid the rulebook deals face up, top left first."""
MAX_CARD_TEXT = 60


def deck() -> Deck:
    from wisegen.games.thricewise.requests import builtin_deck

    return builtin_deck()


def basic_cards() -> int:
    return sum(card.basic for card in deck().cards)


def card(text: Any) -> Card:
    """The card a phone named (any way `score thricewise` accepts); Refused otherwise."""
    if not isinstance(text, str) or not text.strip():
        raise Refused("thricewise.no_card")
    if len(text) > MAX_CARD_TEXT:
        raise Refused("thricewise.unknown_card", text=text[:MAX_CARD_TEXT] + "…")
    try:
        return deck().parse(text)
    except UsageError:
        raise Refused("thricewise.unknown_card", text=text.strip()) from None


def grid_of(state: Mapping[str, Any]) -> Grid:
    by_name = {c.name: c for c in deck().cards}
    return Grid({parse_cell(cell): by_name[name] for cell, name in state["grid"].items()})


def in_play(state: Mapping[str, Any]) -> set[str]:
    """Cards the table can already see: on the grid or deferred in front of a player."""
    return {*state["grid"].values(), *(c for cards in state["held"].values() for c in cards)}


def legal_cells(grid: Grid) -> list[Cell]:
    """Every cell a card may go to now, top row first (what the phone offers)."""
    around = {(c + dc, r + dr) for c, r in grid.cells for dc in (-1, 0, 1) for dr in (-1, 0, 1)}
    return sorted((cell for cell in around if not refusals(grid, cell)),
                  key=lambda cell: (cell[1], cell[0]))


def deal(state: State, names: list[Any]) -> State:
    """The four starting cards laid out; each player takes three from the deck."""
    cards = [card(name) for name in names]
    seen: set[str] = set()
    for each in cards:
        if each.name in seen:
            raise Refused("thricewise.card_twice", card=each.name)
        seen.add(each.name)
    players = len(state["seats"])
    return {**state, "phase": "reveal", "turn": 1, "held": {}, "revealed": {}, "queue": [],
            "grid": {cell_text(cell): each.name for cell, each in zip(START_CELLS, cards,
                                                                         strict=True)},
            "in_hand": {s["id"]: HAND_SIZE for s in state["seats"]},
            "deck_left": basic_cards() - len(START_CELLS) - HAND_SIZE * players,
            "hand_points": {s["id"]: 0 for s in state["seats"]}, "placed": [], "clash": ""}


def reveal_all(state: State) -> State:
    """Every card is in: reveal them, order the trick (scoring.trick_order) or, when two
    players typed the same card, ask just them again (one of them mistyped)."""
    revealed = state["revealed"]
    names = list(revealed.values())
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        return {**state, "clash": twice[0],
                "revealed": {s: n for s, n in revealed.items() if n not in twice}}
    by_name = {c.name: c for c in deck().cards}
    plays = [scoring.Play(seat, by_name[name]) for seat, name in revealed.items()]
    held = {seat: [by_name[n] for n in cards] for seat, cards in state["held"].items() if cards}
    trick = scoring.trick_order(plays, held)
    queue = [{"seat": p.player, "cards": [p.card.name, *(c.name for c in p.with_deferred)]}
             for p in trick.order]
    new_held = {seat: list(cards) for seat, cards in state["held"].items()}
    for step in trick.order:
        new_held.pop(step.player, None)
    for play in trick.deferred:
        new_held.setdefault(play.player, []).append(play.card.name)
    in_hand = {s: n - (s in revealed) for s, n in state["in_hand"].items()}
    trick_record = {"order": [[p.player, p.card.name] for p in trick.order],
                    "deferred": [[p.player, p.card.name] for p in trick.deferred]}
    state = {**state, "revealed": {}, "held": new_held, "queue": queue, "in_hand": in_hand,
             "trick": trick_record, "clash": "", "phase": "place"}
    return state if queue else end_turn(state)


def place(state: State, seat: str, name: Any, where: Any) -> State:
    """The current placer puts one of their cards on a legal cell; it is scored."""
    step = state["queue"][0]
    chosen = card(name)
    if chosen.name not in step["cards"]:
        raise Refused("thricewise.not_yours", card=chosen.name)
    try:
        cell = parse_cell(str(where))
    except UsageError:
        raise Refused("thricewise.bad_cell", cell=str(where)[:20]) from None
    grid = grid_of(state)
    ruling = scoring.score_placement(grid, chosen, cell)
    if not ruling.legal:
        raise Refused("thricewise.bad_cell", cell=cell_text(cell))
    record = {"seat": seat, "card": chosen.name, "cell": cell_text(cell), "score": ruling.score,
              "threesomes": [{"kind": t.kind, "direction": t.line.direction,
                              "suits": list(t.suits), "cards": [c.name for c in t.line.cards],
                              "worth": t.worth} for t in ruling.threesomes]}
    rest = [c for c in step["cards"] if c != chosen.name]
    queue = ([{**step, "cards": rest}] if rest else []) + state["queue"][1:]
    state = {**state, "grid": {**state["grid"], cell_text(cell): chosen.name}, "queue": queue,
             "totals": _add(state["totals"], seat, ruling.score),
             "hand_points": _add(state["hand_points"], seat, ruling.score),
             "placed": [record, *state["placed"]][:60]}
    if len(state["grid"]) >= MAX_SPAN * MAX_SPAN:
        return end_hand(state)
    return state if queue else end_turn(state)


def _add(points: Mapping[str, int], seat: str, score: int) -> dict[str, int]:
    return {**points, seat: points[seat] + score}


def end_turn(state: State) -> State:
    """Everybody draws a card when the deck has one for each; the hand ends when no
    player has a card left in hand."""
    players = len(state["in_hand"])
    if state["deck_left"] >= players:
        state = {**state, "deck_left": state["deck_left"] - players,
                 "in_hand": {s: n + 1 for s, n in state["in_hand"].items()}}
    if not any(state["in_hand"].values()):
        return end_hand(state)
    return {**state, "phase": "reveal", "turn": state["turn"] + 1}


def end_hand(state: State) -> State:
    """The hand is over: another one, or the game's end with its winners."""
    history = [*state["history"], dict(state["hand_points"])]
    if state["hand"] < state["hands"]:
        return {**state, "phase": "hand_over", "history": history, "queue": []}
    top = max(state["totals"].values())
    winners = [s["id"] for s in state["seats"] if state["totals"][s["id"]] == top]
    return {**state, "phase": "over", "history": history, "queue": [], "winners": winners}
