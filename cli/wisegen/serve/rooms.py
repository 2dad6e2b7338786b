"""Rooms on the web: the HTTP API and the live WebSocket over usecases/rooms.py.

`RoomsServer` holds one server's rooms (their SQLite store), the live connections
(rooms_live.py) and the join limiter (rooms_guard.py); `routes()` is what serve/app.py mounts
and `lifespan` prunes idle rooms and re-arms the flows' timers when the server starts.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.routing import BaseRoute, Route, WebSocketRoute

from wisegen.serve.rooms_api import RoomApi
from wisegen.serve.rooms_guard import MissLimiter
from wisegen.serve.rooms_live import Hub
from wisegen.usecases.room_store import SqliteRoomStore
from wisegen.usecases.rooms import Rooms


class RoomsServer:
    """One server's rooms: `db` is the SQLite file (None: in memory, for tests)."""

    def __init__(self, db: Path | str | None = None) -> None:
        self.store = SqliteRoomStore(db if db is not None else ":memory:")
        self.rooms = Rooms(self.store)
        limiter = MissLimiter()
        self.hub = Hub(self.rooms, limiter)
        self.api = RoomApi(self.rooms, self.hub, limiter)

    def routes(self) -> list[BaseRoute]:
        api = self.api
        return [
            Route("/api/rooms", api.create, methods=["POST"]),
            Route("/api/rooms/{code}", api.snapshot, methods=["GET"]),
            Route("/api/rooms/{code}/join", api.join, methods=["POST"]),
            Route("/api/rooms/{code}/start", api.start, methods=["POST"]),
            Route("/api/rooms/{code}/act", api.act, methods=["POST"]),
            Route("/api/rooms/{code}/settings", api.settings, methods=["POST"]),
            Route("/api/rooms/{code}/restart", api.restart, methods=["POST"]),
            Route("/api/rooms/{code}/qr.svg", api.qr, methods=["GET"]),
            WebSocketRoute("/api/rooms/{code}/live", self.hub.live),
        ]

    @asynccontextmanager
    async def lifespan(self, app: Any) -> AsyncIterator[None]:
        """Prune rooms idle for over a day, re-arm every room's timer; on the way out,
        cancel the timers and close the store."""
        self.rooms.prune()
        self.rooms.remember_tokens()
        for code in self.store.codes():
            await self.hub.arm(code)
        try:
            yield
        finally:
            self.hub.disarm_all()
