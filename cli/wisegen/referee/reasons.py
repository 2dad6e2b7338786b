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

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from wisegen.errors import UsageError

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


_EXPLAIN: ContextVar[str | None] = ContextVar("explain_in", default=None)
"""The language reasons are worded in for players (`--explain-in`, `explain_in`), if any."""


@contextmanager
def explaining(code: str | None) -> Iterator[None]:
    """Within this block every Reason's `as_dict` and `human` lines are also worded in
    `code` (None: English messages only, the default contract). A context variable, not
    a parameter, because results of every game hold reasons several calls deep."""
    token = _EXPLAIN.set(code)
    try:
        yield
    finally:
        _EXPLAIN.reset(token)


def explained_in() -> str | None:
    """The language `explaining` set for this request, or None."""
    return _EXPLAIN.get()


def worded_or(english: str, key: str, /, **params: Any) -> str:
    """`english` as it is, or inside `explaining(code)` the catalogue's `key` in `code`:
    the human lines around the reasons (verdicts, headings) follow the reasons' language."""
    lang = _EXPLAIN.get()
    if lang is None:
        return english
    from wisegen.lang.messages import say

    return say(lang, key, **params)


class WordedError(UsageError):
    """A usage error a player can cause, with its catalogue key: its English message for
    the command line, and `worded(code)` for the page or `--explain-in`."""

    def __init__(self, message: str, key: str, **params: Any) -> None:
        super().__init__(message)
        self.key = key
        self.params = params

    def worded(self, code: str | None) -> str:
        if code is None:
            return str(self)
        from wisegen.lang.messages import say
        from wisegen.referee.evidence import localised

        return say(code, self.key, **localised(self.params, code))


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
        """The `--json` contract; inside `explaining(code)` also `text` and `lines`, the
        reason and its evidence worded for players in that language."""
        out = {"code": self.code, "message": self.message, "evidence": self.evidence}
        lang = _EXPLAIN.get()
        if lang is not None:
            out.update(text=self.worded(lang), lines=self.evidence_lines(lang))
        return out

    def stored(self) -> dict[str, Any]:
        """The reason as plain JSON for a room's saved state, to be worded later in each
        phone's language (`restored(...).worded(lang)`): evidence and params are made
        JSON-safe (a set or a Path becomes text) so the store can keep them."""
        plain: dict[str, Any] = json.loads(json.dumps(
            {"code": self.code, "message": self.message, "evidence": self.evidence,
             "key": self.key, "params": self.params}, default=str))
        return plain

    @classmethod
    def restored(cls, data: Mapping[str, Any]) -> Reason:
        """A reason `stored()` earlier, back as a Reason."""
        return cls(data["code"], data.get("message", ""), dict(data.get("evidence", {})),
                   data.get("key", ""), dict(data.get("params", {})))

    def evidence_lines(self, code: str) -> list[str]:
        """The evidence as short lines in language `code` (referee/evidence.py)."""
        from wisegen.referee.evidence import evidence_lines

        return evidence_lines(self.evidence, code, self.code)

    def worded(self, code: str) -> str:
        """The reason in language `code`, as a player reads it (the page, `--explain-in`)."""
        if not self.key:
            return self.message
        from wisegen.lang.messages import say
        from wisegen.referee.evidence import localised

        return say(code, self.key, **localised(self.params, code))

    def human(self) -> list[str]:
        """The human lines of the command line: `line()`, or inside `explaining(code)`
        the worded reason with its evidence lines below it."""
        lang = _EXPLAIN.get()
        if lang is None:
            return [self.line()]
        return [f"  - {self.worded(lang)}", *(f"      {x}" for x in self.evidence_lines(lang))]

    def line(self) -> str:
        """One human line: the code, the message and the evidence's values."""
        shown = "; ".join(f"{k}: {_show(v)}" for k, v in self.evidence.items())
        return f"  {self.code}: {self.message}" + (f" [{shown}]" if shown else "")


def reason_lines(reason: dict[str, Any]) -> list[str]:
    """A reason already in its JSON form (`as_dict`) as human lines: worded with its
    evidence lines when it was built inside `explaining`, else code and message."""
    if "text" in reason:
        return [f"  - {reason['text']}", *(f"      {x}" for x in reason.get("lines", ()))]
    return [f"  {reason['code']}: {reason['message']}"]


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)
