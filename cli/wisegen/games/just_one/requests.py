"""Just One's answers to referee requests (`check clue`, `check clues`, batch, web)."""

from __future__ import annotations

from typing import Any

from wisegen.games.just_one import GAME
from wisegen.games.just_one.referee import compare_clues, rule_clue
from wisegen.referee.answers import (
    ClueAnswer,
    ComparisonAnswer,
    clue_request,
    request_language,
    request_word,
    request_words,
)


def answer_clue(request: dict[str, Any]) -> ClueAnswer:
    """`{"check":"clue","game":"just-one","lang":…,"secret":…,"clues":[…]}`."""
    lang, secret, clues = clue_request(request, GAME.default_language)
    return ClueAnswer(GAME.id, lang, secret, tuple(rule_clue(secret, c, lang) for c in clues))


def answer_clues(request: dict[str, Any]) -> ComparisonAnswer:
    """`{"check":"clues",…}` -> which clues are kept, which cancelled."""
    lang = request_language(request, GAME.default_language)
    secret = request_word(request, "secret")
    clues = request_words(request.get("clues"), "clues")
    return ComparisonAnswer(GAME.id, lang, secret, tuple(compare_clues(secret, clues, lang)))
