"""A game's table pieces (render/tabletop.py) as Tabletop Simulator objects, each in a
`Slot` for the layout (tts_table.py): boards as locked tiles with snap points, easels,
wheels and sheets as tiles, pawns as standing figures, pads as notecards, a timer, a
score counter, and the rulebook as a PDF object.

Each image is drawn with the piece's own drawer, at most `MAX_PIECE_DPI` and within TTS's
4096 px a side; `image(name, picture)` is the writer's: it files the picture and returns
its URL.
"""

from __future__ import annotations

from collections.abc import Callable

from wisegen.render.pictures import Picture, face_picture
from wisegen.render.tabletop import Art, Piece
from wisegen.render.writers import tts_pieces as objects
from wisegen.render.writers.tts_objects import transform
from wisegen.render.writers.tts_table import (
    CLOCK,
    COUNTER,
    NOTECARD,
    PDF_HEIGHT,
    Slot,
    image_size,
    place_offsets,
)

MAX_PIECE_DPI = 150
"""Boards and tiles are seen whole on a screen, zoomed in now and then: 150 dpi keeps
their smallest print (7 pt) readable, a 30 cm board under 1,800 px and the export within
1.5x of printing the kit (bench/tts.py)."""
MAX_SIDE = 4096
ImageSink = Callable[[str, Picture], str]


def art_picture(art: Art, dpi: float) -> Picture:
    """The art alone, trimmed, at `dpi` or less so that no side passes MAX_SIDE px."""
    fit = min(dpi, MAX_PIECE_DPI, MAX_SIDE * 25.4 / max(art.width, art.height))
    return face_picture(art.draw, art.width, art.height, 0, fit)


def piece_slot(piece: Piece, key: str, image: ImageSink, dpi: float,
               drawn: dict[int, str] | None = None) -> Slot:
    """The TTS object for one piece, with its footprint and band. `drawn` maps art
    already filed (by identity) to its URL: eight identical wheels share one image."""
    drawn = {} if drawn is None else drawn

    def url(art: Art, name: str) -> str:
        if id(art) not in drawn:
            drawn[id(art)] = image(name, art_picture(art, dpi))
        return drawn[id(art)]

    place = transform()
    if piece.kind == "notecard":
        state = objects.notecard(piece.name, key, place, piece.text)
        return Slot(state, NOTECARD, "paper", piece.name)
    if piece.kind == "timer":
        state = objects.clock(piece.name, key, place, piece.description, piece.seconds)
        return Slot(state, CLOCK, "paper", piece.name)
    if piece.kind == "counter":
        state = objects.counter(piece.name, key, place, piece.description)
        return Slot(state, COUNTER, "paper", piece.name)
    if piece.art is None:
        raise ValueError(f"{piece.name}: a {piece.kind} needs its art")
    art = piece.art
    front = url(art, f"{key.replace('/', '-')}.png")
    back = url(piece.back, f"{key.replace('/', '-')}-back.png") if piece.back else ""
    scale, size = image_size(art.width, art.height)
    place.update(scaleX=round(scale, 4), scaleY=1.0, scaleZ=round(scale, 4))
    if piece.kind == "pawn":
        state = objects.figurine(piece.name, key, place, front, piece.description,
                                 piece.colour)
        # A figure stands: its footprint is its base, a third of its height deep.
        return Slot(state, (size[0], size[0] / 3 + 0.3), "piece", piece.name, piece.on)
    places = place_offsets(art.width, art.height, piece.snaps)
    shape = objects.TILE_CIRCLE if piece.kind == "token" else objects.TILE_BOX
    state = objects.tile(piece.name, key, place, front, back, piece.description, shape,
                         piece.colour, locked=piece.kind == "board",
                         snaps=objects.snap_points(places, scale) if places else None)
    band = "board" if piece.kind == "board" else "piece"
    return Slot(state, size, band, piece.name, piece.on, places, height=1.0)


def rulebook_slot(name: str, key: str, url: str, page_mm: tuple[float, float],
                  description: str) -> Slot:
    """The rulebook PDF as an object the table can page through, at TTS's own size for
    a PDF (scale 1: a page `PDF_HEIGHT` units tall, its width from the page's shape)."""
    width = PDF_HEIGHT * page_mm[0] / page_mm[1]
    return Slot(objects.pdf(name, key, transform(), url, description), (width, PDF_HEIGHT),
                "paper", name)
