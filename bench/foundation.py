"""Time `wisegen --help` and `wisegen pack validate` on all shipped packs (median of N runs).

Usage: .venv/bin/python bench/foundation.py [--runs 7]
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


def median_seconds(args: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(WISEGEN), *args], cwd=ROOT, capture_output=True, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    packs = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "content").glob("*/*.yaml"))
    print(f"wisegen --help: {median_seconds(['--help'], runs):.3f} s (median of {runs})")
    took = median_seconds(["pack", "validate", *packs], runs)
    print(f"pack validate, {len(packs)} shipped packs: {took:.3f} s (median of {runs})")


if __name__ == "__main__":
    main()
