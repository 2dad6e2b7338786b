"""Room codes cannot be enumerated: an address that keeps naming rooms that do not exist
is made to wait.

A code is 6 of 31 characters (887 million codes) against a few hundred rooms; at
MAX_MISSES wrong codes a minute per address, finding one room by guessing would take
years. Successful joins are never counted: a table of phones behind one address
(the same Wi-Fi) joins freely.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

MAX_MISSES = 10
"""Unknown room codes one address may name within WINDOW seconds."""
WINDOW = 60.0
MAX_ADDRESSES = 4096
"""Addresses remembered at most; the oldest are forgotten first."""


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
