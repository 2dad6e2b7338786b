"""Print, for every game's layout (default and --ink-saver), each declared colour set's
closest pair after simulated protanopia, deuteranopia, tritanopia and greyscale
(CIEDE2000), and whether every member also carries a mark of its own.

    python scripts/colour-report.py
"""

from __future__ import annotations

from wisegen.games.registry import all_games
from wisegen.render.distinct import MIN_DELTA_E, closest_pair, colour_sets
from wisegen.render.layout import load_layout


def main() -> None:
    print(f"{'game':18} {'colours':9} {'set':9} {'ΔE00':>6}  {'vision':13} pair  (needs "
          f">= {MIN_DELTA_E:g} or marks)")
    for game in all_games():
        for saver in (False, True):
            for name, colour_set in colour_sets(load_layout(game, ink_saver=saver)).items():
                distance, vision, first, second = closest_pair(colour_set)
                verdict = "apart" if distance >= MIN_DELTA_E else "too close"
                if colour_set.marked:
                    verdict += ", each marked"
                elif distance < MIN_DELTA_E:
                    verdict += ": FAILS"
                print(f"{game:18} {'ink-saver' if saver else 'default':9} {name:9} "
                      f"{distance:6.1f}  {vision:13} {first}–{second}  {verdict}")


if __name__ == "__main__":
    main()
