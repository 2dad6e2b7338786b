"""The rooms' HTTP routes: JSON in (bounded by serve/limits.py), JSON out.

Every call into `Rooms` runs on a worker thread (flows may run the referee); a refusal
is `{"error": text}` worded in the phone's language (`?lang=`, else the room's), with
the status the usecase chose. A change is pushed to every connected phone (rooms_live.py)
before the caller gets its own new snapshot, so the caller is never ahead of the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import anyio
import anyio.to_thread
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from wisegen.serve.limits import MAX_WORD, Refused, read_json
from wisegen.serve.rooms_guard import MISSES, MissLimiter
from wisegen.serve.rooms_live import Hub
from wisegen.usecases.room_rules import RoomError, language_code, normal_code, shown_code
from wisegen.usecases.rooms import Rooms, worded

T = TypeVar("T")
NO_STORE = {"cache-control": "no-store"}
MAX_IN_FLIGHT = 4
"""Room requests one address may have running at once (a phone sends one at a time)."""
FLOW_THREADS = 16
"""Worker threads the rooms' calls share (flows may run the referee)."""
BODY_REFUSALS = {408: "too_slow", 413: "too_big", 422: "too_long"}
"""serve/limits.py's refusals of a body, as rooms.yaml words them for players."""
MAX_OPENINGS = 30
"""Rooms one address may open in an hour (a table opens one per game, a few a night)."""


def bearer(request: Request) -> str | None:
    """The player's token from `Authorization: Bearer TOKEN`, or None."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    token = token.strip()
    return token[:64] if scheme.lower() == "bearer" and token else None


def phone_lang(request: Request) -> str | None:
    """The language the phone asked for (`?lang=`), if the referee has it."""
    wanted = request.query_params.get("lang")
    if not wanted:
        return None
    return language_code(wanted, fallback="", strict=False) or None


def _client(request: Request) -> str:
    return request.client.host if request.client else ""


class RoomApi:
    """The HTTP handlers, over one server's `Rooms`, live `Hub` and join limiter."""

    def __init__(self, rooms: Rooms, hub: Hub, limiter: MissLimiter) -> None:
        self.rooms = rooms
        self.hub = hub
        self.limiter = limiter
        self.in_flight: dict[str, int] = {}
        self.threads: anyio.CapacityLimiter | None = None  # made in the event loop
        self.openings = MissLimiter(max_misses=MAX_OPENINGS, window=3600.0)
        """Rooms opened per address and hour: one address cannot fill the server."""

    async def _run(self, request: Request, call: Callable[[], T]) -> T:
        """`call` on a worker thread (at most FLOW_THREADS at once, MAX_IN_FLIGHT per
        address: one phone cannot take every thread); a miss (unknown room, wrong token)
        counts against the address (rooms_guard.py)."""
        address = _client(request)
        if self.in_flight.get(address, 0) >= MAX_IN_FLIGHT:
            raise RoomError(503, "busy")
        if self.threads is None:
            self.threads = anyio.CapacityLimiter(FLOW_THREADS)
        threads = self.threads
        self.in_flight[address] = self.in_flight.get(address, 0) + 1
        try:
            token = bearer(request)
            return await self.limiter.guard(
                address, lambda: anyio.to_thread.run_sync(call, limiter=threads),
                lambda: self.rooms.issued(token))
        finally:
            self.in_flight[address] -= 1
            if not self.in_flight[address]:
                del self.in_flight[address]

    def _refusal(self, request: Request, exc: RoomError) -> JSONResponse:
        # A miss or a block is worded in the phone's language, never the room's: a French
        # 429 for a French room's code would tell a guesser the code exists.
        private = exc.status == 429 or exc.key in MISSES
        lang = phone_lang(request) or (None if private else self._room_lang(request)) or "en"
        headers = dict(NO_STORE)
        if exc.status in (429, 503):
            headers["retry-after"] = "60" if exc.status == 429 else "1"
        return JSONResponse({"error": worded(exc, lang), "key": exc.key},
                            status_code=exc.status, headers=headers)

    def _room_lang(self, request: Request) -> str | None:
        room = self.rooms.store.load(normal_code(request.path_params.get("code", "")))
        return room.language if room is not None else None

    async def _body(self, request: Request) -> dict[str, Any] | JSONResponse:
        if request.headers.get("content-length") == "0":
            return {}  # restart and the like need no body
        try:
            return await read_json(request)
        except Refused as exc:
            key = BODY_REFUSALS.get(exc.status, "bad_request")
            lang = phone_lang(request) or "en"
            text = worded(RoomError(exc.status, key, count=MAX_WORD), lang)
            return JSONResponse({"error": text, "key": key}, status_code=exc.status,
                                headers={**NO_STORE, "connection": "close"}
                                if exc.status in (408, 413) else NO_STORE)

    async def _snapshot(self, request: Request, code: str, token: str | None
                        ) -> JSONResponse:
        lang = phone_lang(request)
        online = self.hub.online(normal_code(code))
        payload = await self._run(request, partial(self.rooms.snapshot, code, token, lang,
                                                   online))
        return JSONResponse(payload, headers=NO_STORE)

    async def _change(self, request: Request, change: Callable[[dict[str, Any]], str],
                      ) -> Response:
        """Read the body, make the change, push it to the table, answer the snapshot
        (its `Server-Timing` says how long the change and the pushes took here)."""
        began = time.perf_counter()
        body = await self._body(request)
        if isinstance(body, JSONResponse):
            return body
        code = request.path_params["code"]
        try:
            seat = await self._run(request, partial(change, body))
            shot = await self.hub.changed(normal_code(code), (seat, phone_lang(request)))
        except RoomError as exc:
            return self._refusal(request, exc)
        if shot is None:
            return await self.snapshot(request)
        ms = (time.perf_counter() - began) * 1000
        return JSONResponse(shot, headers={**NO_STORE, "server-timing": f"push;dur={ms:.2f}"})

    # -- the routes ----------------------------------------------------------------------

    async def create(self, request: Request) -> Response:
        body = await self._body(request)
        if isinstance(body, JSONResponse):
            return body
        try:
            if self.openings.blocked(_client(request)):
                raise RoomError(429, "slow_down")
            made = await self._run(request, partial(
                self.rooms.create, body.get("game"), body.get("language"), body.get("name")))
        except RoomError as exc:
            return self._refusal(request, exc)
        self.openings.miss(_client(request))
        return JSONResponse({**made, "shown": shown_code(made["room"])}, headers=NO_STORE)

    async def join(self, request: Request) -> Response:
        body = await self._body(request)
        if isinstance(body, JSONResponse):
            return body
        code = request.path_params["code"]
        try:
            blocked = self.limiter.blocked(_client(request))  # then only players get in
            seat = await self._run(request, partial(self.rooms.join, code, body.get("name"),
                                                    bearer(request), blocked))
            await self.hub.changed(seat["room"])
        except RoomError as exc:
            return self._refusal(request, exc)
        return JSONResponse({**seat, "shown": shown_code(seat["room"])}, headers=NO_STORE)

    async def snapshot(self, request: Request) -> Response:
        try:
            return await self._snapshot(request, request.path_params["code"],
                                        bearer(request))
        except RoomError as exc:
            return self._refusal(request, exc)

    async def start(self, request: Request) -> Response:
        code, token = request.path_params["code"], bearer(request)
        return await self._change(request, lambda body: self.rooms.start(
            code, token, body.get("setup")))

    async def act(self, request: Request) -> Response:
        code, token = request.path_params["code"], bearer(request)
        return await self._change(request, lambda body: self.rooms.act(
            code, token, body.get("action"), body.get("values", {}), body.get("act_id")))

    async def settings(self, request: Request) -> Response:
        code, token = request.path_params["code"], bearer(request)
        return await self._change(request, lambda body: self.rooms.settings(
            code, token, body.get("language")))

    async def restart(self, request: Request) -> Response:
        code, token = request.path_params["code"], bearer(request)
        return await self._change(request, lambda body: self.rooms.restart(code, token))

    async def qr(self, request: Request) -> Response:
        """The room's join link as an SVG QR code (no token: an <img> cannot send one;
        the code is what a player shares anyway)."""
        import io

        import segno

        code = normal_code(request.path_params["code"])
        try:
            if self.limiter.blocked(_client(request)):
                raise RoomError(429, "slow_down")  # no token: no way to tell a player
            await self._run(request, partial(self._exists, code))
        except RoomError as exc:
            return self._refusal(request, exc)
        link = f"{request.url.scheme}://{request.headers.get('host', '')}/#room/{code}"
        out = io.BytesIO()
        segno.make(link, error="m").save(out, kind="svg", scale=6, border=2)
        return Response(out.getvalue(), media_type="image/svg+xml",
                        headers={"cache-control": "no-cache"})

    def _exists(self, code: str) -> None:
        if not code or self.rooms.store.load(code) is None:
            raise RoomError(404, "no_such_room")
