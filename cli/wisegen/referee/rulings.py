"""Rulings as data: one clue's verdict, a clue kept or cancelled, a match, a shared root.

Each `as_dict` is exactly the JSON contract of the README's "Referee" section; the
human `lines` print the verdict first, then one line per reason with its evidence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.referee.reasons import Reason, worded_or


@dataclass(frozen=True)
class ClueRuling:
    """One clue checked against the secret: valid when no reason stands against it."""

    clue: str
    reasons: tuple[Reason, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.reasons

    def as_dict(self) -> dict[str, Any]:
        return {"clue": self.clue, "valid": self.valid,
                "reasons": [r.as_dict() for r in self.reasons]}

    def lines(self) -> list[str]:
        verdict = "valid" if self.valid else "invalid"
        verdict = worded_or(verdict, f"referee.verdict.{verdict}")
        return [f"{self.clue}: {verdict}", *(x for r in self.reasons for x in r.human())]


@dataclass(frozen=True)
class ClueComparison:
    """One clue after Just One's comparison: kept, or cancelled with its reasons."""

    clue: str
    reasons: tuple[Reason, ...] = ()

    @property
    def kept(self) -> bool:
        return not self.reasons

    def as_dict(self) -> dict[str, Any]:
        return {"clue": self.clue, "kept": self.kept,
                "reasons": [r.as_dict() for r in self.reasons]}

    def lines(self) -> list[str]:
        verdict = "kept" if self.kept else "cancelled"
        verdict = worded_or(verdict, f"referee.verdict.{verdict}")
        return [f"{self.clue}: {verdict}", *(x for r in self.reasons for x in r.human())]


@dataclass(frozen=True)
class PairRuling:
    """Two words judged together: a Three Wise Words match, or a shared root."""

    same: bool
    reasons: tuple[Reason, ...] = ()
