"""The WebSocket connection handling under uvicorn: one socket cannot slow the others.

A phone's live connection only listens: its moves go through HTTP, and the server pings
it. So what a client sends on its socket is bounded here, before the app runs:

- **messages**: at most MAX_MESSAGES in any WINDOW seconds (a page sends none); a flood
  of tiny messages from two sockets of one's own room raised every other room's latency
  from 2 ms to 3 s (red team IV, flaw 4). Past that the socket is closed (1008);
- **pings**: wsproto answers each with a pong; a client that pings without reading
  made the server queue a pong for every ping, about 10 MB a second (flaw 5). At most
  MAX_PINGS pings in a WINDOW are answered, and a client whose unread data passes
  MAX_UNREAD is dropped (1008): it is not reading, so it is not a phone at the table.

This subclasses uvicorn's `WSProtocol` as `protocol.GuardedH11Protocol` does its HTTP
protocol; `wisegen serve` passes it as uvicorn's `ws` implementation.
"""

from __future__ import annotations

import time
from collections import deque

from uvicorn.protocols.websockets.wsproto_impl import WSProtocol
from wsproto import events

WINDOW = 10.0
"""Seconds over which a socket's messages and pings are counted."""
MAX_MESSAGES = 20
"""Messages a socket may send in a WINDOW; the page sends none."""
MAX_PINGS = 20
"""Pings a socket may send in a WINDOW; a browser sends none (the server pings)."""
MAX_UNREAD = 256 * 1024
"""Bytes waiting for a client to read before it is dropped: far above a few snapshots."""
POLICY_VIOLATION = 1008


class GuardedWSProtocol(WSProtocol):
    """uvicorn's wsproto protocol with per-socket message and ping budgets."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.messages: deque[float] = deque()
        self.pings: deque[float] = deque()

    def _over(self, stamps: deque[float], most: int) -> bool:
        """Record one more event now; whether there were over `most` in the WINDOW."""
        now = time.monotonic()
        while stamps and stamps[0] < now - WINDOW:
            stamps.popleft()
        stamps.append(now)
        return len(stamps) > most

    def _refuse(self, reason: str) -> None:
        """Close the connection for a policy violation and tell the app it is gone."""
        if self.close_sent or self.transport.is_closing():
            return
        self.close_sent = True
        self.queue.put_nowait({"type": "websocket.disconnect", "code": POLICY_VIOLATION,
                               "reason": reason})
        self.transport.write(self.conn.send(events.CloseConnection(
            code=POLICY_VIOLATION, reason=reason)))
        self.transport.close()

    def handle_message(self, event: events.TextMessage | events.BytesMessage) -> None:
        if event.message_finished and self._over(self.messages, MAX_MESSAGES):
            self._refuse("too many messages")
            return
        super().handle_message(event)

    def handle_ping(self, event: events.Ping) -> None:
        if self._over(self.pings, MAX_PINGS) \
                or self.transport.get_write_buffer_size() > MAX_UNREAD:
            self._refuse("too many pings, or not reading")
            return
        super().handle_ping(event)
