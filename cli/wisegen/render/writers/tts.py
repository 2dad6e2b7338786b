"""Tabletop Simulator: deck sheets, backs, die images and one saved object.

Each card material becomes a deck (one card alone: a single card): its cards drawn
trimmed onto sheets of at most 10 x 7 (69 cards: the last place is TTS's hidden-card
image unless the back is used, and we leave it free either way), every sheet at most
4096 px a side, so a poker card is about 409 x 571 px. A back every card shares is one
image; backs that differ per card (13 Words) are sheets laid out like the fronts. Each
die becomes a TTS custom d6 painted in TTS's die template layout. `GAME.json` (with
`GAME.png`, its picture in TTS's browser) is the saved object; its image URLs are the
local files (`file:///...`) or, with `--base-url`, the hosted copies.

Without `--base-url` the URLs are absolute `file:///` paths on purpose: TTS loads a local
image only from an absolute file URL (a relative name is looked up on the web), so that
is what makes the saved object work on this computer. They name this computer's folders,
which is why the notes and the save's own Note say to host the images before sharing it.
`--base-url` must be an http(s) URL with a host, no white space, controls, quotes or
angle brackets, at most MAX_URL_CHARS long (`check_base_url`): it goes into every image
URL of the save and into the notes printed on the terminal.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from wisegen.core.textrules import describe_character, is_refused, quote
from wisegen.errors import UsageError
from wisegen.lang.messages import say
from wisegen.render.document import Metadata, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.picture_stream import render_pictures
from wisegen.render.pictures import Picture, Placement, face_picture, grid_picture, to_mm
from wisegen.render.pieces import Card, Die
from wisegen.render.tabletop import Piece, page_art, rules_text
from wisegen.render.units import Rect
from wisegen.render.writers import Output, Progress
from wisegen.render.writers import tts_objects as tts
from wisegen.render.writers.faces import (
    card_materials,
    default_folder,
    dice_materials,
    distinct,
    shared_back,
)
from wisegen.render.writers.tts_pieces import notebook
from wisegen.render.writers.tts_setup import piece_slot, rulebook_slot
from wisegen.render.writers.tts_table import DIE, Slot, card_size, lay_out, scaled

DEFAULT_DPI = 300
MAX_SIDE = 4096
"""TTS's largest sensible image side (its Knowledge Base: keep images under 4096 px)."""
COLUMNS, ROWS, PER_SHEET = 10, 7, 69
DIE_IMAGE = 1024
DIE_EDGES = (0, 341, 683, 1024)
D6_CELLS = {1: (0, 2, True), 2: (0, 1, False), 3: (1, 2, False), 4: (1, 1, False),
            5: (2, 1, False), 6: (2, 2, True)}
"""TTS's d6 template, a 3 x 3 image whose top row is unused: the value each cell shows ->
(column, row from the top, drawn upside down as the template draws its 1 and 6)."""
NET_TO_VALUE = (1, 2, 6, 5, 3, 4)
"""A die's face i (in the pack's order) -> the value it takes on TTS's die, so faces that
are opposite on the printed net (0-2, 1-3, 4-5) are opposite in TTS too (1-6, 2-5, 3-4)."""
THUMBNAIL = 256
"""Pixel height of the picture TTS shows for the saved object."""


MAX_URL_CHARS = 1000
"""Longest `--base-url`: real hosting addresses are under 200 characters; this keeps a
save's hundreds of URLs (one per sheet, back and die) to a few hundred KB at most."""
URL_UNSAFE = frozenset(' "\'<>\\`{}|^')
"""Characters RFC 3986 does not allow in a URL unescaped; each would break the JSON
reader of a careless tool or the quoting of the terminal note."""


def check_base_url(text: str) -> str:
    """`text` as the images' base URL, without its trailing slashes; UsageError (one line,
    quoting at most 80 characters) for anything that is not a plain http(s) URL."""
    option = "--base-url"
    if len(text) > MAX_URL_CHARS:
        raise UsageError(f"{option} is {len(text):,} characters long; at most "
                         f"{MAX_URL_CHARS:,} are allowed")
    bad = next((ch for ch in text if is_refused(ch) or ch.isspace() or ch in URL_UNSAFE),
               None)
    if bad is not None:
        raise UsageError(f"{option} {quote(text)} holds {describe_character(bad)}, which a "
                         "URL may not hold (percent-encode it: %20 for a space)")
    try:
        parts = urlsplit(text)
        hostname = parts.hostname
    except ValueError:  # an unclosed [IPv6 address
        hostname = None
    if hostname is None or parts.scheme.lower() not in ("http", "https"):
        raise UsageError(f"{option} {quote(text)} is not an http:// or https:// address "
                         "with a host, such as https://example.org/my-kit/")
    if parts.query or parts.fragment:
        raise UsageError(f"{option} {quote(text)} has a ?query or #fragment; give the "
                         "folder the images will be in, such as https://example.org/my-kit/")
    return text.rstrip("/")


def deck_grid(count: int, several: bool = False) -> tuple[int, int]:
    """The grid of a sheet of `count` cards: 10 wide on every sheet of a deck that needs
    several, as few rows as the cards need."""
    columns = COLUMNS if several else min(COLUMNS, max(1, count))
    return columns, min(ROWS, max(1, math.ceil(count / columns)))


def cell_size(card: Card, columns: int, rows: int, dpi: float) -> tuple[tuple[int, int], float]:
    """A card's pixels on a sheet and the resolution that gives, within MAX_SIDE."""
    fit = min(dpi, MAX_SIDE * 25.4 / (columns * card.width),
              MAX_SIDE * 25.4 / (rows * card.height))
    return (math.floor(card.width / 25.4 * fit + 1e-9),
            math.floor(card.height / 25.4 * fit + 1e-9)), fit


class TtsWriter:
    format = "tts"

    def __init__(self, dpi: int | None = None, base_url: str | None = None,
                 **settings: object) -> None:
        self.dpi = dpi or DEFAULT_DPI
        self.base_url = check_base_url(base_url) if base_url is not None else None
        self.notes: list[str] = []
        self.images: list[tuple[str, str, Picture, str]] = []  # material, name, picture, kind
        self.slots: list[Slot] = []
        self.books: list[tuple[str, str]] = []  # material, PDF file name
        self._pieces: tuple[Kit, list[Piece]] | None = None
        self.language = "en"
        self.folder = Path(".")
        self.deck_id = 0

    def _url(self, name: str) -> str:
        if self.base_url:
            return f"{self.base_url}/{name}"
        return (self.folder / "images" / name).resolve().as_uri()

    def _image(self, material: str, name: str, picture: Picture, kind: str) -> str:
        self.images.append((material, name, picture, kind))
        return self._url(name)

    def _plan(self, kit: Kit, folder: Path) -> None:
        self.folder, self.images, self.slots, self.deck_id = folder, [], [], 0
        self.books = []
        self.language = kit.context.language if kit.context else "en"
        pieces = self._table(kit)
        boards = {p.name for p in pieces if p.snaps}
        deals = {p.material: p for p in pieces
                 if p.kind == "deal" and p.on is not None and p.on[0] in boards}
        for material in card_materials(kit):
            self._cards(kit, material, deals.get(material))
        for material in dice_materials(kit):
            dice = kit.dice(material)
            for number, die in enumerate(dice, 1):
                # A lone die takes its material's name in the kit's language.
                name = kit.names.get(material, die.name) if len(dice) == 1 else die.name
                self._die(material, number, die, name)
        drawn: dict[int, str] = {}
        for n, piece in enumerate(pieces):
            if piece.kind != "deal":
                key = f"{piece.material}-{n + 1}"
                self.slots.append(piece_slot(piece, key, self._sink(piece.material),
                                             self.dpi, drawn))
        for material, pages in kit.materials.items():
            if pages and all(page.booklet for page in pages):
                self._rulebook(kit, material)
        lay_out(self.slots)

    def _table(self, kit: Kit) -> list[Piece]:
        """The game's table pieces for the materials in the kit, built once per kit
        (`page_count` and `render` both plan)."""
        if self._pieces is None or self._pieces[0] is not kit:
            pieces = kit.table(kit.context) if kit.table and kit.context else []
            self._pieces = (kit, [p for p in pieces if p.material in kit.materials])
        return self._pieces[1]

    def _sink(self, material: str) -> Callable[[str, Picture], str]:
        return lambda name, picture: self._image(material, name, picture, "piece")

    def _rulebook(self, kit: Kit, material: str) -> None:
        name = f"{material}.pdf"
        page = kit.materials[material][0]
        title = kit.names.get(material, material)
        self.books.append((material, name))
        self.slots.append(rulebook_slot(f"{kit.title} — {title}", f"{kit.game}/{material}",
                                        self._url(name), (page.width, page.height),
                                        say(self.language, "tabletop.pages",
                                            count=len(kit.materials[material]))))

    def _cards(self, kit: Kit, material: str, deal: Piece | None = None) -> None:
        cards = kit.cards(material)
        faces = distinct(cards)
        first = faces[0].card
        several = len(faces) > PER_SHEET
        cell, fit = cell_size(first, *deck_grid(min(len(faces), PER_SHEET), several),
                              self.dpi)
        shared = shared_back(cards)
        back_url = None
        if shared is not None:
            back = grid_picture([(shared, first.width, first.height)], 1, 1, cell, fit)
            back_url = self._image(material, f"{material}-back.png", back, "back")
        refs: dict[int, tts.CardRef] = {}
        sheets = [faces[i:i + PER_SHEET] for i in range(0, len(faces), PER_SHEET)]
        for number, chunk in enumerate(sheets, 1):
            self.deck_id += 1
            grid = deck_grid(len(chunk), several)
            suffix = f"-{number}" if len(sheets) > 1 else ""
            fronts = grid_picture([(f.card.front, f.card.width, f.card.height) for f in chunk],
                                  *grid, cell, fit)
            face_url = self._image(material, f"{material}{suffix}.png", fronts, "sheet")
            back_faces = [(f.card.back, f.card.width, f.card.height)
                          for f in chunk if f.card.back is not None]
            if back_url is not None:
                unique, url = False, back_url
            elif len(back_faces) == len(chunk):
                backs = grid_picture(back_faces, *grid, cell, fit)
                unique, url = True, self._image(material, f"{material}-backs{suffix}.png",
                                                backs, "sheet")
            else:  # one-sided cards: the face shows on both sides
                unique, url = True, face_url
            sheet = tts.Sheet(self.deck_id, face_url, url, *grid, unique)
            for slot, face in enumerate(chunk):
                refs[id(face)] = tts.CardRef(sheet, slot, face.card.name, face.card.sideways)
        deck_order = sorted(((n, refs[id(face)]) for face in faces for n in face.numbers),
                            key=lambda pair: pair[0])
        ordered = [ref for _, ref in deck_order]
        title = first.deck
        key = f"{kit.game}/{material}"
        if deal is not None and deal.on is not None and len(ordered) > deal.count:
            # Dealt as from a shuffled deck, the same for the same kit (seeded by its key).
            picked = random.Random(key).sample(range(len(ordered)), deal.count)
            self._deal([ordered[i] for i in picked], key, deal.on, first)
            ordered = [ref for i, ref in enumerate(ordered) if i not in set(picked)]
        if len(ordered) == 1:
            state = tts.card(ordered[0], key, tts.transform(), "CardCustom")
        else:
            state = tts.deck(title, key, ordered, tts.transform(face_down=True),
                             say(self.language, "tabletop.cards", count=len(ordered)))
        scale, size = card_size(first.width, first.height, first.sideways)
        self.slots.append(Slot(scaled(state, scale), size, "deck", title))
        self.notes.append(f"{material}: {len(ordered)} card{'s' if len(ordered) > 1 else ''} "
                          f"on {len(sheets)} sheet{'s' if len(sheets) > 1 else ''}, "
                          f"{cell[0]} × {cell[1]} px a card ({fit:.0f} dpi)")

    def _deal(self, cards: list[tts.CardRef], key: str, on: tuple[str, int], first: Card
              ) -> None:
        """Cards face up on a board's places, from place `on[1]` onwards (as set up)."""
        scale, size = card_size(first.width, first.height, first.sideways)
        for n, ref in enumerate(cards):
            state = tts.card(ref, f"{key}/dealt/{n}", tts.transform(), "CardCustom")
            self.slots.append(Slot(scaled(state, scale), size, "deck", ref.nickname,
                                   (on[0], on[1] + n)))

    def _die(self, material: str, number: int, die: Die, name: str) -> None:
        placements = []
        for index, draw in enumerate(die.faces):
            column, row, turned = D6_CELLS[NET_TO_VALUE[index]]
            x0, x1 = DIE_EDGES[column], DIE_EDGES[column + 1]
            y0, y1 = DIE_IMAGE - DIE_EDGES[row + 1], DIE_IMAGE - DIE_EDGES[row]
            dpi = DIE_IMAGE / (3 * die.size) * 25.4
            cell = Rect(to_mm(x0, dpi), to_mm(y0, dpi), to_mm(x1 - x0, dpi),
                        to_mm(y1 - y0, dpi))
            placements.append(Placement(draw, cell, cell, turned))
        picture = Picture(DIE_IMAGE, DIE_IMAGE, DIE_IMAGE / (3 * die.size) * 25.4,
                          tuple(placements), background="#D9D9D9")
        url = self._image(material, f"{material}-{number}.png", picture, "die")
        values = sorted((NET_TO_VALUE[i], label) for i, label in enumerate(die.labels))
        faces = ", ".join(f"{value} {label}" for value, label in values)
        description = say(self.language, "tabletop.faces", faces=faces)
        self.slots.append(Slot(tts.die(name, f"{material}/{number}", url, tts.transform(),
                                       description, [label for _, label in values]),
                               DIE, "deck", name))

    def _thumbnail(self, kit: Kit) -> Picture:
        """The first card's front (else the first die's first face, else the first page),
        THUMBNAIL px high."""
        for material in card_materials(kit):
            card = kit.cards(material)[0]
            return face_picture(card.front, card.width, card.height, 0,
                                THUMBNAIL / card.height * 25.4)
        for material in dice_materials(kit):
            die = kit.dice(material)[0]
            return face_picture(die.faces[0], die.size, die.size, 0,
                                THUMBNAIL / die.size * 25.4)
        art = page_art(kit.pages[0])  # a table of boards and pads alone: its first page
        return face_picture(art.draw, art.width, art.height, 0, THUMBNAIL / art.height * 25.4)

    def page_count(self, kit: Kit, out: Path | None) -> int:
        self._plan(kit, default_folder(kit.game, out, self.format))
        return len(self.images) + 1 + sum(len(kit.materials[m]) for m, _ in self.books)

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        folder = default_folder(kit.game, out, self.format)
        self.notes = []
        self._plan(kit, folder)
        if not self.slots:
            raise UsageError(f"nothing of {', '.join(kit.materials)} goes onto a Tabletop "
                             "Simulator table")
        pictures = [picture for _, _, picture, _ in self.images]
        thumbnail = self._thumbnail(kit)
        pngs = render_pictures([*pictures, thumbnail], progress)
        outputs = [Output(material, folder / "images" / name, png,
                          pixels=(picture.width, picture.height), kind=kind)
                   for (material, name, picture, kind), png in zip(self.images, pngs,
                                                                    strict=False)]
        outputs.append(Output("saved object", folder / f"{kit.game}.png", pngs[-1],
                              pixels=(thumbnail.width, thumbnail.height), kind="thumbnail"))
        outputs += [rulebook_output(kit, material, folder / "images" / name, progress)
                    for material, name in self.books]
        outputs.append(Output("saved object", folder / f"{kit.game}.json",
                              saved_json(kit, [s.state for s in self.slots], self.base_url),
                              kind="object"))
        where = (f"files point at {self.base_url}/" if self.base_url else
                 f"files point at {(folder / 'images').resolve().as_uri()}/ (local: "
                 "--base-url for hosted copies)")
        self.notes += [f"table: {len(self.slots)} objects", where,
                       f"put {kit.game}.json and {kit.game}.png in Tabletop Simulator's "
                       "Saves/Saved Objects folder"]
        return outputs


def rulebook_output(kit: Kit, material: str, path: Path, progress: Progress | None
                    ) -> Output:
    """The rulebook material as its own PDF, for the table's PDF object."""
    pages = kit.materials[material]
    meta = Metadata(f"{kit.title} — {kit.names.get(material, material)}", kit.title,
                    keywords=kit.keywords)
    return Output(material, path, build_pdf(pages, meta, progress), pages=len(pages),
                  kind="pdf")


def _rules(kit: Kit) -> dict[str, Any] | None:
    """The kit's rules pack for the notebook, or None for a game that ships none (a
    game of the user's own may have cards and no rules: its table still loads)."""
    from wisegen.errors import UsageError

    if kit.context is None:
        return None
    try:
        return dict(kit.context.pack("rules").data)
    except UsageError:
        return None


def saved_json(kit: Kit, objects: list[dict[str, Any]], base_url: str | None) -> bytes:
    """The saved object: every object, and the rules in the table's notebook."""
    language = kit.context.language if kit.context else "en"
    note = say(language, "tabletop.note_hosted", title=kit.title, url=base_url) if base_url \
        else say(language, "tabletop.note_local", title=kit.title)
    tabs = []
    rules = _rules(kit)
    if rules is not None:
        tabs.append((str(rules.get("title", kit.title)), rules_text(rules)))
    saved = tts.saved_object(kit.title, objects, note)
    saved["TabStates"] = notebook(tabs)
    # Compact: the C encoder writes it ten times faster than an indented one, and TTS
    # reads either.
    return (json.dumps(saved, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
