"""A long image export drawn by two processes, each taking the next chunk of pictures
as soon as it is ready for one.

Drawing a picture is Python (ReportLab laying out its page, the pipeline around pdfium)
as much as pdfium and deflate, and Python runs on one core at a time in a process
however many threads it has: a Just One deck for a print shop kept one core busy and
the other a third busy (CPU 1.1 s in 0.8 s, measured 2026-12). So when a writer's
pictures come in several chunks (`render/picture_stream.py`), the process forks once
and both processes draw. They do not split the chunks in halves beforehand: the parent also
writes every file of the export and takes in the child's PNGs, so with every other
chunk each it finished its half 0.1-0.15 s after the child (13 Words' and Three Wise
Words' exports, 2026-12). Instead the chunks' numbers wait in a pipe (`_Tickets`) and each
process reads the next one whenever it starts on a chunk: the faster one draws more.

The child sends its PNGs back through another pipe, in the order it took its chunks; the
parent draws its own chunks in a thread of their own (`_Drawer`), so that it never idles
waiting for the child's, and hands out every PNG in the pictures' order: a chunk it did
not take is the child's (each process takes numbers in increasing order).

Forking is safe only where no other thread could hold a lock the child needs, so it
happens only while the process has one thread (otherwise everything is drawn here, as
before), before any thread of the export is started. The child never returns into the
caller's code (which would run the export's cleanup twice): it leaves by `os._exit`. A
child that fails or dies only costs time: from its first chunk not sent whole on, every
chunk is drawn here, by one thread; the pictures are the same either way (a test holds
them to it, pixel for pixel).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import struct
import threading
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from typing import IO, Generic, TypeVar

Chunk = TypeVar("Chunk", bound=Sequence[object])
_Item = TypeVar("_Item")
Progress = Callable[[int], None]
Draw = Callable[[Iterable[Chunk], Progress | None, bool], Iterator[bytes]]
"""Each chunk's PNGs, in order; the flag says another process draws beside this one."""

_LENGTH = struct.Struct(">Q")
_FAILED = (1 << 64) - 1
"""Sent instead of a length when the child could not draw its chunks."""
_TICKET = struct.Struct(">I")
PIPE_BYTES = 1 << 20
"""The child's pipe widened to this (Linux's most for a user, where the system allows it):
with the 64 KiB a pipe holds by default, two PNGs, the child waited at each write for the
parent's reader thread to get the GIL (13 Words' shop export 587 -> 564 ms, median of 15,
2026-12)."""
MAX_CHUNKS = 1024
"""Chunks' numbers a pipe holds without a reader (4 KiB, its size even where the system
has cut a user's pipes to one page): an export of more chunks (32,000 pictures or more)
is drawn by this process alone."""
AHEAD_BYTES = 32 * 1024 * 1024
"""Bytes of PNGs drawn by either process that the parent holds at most before handing
them out (then that process waits; `_Held`): memory stays bounded whatever the export's
size, and a process ahead of the order they are handed out in draws on. Held to 64 PNGs,
13 Words' child waited for the parent's chunks (its writes to the pipe took 138 ms)."""


def can_fork() -> bool:
    """A second core to draw on, and no other thread in this process."""
    return (hasattr(os, "fork") and (os.cpu_count() or 1) > 1
            and threading.active_count() == 1)


class _Tickets:
    """The chunks' numbers, 0 to count - 1, written into a pipe before the fork: a read of
    one number takes it for the reading process, which no other process then gets
    (a pipe's reads are atomic, and every read is one whole number)."""

    def __init__(self, count: int) -> None:
        self._read, write = os.pipe()
        try:
            os.write(write, b"".join(_TICKET.pack(index) for index in range(count)))
        finally:
            os.close(write)  # once the numbers are taken, a read finds the end

    def take(self) -> int | None:
        """The next chunk's number for this process, or None once every one is taken."""
        data = os.read(self._read, _TICKET.size)
        return _TICKET.unpack(data)[0] if len(data) == _TICKET.size else None

    def close(self) -> None:
        os.close(self._read)


class _Claims(Generic[Chunk]):
    """The chunks this process took, in order (increasing): what it draws, taken one at
    a time as its drawing asks for the next (`mine`) or as the parent's merging needs to
    know a chunk's owner (`is_mine`), from the two threads under one lock."""

    def __init__(self, chunks: Sequence[Chunk], tickets: _Tickets) -> None:
        self._chunks, self._tickets = chunks, tickets
        self._taken: list[int] = []
        self._over = False
        self._lock = threading.Lock()

    def _take(self) -> bool:
        """One more chunk for this process (under the lock); False when none is left."""
        if not self._over:
            index = self._tickets.take()
            self._over = index is None
            if index is not None:
                self._taken.append(index)
        return not self._over

    def mine(self) -> Iterator[Chunk]:
        """This process's chunks, each taken when the previous one is under way."""
        position = 0
        while True:
            with self._lock:
                if position == len(self._taken) and not self._take():
                    return
                index = self._taken[position]
            position += 1
            yield self._chunks[index]

    def is_mine(self, index: int) -> bool:
        """Whether chunk `index` is this process's: numbers are taken in increasing order,
        so once this process holds a later one (or none is left), one it does not hold
        is the other's."""
        with self._lock:
            while not (self._taken and self._taken[-1] >= index) and self._take():
                pass
            return index in self._taken


class _Held(queue.Queue[_Item]):
    """A queue holding `AHEAD_BYTES` of PNGs at most (anything else counts one byte): a
    put waits while it is full, but one item is taken whatever its size."""

    def __init__(self) -> None:
        self._bytes = 0
        super().__init__(AHEAD_BYTES)

    def _qsize(self) -> int:
        return self._bytes

    def _put(self, item: _Item) -> None:
        super()._put(item)
        self._bytes += _weight(item)

    def _get(self) -> _Item:
        item = super()._get()
        self._bytes -= _weight(item)
        return item


def _weight(item: object) -> int:
    return len(item) + 1 if isinstance(item, bytes) else 1


class _Drawer(Generic[Chunk]):
    """The parent's own chunks drawn in a thread, their PNGs queued for the merging (at
    most `AHEAD_BYTES`); an error in drawing is queued in their place and raised there."""

    def __init__(self, draw: Draw[Chunk], claims: _Claims[Chunk]) -> None:
        self._drawn: _Held[bytes | BaseException] = _Held()
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(draw, claims), daemon=True,
                                        name="wisegen-picture-drawer")
        self._thread.start()

    def _run(self, draw: Draw[Chunk], claims: _Claims[Chunk]) -> None:
        pngs: Iterator[bytes] | None = None
        try:
            pngs = draw(claims.mine(), None, True)
            for png in pngs:
                if not self._put(png):
                    return
            self._put(RuntimeError("the pictures drawn here ran out before the export"))
        except BaseException as error:  # handed to the merging, which raises it
            self._put(error)
        finally:  # its threads and pdfium's document closed here, in this thread
            if isinstance(pngs, Generator):
                pngs.close()

    def _put(self, item: bytes | BaseException) -> bool:
        """Queued, unless the export stopped first (False)."""
        while not self._stopped.is_set():
            with contextlib.suppress(queue.Full):
                self._drawn.put(item, timeout=0.05)
                return True
        return False

    def take(self) -> bytes:
        item = self._drawn.get()
        if isinstance(item, BaseException):
            raise item
        return item

    def stop(self) -> None:
        """The thread gone, the chunk it was drawing finished or abandoned."""
        self._stopped.set()
        self._thread.join()


def drawn_in_two(chunks: list[Chunk], draw: Draw[Chunk], progress: Progress | None
                 ) -> Iterator[bytes]:
    """What `draw(chunks, progress, False)` yields (each chunk's PNGs, in order), the chunks
    shared out between this process and a forked child as each is ready for one."""
    if len(chunks) > MAX_CHUNKS:
        yield from draw(chunks, progress, False)
        return
    tickets = _Tickets(len(chunks))
    read_end, write_end = os.pipe()
    _widen(write_end)
    try:
        child = os.fork()
    except OSError:  # no process to be had (a limit, no memory): all drawn here
        for end in (read_end, write_end):
            os.close(end)
        tickets.close()
        yield from draw(chunks, progress, False)
        return
    if child == 0:  # pragma: no cover - the child's coverage is not collected
        os.close(read_end)
        _child(_Claims(chunks, tickets).mine(), draw, write_end)
    os.close(write_end)
    received: _Held[bytes | None] = _Held()
    reader = threading.Thread(target=_receive, args=(read_end, received), daemon=True,
                              name="wisegen-picture-reader")
    reader.start()
    claims = _Claims(chunks, tickets)
    drawer = _Drawer(draw, claims)
    try:
        yield from _in_order(chunks, claims, drawer, received, draw, progress)
    finally:
        drawer.stop()
        _stop(child, reader, received)
        tickets.close()


def _in_order(chunks: list[Chunk], claims: _Claims[Chunk], drawer: _Drawer[Chunk],
              received: queue.Queue[bytes | None], draw: Draw[Chunk],
              progress: Progress | None) -> Iterator[bytes]:
    for index, chunk in enumerate(chunks):
        if claims.is_mine(index):
            pngs: list[bytes] | None = [drawer.take() for _ in chunk]
        else:
            pngs = _taken(received, len(chunk))
        if pngs is None:  # the child failed: the rest is drawn here, by one thread
            drawer.stop()  # (pdfium is not to be used by two threads at once)
            yield from draw(chunks[index:], progress, False)
            return
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


def _widen(pipe: int) -> None:
    """`pipe` made to hold `PIPE_BYTES` where the system allows it (Linux's F_SETPIPE_SZ;
    elsewhere, or past a user's limit, it stays as it is)."""
    import fcntl

    with contextlib.suppress(OSError, AttributeError):
        fcntl.fcntl(pipe, fcntl.F_SETPIPE_SZ, PIPE_BYTES)


def _child(chunks: Iterable[Chunk], draw: Draw[Chunk], write_end: int) -> None:
    """The child's whole life: draw, send, and leave without running any caller's code."""
    status = 1
    try:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C ends it like the parent
        with os.fdopen(write_end, "wb", buffering=1 << 20) as pipe:
            try:
                for png in draw(chunks, None, True):
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
