"""ROLL notation and the dice check: what the ten Mistrz Słowa dice can and cannot show."""

from __future__ import annotations

import pytest

from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa.roll import (
    dice_check,
    format_roll,
    parse_roll,
    random_roll,
)
from wisegen.games.mistrz_slowa.rules import LETTER, OGONEK, REROLL, rules

RULES = rules()


def test_symbols_words_commas_and_case_read_the_same():
    a = parse_roll("w k d z g * o a ~ ?", RULES)
    b = parse_roll("W,K,D,Z,G,star,O,A,ogonek,reroll", RULES)
    c = parse_roll("W, K  D,Z G letter-joker O A ~ ?", RULES)
    assert a == b == c
    assert format_roll(a) == "W K D Z G * O A ~ ?"


def test_ring_and_cross_are_the_consonant_and_vowel_jokers():
    faces = parse_roll("ring cross @ +", RULES)
    assert format_roll(faces) == "@ + @ +"


@pytest.mark.parametrize("text", ["", "   ", "W K # A", "WK D", "W K D Z G * O A ~ ? B"])
def test_unreadable_rolls_are_usage_errors(text):
    with pytest.raises(UsageError):
        parse_roll(text, RULES)


def test_the_rulebook_rolls_can_be_shown():
    for text in ("B K D F S H O A ? ?", "W J D F G H O A * ?", "B K D F G H A E ~ ?",
                 "W K T Z R H A E ~ ?", "W K D Z G * O A ~ ~"):
        dice, problem = dice_check(parse_roll(text, RULES), RULES)
        assert problem is None, text
        assert sorted(dice) == list(range(10))


def test_a_face_no_die_shows_is_named():
    _, problem = dice_check(parse_roll("B K D F S H O Ł ? ?", RULES), RULES)
    assert problem is not None and "Ł" in problem.message and problem.faces == ("Ł",)


def test_three_ogoneks_need_three_special_dice():
    _, problem = dice_check(parse_roll("B K D F S H O ~ ~ ~", RULES), RULES)
    assert problem is not None and "~" in problem.message
    assert problem.dice == (9, 10)


def test_three_vowels_need_three_vowel_dice():
    _, problem = dice_check(parse_roll("B K D F S H A E I ?", RULES), RULES)
    assert problem is not None
    assert set(problem.faces) == {"A", "E", "I"} and problem.dice == (7, 8)


def test_a_roll_shows_all_ten_dice():
    _, problem = dice_check(parse_roll("B K D", RULES), RULES)
    assert problem is not None and "10" in problem.message


def test_w_may_be_typed_as_m_and_z_as_n():
    # Die 1 shows W (no M): read upside down it is an M, as the rulebook's note allows.
    _, problem = dice_check(parse_roll("M K D M N M O A ? ?", RULES), RULES)
    assert problem is None


def test_random_rolls_are_showable_and_repeatable():
    for seed in range(200):
        faces = random_roll(RULES, seed)
        assert len(faces) == 10
        assert dice_check(faces, RULES)[1] is None
    assert random_roll(RULES, 7) == random_roll(RULES, 7)
    kinds = {f.kind for seed in range(200) for f in random_roll(RULES, seed)}
    assert {LETTER, OGONEK, REROLL} <= kinds
