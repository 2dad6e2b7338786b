"""Time `wisegen check batch` on a 100,000-line file: lines per second and peak memory.

Usage: .venv/bin/python bench/batch.py [--lines 100000]

Three runs, each one whole `wisegen check batch FILE` process (start-up included):

- rulings: the 80 requests of ../shared/eval/dev.jsonl cycled (every kind, every game),
  so the time is the referee's;
- errors: requests every line of which is refused early (an unknown check), so the time
  is the reader's own (bytes, UTF-8, bounded JSON, one answer per line);
- /dev/zero for 3 seconds: one endless line, skipped without being held in memory.

Peak memory is each child's own maximum resident set size (wait4), which stays flat as
the file grows: the batch streams, one line in memory at a time.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WISEGEN = Path(sys.executable).parent / "wisegen"
DEV = ROOT.parent / "shared" / "eval" / "dev.jsonl"


def _run(path: str, timeout: float | None = None) -> tuple[float, int, int]:
    """Wall seconds, answer lines and peak RSS (MiB) of one `check batch` process."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen([str(WISEGEN), "check", "batch", path], stdout=out,
                                stderr=subprocess.DEVNULL, cwd=ROOT)
        timer = threading.Timer(timeout, proc.kill) if timeout else None
        if timer:
            timer.start()
        _, _, usage = os.wait4(proc.pid, 0)  # this child's own peak, not all children's
        proc.returncode = 0
        if timer:
            timer.cancel()
        seconds = time.perf_counter() - start
        out.seek(0)
        answers = sum(1 for _ in out)
    return seconds, answers, usage.ru_maxrss // 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=100_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rulings = os.path.join(folder, "rulings.jsonl")
        dev = [line for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
        with open(rulings, "w", encoding="utf-8") as handle:
            for line in itertools.islice(itertools.cycle(dev), args.lines):
                handle.write(line + "\n")
        errors = os.path.join(folder, "errors.jsonl")
        with open(errors, "w", encoding="utf-8") as handle:
            for number in range(args.lines):
                handle.write(json.dumps({"id": number, "check": "nope", "x": "y" * 40}) + "\n")
        for name, path, timeout in (("/dev/zero, 3 s", "/dev/zero", 3.0),
                                    ("errors", errors, None), ("rulings", rulings, None)):
            seconds, answers, peak = _run(path, timeout)
            rate = f"{answers / seconds:8.0f} lines/s" if timeout is None else " " * 16
            print(f"{name:15} {answers:7} answers {seconds:7.1f} s {rate}  peak RSS "
                  f"{peak} MiB")


if __name__ == "__main__":
    main()
