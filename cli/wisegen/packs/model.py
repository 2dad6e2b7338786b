"""A loaded, validated content pack, the findings about it, and what a pack kind is.

A game declares each kind of pack it reads as a `PackKind`; the packs layer receives
those declarations as arguments (see `PackRules`) instead of importing the games, so
the dependencies run one way: games -> packs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from wisegen.core.yamlsafe import FieldPath, LoadedYaml
from wisegen.errors import Problem


@dataclass(frozen=True)
class WordEntry:
    """One printed word of a pack: where it is, what it is, and its tier (slot)."""

    path: FieldPath
    word: str
    tier: str


@dataclass(frozen=True)
class PackKind:
    """One kind of pack a game reads (`words`, `deck`, `scoring`...), as the game declares it.

    The schema is `content/schemas/<game>.<kind>.schema.json`, or `<kind>.schema.json`
    for kinds every game shares (pads, rules summaries). Word packs name how to list
    their words; the generic checks (repeats, deck size, children's tier, spelling) then
    run on them, and `check` adds the game's own.
    """

    kind: str
    words: Callable[[dict[str, Any]], list[WordEntry]] | None = None
    """Extract the words of a schema-valid pack, with their field paths and tiers."""
    full_deck: int | None = None
    """Cards in a full deck, or None when any number is fine."""
    children_tier: str | None = None
    """The slot that holds the easier children's word, if the game has one."""
    skeleton: str | None = None
    """The body of `pack new`: YAML with `{0}`, `{1}`... for the language's sample words.
    Without one, `pack new` copies the body of the built-in pack of this kind."""
    check: Callable[[Pack], list[Problem]] | None = None
    """The game's own semantic checks on a schema-valid pack of this kind."""


class PackRules(Protocol):
    """What the packs layer needs to know about the games, handed in by the games layer."""

    def game_ids(self) -> list[str]: ...

    def kind(self, game: str, kind: str) -> PackKind | None: ...

    def kinds(self, game: str) -> list[str]: ...


@dataclass
class Pack:
    """A content pack that passed schema validation (it may still carry warnings)."""

    doc: LoadedYaml
    problems: list[Problem] = field(default_factory=list)

    @property
    def data(self) -> dict[str, Any]:
        return self.doc.value

    @property
    def file(self) -> str:
        return self.doc.file

    @property
    def game(self) -> str:
        return self.data["game"]

    @property
    def kind(self) -> str:
        return self.data["kind"]

    @property
    def id(self) -> str:
        return self.data["id"]

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def language(self) -> str:
        return self.data["language"]

    @property
    def partial(self) -> bool:
        return bool(self.data.get("partial", False))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]


@dataclass
class Report:
    """The outcome of validating one file: the pack when it could be read, and findings."""

    file: str
    problems: list[Problem]
    pack: Pack | None = None

    @property
    def valid(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)
