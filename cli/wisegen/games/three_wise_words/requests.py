"""Three Wise Words' answers to referee requests: clue validity, matching clues, roots."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wisegen.errors import UsageError
from wisegen.games.request_values import local_file, mapping
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
    request_words,
)

if TYPE_CHECKING:  # results imports scoring and YAML: only a score request needs them
    from wisegen.games.three_wise_words.results import GameReplay, TurnResult


def answer_clue(request: dict[str, Any]) -> ClueAnswer:
    """`{"check":"clue","game":"three-wise-words",…,"pack": optional words pack}`."""
    lang, secret, clues, folded = clue_request(request, GAME.default_language)
    pack = request.get("pack")
    if pack is not None and not isinstance(pack, (str, os.PathLike)):
        raise UsageError("pack must be the path of a words pack")
    extra = tww.pack_pairs(Path(pack)) if pack else ()
    return ClueAnswer(GAME.id, lang, secret,
                      tuple(tww.rule_clues(secret, clues, lang, extra,
                                           str(pack) if pack else None)), folded)


def answer_match(request: dict[str, Any]) -> MatchAnswer:
    """`{"check":"match","clue":…,"guess":…}` -> identical or sharing a root?"""
    lang = request_language(request, GAME.default_language)
    folded: list[str] = []
    clue, guess = request_word(request, "clue", folded), request_word(request, "guess", folded)
    return MatchAnswer(lang, clue, guess, tww.match(clue, guess, lang), tuple(folded))


def answer_root(request: dict[str, Any]) -> RootAnswer:
    """`{"check":"root","lang":…,"words":[a,b]}` -> one word family?"""
    return answers.answer_root(request, GAME.default_language)


WRITERS_TEAM = "writer's team"
"""The writer's team when the request does not name it (the other teams are named)."""


def answer_score(request: dict[str, Any]) -> TurnResult | GameReplay:
    """`{"check":"score","game":"three-wise-words","found":true,"writer":[3 clues],
    "teams":{"two":[guesses]},"active":"writer","lang":"fr"}`: one turn; or, from the
    command line, `game_file`: a whole game replayed on the Owl Track."""
    game_file = local_file(request, "game_file")
    if game_file is not None:
        return _replay(request, game_file)
    lang = request_language(request, GAME.default_language)
    found = request.get("found")
    if not isinstance(found, bool):
        raise UsageError('a score request needs "found": true or false (--found or --missed)')
    writer = request_words(request.get("writer"), "writer")
    teams = mapping(request, "teams", '{"two": ["a", "b"]}')
    guesses = {str(name): request_words(words, str(name)) if words else []
               for name, words in teams.items()}
    active = request.get("active", WRITERS_TEAM)
    if not isinstance(active, str) or not active.strip():
        raise UsageError('"active" must be the writer\'s team name')
    from wisegen.games.three_wise_words.results import turn_result

    return turn_result(writer, found, guesses, lang, active.strip())


def _replay(request: dict[str, Any], game_file: Path) -> GameReplay:
    if any(request.get(name) is not None for name in ("found", "writer", "teams")):
        raise UsageError("--game-file replays a whole game; leave out --found/--missed, "
                         "--writer and --team")
    from wisegen.core.yamlsafe import load_file
    from wisegen.games.three_wise_words import scoring
    from wisegen.games.three_wise_words.results import GameReplay

    game = scoring.read_game(load_file(game_file))
    return GameReplay(game, scoring.replay(game))
