"""The heavy lane's rulings in a child process: their own CPU core, a hard time and
memory budget.

A costly ruling run on a thread shares the interpreter lock with the event loop and the
table's rulings, so every phone slows down beside it, and a thread cannot be stopped
for sure. In a child process it runs on another core; past its time budget the child is
killed (and a fresh one started for the next heavy ruling), its address space is
capped (RLIMIT_AS) so a ruling that grows past MEMORY gets a MemoryError there instead
of taking the machine's memory, and it runs at a lower CPU priority (NICE) so that on a
machine with one free core the players' rulings still come first.

Parent and child speak length-prefixed pickles over the child's stdin and stdout. Only
wisegen's own parent process writes to the child, and the child is wisegen's own code,
so neither side unpickles anything a player sent (players send JSON, parsed before).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import time
from typing import IO, Any

STARTUP = 30.0
"""Seconds a new child may take to import wisegen (not counted in a ruling's budget)."""
MEMORY = 1024 * 1024 * 1024
"""Bytes of address space a heavy ruling may add to the child's own at start."""
PR_SET_PDEATHSIG = 1
"""prctl option: the signal the kernel sends the child when its parent dies (Linux)."""
NICE = 10
"""How much lower the child's CPU priority is than the server's."""
HEADER = struct.Struct("!Q")


class OverBudget(Exception):
    """The ruling ran past its time or memory budget; `what` says which."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


class Isolated:
    """One child process that runs rulings one at a time; replaced after a kill."""

    def __init__(self, memory: int = MEMORY) -> None:
        self.memory = memory
        self.child: subprocess.Popen[bytes] | None = None

    def run(self, function: Any, args: tuple[Any, ...], budget: float) -> Any:
        """`function(*args)` in the child; OverBudget past `budget` seconds or `memory`."""
        child = self._child()
        deadline = time.monotonic() + budget
        assert child.stdin is not None and child.stdout is not None
        try:
            _write(child.stdin, (function, args))
            ok, value = _read(child.stdout, deadline)
        except (OSError, EOFError, TimeoutError, pickle.UnpicklingError):
            self.close()
            raise OverBudget("time") from None
        if ok:
            return value
        if isinstance(value, MemoryError):
            self.close()  # a fresh child: the old one's heap may stay fragmented
            raise OverBudget("memory")
        raise value

    def _child(self) -> subprocess.Popen[bytes]:
        """The running child, started (and waited for until it is ready) when needed."""
        if self.child is None or self.child.poll() is not None:
            self.close()
            self.child = subprocess.Popen([sys.executable, "-m", "wisegen.serve.isolate",
                                           str(self.memory)],
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            assert self.child.stdout is not None
            try:
                _read(self.child.stdout, time.monotonic() + STARTUP)
            except (OSError, EOFError, TimeoutError, pickle.UnpicklingError):
                self.close()
                raise OverBudget("time") from None
        return self.child

    def close(self) -> None:
        """Kill the child (a ruling cannot be stopped any other way) and reap it."""
        if self.child is not None:
            self.child.kill()
            self.child.wait()
            for pipe in (self.child.stdin, self.child.stdout):
                if pipe is not None:
                    pipe.close()
            self.child = None


def _write(pipe: IO[bytes], value: Any) -> None:
    _send(pipe, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def _send(pipe: IO[bytes], data: bytes) -> None:
    pipe.write(HEADER.pack(len(data)))
    pipe.write(data)
    pipe.flush()


def _read(pipe: IO[bytes], deadline: float) -> Any:
    """One message from `pipe`, or TimeoutError at `deadline` (never blocks past it)."""
    size = HEADER.unpack(_exactly(pipe, HEADER.size, deadline))[0]
    return pickle.loads(_exactly(pipe, size, deadline))


def _exactly(pipe: IO[bytes], size: int, deadline: float) -> bytes:
    chunks: list[bytes] = []
    wanted = size
    while wanted:
        left = None if deadline == float("inf") else deadline - time.monotonic()
        if left is not None and (left <= 0 or not select.select([pipe], [], [], left)[0]):
            raise TimeoutError
        chunk = os.read(pipe.fileno(), min(wanted, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        wanted -= len(chunk)
    return b"".join(chunks)


def _cap_memory(memory: int) -> None:
    """Limit the address space to what the child has now plus `memory` (Linux)."""
    try:
        import resource

        with open("/proc/self/statm") as statm:
            now = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        resource.setrlimit(resource.RLIMIT_AS, (now + memory, now + memory))
    except (ImportError, OSError, ValueError):
        pass  # no cap where the platform has none; the time budget still holds


def _tie_to_parent() -> None:
    """Ctrl-C is the server's to handle, and the child dies with it (Linux: the kernel
    kills it when the parent goes; elsewhere it stops at its next read or write)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    with contextlib.suppress(OSError, AttributeError):
        os.nice(NICE)  # the table's rulings in the parent come first for the CPU


def main() -> None:
    """The child: answer rulings from stdin on stdout until the parent closes stdin."""
    _tie_to_parent()
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing a ruling prints may corrupt the channel
    import wisegen.usecases.requests  # noqa: F401  (the rulings, loaded before the cap)

    _cap_memory(int(sys.argv[1]) if len(sys.argv) > 1 else MEMORY)
    with contextlib.suppress(EOFError, BrokenPipeError):  # the parent has gone
        _write(stdout, True)  # ready
        while True:
            _send(stdout, _answer(*_read(stdin, float("inf"))))


def _answer(function: Any, args: tuple[Any, ...]) -> bytes:
    """(True, result) or (False, the exception), pickled; always something that pickles."""
    try:
        reply: tuple[bool, Any] = (True, function(*args))
    except MemoryError:
        reply = (False, MemoryError())
    except Exception as exc:  # the parent re-raises it: the app's 500 handler answers
        reply = (False, exc)
    try:
        return pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
    except MemoryError:
        return pickle.dumps((False, MemoryError()))
    except Exception:
        return pickle.dumps((False, RuntimeError("the ruling's answer could not be sent")))


if __name__ == "__main__":
    main()
