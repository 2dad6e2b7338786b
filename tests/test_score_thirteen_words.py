"""13 Words: the Captain example, and success levels at every boundary of the table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wisegen.errors import ContentError, UsageError
from wisegen.games.content import find_builtin, load_pack
from wisegen.games.thirteen_words.scoring import score_round, success_level

PACK = find_builtin("13-words", "scoring")


def test_the_rulebook_captain_example():
    """Charlie picks 4; Cedrick, Lume and Eric too: 4 stars; Romain none."""
    result = score_round("Charlie", 4, {"Cedrick": 4, "Lume": 4, "Eric": 4, "Romain": 7})
    assert dict(result.stars) == {"Charlie": 1, "Cedrick": 1, "Lume": 1, "Eric": 1, "Romain": 0}
    assert result.total == 4
    assert result.matched == ("Cedrick", "Lume", "Eric")


def test_nobody_matching_means_nobody_scores():
    result = score_round("Charlie", 4, {"Cedrick": 5, "Lume": 6})
    assert result.total == 0 and set(result.stars.values()) == {0}


@pytest.mark.parametrize("pick,answers,message", [
    (13, {"A": 1}, "not a card of the board"), (4, {"A": 0}, "not a card of the board"),
    (4, {}, "at least two players"), (4, {"charlie": 4}, "named twice"),
])
def test_bad_rounds(pick, answers, message):
    with pytest.raises(UsageError, match=message):
        score_round("Charlie", pick, answers)


@given(st.dictionaries(st.sampled_from(list("ABCDEFG")), st.integers(1, 12), min_size=1),
       st.integers(1, 12), st.randoms())
def test_property_stars_never_depend_on_answer_order(answers, pick, rnd):
    items = list(answers.items())
    rnd.shuffle(items)
    first = score_round("Captain", pick, answers)
    again = score_round("Captain", pick, dict(items))
    assert dict(first.stars) == dict(again.stars)
    assert first.total in (0, *range(2, 9))


def boundaries():
    """(players, score, expected row) at and just below every value of the shipped table."""
    columns = PACK.data["players"]
    for r, row in enumerate(PACK.data["rows"], 1):
        for c, value in enumerate(row["min_scores"]):
            if value is not None:
                yield columns[c], value, r
                yield columns[c], value - 1, r - 1 or None


@pytest.mark.parametrize("players,score,row", list(boundaries()))
def test_every_table_value_at_its_boundary(players, score, row):
    level = success_level(PACK, players, score)
    assert level.determined and level.row == row


def test_labels_and_the_row_without_one():
    assert success_level(PACK, 4, 24).label == "You are excellent"
    level = success_level(PACK, 4, 28)
    assert (level.row, level.label, level.determined) == (3, None, True)
    assert success_level(PACK, 2, 9).row is None


def test_missing_values_are_said_plainly_not_guessed():
    level = success_level(PACK, 5, 31)
    assert (level.determined, level.row, level.missing_row) == (False, 2, 3)
    level = success_level(PACK, 5, 30)  # row 3 must ask for more than row 2's 30
    assert (level.determined, level.row, level.missing_row) == (True, 2, 3)


def test_player_counts_outside_the_table():
    for players in (1, 9):
        with pytest.raises(UsageError, match=f"no column for {players} players"):
            success_level(PACK, players, 10)


def test_a_users_table_is_used_and_must_increase(run, tmp_path):
    text = Path(PACK.file).read_text(encoding="utf-8")
    path = tmp_path / "t.yaml"
    path.write_text(text.replace("[10, 15, 20", "[11, 15, 20"), encoding="utf-8")
    assert success_level(load_pack(path), 2, 10).row is None
    result = run("score", "13-words", "level", "--players", "2", "--score", "10", "--pack", path)
    assert result.exit_code == 0 and "below the first row (it needs 11)" in result.stdout
    path.write_text(text.replace("[12, 18, 24", "[9, 18, 24"), encoding="utf-8")
    with pytest.raises(ContentError, match="not above the row before"):
        load_pack(path)


def test_cli_round_and_level(run):
    result = run("score", "13-words", "round", "--captain", "Charlie=4", "--answers",
                 "Cedrick=4,Lume=4,Eric=4,Romain=7")
    assert result.exit_code == 0, result.output
    assert "Charlie 1, Cedrick 1, Lume 1, Eric 1, Romain 0 — 4 for the team" in result.stdout
    answer = json.loads(run("score", "13words", "round", "--captain", "3", "--answers", "A=1",
                            "--answers", "B=2", "--json").stdout)
    assert answer["stars"] == {"Captain": 0, "A": 0, "B": 0}
    result = run("score", "13-words", "level", "--players", "4", "--score", "24")
    assert result.exit_code == 0
    assert "row 2 (it needs 24) — You are excellent" in result.stdout
    result = run("score", "13-words", "level", "--players", "3", "--score", "14")
    assert "below the first row (it needs 15)" in result.stdout


def test_cli_level_undetermined_exits_1(run):
    result = run("score", "13-words", "level", "--players", "7", "--score", "50", "--json")
    assert result.exit_code == 1
    assert json.loads(result.stdout)["missing_row"] == 3


@pytest.mark.parametrize("args", [
    ["round", "--captain", "x", "--answers", "A=1"],
    ["round", "--captain", "4", "--answers", "A"],
    ["round", "--captain", "4", "--answers", "A=1,a=2"],
    ["level", "--players", "9", "--score", "10"],
    ["level", "--players", "4", "--score", "-3"],
])
def test_cli_bad_input_exits_2(run, args):
    result = run("score", "13-words", *args)
    assert result.exit_code == 2
    assert result.stderr.startswith("wisegen: error:")
