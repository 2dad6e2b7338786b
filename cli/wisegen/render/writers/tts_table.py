"""Where each object lies on the Tabletop Simulator table, as at the start of a game.

Every object gets a footprint in table units (x across, z away from the player) from
what it is: a card or deck is TTS's card, a die TTS's die, an image piece (board, tile,
figure) the size the kit prints it at, as a scale of TTS's tile. The layout puts them in
bands from the far edge of the table towards the player: boards, then decks and dice,
then the pieces players hold, then what they read and write (pads, notes, the rulebook,
the timer), each band in shelves no wider than the table, centred, `GAP` apart; a piece
that stands on a board's place (an owl on START) goes there, on top of the board. The
test (tests/test_tts_table.py) reads the same footprints back from the saved file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MM_PER_UNIT = 63.5 / 2.2
"""Millimetres a table unit stands for: a poker card (63.5 mm wide) is about 2.2 units
wide in TTS at scale 1, so the printed pieces keep their size next to the cards."""
TILE_UNITS = 1.14
"""The long side, in table units, of an image tile or figure at scale 1 (measured on
public saves: about 0.52 of a card's width per unit of scale)."""
CARD = (2.2, 3.1)
CARD_MM = (63.0, 88.0)
"""The card TTS draws at scale 1 (its card, stretched to whatever image it is given): a
card of another size is scaled to keep its own size and proportions."""
DIE = (1.3, 1.3)
NOTECARD = (3.6, 2.6)
CLOCK = (3.2, 1.6)
COUNTER = (3.0, 1.6)
PDF_HEIGHT = 7.0
"""Table units a PDF object's page is tall at scale 1 (kept generous: TTS sizes the
object itself, and the gaps around it absorb the difference)."""
GAP = 1.0
"""Table units between two footprints: room for a hand and for TTS's own rounding."""
TABLE_X, TABLE_Z = 36.0, 23.0
"""Half the table's width and depth the layout stays within (TTS's default tables are
larger; objects beyond the edge would fall off)."""
BANDS = ("board", "deck", "piece", "paper")


@dataclass
class Slot:
    """One object to place: its JSON state (Transform filled by `lay_out`), footprint
    and band; `on` stands it on (board name, place index); a board lists its places."""

    state: dict[str, Any]
    size: tuple[float, float]
    band: str
    name: str = ""
    on: tuple[str, int] | None = None
    places: list[tuple[float, float]] = field(default_factory=list)
    """A board's places: offsets (x, z) from its centre, table units."""
    height: float = 1.5


def card_size(width_mm: float, height_mm: float, sideways: bool
              ) -> tuple[tuple[float, float], tuple[float, float]]:
    """A card's (scaleX, scaleZ) and its footprint in table units: TTS turns a sideways
    card's mesh a quarter, so its reference is the card on its side."""
    ref_w, ref_h = CARD_MM[::-1] if sideways else CARD_MM
    base = CARD[::-1] if sideways else CARD
    scale = (round(width_mm / ref_w, 4), round(height_mm / ref_h, 4))
    return scale, (base[0] * scale[0], base[1] * scale[1])


def scaled(state: dict[str, Any], scale: tuple[float, float]) -> dict[str, Any]:
    """`state` (and the cards inside it) at `scale` across and along."""
    for item in [state, *state.get("ContainedObjects", [])]:
        item["Transform"]["scaleX"], item["Transform"]["scaleZ"] = scale
    return state


def image_size(width_mm: float, height_mm: float) -> tuple[float, tuple[float, float]]:
    """The Transform scale that shows a `width_mm` x `height_mm` image piece at its
    printed size, and its footprint (x, z) in table units."""
    size = (width_mm / MM_PER_UNIT, height_mm / MM_PER_UNIT)
    return max(size) / TILE_UNITS, size


def place_offsets(width_mm: float, height_mm: float, places: tuple[tuple[float, float], ...]
                  ) -> list[tuple[float, float]]:
    """Places given in mm from an image's bottom-left corner, as offsets in table units
    from the piece's centre (x right, z towards the image's top)."""
    return [((x - width_mm / 2) / MM_PER_UNIT, (y - height_mm / 2) / MM_PER_UNIT)
            for x, y in places]


def _shelves(slots: list[Slot]) -> list[list[Slot]]:
    """`slots` in order, in rows no wider than the table."""
    rows: list[list[Slot]] = [[]]
    width = 0.0
    for slot in slots:
        if rows[-1] and width + GAP + slot.size[0] > 2 * TABLE_X:
            rows.append([])
            width = 0.0
        width += (GAP if rows[-1] else 0.0) + slot.size[0]
        rows[-1].append(slot)
    return [row for row in rows if row]


def lay_out(slots: list[Slot]) -> float:
    """Positions every slot (its state's Transform posX/posZ/posY), the whole layout
    centred on the table, and returns the depth it takes, in table units."""
    z = 0.0
    boards: dict[str, Slot] = {}
    laid: list[Slot] = []
    for band in BANDS:
        for row in _shelves([s for s in slots if s.band == band and s.on is None]):
            depth = max(s.size[1] for s in row)
            x = -(sum(s.size[0] for s in row) + GAP * (len(row) - 1)) / 2
            for slot in row:
                _put(slot, x + slot.size[0] / 2, z - depth / 2)
                x += slot.size[0] + GAP
                laid.append(slot)
                if slot.places:
                    boards[slot.name] = slot
            z -= depth + GAP
    used = -z - GAP
    for slot in laid:
        slot.state["Transform"]["posZ"] = round(slot.state["Transform"]["posZ"] + used / 2, 4)
    stacked: dict[tuple[str, int], int] = {}
    for slot in slots:
        if slot.on is not None:  # pieces on one place stack up, the first lowest
            board = boards[slot.on[0]]
            dx, dz = board.places[slot.on[1]]
            transform = board.state["Transform"]
            level = stacked[slot.on] = stacked.get(slot.on, 0) + 1
            _put(slot, transform["posX"] + dx, transform["posZ"] + dz,
                 transform["posY"] + 1.0 * level)
    return used


def _put(slot: Slot, x: float, z: float, y: float | None = None) -> None:
    transform = slot.state["Transform"]
    transform["posX"], transform["posZ"] = round(x, 4), round(z, 4)
    transform["posY"] = slot.height if y is None else y
