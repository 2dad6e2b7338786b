"""Decktet cards for Thricewise, and the ways players name them at the table.

The deck comes from a `thricewise` deck pack (the built-in Decktet or the user's own), so
names, ranks and suits are never hard-coded here. People say a card in several ways, and
all of them are accepted, case- and accent-insensitively: "the Author", "Author",
"7 Castle", "7 the Castle", "Ace of Moons", "Crown of Waves" (the one Crown of that suit),
"7 of Suns" (each number rank has exactly one card of each suit), and 1 and 10 for the
Ace and the Crown ("1 of Moons", "10 Sea").

Thricewise is played with the 36 basic cards only; the extended cards (Pawns, Courts and
the Excuse) have no rank in the game's order and are refused with a message that says so.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.lang.normalise import fold

ACE, CROWN = "Ace", "Crown"
# Rank order of the game: "A player with an Ace would go first ... a Crown places last".
# Aces and Crowns are ranks (1 and 10) but not number cards: they count in straights and
# in the placing order, never as a threesome's worth.
_NAMED_RANKS = {ACE: 1, CROWN: 10}


@dataclass(frozen=True)
class Card:
    """One Decktet card as the pack describes it."""

    name: str
    rank: int | str
    suits: tuple[str, ...]
    set: str = "basic"

    @property
    def value(self) -> int | None:
        """Position in the rank order, Ace = 1 ... Crown = 10; None for extended cards."""
        if isinstance(self.rank, int):
            return self.rank
        return _NAMED_RANKS.get(self.rank)

    @property
    def number(self) -> int | None:
        """The card's number (2-9) when it is a number card, else None (Ace, Crown)."""
        return self.rank if isinstance(self.rank, int) else None

    @property
    def basic(self) -> bool:
        return self.set == "basic" and self.value is not None

    def describe(self) -> str:
        """`the Castle (7; Suns, Knots)`: name, rank and suits, as a ruling should show."""
        suits = ", ".join(self.suits) or "no suit"
        return f"{self.name} ({self.rank}; {suits})"


def _a(rank: int | str) -> str:
    """`an Ace`, `an 8`, `a 7`, `a Crown`."""
    return f"{'an' if rank in (ACE, 8) else 'a'} {rank}"


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", fold(text).replace("-", " ")).strip()


def _short(key: str) -> str:
    return key[4:] if key.startswith("the ") else key


class Deck:
    """A deck's cards with every accepted way of naming one."""

    def __init__(self, cards: Iterable[Card]):
        self.cards: tuple[Card, ...] = tuple(cards)
        self._by_name: dict[str, Card] = {}
        for card in self.cards:
            self._by_name.setdefault(_key(card.name), card)
            self._by_name.setdefault(_short(_key(card.name)), card)
        self._suits = {_key(s): s for card in self.cards for s in card.suits}
        for key, suit in list(self._suits.items()):
            singular = "leaf" if key == "leaves" else key.removesuffix("s")
            self._suits.setdefault(singular, suit)

    @classmethod
    def from_pack(cls, data: dict[str, Any]) -> Deck:
        """Build from a validated deck pack's data (`cards: [{name, rank, suits, set}]`)."""
        return cls(Card(c["name"], c["rank"], tuple(c["suits"]), c.get("set", "basic"))
                   for c in data["cards"])

    def parse(self, text: str) -> Card:
        """The card `text` names; UsageError for an unknown, mismatched or extended card."""
        card = self._lookup(text)
        if not card.basic:
            what = "" if card.rank == "Excuse" else f"a {card.rank} "
            raise UsageError(
                f"{card.name} is {what}from the extended Decktet; Thricewise is played with "
                "the 36 basic cards only (Aces, 2-9, Crowns)")
        return card

    def _lookup(self, text: str) -> Card:
        key = _key(text)
        if not key:
            raise UsageError("a card name is empty")
        if key in self._by_name:
            return self._by_name[key]
        match = re.fullmatch(r"(ace|crown|10|[1-9])\s+(?:of\s+)?(.+)", key)
        if match:
            return self._ranked(text, match.group(1), _short(match.group(2)))
        raise self._unknown(text)

    def _ranked(self, text: str, rank_word: str, rest: str) -> Card:
        named = {"1": ACE, "10": CROWN, "ace": ACE, "crown": CROWN}
        rank: int | str = named.get(rank_word) or int(rank_word)
        if rest in self._by_name:
            card = self._by_name[rest]
            if card.rank != rank:
                raise UsageError(f"{text!r}: {card.name} is {_a(card.rank)}, not {_a(rank)}")
            return card
        if rest in self._suits:
            suit = self._suits[rest]
            found = [c for c in self.cards if c.rank == rank and suit in c.suits]
            if len(found) == 1:
                return found[0]
            if not found:
                raise UsageError(f"{text!r}: the deck has no {rank} of {suit}")
            names = ", ".join(c.name for c in found)
            raise UsageError(f"{text!r} is ambiguous: {names}; name the card")
        raise self._unknown(text)

    def _unknown(self, text: str) -> UsageError:
        names = [c.name for c in self.cards]
        close = difflib.get_close_matches(_key(text), [_key(n) for n in names], n=1, cutoff=0.6)
        hint = ""
        if close:
            hint = f"; did you mean {next(n for n in names if _key(n) == close[0])!r}?"
        return UsageError(f"unknown card {text!r}{hint} (name it like 'the Author', "
                          "'7 Castle' or 'Ace of Moons')")
