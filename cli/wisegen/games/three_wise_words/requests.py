"""Three Wise Words' answers to referee requests: clue validity, matching clues, roots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.three_wise_words import GAME
from wisegen.games.three_wise_words import referee as tww
from wisegen.referee import answers
from wisegen.referee.answers import (
    ClueAnswer,
    MatchAnswer,
    RootAnswer,
    clue_request,
    request_language,
    request_word,
)


def answer_clue(request: dict[str, Any]) -> ClueAnswer:
    """`{"check":"clue","game":"three-wise-words",…,"pack": optional words pack}`."""
    lang, secret, clues = clue_request(request, GAME.default_language)
    pack = request.get("pack")
    if pack is not None and not isinstance(pack, str):
        raise UsageError("pack must be the path of a words pack")
    extra = tww.pack_pairs(Path(pack)) if pack else ()
    return ClueAnswer(GAME.id, lang, secret,
                      tuple(tww.rule_clues(secret, clues, lang, extra, pack)))


def answer_match(request: dict[str, Any]) -> MatchAnswer:
    """`{"check":"match","clue":…,"guess":…}` -> identical or sharing a root?"""
    lang = request_language(request, GAME.default_language)
    clue, guess = request_word(request, "clue"), request_word(request, "guess")
    return MatchAnswer(lang, clue, guess, tww.match(clue, guess, lang))


def answer_root(request: dict[str, Any]) -> RootAnswer:
    """`{"check":"root","lang":…,"words":[a,b]}` -> one word family?"""
    return answers.answer_root(request, GAME.default_language)
