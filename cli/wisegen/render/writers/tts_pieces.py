"""Tabletop Simulator's saved-object JSON for a table's other pieces: boards with snap
points, tiles, standing figures, notecards, a rulebook PDF, a clock and a counter.

Field names follow TTS's save format (its Knowledge Base, "Save File Format", "Custom
Tile", "Custom Figurine", "Custom PDF"): an image piece is a `Custom_Tile` (`CustomImage`
{ImageURL, ImageSecondaryURL, ImageScalar, WidthScale, CustomTile {Type, Thickness,
Stackable, Stretch}}), a standing pawn a `Figurine_Custom` (`CustomImage` {ImageURL,
ImageSecondaryURL}), a rulebook a `Custom_PDF` (`CustomPDF` {PDFUrl, PDFPassword,
PDFPage, PDFPageOffset}); a board's places are its `AttachedSnapPoints`, positions in
the board's own (unscaled, unrotated) coordinates. Boards are tiles, locked: a tile's
size follows its image's aspect and its Transform scale alone, which is what lets the
layout (tts_table.py) know every footprint.
"""

from __future__ import annotations

from typing import Any

from wisegen.core.textrules import plain_text
from wisegen.render.writers.tts_objects import WHITE, base

TILE_BOX, TILE_HEX, TILE_CIRCLE, TILE_ROUNDED = 0, 1, 2, 3
"""CustomTile.Type: the shape of a custom tile."""
THICKNESS = 0.2
"""A tile's thickness, table units (about 5 mm of card stock at TTS's scale)."""


def colour(hex_colour: str | None) -> dict[str, float]:
    """'#RRGGBB' as TTS's ColorDiffuse (0..1 floats); white for none."""
    if not hex_colour:
        return dict(WHITE)
    value = hex_colour.lstrip("#")
    r, g, b = (int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return {"r": round(r, 4), "g": round(g, 4), "b": round(b, 4)}


def lines(text: str) -> str:
    """`text` as TTS may show it, its line breaks kept (`plain_text` line by line)."""
    return "\n".join(plain_text(line) for line in text.splitlines())


def snap_points(places: list[tuple[float, float]], scale: float) -> list[dict[str, Any]]:
    """Snap points at world offsets (x right, z away from the player, table units) from a
    piece's centre, as its `AttachedSnapPoints`: TTS reads them in the piece's own
    coordinates, unscaled, and the piece is turned 180° about y to face the player."""
    return [{"Position": {"x": round(-x / scale, 4), "y": 0.1, "z": round(-z / scale, 4)},
             "Rotation": {"x": 0.0, "y": 0.0, "z": 0.0}} for x, z in places]


def tile(nickname: str, key: str, place: dict[str, float], front: str, back: str = "",
         description: str = "", shape: int = TILE_BOX, tint: str | None = None,
         locked: bool = False, snaps: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A flat image piece: a board (locked, with snap points), an easel, a wheel, a sheet."""
    state = base("Custom_Tile", nickname, key, place, description, colour(tint))
    state.update({"Locked": locked, "HideWhenFaceDown": False, "Hands": False,
                  "CustomImage": {"ImageURL": front, "ImageSecondaryURL": back,
                                  "ImageScalar": 1.0, "WidthScale": 0.0,
                                  # Stretch off: the tile takes its image's proportions
                                  # (on, TTS squares the tile and stretches the image).
                                  "CustomTile": {"Type": shape, "Thickness": THICKNESS,
                                                 "Stackable": False, "Stretch": False}}})
    if snaps:
        state["AttachedSnapPoints"] = snaps
    return state


def figurine(nickname: str, key: str, place: dict[str, float], front: str,
             description: str = "", tint: str | None = None) -> dict[str, Any]:
    """A standing cardboard figure (a pawn): the same picture on both faces, its stand
    tinted in the team's colour."""
    state = base("Figurine_Custom", nickname, key, place, description, colour(tint))
    state.update({"HideWhenFaceDown": False, "Hands": False,
                  "CustomImage": {"ImageURL": front, "ImageSecondaryURL": front,
                                  "ImageScalar": 1.0, "WidthScale": 0.0}})
    return state


def notecard(title: str, key: str, place: dict[str, float], text: str) -> dict[str, Any]:
    """A note players edit at the table: TTS shows `Nickname` as its title and
    `Description` as its text."""
    state = base("Notecard", title, key, place, "", dict(WHITE))
    state.update({"Description": lines(text), "HideWhenFaceDown": False, "Hands": False})
    return state


def pdf(nickname: str, key: str, place: dict[str, float], url: str,
        description: str = "") -> dict[str, Any]:
    """The rulebook as a document players page through on the table."""
    state = base("Custom_PDF", nickname, key, place, description, dict(WHITE))
    state.update({"HideWhenFaceDown": False, "Hands": False,
                  "CustomPDF": {"PDFUrl": url, "PDFPassword": "", "PDFPage": 0,
                                "PDFPageOffset": 0}})
    return state


def clock(nickname: str, key: str, place: dict[str, float], description: str,
          seconds: int = 0) -> dict[str, Any]:
    """TTS's digital clock, set as a paused countdown of `seconds` when the table loads.

    The save keeps a clock's mode in `Clock.ClockState`, an enum whose numbers neither
    the Knowledge Base nor a public save we found shows; the Lua API does say it:
    `Clock.setValue(n)` switches the clock to a timer of n seconds and does not start
    it (Berserk-Games/Tabletop-Simulator-API, docs/behavior/clock.md). So the clock sets
    itself on load, and a player clicks it to start."""
    state = base("Digital_Clock", nickname, key, place, description, dict(WHITE))
    state.update({"HideWhenFaceDown": False, "Hands": False})
    if seconds > 0:
        state["LuaScript"] = f"function onLoad()\n  self.Clock.setValue({int(seconds)})\nend\n"
    return state


def counter(nickname: str, key: str, place: dict[str, float], description: str
            ) -> dict[str, Any]:
    """TTS's counter, from 0: players raise and lower it by clicking."""
    state = base("Counter", nickname, key, place, description, dict(WHITE))
    state.update({"HideWhenFaceDown": False, "Hands": False, "Counter": {"value": 0}})
    return state


def notebook(tabs: list[tuple[str, str]]) -> dict[str, Any]:
    """The table's notebook (`TabStates`): one tab per (title, text)."""
    return {str(n): {"title": plain_text(title), "body": lines(body), "color": "Grey",
                     "visibleColor": {"r": 0.5, "g": 0.5, "b": 0.5}, "id": n}
            for n, (title, body) in enumerate(tabs)}
