"""13 Words' own pack checks: the success table rises row by row."""

from __future__ import annotations

from wisegen.errors import Problem
from wisegen.packs.model import Pack


def check_success_table(pack: Pack) -> list[Problem]:
    """Each row has a score per player count, and every column rises row by row (a gap,
    null, is skipped: the next given score must still be above the last one given)."""
    players = pack.data["players"]
    problems = []
    last: list[int | None] = [None] * len(players)
    for i, row in enumerate(pack.data["rows"]):
        scores = row["min_scores"]
        if len(scores) != len(players):
            problems.append(pack.doc.problem(("rows", i, "min_scores"), f"has {len(scores)} "
                                             f"scores for {len(players)} player counts", "table"))
            continue
        for col, score in enumerate(scores):
            if score is None:
                continue
            before = last[col]
            if before is not None and score <= before:
                problems.append(pack.doc.problem(
                    ("rows", i, "min_scores", col),
                    f"{players[col]} players: {score} is not above the row before ({before})",
                    "table"))
            last[col] = score
    return problems
