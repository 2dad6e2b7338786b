"""The user's cache folder: answers wisegen may keep between runs, never needed to be right.

Everything here is an optimisation. A missing, stale, corrupt or unwritable cache makes
wisegen do the work again, never fail: reads return None on any problem, writes are
atomic (a temporary file renamed into place) and silently skipped when they cannot be
made. `WISEGEN_CACHE_DIR` names the folder outright; otherwise it is
`$XDG_CACHE_HOME/wisegen` (or the platform's usual place), and `WISEGEN_NO_CACHE=1`
turns the cache off. Each folder of it is kept to a size, the entries least recently
used going first (`core/cache_bounds.py`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from wisegen import __version__
from wisegen.core import cache_bounds
from wisegen.resources import schemas_dir

if TYPE_CHECKING:
    from wisegen.core.yamldoc import LoadedYaml

FORMAT = 1
"""Bumped when what a cached verdict holds changes."""

_PACKAGE = Path(__file__).resolve().parent.parent


def cache_dir() -> Path | None:
    """wisegen's folder in the user cache directory, or None when caching is off."""
    if os.environ.get("WISEGEN_NO_CACHE", "") not in ("", "0"):
        return None
    named = os.environ.get("WISEGEN_CACHE_DIR")
    if named:
        return Path(named)
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "wisegen"
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "wisegen"
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return (Path(base) if base else home / "AppData" / "Local") / "wisegen" / "Cache"
    return home / ".cache" / "wisegen"


def read_json(relative: str) -> Any | None:
    """The JSON value stored under `relative`, or None (absent, unreadable or corrupt)."""
    data = read_bytes(relative)
    if data is None:
        return None
    try:
        return json.loads(data.decode("utf-8"))
    except ValueError:
        return None


def write_json(relative: str, value: Any) -> bool:
    """Store `value` under `relative` in one step; False (and no error) when it cannot."""
    return write_bytes(relative, json.dumps(value, ensure_ascii=False).encode("utf-8"))


def read_bytes(relative: str) -> bytes | None:
    """The bytes stored under `relative`, or None (absent or unreadable)."""
    folder = cache_dir()
    if folder is None:
        return None
    path = folder / relative
    try:
        with open(path, "rb") as stored:
            data = stored.read()
            mtime = os.fstat(stored.fileno()).st_mtime
    except OSError:
        return None
    cache_bounds.refresh(path, mtime)  # used now: the last to be pruned
    return data


def write_bytes(relative: str, data: bytes) -> bool:
    """Store `data` under `relative` in one step; False (and no error) when it cannot."""
    entry = Entry(relative)
    return entry.write(data) and entry.keep()


class Entry:
    """A cache entry written in one piece (`write_bytes`) or several (a picture at a
    time): a temporary file in the cache's folder, put in place as `relative` by `keep`.
    Any failure (caching off, a full disk) quietly makes it no entry: `write` and `keep`
    then return False."""

    def __init__(self, relative: str) -> None:
        self._handle: BinaryIO | None = None
        folder = cache_dir()
        if folder is None:
            return
        self._target = folder / relative
        try:
            self._target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=cache_bounds.TEMP_PREFIX,
                                       dir=self._target.parent)
        except OSError:
            return
        self._tmp = Path(tmp)
        self._handle = os.fdopen(fd, "wb")

    def write(self, data: bytes) -> bool:
        if self._handle is None:
            return False
        try:
            self._handle.write(data)
        except OSError:
            self.drop()
            return False
        return True

    def keep(self) -> bool:
        """Put the entry in place (once)."""
        if self._handle is None:
            return False
        try:
            self._handle.close()
            os.replace(self._tmp, self._target)
        except OSError:
            self.drop()
            return False
        self._handle = None
        cache_bounds.prune(self._target.parent)
        return True

    def drop(self) -> None:
        """Forget the entry: nothing of it stays in the cache."""
        if self._handle is not None:
            with contextlib.suppress(OSError):
                self._handle.close()
            self._tmp.unlink(missing_ok=True)
            self._handle = None


@cache
def code_fingerprint() -> str:
    """wisegen's version plus the size and mtime of every .py and .json file it reads:
    a verdict reached by other code (an upgrade, an edited checkout) is never trusted."""
    digest = hashlib.sha256(f"wisegen {__version__} cache {FORMAT}".encode())
    for root in (_PACKAGE, schemas_dir()):
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "data",
                                                          "dictionaries", "static"))
            for name in sorted(files):
                if name.endswith((".py", ".json")):
                    stat = os.stat(os.path.join(folder, name))
                    digest.update(f"{folder}/{name} {stat.st_size} {stat.st_mtime_ns}\n"
                                  .encode())
    return digest.hexdigest()


def doc_digest(doc: LoadedYaml, purpose: str) -> str:
    """A hash of a parsed document (its values and their line:column positions: all that
    a check reads) and of what it is checked for."""
    digest = hashlib.sha256(purpose.encode())
    digest.update(json.dumps(doc.value, ensure_ascii=False, default=repr).encode())
    digest.update(repr(sorted(doc.positions.items(), key=repr)).encode())
    return digest.hexdigest()
