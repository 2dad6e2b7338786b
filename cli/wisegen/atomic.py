"""Atomic file output: a file, or a whole kit folder, is replaced in one step or not at all.

A file is written to a temporary file beside its target and renamed over it; a kit
folder is written whole into a temporary folder beside it and swapped in (on Linux one
`renameat2(RENAME_EXCHANGE)`), so a kill -9 at any moment leaves the whole old output
or the whole new one, never half and half. Temporary names carry the writer's process
id (`.NAME.wisegen-PID-XXXXXXXX.tmp`): the next write beside them removes those whose
process is gone, and nothing else. Only regular files are replaced; a symlink is
written through (its target is replaced, atomically, in the target's folder).
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import json
import os
import re
import shutil
import stat
import sys
import tempfile
from collections.abc import Set as AbstractSet
from pathlib import Path

from wisegen.core.limits import FILE_KINDS
from wisegen.errors import UsageError

KIT_MARKER = ".wisegen-kit"
"""Written inside every kit folder: the files wisegen put there (JSON), so a later
print knows the folder is a kit it may replace and which files to keep."""

_OURS = re.compile(r"^\.(?P<name>.+)\.wisegen-(?P<pid>\d+)-[a-z0-9_]{8}\.tmp$")
_LEGACY = re.compile(r"^\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp$")
"""Temporary files of wisegen before the process id was in their names."""

_KINDS = FILE_KINDS


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace the file at `path` with `data` in one step (same folder, so rename is atomic).

    `path` may be missing, a regular file (its mode and owner are kept) or a symlink to
    one (written through). Anything else, a trailing slash, or a folder that cannot
    exist is a one-line UsageError.
    """
    shown = os.fspath(path)
    target = _file_target(shown)
    _ensure_folder(target.parent, shown)
    old = _stat(target)
    clean_stale(target.parent, target.name)
    tmp = _temp(target.parent, target.name, shown, folder=False)
    try:
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            _keep_owner(handle.fileno(), old, 0o644)
            os.fsync(handle.fileno())
        os.replace(tmp, target)
        _sync_folder(target.parent)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise UsageError(f"cannot write {shown}: {exc.strerror}") from None
        raise


def write_kit(folder: Path, files: dict[str, bytes], known: AbstractSet[str] = frozenset(),
              keep_others: bool = True) -> None:
    """Replace the kit folder `folder` by one holding `files` (name -> bytes), in one swap.

    The folder may be missing, empty, or a kit: every entry is a file wisegen wrote
    there (listed in its KIT_MARKER, or named in `files` or `known`, the names this
    kit can write). Such files that this run does not rewrite are kept (hard-linked
    into the new folder) unless `keep_others` is False. A folder holding anything else
    is refused, never swapped away. A name may hold folders (`cards/001-front.png`, as
    an image export writes); they are made inside the kit.
    """
    for name in files:
        _check_kit_name(name)
    shown = str(folder)
    folder = _folder_target(folder)
    _ensure_folder(folder.parent, shown)
    old = _stat(folder)
    kit = _kit_entries(folder, shown, set(files) | set(known)) if old else []
    for name in files if old else ():
        refuse_read_only(folder / name)
    keep = [name for name in kit if name not in files] if keep_others else []
    if old and _is_or_holds(folder, Path.cwd()):
        raise UsageError(f"cannot replace {shown}: it holds the current folder; "
                         "run from elsewhere or choose another --out")
    clean_stale(folder.parent, folder.name)
    tmp = Path(_temp(folder.parent, folder.name, shown, folder=True))
    try:
        os.chmod(tmp, stat.S_IMODE(old.st_mode) if old else 0o755)
        for name in keep:
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            _carry(folder / name, tmp / name)
        for name, data in files.items():
            (tmp / name).parent.mkdir(parents=True, exist_ok=True)
            _write_new(tmp / name, data, _stat(folder / name))
        listed = sorted(set(keep) | set(files))
        _write_new(tmp / KIT_MARKER, json.dumps({"wisegen": "kit", "files": listed},
                                                indent=1).encode("utf-8") + b"\n", None)
        _sync_folder(tmp)
        _swap(tmp, folder, exists=old is not None)
        _sync_folder(folder.parent)
    except BaseException as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        if isinstance(exc, OSError):
            raise UsageError(f"cannot write {shown}: {exc.strerror}") from None
        raise
    shutil.rmtree(tmp, ignore_errors=True)  # after an exchange it holds the old kit


def clean_stale(folder: Path, name: str) -> list[str]:
    """Remove the temporary files and folders of dead wisegen runs that wrote `name`.

    Only names of wisegen's own form for that target are touched, and only when the
    process that made them is gone (or, for the older form without a process id,
    always: no current wisegen makes those). Returns what was removed.
    """
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if _stale_name(entry.name) == name:
            with contextlib.suppress(OSError):
                if entry.is_dir(follow_symlinks=False):
                    shutil.rmtree(entry.path)
                else:
                    os.unlink(entry.path)
                removed.append(entry.name)
    return removed


def _stale_name(entry: str) -> str | None:
    """The target a dead run's temporary `entry` was for, or None if it is not one."""
    match = _OURS.match(entry)
    if match:
        return None if _alive(int(match["pid"])) else match["name"]
    match = _LEGACY.match(entry)
    return match["name"] if match else None


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


def _stat(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None


def _resolve_link(path: Path, shown: str) -> Path:
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


def _file_target(shown: str) -> Path:
    if shown.endswith(os.sep) or (os.altsep and shown.endswith(os.altsep)):
        raise UsageError(f"cannot write {shown}: a name ending in '/' is a folder; "
                         "give a file name")
    _ensure_folder(Path(shown).parent, shown)
    target = _resolve_link(Path(shown), shown)
    old = _stat(target)
    if old is not None and not stat.S_ISREG(old.st_mode):
        kind = _KINDS.get(stat.S_IFMT(old.st_mode), "not a regular file")
        raise UsageError(f"cannot write {shown}: it is {kind}; wisegen only replaces "
                         "regular files")
    refuse_read_only(target, shown)
    return target


def refuse_read_only(path: Path, shown: str | None = None) -> None:
    """A file made read-only (`chmod 444`) was made so on purpose: never replace it. The
    mode bits are read, not `access()`, which says yes to root."""
    old = _stat(path)
    shown = os.fspath(path) if shown is None else shown
    if old is not None and stat.S_ISREG(old.st_mode) and not old.st_mode & 0o222:
        raise UsageError(f"{shown} is read-only; wisegen never replaces a read-only file "
                         "(make it writable, or choose another --out)")


def _folder_target(folder: Path) -> Path:
    _ensure_folder(folder.parent, str(folder))
    target = _resolve_link(folder, str(folder))
    old = _stat(target)
    if old is not None and not stat.S_ISDIR(old.st_mode):
        kind = "a file" if stat.S_ISREG(old.st_mode) else _KINDS.get(
            stat.S_IFMT(old.st_mode), "not a folder")
        raise UsageError(f"cannot write the kit into {folder}: it is {kind}, not a folder "
                         "(give a folder, or a name ending in .pdf for one PDF)")
    return target


def _ensure_folder(folder: Path, shown: str) -> None:
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


def _check_kit_name(name: str) -> None:
    """A kit file's name is relative and stays inside the kit (a bug otherwise)."""
    parts = name.split("/")
    if not name or name.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"not a name inside a kit folder: {name!r}")


def _kit_entries(folder: Path, shown: str, ours: set[str], inside: str = "") -> list[str]:
    """The kit files in `folder` (and in the kit's own subfolders, as `sub/name`);
    UsageError if it holds anything that is not the kit's."""
    listed: set[str] = set()
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
        listed = {str(n) for n in json.loads((folder / KIT_MARKER).read_bytes())["files"]}
    known = ours | listed
    subfolders = {"/".join(n.split("/")[:depth]) for n in known
                  for depth in range(1, n.count("/") + 1)}
    kit, foreign = [], []
    for entry, name in _entries(folder, inside):
        legacy = _LEGACY.match(entry.name)
        if name == KIT_MARKER or _OURS.match(entry.name) or (
                legacy and f"{inside}{legacy['name']}" in known):
            continue  # the marker is rewritten; temporary files are left behind
        if name in known and entry.is_file(follow_symlinks=False):
            kit.append(name)
        elif name in subfolders and entry.is_dir(follow_symlinks=False):
            kit += _kit_entries(folder, shown, known, f"{name}/")
        else:
            foreign.append(name)
    if foreign:
        more = f" and {len(foreign) - 3} more" if len(foreign) > 3 else ""
        raise UsageError(f"cannot write the kit into {shown}: it holds files that are not "
                         f"a wisegen kit's ({', '.join(foreign[:3])}{more}); choose an "
                         "empty or new folder")
    return kit


def _entries(folder: Path, inside: str) -> list[tuple[os.DirEntry[str], str]]:
    """The entries of `folder`/`inside`, each with its name relative to `folder`."""
    return [(entry, f"{inside}{entry.name}")
            for entry in sorted(os.scandir(folder / inside), key=lambda e: e.name)]


def _is_or_holds(folder: Path, inner: Path) -> bool:
    try:
        return inner.resolve().is_relative_to(folder.resolve())
    except OSError:
        return False


def _temp(where: Path, name: str, shown: str, *, folder: bool) -> str:
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


def _keep_owner(fd: int, old: os.stat_result | None, mode: int) -> None:
    """Give the new file the mode (and, where permitted, the owner) of the one it replaces."""
    if old is None:
        os.fchmod(fd, mode)
        return
    os.fchmod(fd, stat.S_IMODE(old.st_mode))
    if (old.st_uid, old.st_gid) != (os.geteuid(), os.getegid()):
        with contextlib.suppress(PermissionError):
            os.fchown(fd, old.st_uid, old.st_gid)


def _write_new(path: Path, data: bytes, old: os.stat_result | None) -> None:
    with open(path, "xb") as handle:
        handle.write(data)
        handle.flush()
        _keep_owner(handle.fileno(), old, 0o644)
        os.fsync(handle.fileno())


def _carry(source: Path, dest: Path) -> None:
    """Keep a kit file this run does not rewrite: a hard link, or a copy where none can be."""
    try:
        os.link(source, dest)
    except OSError:
        shutil.copy2(source, dest)


def _sync_folder(folder: Path) -> None:
    """Make a rename inside `folder` durable (where the system allows opening folders)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _swap(new: Path, folder: Path, *, exists: bool) -> None:
    """Put `new` at `folder`. After it, `new` holds the old kit (or nothing) to remove."""
    if not exists:
        os.rename(new, folder)
        return
    if _exchange(new, folder):
        return
    # No atomic exchange here (not Linux, or a file system without it): two renames.
    # A kill between them leaves the old kit whole in a hidden folder beside.
    aside = Path(_temp(folder.parent, folder.name, str(folder), folder=True))
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
