"""Putting a new kit folder in place of the old one, and knowing when that cannot work.

A folder is swapped in one atomic step where the system has it (Linux
`renameat2(RENAME_EXCHANGE)`), else by two renames. Neither works on a mount point
(EBUSY): the kit writer asks `is_mount_point` first and writes into it file by file.
"""

from __future__ import annotations

import ctypes
import errno
import os
import sys
from pathlib import Path

from wisegen.atomic.base import make_temp


def is_mount_point(folder: Path) -> bool:
    """True when `folder` is a mount point: another device than its parent, or (a bind
    mount of the same device) listed in /proc/self/mountinfo."""
    try:
        if os.path.ismount(folder):
            return True
        real = os.path.realpath(folder)
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as handle:
            return any(_unescape(line.split(" ")[4]) == real
                       for line in handle if line.count(" ") >= 4)
    except OSError:
        return False


def _unescape(field: str) -> str:
    """mountinfo writes space, tab, newline and backslash as octal escapes (\\040)."""
    for code in ("040", "011", "012", "134"):
        field = field.replace(f"\\{code}", chr(int(code, 8)))
    return field


def swap(new: Path, folder: Path, *, exists: bool) -> None:
    """Put `new` at `folder`. After it, `new` holds the old kit (or nothing) to remove."""
    if not exists:
        os.rename(new, folder)
        return
    if _exchange(new, folder):
        return
    # No atomic exchange here (not Linux, or a file system without it): two renames.
    # A kill between them leaves the old kit whole in a hidden folder beside.
    aside = Path(make_temp(folder.parent, folder.name, str(folder), folder=True))
    os.rmdir(aside)
    os.rename(folder, aside)
    try:
        os.rename(new, folder)
    except OSError:
        os.rename(aside, folder)  # put the old kit back before reporting the failure
        raise
    os.rename(aside, new)


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _exchange(first: Path, second: Path) -> bool:
    """Swap two paths in one atomic step (Linux renameat2); False where unsupported."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                          ctypes.c_uint]
    if renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second),
                 _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(second))
