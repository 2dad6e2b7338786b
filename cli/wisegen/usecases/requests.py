"""One request format for every ruling: `check batch` lines, the commands, the web API.

A request is a JSON object: `{"check": KIND, "game": GAME, ...fields}`. The kind picks
the games that answer it (each game declares its kinds in `Game.requests`); the game may
be left out when only one game answers that kind. The answer is a result object whose
`as_dict()` is exactly what the single command prints with `--json`.
"""

from __future__ import annotations

from typing import Any

from wisegen.core.output import Result
from wisegen.errors import UsageError, WisegenError
from wisegen.games.base import Game, load_attribute
from wisegen.games.fields import RequestKind, check_request
from wisegen.games.registry import all_games, games_answering, get_game


def known_kinds() -> list[str]:
    return sorted({r.kind for game in all_games().values() for r in game.requests})


def declared_for(kind: str, name: Any) -> tuple[Game, RequestKind]:
    """The game that answers `kind` (the one named, or the only one that answers it) and
    its declaration of that kind."""
    games = games_answering(kind)
    if not games:
        raise UsageError(f"unknown check {kind!r} (known: {', '.join(known_kinds())})")
    ids = " or ".join(g.id for g in games)
    if name is None and len(games) == 1:
        game = games[0]
    elif not isinstance(name, str):
        raise UsageError(f"give the game: {ids}")
    else:
        game = get_game(name)
    declared = game.request_kind(kind)
    if declared is None:
        raise UsageError(f"this check is for {ids}, not {game.id}")
    return game, declared


def answer(request: dict[str, Any]) -> Result:
    """The result for one request; UsageError when the request cannot be answered."""
    kind = request.get("check")
    if not isinstance(kind, str):
        raise UsageError(f"unknown check {kind!r} (known: {', '.join(known_kinds())})")
    _, declared = declared_for(kind, request.get("game"))
    check_request(declared, request)  # bounded work: every number and list in range
    return load_attribute(declared.answer)(request)


def answer_line(request: Any) -> dict[str, Any]:
    """One batch answer; errors become `{"error": ...}` so the batch goes on."""
    if not isinstance(request, dict):
        return {"error": "a request must be a JSON object"}
    try:
        reply = answer(request).as_dict()
    except WisegenError as exc:
        reply = {"error": str(exc)}
    except (RecursionError, MemoryError, ValueError) as exc:
        # Inputs too large or strange for a rule that failed to say so: they are still
        # that request's answer, and must end neither a batch nor the web server.
        said = str(exc).encode("utf-8", "backslashreplace").decode("utf-8")[:200]
        reply = {"error": f"cannot answer this request ({type(exc).__name__}: {said})"}
    if "id" in request:
        reply = {"id": request["id"], **reply}
    return reply
