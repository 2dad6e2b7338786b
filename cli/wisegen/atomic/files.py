"""One output file, replaced in one step or not at all (a temporary file, then a rename).

Only a regular file is replaced. A symlink is written through (its target is replaced,
atomically, in the target's folder), but only when the target already is wisegen's
kind of file: a PDF for a PDF, a PNG for a PNG, a text file with the link's suffix for
text. A link `kit.pdf -> thesis.txt` is a mistake, and a PDF must not eat the thesis.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from wisegen.atomic.base import (
    KINDS,
    clean_stale,
    ensure_folder,
    keep_owner,
    make_temp,
    refuse_read_only,
    resolve_link,
    stat_or_none,
    sync_folder,
)
from wisegen.errors import UsageError

MAGIC = {b"%PDF-": "a PDF", b"\x89PNG\r\n\x1a\n": "a PNG image", b"PK\x03\x04": "a zip file"}
"""How wisegen's binary outputs begin, and what to call each."""


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace the file at `path` with `data` in one step (same folder, so rename is atomic).

    `path` may be missing, a regular file (its mode and owner are kept) or a symlink to
    one of `data`'s kind (written through). Anything else, a trailing slash, or a folder
    that cannot exist is a one-line UsageError.
    """
    shown = os.fspath(path)
    target = _file_target(shown, data)
    ensure_folder(target.parent, shown)
    old = stat_or_none(target)
    clean_stale(target.parent, target.name)
    tmp = make_temp(target.parent, target.name, shown, folder=False)
    try:
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            keep_owner(handle.fileno(), old, 0o644)
            os.fsync(handle.fileno())
        os.replace(tmp, target)
        sync_folder(target.parent)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise UsageError(f"cannot write {shown}: {exc.strerror}") from None
        raise


def _file_target(shown: str, data: bytes) -> Path:
    if shown.endswith(os.sep) or (os.altsep and shown.endswith(os.altsep)):
        raise UsageError(f"cannot write {shown}: a name ending in '/' is a folder; "
                         "give a file name")
    ensure_folder(Path(shown).parent, shown)
    target = resolve_link(Path(shown), shown)
    old = stat_or_none(target)
    if old is not None and not stat.S_ISREG(old.st_mode):
        kind = KINDS.get(stat.S_IFMT(old.st_mode), "not a regular file")
        raise UsageError(f"cannot write {shown}: it is {kind}; wisegen only replaces "
                         "regular files")
    if old is not None and old.st_size and target != Path(shown):
        _refuse_other_kind(Path(shown), target, data)
    refuse_read_only(target, shown)
    return target


def kind_of(head: bytes) -> str:
    """What a file beginning with `head` is: one of MAGIC's kinds, or "text"."""
    return next((kind for magic, kind in MAGIC.items() if head.startswith(magic)), "text")


def _refuse_other_kind(link: Path, target: Path, data: bytes) -> None:
    """A symlinked output is written only over a file of the kind wisegen writes there."""
    try:
        with open(target, "rb") as handle:
            head = handle.read(4096)
    except OSError as exc:
        raise UsageError(f"cannot write {link}: {exc.strerror}") from None
    want, have = kind_of(data), kind_of(head)
    same = want == have and (want != "text" or (
        b"\0" not in head and target.suffix.lower() == link.suffix.lower()))
    if not same:
        what = have if have != "text" else f"a {target.suffix or 'suffix-less'} file"
        raise UsageError(f"cannot write {link}: it is a symlink to {target}, which is "
                         f"{what}, not {want if want != 'text' else f'a {link.suffix} file'}"
                         "; wisegen writes through a link only to its own kind of file "
                         "(remove the link, or choose another --out)")
