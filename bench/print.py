"""Wall time of `wisegen print --game G` (whole kit, fresh process), median of N runs,
plus the combined PDF's size and page count.

Usage: .venv/bin/python bench/print.py [--game three-wise-words] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WISEGEN = Path(sys.executable).parent / "wisegen"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="three-wise-words")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("extra", nargs="*", help="more options for wisegen print")
    args = parser.parse_args()
    times, report = [], {}
    with tempfile.TemporaryDirectory() as out:
        for _ in range(args.runs):
            start = time.perf_counter()
            done = subprocess.run([str(WISEGEN), "print", "--game", args.game, "--out", out,
                                   "--json", *args.extra], capture_output=True, text=True,
                                  check=True)
            times.append(time.perf_counter() - start)
            report = json.loads(done.stdout)
    combined = report["files"][-1]
    print(f"wisegen print --game {args.game}: {statistics.median(times):.2f} s "
          f"(median of {args.runs}; min {min(times):.2f}, max {max(times):.2f})")
    print(f"combined PDF: {combined['pages']} pages, {combined['sheets']} sheets, "
          f"{combined['bytes'] / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
