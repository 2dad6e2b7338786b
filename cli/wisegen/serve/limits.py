"""What the web app refuses before any ruling runs: big bodies, long words, file paths.

A phone at the table sends a few words; anything larger is a mistake or an attack, so it
is refused with a clear message and the right status instead of reaching the referee.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import anyio
from starlette.requests import Request

from wisegen.core.requestjson import parse_request

MAX_BODY = 16 * 1024
"""Bytes of a request body; more is refused with 413."""
MAX_WORD = 64
"""Characters of one word, clue or name; more is refused with 422."""
BODY_TIMEOUT = 10.0
"""Seconds the whole body may take to arrive; a phone sends its few hundred bytes at once."""


@cache
def path_fields() -> frozenset[str]:
    """Request fields that name a file on the server, which the web never may: every
    field the games declare of type `path` (the command line's `--pack`, game files)."""
    from wisegen.games.registry import all_games

    return frozenset(field.name for game in all_games().values() for kind in game.requests
                     for field in kind.fields if field.type == "path")


def refuse_unoffered(request: dict[str, Any]) -> None:
    """422 for a field the request's kind does not offer on the web page (`web=False` in
    its declaration: files on the server, costly variants the page has no use for), unless
    it only says the default. An unknown kind or game is left to the answer."""
    from wisegen.errors import WisegenError
    from wisegen.usecases.requests import declared_for

    kind = request.get("check")
    if not isinstance(kind, str):
        return
    try:
        _, declared = declared_for(kind, request.get("game"))
    except WisegenError:
        return
    for field in declared.fields:
        if not field.web and request.get(field.name, field.default) not in (
                None, False, field.default):
            raise Refused(422, f'"{field.name}" is not offered on the web page ({field.help}); '
                          "ask without it")


class Refused(Exception):
    """A request refused before it is answered: HTTP status and a one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


async def read_json(request: Request) -> dict[str, Any]:
    """The body as a JSON object, read at most MAX_BODY bytes deep."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > MAX_BODY:
        raise Refused(413, f"the request body is over {MAX_BODY // 1024} KB")
    body = b""
    with anyio.move_on_after(BODY_TIMEOUT) as deadline:
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                raise Refused(413, f"the request body is over {MAX_BODY // 1024} KB")
    if deadline.cancelled_caught:
        raise Refused(408, f"the request body took over {BODY_TIMEOUT:g} s to arrive")
    try:
        value = parse_request(body.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise Refused(400, f"the body is not UTF-8 text (byte {exc.start + 1})") from None
    except ValueError as exc:
        raise Refused(400, f"the body is not valid JSON: {exc}; send one JSON object "
                      '{"check": KIND, "game": GAME, ...its fields}') from None
    check_fields(value)
    return value


def check_fields(value: Any, path: str = "") -> None:
    """422 for a string over MAX_WORD characters or a file path field, at any depth."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not path and key in path_fields():
                raise Refused(422, f'"{key}" names a file on the server, which the web '
                              "page may not do; the built-in packs are used")
            if len(str(key)) > MAX_WORD:
                raise Refused(422, f"a name is {len(str(key))} characters long; "
                              f"at most {MAX_WORD} are allowed")
            check_fields(item, f"{path}{key}.")
    elif isinstance(value, list):
        for item in value:
            check_fields(item, path)
    elif isinstance(value, str) and len(value) > MAX_WORD:
        field = path.rstrip(".") or "a word"
        raise Refused(422, f"{field}: a word of {len(value)} characters; at most {MAX_WORD} "
                      "are allowed")
