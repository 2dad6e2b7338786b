"""What a game puts on a virtual table besides its decks and dice: boards, pawns, tiles,
pads to write on, a timer, a score counter.

A game declares its table once, in its folder (`Game.table`, games/<game>/table.py): a
function of the kit's `PrintContext` that returns `Piece`s, drawn with the very drawers
its printed kit uses, so the table shows what the paper shows. A writer (the Tabletop
Simulator one, render/writers/tts.py) turns the pieces into its own objects and lays them
out; the game says only what each piece is, how large, where the game places things on
it (`snaps`) and which piece stands on which place at the start of a game (`on`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.units import Rect

KINDS = ("board", "tile", "token", "pawn", "notecard", "timer", "counter")
"""board: a large flat piece that stays put, with places (snap points); tile: a flat piece
a player moves or writes beside (an easel, a wheel, a pad sheet); token: a small flat
marker; pawn: a standing figure; notecard: text a player can edit at the table; timer: a
countdown clock; counter: a number players raise and lower (a score)."""


@dataclass(frozen=True)
class Art:
    """A drawing `width` x `height` mm: `draw(canvas, area)` fills `area` (mm)."""

    width: float
    height: float
    draw: Callable[[Canvas, Rect], None]


@dataclass(frozen=True)
class Piece:
    """One object on the table.

    `snaps` are places on the piece where the game puts things, in mm from the art's
    bottom-left corner; `on` = (board name, place index) stands this piece on a board's
    place as at the start of a game; `text` is a notecard's body; `seconds` a timer's.
    """

    kind: str
    name: str
    material: str
    """The kit material the piece stands for: it is on the table when the kit holds it."""
    art: Art | None = None
    back: Art | None = None
    description: str = ""
    colour: str | None = None
    """A tint (#RRGGBB) for a pawn or a tile's edges."""
    snaps: tuple[tuple[float, float], ...] = ()
    on: tuple[str, int] | None = None
    text: str = ""
    seconds: int = 0


TableBuilder = Callable[[Any], list[Piece]]
"""(the kit's PrintContext) -> the pieces of the game's table."""


def rules_text(rules: dict[str, Any], limit: int = 20_000) -> str:
    """A rules pack's book (else its summary sections) as plain text for a notebook:
    headings, paragraphs, items as lines starting with a dash; at most `limit` chars."""
    lines: list[str] = [str(rules.get("title", ""))]
    for entry in rules.get("book") or rules.get("sections") or []:
        if not isinstance(entry, dict):
            continue
        if entry.get("heading"):
            lines += ["", str(entry["heading"]).upper()]
        for key in ("text", "example"):
            if entry.get(key):
                lines.append(str(entry[key]))
        for item in entry.get("items") or []:
            said = item if isinstance(item, str) else item.get("ruling") \
                if isinstance(item, dict) else None
            if said:
                lines.append(f"- {said}")
    return "\n".join(lines).strip()[:limit]
