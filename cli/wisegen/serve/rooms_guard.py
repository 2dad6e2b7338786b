"""Room codes cannot be enumerated: an address that keeps naming rooms that do not exist
(or showing tokens that are no player's) is made to wait.

A code is 6 of 31 characters (887 million codes) against a few hundred rooms; at
MAX_MISSES misses a minute per address, finding one room by guessing would take years.
Successful requests are never counted: a table of phones behind one address (the same
Wi-Fi) joins freely, and while an address is blocked its players' own valid tokens still
work (only what would have been a miss is answered 429, never 403 or 404, so being
blocked reveals nothing about which codes exist).
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

    async def guard(self, address: str, call: Callable[[], Awaitable[T]]) -> T:
        """`call`'s answer; its misses counted against `address`, and answered 429
        (RoomError `slow_down`) while the address is blocked."""
        from wisegen.usecases.room_rules import RoomError

        blocked = self.blocked(address)
        try:
            return await call()
        except RoomError as exc:
            if exc.key not in MISSES:
                raise
            self.miss(address)
            if blocked:
                raise RoomError(429, "slow_down") from None
            raise
