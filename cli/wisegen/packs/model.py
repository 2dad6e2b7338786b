"""A loaded, validated content pack, the findings about it, and what a pack kind is.

A game declares each kind of pack it reads as a `PackKind`; the packs layer receives
those declarations as arguments (see `PackRules`) instead of importing the games, so
the dependencies run one way: games -> packs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from wisegen.errors import Problem

if TYPE_CHECKING:  # annotations only: PyYAML is imported when a pack is read, not for --help
    from wisegen.core.yamlsafe import FieldPath, LoadedYaml


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
    difficulty: tuple[str, ...] = ()
    """Its tiers from the easiest to the hardest, when the game ranks them (Three Wise
    Words: yellow, pink, blue); `pack validate` warns when one is easier than the last."""
    skeleton: str | None = None
    """The body of `pack new`: YAML with `{0}`, `{1}`... for the language's sample words.
    Without one, `pack new` copies the body of the built-in pack of this kind."""
    check: Callable[[Pack], list[Problem]] | None = None
    """The game's own semantic checks on a schema-valid pack of this kind."""
    card_check: Callable[[Pack], list[Problem]] | None = None
    """Checks of each card as a whole (the referee on its words, their fit in the
    layout); slower, so run by `pack validate` and `pack import`, not on every load."""
    columns: tuple[str, ...] = ()
    """A card as a table row: the header names of its words, in order (`pack import`,
    `pack export`). A card is a mapping from these names to words, or with `list_cards`
    a list of words in this order."""
    list_cards: bool = False
    joined_column: str | None = None
    """Another accepted header: one column holding all of a card's words, comma-separated."""
    box: str | None = None
    """The layout box a word of tier `{tier}` is printed in (`{tier}_word`, `word{tier}`),
    so a word too long for it at the box's floor size is caught before printing."""

    def card_from_words(self, words: list[str]) -> Any:
        """A card in the pack's YAML shape from its words in `columns` order."""
        return list(words) if self.list_cards else dict(zip(self.columns, words, strict=True))

    def words_of_card(self, card: Any) -> list[str]:
        """A card's words in `columns` order (the inverse of `card_from_words`)."""
        return list(card) if self.list_cards else [card[c] for c in self.columns]


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
