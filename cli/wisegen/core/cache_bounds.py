"""The user cache kept to a size: the entries least recently used go first.

Every cache folder grows with each new input: a pack edited and exported again keeps the
old pictures as well as the new (12 MB for one 13 Words upload to a print shop), and
nothing else ever removes them. So after an entry is stored, the folder it went into is
measured (at most once in `REMEASURE` seconds: once per command); past its bound
(`BOUNDS`, else `DEFAULT_BOUND`), the files least recently used go, oldest first, until
it holds `KEEP` of its bound. "Used" is the file's mtime, which a read moves to now once
a day at most (`refresh`): a cache that is read every day is not written every day.

Nothing in use is removed: no file written or read in the last `IN_USE` seconds (this
command's, another one's running beside it, a temporary file still being written);
temporary files older than that are leftovers of a run that died, and go. An entry of
several files (the pictures' `KEY.pack` and `KEY.json`) losing one of them is a miss, as
any damaged entry is: removing never makes an answer wrong. Any error while measuring
or removing leaves the cache as it is.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

BOUNDS = {"pictures": 1 << 30}
"""Bytes a cache folder may hold, by its name: the exported images may take a GiB."""
DEFAULT_BOUND = 128 << 20
"""Any other folder (parsed YAML, verdicts, fonts): far more than a year of use."""
KEEP = 0.8
"""What a pruned folder is brought down to, of its bound: not pruned again at once."""
IN_USE = 3600.0
"""Seconds for which a file just written or read is never removed."""
REMEASURE = 600.0
"""Seconds between two measures of a folder by one process (a server runs for days)."""
REFRESH = 86400.0
"""Seconds a read entry's mtime may lag before the read moves it to now."""
TEMP_PREFIX = ".tmp-"

_measured: dict[Path, float] = {}


def bound(folder: Path) -> int:
    return BOUNDS.get(folder.name, DEFAULT_BOUND)


def refresh(path: Path, mtime: float) -> None:
    """`path` was just read: its mtime says so, if it lagged by more than `REFRESH`."""
    if time.time() - mtime > REFRESH:
        with contextlib.suppress(OSError):
            os.utime(path)


def prune(folder: Path) -> None:
    """Bring `folder` within its bound (see the module's text)."""
    now = time.time()
    if now - _measured.get(folder, -REMEASURE) < REMEASURE:
        return
    _measured[folder] = now
    try:
        files = _files(folder)
    except OSError:
        return
    total = sum(size for _, size, _ in files)
    removable = []
    for mtime, size, path in files:
        if now - mtime <= IN_USE:
            continue
        if path.name.startswith(TEMP_PREFIX):
            if _removed(path):
                total -= size
        else:
            removable.append((mtime, size, path))
    if total <= bound(folder):
        return
    for _, size, path in sorted(removable):
        if total <= bound(folder) * KEEP:
            break
        if _removed(path):
            total -= size


def _files(folder: Path) -> list[tuple[float, int, Path]]:
    """(mtime, size, path) of every plain file directly in `folder`."""
    found = []
    with os.scandir(folder) as entries:
        for entry in entries:
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False):
                    stat = entry.stat(follow_symlinks=False)
                    found.append((stat.st_mtime, stat.st_size, Path(entry.path)))
    return found


def _removed(path: Path) -> bool:
    try:
        path.unlink()
    except OSError:
        return False
    return True
