"""What the web app refuses before any ruling runs: big bodies, long words, file paths.

A phone at the table sends a few words; anything larger is a mistake or an attack, so it
is refused with a clear message and the right status instead of reaching the referee.
The message is English for programs; for a request that says `explain_in` (the page
does), it is worded for players in that language (referee.yaml's `error` area), and a
body that could not be read at all is worded in the browser's language (Accept-Language)
when the referee has a catalogue for it. No message names a command-line option.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import anyio
from starlette.requests import Request

from wisegen.core.digits import whole_number
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
            said = "" if "--" in field.help else f" ({field.help})"
            raise Refused(422, _worded(
                _explain_in(request), "not_offered",
                f'"{field.name}" is not offered on the web page{said}; ask without it'))


def _explain_in(value: Any) -> str | None:
    """The body's `explain_in` when it is a language the referee words errors in."""
    from wisegen.errors import WisegenError
    from wisegen.usecases.requests import explain_language

    if not isinstance(value, dict):
        return None
    try:
        return explain_language(value)
    except WisegenError:
        return None


def _browser_language(request: Request) -> str | None:
    """The first language of Accept-Language the referee words errors in, if any: the
    body that would have said `explain_in` could not be read."""
    from wisegen.referee.evidence import explain_languages

    offered = explain_languages()
    header = request.headers.get("accept-language", "")[:200]
    for item in header.split(",")[:8]:
        code = item.split(";", 1)[0].strip().lower().split("-", 1)[0]
        if code in offered:
            return code
    return None


def _worded(lang: str | None, key: str, english: str, **params: Any) -> str:
    """`english` for programs, or the catalogue's `referee.error.<key>` in `lang`."""
    if lang is None:
        return english
    from wisegen.lang.messages import say

    return say(lang, f"referee.error.{key}", **params)


class Refused(Exception):
    """A request refused before it is answered: HTTP status and a one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


async def read_json(request: Request) -> dict[str, Any]:
    """The body as a JSON object, read at most MAX_BODY bytes deep."""
    lang = _browser_language(request)
    too_large = _worded(lang, "body_too_large", f"the request body is over {MAX_BODY // 1024} KB",
                        kb=MAX_BODY // 1024)
    declared = request.headers.get("content-length")
    size = whole_number(declared) if declared is not None else None
    if size is not None and size > MAX_BODY:
        raise Refused(413, too_large)
    body = b""
    with anyio.move_on_after(BODY_TIMEOUT) as deadline:
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                raise Refused(413, too_large)
    if deadline.cancelled_caught:
        raise Refused(408, _worded(lang, "body_too_slow", f"the request body took over "
                                   f"{BODY_TIMEOUT:g} s to arrive", seconds=f"{BODY_TIMEOUT:g}"))
    try:
        value = parse_request(body.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise Refused(400, _worded(lang, "unreadable", "the body is not UTF-8 text (byte "
                                   f"{exc.start + 1})")) from None
    except ValueError as exc:
        raise Refused(400, _worded(lang, "unreadable", f"the body is not valid JSON: {exc}; "
                                   'send one JSON object {"check": KIND, "game": GAME, '
                                   "...its fields}")) from None
    check_fields(value, lang=_explain_in(value) or lang)
    return value


def check_fields(value: Any, path: str = "", lang: str | None = None) -> None:
    """422 for a string over MAX_WORD characters or a file path field, at any depth;
    the message in `lang` when the request asked for one (`explain_in`)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not path and key in path_fields():
                raise Refused(422, _worded(lang, "server_file", f'"{key}" names a file on '
                                           "the server, which the web page may not do; the "
                                           "built-in packs are used"))
            if len(str(key)) > MAX_WORD:
                raise Refused(422, _worded(lang, "text_too_long", f"a name is "
                                           f"{len(str(key))} characters long; at most "
                                           f"{MAX_WORD} are allowed",
                                           count=len(str(key)), max=MAX_WORD))
            check_fields(item, f"{path}{key}.", lang)
    elif isinstance(value, list):
        for item in value:
            check_fields(item, path, lang)
    elif isinstance(value, str) and len(value) > MAX_WORD:
        field = path.rstrip(".") or "a word"
        raise Refused(422, _worded(lang, "text_too_long", f"{field}: a word of {len(value)} "
                                   f"characters; at most {MAX_WORD} are allowed",
                                   count=len(value), max=MAX_WORD))
