"""Mistrz Słowa played on the phones: one roll for the table, a word each, the race to 100.

The server throws the ten dice (the dice pack's real faces, seeded from the room's
state so a replay throws the same), turns the hourglass for everybody (the `timer`
block; `due`/`tick` end the round when the sand has run), and every player types a
word on their own phone, seen by nobody else until the round is over. Then every word
is judged (room_judge.py) and the totals race to the target (a setup field, the
scoring pack's 100).

Readings for a table playing all at once (the rulebook has one player roll per turn):
- everyone forms a word from the same throw; a reroll face (?) lets each player, on
  their own phone, roll any one die again for themselves, once per ? the throw shows;
- the round lasts the hourglass run the rulebook names (twice, the pack's
  `hourglass_turns`; the host may choose 1 to 5 turns of the 60-second glass), or ends
  as soon as every player has a word in (or has said they have none);
- a player may change their word until the round ends.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.games.fields import Field, labels
from wisegen.games.mistrz_slowa import GAME, room_judge
from wisegen.games.mistrz_slowa.roll import face_from_pack, random_roll
from wisegen.games.mistrz_slowa.room_state import (
    MAX_WORD,
    OVER,
    RESULTS,
    WRITING,
    faces_of,
    rerolls_left,
    roll_of,
)
from wisegen.games.mistrz_slowa.room_view import view_for
from wisegen.games.mistrz_slowa.rules import Rules, rules
from wisegen.games.room import Refused, Seat, State, View, logged


def _pack_number(key: str, default: int) -> int:
    from wisegen.games.content import find_builtin

    return int(find_builtin(GAME.id, "scoring").data.get(key, default))


SETUP = (
    Field("target", "int", "Points to win (the rulebook's 100).", default=_pack_number(
        "target", 100), minimum=10, maximum=1000,
        label=labels("Points to win", "Points pour gagner", "Punkty do wygranej")),
    Field("glasses", "int", "Turns of the 60-second hourglass per round (the rulebook's 2).",
          default=_pack_number("hourglass_turns", 2), minimum=1, maximum=5,
          label=labels("Hourglass turns per round (60 s each)",
                       "Tours de sablier par manche (60 s chacun)",
                       "Obroty klepsydry na rundę (po 60 s)")),
)


def _seat(state: State, seat: str) -> None:
    if seat not in state["totals"]:
        raise Refused("mistrz-slowa.not_a_player")


def _throw(state: State) -> list[str]:
    """The table's throw for this round: every die once, from the room's seed."""
    faces = random_roll(rules(), hash_seed(state["seed"], state["round"]))
    return [face.symbol for face in faces]


def hash_seed(*parts: Any) -> int:
    """A stable integer seed from the state's seed and the step (never Python's hash())."""
    return int.from_bytes(":".join(map(str, parts)).encode(), "big") % (2 ** 61 - 1)


class MistrzRoom:
    """The `RoomFlow` of Mistrz Słowa (games/room.py); stateless, all in `state`."""

    setup = SETUP
    players = GAME.box.players if GAME.box else (2, 10)

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        state: State = {
            "seed": seed, "target": int(setup.get("target", SETUP[0].default)),
            "seconds": int(setup.get("glasses", SETUP[1].default)) * (GAME.timer or 60),
            "seats": [{"id": s.id, "name": s.name} for s in seats],
            "totals": {s.id: 0 for s in seats}, "round": 0, "results": [], "best": None,
            "winner": None, "tied": [], "history": []}
        return _new_round(state, now)

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        _seat(state, seat)
        handler = _ACTIONS.get(action)
        if handler is None:
            raise Refused("mistrz-slowa.unknown_action")
        return handler(state, seat, values, now)

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        return view_for(state, seat, lang, now)

    def due(self, state: State) -> float | None:
        return float(state["ends_at"]) if state["phase"] == WRITING else None

    def tick(self, state: State, now: float) -> State:
        if state["phase"] != WRITING or now < state["ends_at"]:
            return state
        return _end_round(state)


def _new_round(state: State, now: float) -> State:
    state = {**state, "round": state["round"] + 1, "phase": WRITING, "words": {},
             "rerolls": {}, "ends_at": now + state["seconds"]}
    state["roll"] = _throw(state)
    return state


def _writing(state: State) -> None:
    if state["phase"] != WRITING:
        raise Refused("mistrz-slowa.round_over")


def _word(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    _writing(state)
    text = values.get("word")
    if not isinstance(text, str) or not text.strip():
        raise Refused("mistrz-slowa.empty_word")
    if len(text) > MAX_WORD:
        raise Refused("mistrz-slowa.too_long", count=MAX_WORD)
    return _maybe_end({**state, "words": {**state["words"], seat: text.strip()}})


def _no_word(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    _writing(state)
    return _maybe_end({**state, "words": {**state["words"], seat: ""}})


def _reroll(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    """Roll one die again for this player only (the rulebook's ?), once per ? thrown."""
    _writing(state)
    if rerolls_left(state, seat) <= 0:
        raise Refused("mistrz-slowa.no_reroll")
    dice = rules().dice
    try:
        die = int(str(values.get("die", "")))
    except (TypeError, ValueError):
        die = 0
    if not 1 <= die <= len(dice):
        raise Refused("mistrz-slowa.no_such_die", count=len(dice))
    mine = dict(state["rerolls"].get(seat, {}))
    used = int(mine.get("used", 0))
    rng = random.Random(hash_seed(state["seed"], state["round"], seat, used))
    faces = roll_of(state, seat)
    faces[die - 1] = face_from_pack(rng.choice(dice[die - 1].faces)).symbol
    mine.update(faces=faces, used=used + 1)
    return {**state, "rerolls": {**state["rerolls"], seat: mine}}


def _next(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    if state["phase"] != RESULTS:
        raise Refused("mistrz-slowa.not_now")
    return _new_round(state, now)


def _maybe_end(state: State) -> State:
    if all(seat in state["words"] for seat in state["totals"]):
        return _end_round(state)
    return state


def _end_round(state: State) -> State:
    game: Rules = rules()
    rolls = {seat: faces_of(roll_of(state, seat)) for seat in state["totals"]}
    judged = room_judge.judge_round(state, rolls, game)
    won, tied = room_judge.winner(judged["totals"], state["target"])
    best = room_judge.best_possible(" ".join(state["roll"]))
    line = {"round": state["round"], "words": {r["seat"]: [r["word"], r["points"]]
                                               for r in judged["results"]}}
    return {**state, **judged, "phase": OVER if won else RESULTS, "winner": won,
            "tied": tied, "best": best, "history": logged(state["history"], line)}


_ACTIONS = {"word": _word, "no_word": _no_word, "reroll": _reroll, "next": _next}

FLOW = MistrzRoom()
"""What `Game.room` names: the flow the server drives."""
