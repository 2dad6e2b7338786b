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
both alike: N times COLD (the exported images' cache, `pictures/`, emptied before every
run of either command: each export is a first export of that material, the figure the
goal is about) and N times WARM (the images from the cache: a repeated export).
Wall time is the parent's clock around the child; CPU time (user + system)
comes from `os.wait4`: on a shared machine the CPU ratio is the steadier of the two.
The untimed first run is printed as well: the same command with the user's cache empty.
"""

from __future__ import annotations

import argparse
import os
import shutil
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
    warm_walls: list[float] = field(default_factory=list)
    warm_cpus: list[float] = field(default_factory=list)
    failed: str | None = None
    cold: tuple[float, float] | None = None
    """The untimed first run's (wall, CPU): the user's cache still empty."""

    def run(self, keep: bool = True, warm: bool = False) -> None:
        if self.failed:
            return
        if not warm:
            shutil.rmtree(Path(self.env["WISEGEN_CACHE_DIR"]) / "pictures",
                          ignore_errors=True)
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
            (self.warm_walls if warm else self.walls).append(wall)
            (self.warm_cpus if warm else self.cpus).append(cpu)
        elif self.cold is None:
            self.cold = (wall, cpu)


def alternate(a: Timed, b: Timed, runs: int) -> None:
    """Warm both, then time them in turn, swapping who goes first each round: `runs`
    times cold (no exported images cached), then `runs` times warm."""
    a.run(keep=False)
    b.run(keep=False)
    for warm in (False, True):
        for i in range(runs):
            for one in ((a, b) if i % 2 == 0 else (b, a)):
                one.run(warm=warm)


def ratio(label: str, ours: tuple[list[float], list[float]],
          base: tuple[list[float], list[float]], goal: float | None) -> str:
    """`label: ours s against base s = Rx wall, Rx CPU`, medians; the verdict if `goal`."""
    wall, cpu = statistics.median(ours[0]), statistics.median(ours[1])
    base_wall, base_cpu = statistics.median(base[0]), statistics.median(base[1])
    r = wall / base_wall
    line = (f"{label}: {wall:.3f} s against {base_wall:.3f} s = {r:.2f}x wall, "
            f"{cpu / base_cpu:.2f}x CPU ({cpu:.3f} / {base_cpu:.3f} s)")
    if goal is not None:
        line += f" (goal <= {goal:g}x, {'ok' if r <= goal else 'MISSED'})"
    return line


def verdict(name: str, ours: Timed, base: Timed, goal: float) -> str:
    if ours.failed or base.failed or not ours.walls or not base.walls:
        return f"  {name}: not applicable ({ours.failed or base.failed})"
    line = "  " + ratio(f"{name} COLD", (ours.walls, ours.cpus), (base.walls, base.cpus),
                        goal)
    if ours.warm_walls and base.warm_walls:
        line += "\n    " + ratio("warm (images cached)", (ours.warm_walls, ours.warm_cpus),
                                 (base.warm_walls, base.warm_cpus), None)
    if ours.cold and base.cold:
        line += "\n    " + ratio("first run, every cache empty", ([ours.cold[0]], [ours.cold[1]]),
                                 ([base.cold[0]], [base.cold[1]]), None)
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
    from wisegen.render.writers import export_formats

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", action="append", help="default: every game")
    parser.add_argument("--format", action="append",
                        help="default: every export format (the shops' too) less "
                        + ", ".join(OLDER))
    parser.add_argument("--only-floor", action="store_true")
    parser.add_argument("--only-formats", action="store_true")
    args = parser.parse_args()
    games = args.game or sorted(all_games())
    chosen = args.format or [f for f in export_formats() if f not in OLDER]
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
