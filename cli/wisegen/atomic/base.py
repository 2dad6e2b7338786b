"""What the file and the kit-folder writers share: temporary names, stale clean-up, checks.

Temporary names carry the writer's process id (`.NAME.wisegen-PID-XXXXXXXX.tmp`): a
write beside them removes those whose process is gone, and nothing else. A name of
any other form, however much it looks like a temporary file, belongs to someone else
and is never touched.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
from pathlib import Path

from wisegen.core.limits import FILE_KINDS
from wisegen.errors import UsageError

KIT_MARKER = ".wisegen-kit"
"""Written inside every kit folder: the files wisegen put there (JSON), so a later
print knows the folder is a kit it may replace and which files are its own."""

OURS = re.compile(r"^\.(?P<name>.+)\.wisegen-(?P<pid>\d+)-[a-z0-9_]{8}\.tmp$")
"""A temporary file or folder of a wisegen run: target name and process id."""

KINDS = FILE_KINDS
"""What a path is, for messages: the one table in core.limits."""


def clean_stale(folder: Path, name: str) -> list[str]:
    """Remove the temporary files and folders of dead wisegen runs that wrote `name`.

    Only names of wisegen's own form (with a process id) for that target are touched,
    and only when the process that made them is gone. Returns what was removed.
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if stale_name(entry.name) == name:
            with contextlib.suppress(OSError):
                if entry.is_dir(follow_symlinks=False):
                    shutil.rmtree(entry.path)
                else:
                    os.unlink(entry.path)
                removed.append(entry.name)
    return removed


def stale_name(entry: str) -> str | None:
    """The target a dead run's temporary `entry` was for, or None if it is not one."""
    match = OURS.match(entry)
    if match and not _alive(int(match["pid"])):
        return match["name"]
    return None


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def stat_or_none(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None


def resolve_link(path: Path, shown: str) -> Path:
    """Where a symlink at `path` leads (written through), or `path` when it is none."""
    try:
        if not path.is_symlink():
            return path
        real = Path(os.path.realpath(path))
        os.stat(real)
    except FileNotFoundError:
        raise UsageError(f"cannot write {shown}: it is a symlink to "
                         f"{os.readlink(path)}, which does not exist") from None
    except OSError as exc:
        raise UsageError(f"cannot write {shown}: {exc.strerror}") from None
    return real


def refuse_read_only(path: Path, shown: str | None = None) -> None:
    """A file made read-only (`chmod 444`) was made so on purpose: never replace it. The
    mode bits are read, not `access()`, which says yes to root."""
    refuse_read_only_stat(stat_or_none(path), os.fspath(path) if shown is None else shown)


def refuse_read_only_stat(old: os.stat_result | None, shown: str) -> None:
    """`refuse_read_only` for a file already stat'ed (`old`, None when there is none)."""
    if old is not None and stat.S_ISREG(old.st_mode) and not old.st_mode & 0o222:
        raise UsageError(f"{shown} is read-only; wisegen never replaces a read-only file "
                         "(make it writable, or choose another --out)")


def ensure_folder(folder: Path, shown: str) -> None:
    """Make `folder` (and its parents), saying clearly which part is in the way."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return
    except (FileExistsError, NotADirectoryError):
        pass
    except OSError as exc:
        raise UsageError(f"cannot write {shown}: {exc.strerror}") from None
    for part in [*reversed(folder.parents), folder]:
        if part.is_symlink() and not part.exists():
            raise UsageError(f"cannot write {shown}: {part} is a symlink to "
                             f"{os.readlink(part)}, which does not exist")
        if part.exists() and not part.is_dir():
            raise UsageError(f"cannot write {shown}: {part} is a file, not a folder")
    raise UsageError(f"cannot write {shown}: cannot make the folder {folder}")


def make_temp(where: Path, name: str, shown: str, *, folder: bool) -> str:
    """A new temporary file or folder in `where`, named for `name` and this process."""
    prefix = f".{name}.wisegen-{os.getpid()}-"
    try:
        if folder:
            return tempfile.mkdtemp(prefix=prefix, suffix=".tmp", dir=where)
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=where)
        os.close(fd)
        return tmp
    except OSError as exc:
        beside = f" (a kit is written into a new folder in {where}, then swapped in)"
        raise UsageError(f"cannot write {shown}: {exc.strerror}"
                         f"{beside if folder else ''}") from None


def keep_owner(fd: int, old: os.stat_result | None, mode: int) -> None:
    """Give the new file the mode (and, where permitted, the owner) of the one it replaces."""
    if old is None:
        os.fchmod(fd, mode)
        return
    os.fchmod(fd, stat.S_IMODE(old.st_mode))
    if (old.st_uid, old.st_gid) != (os.geteuid(), os.getegid()):
        with contextlib.suppress(PermissionError):
            os.fchown(fd, old.st_uid, old.st_gid)


def write_new(path: Path, data: bytes, old: os.stat_result | None, *,
              sync: bool = True) -> None:
    """A new file (never an existing one) holding `data`, flushed to disk unless the
    caller flushes it later (before it is renamed where anyone looks)."""
    with open(path, "xb") as handle:
        handle.write(data)
        handle.flush()
        keep_owner(handle.fileno(), old, 0o644)
        if sync:
            os.fsync(handle.fileno())


_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
"""A symlink is not opened through (the flags exist where links do)."""


def link_if_same(old_path: Path, path: Path, data: bytes) -> bool:
    """Link the old kit's file `old_path` in as the new file `path` when it already holds
    exactly `data`, so the file is not made again; False (nothing done) otherwise.

    Making a file is the costly part of writing a kit of images: each new inode, and on
    ext4 without a journal each one after a kit of them was just removed, as at every
    export after the first (it steps over every inode freed in the last minutes: a 13
    Words export's 450 files cost 120-400 ms of system time, measured 2026-12). A link
    costs no inode and no data, and the old kit's removal then frees none. The new file
    has the old one's bytes, mode and owner (what `keep_owner` gives it) and its time
    (its bytes are as old as that, as with `install -C`); its data went to disk when it
    was written. Only a regular file with no other link is shared, so that the kit's
    file never becomes one with a file elsewhere (a user's copy made with `cp -l`).
    Any error (a file system without links, a file that changed meanwhile) means False:
    the caller writes the file instead."""
    try:
        fd = os.open(old_path, os.O_RDONLY | _NO_FOLLOW)
    except OSError:
        return False
    try:
        found = os.fstat(fd)
        same = (stat.S_ISREG(found.st_mode) and found.st_nlink == 1
                and found.st_size == len(data) and os.read(fd, len(data) + 1) == data)
    except OSError:
        same = False
    finally:
        os.close(fd)
    if not same:
        return False
    try:
        os.link(old_path, path, follow_symlinks=False)
    except OSError:
        return False
    return True


def sync_folder(folder: Path) -> None:
    """Make a rename inside `folder` durable (where the system allows opening folders)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
