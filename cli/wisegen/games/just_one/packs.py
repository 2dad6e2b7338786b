"""Just One's own pack checks: the score table covers every score once."""

from __future__ import annotations

from wisegen.errors import Problem
from wisegen.packs.model import Pack


def check_score_table(pack: Pack) -> list[Problem]:
    size = pack.data["deck_size"]
    covered: dict[int, int] = {}
    problems = []
    for i, row in enumerate(pack.data["table"]):
        if row["min"] > row["max"]:
            problems.append(pack.doc.problem(("table", i), "min is above max", "table"))
        for score in range(row["min"], row["max"] + 1):
            if score in covered:
                problems.append(pack.doc.problem(
                    ("table", i), f"score {score} is already covered by table[{covered[score]}]",
                    "table"))
            covered[score] = i
    missing = [s for s in range(size + 1) if s not in covered]
    if missing:
        problems.append(pack.doc.problem(("table",), "no label for score(s) "
                                         + ", ".join(map(str, missing)), "table"))
    return problems
