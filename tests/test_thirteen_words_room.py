"""13 Words played in a room: a whole game through `act`, running totals, the success
level, private choices, the timer and the refusals."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.conftest import assert_area_complete
from wisegen.games.base import load_attribute
from wisegen.games.content import find_builtin
from wisegen.games.registry import get_game
from wisegen.games.room import BLOCK_TYPES, MAX_LOG, Refused, Seat
from wisegen.games.thirteen_words.room import FLOW, captain
from wisegen.lang.messages import catalogue

NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def start(n: int = 4, lang: str = "en", timer: int = 0, seed: int = 99) -> dict[str, Any]:
    return FLOW.start({"timer": timer}, [Seat(f"p{i}", NAMES[i - 1]) for i in range(1, n + 1)],
                      lang, seed, 1000.0)


def act(state: dict[str, Any], seat: str, action: str, now: float = 1000.0,
        **values: Any) -> dict[str, Any]:
    before = json.dumps(state, sort_keys=True)
    after = FLOW.act(state, seat, action, values, now)
    assert json.dumps(state, sort_keys=True) == before, "act mutated the state it was given"
    json.dumps(after)
    return after


def view(state: dict[str, Any], seat: str, lang: str = "en") -> dict[str, Any]:
    shown = FLOW.view(state, seat, lang, 1000.0)
    assert all(block["type"] in BLOCK_TYPES for block in shown["blocks"])
    return shown


def block(shown: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(b for b in shown["blocks"] if b["type"] == kind)


def test_the_game_declares_its_flow():
    game = get_game("13-words")
    assert game.room is not None and load_attribute(game.room) is FLOW
    assert FLOW.players == game.box.players == (2, 8)


def test_the_deal_is_thirteen_cards_of_the_tables_language():
    for lang in ("en", "fr", "pl"):
        state = start(3, lang)
        cards = find_builtin("13-words", "words", lang).data["cards"]
        faces = {(str(c["front"]), str(c["back"])) for c in cards}
        dealt = [*state["board"]]
        assert len(dealt) == 12 and state["language"] == lang
        for place in dealt:
            assert (place["word"], place["other"]) in faces or \
                (place["other"], place["word"]) in faces
        words = {p["word"] for p in dealt} | {state["centre"]}
        assert len(words) == 13
    assert start(3, "de")["language"] == "en", "no German pack: the game's own language"
    assert start(3)["board"] == start(3)["board"], "the same seed deals the same cards"


def test_a_whole_game_keeps_running_totals_and_ends_with_one_card_left():
    state = start(4)
    rng = random.Random(5)
    expected = dict.fromkeys(state["order"], 0)
    first = state["captain"]
    rounds = 0
    while state["phase"] != "over":
        rounds += 1
        chief = captain(state)
        assert state["order"].index(chief) == (first + rounds - 1) % 4, "the Captain moves left"
        left = [n for n in range(1, 13) if state["board"][n - 1] is not None]
        assert len(left) == 13 - rounds
        picks = {seat: rng.choice(left[:3]) for seat in state["order"]}
        for seat, number in picks.items():
            state = act(state, seat, "pick", card=number)
        # The rulebook, counted here by hand: a matching player 1 star, the Captain 1 if
        # anyone matched.
        matched = [s for s in picks if s != chief and picks[s] == picks[chief]]
        for seat in matched:
            expected[seat] += 1
        expected[chief] += bool(matched)
        assert state["stars"] == expected
        assert state["result"]["stars"].get(chief, 0) == int(bool(matched))
        totals = block(view(state, "p2"), "table")
        assert totals["rows"][-1][1] == sum(expected.values())
        if state["phase"] == "reveal":
            turned = state["board"][picks[chief] - 1]["other"]
            state = act(state, "p1", "next")
            assert state["centre"] == turned and state["board"][picks[chief] - 1] is None
    assert rounds == 11
    team = sum(expected.values())
    shown = view(state, "p1")
    assert shown["blocks"][0]["detail"] == f"Team score: {team} stars"
    for lang in ("en", "fr", "pl"):
        level = find_builtin("13-words", "scoring", lang).data["rows"]
        reached = [row for row in level if row["min_scores"][2] <= team]
        words = [b["text"] for b in view(state, "p3", lang)["blocks"] if b["type"] == "word"]
        if reached:
            assert (reached[-1]["label"] or "") in words[-1]
        with pytest.raises(Refused):
            act(state, "p1", "pick", card=1)


def test_the_success_level_follows_the_rulebooks_table():
    state = start(4)
    state.update(phase="over", stars={"p1": 6, "p2": 6, "p3": 6, "p4": 6},
                 result={"captain": "p1", "pick": 3, "picks": {}, "stars": {},
                         "centre": state["centre"]})
    shown = view(state, "p1", "fr")
    assert [b["text"] for b in shown["blocks"] if b["type"] == "word"][-1] == \
        "Vous êtes excellents"
    assert "28 étoiles" in json.dumps(shown, ensure_ascii=False)
    state["stars"] = {"p1": 1, "p2": 1, "p3": 1, "p4": 1}
    below = json.dumps(view(state, "p1", "pl"), ensure_ascii=False)
    assert "pierwszy poziom wymaga 20 gwiazdek" in below
    state["stars"] = {"p1": 7, "p2": 7, "p3": 8, "p4": 8}
    top = view(state, "p1")
    assert "It is the best level of the table." in json.dumps(top)
    assert [b["text"] for b in top["blocks"] if b["type"] == "word"][-1] == "Level 3", \
        "the rulebook's third row has no name: its number is shown"


def test_no_phone_sees_another_players_choice_before_the_last_is_in():
    state = start(3)
    chief = captain(state)
    others = [s for s in state["order"] if s != chief]
    for number in (2, 9):
        picked = act(state, chief, "pick", card=number)
        for seat in others:
            assert view(picked, seat) == view(act(state, chief, "pick", card=11), seat)
        mine = block(view(picked, chief), "buttons")["buttons"]
        assert [b["values"]["card"] for b in mine if b["tone"] == "main"] == [number]
    outsider = view(act(state, chief, "pick", card=2), "p99")
    assert not [b for b in outsider["blocks"] if b["type"] == "buttons"]
    state = act(state, chief, "pick", card=2)
    state = act(state, others[0], "pick", card=2)
    state = act(state, others[0], "pick", card=5)  # changed before the last is in
    assert state["phase"] == "pick" and state["picks"][others[0]] == 5
    state = act(state, others[1], "pick", card=2)
    assert state["phase"] == "reveal"
    assert state["stars"] == {chief: 1, others[0]: 0, others[1]: 1}
    items = block(view(state, others[0]), "rulings")["items"]
    assert [i["ok"] for i in items] == [True, False, True]


def test_nobody_matching_the_captain_scores_nothing():
    state = start(3)
    chief = captain(state)
    for seat in state["order"]:
        state = act(state, seat, "pick", card=4 if seat == chief else 7)
    assert set(state["stars"].values()) == {0}
    notes = [b["text"] for b in view(state, "p1")["blocks"] if b["type"] == "note"]
    assert "No one chose the Captain's card: no one gets a star." in notes


def test_the_hosts_timer_ends_the_round():
    state = start(3, timer=30)
    assert FLOW.due(state) == 1030.0
    assert block(view(state, "p1"), "timer")["ends_at"] == 1030.0
    chief = captain(state)
    other = next(s for s in state["order"] if s != chief)
    state = act(state, chief, "pick", card=6)
    state = act(state, other, "pick", card=6)
    assert FLOW.tick(state, 1029.0) == state
    state = FLOW.tick(state, 1030.5)
    assert state["phase"] == "reveal" and FLOW.due(state) is None
    assert sum(state["stars"].values()) == 2
    state = act(state, other, "next", now=2000.0)
    assert FLOW.due(state) == 2030.0
    state = FLOW.tick(state, 2031.0)  # the Captain never chose: no stars, no card moves
    assert sum(state["stars"].values()) == 2 and state["phase"] == "reveal"
    centre = state["centre"]
    state = act(state, other, "next")
    assert state["centre"] == centre and sum(p is not None for p in state["board"]) == 11
    assert FLOW.due(start(3)) is None


@pytest.mark.parametrize("value", [0, 13, -1, "x", "3.5", True, None, [1], "9" * 50, "²", "①", "٣",
                                   "1²"])
def test_a_card_that_is_not_on_the_board_is_refused(value):
    with pytest.raises(Refused) as caught:
        FLOW.act(start(3), "p1", "pick", {"card": value}, 1000.0)
    assert caught.value.key == "13-words.refused.no_card"


def test_refusals_are_worded_in_every_language():
    state = start(2)
    keys = set()
    for seat, action, values in (("p1", "next", {}), ("p7", "pick", {"card": 1}),
                                 ("p1", "shout", {})):
        with pytest.raises(Refused) as caught:
            FLOW.act(state, seat, action, values, 1000.0)
        keys.add(caught.value.key)
    for seat in state["order"]:
        state = act(state, seat, "pick", card=1)
    state = act(state, "p2", "next")
    with pytest.raises(Refused) as caught:
        FLOW.act(state, "p1", "pick", {"card": 1}, 1000.0)  # card 1 left the board
    keys.add(caught.value.key)
    assert {k.rsplit(".", 1)[1] for k in keys} == {"not_now", "not_player", "no_card"}
    for key in keys:
        for lang in ("en", "fr", "pl"):
            assert key in catalogue(lang)


@pytest.mark.parametrize("lang", ["fr", "pl"])
def test_the_catalogue_says_everything_in_every_language(lang):
    assert_area_complete("13-words.", lang, 30)


def test_a_table_that_never_chooses_keeps_a_bounded_state():
    state, now = start(3, timer=10), 1000.0
    for _ in range(60):  # the timer runs out round after round, nobody choosing
        now += 11
        state = FLOW.tick(state, now)
        state = act(state, "p1", "next", now=now)
    assert state["round"] == 61 and sum(p is not None for p in state["board"]) == 12
    assert len(state["history"]) == MAX_LOG and len(json.dumps(state)) < 10_000
