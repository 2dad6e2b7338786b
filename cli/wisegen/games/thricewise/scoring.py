"""Thricewise scoring: threesomes made by a placed card, and the placing order of a trick.

Readings of the rulebook (shared/rules/thricewise.txt) this module commits to:

- A threesome is three cards in a row through the new card, orthogonally or diagonally.
  The rules: "You may score multiple times with a single card if it makes threesomes in
  different directions or of different kinds." So, by default, in each of the four
  directions each kind (flush, set, straight) scores at most once: the best-worth
  threesome of that kind among the three-card windows through the new card (first in
  line order on a tie). A card that completes a longer row scores no more than that.
- Kinds: a flush (the three cards share a suit symbol), a set (same rank), a straight
  (three consecutive ranks, in any order on the table). Aces (1) and Crowns (10) are ranks,
  so Ace-2-3 and 8-9-Crown are straights; there is no wrap-around (9-Crown-Ace is not).
  Three cards sharing two suits are one flush.
- Two house rules, each off by default, restore what the referee scored before issue 32:
  `every_window` scores every three-card window through the new card (a card in the
  middle of a row of five can score a kind three times in that row), and
  `flush_per_suit` counts a flush per suit the cards share (the Mountain, the Diplomat
  and the Pact, all Moons and Suns, are two flushes).
- "Each threesome is worth the rank of the lowest number card": number cards are 2-9, so
  an Ace or a Crown never sets the worth, and three Aces or three Crowns are worth 0.
- Trick order: cards go down in increasing rank; cards whose rank another player also
  played this turn are deferred. A player whose card is not deferred also plays their
  cards deferred from earlier turns, in any order they please; a deferred player keeps
  them together with the new deferred card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.thricewise import GAME
from wisegen.games.thricewise.cards import Card
from wisegen.games.thricewise.grid import Cell, Grid, Line, cell_text, lines_through, refusals
from wisegen.lang.normalise import fold
from wisegen.referee.reasons import Reason, explained_in, worded_or

FLUSH, SET, STRAIGHT = "flush", "set", "straight"


def card_dict(card: Card) -> dict[str, Any]:
    """A card in the `--json` answers: its name, rank and suits."""
    return {"name": card.name, "rank": card.rank, "suits": list(card.suits)}


@dataclass(frozen=True)
class Threesome:
    """One scoring line: which kind, the suits it shares (flushes), and its worth."""

    line: Line
    kind: str
    suits: tuple[str, ...]
    worth: int

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "direction": self.line.direction,
                "cells": [list(c) for c in self.line.cells],
                "cards": [c.name for c in self.line.cards], "suits": list(self.suits),
                "worth": self.worth, **_worded("text", self.line_text())}

    def line_text(self) -> str:
        """`row 1,3 2,3 3,3: the Mountain, the Lunatic, the Forest — flush (Moons): 4`
        (inside `explaining(code)`, its words in that language; card names stay)."""
        cells = " ".join(cell_text(c) for c in self.line.cells)
        suits = ", ".join(self.suits)
        kind = worded_or(self.kind, f"scores.thricewise.kind.{self.kind}")
        kind = f"{kind} ({suits})" if self.suits else kind
        name = self.line.direction.replace(" ", "_")
        direction = worded_or(self.line.direction, f"scores.thricewise.direction.{name}")
        cards = ", ".join(c.name for c in self.line.cards)
        return worded_or(f"{direction} {cells}: {cards} — {kind}: {self.worth}",
                         "scores.thricewise.line", direction=direction, cells=cells,
                         cards=cards, kind=kind, points=self.worth)


def _worded(key: str, value: Any) -> dict[str, Any]:
    """`{key: value}` inside `explaining(code)` (a worded field beside the English ones of
    the `--json` contract), else nothing."""
    return {} if explained_in() is None else {key: value}


def worth(cards: Sequence[Card]) -> int:
    """The lowest number card (2-9) among `cards`; 0 when there is none."""
    numbers = [c.number for c in cards if c.number is not None]
    return min(numbers) if numbers else 0


def _values(cards: Sequence[Card]) -> list[int]:
    values = [c.value for c in cards]
    if any(v is None for v in values):
        raise UsageError("extended Decktet cards have no rank in Thricewise")
    return sorted(v for v in values if v is not None)


def threesomes_of(line: Line, *, flush_per_suit: bool = False) -> list[Threesome]:
    """The threesomes one three-card line makes: one flush (or, with the house rule
    `flush_per_suit`, one per shared suit), at most one set or straight."""
    cards = line.cards
    points = worth(cards)
    found = []
    shared = tuple(s for s in cards[0].suits if all(s in c.suits for c in cards[1:]))
    if shared:
        groups = [(s,) for s in shared] if flush_per_suit else [shared]
        found += [Threesome(line, FLUSH, suits, points) for suits in groups]
    low, mid, high = _values(cards)
    if low == mid == high:
        found.append(Threesome(line, SET, (), points))
    elif (mid, high) == (low + 1, low + 2):
        found.append(Threesome(line, STRAIGHT, (), points))
    return found


def best_per_direction(found: Sequence[Threesome], *,
                       flush_per_suit: bool = False) -> list[Threesome]:
    """Keep, per direction and kind, the best-worth threesome (the first on a tie), in the
    order `found` gives them. With `flush_per_suit` a flush of each suit is its own kind."""
    best: dict[tuple[str, str, tuple[str, ...]], Threesome] = {}
    for t in found:
        key = (t.line.direction, t.kind, t.suits if flush_per_suit else ())
        if key not in best or t.worth > best[key].worth:
            best[key] = t
    kept = set(map(id, best.values()))
    return [t for t in found if id(t) in kept]


@dataclass(frozen=True)
class Placement:
    """The ruling on one placement: legal or not (with why), and what it scores."""

    card: Card
    cell: Cell
    refusals: tuple[Reason, ...]
    threesomes: tuple[Threesome, ...]
    extent_before: tuple[int, int]
    extent_after: tuple[int, int]

    @property
    def legal(self) -> bool:
        return not self.refusals

    @property
    def score(self) -> int:
        return sum(t.worth for t in self.threesomes)

    @property
    def exit_code(self) -> int:
        """1 for an illegal placement, so a script can test it like a referee's ruling."""
        return 0 if self.legal else 1

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "card": card_dict(self.card), "cell": list(self.cell),
                "legal": self.legal, "refusals": [r.as_dict() for r in self.refusals],
                "grid_before": list(self.extent_before), "grid_after": list(self.extent_after),
                "threesomes": [t.as_dict() for t in self.threesomes], "score": self.score,
                **_worded("lines", self.lines())}

    def lines(self) -> list[str]:
        card, cell = self.card.describe(), cell_text(self.cell)
        if not self.legal:
            return [worded_or(f"{card} at {cell}: illegal", "scores.thricewise.illegal",
                              card=card, cell=cell),
                    *(f"  - {worded_or(r.message, r.key, **r.params)}" for r in self.refusals)]
        (w0, h0), (w1, h1) = self.extent_before, self.extent_after
        before, after = f"{w0}x{h0}", f"{w1}x{h1}"
        none = worded_or("no flush, set or straight", "scores.thricewise.none")
        return [worded_or(f"{card} at {cell}: legal (grid {before} -> {after})",
                          "scores.thricewise.legal", card=card, cell=cell, before=before,
                          after=after),
                *(f"  {t.line_text()}" for t in self.threesomes),
                *([] if self.threesomes else [f"  {none}"]),
                worded_or(f"Score: {self.score}", "scores.thricewise.score", count=self.score)]


def score_placement(grid: Grid, card: Card, cell: Cell, *, every_window: bool = False,
                    flush_per_suit: bool = False) -> Placement:
    """Check a placement and, when legal, score it: by the published rules each kind
    at most once per direction, unless the house rules `every_window` or
    `flush_per_suit` are on (see the module doc)."""
    if not card.basic:
        raise UsageError(f"{card.name} is not a basic Decktet card; Thricewise does not use it")
    elsewhere = grid.where(card)
    if elsewhere is not None:
        raise UsageError(f"{card.name} is already on the grid at {elsewhere[0]},{elsewhere[1]}")
    problems = tuple(refusals(grid, cell))
    if problems:
        return Placement(card, cell, problems, (), grid.extent(), grid.extent())
    after = grid.with_card(cell, card)
    found = [t for line in lines_through(after, cell)
             for t in threesomes_of(line, flush_per_suit=flush_per_suit)]
    if not every_window:
        found = best_per_direction(found, flush_per_suit=flush_per_suit)
    return Placement(card, cell, (), tuple(found), grid.extent(), after.extent())


@dataclass(frozen=True)
class Play:
    """A player and the card they revealed this turn."""

    player: str
    card: Card


@dataclass(frozen=True)
class Placing:
    """One step of the placing order: the card, plus earlier deferred cards played with it."""

    player: str
    card: Card
    with_deferred: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Trick:
    order: tuple[Placing, ...]
    deferred: tuple[Play, ...]
    held: Mapping[str, tuple[Card, ...]]
    """Cards each deferred player still keeps from earlier turns."""

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "order": [
            {"player": p.player, "card": card_dict(p.card),
             "with_deferred": [card_dict(c) for c in p.with_deferred]} for p in self.order],
            "deferred": [{"player": p.player, "card": card_dict(p.card),
                          "kept": [card_dict(c) for c in self.held.get(p.player, ())]}
                         for p in self.deferred], **_worded("lines", self.lines())}

    def lines(self) -> list[str]:
        """English, or inside `explaining(code)` worded for players in that language."""
        out = [worded_or("Placing order:", "scores.thricewise.order") if self.order else
               worded_or("Nobody places a card this turn.", "scores.thricewise.no_order")]
        for number, step in enumerate(self.order, 1):
            extra = ""
            if step.with_deferred:
                names = ", ".join(c.name for c in step.with_deferred)
                extra = " " + worded_or(f"+ deferred {names} (in any order)",
                                        "scores.thricewise.with_deferred", cards=names)
            out.append(f"  {number}. {step.player}: {step.card.describe()}{extra}")
        for play in self.deferred:
            kept = ", ".join(c.name for c in self.held.get(play.player, ()))
            also = " " + worded_or(f"(kept with {kept})", "scores.thricewise.kept",
                                   cards=kept) if kept else ""
            out.append("  " + worded_or(f"deferred: {play.player}: {play.card.describe()} — "
                                        f"rank {play.card.rank} was played more than once",
                                        "scores.thricewise.deferred", name=play.player,
                                        card=play.card.describe(), rank=play.card.rank)
                       + also)
        return out


def trick_order(plays: Sequence[Play],
                held: Mapping[str, Sequence[Card]] | None = None) -> Trick:
    """Placing order for one turn; `held` are cards deferred on earlier turns, by player.

    The answer depends only on who played what, never on the order the plays are given.
    """
    names = {fold(p.player): p.player for p in plays}
    kept_before = {names.get(fold(player), player): tuple(cards)
                   for player, cards in (held or {}).items()}
    _check_trick(plays, kept_before)
    ranks = Counter(play.card.value for play in plays)
    clear = sorted((p for p in plays if ranks[p.card.value] == 1),
                   key=lambda p: (p.card.value or 0))
    deferred = sorted((p for p in plays if ranks[p.card.value] > 1),
                      key=lambda p: (p.card.value, p.player.casefold(), p.player))
    order = tuple(Placing(p.player, p.card, kept_before.get(p.player, ())) for p in clear)
    kept = {p.player: kept_before[p.player] for p in deferred if kept_before.get(p.player)}
    return Trick(order, tuple(deferred), kept)


def _check_trick(plays: Sequence[Play], held: Mapping[str, tuple[Card, ...]]) -> None:
    if not plays:
        raise UsageError("a trick needs at least one play")
    players = [fold(p.player) for p in plays]
    repeated = sorted({p.player for p in plays if players.count(fold(p.player)) > 1})
    if repeated:
        raise UsageError(f"{', '.join(repeated)} played more than one card; each player "
                         "reveals one card a turn")
    strangers = sorted(name for name in held if fold(name) not in players)
    if strangers:
        raise UsageError(f"{', '.join(strangers)} has deferred cards but plays no card this "
                         "turn; deferred cards go down along with a new card")
    cards = [p.card for p in plays] + [c for cs in held.values() for c in cs]
    twice = sorted({c.name for c in cards if cards.count(c) > 1})
    if twice:
        raise UsageError(f"{', '.join(twice)} given twice; each card is in the deck once")
    extended = [c.name for c in cards if not c.basic]
    if extended:
        raise UsageError(f"{', '.join(extended)}: extended cards are not used in Thricewise")
