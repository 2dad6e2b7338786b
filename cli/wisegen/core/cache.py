"""The user's cache folder: answers wisegen may keep between runs, never needed to be right.

Everything here is an optimisation. A missing, stale, corrupt or unwritable cache makes
wisegen do the work again, never fail: reads return None on any problem, writes are
atomic (a temporary file renamed into place) and silently skipped when they cannot be
made. `WISEGEN_CACHE_DIR` names the folder outright; otherwise it is
`$XDG_CACHE_HOME/wisegen` (or the platform's usual place), and `WISEGEN_NO_CACHE=1`
turns the cache off.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any


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
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return json.loads((folder / relative).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def write_json(relative: str, value: Any) -> bool:
    """Store `value` under `relative` in one step; False (and no error) when it cannot."""
    folder = cache_dir()
    if folder is None:
        return False
    target = folder / relative
    tmp = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(value, handle, ensure_ascii=False)
        os.replace(tmp, target)
        return True
    except OSError:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
        return False
