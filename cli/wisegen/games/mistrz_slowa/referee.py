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

GAME_ID = "mistrz-slowa"
NOT_FORMABLE = "not-formable"
IMPOSSIBLE_ROLL = "impossible-roll"


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
               game: Rules | None = None) -> tuple[dict[str, Any], int]:
    """Is `word` legal; with a roll, can it be formed and what does it score."""
    game = game or rules()
    if not word.strip():
        raise UsageError("give a word to check")
    verdict = legality.judge(word, game)
    reasons = [r.as_dict() for r in verdict.reasons]
    answer: dict[str, Any] = {
        "game": GAME_ID, "word": verdict.word, "legal": verdict.legal, "formable": None,
        "score": None, "breakdown": {}, "assignment": [], "roll": None, "reasons": reasons,
        "evidence": verdict.evidence(),
    }
    code = 0 if verdict.legal else 1
    if roll is None:
        return answer, code
    read = read_roll(roll, game, any_dice)
    answer["roll"] = format_roll(read.faces)
    if read.problem is not None:
        reasons.append({"code": IMPOSSIBLE_ROLL,
                        "message": f"the dice cannot show this roll: {read.problem.message}",
                        "evidence": {"roll": answer["roll"], **read.problem.as_evidence()}})
        return answer, 2
    if not verdict.word.isalpha():
        return answer, code
    formation = best_formation(verdict.word, read.faces, game)
    if formation is None:
        partial = best_formation(verdict.word, read.faces, game, allow_missing=True)
        missing = partial.missing if partial is not None else list(verdict.word)
        answer["formable"] = False
        reasons.append({
            "code": NOT_FORMABLE,
            "message": f"{verdict.word} cannot be formed from {answer['roll']}: no face is left "
                       f"for {', '.join(missing)} (a turn with no word scores "
                       f"{game.no_word_penalty})",
            "evidence": {"roll": answer["roll"], "missing": missing,
                         "letters": len(verdict.word),
                         "usable_faces": sum(f.kind not in ("ogonek", "reroll")
                                             for f in read.faces)},
        })
        return answer, 1
    answer["formable"] = True
    answer.update(_made(formation, read))
    if verdict.legal and formation.score is not None:
        answer["score"] = formation.score
    return answer, code


def solve(roll: str, *, top: int = 1, any_dice: bool = False,
          game: Rules | None = None, solver: Any = None) -> tuple[dict[str, Any], int]:
    """The best-scoring legal words for a roll, best first, each with how it is made."""
    game = game or rules()
    if top < 1:
        raise UsageError("--top must be at least 1")
    read = read_roll(roll, game, any_dice)
    if read.problem is not None:
        raise UsageError(f"the dice cannot show {format_roll(read.faces)!r}: "
                         f"{read.problem.message}")
    if solver is None:
        solver = default_solver()
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
def default_solver() -> Any:
    """The solver over the packaged noun list (numpy and the list load on first use)."""
    from wisegen.games.mistrz_slowa.index import nouns
    from wisegen.games.mistrz_slowa.solver import Solver

    return Solver(nouns(), rules())


def throw(seed: int | None = None, game: Rules | None = None) -> dict[str, Any]:
    """A random roll of the ten dice, in ROLL notation and face by face."""
    game = game or rules()
    faces = random_roll(game, seed)
    return {"game": GAME_ID, "seed": seed, "roll": format_roll(faces),
            "faces": [{"die": i + 1, "face": f.symbol, "name": f.pack_name,
                       "kind": "letter" if f.kind == LETTER else "special"}
                      for i, f in enumerate(faces)]}


def batch_request(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """`{"check": "word", "game": "mistrz-slowa", "word": ..., "roll": ...}` for `check batch`."""
    from wisegen.games.registry import get_game

    game = request.get("game", GAME_ID)
    if not isinstance(game, str) or get_game(game).id != GAME_ID:
        raise UsageError(f"check word referees {GAME_ID} only, not {game!r}")
    language = get_game(GAME_ID).default_language  # the game is played in Polish only
    lang = request.get("lang", language)
    if lang != language:
        raise UsageError(f"{GAME_ID} words are Polish (lang pl), not {lang!r}")
    word, roll = request.get("word"), request.get("roll")
    if not isinstance(word, str):
        raise UsageError("a word request needs \"word\": text")
    if roll is not None and not isinstance(roll, str):
        raise UsageError("\"roll\" must be text in ROLL notation, e.g. \"W K D Z G * O A ~ ~\"")
    any_dice = request.get("any_dice", False)
    if not isinstance(any_dice, bool):
        raise UsageError("\"any_dice\" must be true or false")
    return check_word(word, roll, any_dice=any_dice)
