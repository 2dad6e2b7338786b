"""The clue referee's answers, as results: what `check clue|clues|match|root` print.

Each answer is built from a request dict (the `check batch` line, the web API body)
and is exactly what the single command prints with `--json`; `lines()` is its short
human form. The request fields are read here once for every game that rules on clues.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.core.limits import MAX_CLUES
from wisegen.lang.registry import referee_languages
from wisegen.referee import checks
from wisegen.referee.reasons import WordedError, worded_or
from wisegen.referee.rulings import ClueComparison, ClueRuling, PairRuling


def request_language(request: dict[str, Any], default: str) -> str:
    """The request's `lang`, checked to be one the clue referee rules in."""
    value = request.get("lang")
    if value is not None and not isinstance(value, str):
        raise WordedError("lang must be a language tag such as en or fr",
                          "referee.error.language", tag=str(value)[:20],
                          languages=", ".join(referee_languages()))
    return checks.language(value, default)


def _word(value: Any, what: str, folded: list[str] | None) -> str:
    word, notes = checks.word_argument_folded(value, what)
    if folded is not None:
        folded += [worded_or(f"{what} {value!r} read as {word!r}: {note}",
                             "referee.verdict.read_as", typed=value, read=word)
                   for note in notes]
    return word


def request_word(request: dict[str, Any], field: str, folded: list[str] | None = None) -> str:
    """The request's word `field`; what was folded to read it is added to `folded`."""
    return _word(request.get(field), field, folded)


def request_words(value: Any, what: str, folded: list[str] | None = None) -> list[str]:
    """A non-empty list of words (a lone string counts as a list of one)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise WordedError(f"{what} must be a non-empty list of words", "referee.error.no_words")
    if len(value) > MAX_CLUES:
        raise WordedError(f"{what}: {len(value)} words; one check takes at most {MAX_CLUES}",
                          "referee.error.too_many_words", count=len(value), max=MAX_CLUES)
    return [_word(v, what, folded) for v in value]


def clue_request(request: dict[str, Any], default_language: str
                 ) -> tuple[str, str, list[str], tuple[str, ...]]:
    """(lang, secret, clues, folded) of a `clue` request; `clue` may stand for `clues`."""
    folded: list[str] = []
    lang = request_language(request, default_language)
    secret = request_word(request, "secret", folded)
    clues = request_words(request.get("clues", request.get("clue")), "clues", folded)
    return lang, secret, clues, tuple(folded)


def _folds(answer: dict[str, Any], folded: tuple[str, ...]) -> dict[str, Any]:
    """The answer with `folded` (what was read differently from what was typed), if any."""
    return {**answer, "folded": list(folded)} if folded else answer


def _fold_lines(folded: tuple[str, ...]) -> list[str]:
    return [f"  {worded_or('note: ', 'referee.verdict.note')}{note}" for note in folded]


def _pair_dict(fields: dict[str, Any], ruling: PairRuling,
               folded: tuple[str, ...]) -> dict[str, Any]:
    """`check match` and `check root` answer alike: their fields, then the reasons."""
    return _folds({**fields, "reasons": [r.as_dict() for r in ruling.reasons]}, folded)


def _pair_lines(verdict: str, words: tuple[str, str], lang: str, ruling: PairRuling,
                folded: tuple[str, ...]) -> list[str]:
    first, second = words
    head = worded_or(f"{verdict}: {first!r} / {second!r} ({lang})",
                     "referee.verdict." + verdict.replace(" ", "_"),
                     first=first, second=second)
    return [head, *(x for r in ruling.reasons for x in r.human()), *_fold_lines(folded)]


@dataclass(frozen=True)
class _AboutSecret:
    """What `check clue` and `check clues` share: clues judged for one secret word, in
    one game and language; their JSON answers open with these three fields."""

    game: str
    lang: str
    secret: str

    def _head(self) -> dict[str, Any]:
        return {"game": self.game, "lang": self.lang, "secret": self.secret}


@dataclass(frozen=True)
class ClueAnswer(_AboutSecret):
    """`check clue`: is each clue valid for the secret word?"""

    rulings: tuple[ClueRuling, ...]
    folded: tuple[str, ...] = ()

    @property
    def valid(self) -> bool:
        return all(r.valid for r in self.rulings)

    @property
    def exit_code(self) -> int:
        return 0 if self.valid else 1

    def as_dict(self) -> dict[str, Any]:
        return _folds({**self._head(), "valid": self.valid,
                       "clues": [r.as_dict() for r in self.rulings]}, self.folded)

    def lines(self) -> list[str]:
        verdict = "valid" if self.valid else "INVALID"
        head = worded_or(f"{verdict}: clues for {self.secret!r} ({self.game}, {self.lang})",
                         "referee.verdict." + ("all_valid" if self.valid else "not_all_valid"),
                         secret=self.secret)
        return [head,
                *(line for ruling in self.rulings for line in ruling.lines()),
                *_fold_lines(self.folded)]


@dataclass(frozen=True)
class ComparisonAnswer(_AboutSecret):
    """`check clues`: which clues are kept and which cancelled (Just One's comparison)."""

    compared: tuple[ClueComparison, ...]
    folded: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        return 0 if all(c.kept for c in self.compared) else 1

    def as_dict(self) -> dict[str, Any]:
        return _folds({**self._head(), "clues": [c.as_dict() for c in self.compared]},
                      self.folded)

    def lines(self) -> list[str]:
        kept = [c.clue for c in self.compared if c.kept]
        listed = ", ".join(kept) or worded_or("none", "referee.verdict.none")
        return [worded_or(f"kept {len(kept)} of {len(self.compared)} clues for "
                          f"{self.secret!r} ({self.lang}): {listed}",
                          "referee.verdict.comparison", count=len(kept),
                          total=len(self.compared), secret=self.secret, words=listed),
                *(line for item in self.compared for line in item.lines()),
                *_fold_lines(self.folded)]


@dataclass(frozen=True)
class MatchAnswer:
    """`check match`: does another team's guess match the writer's clue?"""

    lang: str
    clue: str
    guess: str
    ruling: PairRuling
    folded: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        return 0 if self.ruling.same else 1

    def as_dict(self) -> dict[str, Any]:
        return _pair_dict({"lang": self.lang, "clue": self.clue, "guess": self.guess,
                           "match": self.ruling.same}, self.ruling, self.folded)

    def lines(self) -> list[str]:
        verdict = "match" if self.ruling.same else "no match"
        return _pair_lines(verdict, (self.clue, self.guess), self.lang, self.ruling,
                           self.folded)


@dataclass(frozen=True)
class RootAnswer:
    """`check root`: do two words share a root (one word family)?"""

    lang: str
    words: tuple[str, str]
    ruling: PairRuling
    folded: tuple[str, ...] = ()

    @property
    def exit_code(self) -> int:
        return 0 if self.ruling.same else 1

    def as_dict(self) -> dict[str, Any]:
        return _pair_dict({"lang": self.lang, "words": list(self.words),
                           "same_root": self.ruling.same}, self.ruling, self.folded)

    def lines(self) -> list[str]:
        verdict = "same root" if self.ruling.same else "different roots"
        return _pair_lines(verdict, self.words, self.lang, self.ruling, self.folded)


def answer_root(request: dict[str, Any], default_language: str) -> RootAnswer:
    """`{"check":"root","lang":…,"words":[a,b]}` -> one word family?"""
    lang = request_language(request, default_language)
    folded: list[str] = []
    words = request_words(request.get("words"), "words", folded)
    if len(words) != 2:
        raise WordedError(f"root compares two words, not {len(words)}",
                          "referee.error.two_words", count=len(words))
    return RootAnswer(lang, (words[0], words[1]), checks.same_root(words[0], words[1], lang),
                      tuple(folded))
