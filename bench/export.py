"""Wall time and peak memory of `wisegen export` (fresh process each run): by default the
whole Three Wise Words deck as 300-dpi PNGs (`--only cards`), median of N runs; the
peak resident memory is the child process's own (os.wait4).

Usage: .venv/bin/python bench/export.py [--game three-wise-words] [--runs 5]
                                        [--format png] [-- more export options]
Target (issue 14): the deck in <= 5 s and <= 500 MB on the project's 2-core machines.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WISEGEN = Path(sys.executable).parent / "wisegen"


def run_measured(args: list[str]) -> tuple[float, float, float, dict]:
    """(wall seconds, CPU seconds, peak MB, the --json report) of one export in a new
    process, reaped here with os.wait4 so the child's own usage can be read."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        child = subprocess.Popen([str(WISEGEN), "export", *args, "--json"], stdout=out,
                                 stderr=err)
        _pid, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        elapsed = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        if child.returncode:
            sys.exit(f"wisegen export failed: {err.read().decode().strip()}")
        return (elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024,
                json.loads(out.read()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="three-wise-words")
    parser.add_argument("--format", default="png")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--whole-kit", action="store_true",
                        help="every material, not only the cards")
    parser.add_argument("extra", nargs="*", help="more options for wisegen export")
    args = parser.parse_args()
    only = [] if args.whole_kit else ["--only", "cards"]
    times, cpus, peaks, report = [], [], [], {}
    with tempfile.TemporaryDirectory() as out:
        for _ in range(args.runs):
            elapsed, cpu, peak, report = run_measured(
                ["--game", args.game, "--format", args.format, "--out", out, *only,
                 *args.extra])
            times.append(elapsed)
            cpus.append(cpu)
            peaks.append(peak)
    files = report["files"]
    images = [f for f in files if f.get("px")]
    what = "whole kit" if args.whole_kit else "cards"
    print(f"wisegen export --game {args.game} --format {args.format} ({what}): "
          f"{statistics.median(times):.2f} s (median of {args.runs}; min {min(times):.2f}, "
          f"max {max(times):.2f}); CPU {statistics.median(cpus):.2f} s; "
          f"peak memory {max(peaks):.0f} MB")
    sizes = sorted({tuple(f["px"]) for f in images}, reverse=True)[:3]
    print(f"{len(files)} files, {len(images)} images "
          f"({', '.join(f'{w} x {h} px' for w, h in sizes)}), "
          f"{sum(f['bytes'] for f in files) / 1024 / 1024:.1f} MiB; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
