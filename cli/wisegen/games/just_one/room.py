"""Just One played on the phones: the room's flow (games/room.py's `RoomFlow`).

One card is a round of phases, each waiting on someone:
`number` (the guesser picks 1-5 without seeing the card) -> `clues` (every other player
types one clue, and may change it until all are in or the host's timer runs out) ->
`review` (the referee has cancelled invalid and identical clues; any clue-giver may
overrule a ruling, each overrule logged; then one of them shows the clues) -> `guess`
(the guesser sees only the clues kept, and answers or passes) -> `result` (the card is
won or lost, penalties applied) -> the next guesser's `number`, or `over` after the deck.

The state holds the secret and every clue; only room_view.py decides what a seat sees.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from wisegen.core.digits import whole_number
from wisegen.games.fields import Field, labels
from wisegen.games.just_one import room_rules as rules
from wisegen.games.just_one.room_view import seat_view
from wisegen.games.just_one.scoring import FAILURE, SKIP, SUCCESS
from wisegen.games.room import Refused, Seat, State, View, logged

TIMER_CHOICES = ("0", "30", "45", "60", "90", "120", "180")
"""Seconds the clue-givers have (0: no timer); the host chooses."""


def _setup() -> tuple[Field, ...]:
    packs = rules.pack_names()  # each pack by its own name, in its own language
    pack = Field("pack", "choice", "The word pack: the table's language, or another one.",
                 default="table", choices=("table", *packs),
                 label=labels("Words", "Mots", "Słowa"),
                 choice_labels=labels(("The table's language", *packs.values()),
                                      ("La langue de la table", *packs.values()),
                                      ("Język stołu", *packs.values())))
    timer = Field("timer", "choice", "Seconds to write a clue (0: no timer).", default="0",
                  choices=TIMER_CHOICES,
                  label=labels("Time to write a clue", "Temps pour écrire un indice",
                               "Czas na wpisanie podpowiedzi"),
                  choice_labels=labels(("No timer", *(f"{s} s" for s in TIMER_CHOICES[1:])),
                                       ("Sans minuteur", *(f"{s} s" for s in TIMER_CHOICES[1:])),
                                       ("Bez minutnika", *(f"{s} s" for s in TIMER_CHOICES[1:]))))
    cards = Field("cards", "int", "Cards in the deck (the rulebook's game: 13).",
                  default=rules.deck_size_default(), minimum=1, maximum=20,
                  label=labels("Cards in the deck", "Cartes dans la pioche", "Karty w talii"))
    return pack, timer, cards


class JustOneRoom:
    """Just One's `RoomFlow`: start a game, apply a player's action, show a seat its view."""

    players = (3, 7)
    """The published box's player count."""

    def __init__(self) -> None:
        self.setup = _setup()

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        """A fresh game: a new deck from the seed, the first seat guesses first."""
        lang = rules.pack_language(str(setup.get("pack") or "table"), language)
        timer = str(setup.get("timer") or "0")
        size = _int(setup.get("cards"), rules.deck_size_default(), 1, 20)
        deck = rules.draw(lang, seed, size)
        return _new_card({
            "seed": seed, "lang": lang, "deck": deck, "deck_size": len(deck),
            "timer": int(timer) if timer in TIMER_CHOICES else 0,
            "seats": [s.id for s in seats], "names": {s.id: s.name for s in seats},
            "results": [], "history": [], "phase": "number"})

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        """The state after the action, or Refused (nothing changes)."""
        if seat not in state["seats"]:
            raise Refused("just-one.not_playing")
        handler = _ACTIONS.get(action)
        if handler is None:
            raise Refused("just-one.unknown_action")
        phase, roles = _WHEN[action]
        if state["phase"] != phase:
            raise Refused("just-one.not_now")
        guessing = seat == rules.guesser(state)
        if roles == "guesser" and not guessing:
            raise Refused("just-one.not_your_turn", name=state["names"][rules.guesser(state)])
        if roles == "givers" and guessing:
            raise Refused("just-one.guesser_cannot")
        return handler(copy.deepcopy(state), seat, values, now)

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        return seat_view(state, seat, lang, now)

    def due(self, state: State) -> float | None:
        """The end of the clue timer while clues are being written."""
        return state.get("ends_at") if state["phase"] == "clues" else None

    def tick(self, state: State, now: float) -> State:
        """The timer ran out: the clues written so far go to the referee."""
        due = self.due(state)
        if due is None or now < due:
            return state
        return _close_clues(copy.deepcopy(state))


def givers(state: State) -> list[str]:
    """Everyone but the guesser, in seat order."""
    active = rules.guesser(state)
    return [s for s in state["seats"] if s != active]


def _int(value: Any, default: int, low: int, high: int) -> int:
    if isinstance(value, str):
        number = whole_number(value)  # ASCII digits only: not ٣ or ²
    elif isinstance(value, int) and not isinstance(value, bool):
        number = value
    else:
        number = None
    return default if number is None else min(max(number, low), high)


def _new_card(state: State) -> State:
    """The table ready for the next card: nothing chosen, written or ruled yet."""
    state.update({"phase": "number", "number": None, "secret": None, "clues": {},
                  "rulings": [], "log": [], "guess": None, "verdict": None,
                  "ends_at": None})
    return state


def _choose_number(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    number = _int(values.get("number"), 0, 0, rules.CARD_WORDS + 1)
    if not 1 <= number <= rules.CARD_WORDS:
        raise Refused("just-one.bad_number")
    done = state["deck_size"] - rules.outcome(state["results"], state["deck_size"]).deck_left
    state.update({"phase": "clues", "number": number,
                  "secret": state["deck"][done][number - 1],
                  "ends_at": now + state["timer"] if state["timer"] else None})
    return state


def _give_clue(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    state["clues"][seat] = rules.clean_word(values.get("clue"))
    if all(s in state["clues"] for s in givers(state)):
        return _close_clues(state)
    return state


def _close_clues(state: State) -> State:
    """All clues in (or time is up): the referee rules on them, the table reviews."""
    written = [(s, state["clues"][s]) for s in givers(state) if s in state["clues"]]
    state["rulings"] = rules.rule_clues(state["secret"], written, state["lang"])
    state.update({"phase": "review", "ends_at": None})
    return state


def _overrule(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    owner = values.get("seat")
    found = next((r for r in state["rulings"] if r["seat"] == owner), None)
    if found is None:
        raise Refused("just-one.no_such_clue")
    if not rules.overrulable(found, state["secret"]):
        raise Refused("just-one.cannot_overrule")
    found["ok"] = not found["ok"]
    found["overruled"] = not found["overruled"]
    state["log"] = logged(state["log"], {"by": seat, "of": owner, "ok": found["ok"],
                                         "codes": [r["code"] for r in found["reasons"]]})
    return state


def _reveal(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    """The clues go to the guesser; with none left the card is set aside, as the
    rulebook says ("move directly to the end of the turn")."""
    if not any(r["ok"] for r in state["rulings"]):
        return _judged(state, SKIP, None)
    state["phase"] = "guess"
    return state


def _guess(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    guess = rules.clean_word(values.get("guess"))
    right = rules.right_guess(state["secret"], guess, state["lang"])
    return _judged(state, SUCCESS if right else FAILURE, guess)


def _pass(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    return _judged(state, SKIP, None)


def _judged(state: State, result: str, guess: str | None) -> State:
    """The card's result recorded; penalties follow from the results (scoring.play)."""
    active = rules.guesser(state)
    state["results"].append(result)
    state["history"].append({"secret": state["secret"], "guesser": active,
                             "result": result, "guess": guess})
    left = rules.outcome(state["results"], state["deck_size"]).deck_left
    state.update({"guess": guess, "verdict": result,
                  "phase": "result" if left > 0 else "over"})
    return state


def _next(state: State, seat: str, values: Mapping[str, Any], now: float) -> State:
    return _new_card(state)


Handler = Callable[[State, str, Mapping[str, Any], float], State]
_ACTIONS: dict[str, Handler] = {
    "number": _choose_number, "clue": _give_clue, "overrule": _overrule,
    "reveal": _reveal, "guess": _guess, "pass": _pass, "next": _next}
_WHEN = {"number": ("number", "guesser"), "clue": ("clues", "givers"),
         "overrule": ("review", "givers"), "reveal": ("review", "givers"),
         "guess": ("guess", "guesser"), "pass": ("guess", "guesser"),
         "next": ("result", "anyone")}
"""The phase each action belongs to, and who may do it."""

FLOW = JustOneRoom()
