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
from wisegen.referee.reasons import WordedError, explained_in, worded_or

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
                "stars": dict(self.stars), "total": self.total, **_worded(self.lines())}

    def lines(self) -> list[str]:
        """English, or inside `explaining(code)` worded for players in that language."""
        matched = ", ".join(self.matched)
        if self.matched:
            first = worded_or(f"Captain {self.captain} picked card {self.pick}; "
                              f"{matched} picked it too.", "scores.13-words.matched",
                              captain=self.captain, card=self.pick, names=matched)
        else:
            first = worded_or(f"Nobody picked the Captain's card {self.pick}: no one gets "
                              "a star.", "scores.13-words.nobody", card=self.pick)
        stars = ", ".join(f"{p} {n}" for p, n in self.stars.items())
        return [first, worded_or(f"Stars: {stars} — {self.total} for the team this round.",
                                 "scores.13-words.stars", stars=stars, count=self.total)]


def _worded(lines: list[str]) -> dict[str, Any]:
    """Inside `explaining(code)`, the answer's lines as players read them in that language
    (beside the English fields of the `--json` contract, which never change)."""
    return {} if explained_in() is None else {"lines": lines}


def check_pick(number: int, who: str) -> int:
    if not 1 <= number <= BOARD_CARDS:
        raise WordedError(f"{who}: {number} is not a card of the board (1-{BOARD_CARDS})",
                          "scores.error.not_a_card", name=who, card=number, count=BOARD_CARDS)
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
    label_text: str | None = None
    """The reached row's label from the scoring pack in the language of `explaining`."""

    @property
    def exit_code(self) -> int:
        """1 when the table cannot decide: a program must not take a guess for an answer."""
        return 0 if self.determined else 1

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "players": self.players, "score": self.score,
                "determined": self.determined, "row": self.row, "label": self.label,
                "needed": self.needed, "next_needed": self.next_needed,
                "missing_row": self.missing_row, **self._worded()}

    def _worded(self) -> dict[str, Any]:
        if explained_in() is None:
            return {}
        return {"label_text": self.label_text or self.label, "text": self.text(),
                "lines": self.lines()}

    def lines(self) -> list[str]:
        return [self.text()]

    def text(self) -> str:
        """The answer in one sentence, saying which missing value leaves it open (English,
        or inside `explaining(code)` worded in that language)."""
        players, score, row, missing_row = self.players, self.score, self.row, self.missing_row
        head = worded_or(f"{players} players, {score} points: ", "scores.13-words.head",
                         players=_say_count("players", players), points=_say_count("points",
                                                                                   score))
        missing = worded_or(f"the table has no row-{missing_row} score for {players} players",
                            "scores.13-words.missing", row=missing_row, count=players) \
            if missing_row else ""
        if row is None:
            if self.determined:
                return head + worded_or(f"below the first row (it needs {self.next_needed}): "
                                        "no success level.", "scores.13-words.below",
                                        count=self.next_needed)
            return head + worded_or(f"{missing}, so it cannot say whether that row was "
                                    "reached.", "scores.13-words.open_first", missing=missing)
        label_text = self.label_text or self.label if explained_in() else self.label
        label = f" — {label_text}" if label_text else worded_or(
            "; the table gives no label for this row", "scores.13-words.no_label")
        reached = worded_or(f"row {row} (it needs {self.needed})", "scores.13-words.reached",
                            row=row, count=self.needed) + label
        stop = "" if reached[-1] in ".!?" else "."
        if not self.determined:
            return head + worded_or(f"at least {reached}{stop} But {missing}, so it cannot say "
                                    f"whether row {missing_row} was reached.",
                                    "scores.13-words.at_least", reached=reached + stop,
                                    missing=missing, row=missing_row)
        return f"{head}{reached}{stop} {self._after(missing)}"

    def _after(self, missing: str) -> str:
        """What lies above the reached row: the next row's score, or why there is none."""
        if self.next_needed:
            return worded_or(f"The next row needs {self.next_needed}.", "scores.13-words.next",
                             count=self.next_needed)
        if missing:
            return worded_or(f"Row {self.missing_row} is not reached: {missing}, but it must be "
                             f"above {self.needed}.", "scores.13-words.not_reached",
                             row=self.missing_row, missing=missing, count=self.needed)
        return worded_or("It is the table's last row.", "scores.13-words.last")


def _say_count(key: str, count: int) -> str:
    """`4 players`, `24 points` in the language of `explaining` (with its plural form)."""
    return worded_or(f"{count} {key}", f"scores.{key}", count=count)


def success_level(pack: Pack, players: int, score: int) -> Level:
    """Look up `score` for `players` in a 13 Words scoring pack (see the module doc)."""
    if score < 0:
        raise WordedError(f"a team score cannot be negative ({score})",
                          "scores.error.negative", score=score)
    columns: list[int] = pack.data["players"]
    if players not in columns:
        covered = ", ".join(map(str, columns))
        raise WordedError(f"the table has no column for {players} players (it covers "
                          f"{covered})", "scores.error.no_column", count=players,
                          covered=covered)
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

