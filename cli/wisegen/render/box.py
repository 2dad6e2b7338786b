"""What a game's box says on its front: players, age and playing time.

A game declares these facts once, in its folder (`Game.box`); the cover page
(`render/writers/cover.py`) prints them with pictograms. The module holds plain data
and imports nothing heavy, so that listing the games stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoxFacts:
    """The figures printed on the published box (or, where there is none, the rulebook's)."""

    players: tuple[int, int]
    """Fewest and most players."""
    age: int
    """The youngest age the box names ("10+")."""
    minutes: tuple[int, int]
    """Playing time in minutes, shortest and longest (equal for one figure)."""
    title_mark: str | None = None
    """`module:attribute` of the game's title drawer for the cover, a
    `render.kit.TitleDrawer`; imported only when a kit is built."""
    age_with: tuple[tuple[str, int], ...] = ()
    """(print option, age) pairs: the youngest age when a kit is printed with that option
    (a children's deck is for younger players than the box's)."""

    def __post_init__(self) -> None:
        low, high = self.players
        if not 1 <= low <= high or self.minutes[0] > self.minutes[1] or self.age < 0:
            raise ValueError(f"impossible box facts: {self}")

    def age_for(self, options: dict[str, object]) -> int:
        """The youngest age for a kit printed with `options`."""
        return min([self.age, *(age for option, age in self.age_with if options.get(option))])
