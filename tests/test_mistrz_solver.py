"""The solver finds the true best: checked against brute force over the dictionary."""

from __future__ import annotations

import random

import pytest

from wisegen.games.mistrz_slowa.formation import best_formation
from wisegen.games.mistrz_slowa.index import NounIndex, nouns
from wisegen.games.mistrz_slowa.legality import judge
from wisegen.games.mistrz_slowa.referee import solve
from wisegen.games.mistrz_slowa.roll import Face, parse_roll, random_roll
from wisegen.games.mistrz_slowa.rules import JOKERS, LETTER, OGONEK, rules
from wisegen.games.mistrz_slowa.solver import Solver

RULES = rules()


def brute_force(words: list[str], faces: list[Face]) -> tuple[int | None, set[str]]:
    """The best score and the words that reach it, by the exhaustive search alone."""
    best, at_best = None, set()
    for word in words:
        formation = best_formation(word, faces, RULES)
        if formation is None or formation.score is None:
            continue
        if best is None or formation.score > best:
            best, at_best = formation.score, {word}
        elif formation.score == best:
            at_best.add(word)
    return best, at_best


def _could_be_made(word: str, faces: list[Face]) -> bool:
    """A necessary condition only (so it cannot hide a word): every letter no letter face
    could give, directly, read the other way or with an ogonek, needs its own joker."""
    letters = {f.letter.lower() for f in faces if f.kind == LETTER}
    givable = {x for f in letters for x in RULES.read_as(f)}
    if any(f.kind == OGONEK for f in faces):
        givable |= {t for base, targets in RULES.ogonek.items() if base in givable
                    for t in targets}
    jokers = sum(f.kind in JOKERS for f in faces)
    usable = sum(f.kind == LETTER or f.kind in JOKERS for f in faces)
    return len(word) <= usable and sum(ch not in givable for ch in word) <= jokers


@pytest.fixture(scope="module")
def index() -> NounIndex:
    return nouns()


def test_random_rolls_against_brute_force_over_a_sample(index):
    rng = random.Random(2024)
    words = sorted({index.word(rng.randrange(len(index))) for _ in range(2500)})
    solver = Solver(NounIndex.from_words(words), RULES)
    for seed in range(25):
        faces = random_roll(RULES, seed)
        found, tied = solver.best(faces, top=len(words))
        best, at_best = brute_force(words, faces)
        if best is None:
            assert found == []
            continue
        assert found[0][1] == best
        assert {w for w, s in found if s == best} == at_best
        assert tied == len(at_best)


@pytest.mark.parametrize("seed", [11, 12])
def test_random_rolls_against_brute_force_over_the_whole_dictionary(index, seed):
    faces = random_roll(RULES, seed)
    words = [index.word(i) for i in range(len(index))]
    best, at_best = brute_force([w for w in words if _could_be_made(w, faces)], faces)
    found, tied = Solver(index, RULES).best(faces, top=5)
    assert found[0][1] == best
    assert tied == len(at_best)
    assert {w for w, s in found if s == best} <= at_best


def test_the_best_for_the_rulebook_rolls_beats_the_rulebook_words(index):
    for roll, word, score in [("B K D F S H O A ? ?", "kos", 5),
                              ("W K D Z G * O A ~ ~", "żółw", 10),
                              ("W K T Z R H A E ~ ?", "wrzątek", 20)]:
        answer, code = solve(roll, top=3)
        assert code == 0
        assert best_formation(word, parse_roll(roll, RULES), RULES).score == score
        assert answer["best_score"] >= score
        scores = [b["score"] for b in answer["best"]]
        assert scores == sorted(scores, reverse=True)


def test_wrzatek_is_among_the_best_of_its_roll():
    answer, _ = solve("W K T Z R H A E ~ ?", top=50)
    assert "wrzątek" in {b["word"] for b in answer["best"]}


def test_a_roll_without_letters_forms_no_word():
    answer, code = solve("? ? ~ ~", any_dice=True)
    assert code == 1 and answer["best"] == [] and answer["no_word_penalty"] == -20


def test_the_index_holds_the_rulebook_nouns_and_no_abbreviations(index):
    for word in ("kos", "wojna", "bąk", "wrzątek", "żółw", "murarz", "żółwie", "wojny",
                 "bieganie", "chłopy"):
        assert word in index, word
    for word in ("zus", "pzu", "bhp", "biegać", "kto", "kraków", "ul"):
        assert word not in index, word


def test_the_index_agrees_with_the_referee(index):
    rng = random.Random(7)
    for _ in range(300):
        word = index.word(rng.randrange(len(index)))
        assert judge(word, RULES).legal, word


def test_solve_answers_carry_the_referees_breakdown():
    answer, _ = solve("W K D Z G * O A ~ ~", top=2)
    for entry in answer["best"]:
        formation = best_formation(entry["word"], parse_roll(answer["roll"], RULES), RULES)
        assert entry["breakdown"]["total"] == formation.score == entry["score"]
        assert len(entry["assignment"]) == len(entry["word"])
