"""French plural categories (CLDR): 0 and 1 take the singular (0 point, 1 point)."""

from __future__ import annotations


def category(count: int) -> str:
    """`one` for 0 and 1, `other` from 2 on."""
    return "one" if count in (0, 1) else "other"
