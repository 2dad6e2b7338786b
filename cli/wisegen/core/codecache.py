"""Start-up: the methods `dataclasses` writes for each class, compiled once and kept.

Python's `dataclasses` writes each class's `__init__`, `__repr__`, `__eq__`... as source
text and compiles it when the class is defined: for the sixty-odd classes a `wisegen
print` defines, a sixth of its start-up (87 ms of 0.52 s, measured 2026-12). The text
is the same every run, so the command line (cli.py) hands `dataclasses` an `exec` that
compiles each text once and keeps its code object in the user cache (core/cache.py,
marshal, one file per bytecode version). Executing code compiled from the same text,
with the same flags, is exactly what `exec` of the text does, so every class is the one
Python would make (a test compares them); a missing, stale or unreadable file only
means compiling as before.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
from pathlib import Path
from types import CodeType
from typing import Any

KEPT = 5000
"""Compiled texts kept at most: past it, the file keeps only the last run's."""
_FILE = f"code/dataclasses-{importlib.util.MAGIC_NUMBER.hex()}.marshal"


class _Compiled:
    """Code objects by source text: those read from the cache, those compiled now."""

    def __init__(self, kept: dict[str, CodeType], folder: Path) -> None:
        self.kept = kept
        # Saved at exit only while the cache folder is still the one read at start: a
        # test that pointed it at a temporary folder has pointed it back by then.
        self.folder = folder
        self.used: dict[str, CodeType] = {}
        self.new = 0

    def code(self, source: str) -> CodeType:
        code = self.kept.get(source)
        if code is None:
            # dont_inherit: compiled as `exec` compiles text for dataclasses.py, which
            # has no __future__ imports (this module's would leak in otherwise).
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self.new += 1
        self.used[source] = code
        return code

    def save(self) -> None:
        from wisegen.core import cache

        if not self.new or cache.cache_dir() != self.folder:
            return
        whole = {**self.kept, **self.used}
        cache.write_bytes(_FILE, marshal.dumps(whole if len(whole) <= KEPT else self.used))


def install() -> None:
    """Give `dataclasses` the caching `exec` (once per process; nothing when the user
    cache is off)."""
    if "exec" in vars(dataclasses):
        return
    from wisegen.core import cache

    folder = cache.cache_dir()
    if folder is None:
        return
    compiled = _Compiled(_read(cache.read_bytes(_FILE)), folder)

    def cached_exec(source: Any, globals: Any = None, locals: Any = None) -> None:
        if isinstance(source, str):
            source = compiled.code(source)
        builtins.exec(source, globals, locals)

    dataclasses.exec = cached_exec  # type: ignore[attr-defined]
    atexit.register(compiled.save)


def _read(stored: bytes | None) -> dict[str, CodeType]:
    if stored is None:
        return {}
    try:
        kept = marshal.loads(stored)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(kept, dict):
        return {}
    return {source: code for source, code in kept.items()
            if isinstance(source, str) and isinstance(code, CodeType)}
