"""The Starlette application: the JSON API, the page, and the limits around both.

Rulings are CPU work in Python; they run on serve.referee's workers (fair turns per
client, at most `queue` waiting, a time budget per ruling), so a flood degrades to
refusals instead of a growing backlog. serve.guard answers only the server's own Host
names and only same-origin JSON for changes. Every response, errors and static files
included, carries the Content-Security-Policy and `nosniff` headers (serve.protocol adds
them to uvicorn's own 400 and 503 too).
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from wisegen import __version__
from wisegen.errors import WisegenError
from wisegen.serve.guard import Guard
from wisegen.serve.limits import Refused, read_json, refuse_unoffered
from wisegen.serve.referee import Referee
from wisegen.serve.rooms import RoomsServer

if TYPE_CHECKING:
    from wisegen.games.base import Game
    from wisegen.games.fields import RequestKind

STATIC = Path(str(resources.files("wisegen.serve") / "static"))

SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
     b"connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
     b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class SecurityHeaders:
    """Adds SECURITY_HEADERS to every HTTP response the wrapped app sends."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


def _reply(payload: dict[str, Any], ms: float | None = None, status: int | None = None
           ) -> JSONResponse:
    if status is None:
        status = 422 if "error" in payload and len(payload) <= 2 else 200
    headers = {"cache-control": "no-store"}
    if ms is not None:
        headers["server-timing"] = f"ruling;dur={ms:.2f}"
    return JSONResponse(payload, status_code=status, headers=headers)


def _refusal(exc: Refused) -> JSONResponse:
    headers = {"retry-after": "1"} if exc.status == 503 else {}
    if exc.status in (408, 413):  # the body was left unread: this connection is done
        headers["connection"] = "close"
    return JSONResponse({"error": exc.message}, status_code=exc.status, headers=headers)


def _answer(request: dict[str, Any]) -> dict[str, Any]:
    from wisegen.usecases.requests import answer_line

    return answer_line(request)


def _score(game_id: str, request: dict[str, Any]) -> dict[str, Any]:
    from wisegen.usecases.requests import answer_line

    return answer_line({**request, "check": "score", "game": game_id})


def web_kinds(game: Game) -> list[RequestKind]:
    """The request kinds a game offers on the page, in the order it declares them."""
    return [kind for kind in game.requests if kind.web]


def _game_entry(game: Game, kinds: list[RequestKind]) -> dict[str, Any]:
    """One game in `/api/games`: its declarations as JSON, its dice when it has some, and
    its timer's seconds when the page offers one."""
    from wisegen.games.content import find_builtin

    entry: dict[str, Any] = {"id": game.id, "title": game.title,
                             "aliases": list(game.aliases),
                             "default_language": game.default_language,
                             "requests": [kind.as_dict() for kind in kinds]}
    if game.dice is not None:
        entry["dice"] = find_builtin(game.id, game.dice).data["dice"]
        entry["glyphs"] = dict(game.dice_glyphs)
    if game.timer:
        entry["timer"] = game.timer
    if game.room:
        entry["room"] = True
    return entry


@cache
def games_listing() -> dict[str, Any]:
    """What the page draws its forms from: each game's web request kinds with their fields
    (labels, types, choices, limits), its dice, and the languages the referee rules in."""
    from wisegen.games.registry import all_games
    from wisegen.lang.registry import get_language, referee_languages

    games = [_game_entry(game, kinds) for game in all_games().values()
             if (kinds := web_kinds(game))]
    codes = list(referee_languages())
    return {"version": __version__, "referee_languages": codes,
            "language_names": {code: get_language(code).name for code in codes},
            "games": games}


PAGE_AREAS = ("page.", "room.")
"""The catalogue areas the page's own script words itself with (lang/<code>/messages/
page.yaml and room.yaml); everything else reaches the page already worded by the server."""


@cache
def page_messages(code: str) -> dict[str, Any]:
    """The page's strings in language `code`, English filling any gap, as templates."""
    from wisegen.lang.messages import REFERENCE, catalogue

    merged = {**catalogue(REFERENCE), **catalogue(code)}
    return {"lang": code if catalogue(code) else REFERENCE,
            "messages": {key: text for key, text in merged.items()
                         if key.startswith(PAGE_AREAS)}}


async def _favicon(request: Request) -> Response:
    """Browsers ask for /favicon.ico whatever the page links: answer with the icon."""
    return FileResponse(STATIC / "favicon.ico", media_type="image/x-icon",
                        headers={"cache-control": "max-age=86400"})


def _page_files() -> list[Route | Mount]:
    """The page's own files: its scripts, styles and icons, and /favicon.ico."""
    return [Route("/favicon.ico", _favicon),
            Mount("/static", StaticFiles(directory=STATIC), name="static")]


async def _not_found(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": "no such page"}, status_code=404)


async def _wrong_method(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": f"{request.method} is not allowed here"}, status_code=405)


async def _failed(request: Request, exc: Exception) -> Response:
    return JSONResponse({"error": "the referee failed on this request"}, status_code=500)


async def _messages(request: Request) -> Response:
    from wisegen.lang.registry import find_language

    language = find_language(request.path_params["lang"][:16])
    payload = page_messages(language.code if language is not None else "en")
    return JSONResponse(payload, headers={"cache-control": "no-cache"})


async def _index(request: Request) -> Response:
    return FileResponse(STATIC / "index.html", headers={"cache-control": "no-cache"})


def create_app(queue: int = 32, hosts: Collection[str] | None = None,
               budget: float = 2.0, isolate: bool = True,
               db: Path | str | None = None) -> Starlette:
    """The web app; `queue` bounds the requests waiting for the referee, `budget` the
    seconds one ruling may run, `hosts` the Host headers answered (None: any, for
    in-process test clients; `wisegen serve` passes serve.guard.allowed_hosts). Without
    `isolate` the heavy lane runs on a thread too: for games registered in this process
    only (a test's toy game), which a child process would not know. `db` is the rooms'
    SQLite file (None: kept in memory, for in-process tests)."""
    referee, rooms = Referee(queue, budget=budget, isolate=isolate), RoomsServer(db)

    async def check(request: Request) -> Response:
        try:
            body = await read_json(request)
            refuse_unoffered(body)
            payload, ms = await referee.run(_answer, body, client=_client(request))
        except Refused as exc:
            return _refusal(exc)
        return _reply(payload, ms)

    async def score(request: Request) -> Response:
        from wisegen.games.registry import get_game

        try:
            game = get_game(request.path_params["game"])
        except WisegenError as exc:
            return _reply({"error": str(exc)}, status=404)
        if not any(kind.kind == "score" for kind in web_kinds(game)):
            return _reply({"error": f"{game.id} has no score on the web page"}, status=404)
        try:
            body = await read_json(request)
            refuse_unoffered({**body, "check": "score", "game": game.id})
            payload, ms = await referee.run(_score, game.id, body,
                                            client=_client(request))
        except Refused as exc:
            return _refusal(exc)
        return _reply(payload, ms)

    async def games(request: Request) -> Response:
        try:
            payload, _ = await referee.run(games_listing, client=_client(request))
        except Refused as exc:
            return _refusal(exc)
        return JSONResponse(payload, headers={"cache-control": "no-cache"})

    routes = [
        Route("/", _index),
        Route("/api/games", games),
        Route("/api/messages/{lang}", _messages),
        Route("/api/check", check, methods=["POST"]),
        Route("/api/score/{game}", score, methods=["POST"]),
        *rooms.routes(),
        *_page_files(),
    ]
    app = _Headed(routes=routes, lifespan=rooms.lifespan,
                  exception_handlers={404: _not_found, 405: _wrong_method, 500: _failed})
    app.add_middleware(Guard, hosts=hosts)
    return app


class _Headed(Starlette):
    """Starlette with SecurityHeaders outside everything, its own 500 answer included
    (middleware added the usual way sits inside the error handler)."""

    def build_middleware_stack(self) -> ASGIApp:
        return SecurityHeaders(super().build_middleware_stack())


def _client(request: Request) -> str:
    """Who asks, for the referee's fair turns: the address (one phone, one address)."""
    return request.client.host if request.client else ""
