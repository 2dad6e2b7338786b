"""Just One: the deck rules applied to a game's results, and the score table's labels."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wisegen.errors import UsageError
from wisegen.games.content import find_builtin
from wisegen.games.just_one.scoring import (
    FAILURE,
    SKIP,
    SUCCESS,
    label_for,
    parse_results,
    play,
)

PACK = find_builtin("just-one", "scoring").data
DECK, TABLE = PACK["deck_size"], PACK["table"]


def test_thirteen_successes_are_a_perfect_score():
    outcome = play([SUCCESS] * 13, DECK)
    assert (outcome.score, outcome.finished) == (13, True)
    assert label_for(outcome.score, TABLE) == "Perfect score! Can you do it again?"


def test_a_failure_also_discards_the_top_card_of_the_deck():
    outcome = play([SUCCESS, FAILURE, SUCCESS], DECK)
    assert [s.deck for s in outcome.steps] == [12, 10, 9]
    assert outcome.score == 2


def test_a_failure_on_the_last_card_removes_a_won_card():
    outcome = play([SUCCESS] * 12 + [FAILURE], DECK)
    assert (outcome.score, outcome.finished) == (11, True)
    assert "removed" in outcome.steps[-1].effect


def test_a_failure_on_the_last_card_with_nothing_won_removes_nothing():
    outcome = play([FAILURE] * 7, DECK)  # 13 -> 11 -> 9 -> 7 -> 5 -> 3 -> 1 -> 0
    assert (outcome.score, outcome.finished) == (0, True)


def test_a_skip_discards_only_its_card():
    outcome = play([SKIP] * 13, DECK)
    assert (outcome.score, outcome.deck_left, outcome.finished) == (0, 0, True)
    assert play([SKIP, SUCCESS], DECK).deck_left == 11


def test_results_after_the_deck_runs_out_are_refused():
    with pytest.raises(UsageError, match="ran out after result 7"):
        play([FAILURE] * 8, DECK)


def test_an_unfinished_game_says_so():
    outcome = play([SUCCESS, SUCCESS], DECK)
    assert (outcome.score, outcome.deck_left, outcome.finished) == (2, 11, False)


@pytest.mark.parametrize("score,start", [
    (13, "Perfect"), (12, "Incredible"), (11, "Awesome"), (10, "Wow"), (9, "Wow"),
    (8, "You're in the average"), (7, "You're in the average"), (6, "That's a good start"),
    (4, "That's a good start"), (3, "Try again"), (0, "Try again"),
])
def test_labels_at_every_boundary_of_the_table(score, start):
    assert label_for(score, TABLE).startswith(start)


def test_a_score_outside_the_table_has_no_label():
    assert label_for(14, TABLE) is None


def test_result_words():
    assert parse_results(["S,f", "K", "success,failure,skip,pass"]) == \
        [SUCCESS, FAILURE, SKIP, SUCCESS, FAILURE, SKIP, SKIP]
    for bad in ["S,,F", "X"]:
        with pytest.raises(UsageError):
            parse_results([bad])


@given(st.lists(st.sampled_from([SUCCESS, FAILURE, SKIP]), max_size=13))
def test_property_cards_are_never_created(results):
    try:
        outcome = play(results, DECK)
    except UsageError:
        return
    assert 0 <= outcome.score <= results.count(SUCCESS)
    assert outcome.score + outcome.deck_left <= DECK


def test_cli_score_and_label(run):
    result = run("score", "just-one", "--results", "S,S,F,S,K,S,S,S,F,S,S")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == \
        "Score: 8 (the 13 cards are used up) — \"You're in the average. Can you do better?\""
    answer = json.loads(run("score", "justone", "--results", "S", "--json").stdout)
    assert (answer["score"], answer["finished"], answer["deck_left"]) == (1, False, 12)


def test_cli_uses_a_users_table(run, tmp_path):
    pack = tmp_path / "table.yaml"
    pack.write_text("""\
game: just-one
kind: scoring
id: short
name: Short game
language: en
version: 1.0.0
license: MIT
authors: [Me]
deck_size: 3
table:
  - {min: 3, max: 3, label: All three!}
  - {min: 0, max: 2, label: Again}
""", encoding="utf-8")
    result = run("score", "just-one", "--results", "S,S,K", "--pack", pack, "--json")
    answer = json.loads(result.stdout)
    assert (answer["score"], answer["label"], answer["finished"]) == (2, "Again", True)
    assert run("score", "just-one", "--results", "S,S,K,S", "--pack", pack).exit_code == 2


@pytest.mark.parametrize("args", [["--results", "S,Q"], ["--results", ",".join("S" * 14)],
                                  ["--results", "S", "--pack", "content/13-words/scoring.yaml"]])
def test_cli_bad_input_exits_2(run, args):
    result = run("score", "just-one", *args)
    assert result.exit_code == 2
    assert result.stderr.startswith("wisegen: error:")
