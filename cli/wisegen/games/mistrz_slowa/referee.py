"""The Mistrz Słowa referee's answers: a word checked (against a roll), a roll solved.

Each answer is a plain dict, exactly what `--json` prints and what `check batch` writes,
with an exit code: 0 legal (and formable), 1 not, 2 bad input. A roll the dice cannot
show is bad input, but `check word` still answers it (with the reason
`impossible-roll` naming the face), since the word's legality does not depend on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa import legality
from wisegen.games.mistrz_slowa.formation import Formation, best_formation, use_as_dict
from wisegen.games.mistrz_slowa.roll import (
    Face,
    ImpossibleRoll,
    dice_check,
    format_roll,
    match_dice,
    parse_roll,
    random_roll,
)
from wisegen.games.mistrz_slowa.rules import LETTER, Rules, rules
from wisegen.referee.reasons import Reason, WordedError, reason_code

GAME_ID = "mistrz-slowa"
NOT_FORMABLE = reason_code("not-formable", "the roll has no face left for a letter")
IMPOSSIBLE_ROLL = reason_code("impossible-roll", "the game's dice cannot show this roll")


@dataclass(frozen=True)
class ReadRoll:
    """A parsed roll, the die behind each face, and why the dice cannot show it (if so)."""

    faces: list[Face]
    dice: list[int | None]
    problem: ImpossibleRoll | None


def read_roll(text: str, game: Rules, any_dice: bool = False) -> ReadRoll:
    """Parse ROLL (UsageError when unreadable) and check the dice can show it."""
    faces = parse_roll(text, game)
    if any_dice:
        return ReadRoll(faces, match_dice(faces, game)[0], None)
    dice, problem = dice_check(faces, game)
    return ReadRoll(faces, dice, problem)


def _made(formation: Formation, roll: ReadRoll) -> dict[str, Any]:
    return {"breakdown": formation.breakdown.as_dict() if formation.breakdown else {},
            "assignment": [use_as_dict(u, roll.faces, roll.dice) for u in formation.uses]}


def check_word(word: str, roll: str | None = None, *, any_dice: bool = False,
               any_form: bool = False, game: Rules | None = None) -> tuple[dict[str, Any], int]:
    """Is `word` legal (in any case with `any_form`); with a roll, can it be formed and
    what does it score."""
    game = game or rules()
    if not word.strip():
        raise WordedError("give a word to check", "referee.error.no_word")
    verdict = legality.judge(word, game, any_form=any_form)
    reasons = [r.as_dict() for r in verdict.reasons]
    answer: dict[str, Any] = {
        "game": GAME_ID, "word": verdict.word, "legal": verdict.legal, "formable": None,
        "score": None, "breakdown": {}, "assignment": [], "roll": None, "any_form": any_form,
        "reasons": reasons,
        "evidence": verdict.evidence(),
    }
    code = 0 if verdict.legal else 1
    if roll is None:
        return answer, code
    read = read_roll(roll, game, any_dice)
    answer["roll"] = format_roll(read.faces)
    if read.problem is not None:
        reasons.append(Reason(IMPOSSIBLE_ROLL,
                              f"the dice cannot show this roll: {read.problem.message}",
                              {"roll": answer["roll"], **read.problem.as_evidence()},
                              "referee.reason.impossible_roll", {"roll": answer["roll"]}
                              ).as_dict())
        return answer, 2
    if not verdict.word.isalpha():
        return answer, code
    formation = best_formation(verdict.word, read.faces, game)
    if formation is None:
        partial = best_formation(verdict.word, read.faces, game, allow_missing=True)
        missing = partial.missing if partial is not None else list(verdict.word)
        answer["formable"] = False
        reasons.append(Reason(
            NOT_FORMABLE,
            f"{verdict.word} cannot be formed from {answer['roll']}: no face is left for "
            f"{', '.join(missing)} (a turn with no word scores {game.no_word_penalty})",
            {"roll": answer["roll"], "missing": missing, "letters": len(verdict.word),
             "usable_faces": sum(f.kind not in ("ogonek", "reroll") for f in read.faces)},
            "referee.reason.not_formable",
            {"word": verdict.word, "missing": ", ".join(missing), "count": len(missing)},
        ).as_dict())
        return answer, 1
    answer["formable"] = True
    answer.update(_made(formation, read))
    if verdict.legal and formation.score is not None:
        answer["score"] = formation.score
    return answer, code


def solve(roll: str, *, top: int = 1, any_dice: bool = False, any_form: bool = False,
          game: Rules | None = None, solver: Any = None) -> tuple[dict[str, Any], int]:
    """The best-scoring legal words for a roll, best first, each with how it is made:
    nominatives only, unless `any_form` (then every case the referee would accept)."""
    game = game or rules()
    if top < 1:
        raise UsageError("--top must be at least 1")
    read = read_roll(roll, game, any_dice)
    if read.problem is not None:
        raise UsageError(f"the dice cannot show {format_roll(read.faces)!r}: "
                         f"{read.problem.message}")
    if solver is None:
        solver = default_solver(any_form)
    found, tied = solver.best(read.faces, top)
    best = []
    for word, score in found:
        formation = best_formation(word, read.faces, game)
        if formation is None or formation.score != score:  # pragma: no cover - tested elsewhere
            raise RuntimeError(f"solver and referee disagree on {word!r}")
        best.append({"word": word, "score": score, **_made(formation, read)})
    answer = {"game": GAME_ID, "roll": format_roll(read.faces), "words_searched": len(solver.index),
              "best_score": best[0]["score"] if best else None, "tied_at_best": tied,
              "best": best}
    if not best:
        answer["no_word_penalty"] = game.no_word_penalty
    return answer, 0 if best else 1


@cache
def default_solver(any_form: bool = False) -> Any:
    """The solver over the packaged noun list (numpy and the list load on first use):
    the nominatives, or every form with `any_form`."""
    from wisegen.games.mistrz_slowa.index import nouns
    from wisegen.games.mistrz_slowa.solver import Solver

    return Solver(nouns(any_form), rules())


def throw(seed: int | None = None, game: Rules | None = None) -> dict[str, Any]:
    """A random roll of the ten dice, in ROLL notation and face by face."""
    game = game or rules()
    faces = random_roll(game, seed)
    return {"game": GAME_ID, "seed": seed, "roll": format_roll(faces),
            "faces": [{"die": i + 1, "face": f.symbol, "name": f.pack_name,
                       "kind": "letter" if f.kind == LETTER else "special"}
                      for i, f in enumerate(faces)]}
