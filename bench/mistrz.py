"""Time the Mistrz Słowa referee: cold `check word`, warm `solve`, and the index's size.

Usage: .venv/bin/python bench/mistrz.py [--runs 7] [--rolls 1000]

Goals (issue 7): a cold `check word` process under 1 s; a warm `solve` under 50 ms
median over 1,000 random rolls of the ten dice.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WISEGEN = Path(sys.executable).parent / "wisegen"


def cold(args: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(WISEGEN), *args], cwd=ROOT, capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return times


def rss_bytes() -> int:
    """Resident memory of this process (Linux)."""
    with open("/proc/self/statm") as statm:
        import os

        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--rolls", type=int, default=1000)
    args = parser.parse_args()

    check = cold(["check", "word", "--game", "mistrz-slowa", "żółw", "--roll",
                  "W K D Z G * O A ~ ~"], args.runs)
    print(f"cold check word: {statistics.median(check):.3f} s median, {max(check):.3f} s max "
          f"({args.runs} runs)")
    solve_cold = cold(["solve", "--game", "mistrz-slowa", "--roll", "W K D Z G * O A ~ ~"],
                      args.runs)
    print(f"cold solve (loads the index): {statistics.median(solve_cold):.3f} s median")

    sys.path.insert(0, str(ROOT / "cli"))
    from wisegen.games.mistrz_slowa.index import NOMINATIVES, nouns
    from wisegen.games.mistrz_slowa.referee import default_solver, solve
    from wisegen.games.mistrz_slowa.roll import format_roll, random_roll
    from wisegen.games.mistrz_slowa.rules import rules

    game = rules()
    before = rss_bytes()
    start = time.perf_counter()
    index = nouns()
    default_solver()
    loaded = time.perf_counter() - start
    grown = rss_bytes() - before
    solve(format_roll(random_roll(game, 0)))  # first call: imports, caches
    times, empty = [], 0
    for seed in range(1, args.rolls + 1):
        roll = format_roll(random_roll(game, seed))
        start = time.perf_counter()
        answer, _ = solve(roll)
        times.append(time.perf_counter() - start)
        empty += not answer["best"]
    times.sort()
    print(f"warm solve: {1000 * statistics.median(times):.1f} ms median, "
          f"{1000 * times[int(0.9 * len(times))]:.1f} ms p90, {1000 * times[-1]:.1f} ms max "
          f"over {args.rolls} random rolls ({empty} with no word)")
    print(f"index: {len(index)} nominatives; "
          f"{NOMINATIVES.stat().st_size / 1e6:.2f} MB on disk (xz), "
          f"{index.nbytes() / 1e6:.1f} MB of arrays in memory "
          f"(process grew {grown / 1e6:.1f} MB), loaded in {loaded:.2f} s")


if __name__ == "__main__":
    main()
