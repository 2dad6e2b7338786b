"""Three Wise Words: the rulebook's Fantôme turn, missed turns, and whole games."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import ROOT
from wisegen.core.yamlsafe import loads
from wisegen.errors import ContentError, UsageError
from wisegen.games.three_wise_words import scoring
from wisegen.games.three_wise_words.scoring import pair_up, read_game, replay, score_turn

GAME_FILE = ROOT / "tests" / "data" / "score" / "three-wise-words-game.yaml"

WRITER = ["Flottant", "Halloween", "Flippant"]
FANTOME_TEAMS = {
    "two": ["Halloween", "Booooouh", "Effrayant"],
    "three": ["Flippant", "Halloween", "Spectre"],
    "four": ["Drap", "Chaîne", "Château"],
}


def test_the_rulebook_fantome_turn():
    """Found: writer's team 2 + 1 (Flottant); team two 1; team three 2; team four 0."""
    result = score_turn(WRITER, True, FANTOME_TEAMS, "fr", "writer")
    assert result.points() == {"writer": 3, "two": 1, "three": 2, "four": 0}
    writer, two, three, four = result.scores
    assert (writer.base, writer.unfound) == (2, ("Flottant",))
    assert [m.clue for m in two.matched] == ["Halloween"]
    assert sorted(m.clue for m in three.matched) == ["Flippant", "Halloween"]
    assert four.matched == ()


def test_missed_gives_every_other_team_two_plus_matches():
    result = score_turn(WRITER, False, FANTOME_TEAMS, "fr", "writer")
    assert result.points() == {"writer": 0, "two": 3, "three": 4, "four": 2}
    assert result.scores[0].unfound == ()


def test_found_with_every_clue_found_scores_just_two():
    result = score_turn(["a", "b", "c"], True, {"x": ["a", "b"], "y": ["C"]}, "en")
    assert result.points() == {"active": 2, "x": 2, "y": 1}


def test_matching_ignores_case_and_accents():
    result = score_turn(["Fantôme", "Drap", "Nuit"], True, {"x": ["FANTOME", "drap", "jour"]},
                        "fr")
    assert result.points()["x"] == 2


def test_one_guess_earns_one_point_and_a_clue_guessed_twice_earns_one():
    assert len(pair_up(["a", "b", "c"], ["a", "a", "a"], "en")) == 1


def test_scoring_uses_the_shared_clue_matching_rule(monkeypatch):
    """Scores follow `clues_match` (shared roots once the referee lands), not a copy."""
    def by_root(clue: str, guess: str, lang: str) -> bool:
        return clue.lower()[:5] == guess.lower()[:5]

    monkeypatch.setattr(scoring, "clues_match", by_root)
    result = score_turn(["outil", "marteau", "clou"], True, {"x": ["outillage", "vis", "bois"]},
                        "fr")
    assert result.points() == {"active": 4, "x": 1}
    # one guess sharing a root with two clues still earns one point
    assert len(pair_up(["outil", "outillage", "clou"], ["outils", "x", "y"], "fr")) == 1
    # ... and the largest pairing is found whatever the order of the guesses
    assert len(pair_up(["outil", "outillage", "clou"], ["outils", "outillage", "y"], "fr")) == 2


@pytest.mark.parametrize("teams,message", [
    ({"writer": ["a"]}, "named twice"),
    ({"": ["a"]}, "empty"),
])
def test_bad_team_names(teams, message):
    with pytest.raises(UsageError, match=message):
        score_turn(WRITER, True, teams, "fr", "writer")


WORDS = st.sampled_from(["Halloween", "Flippant", "Flottant", "Drap", "Nuit", "halloween",
                         "Spectre"])


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(WORDS, max_size=3), min_size=1, max_size=5), st.booleans(),
       st.randoms())
def test_property_points_never_depend_on_team_or_guess_order(guesses, found, rnd):
    teams = {f"team{i}": g for i, g in enumerate(guesses)}
    shuffled = list(teams.items())
    rnd.shuffle(shuffled)
    reordered = {name: rnd.sample(g, len(g)) for name, g in shuffled}
    first = score_turn(WRITER, found, teams, "fr").points()
    assert score_turn(WRITER, found, reordered, "fr").points() == first
    assert all(p <= 3 + 2 for p in first.values())


# --- whole games -----------------------------------------------------------------------


def test_game_file_replays_to_a_tie_broken_by_secret_words():
    game = read_game(loads(GAME_FILE.read_bytes(), str(GAME_FILE)))
    result = replay(game)
    assert result.turns[0].points() == {"Hiboux": 3, "Chouettes": 1, "Ducs": 2, "Effraies": 0}
    assert dict(result.positions) == {"Hiboux": 5, "Chouettes": 1, "Ducs": 5, "Effraies": 2}
    assert result.reached == ("Hiboux", "Ducs")
    assert result.winners == ("Hiboux",)
    assert result.ended_on == 2


GAME = """\
teams: [A, B]
finish: {finish}
turns:
  - {{found: true, writer: [x, y, z], guesses: {{B: [x]}}}}
  - {{found: true, writer: [p, q, r], guesses: {{A: [p]}}}}
"""


def test_both_teams_tied_on_secret_words_share_the_win():
    result = replay(read_game(loads(GAME.format(finish=5))))
    assert result.positions == {"A": 5, "B": 5}
    assert result.winners == ("A", "B")


def test_without_a_finish_line_there_is_no_winner():
    result = replay(read_game(loads(GAME.format(finish=99))))
    assert result.winners == () and result.ended_on is None


def test_turns_after_the_finish_are_refused_with_their_line():
    with pytest.raises(ContentError, match="game ended on turn 1") as caught:
        replay(read_game(loads(GAME.format(finish=2), "g.yaml")))
    assert caught.value.problems[0].line == 5


def test_game_file_problems_are_all_reported_with_positions():
    text = """\
game: just-one
teams: [A, B, A]
turns:
  - {active: C, found: true, writer: [x, y, z]}
  - {found: maybe, writer: [x, y, z]}
  - {found: true, writer: [x, y], guesses: {A: [x, y, z, w]}}
  - {found: true, writer: [x, y, z], guesses: {B: [x]}, extra: 1}
"""
    with pytest.raises(ContentError) as caught:
        read_game(loads(text, "g.yaml"))
    found = [(p.line, p.path) for p in caught.value.problems]
    assert found == [(1, "game"), (2, "teams"), (4, "turns[0].active"),
                     (5, "turns[1].found"), (6, "turns[2].writer"),
                     (6, "turns[2].guesses.A"), (7, "turns[3].extra")]


# --- the command -----------------------------------------------------------------------


FANTOME_ARGS = ["score", "three-wise-words", "--lang", "fr", "--active", "writer", "--found",
                "--writer", *WRITER,
                *[arg for name, words in FANTOME_TEAMS.items()
                  for arg in ("--team", f"{name}={','.join(words)}")]]


def test_cli_fantome_turn(run):
    result = run(*FANTOME_ARGS)
    assert result.exit_code == 0, result.output
    assert "writer: 3 (2 for the secret word + 1 for clues no other team found: Flottant)" \
        in result.stdout
    result = run(*FANTOME_ARGS, "--json")
    points = {s["team"]: s["points"] for s in json.loads(result.stdout)["scores"]}
    assert points == {"writer": 3, "two": 1, "three": 2, "four": 0}


def test_cli_alias_and_game_file(run):
    result = run("score", "3ww", "--game-file", GAME_FILE, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["winners"] == ["Hiboux"]
    result = run("score", "3ww", "--game-file", GAME_FILE)
    assert "Winner: Hiboux" in result.stdout and "most secret words" in result.stdout


@pytest.mark.parametrize("args", [
    ["--found", "--writer", "a", "b"],
    ["--writer", "a", "b", "c"],
    ["--found", "--writer", "a", "b", "c", "--team", "nobody"],
    ["--found", "--writer", "a", "b", "c", "--team", "x=a,,b"],
    ["--found", "--writer", "a", "b", "c", "--team", "x=a,b,c,d"],
    ["--found", "--writer", "a", "b", "c", "--team", "x=a", "--team", "X=b"],
    ["--game-file", str(GAME_FILE), "--found"],
])
def test_cli_bad_turns_exit_2(run, args):
    result = run("score", "three-wise-words", *args)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
