"""Every default kit, side by side with another checkout: print time and paper used.

Usage: .venv/bin/python bench/kits.py [--runs 5] [--against OTHER/.venv/bin/wisegen]
                                      [--game G ...] [-- EXTRA PRINT OPTIONS]

For each game, `wisegen print --game G` (a fresh process, the whole kit) is timed `--runs`
times, alternating with the same command of `--against` (an older checkout's wisegen, e.g.
a `git worktree` of the last release) so that a neighbour's load slows both alike; each is
run once first, untimed (bytecode compiled and kept, as on a user's machine: the shell's
PYTHONDONTWRITEBYTECODE is dropped, else every run would compile every module again; the
print cache in a private folder, filled by that first run). It prints the medians and
their ratio (goal: at most 1.20, the
kit issue's "print time must not grow by more than 20 %"), then what a printer sees of each
kit: its PDF files, pages, pages without ink, pages under 15 % ink (rendered at 18 dpi;
ink = pixels darker than 235/255), and sheets of paper.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pypdfium2 as pdfium
from anchors import Figure, alternate

WISEGEN = Path(sys.executable).parent / "wisegen"
GAMES = ("three-wise-words", "just-one", "13-words", "thricewise", "mistrz-slowa")
BLANK = 0.02
"""A page with less ink than this (at most a note such as "this side left blank") is blank."""
LOW = 0.15


def ink(pdf: Path) -> list[float]:
    """Each page's share of pixels darker than 235/255 at 18 dpi, in greyscale."""
    shares = []
    for page in pdfium.PdfDocument(str(pdf)):
        image = page.render(scale=18 / 72, grayscale=True).to_pil().convert("L")
        pixels = image.tobytes()
        shares.append(sum(1 for value in pixels if value < 235) / len(pixels))
    return shares


def paper(report: dict) -> str:
    """The kit's print-and-play files as pages, blank, low-ink and sheets."""
    files = [f for f in report["files"] if "print-and-play" in Path(f["path"]).name]
    parts = []
    for entry in files:
        shares = ink(Path(entry["path"]))
        blank = sum(1 for s in shares if s < BLANK)
        low = sum(1 for s in shares if BLANK <= s < LOW)
        parts.append(f"{Path(entry['path']).name}: {len(shares)} pages, {blank} blank, "
                     f"{low} under 15 %, {entry['sheets']} sheets")
    return "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another checkout's wisegen")
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("extra", nargs="*", help="more options for wisegen print")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["WISEGEN_CACHE_DIR"] = str(folder / "cache")
        for game in args.game or GAMES:
            ours = Figure(f"{game} (this checkout)", [str(WISEGEN), "print", "--game", game,
                          "--out", str(folder / game), *args.extra], env)
            other = Figure(f"{game} (--against)", [str(args.against), "print", "--game", game,
                           "--out", str(folder / f"{game}-other"), *args.extra], env) \
                if args.against else None
            if other:
                alternate([(other, ours)], args.runs)
            else:
                ours.run(keep=False)
                for _ in range(args.runs):
                    ours.run()
            print(ours.line())
            if other:
                print(other.line())
                print(f"  ratio {ours.wall / other.wall:.2f}x (goal <= 1.20x; CPU "
                      f"{ours.cpu / other.cpu:.2f}x)")
            for figure, out in ((ours, folder / game),
                                (other, folder / f"{game}-other")):
                if figure is None or figure.failed:
                    continue
                argv = [*figure.argv[:figure.argv.index("--out")], "--out", str(out),
                        *args.extra, "--json"]
                done = subprocess.run(argv, capture_output=True, text=True, check=True)
                print(f"  {figure.name}: {paper(json.loads(done.stdout))}")


if __name__ == "__main__":
    main()
