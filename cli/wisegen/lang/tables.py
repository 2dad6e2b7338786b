"""Sorted, gzip'd TSV files looked up by their first column without parsing them whole.

The referee's language data (translations, WordNet links, Lexique) are hundreds of
thousands of rows, but one ruling needs a handful. Parsing every row would cost most of
the one-second budget of a cold `wisegen check clue`; decompressing and binary-searching
the bytes costs a few tens of milliseconds once, then microseconds per lookup.
"""

from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"


class SortedTable:
    """Rows of a TSV file sorted by bytes, found by their first field (the key)."""

    def __init__(self, path: Path):
        self.path = path
        self._blob: bytes | None = None

    @property
    def blob(self) -> bytes:
        if self._blob is None:
            raw = gzip.decompress(self.path.read_bytes())
            # The header line starts with '#'; keep a leading newline so every row,
            # the first one included, is found as b"\n" + key + b"\t".
            self._blob = b"\n" + raw if not raw.startswith(b"\n") else raw
        return self._blob

    def rows(self, key: str) -> list[tuple[str, ...]]:
        """Every row whose first field is exactly `key`, as tuples of the other fields."""
        if not key or "\t" in key or "\n" in key:
            return []
        blob = self.blob
        needle = b"\n" + key.encode("utf-8", "surrogatepass") + b"\t"
        size = len(needle)
        # Invariant: `low` is a line start (a newline) and every line before it sorts
        # below the needle; every line starting at or after `high` sorts at or above it.
        low, high = 0, len(blob)
        while low < high:
            start = blob.rfind(b"\n", low, (low + high) // 2 + 1)
            if blob[start:start + size] < needle:
                following = blob.find(b"\n", start + 1)
                low = len(blob) if following < 0 else following
            else:
                high = start
        out = []
        while blob.startswith(needle, low):
            end = blob.find(b"\n", low + 1)
            end = len(blob) if end < 0 else end
            out.append(tuple(blob[low + size:end].decode("utf-8").split("\t")))
            low = end
        return out


@cache
def table(relative: str) -> SortedTable:
    """The shared table for a file under lang/data/ (opened lazily, once per process)."""
    return SortedTable(DATA_DIR / relative)
