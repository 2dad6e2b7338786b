"""A kit folder, replaced whole: written into a temporary folder, then swapped in.

`open_kit` hands out a `KitWriter`: files are added one by one as they are made (an
image export never holds all its images in memory), each written and flushed to disk
by threads beside the caller (`atomic/spool.py`) into a temporary folder beside the kit,
all on disk before any is renamed; when the block ends without an error the folder is
swapped in (on Linux one `renameat2(RENAME_EXCHANGE)`), so a kill -9 at any moment
leaves the whole old kit or the whole new one. An error discards the temporary folder.
A file the old kit already holds byte for byte is linked into the temporary folder, not
made again (`atomic.base.link_if_same`): a kit exported again costs no new files but
those that changed.

Whose files are whose: a folder is wisegen's only through its KIT_MARKER, and only the
files that marker lists are. Without a marker, every existing file belongs to the user
and the folder is refused (an empty or new folder is fine), so a user's `rules.pdf` is
never replaced by one, nor listed in a marker as wisegen's.

A mount point (a container volume, a tmpfs) cannot be renamed or swapped. There the
temporary folder is made inside the kit folder, and each file is renamed into place on
its own: all-or-nothing per file, not per kit (a kill during the moves leaves some files
new and some old, all whole, and a marker naming every one of them).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path

from wisegen.atomic.base import (
    KINDS,
    KIT_MARKER,
    OURS,
    clean_stale,
    ensure_folder,
    make_temp,
    refuse_read_only_stat,
    resolve_link,
    stat_or_none,
    sync_folder,
    write_new,
)
from wisegen.atomic.mounts import is_mount_point, swap
from wisegen.atomic.spool import Spool, remove_tree
from wisegen.errors import UsageError

IN_PLACE = "wisegen-kit"
"""The target name of the temporary folder made inside a mount point."""


class KitWriter:
    """The kit folder being written: `add` files, then `commit` (or `discard`)."""

    def __init__(self, folder: Path, keep_others: bool = True) -> None:
        self.shown = str(folder)
        self.folder = _folder_target(folder)
        ensure_folder(self.folder.parent, self.shown)
        self.old = stat_or_none(self.folder)
        self.in_place = self.old is not None and is_mount_point(self.folder)
        self.kit = _kit_entries(self.folder, self.shown) if self.old else []
        # The old kit's files, each stat'ed now, while the process has one thread: in
        # `add`, beside the drawing's threads, each stat waited for the GIL to come back
        # (13 Words' 450 took the export's main thread 120 ms, measured 2026-12). A file
        # that is not the old kit's is the user's, refused just above: nothing else is.
        self._old_files = {name: stat_or_none(self.folder / name) for name in self.kit}
        self.keep_others = keep_others
        self.added: list[str] = []
        self._names: set[str] = set()
        self._spool = Spool()
        if self.old and not self.in_place and _is_or_holds(self.folder, Path.cwd()):
            raise UsageError(f"cannot replace {self.shown}: it holds the current folder; "
                             "run from elsewhere or choose another --out")
        where, name = ((self.folder, IN_PLACE) if self.in_place
                       else (self.folder.parent, self.folder.name))
        clean_stale(where, name)
        self.tmp = Path(make_temp(where, name, self.shown, folder=True))
        with _as_usage(self):
            os.chmod(self.tmp, stat.S_IMODE(self.old.st_mode) if self.old else 0o755)

    def add(self, name: str, data: bytes) -> None:
        """Write the kit file `name` (may hold folders: `cards/001-front.png`), starting
        now, beside the caller (`atomic/spool.py`)."""
        _check_kit_name(name)
        if name in self._names:
            raise ValueError(f"{name!r} is added to the kit twice")
        old = self._old_files.get(name)
        refuse_read_only_stat(old, os.fspath(self.folder / name))
        with _as_usage(self):
            self._spool.write(self.tmp / name, data, old,
                              None if old is None else self.folder / name)
        self.added.append(name)
        self._names.add(name)

    def commit(self) -> None:
        """Put the new kit in place: one swap, or (a mount point) one rename per file."""
        added = set(self.added)
        keep = [n for n in self.kit if n not in added] if self.keep_others else []
        listed = sorted(set(keep) | added)
        with _as_usage(self):
            self._spool.wait()  # every file on disk before any is renamed
            if self.in_place:
                self._move_in(listed)
            else:
                for name in keep:
                    (self.tmp / name).parent.mkdir(parents=True, exist_ok=True)
                    _carry(self.folder / name, self.tmp / name)
                write_new(self.tmp / KIT_MARKER, _marker(listed), None)
                sync_folder(self.tmp)
                swap(self.tmp, self.folder, exists=self.old is not None)
                sync_folder(self.folder.parent)
        self.discard()  # after an exchange it holds the old kit

    def _move_in(self, listed: list[str]) -> None:
        """Into a mount point: a marker naming old and new files first, then each file
        renamed over its old self, then the old files no longer wanted, then the marker."""
        _replace(self.tmp, self.folder, KIT_MARKER, _marker(sorted(set(self.kit) | set(listed))))
        for name in self.added:
            (self.folder / name).parent.mkdir(parents=True, exist_ok=True)
            os.replace(self.tmp / name, self.folder / name)
        for name in set(self.kit) - set(listed):
            (self.folder / name).unlink(missing_ok=True)
            for parent in Path(name).parents:
                if str(parent) != ".":
                    with contextlib.suppress(OSError):
                        (self.folder / parent).rmdir()  # only once empty
        _replace(self.tmp, self.folder, KIT_MARKER, _marker(listed))
        sync_folder(self.folder)

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            self._spool.wait()  # no write left to land in the folder once it is gone
        remove_tree(self.tmp)


@contextlib.contextmanager
def open_kit(folder: Path, keep_others: bool = True) -> Iterator[KitWriter]:
    """A `KitWriter` for `folder`, committed when the block ends, discarded on an error.

    Refusals (a folder of the user's files, a file in the way) come here, before
    anything is drawn. `keep_others`: keep the old kit's files this run does not
    rewrite (a print of `--only cards` keeps the rules), or drop them (an export).
    """
    writer = KitWriter(folder, keep_others)
    try:
        yield writer
    except BaseException:
        writer.discard()
        raise
    writer.commit()


def write_kit(folder: Path, files: dict[str, bytes], keep_others: bool = True) -> None:
    """Replace the kit folder `folder` by one holding `files` (name -> bytes), in one swap."""
    for name in files:
        _check_kit_name(name)
    with open_kit(folder, keep_others) as kit:
        for name, data in files.items():
            kit.add(name, data)


@contextlib.contextmanager
def _as_usage(writer: KitWriter) -> Iterator[None]:
    """An OSError while writing: the temporary folder goes, and one line says why."""
    try:
        yield
    except OSError as exc:
        writer.discard()
        raise UsageError(f"cannot write {writer.shown}: {exc.strerror}") from None


def _marker(listed: list[str]) -> bytes:
    return json.dumps({"wisegen": "kit", "files": listed}, indent=1).encode("utf-8") + b"\n"


def _replace(tmp: Path, folder: Path, name: str, data: bytes) -> None:
    (tmp / name).unlink(missing_ok=True)
    write_new(tmp / name, data, None)
    os.replace(tmp / name, folder / name)


def _folder_target(folder: Path) -> Path:
    ensure_folder(folder.parent, str(folder))
    target = resolve_link(folder, str(folder))
    old = stat_or_none(target)
    if old is not None and not stat.S_ISDIR(old.st_mode):
        kind = "a file" if stat.S_ISREG(old.st_mode) else KINDS.get(
            stat.S_IFMT(old.st_mode), "not a folder")
        raise UsageError(f"cannot write the kit into {folder}: it is {kind}, not a folder "
                         "(give a folder, or a name ending in .pdf for one PDF)")
    return target


def _check_kit_name(name: str) -> None:
    """A kit file's name is relative and stays inside the kit (a bug otherwise)."""
    parts = name.split("/")
    if not name or name.startswith("/") or any(p in ("", ".", "..") for p in parts):
        raise ValueError(f"not a name inside a kit folder: {name!r}")


def _listed(folder: Path) -> set[str]:
    """The files the folder's marker says wisegen wrote (none without a marker)."""
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
        names = json.loads((folder / KIT_MARKER).read_bytes())["files"]
        return {str(n) for n in names}
    return set()


def _kit_entries(folder: Path, shown: str) -> list[str]:
    """The kit files in `folder` (in the kit's own subfolders as `sub/name`): those its
    marker lists. UsageError if it holds anything else, which is the user's."""
    listed = _listed(folder)
    subfolders = {"/".join(n.split("/")[:depth]) for n in listed
                  for depth in range(1, n.count("/") + 1)}
    kit: list[str] = []
    foreign: list[str] = []
    pending = [""]
    while pending:
        inside = pending.pop()
        for entry in sorted(os.scandir(folder / inside), key=lambda e: e.name):
            name = f"{inside}{entry.name}"
            if name == KIT_MARKER or OURS.match(entry.name):
                continue  # the marker is rewritten; wisegen's temporaries are its own
            if name in listed and entry.is_file(follow_symlinks=False):
                kit.append(name)
            elif name in subfolders and entry.is_dir(follow_symlinks=False):
                pending.append(f"{name}/")
            elif not (name == "lost+found" and entry.is_dir(follow_symlinks=False)
                      and is_mount_point(folder)):
                foreign.append(name)
    if foreign:
        more = f" and {len(foreign) - 3} more" if len(foreign) > 3 else ""
        why = "" if (folder / KIT_MARKER).exists() else (
            f"; without a {KIT_MARKER} marker every file there is yours")
        raise UsageError(f"cannot write the kit into {shown}: it holds files that are not "
                         f"a wisegen kit's ({', '.join(sorted(foreign)[:3])}{more}){why}; "
                         "choose an empty or new folder")
    return sorted(kit)


def _is_or_holds(folder: Path, inner: Path) -> bool:
    try:
        return inner.resolve().is_relative_to(folder.resolve())
    except OSError:
        return False


def _carry(source: Path, dest: Path) -> None:
    """Keep a kit file this run does not rewrite: a hard link, or a copy where none can be."""
    try:
        os.link(source, dest)
    except OSError:
        shutil.copy2(source, dest)
