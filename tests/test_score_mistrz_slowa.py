"""Mistrz Słowa: the rulebook's scoring examples, the table's ends, and the race to 100."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT
from wisegen.core.yamlsafe import loads
from wisegen.errors import ContentError, UsageError
from wisegen.games.content import find_builtin
from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.games.mistrz_slowa.scoring import no_word, pack_target, read_game, word_score

DATA = find_builtin("mistrz-slowa", "scoring").data
DICE = find_builtin("mistrz-slowa", "dice").data
TABLE = Rules.from_packs(DICE, DATA)
TARGET = pack_target(DATA)
GAME_FILE = ROOT / "tests" / "data" / "score" / "mistrz-game.yaml"


@pytest.mark.parametrize("word,jokers,ogonek,points", [
    ("kos", 0, None, 5),        # 1 for 3 letters + 4 for no joker
    ("wojna", 1, None, 4),      # 4 for 5 letters
    ("bąk", 0, None, 9),        # 1 + 4 for the ogonek + 4 for no joker
    ("wrzątek", 0, None, 20),   # 12 + 4 + 4
    ("ŻÓŁW", 1, 2, 10),         # 2 + 2 x 4 for the ogonek; the joker stands for Ł
])
def test_the_rulebook_examples(word, jokers, ogonek, points):
    assert word_score(word, TABLE, jokers, ogonek).total == points


def test_explanation_reads_like_the_rulebook():
    assert word_score("bąk", TABLE).explain() == \
        "1 for 3 letters + 4 for using the ogonek + 4 for no joker = 9"
    assert (no_word(TABLE).total, no_word(TABLE).explain()) == (-20, "-20 penalty")


@pytest.mark.parametrize("word,points", [("kot", 1 + 4), ("samochody", 20 + 4),
                                         ("nauczyciel", 25 + 4)])
def test_length_table_ends(word, points):
    assert word_score(word, TABLE).total == points


@pytest.mark.parametrize("word,jokers,ogonek,message", [
    ("ul", 0, None, "at least 3"),
    ("nauczycielka", 0, None, "no points for a 12-letter word"),
    ("żółw", 1, None, "say how many times the ogonek was used"),
    ("kos", 0, 1, "cannot have used the ogonek 1 times"),
    ("bąk", 0, 0, "only 0 ogonek use"),
    ("kos", 4, None, "not possible"),
    ("dwa słowa", 0, None, "not a single word"),
])
def test_impossible_words_are_refused(word, jokers, ogonek, message):
    with pytest.raises(UsageError, match=message):
        word_score(word, TABLE, jokers, ogonek)


def test_numbers_come_from_the_pack():
    data = {**DATA, "no_joker_bonus": 5, "target": 50}
    assert word_score("kos", Rules.from_packs(DICE, data)).total == 6
    assert (pack_target(data), TARGET) == (50, 100)


def test_game_file_race():
    game = read_game(loads(GAME_FILE.read_bytes(), str(GAME_FILE)), TABLE, TARGET)
    assert [t.score.total for t in game.turns] == [5, 4, 9, -20, 20]
    assert dict(game.totals) == {"Ala": 34, "Bartek": -16}
    assert (game.winner, game.target) == ("Ala", 30)


GAME = """\
players: [Ala, Bartek]
turns:
  - {word: wrzątek}
  - {word: null}
  - {word: wrzątek}
  - {word: kos}
"""


def test_turns_go_clockwise_and_the_pack_target_applies():
    game = read_game(loads(GAME), TABLE, TARGET)
    assert [t.player for t in game.turns] == ["Ala", "Bartek", "Ala", "Bartek"]
    assert dict(game.totals) == {"Ala": 40, "Bartek": -15}
    assert (game.winner, game.target) == (None, 100)


def test_turns_after_the_win_are_refused_with_their_line():
    with pytest.raises(ContentError, match="the game is over") as caught:
        read_game(loads(GAME, "g.yaml"), TABLE, TARGET, override=20)
    assert caught.value.problems[0].line == 4


def test_game_file_problems_are_all_reported():
    text = """\
game: 3ww
players: [Ala, ala]
turns:
  - {player: Celina, word: kos}
  - {word: ul}
  - {player: Ala}
  - {word: kos, colour: red}
"""
    with pytest.raises(ContentError) as caught:
        read_game(loads(text, "g.yaml"), TABLE, TARGET)
    assert [(p.line, p.path) for p in caught.value.problems] == [
        (1, "game"), (2, "players"), (4, "turns[0].player"), (5, "turns[1].word"),
        (6, "turns[2]"), (7, "turns[3]")]


def test_cli_game_and_word(run):
    result = run("score", "mistrz-slowa", "--game-file", GAME_FILE)
    assert result.exit_code == 0, result.output
    assert "Winner: Ala, first to 30 (34 points)." in result.stdout
    answer = json.loads(run("score", "mistrz", "--word", "bąk", "--json").stdout)
    assert (answer["points"], answer["ogonek_uses"]) == (9, 1)
    result = run("score", "mistrz", "--game-file", GAME_FILE, "--target", "100")
    assert "No winner yet: Ala leads with 34 (66 to go to 100)." in result.stdout


@pytest.mark.parametrize("args", [[], ["--word", "kos", "--game-file", str(GAME_FILE)],
                                  ["--word", "żółw", "--jokers", "1"], ["--word", "ul"]])
def test_cli_bad_input_exits_2(run, args):
    result = run("score", "mistrz-slowa", *args)
    assert result.exit_code == 2
    assert result.stderr.startswith("wisegen: error:")
