"""A reason behind a ruling: a stable code, a sentence for people, and the evidence.

The codes are part of the `--json` contract (README, "Referee"): programs key on
them, so they never change meaning. The evidence names its source (the dictionary,
stemmer or pronouncing dictionary) so players can check the ruling themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CODES = (
    "is-secret",         # the clue is the secret word itself
    "not-one-word",      # two words or more (New York, belle-mère, l'eau)
    "part-of-secret",    # a piece of the secret word (fourmi for fourmilier)
    "translation",       # the secret in another language (buisson for shrub)
    "same-family",       # one word family: inflection or derivation (princess, prince)
    "spelling-variant",  # the word written differently (shurt, colour)
    "homophone",         # sounds the same, means something else (whether, weather)
    "invented",          # no dictionary or corpus knows it (swee'ting)
    "pair-rule",         # a forbidden pair of clues (rime + avec)
    "identical",         # counts as the same clue as another one (mouse, mouse)
)


@dataclass(frozen=True)
class Reason:
    code: str
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in CODES:  # a typo here would silently break the contract
            raise ValueError(f"unknown reason code {self.code!r}")

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "evidence": self.evidence}

    def line(self) -> str:
        """One human line: the code, the message and the evidence's values."""
        shown = "; ".join(f"{k}: {_show(v)}" for k, v in self.evidence.items())
        return f"  {self.code}: {self.message}" + (f" [{shown}]" if shown else "")


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)
