"""Live rooms: every phone holds a WebSocket; each change reaches all of them at once.

`WS /api/rooms/{code}/live?token=T&lang=fr`: the server sends the phone's snapshot on
connect, again whenever the room changes (or a player comes or goes), each worded in
that connection's `lang`, and `{"type": "ping"}` every PING_SECONDS so a phone (and any
proxy) can tell a quiet room from a dead connection. The phone sends nothing that
matters: actions go through the HTTP API, which answers with a status.

The flows' deadlines live here too: after every change the room's `due` is read again
and one timer per room calls `tick` when it comes (re-armed at start-up by the
lifespan, so a restart does not lose a running timer).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import anyio.to_thread
from starlette.websockets import WebSocket, WebSocketDisconnect

from wisegen.serve.rooms_guard import MissLimiter
from wisegen.usecases.room_rules import RoomError, language_code, normal_code
from wisegen.usecases.rooms import Rooms, worded

LOG = logging.getLogger("wisegen.rooms")
PING_SECONDS = 20.0
RETRY_SECONDS = 1.0
"""How soon a room's timer tries again after its tick failed or found nothing to do."""
SEND_SECONDS = 5.0
"""A phone that cannot take a snapshot within this is dropped (it reconnects)."""
MAX_CONNECTIONS_PER_ROOM = 32
"""Live connections one room keeps (its players' phones, a reload or two each)."""
MAX_LIVE = 1024
"""Live connections one server holds in all (a hundred tables of phones, reloads too)."""
MAX_LIVE_EACH = 64
"""Live connections from one address: a café's tables behind one router, not one
client's hundreds of sockets (red team IV, flaw 1)."""
MAX_PER_SEAT = 3
"""Live connections one player keeps (a phone and a tablet, say); a new one beyond this
closes that player's oldest (code 4409)."""


@dataclass(eq=False)
class Phone:
    """One live connection: the socket, whose seat it is, and the language it reads."""

    socket: WebSocket
    seat: str
    lang: str
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    since: float = field(default_factory=time.monotonic)

    @property
    def address(self) -> str:
        """The address the connection came from."""
        return self.socket.client.host if self.socket.client else ""

    async def send(self, message: dict[str, Any]) -> None:
        async with self.lock:
            await asyncio.wait_for(self.socket.send_json(message), SEND_SECONDS)


class Hub:
    """The live connections of every room, and the rooms' timers."""

    def __init__(self, rooms: Rooms, limiter: MissLimiter) -> None:
        self.rooms = rooms
        self.limiter = limiter
        self.phones: dict[str, set[Phone]] = {}
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self._order: dict[str, asyncio.Lock] = {}
        self._firing: set[asyncio.Future[None]] = set()

    def online(self, code: str) -> set[str]:
        """The seats with at least one live connection in room `code`."""
        return {phone.seat for phone in self.phones.get(code, ())}

    async def changed(self, code: str, caller: tuple[str, str | None] | None = None
                      ) -> dict[str, Any] | None:
        """The room changed: push it to every phone and re-arm its timer; the snapshot
        for `caller` (seat, language) when given, drawn in the same visit."""
        return await self.push(code, caller)

    async def push(self, code: str, caller: tuple[str, str | None] | None = None
                   ) -> dict[str, Any] | None:
        """Send each phone of the room its own snapshot (one version for all; pushes of a
        room go out in order, so a phone never sees an older version after a newer one),
        then arm the room's timer at its flow's `due`."""
        lock = self._order.setdefault(code, asyncio.Lock())
        async with lock:
            phones = list(self.phones.get(code, ()))
            wanted: set[tuple[str, str | None]] = {(p.seat, p.lang) for p in phones}
            wanted |= {caller} if caller else set()
            failure: RoomError | None = None
            try:
                shots, due = await anyio.to_thread.run_sync(
                    self.rooms.snapshots, code, wanted, self.online(code))
            except RoomError as exc:  # the flow failed to draw a view: say so, keep them
                if exc.status == 404 and caller:
                    raise
                failure, due = exc, None
                shots = {(phone.seat, phone.lang): {"type": "error", "status": exc.status,
                                                    "error": worded(exc, phone.lang)}
                         for phone in phones if exc.status != 404}  # gone: drop them
            results = await asyncio.gather(
                *(self._send(phone, shots.get((phone.seat, phone.lang))) for phone in phones),
                return_exceptions=True)
            self._schedule(code, due)
        for phone, result in zip(phones, results, strict=True):
            if result is not None:
                await self._drop(code, phone)
        if failure is not None and caller:
            raise failure
        return shots.get(caller) if caller else None

    @staticmethod
    async def _send(phone: Phone, shot: dict[str, Any] | None) -> None:
        if shot is None:  # the seat is gone (the room was removed)
            raise ConnectionError("no snapshot for this phone")
        await phone.send(shot)

    async def _drop(self, code: str, phone: Phone, reason: int = 1011) -> None:
        self.phones.get(code, set()).discard(phone)
        with contextlib.suppress(Exception):
            await phone.socket.close(code=reason)

    # -- one connection ------------------------------------------------------------------

    async def live(self, socket: WebSocket) -> None:
        """The WebSocket endpoint: check the token, hold the connection, ping."""
        code = normal_code(socket.path_params.get("code", ""))
        token = socket.query_params.get("token") or None
        wanted = socket.query_params.get("lang")
        lang = language_code(wanted, fallback="", strict=False) if wanted else ""
        address = socket.client.host if socket.client else ""
        await socket.accept()
        if self._live() >= MAX_LIVE or self._live(address) >= MAX_LIVE_EACH:
            await socket.close(code=1013)  # try again later
            return
        try:
            shot = await self.limiter.guard(address, lambda: anyio.to_thread.run_sync(
                partial(self.rooms.snapshot, code, token, lang or None, set())),
                lambda: self.rooms.issued(token))
        except RoomError as exc:
            await socket.send_json({"type": "error", "status": exc.status,
                                    "error": worded(exc, lang or "en")})
            await socket.close(code=4000 + exc.status)
            return
        if len(self.phones.get(code, ())) >= MAX_CONNECTIONS_PER_ROOM:
            await socket.close(code=1013)
            return
        phone = Phone(socket, shot["you"], lang or shot["language"])
        await self._make_room_for(code, phone.seat)
        self.phones.setdefault(code, set()).add(phone)
        pinger = asyncio.create_task(self._ping(phone))
        try:
            await self.push(code)  # to everyone: this player is now online
            while True:
                message = await socket.receive()
                if message["type"] == "websocket.disconnect":
                    break
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            pinger.cancel()
            self.phones.get(code, set()).discard(phone)
            if not self.phones.get(code):
                self.phones.pop(code, None)
            await self.push(code)  # to the others: this player went offline

    def _live(self, address: str | None = None) -> int:
        """Live connections held, in all or from one address."""
        return sum(1 for phones in self.phones.values() for phone in phones
                   if address is None or phone.address == address)

    async def _make_room_for(self, code: str, seat: str) -> None:
        """Close the oldest connections of `seat` beyond MAX_PER_SEAT - 1: a reloaded
        page's new socket wins over the ones the old page left, and one player's token
        cannot fill the room's connections."""
        mine = [phone for phone in self.phones.get(code, ()) if phone.seat == seat]
        mine.sort(key=lambda phone: phone.since)
        for phone in mine[: max(0, len(mine) - MAX_PER_SEAT + 1)]:
            await self._drop(code, phone, 4409)

    @staticmethod
    async def _ping(phone: Phone) -> None:
        with contextlib.suppress(Exception):
            while True:
                await asyncio.sleep(PING_SECONDS)
                await phone.send({"type": "ping", "now": time.time()})

    # -- the flows' timers ---------------------------------------------------------------

    async def arm(self, code: str, floor: float = 0.0) -> None:
        """(Re)schedule room `code`'s `tick` at its flow's `due` (at least `floor`
        seconds from now), or none."""
        self._schedule(code, await anyio.to_thread.run_sync(self.rooms.due, code), floor)

    def _schedule(self, code: str, due: float | None, floor: float = 0.0) -> None:
        old = self.timers.pop(code, None)
        if old is not None:
            old.cancel()
        if due is None:
            return
        delay = max(floor, due - self.rooms.clock())
        self.timers[code] = asyncio.get_running_loop().call_later(delay, self._spawn, code)

    def _spawn(self, code: str) -> None:
        task = asyncio.ensure_future(self._fire(code))
        self._firing.add(task)
        task.add_done_callback(self._firing.discard)

    async def _fire(self, code: str) -> None:
        """Run the room's `tick`; whatever fails (the flow, or saving: the database locked
        past its timeout, a full disk), the timer is armed again, so a room's clock never
        stops for good (red team IV, flaw 8)."""
        self.timers.pop(code, None)
        try:
            changed = await anyio.to_thread.run_sync(self.rooms.tick, code)
        except Exception:  # logged; the room is tried again
            LOG.exception("room %s: its timer's tick failed; trying again", code)
            changed = False
        if changed:
            await self.changed(code)
            return
        try:  # nothing to do yet, or it failed: look again in a second at most
            await self.arm(code, floor=RETRY_SECONDS)
        except Exception:  # the store cannot say when: just try again
            LOG.exception("room %s: its deadline could not be read; trying again", code)
            self._schedule(code, self.rooms.clock() + RETRY_SECONDS)

    def disarm_all(self) -> None:
        for handle in self.timers.values():
            handle.cancel()
        self.timers.clear()
