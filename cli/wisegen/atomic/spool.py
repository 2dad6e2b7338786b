"""New files written and flushed to disk by threads of their own while the caller goes on.

An image export makes a hundred files or more, each as soon as its picture is encoded.
Creating, writing and flushing them on the drawing thread cost a Just One export 50 ms of
its drawing and 40 ms of waiting for the disk before the swap (measured 2026-12); here
`SPOOLERS` threads do it beside the drawing (the system calls release the GIL), several
flushes at a time so the file system commits them together. Every file is on disk when
`wait` returns; the first error of any write is raised there (or by the next `write`),
so none goes unseen. A file the old kit holds with the same bytes is linked, not made
again (`atomic.base.link_if_same`). The old kit, once swapped out, is removed by the same
number of threads (`remove_tree`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from wisegen.atomic.base import link_if_same, write_new

SPOOLERS = 4
"""Threads writing at once: enough for the flushes of one to overlap another's."""
QUEUED = 32
"""Files waiting for a thread at most: past it `write` waits, so a slow disk never has
a whole export's images held in memory."""


class Spool:
    """`write` new files now, in the background; `wait` until all are on disk."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._error: BaseException | None = None
        self._folders: set[Path] = set()
        self._room = threading.Semaphore(QUEUED)

    def write(self, path: Path, data: bytes, old: os.stat_result | None,
              replacing: Path | None = None) -> None:
        """Write `data` to the new file `path` (its folder made if need be), with `old`'s
        mode and owner (`write_new`), or link in `replacing`, the file `old` describes,
        when it holds `data` already (`link_if_same`); raises the error of an earlier
        write, if any."""
        if self._error is not None:
            self.wait()
        if self._pool is None:
            self._pool = ThreadPoolExecutor(SPOOLERS, thread_name_prefix="wisegen-spool")
        self._room.acquire()
        self._pool.submit(self._write, path, data, old, replacing).add_done_callback(
            self._note)

    def _write(self, path: Path, data: bytes, old: os.stat_result | None,
               replacing: Path | None) -> None:
        if path.parent not in self._folders:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(path.parent)
        if (replacing is not None and old is not None and old.st_size == len(data)
                and link_if_same(replacing, path, data)):
            return
        write_new(path, data, old, sync=True)

    def _note(self, done: Future[None]) -> None:
        self._room.release()
        error = done.exception()
        if error is not None and self._error is None:
            self._error = error

    def wait(self) -> None:
        """Every file written so far is on disk; raises the first write's error."""
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
        error, self._error = self._error, None
        if error is not None:
            raise error


ALONE = 32
"""Files a folder holds at most to be removed by one thread: starting threads costs more."""


def remove_tree(folder: Path) -> None:
    """`folder` and all it holds gone (what cannot be removed left, silently): the files
    unlinked by `SPOOLERS` threads at once, since each unlink waits on the file system
    (removing a 13 Words export's 450 files took one thread 65-100 ms, four 40 ms)."""
    files = []
    for root, _folders, names in os.walk(folder):
        files += [os.path.join(root, name) for name in names]
    if len(files) > ALONE:
        with ThreadPoolExecutor(SPOOLERS, thread_name_prefix="wisegen-remove") as pool:
            for _ in pool.map(_unlink, files):
                pass
    shutil.rmtree(folder, ignore_errors=True)


def _unlink(path: str) -> None:
    with contextlib.suppress(OSError):  # rmtree tries again, and says nothing either
        os.unlink(path)
