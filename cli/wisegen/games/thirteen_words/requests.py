"""13 Words' answers to requests: a round's stars and a final score's success level.

`wisegen score 13-words round|level`, `check batch` and the web page all end here, so
a round typed on a phone and one typed in a shell score the same way.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.request_values import local_file, mapping, whole, whole_value
from wisegen.games.thirteen_words import GAME, scoring
from wisegen.referee.reasons import explained_in


def answer_round(request: dict[str, Any]) -> scoring.RoundScore:
    """`{"check":"round","game":"13-words","captain":"Charlie=4","answers":{"Lume":4}}`:
    the captain is a card number, or NAME=NUMBER; each answer a player's card number."""
    captain = request.get("captain")
    if isinstance(captain, bool) or not isinstance(captain, (str, int)):
        raise UsageError('a round request needs "captain": the card number, or NAME=NUMBER')
    name, pick = "Captain", captain
    if isinstance(captain, str):
        who, sep, number = captain.partition("=")
        name, pick = (who.strip(), number) if sep else ("Captain", captain)
    picks = {str(player): whole_value(n, str(player)) for player, n in
             mapping(request, "answers", '{"Lume": 4, "Eric": 7}').items()}
    return scoring.score_round(name, whole_value(pick, "captain"), picks)


def answer_level(request: dict[str, Any]) -> scoring.Level:
    """`{"check":"level","game":"13-words","players":4,"score":24}`: the success level,
    from the built-in table (or the command line's `--pack`)."""
    players, score = whole(request, "players"), whole(request, "score")
    if players is None or score is None:
        raise UsageError('a level request needs "players" and "score": whole numbers')
    from wisegen.games.content import find_builtin, pack_or_builtin

    pack = local_file(request, "pack")
    level = scoring.success_level(pack_or_builtin(pack, GAME.id, "scoring"), players, score)
    lang = explained_in()
    if lang is None or pack is not None or level.row is None:
        return level
    # The label players read comes from the scoring pack in their language, when one exists.
    worded = find_builtin(GAME.id, "scoring", lang)
    if worded.language != lang:
        return level
    rows = worded.data["rows"]
    label = rows[level.row - 1].get("label") if level.row <= len(rows) else None
    return replace(level, label_text=label)
