"""13 Words played on the phones: one board, the Captain's secret link, running totals.

The rulebook (shared/rules/13-words.txt) on a shared screen:
- Setup: the server draws 13 cards from the words pack of the table's language (each
  showing the face it fell on): 12 around the board, numbered 1-12 like the answer
  wheels, and one in the centre; a random player is the first Captain.
- Each round, every player `pick`s a card number on their own phone, privately: the
  Captain the card most obviously linked to the centre word, the others the card they
  think the Captain chose. A choice may be changed until the last one is in; nobody
  sees another's choice before then.
- Once all are in (or the host's timer runs out: a missing Captain means no stars, a
  missing player none for them), the round is scored with the game's own scoring
  (scoring.score_round) and every choice is shown; running totals per player and for
  the team are kept over the rounds.
- `next`: the Captain's card is turned over onto the centre (its other face is the new
  centre word), one card fewer is left around, and the player to the Captain's left
  (the next seat) becomes the Captain. With one card left the game ends and the team's
  total is looked up in the success table (scoring.success_level, the scoring pack in
  each phone's language).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.core.digits import whole_number
from wisegen.errors import UsageError
from wisegen.games.fields import Field, labels
from wisegen.games.room import Refused, Seat, State, View, logged
from wisegen.games.thirteen_words import GAME
from wisegen.games.thirteen_words.room_view import render
from wisegen.games.thirteen_words.scoring import BOARD_CARDS, score_round
from wisegen.lang.messages import say
from wisegen.lang.normalise import base_language

ID = GAME.id
FACES = ("front", "back")


def _label(key: str) -> dict[str, str]:
    return labels(*(say(code, f"{ID}.{key}") for code in ("en", "fr", "pl")))


class ThirteenWordsRoom:
    """The RoomFlow of 13 Words (games/room.py; see the module's docstring)."""

    players = (2, 8)
    setup = (Field("timer", "int", "Seconds to choose a card each round (0: no timer).",
                   default=0, minimum=0, maximum=600, label=_label("setup.timer")),)

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        lang, timer = _words_language(language), int(setup.get("timer") or 0)
        rng = random.Random(f"{seed}:deal")
        board = [_side(card, rng) for card in _deal(lang, rng)]
        return {"seed": seed, "language": lang, "timer": timer,
                "order": [s.id for s in seats], "names": {s.id: s.name for s in seats},
                "board": board[:BOARD_CARDS], "centre": board[BOARD_CARDS]["word"],
                "captain": rng.randrange(len(seats)), "round": 1, "phase": "pick",
                "picks": {}, "ends_at": now + timer if timer else None,
                "stars": {s.id: 0 for s in seats}, "result": None, "history": []}

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        if seat not in state["names"]:
            raise Refused(f"{ID}.refused.not_player")
        if action == "pick" and state["phase"] == "pick":
            return _pick(dict(state), seat, values)
        if action == "next" and state["phase"] == "reveal":
            return _next(dict(state), now)
        raise Refused(f"{ID}.refused.not_now")

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        return render(state, seat, lang)

    def due(self, state: State) -> float | None:
        return state["ends_at"] if state["phase"] == "pick" else None

    def tick(self, state: State, now: float) -> State:
        due = self.due(state)
        if due is None or now < due:
            return state
        return _resolve(dict(state))


def _words_language(language: str) -> str:
    from wisegen.packs.catalogue import builtin_candidates

    lang = base_language(language or GAME.default_language)
    return lang if builtin_candidates(ID, "words", lang) else GAME.default_language


def _deal(lang: str, rng: random.Random) -> list[dict[str, str]]:
    """13 cards drawn from the words pack (setup: 12 around the board, one in the centre)."""
    from wisegen.games.content import find_builtin

    cards = find_builtin(ID, "words", lang).data["cards"]
    return [cards[i] for i in rng.sample(range(len(cards)), BOARD_CARDS + 1)]


def _side(card: Mapping[str, Any], rng: random.Random) -> dict[str, str]:
    up = rng.choice(FACES)
    return {"word": str(card[up]), "other": str(card[FACES[1 - FACES.index(up)]])}


def captain(state: State) -> str:
    return str(state["order"][state["captain"]])


def _pick(state: State, seat: str, values: Mapping[str, Any]) -> State:
    number = values.get("card")
    if isinstance(number, str):
        number = whole_number(number, max_digits=3)
    if isinstance(number, bool) or not isinstance(number, int) \
            or not 1 <= number <= BOARD_CARDS or state["board"][number - 1] is None:
        raise Refused(f"{ID}.refused.no_card")
    state["picks"] = {**state["picks"], seat: number}
    if len(state["picks"]) == len(state["order"]):
        return _resolve(state)
    return state


def _resolve(state: State) -> State:
    """Score the round (all choices in, or the timer out) and show every choice."""
    chief = captain(state)
    picks = state["picks"]
    answers = {seat: n for seat, n in picks.items() if seat != chief}
    if chief in picks and answers:
        try:
            stars = dict(score_round(chief, picks[chief], answers).stars)
        except UsageError:  # a seat id repeated: cannot happen, but never a traceback
            stars = {}
    else:
        stars = {}  # "If no one player has the same answer as the Captain, no one gets a star."
    totals = {seat: state["stars"][seat] + stars.get(seat, 0) for seat in state["order"]}
    board = state["board"]
    chosen = picks.get(chief)
    result = {"captain": chief, "pick": chosen, "picks": dict(picks), "stars": stars,
              "centre": state["centre"]}
    history = {"round": state["round"], "captain": chief, "centre": state["centre"],
               "word": board[chosen - 1]["word"] if chosen else None,
               "stars": sum(stars.values())}
    left = sum(1 for place in board if place is not None) - (1 if chosen else 0)
    state.update(phase="over" if left <= 1 else "reveal", stars=totals, result=result,
                 ends_at=None, history=logged(state["history"], history, newest_first=True))
    return state


def _next(state: State, now: float) -> State:
    """The Captain's card onto the centre, turned over; the next Captain; a new round."""
    chosen = state["result"]["pick"]
    board = list(state["board"])
    centre = state["centre"]
    if chosen:
        centre = board[chosen - 1]["other"]
        board[chosen - 1] = None
    state.update(board=board, centre=centre, round=state["round"] + 1, phase="pick",
                 captain=(state["captain"] + 1) % len(state["order"]), picks={},
                 result=None, ends_at=now + state["timer"] if state["timer"] else None)
    return state


FLOW = ThirteenWordsRoom()
