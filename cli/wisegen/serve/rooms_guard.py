"""Room codes cannot be enumerated: an address that keeps naming rooms that do not exist
(or showing tokens that are no player's) is made to wait.

A code is 6 of 31 characters (887 million codes) against a few hundred rooms; at
MAX_MISSES misses a minute per address, finding one room by guessing would take years.
Successful requests are never counted: a table of phones behind one address (the same
Wi-Fi) joins freely. While an address is blocked, every request it makes is answered 429
before any room is looked up (red team IV, flaw 6: the codes were still looked up, 2,400
a second), worded in the phone's language whatever the code, so a blocked address learns
nothing about which codes exist; only a token the server issued (checked against the
server's own list of players' tokens, not against the room named) still plays.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")

MAX_MISSES = 10
"""Unknown room codes one address may name within WINDOW seconds."""
WINDOW = 60.0
MAX_ADDRESSES = 4096
"""Addresses remembered at most; the oldest are forgotten first."""


MISSES = frozenset({"no_such_room", "bad_token"})
"""Refusals that answer a guess: the code does not exist, the token is no player's."""


class MissLimiter:
    """Counts each address's recent misses (unknown room codes)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 max_misses: int = MAX_MISSES, window: float = WINDOW) -> None:
        self.clock = clock
        self.max_misses = max_misses
        self.window = window
        self._misses: dict[str, deque[float]] = {}

    def _recent(self, address: str) -> deque[float]:
        misses = self._misses.get(address)
        if misses is None:
            return deque()
        horizon = self.clock() - self.window
        while misses and misses[0] < horizon:
            misses.popleft()
        if not misses:
            del self._misses[address]
        return misses

    def blocked(self, address: str) -> bool:
        """Whether `address` has used up its misses for now."""
        return len(self._recent(address)) >= self.max_misses

    def miss(self, address: str) -> None:
        """Record that `address` named a room that does not exist."""
        misses = self._recent(address)
        if not misses:
            if len(self._misses) >= MAX_ADDRESSES:
                del self._misses[next(iter(self._misses))]
            self._misses[address] = misses
        misses.append(self.clock())

    async def guard(self, address: str, call: Callable[[], Awaitable[T]],
                    player: Callable[[], bool] = lambda: False) -> T:
        """`call`'s answer, its misses counted against `address`. While the address is
        blocked, RoomError `slow_down` (429) before `call` runs, unless `player()` says
        the request carries a token the server issued."""
        from wisegen.usecases.room_rules import RoomError

        blocked = self.blocked(address)
        if blocked and not player():
            self.miss(address)
            raise RoomError(429, "slow_down")
        try:
            return await call()
        except RoomError as exc:
            if exc.key not in MISSES:
                raise
            self.miss(address)
            if blocked:
                raise RoomError(429, "slow_down") from None
            raise
