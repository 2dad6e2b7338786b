"""13 Words: the stars of a round, and the success level of a final team score.

Round (rulebook, "Phase C: Resolution"): each player who picked the Captain's card wins
1 star; the Captain wins 1 star if at least one player did; if nobody did, nobody scores.

Success level (rulebook, "End of the Game"): in the column for the number of players, the
highest row whose score was reached. The table comes from the scoring pack. The
rulebook's own table is cut off (its third row has no label and no scores for 5-8
players), so the lookup says plainly when the row that decides the answer has no value
for this column, or when the reached row has no label, instead of guessing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.thirteen_words import GAME
from wisegen.lang.normalise import fold
from wisegen.packs.model import Pack

BOARD_CARDS = 12
"""Setup: 12 cards around the board, numbered 1-12 on the answer wheels."""


@dataclass(frozen=True)
class RoundScore:
    captain: str
    pick: int
    answers: Mapping[str, int]
    stars: Mapping[str, int]
    """Every player's stars this round, the Captain first."""

    @property
    def matched(self) -> tuple[str, ...]:
        return tuple(p for p, n in self.answers.items() if n == self.pick)

    @property
    def total(self) -> int:
        return sum(self.stars.values())

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "captain": self.captain, "pick": self.pick,
                "answers": dict(self.answers), "matched": list(self.matched),
                "stars": dict(self.stars), "total": self.total}

    def lines(self) -> list[str]:
        if self.matched:
            first = (f"Captain {self.captain} picked card {self.pick}; "
                     f"{', '.join(self.matched)} picked it too.")
        else:
            first = f"Nobody picked the Captain's card {self.pick}: no one gets a star."
        return [first, "Stars: " + ", ".join(f"{p} {n}" for p, n in self.stars.items())
                + f" — {self.total} for the team this round."]


def check_pick(number: int, who: str) -> int:
    if not 1 <= number <= BOARD_CARDS:
        raise UsageError(f"{who}: {number} is not a card of the board (1-{BOARD_CARDS})")
    return number


def score_round(captain: str, pick: int, answers: Mapping[str, int]) -> RoundScore:
    """Stars for one round; the result never depends on the order of `answers`."""
    check_pick(pick, captain)
    if not answers:
        raise UsageError("give the other players' answers; a round needs at least two players")
    seen = {fold(captain)}
    for player, number in answers.items():
        if not fold(player) or fold(player) in seen:
            raise UsageError(f"player {player!r} is empty or named twice (the Captain counts)")
        seen.add(fold(player))
        check_pick(number, player)
    matched = any(n == pick for n in answers.values())
    stars = {captain: int(matched), **{p: int(n == pick) for p, n in answers.items()}}
    return RoundScore(captain, pick, dict(answers), stars)


@dataclass(frozen=True)
class Level:
    """A success-level lookup, determined or not, with the numbers behind it."""

    players: int
    score: int
    row: int | None
    """1-based row reached; None below the first row (or when undetermined)."""
    label: str | None
    needed: int | None
    """The score the reached row asks for with this many players."""
    next_needed: int | None
    """The next row's score, when the table gives it."""
    determined: bool
    missing_row: int | None = None
    """The first row after the reached one with no value for this column: it leaves the
    answer undetermined unless the score is below what that row must at least ask for."""

    @property
    def exit_code(self) -> int:
        """1 when the table cannot decide: a program must not take a guess for an answer."""
        return 0 if self.determined else 1

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "players": self.players, "score": self.score,
                "determined": self.determined, "row": self.row, "label": self.label,
                "needed": self.needed, "next_needed": self.next_needed,
                "missing_row": self.missing_row}

    def lines(self) -> list[str]:
        return [self.text()]

    def text(self) -> str:
        """The answer in one sentence, saying which missing value leaves it open."""
        head = f"{self.players} players, {self.score} points: "
        missing = (f"the table has no row-{self.missing_row} score for {self.players} players"
                   if self.missing_row else "")
        if self.row is None:
            if self.determined:
                return head + (f"below the first row (it needs {self.next_needed}): no "
                               "success level.")
            return head + f"{missing}, so it cannot say whether that row was reached."
        label = f" — {self.label}" if self.label else \
            "; the table gives no label for this row"
        reached = f"row {self.row} (it needs {self.needed}){label}"
        stop = "" if reached[-1] in ".!?" else "."
        if not self.determined:
            return head + (f"at least {reached}{stop} But {missing}, so it cannot say whether "
                           f"row {self.missing_row} was reached.")
        if self.next_needed:
            after = f"The next row needs {self.next_needed}."
        elif missing:
            after = f"Row {self.missing_row} is not reached: {missing}, but it must be above " \
                    f"{self.needed}."
        else:
            after = "It is the table's last row."
        return f"{head}{reached}{stop} {after}"


def success_level(pack: Pack, players: int, score: int) -> Level:
    """Look up `score` for `players` in a 13 Words scoring pack (see the module doc)."""
    if score < 0:
        raise UsageError(f"a team score cannot be negative ({score})")
    columns: list[int] = pack.data["players"]
    if players not in columns:
        raise UsageError(f"the table has no column for {players} players (it covers "
                         f"{', '.join(map(str, columns))})")
    column = columns.index(players)
    rows = pack.data["rows"]
    values = [row["min_scores"][column] if column < len(row["min_scores"]) else None
              for row in rows]
    reached: int | None = None
    for i, value in enumerate(values):
        if value is None:
            # Rows ask for strictly more (the pack loader checks it), so a missing value is
            # above the reached row's: a score equal to that did not reach this row either.
            floor = _at(values, reached)
            determined = floor is not None and score == floor
            return Level(players, score, _row(reached), _label(rows, reached), floor, None,
                         determined, i + 1)
        if value > score:
            return Level(players, score, _row(reached), _label(rows, reached),
                         _at(values, reached), value, True)
        reached = i
    return Level(players, score, _row(reached), _label(rows, reached), _at(values, reached),
                 None, True)


def _row(index: int | None) -> int | None:
    return index + 1 if index is not None else None


def _label(rows: list[dict], index: int | None) -> str | None:
    return rows[index].get("label") if index is not None else None


def _at(values: list[int | None], index: int | None) -> int | None:
    return values[index] if index is not None else None

