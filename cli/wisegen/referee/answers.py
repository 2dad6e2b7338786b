"""The clue referee's answers, as results: what `check clue|clues|match|root` print.

Each answer is built from a request dict (the `check batch` line, the web API body)
and is exactly what the single command prints with `--json`; `lines()` is its short
human form. The request fields are read here once for every game that rules on clues.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.referee import checks
from wisegen.referee.rulings import ClueComparison, ClueRuling, PairRuling


def request_language(request: dict[str, Any], default: str) -> str:
    """The request's `lang`, checked to be one the clue referee rules in."""
    value = request.get("lang")
    if value is not None and not isinstance(value, str):
        raise UsageError("lang must be a language tag such as en or fr")
    return checks.language(value, default)


def request_word(request: dict[str, Any], field: str) -> str:
    return checks.word_argument(request.get(field), field)


def request_words(value: Any, what: str) -> list[str]:
    """A non-empty list of words (a lone string counts as a list of one)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise UsageError(f"{what} must be a non-empty list of words")
    return [checks.word_argument(v, what) for v in value]


def clue_request(request: dict[str, Any], default_language: str) -> tuple[str, str, list[str]]:
    """(lang, secret, clues) of a `clue` request; `clue` may stand for `clues`."""
    lang = request_language(request, default_language)
    secret = request_word(request, "secret")
    return lang, secret, request_words(request.get("clues", request.get("clue")), "clues")


@dataclass(frozen=True)
class ClueAnswer:
    """`check clue`: is each clue valid for the secret word?"""

    game: str
    lang: str
    secret: str
    rulings: tuple[ClueRuling, ...]

    @property
    def valid(self) -> bool:
        return all(r.valid for r in self.rulings)

    @property
    def exit_code(self) -> int:
        return 0 if self.valid else 1

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "lang": self.lang, "secret": self.secret,
                "valid": self.valid, "clues": [r.as_dict() for r in self.rulings]}

    def lines(self) -> list[str]:
        verdict = "valid" if self.valid else "INVALID"
        out = [f"{verdict}: clues for {self.secret!r} ({self.game}, {self.lang})"]
        for ruling in self.rulings:
            out.append(f"{ruling.clue}: {'valid' if ruling.valid else 'invalid'}")
            out += [r.line() for r in ruling.reasons]
        return out


@dataclass(frozen=True)
class ComparisonAnswer:
    """`check clues`: which clues are kept and which cancelled (Just One's comparison)."""

    game: str
    lang: str
    secret: str
    compared: tuple[ClueComparison, ...]

    @property
    def exit_code(self) -> int:
        return 0 if all(c.kept for c in self.compared) else 1

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "lang": self.lang, "secret": self.secret,
                "clues": [c.as_dict() for c in self.compared]}

    def lines(self) -> list[str]:
        kept = [c.clue for c in self.compared if c.kept]
        out = [f"kept {len(kept)} of {len(self.compared)} clues for {self.secret!r} "
               f"({self.lang}): {', '.join(kept) or 'none'}"]
        for item in self.compared:
            out.append(f"{item.clue}: {'kept' if item.kept else 'cancelled'}")
            out += [r.line() for r in item.reasons]
        return out


@dataclass(frozen=True)
class MatchAnswer:
    """`check match`: does another team's guess match the writer's clue?"""

    lang: str
    clue: str
    guess: str
    ruling: PairRuling

    @property
    def exit_code(self) -> int:
        return 0 if self.ruling.same else 1

    def as_dict(self) -> dict[str, Any]:
        return {"lang": self.lang, "clue": self.clue, "guess": self.guess,
                "match": self.ruling.same, "reasons": [r.as_dict() for r in self.ruling.reasons]}

    def lines(self) -> list[str]:
        verdict = "match" if self.ruling.same else "no match"
        return [f"{verdict}: {self.clue!r} / {self.guess!r} ({self.lang})",
                *(r.line() for r in self.ruling.reasons)]


@dataclass(frozen=True)
class RootAnswer:
    """`check root`: do two words share a root (one word family)?"""

    lang: str
    words: tuple[str, str]
    ruling: PairRuling

    @property
    def exit_code(self) -> int:
        return 0 if self.ruling.same else 1

    def as_dict(self) -> dict[str, Any]:
        return {"lang": self.lang, "words": list(self.words), "same_root": self.ruling.same,
                "reasons": [r.as_dict() for r in self.ruling.reasons]}

    def lines(self) -> list[str]:
        verdict = "same root" if self.ruling.same else "different roots"
        first, second = self.words
        return [f"{verdict}: {first!r} / {second!r} ({self.lang})",
                *(r.line() for r in self.ruling.reasons)]


def answer_root(request: dict[str, Any], default_language: str) -> RootAnswer:
    """`{"check":"root","lang":…,"words":[a,b]}` -> one word family?"""
    lang = request_language(request, default_language)
    words = request_words(request.get("words"), "words")
    if len(words) != 2:
        raise UsageError(f"root compares two words, not {len(words)}")
    return RootAnswer(lang, (words[0], words[1]), checks.same_root(words[0], words[1], lang))
