"""`wisegen export --format tts` (the whole table) against `wisegen print` of the same
game, each a fresh process, median of N runs: the ratio the issue's goal is about
(issue 31: within 1.5x).

Usage: .venv/bin/python bench/tts.py [--game GAME ...] [--runs 5]
With no --game, every game with a table. The print run prints the same materials the
table holds (every one, the optional mat too, as the export does).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WISEGEN = Path(sys.executable).parent / "wisegen"


def seconds(args: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one `wisegen ARGS` in a new process, reaped with os.wait4
    so the child's own CPU time is read (the fairer figure on a busy machine); exits on
    failure."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen([str(WISEGEN), *args], stdout=subprocess.DEVNULL,
                                 stderr=err)
        _pid, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status):
            err.seek(0)
            sys.exit(f"wisegen {' '.join(args)} failed: {err.read().decode().strip()}")
    return wall, usage.ru_utime + usage.ru_stime


def materials(game: str) -> str:
    from wisegen.games.base import load_attribute
    from wisegen.games.registry import get_game

    target = get_game(game).materials
    assert target is not None
    return ",".join(m.name for m in load_attribute(target))


def measure(game: str, runs: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Median (wall, CPU) seconds of the tts export and of print, `game`'s whole kit."""
    only = ["--only", materials(game)]
    tts, printed = [], []
    with tempfile.TemporaryDirectory() as out:
        for n in range(runs):  # alternate, so a busy moment weighs on both alike
            tts.append(seconds(["export", "--game", game, "--format", "tts", "--out",
                                f"{out}/tts-{n}", *only]))
            printed.append(seconds(["print", "--game", game, "--out", f"{out}/pdf-{n}",
                                    *only]))
    return ((statistics.median(t for t, _ in tts), statistics.median(c for _, c in tts)),
            (statistics.median(t for t, _ in printed),
             statistics.median(c for _, c in printed)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if args.game:
        games = args.game
    else:
        from wisegen.games.registry import all_games

        games = [g.id for g in all_games().values() if g.table]
    for game in games:
        (tts, tts_cpu), (printed, print_cpu) = measure(game, args.runs)
        print(f"{game}: export --format tts {tts:.2f} s (CPU {tts_cpu:.2f} s), print "
              f"{printed:.2f} s (CPU {print_cpu:.2f} s): ratio {tts / printed:.2f} wall, "
              f"{tts_cpu / print_cpu:.2f} CPU (median of {args.runs}; goal <= 1.5)")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
