"""wisegen against its anchors, side by side in one run: ratios, medians, wall and peak RSS.

Usage: .venv/bin/python bench/anchors.py [--runs 5] [--protograf .venv-protograf/bin/python]

Each figure is a ratio of two commands timed in the same run, alternating (a b, b a, a b...)
so that a neighbour's test run on this shared machine slows both alike; each command is run
once first, untimed (warm disk cache, compiled bytecode), then `--runs` times each:

- tww-100 deck: protograf 0.6.0 printing `../shared/bench/anchor-protograf/tww100.py`
  (100 cards, 9-up A4, no bleed) against `wisegen print -g 3ww --pack P --only cards`,
  P being the same 100 cards as a pack;
- the whole Three Wise Words kit (`wisegen print -g 3ww`) against the same protograf job;
- a cold `wisegen check clue` against `python -c pass` (the interpreter's own start), for
  a plain ruling (weather/umbrella) and one that reads translations (carpet/car);
- `wisegen --help` against `python -c pass`.

Wall time is the parent's clock around the child; CPU time (user + system) and peak memory
(the child's own maximum resident set) come from `os.wait4`'s resource usage. The ratios
are of wall medians; the CPU ratio beside each is less swayed by a busy machine.
wisegen's print verdict cache lives in a private folder (WISEGEN_CACHE_DIR) that the
untimed first run fills, so the timed runs show the steady state; the first run's
cold-cache time is printed too. Children may write bytecode (PYTHONDONTWRITEBYTECODE is
dropped), as on a user's machine.

Set protograf up as the anchor's README says (Python 3.13):
    $PY313 -m venv .venv-protograf && .venv-protograf/bin/pip install -q protograf==0.6.0
Without it the protograf ratios are reported as missing and the other figures still print.
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

ROOT = Path(__file__).resolve().parent.parent
ANCHOR = ROOT.parent / "shared" / "bench" / "anchor-protograf"
WISEGEN = Path(sys.executable).parent / "wisegen"
CLUE = ["check", "clue", "--game", "just-one", "--secret", "weather", "umbrella"]
CLUE_TRANSLATED = ["check", "clue", "--game", "three-wise-words", "--secret", "carpet", "car"]
"""A ruling that reads translations: carpet and car look related, so their French and
Polish translations are compared (it once opened hunspell-fr, hunspell-pl, morfeusz2)."""


@dataclass
class Figure:
    """The runs of one command: wall seconds and peak RSS in MiB."""

    name: str
    argv: list[str]
    env: dict[str, str] | None = None
    walls: list[float] = field(default_factory=list)
    peaks: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)
    failed: str | None = None

    def run(self, keep: bool = True) -> float:
        """Run the command once; record its wall time and peak memory when `keep`."""
        start = time.perf_counter()
        child = subprocess.Popen(self.argv, cwd=ROOT, env=self.env, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        assert child.stderr is not None
        err = child.stderr.read()
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        child.stderr.close()
        if child.returncode not in (0, 1):
            self.failed = f"exit {child.returncode}: {err.decode(errors='replace')[-300:]}"
        if keep:
            self.walls.append(wall)
            self.peaks.append(usage.ru_maxrss / 1024)  # KiB on Linux
            self.cpus.append(usage.ru_utime + usage.ru_stime)
        return wall

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return statistics.median(self.cpus)

    @property
    def peak(self) -> float:
        return statistics.median(self.peaks)

    def line(self) -> str:
        if self.failed:
            return f"  {self.name}: FAILED ({self.failed})"
        return (f"  {self.name}: {self.wall:.3f} s wall (min {min(self.walls):.3f}, max "
                f"{max(self.walls):.3f}), {self.cpu:.3f} s CPU, peak {self.peak:.0f} MiB")


def anchor_pack(folder: Path, anchor: Path = ANCHOR) -> Path:
    """The anchor's 300 words as a Three Wise Words pack: card i = words 3i, 3i+1, 3i+2."""
    words = (anchor / "words.txt").read_text(encoding="utf-8").split()
    lines = ["game: three-wise-words", "kind: words", "id: anchor-tww100",
             "name: tww-100 anchor", "language: en", "version: 1.0.0", "license: MIT",
             "authors: [bench]", "cards:"]
    for i in range(len(words) // 3):
        pink, yellow, blue = words[3 * i:3 * i + 3]
        lines.append(f"  - {{pink: {pink}, yellow: {yellow}, blue: {blue}}}")
    path = folder / "anchor-tww100.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def protograf_python(given: str | None) -> Path | None:
    """The Python that has protograf 0.6.0, or None (then its ratios are left out)."""
    candidates = [Path(given)] if given else [ROOT / ".venv-protograf" / "bin" / "python"]
    for python in candidates:
        if python.exists() and subprocess.run(
                [str(python), "-c", "import protograf"], capture_output=True).returncode == 0:
            return python
    return None


def alternate(pairs: list[tuple[Figure, Figure]], runs: int) -> None:
    """Run every pair's two commands in turn, swapping who goes first each round."""
    for a, b in pairs:
        a.run(keep=False)
        b.run(keep=False)
    for i in range(runs):
        for a, b in pairs:
            first, second = (a, b) if i % 2 == 0 else (b, a)
            first.run()
            second.run()


def ratio(name: str, ours: Figure, anchor: Figure | None, goal: float, why: str = "") -> str:
    if anchor is None or anchor.failed or ours.failed:
        return f"{name}: no ratio ({why or 'a command failed, see above'})"
    r = ours.wall / anchor.wall
    mark = "ok" if r <= goal else "MISSED"
    return (f"{name}: {r:.2f}x  (goal <= {goal:.2f}x, {mark}; CPU time "
            f"{ours.cpu / anchor.cpu:.2f}x; memory {ours.peak:.0f} vs {anchor.peak:.0f} MiB)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--protograf", help="a Python with protograf 0.6.0 installed")
    parser.add_argument("--anchor", type=Path, default=ANCHOR,
                        help="the anchor's folder (default: ../shared/bench/anchor-protograf)")
    args = parser.parse_args()
    pg = protograf_python(args.protograf)
    anchor_dir = args.anchor
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        # Bytecode is written and reused, as on a user's machine (pip compiles a wheel's
        # modules; an editable checkout compiles them on first run).
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["WISEGEN_CACHE_DIR"] = str(folder / "cache")
        pack = anchor_pack(folder, anchor_dir)
        deck = Figure("wisegen tww-100 deck", [str(WISEGEN), "print", "-g", "3ww", "--pack",
                      str(pack), "--only", "cards", "--out", str(folder / "deck")], env)
        kit = Figure("wisegen whole 3WW kit", [str(WISEGEN), "print", "-g", "3ww", "--out",
                     str(folder / "kit")], env)
        clue = Figure("wisegen check clue (cold)", [str(WISEGEN), *CLUE], env)
        translated = Figure("wisegen check clue carpet car (cold)",
                            [str(WISEGEN), *CLUE_TRANSLATED], env)
        helps = Figure("wisegen --help", [str(WISEGEN), "--help"], env)
        python = [Figure("python -c pass", [sys.executable, "-c", "pass"], env)
                  for _ in range(3)]
        anchor = [Figure("protograf tww-100", [str(pg), str(anchor_dir / "tww100.py"),
                                               str(folder / f"anchor{i}.pdf")], env)
                  for i in range(2)] if pg else [None, None]
        cold_deck = Figure("first deck print, empty verdict cache", deck.argv,
                           {**env, "WISEGEN_CACHE_DIR": str(folder / "cold-cache")})
        cold_deck.run()
        pairs = [(python[0], clue), (python[2], translated), (python[1], helps)]
        if pg:
            pairs = [(anchor[0], deck), (anchor[1], kit), *pairs]
        alternate(pairs, args.runs)

        print(f"wisegen against its anchors (median of {args.runs} alternating runs each)")
        for figure in (deck, kit, *(a for a in anchor if a), clue, translated, helps, *python,
                       cold_deck):
            if figure.walls or figure.failed:  # without protograf the prints are not timed
                print(figure.line())
        if not pg:
            print("  protograf: NOT INSTALLED (see the docstring); its ratios are left out")
        sizes = [("wisegen deck", folder / "deck" / "cards.pdf"),
                 ("protograf", folder / "anchor0.pdf")]
        print("  PDF sizes: " + ", ".join(f"{name} {path.stat().st_size / 1024:.0f} KiB"
                                          for name, path in sizes if path.exists()))
        print("ratios")
        missing = "protograf is not installed"
        print("  " + ratio("tww-100 deck / protograf", deck, anchor[0], 0.25, missing))
        print("  " + ratio("whole 3WW kit / protograf's 100 cards", kit, anchor[1], 0.30,
                           missing))
        print("  " + ratio("cold check clue / python -c pass", clue, python[0], 15))
        print("  " + ratio("cold check clue carpet car / python -c pass", translated,
                           python[2], 15))
        print("  " + ratio("wisegen --help / python -c pass", helps, python[1], 15))
        print("absolute goals (set where `python -c pass` takes about 10 ms; here it takes "
              f"{python[1].wall * 1000:.0f} ms)")
        ok = "ok" if helps.wall <= 0.15 else "MISSED"
        print(f"  wisegen --help: {helps.wall:.3f} s (goal <= 0.150 s, {ok})")
        if kit.walls:
            ok = "ok" if kit.peak <= 150 else "MISSED"
            print(f"  peak memory, whole kit: {kit.peak:.0f} MiB (goal <= 150 MiB, {ok})")


if __name__ == "__main__":
    main()
