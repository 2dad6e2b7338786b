"""A reason behind any verdict: a stable code, a sentence for people, and the evidence.

One `Reason` serves every ruling wisegen makes: a clue refused, a Polish word judged
illegal, a Thricewise placement refused. The codes are part of the `--json` contract
(README, "Referee"): programs key on them, so they never change meaning. The clue
referee's codes are listed here; a game declares its own with `reason_code` beside
the rule that uses it, and every code is registered before a `Reason` may carry it.
The evidence names its source (the dictionary, stemmer or pronouncing dictionary) so
players can check the ruling themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CODES: tuple[str, ...] = (
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


KNOWN_CODES: dict[str, str] = {code: "clue referee" for code in CODES}
"""Every registered reason code and what declared it; `wisegen` never emits another."""


def reason_code(code: str, meaning: str) -> str:
    """Register a reason code (with a short meaning, for the docs) and return it.

    Games call this at module level beside the rule that raises the code, so a code
    exists exactly when some rule can produce it.
    """
    known = KNOWN_CODES.get(code)
    if known is not None and known != meaning and known != "clue referee":
        raise ValueError(f"reason code {code!r} is already declared as {known!r}")
    KNOWN_CODES.setdefault(code, meaning)
    return code


@dataclass(frozen=True)
class Reason:
    code: str
    message: str
    """English, for `--json` and the command line's default wording."""
    evidence: dict[str, Any] = field(default_factory=dict)
    key: str = ""
    """The catalogue key that words it for players (lang/messages.py), '' for none yet."""
    params: dict[str, Any] = field(default_factory=dict)
    """The values the catalogue's template names ({clue}, {secret}, {language} ...)."""

    def __post_init__(self) -> None:
        if self.code not in KNOWN_CODES:  # a typo here would silently break the contract
            raise ValueError(f"unknown reason code {self.code!r}")

    def as_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "evidence": self.evidence}

    def worded(self, code: str) -> str:
        """The reason in language `code`, as a player reads it (the page, `--explain-in`)."""
        if not self.key:
            return self.message
        from wisegen.lang.messages import say

        return say(code, self.key, **self.params)

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
