"""Every limit wisegen enforces, in one place.

Each limit is a named constant so the code that enforces it, the tests that probe it
and the README's table of limits all name the same number. A limit is chosen far above
anything a real pack, layout or request needs, and low enough that hostile input
cannot make wisegen eat memory or time without bound.
"""

from __future__ import annotations

BATCH_LINE_BYTES = 64 * 1024
"""Longest `check batch` line (bytes, newline excluded). A real request is under 1 KiB;
a longer line gets its own error answer and is skipped without being held in memory."""

JSON_DEPTH = 32
"""Deepest nesting of arrays and objects in a JSON request (a real one nests 2 deep)."""
