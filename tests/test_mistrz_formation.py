"""Forming a word from a roll: the rulebook's scoring examples, its silences, and the
solver's closed form checked against the exhaustive search."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wisegen.games.mistrz_slowa.formation import best_formation
from wisegen.games.mistrz_slowa.index import NounIndex
from wisegen.games.mistrz_slowa.roll import Face, dice_check, parse_roll
from wisegen.games.mistrz_slowa.rules import LETTER, SPECIAL_FACES, rules
from wisegen.games.mistrz_slowa.solver import Solver

RULES = rules()


def made(word: str, roll: str):
    return best_formation(word, parse_roll(roll, RULES), RULES)


@pytest.mark.parametrize("word,roll,score,explain", [
    ("kos", "B K D F S H O A ? ?", 5, "1 for 3 letters + 4 for no joker = 5"),
    ("wojna", "W J D F G H O A * ?", 4, "4 for 5 letters = 4"),
    ("bąk", "B K D F G H A E ~ ?", 9, "1 for 3 letters + 4 for using the ogonek + 4 for no joker"
                                      " = 9"),
    ("wrzątek", "W K T Z R H A E ~ ?", 20, "12 for 7 letters + 4 for using the ogonek + 4 for "
                                           "no joker = 20"),
    ("żółw", "W K D Z G * O A ~ ~", 10, "2 for 4 letters + 8 for using the ogonek 2 times = 10"),
])
def test_the_rulebook_examples(word, roll, score, explain):
    assert dice_check(parse_roll(roll, RULES), RULES)[1] is None
    formation = made(word, roll)
    assert formation is not None and formation.score == score
    assert formation.breakdown.explain() == explain


def test_zolw_uses_both_ogoneks_and_the_star():
    hows = {u.letter: u.how for u in made("żółw", "W K D Z G * O A ~ ~").uses}
    assert hows == {"ż": "ogonek", "ó": "ogonek", "ł": "letter-joker", "w": "letter"}


def test_one_ogonek_face_changes_one_letter():
    # With one ogonek, ż takes it; ó and ł then both need the one joker.
    assert made("żółw", "W K D Z G * O A ~ ?") is None
    partial = best_formation("żółw", parse_roll("W K D Z G * O A ~ ?", RULES), RULES,
                             allow_missing=True)
    assert len(partial.missing) == 1 and partial.breakdown is None


def test_real_letters_before_jokers():
    formation = made("kos", "B K D F S H O A * ?")
    assert formation.jokers == 0 and formation.score == 5


def test_the_wm_and_zn_interchange_is_not_a_joker():
    formation = made("mama", "W M A A")
    assert formation.jokers == 0 and formation.interchanges == 1
    assert formation.score == 2 + 4
    assert [u.how for u in formation.uses].count("interchange") == 1


def test_an_interchanged_letter_may_take_the_ogonek():
    formation = made("żab", "N A B ~")
    assert formation.score == 1 + 4 + 4
    assert formation.uses[0].how == "ogonek" and formation.uses[0].read_as == "z"


def test_an_ogonek_does_not_change_a_joker():
    # The star is Ą at once; a tail on it would earn +4 for nothing.
    formation = made("bąk", "B K * ~")
    assert formation.uses[1].how == "letter-joker" and formation.score == 1


def test_vowel_and_consonant_jokers_only_take_their_class():
    assert made("kot", "K T +").score == 1
    assert made("kot", "K T @") is None
    assert made("kąt", "K T +").score == 1  # ą is a vowel
    assert made("koł", "K O @").score == 1  # ł is a consonant


def test_best_of_several_ways_takes_the_ogonek_where_it_pays():
    # One A: as Ą with the ogonek (+4) and the star as the plain a beats the other way.
    formation = made("ąa", "A * ~")
    assert formation.ogonek_uses == 1 and formation.jokers == 1


# --- the solver's closed form against the exhaustive search --------------------------

_LETTERS = "aąbcćeęlłmnńoóśszźżwkqy"
_FACE_LETTERS = "AĄBCELMNOSZWKQÓY"
_face = st.one_of(
    st.sampled_from(_FACE_LETTERS).map(lambda c: Face(LETTER, c)),
    st.sampled_from([k for k in SPECIAL_FACES]).map(Face),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(word=st.text(alphabet=_LETTERS, min_size=3, max_size=8),
       faces=st.lists(_face, min_size=1, max_size=10))
def test_closed_form_equals_exhaustive_search(word, faces):
    solver = Solver(NounIndex.from_words([word]), RULES)
    fast = int(solver.scores(faces)[0])
    formation = best_formation(word, faces, RULES)
    if formation is None:
        assert fast == -32768
    else:
        assert fast == formation.score
