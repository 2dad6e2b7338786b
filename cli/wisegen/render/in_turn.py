"""An executor with no thread of its own, for work that is better done in turn.

The image pipeline hands its encoding and its cache writes to threads, so that they
overlap the drawing on the second core. When a second process draws beside this one
(`render/picture_fork.py`) both cores are busy already, and each hand-off to a thread is
only the GIL and the core passed back and forth. `executor(0)` then gives the same
`submit` and futures, the call made at once by the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import ParamSpec, TypeVar

_P = ParamSpec("_P")
_T = TypeVar("_T")


class InTurn(Executor):
    """Each call made when it is submitted, in the caller's thread: its result, or its
    error, in the future returned."""

    def submit(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs
               ) -> Future[_T]:
        future: Future[_T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as error:  # as a worker thread would: raised by result()
            future.set_exception(error)
        return future


def executor(threads: int) -> Executor:
    """`threads` worker threads, or none (`InTurn`) for 0."""
    return ThreadPoolExecutor(threads) if threads else InTurn()
