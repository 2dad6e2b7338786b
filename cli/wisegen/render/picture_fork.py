"""A long image export drawn by two processes: every other chunk of pictures in a child.

Drawing a picture is Python (ReportLab laying out its page, the pipeline around pdfium)
as much as pdfium and deflate, and Python runs on one core at a time in a process
however many threads it has: a Just One deck for a print shop kept one core busy and
the other a third busy (CPU 1.1 s in 0.8 s, measured 2026-12). So when a writer's
pictures come in several chunks (`render/pictures.py`), the process forks once: the
child draws chunks 1, 3, 5... and sends each PNG back through a pipe, while the parent
draws chunks 0, 2, 4... and hands out every PNG in the pictures' order.

Forking is safe only where no other thread could hold a lock the child needs, so it
happens only while the process has one thread (otherwise everything is drawn here, as
before), before any thread of the export is started. The child never returns into the
caller's code (which would run the export's cleanup twice): it leaves by `os._exit`. A
child that fails or dies only costs its chunks being drawn here after all; the pictures
are the same either way (a test holds them to it, pixel for pixel).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import struct
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import IO, TypeVar

Chunk = TypeVar("Chunk", bound=Sequence[object])
Progress = Callable[[int], None]
Draw = Callable[[list[Chunk], Progress | None], Iterator[bytes]]

_LENGTH = struct.Struct(">Q")
_FAILED = (1 << 64) - 1
"""Sent instead of a length when the child could not draw its chunks."""
AHEAD = 64
"""The child's PNGs the parent holds at most before handing them out (then the child
waits on the pipe): memory stays bounded whatever the export's size."""


def can_fork() -> bool:
    """A second core to draw on, and no other thread in this process."""
    return (hasattr(os, "fork") and (os.cpu_count() or 1) > 1
            and threading.active_count() == 1)


def drawn_in_two(chunks: list[Chunk], draw: Draw[Chunk], progress: Progress | None
                 ) -> Iterator[bytes]:
    """What `draw(chunks, progress)` yields (each chunk's PNGs, in order), chunks[1::2]
    drawn by a forked child (with no progress: the child's PNGs are counted here)."""
    read_end, write_end = os.pipe()
    try:
        child = os.fork()
    except OSError:  # no process to be had (a limit, no memory): all drawn here
        os.close(read_end)
        os.close(write_end)
        yield from draw(chunks, progress)
        return
    if child == 0:  # pragma: no cover - the child's coverage is not collected
        os.close(read_end)
        _child(chunks[1::2], draw, write_end)
    os.close(write_end)
    received: queue.Queue[bytes | None] = queue.Queue(AHEAD)
    reader = threading.Thread(target=_receive, args=(read_end, received), daemon=True,
                              name="wisegen-picture-reader")
    reader.start()
    try:
        yield from _in_order(chunks, draw, received, progress)
    finally:
        _stop(child, reader, received)


def _in_order(chunks: list[Chunk], draw: Draw[Chunk], received: queue.Queue[bytes | None],
              progress: Progress | None) -> Iterator[bytes]:
    own = draw(chunks[0::2], progress)
    child_ok = True
    for index, chunk in enumerate(chunks):
        if index % 2 == 0:
            for _ in chunk:
                yield next(own)
            continue
        pngs = _taken(received, len(chunk)) if child_ok else None
        if pngs is None:  # the child failed: its chunks are drawn here
            child_ok = False
            yield from draw([chunk], progress)
            continue
        for png in pngs:
            if progress:
                progress(1)
            yield png


def _taken(received: queue.Queue[bytes | None], count: int) -> list[bytes] | None:
    """The child's next `count` PNGs, or None once it has failed (nothing follows)."""
    pngs = []
    for _ in range(count):
        png = received.get()
        if png is None:
            return None
        pngs.append(png)
    return pngs


def _child(chunks: list[Chunk], draw: Draw[Chunk], write_end: int) -> None:
    """The child's whole life: draw, send, and leave without running any caller's code."""
    status = 1
    try:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C ends it like the parent
        with os.fdopen(write_end, "wb", buffering=1 << 20) as pipe:
            try:
                for png in draw(chunks, None):
                    pipe.write(_LENGTH.pack(len(png)))
                    pipe.write(png)
                status = 0
            except Exception:  # any failure: the parent draws these chunks instead
                pipe.write(_LENGTH.pack(_FAILED))
    finally:
        os._exit(status)


def _receive(read_end: int, received: queue.Queue[bytes | None]) -> None:
    """The parent's reader thread: the child's PNGs into `received`, None at the end
    (the child done, failed or gone)."""
    with os.fdopen(read_end, "rb", buffering=1 << 20) as pipe:
        while True:
            png = _read_one(pipe)
            received.put(png)
            if png is None:
                return


def _read_one(pipe: IO[bytes]) -> bytes | None:
    head = pipe.read(_LENGTH.size)
    if len(head) != _LENGTH.size:
        return None
    (length,) = _LENGTH.unpack(head)
    if length == _FAILED:
        return None
    png = pipe.read(length)
    return png if len(png) == length else None


def _stop(child: int, reader: threading.Thread, received: queue.Queue[bytes | None]
          ) -> None:
    """The child ended (killed if the export stopped before it was done) and reaped, and
    the reader thread gone."""
    with contextlib.suppress(ProcessLookupError):
        if os.waitpid(child, os.WNOHANG) == (0, 0):
            os.kill(child, signal.SIGTERM)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(child, 0)
    while reader.is_alive():  # it may wait to put a PNG nobody takes
        with contextlib.suppress(queue.Empty):
            received.get(timeout=0.05)
    reader.join()
