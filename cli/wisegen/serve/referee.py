"""The referee's workers: fair turns between phones, and a time budget for each ruling.

Rulings are CPU work in Python. One phone must not be able to fill the queue or hold the
table up with costly requests, so:

- Each client (by address: one phone, one address) may have at most `share` rulings
  waiting, and the whole queue at most `queue`; beyond either the answer is 503 at once.
- Waiting rulings are taken client by client, the client that used the least worker
  time recently first, so a phone that asks one cheap question is never behind a
  hundred costly ones.
- Two worker threads: the table lane runs the rulings of clients in good standing; a
  client one of whose rulings ran past SLICE seconds goes to the heavy lane for HEAVY_FOR
  seconds, where its rulings wait behind its own. (One slow ruling, not the sum: twenty
  phones asking quick questions add up to whole seconds when the machine is busy.)
  The heavy lane hands its rulings to a child process (serve.isolate): another core, so
  the table's rulings and the event loop do not share the interpreter lock with it, and
  a hard time and memory budget (the child is killed).
- A table ruling that runs past SLICE seconds makes its client heavy at once; when the
  heavy lane is idle the two threads swap roles, so the table is served by the other
  thread while the long ruling finishes (or hits its budget) where it is.
- Each ruling has a budget of `budget` seconds; past it the client gets 422 "too costly
  to rule". In the child process that is a kill. A Python thread cannot be killed, so
  for a ruling on a thread the watchdog raises TooCostly inside it
  (PyThreadState_SetAsyncExc): it lands at the worker's next Python bytecode, which
  unwinds the ruling and frees its memory; one swallowed by a destructor is raised again
  after RETRY. A ruling stuck in one long C call (a huge sort or join) is unwound only
  when that call returns; its client has its answer already, and the thread's next
  rulings wait until then.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from wisegen.serve.isolate import Isolated, OverBudget
from wisegen.serve.limits import Refused

HEAVY_FOR = 30.0
"""Seconds a client stays in the heavy lane after one of its rulings ran past SLICE."""
HALF_LIFE = 10.0
"""Seconds after which a client's recorded worker time counts half."""
TICK = 0.05
"""Seconds between the watchdog's looks at the running rulings."""
SWITCH = 0.001
"""Seconds between the interpreter's thread switches while the referee runs."""
SLICE = 0.1
"""Seconds a ruling may hold the table lane before it is moved to the heavy lane."""
RETRY = 0.5
"""Seconds after which an interruption that did not land (one raised inside a
destructor or weakref callback is swallowed by Python) is raised again."""


class TooCostly(Exception):
    """Raised inside a worker thread whose ruling ran past its budget."""


@dataclass(eq=False)
class Job:
    """One ruling: what to run, for whom, and the future its answer goes to."""

    client: str
    function: Any
    args: tuple[Any, ...]
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[tuple[Any, float]]
    started: float | None = None
    cpu_started: float = 0.0
    interrupted: float | None = None
    isolated: bool = False


@dataclass(eq=False)
class Lane:
    """A worker thread and the ruling it is running."""

    heavy: bool
    thread: threading.Thread | None = None
    job: Job | None = None


@dataclass
class _Standing:
    """A client's recent worker time (decaying) and until when it is heavy."""

    cost: float = 0.0
    when: float = field(default_factory=time.monotonic)
    heavy_until: float = 0.0

    def now(self, at: float) -> float:
        return self.cost * 0.5 ** ((at - self.when) / HALF_LIFE)


class Referee:
    """The bounded, fair, budgeted pool the web app's rulings run on."""

    def __init__(self, queue: int = 32, share: int | None = None,
                 budget: float = 2.0, isolate: bool = True) -> None:
        self.queue = queue
        self.share = share if share is not None else max(1, queue // 4)
        self.budget = budget
        self.waiting: dict[str, deque[Job]] = {}
        self.standing: dict[str, _Standing] = {}
        self.lock = threading.Condition()
        self.lanes = [Lane(heavy=False), Lane(heavy=True)]
        self.started = False
        self.isolated = Isolated() if isolate else None

    def count(self) -> int:
        return sum(len(jobs) for jobs in self.waiting.values())

    async def run(self, function: Any, *args: Any, client: str = "") -> tuple[Any, float]:
        """`function(*args)` on a worker; its result and how long it ran (ms)."""
        loop = asyncio.get_running_loop()
        job = Job(client, function, args, loop, loop.create_future())
        with self.lock:
            if self.count() >= self.queue:
                raise Refused(503, "the referee is busy; try again in a moment")
            if len(self.waiting.get(client, ())) >= self.share:
                raise Refused(503, f"you already have {self.share} rulings waiting; "
                              "wait for their answers")
            self.waiting.setdefault(client, deque()).append(job)
            self._start()
            self.lock.notify_all()
        try:
            return await asyncio.shield(job.future)
        except asyncio.CancelledError:
            # Cancelled only when uvicorn stops (Ctrl-C) with this request still waiting:
            # it gets a 503 instead of a traceback in the terminal.
            self._withdraw(job)
            task = asyncio.current_task()
            if task is not None:
                task.uncancel()
            raise Refused(503, "the referee is stopping") from None

    def _withdraw(self, job: Job) -> None:
        with self.lock:
            jobs = self.waiting.get(job.client)
            if jobs is not None and job in jobs:
                jobs.remove(job)
                if not jobs:
                    del self.waiting[job.client]

    def _start(self) -> None:
        if self.started:
            return
        self.started = True
        # A costly ruling keeps the interpreter lock for whole switch intervals; 1 ms
        # instead of 5 lets the event loop and the table lane in sooner beside it.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH))
        for lane in self.lanes:
            lane.thread = threading.Thread(target=self._work, args=(lane,), daemon=True,
                                           name=f"referee-{'heavy' if lane.heavy else 'table'}")
            lane.thread.start()
        threading.Thread(target=self._watch, daemon=True, name="referee-watchdog").start()

    def _is_heavy(self, client: str, at: float) -> bool:
        standing = self.standing.get(client)
        return standing is not None and standing.heavy_until > at

    def _next(self, lane: Lane) -> Job:
        """The next job for `lane` (waiting for one): least recent worker time first."""
        with self.lock:
            while True:
                at = time.monotonic()
                ready = [c for c in self.waiting if self._is_heavy(c, at) == lane.heavy]
                if ready:
                    client = min(ready, key=lambda c: (self.standing[c].now(at)
                                                       if c in self.standing else 0.0))
                    jobs = self.waiting[client]
                    job = jobs.popleft()
                    if not jobs:
                        del self.waiting[client]
                    job.started = time.monotonic()
                    job.cpu_started = time.thread_time()
                    job.isolated = lane.heavy and self.isolated is not None
                    lane.job = job
                    self.lock.notify_all()  # wakes the watchdog
                    return job
                self.lock.wait(timeout=1.0)

    def _work(self, lane: Lane) -> None:
        """The worker loop; a TooCostly that lands late still answers its job, once."""
        while True:
            job: Job | None = None
            try:
                job = self._next(lane)
                self._run_one(lane, job)
            except TooCostly:
                if job is not None:
                    _post(job, self._too_costly())

    def _too_costly(self, what: str = "time") -> Refused:
        over = (f"ran over {self.budget:g} s" if what == "time"
                else "needed too much memory")
        return Refused(422, f"too costly to rule: this request {over}; ask for less "
                       "(fewer answers, fewer wildcards)")

    def _run_one(self, lane: Lane, job: Job) -> None:
        outcome: tuple[Any, float] | BaseException
        try:
            try:
                if job.isolated and self.isolated is not None:
                    result = self.isolated.run(job.function, job.args, self.budget)
                else:
                    result = job.function(*job.args)
                outcome = (result, (time.monotonic() - (job.started or 0.0)) * 1000)
            finally:
                self._finish(lane, job)
        except (TooCostly, OverBudget) as exc:
            outcome = self._too_costly(exc.what if isinstance(exc, OverBudget) else "time")
        except Exception as exc:  # the app's 500 handler answers it
            outcome = exc
        _post(job, outcome)

    def _finish(self, lane: Lane, job: Job) -> None:
        """Record the worker time and free the lane (the watchdog cannot hit it after)."""
        with self.lock:
            lane.job = None
            at = time.monotonic()
            standing = self.standing.setdefault(job.client, _Standing(0.0, at))
            # CPU time, not wall time: waiting for the interpreter lock on a busy machine
            # is not the client's cost (a child's ruling: its wall time, on its own core)
            used = (at - (job.started or at) if job.isolated
                    else time.thread_time() - job.cpu_started)
            standing.cost = standing.now(at) + used
            standing.when = at
            if used >= SLICE:
                standing.heavy_until = at + HEAVY_FOR
            if len(self.standing) > 4096:  # forget the long-quiet clients
                for client in [c for c, s in self.standing.items()
                               if s.now(at) < 0.01 and s.heavy_until < at]:
                    del self.standing[client]

    def _watch(self) -> None:
        """Interrupt rulings past the budget; move a long table ruling to the heavy lane."""
        while True:
            time.sleep(TICK)
            with self.lock:
                while all(lane.job is None for lane in self.lanes):
                    self.lock.wait()
                at = time.monotonic()
                for lane in self.lanes:
                    job = lane.job
                    if (job is None or job.started is None or job.isolated
                            or lane.thread is None):
                        continue
                    if not lane.heavy and _cpu(lane.thread) - job.cpu_started >= SLICE:
                        self._promote(lane, job, at)
                    if at - job.started >= self.budget and (
                            job.interrupted is None or at - job.interrupted >= RETRY):
                        job.interrupted = at
                        ctypes.pythonapi.PyThreadState_SetAsyncExc(
                            ctypes.c_ulong(lane.thread.ident or 0), ctypes.py_object(TooCostly))

    def _promote(self, lane: Lane, job: Job, at: float) -> None:
        """A table ruling past SLICE: its thread becomes the heavy lane (when that is idle)
        and its client heavy, so the idle heavy thread serves the table meanwhile."""
        other = next(x for x in self.lanes if x is not lane)
        if not other.heavy or other.job is not None:
            return
        lane.heavy, other.heavy = True, False
        standing = self.standing.setdefault(job.client, _Standing(0.0, at))
        standing.heavy_until = at + HEAVY_FOR
        self.lock.notify_all()


def _cpu(thread: threading.Thread) -> float:
    """`thread`'s CPU time (the clock time.thread_time reads in it); 0 where unknown."""
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(thread.ident or 0))
    except (AttributeError, OSError):
        return 0.0


def _post(job: Job, outcome: tuple[Any, float] | BaseException) -> None:
    """Hand `outcome` to the event loop that waits for it (gone when a test client closed)."""
    with contextlib.suppress(RuntimeError):
        job.loop.call_soon_threadsafe(_settle, job.future, outcome)


def _settle(future: asyncio.Future[tuple[Any, float]],
            outcome: tuple[Any, float] | BaseException) -> None:
    if future.done():
        return
    if isinstance(outcome, BaseException):
        future.set_exception(outcome)
    else:
        future.set_result(outcome)
