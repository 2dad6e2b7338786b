"""Polish plural categories (CLDR): 1 punkt, 2–4 punkty, 5–21 punktów, 22 punkty."""

from __future__ import annotations


def category(count: int) -> str:
    """`one` for 1; `few` for 2–4, 22–24 … (not 12–14); `many` for the rest."""
    if count == 1:
        return "one"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return "few"
    return "many"
