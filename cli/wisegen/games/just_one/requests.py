"""Just One's answers to referee requests (`check clue`, `check clues`, batch, web)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from wisegen.errors import UsageError
from wisegen.games.just_one import GAME
from wisegen.games.just_one.referee import compare_clues, rule_clue
from wisegen.games.request_values import local_file
from wisegen.referee.answers import (
    ClueAnswer,
    ComparisonAnswer,
    clue_request,
)
from wisegen.referee.reasons import explained_in

if TYPE_CHECKING:  # scoring is only needed by a score request
    from wisegen.games.just_one.scoring import LabelledScore


def answer_clue(request: dict[str, Any]) -> ClueAnswer:
    """`{"check":"clue","game":"just-one","lang":…,"secret":…,"clues":[…]}`."""
    lang, secret, clues, folded = clue_request(request, GAME.default_language)
    return ClueAnswer(GAME.id, lang, secret, tuple(rule_clue(secret, c, lang) for c in clues),
                      folded)


def answer_clues(request: dict[str, Any]) -> ComparisonAnswer:
    """`{"check":"clues",…}` -> which clues are kept, which cancelled."""
    lang, secret, clues, folded = clue_request(request, GAME.default_language)
    return ComparisonAnswer(GAME.id, lang, secret, tuple(compare_clues(secret, clues, lang)),
                            folded)


def answer_score(request: dict[str, Any]) -> LabelledScore:
    """`{"check":"score","game":"just-one","results":"S,S,F"}` (or a list): the tally with
    the score table's label (the built-in one, or the command line's `--pack`)."""
    results = request.get("results")
    if isinstance(results, str):
        results = [results]
    if not isinstance(results, list) or not all(isinstance(r, str) for r in results):
        raise UsageError('a score request needs "results": S, F or K per card, e.g. "S,S,F"')
    from wisegen.games.just_one.scoring import score_results

    pack = local_file(request, "pack")
    if pack is None:
        lang = explained_in()
        return score_results(results, _score_table(), _worded_table(lang) if lang else None)
    from wisegen.games.content import pack_or_builtin

    return score_results(results, pack_or_builtin(pack, GAME.id, "scoring").data)


@cache
def _score_table() -> dict[str, Any]:
    """The built-in score table, read and validated once (a web page asks many times)."""
    from wisegen.games.content import find_builtin

    return find_builtin(GAME.id, "scoring").data


@cache
def _worded_table(lang: str) -> dict[str, Any] | None:
    """The built-in score table in `lang` (its labels are what players read), or None."""
    from wisegen.games.content import find_builtin

    pack = find_builtin(GAME.id, "scoring", lang)
    return pack.data if pack.language == lang else None
