"""Mistrz Słowa played in a room: whole games through `act`, the hourglass, refusals,
privacy of the words while the sand runs, running totals and the winner.

The flow is driven as the server drives it (start, act, tick at `due`, view per seat);
the words are judged by the real referee (SGJP through morfeusz2, the dice pack).
Where a test needs a known throw it lays the dice in the state, as a table could agree
to replay a throw; everything else is the flow's own.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import assert_area_complete
from wisegen.games.mistrz_slowa import GAME
from wisegen.games.mistrz_slowa.room import FLOW, rerolls_left
from wisegen.games.mistrz_slowa.room_judge import winner
from wisegen.games.registry import get_game
from wisegen.games.room import BLOCK_TYPES, Refused, Seat
from wisegen.lang.messages import catalogue, say

SEATS = [Seat("p1", "Ala"), Seat("p2", "Bartek"), Seat("p3", "Celina")]
ZOLW_ROLL = ["W", "K", "D", "Z", "G", "*", "O", "A", "~", "~"]
"""żółw: Ż from Z + ogonek, Ó from O + ogonek, Ł from the letter joker, W: 4 letters (2),
two ogonek uses (+8), a joker (no bonus) = 10; `kot` cannot be made (no T)."""
REROLL_ROLL = ["K", "O", "S", "A", "T", "*", "+", "?", "~", "N"]
"""A throw with one reroll face (?): each player may roll one die again."""
T0 = 1000.0


def _start(target: int = 100, seats: list[Seat] = SEATS, glasses: int = 1) -> dict:
    state = FLOW.start({"target": target, "glasses": glasses}, seats, "pl", 42, T0)
    return {**state, "roll": list(ZOLW_ROLL)}


def strings(value: object) -> list[str]:
    """Every text in a view, however deep (what a phone may put on screen)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


def _texts(view: dict) -> str:
    return json.dumps(view, ensure_ascii=False)


def test_the_game_declares_its_flow():
    from wisegen.games.base import load_attribute

    assert get_game("mistrz-slowa").room == "wisegen.games.mistrz_slowa.room:FLOW"
    assert load_attribute(GAME.room or "") is FLOW
    assert FLOW.players == (2, 10)
    assert {f.name: f.default for f in FLOW.setup} == {"target": 100, "glasses": 2}


def test_a_whole_game_to_the_target_with_a_tie_decided_by_another_round():
    state = _start(target=10)
    state = FLOW.act(state, "p1", "word", {"word": "Żółw"}, T0 + 5)
    state = FLOW.act(state, "p2", "word", {"word": "żółw"}, T0 + 6)
    assert state["phase"] == "writing"  # Celina has no word in yet
    state = FLOW.act(state, "p3", "word", {"word": "kotem"}, T0 + 7)
    assert state["phase"] == "results"  # all in: judged before the sand ran out
    assert state["totals"] == {"p1": 10, "p2": 10, "p3": -20}
    assert state["winner"] is None and state["tied"] == ["p1", "p2"]
    view = FLOW.view(state, "p3", "en", T0 + 8)
    rulings = next(b for b in view["blocks"] if b["type"] == "rulings")["items"]
    assert [(r["text"], r["verdict"], r["ok"]) for r in rulings] == [
        ("żółw", "+10 points", True), ("żółw", "+10 points", True),
        ("kotem", "−20 points", False)]
    assert any("form of “kot”" in reason for reason in rulings[2]["reasons"])
    assert rulings[0]["reasons"] == ["2 for 4 letters + 8 for the ogonek used 2 times = 10"]
    pl = FLOW.view(state, "p3", "pl", T0 + 8)["blocks"]
    assert next(b for b in pl if b["type"] == "rulings")["items"][0]["reasons"] == [
        "2 za 4 litery + 8 za ogonek użyty 2 razy = 10"]
    assert "Tied at the top: Ala, Bartek" in _texts(view)

    state = FLOW.act(state, "p2", "next", {}, T0 + 20)
    assert state["phase"] == "writing" and state["round"] == 2
    state = {**state, "roll": list(ZOLW_ROLL)}
    state = FLOW.act(state, "p1", "word", {"word": "żółw"}, T0 + 25)
    state = FLOW.act(state, "p2", "no_word", {}, T0 + 26)
    state = FLOW.act(state, "p3", "word", {"word": "żółw"}, T0 + 27)
    assert state["phase"] == "over" and state["winner"] == "p1"
    assert state["totals"] == {"p1": 20, "p2": -10, "p3": -10}
    with pytest.raises(Refused) as refused:
        FLOW.act(state, "p1", "next", {}, T0 + 30)
    assert refused.value.key == "mistrz-slowa.not_now"
    assert FLOW.due(state) is None
    pl = _texts(FLOW.view(state, "p2", "pl", T0 + 31))
    assert "Wygrywa Ala, zdobywając 20 punktów!" in pl and '["Bartek", -10]' in pl
    fr = _texts(FLOW.view(state, "p2", "fr", T0 + 31))
    assert "Ala gagne avec 20 points !" in fr


def test_the_hourglass_ends_the_round_for_everyone():
    state = _start(glasses=1)
    assert FLOW.due(state) == T0 + 60
    state = FLOW.act(state, "p1", "word", {"word": "żółw"}, T0 + 10)
    timer = next(b for b in FLOW.view(state, "p2", "en", T0 + 11)["blocks"]
                 if b["type"] == "timer")
    assert timer["ends_at"] == T0 + 60 and timer["seconds"] == 60
    assert FLOW.tick(state, T0 + 30) == state  # too early: nothing moves
    ended = FLOW.tick(state, T0 + 60)
    assert ended["phase"] == "results"
    assert ended["totals"] == {"p1": 10, "p2": -20, "p3": -20}
    with pytest.raises(Refused) as refused:
        FLOW.act(ended, "p2", "word", {"word": "żółw"}, T0 + 61)
    assert refused.value.key == "mistrz-slowa.round_over"
    assert FLOW.due(ended) is None
    again = FLOW.act(ended, "p1", "next", {}, T0 + 70)
    assert FLOW.due(again) == T0 + 130 and again["round"] == 2 and again["words"] == {}


def test_the_rulebook_default_is_two_turns_of_the_glass():
    state = FLOW.start({}, SEATS, "pl", 1, T0)
    assert FLOW.due(state) == T0 + 2 * GAME.timer


def test_a_word_can_be_changed_until_the_round_ends():
    state = _start()
    state = FLOW.act(state, "p1", "word", {"word": "kot"}, T0 + 1)
    state = FLOW.act(state, "p1", "word", {"word": "żółw"}, T0 + 2)
    ended = FLOW.tick(state, T0 + 60)
    assert ended["results"][0]["word"] == "żółw" and ended["totals"]["p1"] == 10


@pytest.mark.parametrize(("seat", "action", "values", "key"), [
    ("p1", "word", {"word": "  "}, "mistrz-slowa.empty_word"),
    ("p1", "word", {"word": 5}, "mistrz-slowa.empty_word"),
    ("p1", "word", {"word": "ż" * 33}, "mistrz-slowa.too_long"),
    ("p1", "fly", {}, "mistrz-slowa.unknown_action"),
    ("p9", "word", {"word": "żółw"}, "mistrz-slowa.not_a_player"),
    ("p1", "next", {}, "mistrz-slowa.not_now"),
    ("p1", "reroll", {"die": 1}, "mistrz-slowa.no_reroll"),
])
def test_refusals_are_worded_in_every_language(seat, action, values, key):
    state = _start()
    with pytest.raises(Refused) as refused:
        FLOW.act(state, seat, action, values, T0 + 1)
    assert refused.value.key == key
    for code in ("en", "fr", "pl"):
        assert key in catalogue(code)
        assert say(code, key, **refused.value.params) != key


def test_a_reroll_is_the_players_own_and_one_per_question_mark():
    state = {**_start(), "roll": REROLL_ROLL}
    assert rerolls_left(state, "p1") == 1
    with pytest.raises(Refused) as refused:
        FLOW.act(state, "p1", "reroll", {"die": 11}, T0 + 1)
    assert refused.value.params == {"count": 10}
    after = FLOW.act(state, "p1", "reroll", {"die": "8"}, T0 + 2)
    mine = after["rerolls"]["p1"]["faces"]
    assert mine[:7] == state["roll"][:7] and mine[8:] == state["roll"][8:]
    assert after["roll"] == state["roll"]  # the table's throw is unchanged
    dice = {b["title"]: b["faces"] for b in FLOW.view(after, "p2", "en", T0 + 3)["blocks"]
            if b["type"] == "dice"}
    assert dice["Your dice"][7] == "?"  # Bartek still sees the table's throw
    with pytest.raises(Refused):
        FLOW.act(after, "p1", "reroll", {"die": 1}, T0 + 4)
    assert FLOW.act(state, "p1", "reroll", {"die": "8"}, T0 + 2) == after  # replayable


def test_the_winner_rule_when_several_reach_the_target():
    assert winner({"a": 99, "b": 50}, 100) == (None, [])
    assert winner({"a": 104, "b": 101}, 100) == ("a", [])
    assert winner({"a": 104, "b": 104, "c": 200}, 300) == (None, [])
    assert winner({"a": 104, "b": 104, "c": 3}, 100) == (None, ["a", "b"])


def test_the_results_show_the_best_word_the_throw_allowed():
    state = FLOW.tick(_start(), T0 + 60)
    best = state["best"]
    assert best is not None and best["points"] >= 10
    texts = _texts(FLOW.view(state, "p1", "en", T0 + 61))
    assert f"The best word these dice allowed: {best['word']}" in texts


WORDS = {"p1": ["qzxa", "qzxb"], "p2": ["vjqa", "vjqb"], "p3": ["xkqa", "xkqb"]}
"""Words nothing else on a screen can contain, so finding one there means it leaked."""

_steps = st.lists(st.tuples(
    st.sampled_from(["p1", "p2", "p3"]),
    st.sampled_from(["word", "word", "no_word", "next", "reroll", "tick", "bogus"]),
    st.integers(0, 1), st.integers(0, 70)), max_size=25)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=_steps)
def test_nobody_sees_another_players_word_before_the_round_ends(steps):
    state, now = FLOW.start({"target": 30, "glasses": 1}, SEATS, "pl", 5, T0), T0
    for seat, action, pick, wait in steps:
        now += wait
        if action == "tick":
            due = FLOW.due(state)
            state = FLOW.tick(state, now) if due is not None and now >= due else state
        else:
            try:
                state = FLOW.act(state, seat, action, {"word": WORDS[seat][pick],
                                                       "die": pick + 1}, now)
            except Refused as refused:
                assert say("en", refused.key, **refused.params) != refused.key
        for viewer in ("p1", "p2", "p3"):
            view = FLOW.view(state, viewer, "fr", now)
            assert {b["type"] for b in view["blocks"]} <= set(BLOCK_TYPES)
            shown = _texts(view)
            for other, words in WORDS.items():
                typed = state.get("words", {}).get(other)
                if state["phase"] == "writing" and other != viewer:
                    assert not any(w in shown for w in words)
                elif state["phase"] != "writing" and typed:
                    assert typed in shown  # once judged, every word is on every phone
        assert sum(state["totals"].values()) <= 0  # nonsense words only ever cost points


@pytest.mark.parametrize("lang", ["fr", "pl"])
def test_every_key_in_every_language_with_the_same_fields(lang):
    assert_area_complete("mistrz-slowa.", lang, 40)


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
def test_every_screen_is_fully_worded(lang):
    writing = {**_start(target=10), "roll": REROLL_ROLL}
    writing = FLOW.act(writing, "p1", "word", {"word": "kos"}, T0 + 1)
    writing = FLOW.act(writing, "p2", "no_word", {}, T0 + 2)
    results = FLOW.act(writing, "p3", "word", {"word": "zus"}, T0 + 3)
    over = {**FLOW.act(results, "p1", "next", {}, T0 + 4), "roll": list(ZOLW_ROLL)}
    over = FLOW.tick(FLOW.act(over, "p1", "word", {"word": "żółw"}, T0 + 5), T0 + 200)
    assert [writing["phase"], results["phase"], over["phase"]] == ["writing", "results", "over"]
    for state in (writing, results, over):
        for seat in ("p1", "p2"):
            for text in strings(FLOW.view(state, seat, lang, T0 + 6)):
                assert "mistrz-slowa." not in text and "{" not in text, text


def test_a_word_longer_than_the_dice_is_not_formable_without_a_dictionary_look_up():
    state = FLOW.act(_start(), "p1", "word", {"word": "konstantynopolitańczyk"}, T0 + 1)
    ended = FLOW.tick(state, T0 + 60)
    first = ended["results"][0]
    assert (first["outcome"], first["points"]) == ("unformable", -20)
    rulings = next(b for b in FLOW.view(ended, "p2", "pl", T0 + 61)["blocks"]
                   if b["type"] == "rulings")["items"]
    assert rulings[0]["reasons"][0] == ("Słowa „konstantynopolitańczyk” nie da się ułożyć "
                                        "z tych kości")


_anything = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), st.text(max_size=40),
                      st.sampled_from(["żółw", "kot", "8", "ZUS", "Kraków"]),
                      st.lists(st.integers(), max_size=3))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(st.sampled_from(["p1", "p2", "p3", "p0"]),
                                st.sampled_from(["word", "no_word", "reroll", "next", "?"]),
                                st.dictionaries(st.sampled_from(["word", "die"]), _anything,
                                                max_size=2)), max_size=20))
def test_whatever_a_phone_sends_is_played_or_refused_in_words(steps):
    state = {**_start(target=15), "roll": REROLL_ROLL}
    for seat, action, values in steps:
        try:
            state = FLOW.act(state, seat, action, values, T0 + 1)
        except Refused as refused:
            assert say("fr", refused.key, **refused.params) != refused.key
        json.dumps(state)  # the store keeps it as text
        for viewer in ("p1", "p2", "p3"):
            assert {b["type"] for b in FLOW.view(state, viewer, "pl", T0 + 2)["blocks"]} \
                <= set(BLOCK_TYPES)
