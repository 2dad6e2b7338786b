"""Three Wise Words played on the phones: one room, teams of owls racing on the Owl Track.

A turn follows the rulebook (shared/rules/three-wise-words.txt, "Playing the Game"):
1. `roll`: the active team's writer turns a card and rolls the die (the server draws
   both; the seeker's phone shows neither);
2. `clues`: the writer types three clue words; the referee rules on them at once
   (one word, not part of the secret, not a translation, not the forbidden pair) and
   the writer rewrites any it refuses; meanwhile each other team types its three
   `guesses` of the writer's clues (any member, changeable until the reveal);
3. when the clues and every team's guesses are in (or the writer chooses not to wait:
   `reveal`), the seeker sees the three clues and makes one `answer` (or `give_up`);
4. the turn is scored by scoring.score_turn, the owls move, and everyone sees every
   word; `next` passes the turn to the next team (clockwise: the next in seat order).

Who writes rotates inside each team, turn by turn. Teams: the host chooses how many
(two to four, one per owl pawn); seats are dealt to them in seat order (p1, p3 … in
the first team), so players sit down as they want to play. The game ends when an owl
reaches FINISH; a tie goes to the team that found the most secret words.

Secrets: the seeker's view never holds the card, the die or the clues before step 3;
no team sees another's guesses, and no other team sees the writer's clues, before step 4.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.games.fields import Field, labels
from wisegen.games.room import Refused, Seat, State, View, logged
from wisegen.games.three_wise_words import room_rules as rules
from wisegen.games.three_wise_words.room_view import render
from wisegen.lang.messages import say

ID = rules.ID


def _label(key: str) -> dict[str, str]:
    return labels(*(say(code, f"{ID}.{key}") for code in ("en", "fr", "pl")))


class ThreeWiseWordsRoom:
    """The RoomFlow of Three Wise Words (games/room.py; see the module's docstring)."""

    players = (4, 8)
    setup = (
        Field("teams", "int", "How many teams (one owl each).", default=2, minimum=2,
              maximum=rules.MAX_TEAMS, label=_label("setup.teams")),
        Field("finish", "int", "Spaces from START to FINISH on the Owl Track.",
              default=rules.track_spaces(), minimum=5, maximum=60,
              label=_label("setup.finish")),
        Field("children", "bool", "The children's game: the yellow word, no die.",
              default=False, label=_label("setup.children")),
    )

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        count = max(2, min(int(setup.get("teams") or 2), len(seats) // 2, rules.MAX_TEAMS))
        owls = rules.owls()
        teams = [{"owl": owls[i][0], "colour": owls[i][1],
                  "seats": [s.id for s in seats[i::count]], "at": 0, "found": 0, "turns": 0}
                 for i in range(count)]
        state: State = {
            "seed": seed, "language": rules.table_language(language),
            "finish": int(setup.get("finish") or rules.track_spaces()),
            "children": bool(setup.get("children")),
            "names": {s.id: s.name for s in seats}, "teams": teams,
            "turn": 1, "active": 0, "used": [], "history": [], "winners": []}
        return _new_turn(state)

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        if seat not in state["names"]:
            raise Refused(f"{ID}.refused.not_player")
        handler = _ACTIONS.get(action)
        if handler is None:
            raise Refused(f"{ID}.refused.not_now")
        phase, allowed = handler
        if state["phase"] != phase:
            raise Refused(f"{ID}.refused.not_now")
        return allowed(dict(state), seat, values)

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        return render(state, seat, lang)

    def due(self, state: State) -> float | None:
        return None  # the rulebook has no timer

    def tick(self, state: State, now: float) -> State:
        return state


def _new_turn(state: State) -> State:
    team = state["teams"][state["active"]]
    members, n = team["seats"], team["turns"]
    state.update(phase="roll", writer=members[n % len(members)],
                 seeker=members[(n + 1) % len(members)], card=None, face=None, secret=None,
                 clues=None, draft=None, guesses={}, answer=None, found=None, verdict=[],
                 scores=[])
    return state


def team_of(state: State, seat: str) -> int:
    return next(i for i, team in enumerate(state["teams"]) if seat in team["seats"])


def _roll(state: State, seat: str, values: Mapping[str, Any]) -> State:
    if seat != state["writer"]:
        raise Refused(f"{ID}.refused.writer_only")
    index, card, face = rules.draw_card(state)
    state.update(phase="write", card=card, face=face, secret=card[face or "yellow"],
                 used=[*state["used"], index])
    return state


def _clues(state: State, seat: str, values: Mapping[str, Any]) -> State:
    if seat != state["writer"]:
        raise Refused(f"{ID}.refused.writer_only")
    if state["clues"] is not None:
        raise Refused(f"{ID}.refused.clues_in")
    clues = rules.read_words(values, "clues", rules.CLUES)
    reasons = rules.rule_clues(state["secret"], clues, state["language"])
    if any(reasons):
        state["draft"] = {"clues": clues, "reasons": reasons}
        return state
    state.update(clues=clues, draft=None)
    return _maybe_reveal(state)


def _guesses(state: State, seat: str, values: Mapping[str, Any]) -> State:
    team = team_of(state, seat)
    if team == state["active"]:
        raise Refused(f"{ID}.refused.other_teams")
    words = rules.read_words(values, "guesses", rules.CLUES)
    state["guesses"] = {**state["guesses"], str(team): words}
    return _maybe_reveal(state)


def _maybe_reveal(state: State) -> State:
    waiting = [i for i in range(len(state["teams"]))
               if i != state["active"] and str(i) not in state["guesses"]]
    if state["clues"] is not None and not waiting:
        state["phase"] = "seek"
    return state


def _reveal(state: State, seat: str, values: Mapping[str, Any]) -> State:
    """The writer stops waiting for teams that have not guessed: they note nothing."""
    if seat != state["writer"]:
        raise Refused(f"{ID}.refused.writer_only")
    if state["clues"] is None:
        raise Refused(f"{ID}.refused.clues_first")
    state["phase"] = "seek"
    return state


def _answer(state: State, seat: str, values: Mapping[str, Any]) -> State:
    if seat != state["seeker"]:
        raise Refused(f"{ID}.refused.seeker_only")
    answer = rules.read_word(values, "answer")
    if not answer:
        raise Refused(f"{ID}.refused.words", count=1)
    return _judge(state, answer)


def _give_up(state: State, seat: str, values: Mapping[str, Any]) -> State:
    if seat != state["seeker"]:
        raise Refused(f"{ID}.refused.seeker_only")
    return _judge(state, "")


def _judge(state: State, answer: str) -> State:
    found, verdict = rules.judge_answer(state["secret"], answer, state["language"])
    state.update(answer=answer, found=found, verdict=verdict)
    scores = rules.score(state)
    teams = [dict(team) for team in state["teams"]]
    for line in scores:
        teams[line["team"]]["at"] += line["points"]
    active = teams[state["active"]]
    active.update(found=active["found"] + int(found), turns=active["turns"] + 1)
    winners = rules.winners(teams, state["finish"])
    history = {"turn": state["turn"], "team": state["active"], "secret": state["secret"],
               "found": found, "points": {str(s["team"]): s["points"] for s in scores}}
    state.update(scores=scores, teams=teams, winners=winners,
                 history=logged(state["history"], history, newest_first=True),
                 phase="over" if winners else "result")
    return state


def _next(state: State, seat: str, values: Mapping[str, Any]) -> State:
    state.update(turn=state["turn"] + 1,
                 active=(state["active"] + 1) % len(state["teams"]))
    return _new_turn(state)


_ACTIONS = {
    "roll": ("roll", _roll), "clues": ("write", _clues), "guesses": ("write", _guesses),
    "reveal": ("write", _reveal), "answer": ("seek", _answer),
    "give_up": ("seek", _give_up), "next": ("result", _next),
}
"""Each action: the phase it belongs to, and what it does."""

FLOW = ThreeWiseWordsRoom()
