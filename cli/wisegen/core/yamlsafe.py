"""Load YAML the way a content pack deserves: safely, strictly, and with positions.

PyYAML's composer gives a node tree with line/column marks; we build plain Python
values from it ourselves (core/yamlparse.py) so that we can (1) refuse every tag
outside YAML's core schema (no `!!python/...`), (2) refuse duplicate mapping keys,
(3) bound alias expansion so a "billion laughs" file fails fast instead of eating
memory, (4) normalise every string to Unicode NFC, and (5) remember where each value
came from, keyed by its field path, for error messages.

A file that parsed once is kept parsed in the user cache (core/cache.py), by the hash of
its text and of wisegen's code: its values and positions come back as they were built,
and PyYAML is not even imported (the layout, pack and texts of a kit are read on every
`wisegen print`). Text handed to `loads` (a request, a pasted document) is never kept.
"""

from __future__ import annotations

import hashlib
import marshal
from pathlib import Path
from typing import TYPE_CHECKING

from wisegen.core.limits import (
    MAX_ALIASES,
    MAX_FILE_BYTES,
    TooLarge,
    read_capped,
)
from wisegen.core.yamldoc import FieldPath, LoadedYaml, format_path
from wisegen.errors import ContentError, Problem, UsageError

if TYPE_CHECKING:
    from wisegen.core.yamlcount import ItemLimit

__all__ = ["MAX_ALIASES", "MAX_FILE_BYTES", "FieldPath", "LoadedYaml", "format_path",
           "load_file", "loads"]


def _decode(data: bytes, file: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ContentError(
            [Problem(file, line, None, "", "the file is not UTF-8 text", "not-utf8")]
        ) from None


def _too_big(file: str, size: int) -> Problem:
    return Problem(file, None, None, "", f"the file is {size:,} bytes; content files are "
                   f"limited to {MAX_FILE_BYTES:,} bytes", "too-large")


def loads(text: str | bytes, file: str = "<string>", item_limit: ItemLimit | None = None
          ) -> LoadedYaml:
    """Parse one YAML document; raise ContentError with a position for anything wrong.

    `item_limit(header, key)` bounds the list under each top-level key (a pack's `cards`),
    counted while the events are walked, before anything is composed (`ItemCounter`)."""
    if isinstance(text, bytes):
        if len(text) > MAX_FILE_BYTES:
            raise ContentError([_too_big(file, len(text))])
        text = _decode(text, file)
    from wisegen.core.yamlparse import parse

    return parse(text, file, item_limit)


def load_file(path: Path, item_limit: ItemLimit | None = None) -> LoadedYaml:
    """Read and parse a file, refusing oversized ones before reading them whole; from
    the parse cache when the same text parsed before."""
    name = str(path)
    try:
        data = read_capped(path, MAX_FILE_BYTES)
    except TooLarge as exc:
        problem = _too_big(name, exc.size) if exc.size is not None else Problem(
            name, None, None, "", f"the file is over {MAX_FILE_BYTES:,} bytes", "too-large")
        raise ContentError([problem]) from None
    except UsageError as exc:
        reason = str(exc).removeprefix(f"cannot read {name}: ").removeprefix(f"{name} ")
        raise ContentError([Problem(name, None, None, "", f"cannot read: {reason}",
                                    "io")]) from None
    from wisegen.core import cache

    key = f"yaml/{hashlib.sha256(data).hexdigest()[:40]}-{cache.code_fingerprint()[:16]}"
    kept = _kept(cache.read_bytes(key), name, item_limit)
    if kept is not None:
        return kept
    doc = loads(data, name, item_limit)
    cache.write_bytes(key, marshal.dumps((doc.value, doc.positions)))
    return doc


def _kept(stored: bytes | None, file: str, item_limit: ItemLimit | None
          ) -> LoadedYaml | None:
    """The cached document, or None when there is none, it is unreadable, or a
    top-level list is longer than `item_limit` allows now (the parse says why)."""
    if stored is None:
        return None
    try:
        value, positions = marshal.loads(stored)
    except (EOFError, ValueError, TypeError):
        return None
    if not isinstance(positions, dict):
        return None
    if item_limit is not None and isinstance(value, dict):
        header: dict[str, str] = {}
        for key, item in value.items():
            if isinstance(item, list):
                limit = item_limit(header, str(key))
                if limit is not None and len(item) > limit:
                    return None
            elif isinstance(item, str):
                header.setdefault(str(key), item)
    return LoadedYaml(value, file, positions)
