"""The HTTP connection handling under uvicorn: idle sockets cannot crowd out players.

Stock uvicorn counts every open socket against `limit_concurrency` and never times out
a request's headers, so 255 sockets that send nothing made every phone get 503 for as
long as they stayed open. This h11 protocol subclass changes three things:

- Headers have a deadline (HEADER_TIMEOUT from when the connection or the keep-alive
  wait began, not reset by each byte, so trickling one byte at a time does not help).
  A connection that sent part of a request gets 408; one that sent nothing is closed.
- Only HTTP requests in flight count against the limit; idle sockets and live
  WebSockets do not (red team IV, flaw 1: one client's 273 live sockets made every
  other request, the page included, a 503), and one address may hold a quarter of it:
  slow bodies wait on their own address's share (flaw 3). Idle ones are
  capped instead (MAX_IDLE in all, MAX_IDLE_EACH per address): a new connection beyond
  that closes the longest-idle one of the address holding the most, so an attacker's
  sockets go first and file descriptors never run out.
- uvicorn's own answers (its 400 for a malformed request, the 503 when too many
  requests are in flight) carry the same security headers as the app's.
"""

from __future__ import annotations

import asyncio
import json
import time
import weakref
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from wisegen.serve.app import SECURITY_HEADERS

HEADER_TIMEOUT = 10.0
"""Seconds a connection may take to send a request's headers; a phone needs well under 1."""
MAX_IDLE = 64
"""Open connections without a request in flight; a table has a dozen phones at most."""
MAX_IDLE_EACH = 16
"""Idle connections one address may hold (a browser keeps about six to a server)."""
_IN_FLIGHT: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
"""HTTP requests in flight, per uvicorn server (its shared state)."""
_BY_ADDRESS: weakref.WeakKeyDictionary[Any, dict[str, int]] = weakref.WeakKeyDictionary()
"""The same, per client address."""


def _share(limit: int) -> int:
    """Requests in flight one address may hold: a quarter of the server's, so requests
    that send their headers and then wait with the body (red team IV, flaw 3: 260 of
    them kept everyone at 503) use up their own address's share, not the others'; a
    table of phones behind one router sends a dozen at most."""
    return max(1, limit // 4)


def _raw_response(status: int, reason: str, message: str,
                  extra: tuple[tuple[bytes, bytes], ...] = ()) -> bytes:
    """A complete HTTP/1.1 response that closes the connection, security headers on."""
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body)),
               (b"connection", b"close"), (b"cache-control", b"no-store"),
               *extra, *SECURITY_HEADERS]
    lines = [b"HTTP/1.1 %d %s" % (status, reason.encode())]
    lines += [name + b": " + value for name, value in headers]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with a header deadline, idle eviction and headed errors."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.in_flight_limit = self.limit_concurrency
        self.limit_concurrency = None  # uvicorn's check counts idle sockets: ours does not
        self.app = self._gate
        self.header_timer: asyncio.TimerHandle | None = None
        self.idle_since: float | None = None
        self.sent_bytes = False

    # -- the header deadline -------------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._await_request()
        self._evict_idle()

    def _await_request(self) -> None:
        """Start the wait for a request's headers: its deadline and the idle clock."""
        self._stop_header_timer()
        self.idle_since = time.monotonic()
        self.sent_bytes = False
        self.header_timer = self.loop.call_later(HEADER_TIMEOUT, self._headers_too_slow)

    def _stop_header_timer(self) -> None:
        if self.header_timer is not None:
            self.header_timer.cancel()
            self.header_timer = None

    def _headers_too_slow(self) -> None:
        self.header_timer = None
        if self.transport.is_closing():
            return
        if self.sent_bytes:
            self.transport.write(_raw_response(
                408, "Request Timeout", f"the request's headers took over "
                f"{HEADER_TIMEOUT:g} s to arrive"))
        self.transport.close()

    def data_received(self, data: bytes) -> None:
        self.sent_bytes = self.sent_bytes or bool(data)
        super().data_received(data)

    def handle_events(self) -> None:
        before = self.cycle
        super().handle_events()
        if self.cycle is not before:
            self._stop_header_timer()
            self.idle_since = None

    def on_response_complete(self) -> None:
        if not self.transport.is_closing():
            self._await_request()  # before super(): it may start a pipelined request
        super().on_response_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_header_timer()
        super().connection_lost(exc)

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        """Hand the socket to the WebSocket protocol with no header deadline or idle
        clock left running: they would close a live room's connection 10 s later."""
        self._stop_header_timer()
        self.idle_since = None
        super().handle_websocket_upgrade(event)

    # -- idle sockets do not count -------------------------------------------------------

    def _evict_idle(self) -> None:
        """Close idle connections beyond MAX_IDLE, and beyond MAX_IDLE_EACH of one address.

        The one closed is always the longest-idle of the address holding the most idle
        connections, so a flood of silent sockets from one machine closes its own, never
        the phone that connected a moment before it and is sending its request.
        """
        idle: dict[str, list[GuardedH11Protocol]] = {}
        total = 0
        for connection in self.connections:
            if (isinstance(connection, GuardedH11Protocol) and connection.idle_since is not None
                    and not connection.transport.is_closing()):
                address = connection.client[0] if connection.client else ""
                idle.setdefault(address, []).append(connection)
                total += 1
        while idle:
            address = max(idle, key=lambda a: len(idle[a]))
            crowd = idle[address]
            if total <= MAX_IDLE and len(crowd) <= MAX_IDLE_EACH:
                return
            oldest = min(crowd, key=lambda c: c.idle_since or 0.0)
            oldest.transport.close()
            crowd.remove(oldest)
            total -= 1
            if not crowd:
                del idle[address]

    async def _gate(self, scope: Any, receive: Any, send: Any) -> None:
        """The app, or a 503 when more HTTP requests than the limit are in flight (a
        WebSocket is handed to its own protocol before it would pass here)."""
        busy = _IN_FLIGHT.get(self.server_state, 0)
        address = self.client[0] if self.client else ""
        by_address = _BY_ADDRESS.setdefault(self.server_state, {})
        mine = by_address.get(address, 0)
        if self.in_flight_limit is not None and (
                busy >= self.in_flight_limit or mine >= _share(self.in_flight_limit)):
            self.logger.warning("Exceeded concurrency limit.")
            body = json.dumps({"error": "the referee is busy; try again in a moment"}).encode()
            await send({"type": "http.response.start", "status": 503,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"retry-after", b"1"), (b"connection", b"close"),
                                    *SECURITY_HEADERS]})
            await send({"type": "http.response.body", "body": body})
            return
        _IN_FLIGHT[self.server_state] = busy + 1
        by_address[address] = mine + 1
        try:
            await self.config.loaded_app(scope, receive, send)
        finally:
            _IN_FLIGHT[self.server_state] -= 1
            by_address[address] -= 1
            if not by_address[address]:
                del by_address[address]

    # -- uvicorn's own answers -----------------------------------------------------------

    def send_400_response(self, msg: str) -> None:
        """uvicorn's 400 for a request h11 cannot parse, with the security headers."""
        self._stop_header_timer()
        if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
            self.transport.write(_raw_response(400, "Bad Request", msg))
        self.transport.close()
