"""The Thricewise grid: where a card may go, and the lines of three through a new card.

A cell is `(column, row)`: columns grow to the right, rows grow downward. The grid may
grow on any side ("the starting cards may ultimately be anywhere in the grid"), so only
relative positions matter and coordinates may be zero or negative; what the rulebook
limits is the grid's extent, at most six cards wide and six tall.

A placement is legal when (rulebook, "Game play" and "The edges of the grid"):
- the cell is empty ("You may not play a card on top of another card");
- it touches a card of the grid orthogonally or diagonally;
- the grid stays within 6 wide and 6 tall once the card is down.
Connectivity of a hand-built grid file is not checked: in play it always holds, and a
placement only needs one neighbour.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.games.thricewise.cards import Card, Deck
from wisegen.referee.reasons import Reason, reason_code

MAX_SPAN = 6
"""Rulebook: a grid six cards wide (or tall) may not be made any wider (or taller)."""

Cell = tuple[int, int]

DIRECTIONS: tuple[tuple[str, Cell], ...] = (
    ("row", (1, 0)),
    ("column", (0, 1)),
    ("falling diagonal", (1, 1)),   # down and to the right
    ("rising diagonal", (1, -1)),   # up and to the right
)
_NEIGHBOURS = tuple((dc, dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if (dc, dr) != (0, 0))


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """`"3,2"` -> (3, 2); negative numbers allowed; UsageError otherwise."""
    match = re.fullmatch(r"\s*(-?\d{1,6})\s*,\s*(-?\d{1,6})\s*", str(text))
    if not match:
        shown = text if len(str(text)) <= 40 else f"{str(text)[:40]}…"
        raise UsageError(f"{shown!r} is not a cell; write COLUMN,ROW such as 3,2 (at most "
                         "6 digits each)")
    return int(match.group(1)), int(match.group(2))


def parse_placement(text: str) -> tuple[str, Cell]:
    """`"7 Castle@3,2"` -> ("7 Castle", (3, 2))."""
    card, sep, cell = text.rpartition("@")
    if not sep or not card.strip():
        raise UsageError(f"{text!r}: write the placement as CARD@COLUMN,ROW, "
                         "such as 'the Author@3,2'")
    return card.strip(), parse_cell(cell)


OCCUPIED = reason_code("occupied", "the cell already holds a card")
NOT_ADJACENT = reason_code("not-adjacent", "the cell touches no card")
TOO_WIDE = reason_code("too-wide", "the grid would be more than 6 cards wide")
TOO_TALL = reason_code("too-tall", "the grid would be more than 6 cards tall")


@dataclass(frozen=True)
class Line:
    """Three cells in a row through the new card, in order along `direction`."""

    direction: str
    cells: tuple[Cell, Cell, Cell]
    cards: tuple[Card, Card, Card]


@dataclass(frozen=True)
class Grid:
    """The cards on the table, by cell."""

    cells: Mapping[Cell, Card] = field(default_factory=dict)

    def extent(self, extra: Cell | None = None) -> tuple[int, int]:
        """(width, height) of the grid, counting `extra` as if a card were there."""
        cells = [*self.cells, *([extra] if extra is not None else [])]
        if not cells:
            return 0, 0
        columns = [c for c, _ in cells]
        rows = [r for _, r in cells]
        return max(columns) - min(columns) + 1, max(rows) - min(rows) + 1

    def where(self, card: Card) -> Cell | None:
        return next((cell for cell, placed in self.cells.items() if placed == card), None)

    def with_card(self, cell: Cell, card: Card) -> Grid:
        return Grid({**self.cells, cell: card})


def refusals(grid: Grid, cell: Cell) -> list[Reason]:
    """Every reason why a card may not go to `cell`; empty when the placement is legal."""
    found = []
    if cell in grid.cells:
        found.append(Reason(OCCUPIED, f"{cell_text(cell)} already holds "
                            f"{grid.cells[cell].name}; a card may not be played on top of "
                            "another", {"cell": cell_text(cell),
                                        "card": grid.cells[cell].name},
                            "referee.reason.occupied",
                            {"cell": cell_text(cell), "card": grid.cells[cell].name}))
    elif not any((cell[0] + dc, cell[1] + dr) in grid.cells for dc, dr in _NEIGHBOURS):
        empty = " (the grid is empty)" if not grid.cells else ""
        found.append(Reason(NOT_ADJACENT, f"{cell_text(cell)} touches no card{empty}; a "
                            "card must go next to one, orthogonally or diagonally",
                            {"cell": cell_text(cell), "cards_on_grid": len(grid.cells)},
                            "referee.reason.not_adjacent", {"cell": cell_text(cell)}))
    width, height = grid.extent(cell)
    now_width, now_height = grid.extent()
    if width > MAX_SPAN:
        found.append(Reason(TOO_WIDE, f"the grid would be {width} cards wide (it is "
                            f"{now_width}); it may be at most {MAX_SPAN} wide",
                            {"width_after": width, "width_now": now_width, "max": MAX_SPAN},
                            "referee.reason.too_wide", {"count": width, "max": MAX_SPAN}))
    if height > MAX_SPAN:
        found.append(Reason(TOO_TALL, f"the grid would be {height} cards tall (it is "
                            f"{now_height}); it may be at most {MAX_SPAN} tall",
                            {"height_after": height, "height_now": now_height, "max": MAX_SPAN},
                            "referee.reason.too_tall", {"count": height, "max": MAX_SPAN}))
    return found


def lines_through(grid: Grid, cell: Cell) -> list[Line]:
    """Every three-in-a-row through `cell` (which must hold a card), in all 4 directions.

    A card can sit at the start, middle or end of a line, so each direction offers up to
    three windows; each filled window is a line, and each can score on its own.
    """
    lines = []
    for name, (dc, dr) in DIRECTIONS:
        for start in (-2, -1, 0):
            cells = tuple((cell[0] + (start + i) * dc, cell[1] + (start + i) * dr)
                          for i in range(3))
            if all(c in grid.cells for c in cells):
                a, b, c = cells
                lines.append(Line(name, (a, b, c),
                                  (grid.cells[a], grid.cells[b], grid.cells[c])))
    return lines


def read_grid(doc: LoadedYaml, deck: Deck) -> Grid:
    """A grid file (`"COLUMN,ROW": card name`, YAML or JSON) -> Grid; ContentError lists all
    problems with their line and column."""
    if doc.value is None:
        return Grid()
    if not isinstance(doc.value, dict):
        raise ContentError([doc.problem((), 'a grid file maps cells to cards, such as '
                                        '"1,1": the Author', "grid-shape")])
    problems: list[Problem] = []
    cells: dict[Cell, Card] = {}
    placed: dict[Card, str] = {}
    for key, name in doc.value.items():
        path = (str(key),)
        try:
            cell = parse_cell(str(key))
            if not isinstance(name, str):
                raise UsageError(f"the card at {key} must be a card name, such as 'the Author'")
            card = deck.parse(name)
        except UsageError as exc:
            problems.append(doc.problem(path, str(exc), "grid-cell"))
            continue
        if cell in cells:
            problems.append(doc.problem(path, f"cell {cell_text(cell)} is given twice",
                                        "grid-cell"))
        elif card in placed:
            problems.append(doc.problem(path, f"{card.name} is already at {placed[card]}; "
                                        "each card is in the deck once", "grid-cell"))
        else:
            cells[cell] = card
            placed[card] = cell_text(cell)
    width, height = Grid(cells).extent()
    if width > MAX_SPAN or height > MAX_SPAN:
        problems.append(doc.problem((), f"the grid is {width} wide and {height} tall; "
                                    f"Thricewise allows at most {MAX_SPAN} by {MAX_SPAN}",
                                    "grid-size"))
    if problems:
        raise ContentError(problems)
    return Grid(cells)
