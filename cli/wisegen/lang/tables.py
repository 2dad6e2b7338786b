"""Sorted, gzip'd TSV files looked up by their first column without parsing them whole.

The referee's language data (translations, WordNet links, Lexique) are hundreds of
thousands of rows, but one ruling needs a handful. Each file is a gzip stream of many
small members (blocks of about 32 KiB of rows, a key's rows never split between two),
with an index beside it (`NAME.idx`: each block's offset, length and first key). A
lookup reads the index, decompresses the one block that can hold the key and
binary-searches its bytes: well under a millisecond cold, where decompressing a whole
table took a tenth of a second. The file stays ordinary gzip (`zcat` reads it whole),
and a table without an index is still read whole, as before.
`scripts/build_table_index.py` writes both from any sorted .tsv.gz. Each table lives in
its language's folder (`lang/<code>/data/`, `Language.data`).
"""

from __future__ import annotations

import bisect
import gzip
import itertools
import zlib
from functools import cache
from pathlib import Path

BLOCK = 32 * 1024
"""Raw bytes per block: small enough to inflate in a blink, big enough to compress well."""


def _search(blob: bytes, key: str) -> list[tuple[str, ...]]:
    """Rows of `blob` (sorted lines, starting with a newline) whose first field is `key`."""
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


def _with_newline(raw: bytes) -> bytes:
    # The header line starts with '#'; a leading newline makes every row, the first
    # one included, findable as b"\n" + key + b"\t".
    return raw if raw.startswith(b"\n") else b"\n" + raw


class SortedTable:
    """Rows of a TSV file sorted by bytes, found by their first field (the key)."""

    def __init__(self, path: Path):
        self.path = path
        self._blob: bytes | None = None
        self._index: tuple[list[bytes], list[tuple[int, int]]] | None = None
        self._blocks: dict[int, bytes] = {}

    @property
    def blob(self) -> bytes:
        """The whole table, decompressed (for a table without an index)."""
        if self._blob is None:
            self._blob = _with_newline(gzip.decompress(self.path.read_bytes()))
        return self._blob

    def _load_index(self) -> tuple[list[bytes], list[tuple[int, int]]] | None:
        if self._index is None:
            index = self.path.with_name(self.path.name + ".idx")
            try:
                lines = index.read_bytes().split(b"\n")
            except OSError:
                return None
            firsts, spans = [], []
            for line in lines:
                if line:
                    offset, length, first = line.split(b"\t", 2)
                    firsts.append(first + b"\t")
                    spans.append((int(offset), int(length)))
            self._index = (firsts, spans)
        return self._index

    def _block(self, number: int, span: tuple[int, int]) -> bytes:
        if number not in self._blocks:
            with self.path.open("rb") as handle:
                handle.seek(span[0])
                data = handle.read(span[1])
            self._blocks[number] = _with_newline(zlib.decompress(data, 16 + zlib.MAX_WBITS))
        return self._blocks[number]

    def rows(self, key: str) -> list[tuple[str, ...]]:
        """Every row whose first field is exactly `key`, as tuples of the other fields."""
        if not key or "\t" in key or "\n" in key:
            return []
        index = self._load_index() if self._blob is None else None
        if index is None:
            return _search(self.blob, key)
        firsts, spans = index
        number = bisect.bisect_right(firsts, key.encode("utf-8", "surrogatepass") + b"\t") - 1
        if number < 0:
            return []
        return _search(self._block(number, spans[number]), key)


def write_blocked(lines: list[bytes], path: Path, block: int = BLOCK) -> int:
    """Write sorted TSV `lines` (a '#' header first, then rows sorted by bytes) as a
    blocked gzip table and its index; the number of blocks. A key's rows share a block."""
    header, rows = (lines[:1], lines[1:]) if lines and lines[0].startswith(b"#") else ([], lines)
    keys = [row.split(b"\t", 1)[0] for row in rows]
    if any(a + b"\t" > b + b"\t" for a, b in itertools.pairwise(keys)):
        raise ValueError(f"{path}: rows are not sorted by their first field")
    blocks: list[tuple[bytes, list[bytes]]] = []
    current: list[bytes] = list(header)
    size, first, previous = sum(len(x) + 1 for x in current), b"", None
    for key, row in zip(keys, rows, strict=True):
        if size >= block and current and key != previous:
            blocks.append((first, current))
            current, size, first = [], 0, key
        current.append(row)
        size += len(row) + 1
        previous = key
    if current:
        blocks.append((first, current))
    data, index, offset = bytearray(), [], 0
    for first_key, chunk in blocks:
        member = gzip.compress(b"\n".join(chunk) + b"\n", compresslevel=9, mtime=0)
        index.append(b"%d\t%d\t%s" % (offset, len(member), first_key))
        data += member
        offset += len(member)
    path.write_bytes(bytes(data))
    path.with_name(path.name + ".idx").write_bytes(b"\n".join(index) + b"\n")
    return len(blocks)


def write_or_check(built: dict[Path, list[bytes]], check: bool) -> list[str]:
    """For the build scripts: write each table (its path -> its lines) and say so, or
    with `check` compare a rebuild with the shipped files and write nothing; the tables
    that are stale (none when written), named from the language folders' parent."""
    import tempfile

    stale: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for target, lines in built.items():
            relative = _shown(target)
            if check:
                fresh = Path(tmp) / target.name
                write_blocked(lines, fresh)
                pairs = [(fresh, target), (fresh.with_name(fresh.name + ".idx"),
                                           target.with_name(target.name + ".idx"))]
                if not all(b.exists() and a.read_bytes() == b.read_bytes() for a, b in pairs):
                    stale.append(relative)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            blocks = write_blocked(lines, target)
            raw = len(gzip.decompress(target.read_bytes()))
            print(f"{relative}: {len(lines) - 1} rows, {blocks} blocks, "
                  f"{raw} -> {target.stat().st_size} bytes")
    return stale


def _shown(path: Path) -> str:
    """A table's path as the build scripts report it: 'en/data/cmudict/en.tsv.gz'."""
    lang_dir = Path(__file__).resolve().parent
    return str(path.relative_to(lang_dir)) if path.is_relative_to(lang_dir) else str(path)


@cache
def table(path: Path) -> SortedTable:
    """The shared table of a file (`Language.data(...)`; opened lazily, once per process)."""
    return SortedTable(path)
