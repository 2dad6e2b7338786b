"""Just One played in a room: the flow's rules, refusals, penalties and secrets.

Everything goes through the flow's own `start`, `act`, `view`, `due` and `tick`, as the
server calls them, with the real referee and the real built-in packs. Where a test needs
a known word it writes the card into the state (plain JSON the flow owns), exactly as a
replayed room would hold it.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wisegen.games.just_one.room import FLOW
from wisegen.games.just_one.scoring import play
from wisegen.games.registry import get_game
from wisegen.games.room import BLOCK_TYPES, Refused, Seat
from wisegen.lang.messages import catalogue, say

SEATS = [Seat("p1", "Ada"), Seat("p2", "Bo"), Seat("p3", "Cy"), Seat("p4", "Di")]
SETUP = {"pack": "table", "timer": "0", "cards": 13}


def new_game(**setup: Any) -> dict[str, Any]:
    return FLOW.start({**SETUP, **setup}, SEATS, "en", 7, 1000.0)


def act(state: dict[str, Any], who: str, action: str, now: float = 1000.0,
        **values: Any) -> dict[str, Any]:
    return FLOW.act(state, who, action, values, now)


def guesser(state: dict[str, Any]) -> str:
    return SEATS[len(state["results"]) % len(SEATS)].id


def others(state: dict[str, Any]) -> list[str]:
    return [s.id for s in SEATS if s.id != guesser(state)]


def with_card(state: dict[str, Any], words: list[str]) -> dict[str, Any]:
    """The state with the next card of the deck being `words`."""
    state = copy.deepcopy(state)
    done = state["deck_size"] - play(state["results"], state["deck_size"]).deck_left
    state["deck"][done] = words
    return state


def to_review(state: dict[str, Any], clues: list[str], number: int = 1) -> dict[str, Any]:
    state = act(state, guesser(state), "number", number=number)
    for seat, clue in zip(others(state), clues, strict=True):
        state = act(state, seat, "clue", clue=clue)
    return state


def play_card(state: dict[str, Any], outcome: str, clues: list[str] | None = None
              ) -> dict[str, Any]:
    """One card from the number to the result: the guesser answers right, wrong or passes."""
    state = to_review(state, clues or ["zebra", "violin", "tornado"])
    state = act(state, others(state)[0], "reveal")
    who = guesser(state)
    if outcome == "success":
        state = act(state, who, "guess", guess=state["secret"].upper())
    elif outcome == "failure":
        state = act(state, who, "guess", guess="xylophone")
    else:
        state = act(state, who, "pass")
    return state


def texts(view: dict[str, Any]) -> str:
    return json.dumps(view, ensure_ascii=False)


def test_the_game_declares_its_room_flow() -> None:
    assert get_game("just-one").room == "wisegen.games.just_one.room:FLOW"
    assert FLOW.players == (3, 7)
    names = [f.name for f in FLOW.setup]
    assert names == ["pack", "timer", "cards"]
    assert dict(zip(names, (f.default for f in FLOW.setup), strict=True))["cards"] == 13


def test_a_whole_game_of_13_cards_with_penalties_and_its_rating() -> None:
    state = new_game()
    plan = ["success", "success", "failure", "skip", "success", "success", "failure",
            "success", "success", "success", "success"]
    for number, outcome in enumerate(plan, 1):
        assert state["phase"] == "number", number
        state = play_card(state, outcome)
        if state["phase"] != "over":
            state = act(state, SEATS[0].id, "next")
    # 11 results use 13 cards: each failure also discards the deck's top card.
    assert state["phase"] == "over"
    assert state["results"] == plan
    final = FLOW.view(state, "p1", "en", 1000.0)
    assert final["phase"] == "over"
    shown = texts(final)
    assert "Game over: 8 cards won out of 13." in shown
    assert "You're in the average. Can you do better?" in shown  # the score table's 7-8
    assert "Karta 13 z 13" in texts(FLOW.view(state, "p2", "pl", 1000.0))
    assert "Koniec gry: 8 kart zdobytych z 13." in texts(FLOW.view(state, "p2", "pl", 0))
    assert "Jesteście w średniej." in texts(FLOW.view(state, "p2", "pl", 0))
    assert "Partie terminée : 8 cartes gagnées sur 13." in texts(FLOW.view(state, "p3", "fr", 0))
    table = next(b for b in final["blocks"] if b["type"] == "table")
    assert len(table["rows"]) == 11 and table["rows"][2][2] == "lost"
    with pytest.raises(Refused) as refused:
        act(state, "p1", "next")
    assert refused.value.key == "just-one.not_now"


def test_a_wrong_guess_discards_the_top_card_and_a_pass_only_its_own() -> None:
    state = new_game()
    deck = copy.deepcopy(state["deck"])
    state = play_card(state, "failure")
    view = FLOW.view(state, "p1", "en", 0)
    assert "the top card of the deck is discarded too" in texts(view)
    assert view["blocks"][0]["text"] == "Card 1 of 13"   # the card judged, not the discard
    state = act(state, "p3", "next")
    assert FLOW.view(state, "p2", "en", 0)["blocks"][0]["text"] == "Card 3 of 13"
    state = act(state, guesser(state), "number", number=4)
    assert state["secret"] == deck[2][3]  # card 2 went with the penalty
    state = new_game()
    state = play_card(state, "skip")
    state = act(state, "p1", "next")
    assert FLOW.view(state, "p1", "en", 0)["blocks"][0]["text"] == "Card 2 of 13"


def test_a_wrong_guess_on_the_last_card_loses_a_won_card() -> None:
    state = new_game(cards=3)
    state = act(play_card(state, "success"), "p1", "next")
    state = act(play_card(state, "success"), "p1", "next")
    state = play_card(state, "failure")
    assert state["phase"] == "over"
    shown = texts(FLOW.view(state, "p4", "en", 0))
    assert "one card already won is lost" in shown
    assert "Game over: 1 card won out of 3." in shown


def test_identical_clues_cancel_and_the_guesser_sees_only_the_survivors() -> None:
    state = with_card(new_game(), ["mouse", "castle", "river", "glove", "piano"])
    state = to_review(state, ["cheese", "cheese", "trap"])
    assert state["phase"] == "review"
    rulings = {r["clue"]: r for r in state["rulings"]}
    assert rulings["cheese"]["ok"] is False
    assert [r["code"] for r in rulings["cheese"]["reasons"]] == ["identical"]
    assert rulings["trap"]["ok"] is True
    giver = FLOW.view(state, "p2", "en", 0)
    items = next(b for b in giver["blocks"] if b["type"] == "rulings")["items"]
    assert [i["verdict"] for i in items] == ["cancelled", "cancelled", "kept"]
    assert "mouse" in texts(giver)
    state = act(state, "p3", "reveal")
    seen = FLOW.view(state, "p1", "en", 0)
    assert seen["phase"] == "guess"
    kept = next(b for b in seen["blocks"] if b["type"] == "rulings")["items"]
    assert [i["text"] for i in kept] == ["trap"]
    assert "cheese" not in texts(seen) and "mouse" not in texts(seen)
    assert "2 clues were cancelled." in texts(seen)


def test_invalid_clues_are_cancelled_with_reasons_in_each_phones_language() -> None:
    state = with_card(new_game(), ["mouse", "castle", "river", "glove", "piano"])
    state = to_review(state, ["Mouse", "mice", "cheese"])
    codes = {r["clue"]: [x["code"] for x in r["reasons"]] for r in state["rulings"]}
    assert codes["Mouse"][0] == "is-secret"
    assert codes["mice"] and codes["mice"][0] in ("same-family", "spelling-variant")
    assert codes["cheese"] == []
    for lang, words in (("en", "is the secret word itself"), ("fr", "est le mot secret lui-même"),
                        ("pl", "to właśnie tajne słowo")):
        assert words in texts(FLOW.view(state, "p3", lang, 0))


def test_an_overrule_is_logged_for_everyone_without_the_clue() -> None:
    state = with_card(new_game(), ["mouse", "castle", "river", "glove", "piano"])
    state = to_review(state, ["cheese", "cheese", "mouse"])
    with pytest.raises(Refused) as refused:  # the secret itself stays cancelled
        act(state, "p4", "overrule", seat="p4")
    assert refused.value.key == "just-one.cannot_overrule"
    state = act(state, "p4", "overrule", seat="p2")
    assert state["log"] == [{"by": "p4", "of": "p2", "ok": True, "codes": ["identical"]}]
    assert "Di kept the clue of Bo (identical clues)" in texts(FLOW.view(state, "p3", "en", 0))
    guessers = FLOW.view(state, "p1", "fr", 0)
    assert "Di a gardé l'indice de Bo (indices identiques)" in texts(guessers)
    assert "cheese" not in texts(guessers)
    state = act(state, "p2", "reveal")
    kept = [i["text"] for b in FLOW.view(state, "p1", "en", 0)["blocks"]
            if b["type"] == "rulings" for i in b["items"]]
    assert kept == ["cheese"]


def test_overrules_toggled_back_and_forth_keep_the_state_bounded() -> None:
    """Red team IV, flaw 7: 2,000 overrules grew the log (sent to every phone on every
    change) to 100 KB; it keeps the last MAX_LOG entries, like every game's log."""
    from wisegen.games.room import MAX_LOG

    state = with_card(new_game(), ["mouse", "castle", "river", "glove", "piano"])
    state = to_review(state, ["cheese", "cheese", "mouse"])
    for _ in range(2000):
        state = FLOW.act(state, "p4", "overrule", {"seat": "p2"}, 1000.0)
    assert len(state["log"]) == MAX_LOG
    assert len(json.dumps(state)) < 20_000
    assert len(json.dumps(FLOW.view(state, "p3", "en", 0))) < 20_000


def test_the_review_says_what_the_referee_did() -> None:
    """Issue 46: "the referee cancelled identical and invalid clues" was said when it had
    cancelled nothing."""
    state = with_card(new_game(), ["mouse", "castle", "river", "glove", "piano"])
    kept_all = to_review(state, ["cheese", "trap", "tail"])
    assert "The referee kept every clue" in texts(FLOW.view(kept_all, "p2", "en", 0))
    assert "cancelled" not in texts(FLOW.view(kept_all, "p2", "en", 0))
    some = to_review(state, ["cheese", "cheese", "tail"])
    assert "The referee has cancelled" in texts(FLOW.view(some, "p2", "en", 0))


def test_plurals_and_spelling_variants_are_accepted_as_the_guess() -> None:
    for card, answer, won in ((["mouse"] * 5, "mice", True), (["theatre"] * 5, "theater", True),
                              (["mouse"] * 5, "moose", False)):
        state = to_review(with_card(new_game(), card), ["cheese", "trap", "rodent"])
        state = act(act(state, "p2", "reveal"), "p1", "guess", guess=answer)
        assert state["results"] == ["success" if won else "failure"], answer


def test_refusals_leave_the_state_as_it_was() -> None:
    state = new_game()
    before = copy.deepcopy(state)
    cases = [("p2", "number", {"number": 1}, "just-one.not_your_turn"),
             ("p1", "number", {"number": 6}, "just-one.bad_number"),
             ("p1", "clue", {"clue": "x"}, "just-one.not_now"),
             ("p9", "number", {"number": 1}, "just-one.not_playing"),
             ("p1", "dance", {}, "just-one.unknown_action")]
    for seat, action, values, key in cases:
        with pytest.raises(Refused) as refused:
            FLOW.act(state, seat, action, values, 0)
        assert refused.value.key == key
    assert state == before
    state = act(state, "p1", "number", number=3)
    for seat, action, values, key in [
            ("p1", "clue", {"clue": "hint"}, "just-one.guesser_cannot"),
            ("p2", "clue", {"clue": "x" * 65}, "just-one.bad_word"),
            ("p2", "clue", {"clue": "  "}, "just-one.bad_word"),
            ("p2", "clue", {"clue": ["a"]}, "just-one.bad_word"),
            ("p2", "guess", {"guess": "a"}, "just-one.not_now")]:
        with pytest.raises(Refused) as refused:
            FLOW.act(state, seat, action, values, 0)
        assert refused.value.key == key
    assert say("pl", "just-one.not_your_turn", name="Ada") == "Teraz kolej gracza: Ada, nie twoja."
    state = act(state, "p2", "clue", clue="first")
    state = act(state, "p2", "clue", clue="second")  # changed while others write
    assert state["clues"] == {"p2": "second"}
    state = act(act(state, "p3", "clue", clue="third"), "p4", "clue", clue="fourth")
    with pytest.raises(Refused) as refused:  # a second clue once all are in
        act(state, "p2", "clue", clue="again")
    assert refused.value.key == "just-one.not_now"
    with pytest.raises(Refused) as refused:
        act(act(state, "p3", "reveal"), "p2", "guess", guess="word")
    assert refused.value.key == "just-one.not_your_turn"


def test_the_hosts_timer_closes_the_clues_when_it_runs_out() -> None:
    state = new_game(timer="30")
    assert FLOW.due(state) is None
    state = act(state, "p1", "number", number=2, now=2000.0)
    assert FLOW.due(state) == 2030.0
    timer = next(b for b in FLOW.view(state, "p1", "en", 2001)["blocks"] if b["type"] == "timer")
    assert timer["ends_at"] == 2030.0 and timer["seconds"] == 30
    state = act(state, "p2", "clue", clue="zebra", now=2010.0)
    assert FLOW.tick(state, 2029.0) == state
    closed = FLOW.tick(state, 2030.5)
    assert closed["phase"] == "review" and FLOW.due(closed) is None
    assert [r["clue"] for r in closed["rulings"]] == ["zebra"]
    assert state["phase"] == "clues"  # tick is pure too


def test_every_clue_cancelled_sets_the_card_aside() -> None:
    state = with_card(new_game(), ["mouse"] * 5)
    state = act(to_review(state, ["cheese", "cheese", "mouse"]), "p3", "reveal")
    assert state["phase"] == "result" and state["results"] == ["skip"]
    assert "Every clue was cancelled" in texts(FLOW.view(state, "p1", "en", 0))


def test_the_pack_follows_the_table_and_a_seed_replays_the_same_deck() -> None:
    french = FLOW.start(SETUP, SEATS, "fr", 3, 0)
    assert french["lang"] == "fr" and french == FLOW.start(SETUP, SEATS, "fr", 3, 0)
    assert FLOW.start({**SETUP, "pack": "pl"}, SEATS, "fr", 3, 0)["lang"] == "pl"
    assert FLOW.start(SETUP, SEATS, "de", 3, 0)["lang"] == "en"
    assert FLOW.start(SETUP, SEATS, "en", 4, 0)["deck"] != new_game()["deck"]
    json.dumps(french)


def _noise() -> frozenset[str]:
    """Text any view may hold whatever the card: the catalogues, block and key names and
    the players' names. A secret found in it proves nothing, so such cards are skipped."""
    words = [json.dumps(catalogue(code), ensure_ascii=False) for code in ("en", "fr", "pl")]
    keys = "phase blocks type text detail tone label words mark action fields submit values " \
           "buttons toggle verdict reasons title items columns rows lines ends_at seconds " \
           "number clue guess pass reveal overrule next seat review result over clues info " \
           "wait good bad normal main required help name word maximum minimum default"
    text = " ".join([*words, keys, *BLOCK_TYPES, *(s.name for s in SEATS)]).casefold()
    return frozenset(re.findall(r"\w+", text))


NOISE = _noise()


def _holds(text: str, word: str) -> bool:
    """Is `word` in `text` as a whole word (cat is not in cathedral)?"""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None
ACTIONS = st.tuples(st.integers(0, 4), st.integers(0, len(SEATS) - 1),
                    st.sampled_from(["number", "clue", "overrule", "reveal", "guess", "pass",
                                     "next"]),
                    st.integers(0, 7))
"""(stray, seat, action, pick): mostly (stray 0-3) the move the game waits for, made by
the one whose move it is; otherwise any seat trying any action; `pick` chooses values."""
EXPECTED = {"number": "number", "clues": "clue", "review": "reveal", "guess": "guess",
            "result": "next"}


def _move(state: dict[str, Any], step: tuple[int, int, str, int]) -> tuple[str, str]:
    """The seat and action of a step: the game's next move (so that runs reach the guess
    and the next cards), sometimes an overrule or a pass, or a stray one."""
    stray, who, action, pick = step
    if stray > 3:
        return SEATS[who].id, action
    action = EXPECTED.get(state["phase"], "next")
    if state["phase"] == "review" and pick % 3 == 0:
        action = "overrule"
    if state["phase"] == "guess" and pick % 4 == 0:
        action = "pass"
    if action in ("number", "guess", "pass"):
        return guesser(state), action
    waiting = [s for s in others(state) if s not in state["clues"]] or others(state)
    return waiting[pick % len(waiting)], action


CLUES = ["{secret}", "{SECRET}", "{secret}s", "quasar", "velvet", "tornado", "quasar"]
"""What the clue-givers write: the secret in three guises, and words no English card has
(so that one found on the guesser's phone can only have come from a clue)."""


def _values(state: dict[str, Any], action: str, pick: int) -> dict[str, Any]:
    secret = state.get("secret") or "word"
    clue = CLUES[pick % len(CLUES)].format(secret=secret, SECRET=secret.upper())
    owners = [r["seat"] for r in state["rulings"]] or [s.id for s in SEATS]
    return {"number": pick % 6, "clue": clue, "guess": clue,
            "seat": owners[pick % len(owners)]}


def _check_guessers_view(state: dict[str, Any]) -> None:
    """Before the guess is judged, nothing of the card or a cancelled clue reaches the
    guesser's phone, in any language."""
    if state["phase"] not in ("clues", "review", "guess") or state["secret"] in (None, ""):
        return
    secret = state["secret"].casefold()
    shown = " ".join(r["clue"].casefold() for r in state["rulings"] if r["ok"]) \
        if state["phase"] == "guess" else ""
    past = {h["secret"].casefold() for h in state["history"]}  # judged: shown to all
    hidden = [*state["clues"].values(), *state["deck"][state["deck_size"] - play(
        state["results"], state["deck_size"]).deck_left]]
    hidden = [w.casefold() for w in hidden
              if w.casefold() not in past and w.casefold() not in NOISE]
    for lang in ("en", "fr", "pl"):
        seen = texts(FLOW.view(state, guesser(state), lang, 0)).casefold()
        if secret not in NOISE:
            assert not _holds(seen, secret), (lang, secret, seen)
        for word in hidden:  # the card's words, and every clue not kept and shown
            if not _holds(shown, word):
                assert not _holds(seen, word), (lang, word, seen)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.lists(ACTIONS, min_size=20, max_size=80))
def test_the_guesser_never_receives_the_secret_or_a_cancelled_clue(
        seed: int, steps: list[tuple[int, int, str, int]]) -> None:
    state = FLOW.start({**SETUP, "cards": 4}, SEATS, "en", seed, 0)
    for step in steps:
        seat, action = _move(state, step)
        pick = step[3]
        try:
            state = FLOW.act(state, seat, action, _values(state, action, pick), 0)
        except Refused:
            continue
        _check_guessers_view(state)
        for s in SEATS:
            for block in FLOW.view(state, s.id, "en", 0)["blocks"]:
                assert block["type"] in BLOCK_TYPES


def test_every_just_one_message_is_in_english_french_and_polish() -> None:
    """Same keys, same fields, and the plural forms each language's rule can pick."""
    from wisegen.lang.messages import fields
    from wisegen.lang.registry import get_language

    english = {k: v for k, v in catalogue("en").items() if k.startswith("just-one.")}
    assert len(english) > 60
    for code in ("fr", "pl"):
        other = catalogue(code)
        forms = {get_language(code).plural(n) for n in range(0, 200)}
        for key, template in english.items():
            assert key in other, (code, key)
            assert fields(other[key]) == fields(template), (code, key)
            if isinstance(template, dict):
                assert forms <= set(other[key]), (code, key)
        extra = {k for k in other if k.startswith("just-one.")} - set(english)
        assert not extra, (code, extra)
    assert say("pl", "just-one.score", count=5) == "5 kart zdobytych"
    assert say("pl", "just-one.score", count=22) == "22 karty zdobyte"
    assert say("fr", "just-one.score", count=0) == "0 carte gagnée"
