"""Thricewise with the phones keeping score: whole games through `act`, refusals, the
face-down card kept private, deferrals, running totals over several games, the winner.

A `Table` plays the real cards as players would: a shuffled basic Decktet, four cards
dealt to the grid, three to each hand, a card chosen from the hand each turn, placed on
a cell the phone offers, a card drawn when the server says the deck allows. Every
placement's points are checked against `score thricewise` on the same grid (the
command line's answer), so the room and the referee cannot disagree.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import assert_area_complete
from wisegen.games.room import BLOCK_TYPES, Refused, Seat
from wisegen.games.thricewise import GAME
from wisegen.games.thricewise.requests import answer_score
from wisegen.games.thricewise.room import FLOW
from wisegen.games.thricewise.room_turn import deck
from wisegen.lang.messages import catalogue, say

SEATS = [Seat("p1", "Ann"), Seat("p2", "Bob"), Seat("p3", "Cy")]
BASIC = [c.name for c in deck().cards if c.basic]


class Table:
    """The real cards around the phones: what each player holds, the deck's pile."""

    def __init__(self, seats: list[Seat], seed: int, hands: int = 1):
        self.seats, self.rng = seats, random.Random(seed)
        self.state = FLOW.start({"hands": hands}, seats, "en", seed, 0.0)
        self.checked = 0

    def deal(self) -> None:
        pile = BASIC[:]
        self.rng.shuffle(pile)
        start, self.pile = pile[:4], pile[4:]
        self.act("p1", "deal", {f"card{n}": name for n, name in enumerate(start, 1)})
        self.hands = {s.id: [self.pile.pop() for _ in range(3)] for s in self.seats}
        assert len(self.pile) == self.state["deck_left"]

    def act(self, seat: str, action: str, values: dict) -> None:
        left = self.state["deck_left"]
        self.state = FLOW.act(self.state, seat, action, values, 0.0)
        if action != "deal" and self.state["deck_left"] < left:  # everybody draws
            for s in self.seats:
                self.hands[s.id].append(self.pile.pop())
            assert len(self.pile) == self.state["deck_left"]

    def turn(self) -> None:
        for s in self.seats:
            if self.state["phase"] == "reveal" and self.hands[s.id] \
                    and s.id not in self.state["revealed"]:
                card = self.hands[s.id].pop(self.rng.randrange(len(self.hands[s.id])))
                self.act(s.id, "reveal", {"card": card})
        while self.state["phase"] == "place":
            self.place()

    def place(self) -> None:
        seat = self.state["queue"][0]["seat"]
        form = next(b for b in FLOW.view(self.state, seat, "en", 0.0)["blocks"]
                    if b["type"] == "form")
        card = self.rng.choice(form["fields"][0]["choices"])
        cell = self.rng.choice(form["fields"][1]["choices"])
        expected = answer_score({"grid": dict(self.state["grid"]), "place": f"{card}@{cell}"})
        before = self.state["totals"][seat]
        self.act(seat, "place", {"card": card, "cell": cell})
        assert self.state["totals"][seat] - before == expected.score
        self.checked += 1

    def play_hand(self) -> None:
        self.deal()
        while self.state["phase"] in ("reveal", "place"):
            self.turn()
            if self.state["phase"] == "reveal":  # the server counts the hands we hold
                assert {s: len(h) for s, h in self.hands.items()} == self.state["in_hand"]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_a_whole_game_ends_as_the_rulebook_says(players, seed):
    table = Table(SEATS[:2] + [Seat(f"p{n}", f"P{n}") for n in range(3, players + 1)]
                  if players != 3 else SEATS, seed)
    table.play_hand()
    state = table.state
    assert state["phase"] == "over"
    assert len(state["grid"]) == 36 or (not any(state["in_hand"].values())
                                        and state["deck_left"] < players)
    assert 4 + table.checked == len(state["grid"])
    assert sum(p["score"] for p in state["placed"]) == sum(state["totals"].values())
    top = max(state["totals"].values())
    assert state["winners"] == [s for s, t in state["totals"].items() if t == top]
    view = FLOW.view(state, "p1", "pl", 0.0)
    assert {b["type"] for b in view["blocks"]} <= set(BLOCK_TYPES)
    assert any(b["type"] == "heading" and ("Wygrywa" in b["text"]) for b in view["blocks"])


def test_totals_run_over_the_games_the_host_chose():
    table = Table(SEATS, 11, hands=2)
    table.play_hand()
    assert table.state["phase"] == "hand_over"
    first = dict(table.state["totals"])
    with pytest.raises(Refused):
        FLOW.act(table.state, "p1", "reveal", {"card": "the Author"}, 0.0)
    table.act("p2", "next_hand", {})
    assert table.state["phase"] == "deal" and table.state["grid"] == {}
    assert table.state["totals"] == first and set(table.state["hand_points"].values()) == {0}
    table.play_hand()
    state = table.state
    assert state["phase"] == "over" and len(state["history"]) == 2
    assert state["totals"] == {s: state["history"][0][s] + state["history"][1][s]
                               for s in state["totals"]}
    text = json.dumps(FLOW.view(state, "p3", "fr", 0.0), ensure_ascii=False)
    assert "Partie 2 sur 2" in text and "Scores" in text


def test_the_chosen_card_is_private_until_all_are_in():
    table = Table(SEATS, 5)
    table.deal()
    secret = table.hands["p1"][0]
    table.act("p1", "reveal", {"card": secret})
    assert secret in json.dumps(FLOW.view(table.state, "p1", "en", 0.0))
    for other in ("p2", "p3"):
        shown = json.dumps(FLOW.view(table.state, other, "en", 0.0))
        assert secret not in shown and "1 of 3 players have chosen their card" in shown
    table.act("p2", "reveal", {"card": table.hands["p2"][0]})
    table.act("p3", "reveal", {"card": table.hands["p3"][0]})
    assert table.state["phase"] == "place"
    assert secret in json.dumps(FLOW.view(table.state, "p2", "en", 0.0))


def _same_rank_pair() -> tuple[str, str, list[str]]:
    sevens = [c.name for c in deck().cards if c.rank == 7]
    rest = [n for n in BASIC if n not in sevens and deck().parse(n).rank not in (7,)]
    return sevens[0], sevens[1], rest


def test_same_ranks_are_deferred_and_played_with_the_next_card():
    seven_a, seven_b, rest = _same_rank_pair()
    state = FLOW.start({}, SEATS[:3], "en", 0, 0.0)
    state = FLOW.act(state, "p1", "deal", {f"card{n}": rest[n] for n in range(1, 5)}, 0.0)
    state = FLOW.act(state, "p1", "reveal", {"card": seven_a}, 0.0)
    state = FLOW.act(state, "p2", "reveal", {"card": seven_b}, 0.0)
    state = FLOW.act(state, "p3", "reveal", {"card": rest[10]}, 0.0)
    assert state["held"] == {"p1": [seven_a], "p2": [seven_b]}
    assert [step["seat"] for step in state["queue"]] == ["p3"]
    shown = json.dumps(FLOW.view(state, "p1", "en", 0.0))
    assert f"Deferred: Ann, {seven_a}" in shown
    with pytest.raises(Refused) as refused:
        FLOW.act(state, "p1", "place", {"card": seven_a, "cell": "3,1"}, 0.0)
    assert refused.value.key == "thricewise.not_your_turn"
    state = FLOW.act(state, "p3", "place", {"card": rest[10], "cell": "3,1"}, 0.0)
    assert state["phase"] == "reveal" and state["turn"] == 2
    state = FLOW.act(state, "p1", "reveal", {"card": rest[11]}, 0.0)
    state = FLOW.act(state, "p2", "reveal", {"card": rest[11 + 12]}, 0.0)
    state = FLOW.act(state, "p3", "reveal", {"card": rest[13]}, 0.0)
    mine = next(step for step in state["queue"] if step["seat"] == "p1")
    assert sorted(mine["cards"]) == sorted([rest[11], seven_a])
    assert "p1" not in state["held"]


@pytest.mark.parametrize(("action", "values", "key", "params"), [
    ("reveal", {"card": "the Author"}, "thricewise.not_now", {}),
    ("deal", {"card1": "the Author", "card2": "the author", "card3": "7 Castle",
              "card4": "Ace of Moons"}, "thricewise.card_twice", {"card": "the Author"}),
    ("deal", {"card1": "the Excuse", "card2": "the Sea", "card3": "7 Castle",
              "card4": "Ace of Moons"}, "thricewise.unknown_card", {"text": "the Excuse"}),
    ("deal", {"card1": "", "card2": "the Sea"}, "thricewise.no_card", {}),
    ("fly", {}, "thricewise.unknown_action", {}),
])
def test_refusals_at_the_deal(action, values, key, params):
    state = FLOW.start({}, SEATS, "en", 0, 0.0)
    with pytest.raises(Refused) as refused:
        FLOW.act(state, "p1", action, values, 0.0)
    assert (refused.value.key, refused.value.params) == (key, params)
    for code in ("en", "fr", "pl"):
        assert key in catalogue(code) and say(code, key, **params) != key


def test_refusals_in_play():
    table = Table(SEATS, 8)
    table.deal()
    state = table.state
    on_grid = state["grid"]["1,1"]
    cases = [("p9", "reveal", {"card": "x"}, "thricewise.not_a_player"),
             ("p1", "reveal", {"card": on_grid}, "thricewise.on_table"),
             ("p1", "reveal", {"card": "the Authr"}, "thricewise.unknown_card"),
             ("p1", "reveal", {"card": "x" * 500}, "thricewise.unknown_card"),
             ("p1", "place", {"card": "x", "cell": "1,1"}, "thricewise.not_now")]
    for seat, action, values, key in cases:
        with pytest.raises(Refused) as refused:
            FLOW.act(state, seat, action, values, 0.0)
        assert refused.value.key == key
    for s in SEATS:
        table.act(s.id, "reveal", {"card": table.hands[s.id].pop()})
    state, step = table.state, table.state["queue"][0]
    for values, key in [({"card": step["cards"][0], "cell": "1,1"}, "thricewise.bad_cell"),
                        ({"card": step["cards"][0], "cell": "9,9"}, "thricewise.bad_cell"),
                        ({"card": step["cards"][0], "cell": "up"}, "thricewise.bad_cell"),
                        ({"card": on_grid, "cell": "3,1"}, "thricewise.not_yours")]:
        with pytest.raises(Refused) as refused:
            FLOW.act(state, step["seat"], "place", values, 0.0)
        assert refused.value.key == key


def test_two_players_typing_the_same_card_are_asked_again():
    table = Table(SEATS, 9)
    table.deal()
    typo = table.hands["p1"][0]
    table.act("p1", "reveal", {"card": typo})
    table.act("p2", "reveal", {"card": typo})
    table.act("p3", "reveal", {"card": table.hands["p3"][0]})
    state = table.state
    assert state["phase"] == "reveal" and state["clash"] == typo
    assert set(state["revealed"]) == {"p3"}
    assert "entered the same card" in json.dumps(FLOW.view(state, "p2", "en", 0.0))


def test_the_game_declares_its_flow():
    from wisegen.games.base import load_attribute

    assert load_attribute(GAME.room or "") is FLOW
    assert FLOW.players == (2, 5) and FLOW.due(FLOW.start({}, SEATS, "en", 0, 0.0)) is None


@pytest.mark.parametrize("lang", ["fr", "pl"])
def test_every_key_in_every_language_with_the_same_fields(lang):
    assert_area_complete("thricewise.", lang, 40)


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
def test_every_screen_is_fully_worded(lang):
    table, seen = Table(SEATS, 4, hands=2), set()
    screens = [table.state]
    table.deal()
    while table.state["phase"] in ("reveal", "place"):
        for s in SEATS:
            if table.state["phase"] == "reveal" and table.hands[s.id] \
                    and s.id not in table.state["revealed"]:
                table.act(s.id, "reveal", {"card": table.hands[s.id].pop()})
                screens.append(table.state)
        while table.state["phase"] == "place":
            table.place()
            screens.append(table.state)
    screens.append(table.state)
    table.act("p1", "next_hand", {})
    table.play_hand()
    screens.append(table.state)
    for state in screens[::3] + screens[-3:]:
        seen.add(state["phase"])
        for seat in ("p1", "p2", "p3"):
            for text in _strings(FLOW.view(state, seat, lang, 0.0)):
                assert "thricewise." not in text and "{" not in text, text
    assert seen == {"deal", "reveal", "place", "hand_over", "over"}


def test_the_grid_table_fits_a_phone_and_names_every_card_apart():
    from wisegen.games.thricewise.room_view import grid_name

    short = {grid_name(deck().parse(name)) for name in BASIC}
    assert len(short) == 36 and max(map(len, short)) <= 3


_anything = st.one_of(st.none(), st.integers(-5, 50), st.text(max_size=80),
                      st.sampled_from([*BASIC, "1,1", "3,1", "0,0", "2,3", "-1,2"]),
                      st.lists(st.text(max_size=5), max_size=3))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(st.sampled_from(["p1", "p2", "p3", "p4"]),
                                st.sampled_from(["deal", "reveal", "place", "next_hand", "x"]),
                                st.dictionaries(st.sampled_from(
                                    ["card", "cell", "card1", "card2", "card3", "card4"]),
                                    _anything, max_size=6)), max_size=30))
def test_whatever_a_phone_sends_is_played_or_refused_in_words(steps):
    state = FLOW.start({"hands": 2}, SEATS, "en", 0, 0.0)
    for seat, action, values in steps:
        try:
            state = FLOW.act(state, seat, action, values, 0.0)
        except Refused as refused:
            assert say("pl", refused.key, **refused.params) != refused.key
        json.dumps(state)  # the store keeps it as text
        for viewer in ("p1", "p2", "p3"):
            view = FLOW.view(state, viewer, "pl", 0.0)
            assert {b["type"] for b in view["blocks"]} <= set(BLOCK_TYPES)
        assert sum(state["totals"].values()) == sum(p["score"] for p in state["placed"])


def test_the_waiting_players_read_who_places_once_and_the_scores_as_seated():
    """Issue 46: "… pose une carte" was shown twice (heading and note) to every player
    waiting, and the standings were listed by name (Ann, Bob, Cy) whatever the seats."""
    seats = [Seat("p1", "Zoe"), Seat("p2", "Ann"), Seat("p3", "Max")]
    table = Table(seats, seed=5)
    table.deal()
    for s in seats:
        table.act(s.id, "reveal", {"card": table.hands[s.id].pop()})
    assert table.state["phase"] == "place"
    placer = table.state["queue"][0]["seat"]
    waiting = next(s.id for s in seats if s.id != placer)
    text = json.dumps(FLOW.view(table.state, waiting, "fr", 0.0), ensure_ascii=False)
    assert text.count("pose une carte") == 1
    title = say("en", "thricewise.standings")
    standings = next(b for b in FLOW.view(table.state, waiting, "en", 0.0)["blocks"]
                     if b["type"] == "table" and b["title"] == title)
    assert [row[0] for row in standings["rows"]] == ["Zoe", "Ann", "Max"]
