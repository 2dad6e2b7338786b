"""One request format for every ruling: `check batch` lines, the commands, the web API.

A request is a JSON object: `{"check": KIND, "game": GAME, ...fields}`. The kind picks
the games that answer it (each game declares its kinds in `Game.requests`); the game may
be left out when only one game answers that kind. The answer is a result object whose
`as_dict()` is exactly what the single command prints with `--json`.

A request may also carry `"explain_in": CODE` (the command line's `--explain-in`): each
reason of the answer then gains `text` and `lines`, worded for players in that language,
and an error a player can cause is worded in it too (referee.yaml of lang/<code>/).
"""

from __future__ import annotations

from typing import Any

from wisegen.core.output import Result
from wisegen.errors import WisegenError
from wisegen.games.base import Game, load_attribute
from wisegen.games.fields import RequestKind, check_request
from wisegen.games.registry import all_games, games_answering, get_game
from wisegen.referee.reasons import WordedError, explaining

EXPLAIN_FIELD = "explain_in"
"""The request field naming the language reasons are worded in for players."""


def known_kinds() -> list[str]:
    return sorted({r.kind for game in all_games().values() for r in game.requests})


def _unknown(kind: Any) -> WordedError:
    return WordedError(f"unknown check {kind!r} (known: {', '.join(known_kinds())})",
                       "referee.error.unknown_check")


def declared_for(kind: str, name: Any) -> tuple[Game, RequestKind]:
    """The game that answers `kind` (the one named, or the only one that answers it) and
    its declaration of that kind."""
    games = games_answering(kind)
    if not games:
        raise _unknown(kind)
    ids = " or ".join(g.id for g in games)
    titles = ", ".join(g.title for g in games)
    if name is None and len(games) == 1:
        game = games[0]
    elif not isinstance(name, str):
        raise WordedError(f"give the game: {ids}", "referee.error.which_game", games=titles)
    else:
        game = get_game(name)
    declared = game.request_kind(kind)
    if declared is None:
        raise WordedError(f"this check is for {ids}, not {game.id}",
                          "referee.error.wrong_game", games=titles)
    return game, declared


def explain_language(request: dict[str, Any]) -> str | None:
    """The request's `explain_in`, checked to be a language with a referee catalogue;
    None when it asks for none. An unknown one is a usage error naming the choices."""
    from wisegen.referee.evidence import explain_languages

    value = request.get(EXPLAIN_FIELD)
    if value is None:
        return None
    choices = explain_languages()
    code = value.strip().lower().replace("_", "-").split("-", 1)[0] \
        if isinstance(value, str) else None
    if code not in choices:
        shown = repr(value)[:24]
        raise WordedError(f"cannot explain in {shown}; choose one of {', '.join(choices)}",
                          "referee.error.explain_in", tag=str(value)[:20],
                          choices=", ".join(choices))
    return code


def answer(request: dict[str, Any]) -> Result:
    """The result for one request; UsageError when the request cannot be answered."""
    kind = request.get("check")
    if not isinstance(kind, str):
        raise _unknown(kind)
    _, declared = declared_for(kind, request.get("game"))
    check_request(declared, request)  # bounded work: every number and list in range
    return load_attribute(declared.answer)(request)


def worded_error(exc: WisegenError, lang: str | None) -> str:
    """An error's text for whoever asked: English without `explain_in`; with it, the
    catalogue's wording, or the referee's plain refusal for an error worded only for
    the command line (one naming an option such as --top means nothing on a phone)."""
    if lang is None:
        return str(exc)
    if isinstance(exc, WordedError):
        return exc.worded(lang)
    from wisegen.lang.messages import say

    text = str(exc)
    return say(lang, "referee.error.cannot_answer") if "--" in text else text


def answer_line(request: Any) -> dict[str, Any]:
    """One batch answer; errors become `{"error": ...}` so the batch goes on."""
    if not isinstance(request, dict):
        return {"error": "a request must be a JSON object"}
    lang: str | None = None
    try:
        lang = explain_language(request)
        with explaining(lang):
            reply = answer(request).as_dict()
    except WisegenError as exc:
        reply = {"error": worded_error(exc, lang)}
    except (RecursionError, MemoryError, ValueError) as exc:
        # Inputs too large or strange for a rule that failed to say so: they are still
        # that request's answer, and must end neither a batch nor the web server.
        said = str(exc).encode("utf-8", "backslashreplace").decode("utf-8")[:200]
        reply = {"error": f"cannot answer this request ({type(exc).__name__}: {said})"}
        if lang is not None:
            from wisegen.lang.messages import say

            reply = {"error": say(lang, "referee.error.cannot_answer")}
    if "id" in request:
        reply = {"id": request["id"], **reply}
    return reply
