"""Thricewise played at a table whose phones keep the score: the `RoomFlow` of the game.

The cards stay real; each phone is where its player says what they do. A hand goes:
the four starting cards entered once (`deal`); every turn each player with cards in
hand chooses one on their phone, unseen by the others (`reveal`, the rulebook's face-down
card); when all are in, the server reveals them, puts them in rank order with the
same-rank cards deferred, and asks each player in that order where their card (and the
deferred cards they now play) goes (`place`, one legal cell offered per button).
Every placement is scored as `score thricewise` scores it, totals run over the hands,
and the game ends as the rulebook says (room_turn.py) or after the number of hands the
host chose, the highest total winning (players tied at the top share the win: the
rulebook is silent).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.games.fields import Field, labels
from wisegen.games.room import Refused, Seat, State, View
from wisegen.games.thricewise import GAME, room_turn
from wisegen.games.thricewise.room_turn import START_CELLS

SETUP = (
    Field("hands", "int", "How many games (hands) to play, totals running over them all.",
          default=1, minimum=1, maximum=10,
          label=labels("Games to play in a row", "Parties à jouer d'affilée",
                       "Liczba partii z rzędu")),
)


class ThricewiseRoom:
    """The `RoomFlow` of Thricewise (games/room.py); stateless, all in `state`."""

    setup = SETUP
    players = GAME.box.players if GAME.box else (2, 5)

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        ids = [s.id for s in seats]
        return {"seed": seed, "hands": int(setup.get("hands", SETUP[0].default)), "hand": 1,
                "seats": [{"id": s.id, "name": s.name} for s in seats], "phase": "deal",
                "totals": dict.fromkeys(ids, 0), "hand_points": dict.fromkeys(ids, 0),
                "grid": {}, "held": {}, "revealed": {}, "queue": [], "placed": [],
                "in_hand": dict.fromkeys(ids, 0), "deck_left": 0, "turn": 0,
                "history": [], "winners": [], "clash": "", "trick": None}

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        if seat not in state["totals"]:
            raise Refused("thricewise.not_a_player")
        handler = _ACTIONS.get(action)
        if handler is None:
            raise Refused("thricewise.unknown_action")
        return handler(state, seat, values)

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        from wisegen.games.thricewise.room_view import view_for

        return view_for(state, seat, lang)

    def due(self, state: State) -> float | None:
        return None  # Thricewise has no timer: the table plays at its own pace

    def tick(self, state: State, now: float) -> State:
        return state


def _phase(state: State, *phases: str) -> None:
    if state["phase"] not in phases:
        raise Refused("thricewise.not_now")


def _deal(state: State, seat: str, values: Mapping[str, Any]) -> State:
    _phase(state, "deal")
    return room_turn.deal(state, [values.get(f"card{n}") for n in range(1, len(START_CELLS) + 1)])


def _reveal(state: State, seat: str, values: Mapping[str, Any]) -> State:
    _phase(state, "reveal")
    if state["in_hand"][seat] <= 0:
        raise Refused("thricewise.no_cards")
    chosen = room_turn.card(values.get("card"))
    if chosen.name in room_turn.in_play(state):
        raise Refused("thricewise.on_table", card=chosen.name)
    state = {**state, "revealed": {**state["revealed"], seat: chosen.name}}
    waiting = [s for s, n in state["in_hand"].items() if n > 0 and s not in state["revealed"]]
    return state if waiting else room_turn.reveal_all(state)


def _place(state: State, seat: str, values: Mapping[str, Any]) -> State:
    _phase(state, "place")
    if state["queue"][0]["seat"] != seat:
        raise Refused("thricewise.not_your_turn")
    return room_turn.place(state, seat, values.get("card"), values.get("cell"))


def _next_hand(state: State, seat: str, values: Mapping[str, Any]) -> State:
    _phase(state, "hand_over")
    ids = list(state["totals"])
    return {**state, "phase": "deal", "hand": state["hand"] + 1, "grid": {}, "held": {},
            "revealed": {}, "queue": [], "placed": [], "turn": 0, "trick": None,
            "hand_points": dict.fromkeys(ids, 0), "in_hand": dict.fromkeys(ids, 0)}


_ACTIONS = {"deal": _deal, "reveal": _reveal, "place": _place, "next_hand": _next_hand}

FLOW = ThricewiseRoom()
"""What `Game.room` names: the flow the server drives."""
