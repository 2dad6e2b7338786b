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

from wisegen.render.document import Page
from wisegen.render.units import Rect, pt

KINDS = ("board", "tile", "token", "pawn", "notecard", "timer", "counter", "deal")
"""board: a large flat piece that stays put, with places (snap points); tile: a flat piece
a player moves or writes beside (an easel, a wheel, a pad sheet); token: a small flat
marker; pawn: a standing figure; notecard: text a player can edit at the table; timer: a
countdown clock; counter: a number players raise and lower (a score); deal: `count` cards
of the material's deck laid face up on a board's places, from place `on` onwards."""


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
    count: int = 0


TableBuilder = Callable[[Any], list[Piece]]
"""(the kit's PrintContext) -> the pieces of the game's table."""


def page_art(page: Page) -> Art:
    """A whole printed page (a score sheet, a pad) as art: what the paper shows."""

    def draw(canvas: Canvas, area: Rect) -> None:
        canvas.saveState()
        canvas.translate(pt(area.x), pt(area.y))
        canvas.scale(area.width / page.width, area.height / page.height)
        page.draw(canvas)
        canvas.restoreState()

    return Art(page.width, page.height, draw)


def part_art(draw: Callable[[Canvas, Rect], None], width: float, height: float,
             window: Rect, turned: bool = False) -> Art:
    """The `window` (mm) of a drawing `draw` makes in a `width` x `height` area, as art
    of its own: one face of a folded piece. `turned` turns it 180° (a face printed
    upside down so that it stands the right way up)."""

    def clipped(canvas: Canvas, area: Rect) -> None:
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height))
        canvas.clipPath(path, stroke=0, fill=0)
        if turned:
            canvas.translate(pt(area.x + area.width / 2), pt(area.y + area.height / 2))
            canvas.rotate(180)
            canvas.translate(-pt(area.x + area.width / 2), -pt(area.y + area.height / 2))
        canvas.translate(pt(area.x - window.x), pt(area.y - window.y))
        draw(canvas, Rect(0, 0, width, height))
        canvas.restoreState()

    return Art(window.width, window.height, clipped)


def pad_text(pad: dict[str, Any], rows: int = 20) -> str:
    """A pad pack (title, row label, columns, totals row) as the lines of a note players
    fill in at the table: the column heads, then a line per row, then the totals."""
    heads = [str(pad.get("row_label", ""))] + [str(c.get("name", "")) for c in
                                               pad.get("columns", []) if isinstance(c, dict)]
    lines = [" | ".join(heads)]
    lines += [f"{n} |" for n in range(1, min(rows, int(pad.get("rows", rows))) + 1)]
    if pad.get("totals_row"):
        lines.append(f"{pad['totals_row']} |")
    return "\n".join(lines)


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
