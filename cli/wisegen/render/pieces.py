"""The pieces a page shows, kept beside it so other formats can draw them one by one.

A card page knows which cards it carries and a dice page which dice: the image writers
(`render/writers/`) draw each card face or die face alone with the very drawer the PDF
page calls, so an image is exactly what the printed sheet shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.units import Rect

Drawer = Callable[[Canvas, Rect], None]
"""Draws one face whose trim is the Rect (mm); a card may paint into the bleed around it."""


@dataclass(frozen=True)
class Card:
    """One card of a deck: its faces' drawers, its size and what it says."""

    deck: str
    """The deck's title, as on the sheets ("Three Wise Words — word cards")."""
    index: int
    """Its place in the deck, from 0."""
    name: str
    """What the card says, for a list or a Tabletop Simulator nickname."""
    front: Drawer
    back: Drawer | None
    width: float
    height: float
    bleed: float
    """How far its drawers paint beyond the trim (the kit's bleed), mm."""

    @property
    def sideways(self) -> bool:
        return self.width > self.height


@dataclass(frozen=True)
class Die:
    """One six-sided die: its faces in the pack's order and what each face shows.

    Opposite faces are 0-2, 1-3 and 4-5, as on the printed net (`render/die_net.py`).
    """

    name: str
    faces: tuple[Drawer, ...]
    labels: tuple[str, ...]
    size: float
    """A face's edge, mm."""
