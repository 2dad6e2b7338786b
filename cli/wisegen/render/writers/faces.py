"""What the image writers share: a kit's cards grouped into distinct faces, and names.

A material's cards come from its pages (`Kit.cards`), each with the very drawers the
PDF uses. Copies (four identical rules cards) are one face drawn once; a back that every
card shares (most decks) is one image, a back that differs per card (13 Words) one per
card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from wisegen.render.kit import Kit
from wisegen.render.pieces import Card, Drawer


@dataclass
class Face:
    """A distinct card of a material and the places in the deck where it lies."""

    card: Card
    numbers: list[int] = field(default_factory=list)
    """1-based positions of its copies in the deck."""

    @property
    def copies(self) -> int:
        return len(self.numbers)


def distinct(cards: list[Card]) -> list[Face]:
    """The material's cards, copies merged (same front and back drawers), in deck order."""
    faces: dict[tuple[int, int], Face] = {}
    for number, card in enumerate(cards, 1):
        key = (id(card.front), id(card.back))
        faces.setdefault(key, Face(card)).numbers.append(number)
    return list(faces.values())


def shared_back(cards: list[Card]) -> Drawer | None:
    """The one back every card has, or None when backs differ or are missing."""
    backs = {id(card.back) for card in cards}
    first = cards[0].back if cards else None
    return first if len(backs) == 1 else None


def card_materials(kit: Kit) -> list[str]:
    return [name for name in kit.materials if kit.cards(name)]


def dice_materials(kit: Kit) -> list[str]:
    return [name for name in kit.materials if kit.dice(name) and not kit.cards(name)]


def digits(count: int) -> int:
    """Zero-padded width of card numbers, so names sort in deck order: 001, 002..."""
    return max(3, len(str(count)))


def default_folder(game: str, out: Path | None, fmt: str) -> Path:
    """`--out`, or `output/GAME-FORMAT/`: beside the print kit's `output/GAME/`, never
    inside it, so each stays a folder wisegen may replace whole."""
    return out if out is not None else Path("output") / f"{game}-{fmt}"


def mm_pair(width: float, height: float) -> list[float]:
    return [round(width, 2), round(height, 2)]
