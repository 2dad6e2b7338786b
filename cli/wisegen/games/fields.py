"""What a game declares about the requests it answers: their fields, forms and views.

A request kind (`clue`, `match`, `word`, `score`, `trick`, ...) is answered by a function
in the game's folder that takes the request dict (`{"check": KIND, "game": ID, ...}`)
and returns a result. Its `Field`s say what the request holds, so the host can build,
without naming any game or field:

- the command line: `wisegen check KIND` (or `wisegen score GAME [KIND]`, or a top-level
  command) with one option or argument per field, its help, its completion;
- the web page's form: one widget per field type, labelled in the page's language;
- `/api/games`: the same declarations as JSON, which the page reads.

`FIELD_TYPES` is the closed list of types; a new type needs a widget on the page and a
parser on the command line, nowhere else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from wisegen.core.digits import whole_number
from wisegen.referee.reasons import WordedError

T = TypeVar("T")

FIELD_TYPES = {
    "word": "one word (at most 64 characters)",
    "words": "a list of words; the command line takes them as arguments or comma-separated",
    "text": "a short line of text",
    "int": "a whole number between `minimum` and `maximum`",
    "bool": "true or false; a flag on the command line (`--name/--no-name` when "
            "`negative` is given)",
    "lang": "a language tag the referee rules in (completed and checked)",
    "choice": "one of `choices`",
    "tally": "a list of `choices` codes, one per card, comma-separated on the command line",
    "pairs": "NAME=VALUE items; a mapping {name: value} in JSON",
    "teams": "NAME=WORD,WORD,... once per team; {name: [words]} in JSON",
    "grid": "cells to cards, {\"COLUMN,ROW\": card}; a YAML/JSON file on the command line",
    "roll": "the faces of the game's dice, in ROLL notation; the page shows the dice",
    "path": "a file on this machine (command line only: the web page never reads files)",
}
"""Every field type the command line and the page know how to read."""

RESERVED = ("check", "game", "id", "as_json", "ctx")
"""Keys every request or generated command already has: no field takes these names."""


@dataclass(frozen=True)
class Field:
    """One field of a request: its JSON key, type, help and its labels on the page."""

    name: str
    """The request's JSON key (`secret`, `clues`, `found`, ...)."""
    type: str
    """One of FIELD_TYPES."""
    help: str
    """English, for `--help` and the page's hint when no label is translated."""
    required: bool = False
    default: Any = None
    label: dict[str, str] = field(default_factory=dict)
    """The page's label per interface language (`{"en": ..., "fr": ..., "pl": ...}`)."""
    option: str | None = None
    """The command-line option (`--writer`); None: `--NAME` with `_` as `-`."""
    short: str | None = None
    """A one-letter alias on the command line (`-s`)."""
    argument: bool = False
    """Positional on the command line instead of an option."""
    negative: str | None = None
    """For a bool: the option that sets it false (`--missed` beside `--found`)."""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    choice_labels: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """For choice and tally: the page's button labels per language, in `choices` order."""
    count: int | None = None
    """For words: exactly this many (the command line takes them after one option)."""
    split: bool = True
    """For words, tally and pairs on the command line: commas separate items too."""
    many: bool = False
    """For pairs: a name may come more than once; the JSON is then {name: [values]}."""
    cli: bool = True
    """Offered on the command line."""
    web: bool = True
    """Offered on the web page (a `path` never is)."""

    def __post_init__(self) -> None:
        bounded = self.minimum is not None and self.maximum is not None
        if (self.type == "int" and not bounded) or (
                self.type in SIZED_TYPES and self.maximum is None and self.count is None):
            raise ValueError(f"field {self.name!r}: a {self.type} field declares its range "
                             "(minimum and maximum; for lists and mappings maximum items)")
        if self.type == "path" and self.web:
            raise ValueError(f"field {self.name!r}: a path field names a file on this "
                             "machine, which the web page never may: declare web=False")
        if self.type not in FIELD_TYPES:
            raise ValueError(f"field {self.name!r}: unknown type {self.type!r} "
                             f"(known: {', '.join(FIELD_TYPES)})")
        if not self.name.isidentifier() or self.name in RESERVED:
            raise ValueError(f"field {self.name!r}: a field is named like a Python "
                             f"identifier, and not {', '.join(RESERVED)}")

    def check(self, value: Any) -> None:
        """Refuse (UsageError) a value outside the declared range: a number outside
        `minimum`..`maximum`, a list or mapping of more than `maximum` items. Types are the
        answer's to check; this bounds the work a request can ask for, whoever sends it."""
        if self.type == "int":
            number, low, high = _as_int(value), self.minimum or 0, self.maximum or 0
            if number is not None and not low <= number <= high:
                raise WordedError(f"{self.name} must be from {self.minimum} to "
                                  f"{self.maximum}, not {number}", "referee.error.field_range",
                                  field=self.name, minimum=self.minimum,
                                  maximum=self.maximum, value=number)
        elif self.type in SIZED_TYPES:
            size = _size(value, self.type)
            if self.maximum is None and size > (self.count or 0):
                raise WordedError(f"{self.name}: give exactly {self.count} ({size:,} given)",
                                  "referee.error.field_exactly", field=self.name,
                                  count=self.count, given=size)
            if self.maximum is not None and size > self.maximum:
                raise WordedError(f"{self.name}: {size:,} items; at most {self.maximum} in "
                                  "one request", "referee.error.field_items", field=self.name,
                                  count=size, maximum=self.maximum)

    def as_dict(self) -> dict[str, Any]:
        """The declaration as `/api/games` shows it (what the page needs)."""
        out: dict[str, Any] = {"name": self.name, "type": self.type, "help": self.help,
                               "required": self.required, "label": dict(self.label)}
        extra = {"default": self.default, "minimum": self.minimum, "maximum": self.maximum,
                 "choices": list(self.choices) or None, "count": self.count,
                 "choice_labels": {k: list(v) for k, v in self.choice_labels.items()} or None}
        out.update({k: v for k, v in extra.items() if v is not None})
        return out


@dataclass(frozen=True)
class RequestKind:
    """A kind of request a game answers, declared with its fields.

    `where` places it on the command line: `check` -> `wisegen check KIND`; `score` ->
    `wisegen score GAME` (the kind named `score`) or `wisegen score GAME KIND` (others);
    `top` -> a top-level `wisegen KIND`, for the commands players type most.
    """

    kind: str
    answer: str
    """`module:function` answering a request dict with a result (imported when used)."""
    fields: tuple[Field, ...] = ()
    help: str = ""
    """First line: what it answers, with its exit codes; then details; last an example."""
    where: str = "check"
    title: dict[str, str] = field(default_factory=dict)
    """The page's name for this form per language (a tab or a button)."""
    web: bool = True
    """Offered on the web page (`/api/games` lists it and the page draws its form)."""

    def web_fields(self) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if f.web)

    def cli_fields(self) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if f.cli)

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)

    @property
    def summary(self) -> str:
        """The help's first paragraph on one line (listings and the top-level help)."""
        return " ".join(self.help.strip().split("\n\n")[0].split())

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "where": self.where, "help": self.summary,
                "title": dict(self.title),
                "fields": [f.as_dict() for f in self.web_fields()]}


SIZED_TYPES = frozenset({"words", "tally", "pairs", "teams", "grid"})
"""Field types holding several items: each declares how many one request may hold."""


def _as_int(value: Any) -> int | None:
    """A whole number from JSON or command-line text; None when it is none (the answer
    then says what is wrong with it)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        return whole_number(value, signed=True)
    return None


def _size(value: Any, kind: str) -> int:
    """How many items a sized value holds: a list's or mapping's length, a grid file's
    cells, comma-separated text's parts (a lone word counts one)."""
    data = getattr(value, "data", value)  # a grid read from a file keeps its lines
    if isinstance(data, (list, tuple, dict)):
        return len(data)
    if isinstance(data, str):
        return len(data.split(",")) if kind == "tally" else 1
    return 0


def check_request(kind: RequestKind, request: Mapping[str, Any]) -> None:
    """Every declared field of `request` within its declared range (see `Field.check`)."""
    for declared in kind.fields:
        value = request.get(declared.name)
        if value is not None:
            declared.check(value)


PAGE_LANGUAGES = ("en", "fr", "pl")
"""The web page's interface languages: every label is given in each, in this order."""


def labels(en: T, fr: T, pl: T) -> dict[str, T]:
    """A page label (or a choice's button labels) in the page's languages, in order."""
    return dict(zip(PAGE_LANGUAGES, (en, fr, pl), strict=True))
