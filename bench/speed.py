"""Issue 31's speed goals, measured side by side in one run (median of N alternating runs):

1. the deck's print path against the bare-ReportLab floor
   (`../shared/bench/anchor-reportlab/tww100.py`: the tww-100 job as plain canvas calls)
   — `wisegen print -g 3ww --pack P --only cards`, P the same 100 cards as a pack
   (bench/anchors.py builds it); goal <= 3x;
2. every export format added for issue 31 against `wisegen print` of the same game and the
   same materials; goal <= 1.5x. The formats are read from `EXPORT_FORMATS`
   (render/writers), less the ones that came before the issue (`OLDER`), so a format a
   colleague registers there is timed here without editing this file. An export that
   refuses a game (a format meant for cards only, a game without a table...) is reported
   as not applicable, not as a failure of the bench.

Usage: .venv/bin/python bench/speed.py [--runs 5] [--game G ...] [--format F ...]
                                       [--only-floor | --only-formats]

Each pair is run once untimed (bytecode, disk cache, wisegen's caches in a private
WISEGEN_CACHE_DIR: pack verdicts, parsed fonts, the cover photo, exported images), then
alternately (a b, b a, ...) so that a neighbour's load weighs on
both alike. Wall time is the parent's clock around the child; CPU time (user + system)
comes from `os.wait4`: on a shared machine the CPU ratio is the steadier of the two.
The untimed first run is printed as well: the same command with the user's cache empty.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from anchors import anchor_pack

ROOT = Path(__file__).resolve().parent.parent
FLOOR = ROOT.parent / "shared" / "bench" / "anchor-reportlab"
PROTOGRAF = ROOT.parent / "shared" / "bench" / "anchor-protograf"
WISEGEN = Path(sys.executable).parent / "wisegen"
OLDER = ("png", "sheet")
"""Export formats that existed before issue 31: not under its 1.5x goal."""


@dataclass
class Timed:
    """One command's runs: wall and CPU seconds; `failed` holds its error, if any."""

    argv: list[str]
    env: dict[str, str]
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)
    failed: str | None = None
    cold: tuple[float, float] | None = None
    """The untimed first run's (wall, CPU): the user's cache still empty."""

    def run(self, keep: bool = True) -> None:
        if self.failed:
            return
        start = time.perf_counter()
        with tempfile.TemporaryFile() as err:
            child = subprocess.Popen(self.argv, cwd=ROOT, env=self.env,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=err)
            _pid, status, usage = os.wait4(child.pid, 0)
            wall = time.perf_counter() - start
            if os.waitstatus_to_exitcode(status):
                err.seek(0)
                lines = err.read().decode(errors="replace").strip().splitlines()
                self.failed = lines[-1] if lines else f"exit {status}"
                return
        cpu = usage.ru_utime + usage.ru_stime
        if keep:
            self.walls.append(wall)
            self.cpus.append(cpu)
        elif self.cold is None:
            self.cold = (wall, cpu)

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return statistics.median(self.cpus)


def alternate(a: Timed, b: Timed, runs: int) -> None:
    """Warm both, then time them in turn, swapping who goes first each round."""
    a.run(keep=False)
    b.run(keep=False)
    for i in range(runs):
        for one in ((a, b) if i % 2 == 0 else (b, a)):
            one.run()


def verdict(name: str, ours: Timed, base: Timed, goal: float) -> str:
    if ours.failed or base.failed or not ours.walls or not base.walls:
        return f"  {name}: not applicable ({ours.failed or base.failed})"
    r = ours.wall / base.wall
    line = (f"  {name}: {ours.wall:.3f} s against {base.wall:.3f} s = {r:.2f}x wall, "
            f"{ours.cpu / base.cpu:.2f}x CPU ({ours.cpu:.3f} / {base.cpu:.3f} s) "
            f"(goal <= {goal:g}x, {'ok' if r <= goal else 'MISSED'})")
    if ours.cold and base.cold:
        line += (f"\n    first run, empty cache: {ours.cold[0]:.3f} s against "
                 f"{base.cold[0]:.3f} s = {ours.cold[0] / base.cold[0]:.2f}x wall, "
                 f"{ours.cold[1] / base.cold[1]:.2f}x CPU")
    return line


def floor(folder: Path, env: dict[str, str], runs: int) -> None:
    pack = anchor_pack(folder, PROTOGRAF)
    bare = Timed([sys.executable, str(FLOOR / "tww100.py"), str(folder / "floor.pdf")], env)
    deck = Timed([str(WISEGEN), "print", "-g", "3ww", "--pack", str(pack), "--only",
                  "cards", "--out", str(folder / "deck")], env)
    alternate(bare, deck, runs)
    print(f"deck print path against the bare-ReportLab floor (median of {runs})")
    print(verdict("tww-100 deck / ReportLab floor", deck, bare, 3.0))


def materials(game: str) -> str:
    from wisegen.games.base import load_attribute
    from wisegen.games.registry import get_game

    target = get_game(game).materials
    assert target is not None
    return ",".join(m.name for m in load_attribute(target))


def formats(folder: Path, env: dict[str, str], runs: int, games: list[str],
            chosen: list[str]) -> None:
    print(f"issue 31 export formats against `wisegen print` of the same materials "
          f"(median of {runs})")
    for fmt in chosen:
        for game in games:
            only = ["--game", game, "--only", materials(game)]
            out = folder / f"{fmt}-{game}"
            export = Timed([str(WISEGEN), "export", "--format", fmt, "--out",
                            str(out / "export"), *only], env)
            printed = Timed([str(WISEGEN), "print", "--out", str(out / "print"), *only], env)
            alternate(export, printed, runs)
            print(verdict(f"{fmt} {game}", export, printed, 1.5))


def main() -> None:
    from wisegen.games.registry import all_games
    from wisegen.render.writers import EXPORT_FORMATS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", action="append", help="default: every game")
    parser.add_argument("--format", action="append",
                        help="default: EXPORT_FORMATS less " + ", ".join(OLDER))
    parser.add_argument("--only-floor", action="store_true")
    parser.add_argument("--only-formats", action="store_true")
    args = parser.parse_args()
    games = args.game or sorted(all_games())
    chosen = args.format or [f for f in EXPORT_FORMATS if f not in OLDER]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env["WISEGEN_CACHE_DIR"] = str(folder / "cache")
        if not args.only_formats:
            floor(folder, env, args.runs)
        if not args.only_floor:
            formats(folder, env, args.runs, games, chosen)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
