"""A print kit: named materials, each a list of pages, built from a pack and a layout.

The kit is built once, as pages of drawings; a writer (`render/writers/`) then turns it
into files. The other packs a material reads (pads, rules, tables) come through
`load_pack`, handed in by the games layer, so rendering never imports a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from reportlab.pdfgen.canvas import Canvas

from wisegen.lang.registry import get_language
from wisegen.packs.model import Pack
from wisegen.render.box import BoxFacts
from wisegen.render.document import Page
from wisegen.render.layout import Layout
from wisegen.render.pieces import Card, Die
from wisegen.render.text import FitLog
from wisegen.render.units import Rect

if TYPE_CHECKING:  # Tabletop Simulator's pieces: only an export to it needs them
    from wisegen.render.tabletop import Piece


@dataclass
class PrintContext:
    """Everything a material builder may read; `log` collects fitting and glyph findings."""

    game: str
    layout: Layout
    words: Pack | None
    log: FitLog = field(default_factory=FitLog)
    options: dict[str, Any] = field(default_factory=dict)
    credits: list[str] = field(default_factory=list)
    """Attributions a material needs in the PDF metadata (e.g. the Decktet's licence)."""
    load_pack: Callable[[str, str, str | None], Pack] | None = None
    """(game, kind, language) -> the built-in pack of that kind, in that language when
    there is one; set by whoever builds the kit."""
    language: str = "en"
    """The kit's language: every label, instruction and rules page is in it."""
    strings: dict[str, str] = field(default_factory=dict)
    """The kit's own words in `language` (games/kit_text.py), read through `text`."""

    def __post_init__(self) -> None:
        """Every text the kit draws is set the way its language prints it."""
        self.log.typeset = get_language(self.language).typeset

    def pack(self, kind: str) -> Pack:
        """A built-in pack of another kind for this game (pad, rules, scoring...), in the
        kit's language when one exists."""
        if self.load_pack is None:
            raise RuntimeError("this print context was made without a pack loader")
        return self.load_pack(self.game, kind, self.language)

    def text(self, key: str, **values: Any) -> str:
        """The kit text `key` in the kit's language, with its {names} filled in."""
        if key not in self.strings:
            raise KeyError(f"no kit text {key!r} for {self.game} "
                           f"(content/kit-text/en/common.yaml or {self.game}.yaml)")
        return self.strings[key].format(**values) if values else self.strings[key]

    @property
    def ink_saver(self) -> bool:
        """Light backgrounds and outlined art: `--ink-saver`."""
        return self.layout.ink_saver


MaterialBuilder = Callable[[PrintContext], list[Page]]

TitleDrawer = Callable[[Canvas, PrintContext, Rect], None]
"""Draws a game's title mark (its emblem and name, as its cards and boards show them)
centred in the Rect (mm) on white paper: the cover's headline."""


@dataclass(frozen=True)
class Material:
    name: str
    title: str
    build: MaterialBuilder
    optional: bool = False
    """Left out of the default kit; printed when `--only` names it (e.g. a large mat)."""
    cards: bool = False
    """Its pages hold cards (a deck, a rules card): all that a cutting machine's export
    draws, so only these are built for one (`usecases/printing.start_render`)."""


@dataclass(frozen=True)
class Kit:
    """A built kit, ready for a writer: its materials' pages in print order, and metadata."""

    game: str
    title: str
    materials: dict[str, list[Page]]
    keywords: str
    log: FitLog
    names: dict[str, str] = field(default_factory=dict)
    """Material -> its name as the print plan and the PDF bookmarks show it, in the kit's
    language (kit text `material.NAME`, else the material's title)."""
    context: PrintContext | None = None
    """The context the kit was built with: its language, kit text and sheet settings,
    for writers that add pages of their own (the print plan)."""
    box: BoxFacts | None = None
    """Players, age and playing time as the game declares them, for the cover."""
    title_mark: TitleDrawer | None = None
    table: Callable[[PrintContext], list[Piece]] | None = None
    """The game's virtual table (`Game.table`: render/tabletop.py's pieces), for the
    Tabletop Simulator writer; None for a game that declares none."""
    """The game's title drawer for the cover (its name in plain type without one)."""

    @property
    def pages(self) -> list[Page]:
        return [page for pages in self.materials.values() for page in pages]

    def cards(self, material: str) -> list[Card]:
        """The material's cards in deck order (none for a board, pad or dice sheet)."""
        return [card for page in self.materials[material] for card in page.cards]

    def dice(self, material: str) -> list[Die]:
        """The dice whose nets the material prints, in order."""
        return [die for page in self.materials[material] for die in page.dice]
