"""The contract of a game: everything wisegen offers for it, declared in one object.

A game is one folder under `games/` whose `__init__.py` builds a `Game` named `GAME`;
the registry finds it there. The commands, the pack machinery and the printer loop over
the registry and read these declarations: none of them names a specific game. Heavy
parts (materials, request answers) are named as `module:attribute`
strings and imported only when used, so listing the games stays cheap.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from wisegen.games.fields import RequestKind
from wisegen.packs.model import PackKind
from wisegen.render.box import BoxFacts

SHARED_KINDS = ("pad", "rules")
"""Pack kinds whose schema every game shares; each game may read packs of them."""


@dataclass(frozen=True)
class PrintOption:
    """A game's own `wisegen print` flag, such as `--children` or `--extended`.

    `wisegen print --game G --NAME` sets `options[NAME] = True` for the materials to read.
    """

    name: str
    help: str


@dataclass(frozen=True)
class Game:
    id: str
    title: str
    aliases: tuple[str, ...]
    rulebook: str
    summary: str
    prints: tuple[str, ...]
    """What the default kit holds, in words, for `wisegen games`."""
    default_language: str = "en"
    pack_kinds: tuple[PackKind, ...] = ()
    """The kinds of pack the game reads; the shared pad and rules kinds are added."""
    materials: str | None = None
    """`module:attribute` of the tuple of `Material`s that `wisegen print` can build."""
    print_options: tuple[PrintOption, ...] = ()
    requests: tuple[RequestKind, ...] = ()
    """The requests it answers (`clue`, `word`, `score`, `round`...), with their fields:
    `wisegen check`, `wisegen score <id>`, top-level commands, `check batch` and the web
    page are all built from these (see games/fields.py)."""
    dice: str | None = None
    """The pack kind holding the game's dice (the page draws a roll from it), if any."""
    dice_glyphs: dict[str, str] = field(default_factory=dict)
    """What the page shows for a special face, by the dice pack's face name and by its
    ROLL notation (`letter-joker` and `*` -> ★); letters show as themselves."""
    timer: int | None = None
    """Seconds of the countdown the page offers the table (a stand-in for a timer the
    box has and the kit does not, like Mistrz Słowa's hourglass); None for no timer."""
    room: str | None = None
    """`module:attribute` of its `RoomFlow` (games/room.py): how the phones play it in a
    room; None for a game the phones only referee."""
    table: str | None = None
    """`module:attribute` of the function that lists its virtual table's pieces
    (render/tabletop.py: boards, pawns, pads) for `export --format tts`."""
    box: BoxFacts | None = None
    """Players, age, playing time and the title drawer, for the kit's cover (a game
    without them gets a cover with its name and contents only)."""

    def kinds(self) -> tuple[PackKind, ...]:
        declared = {k.kind for k in self.pack_kinds}
        return self.pack_kinds + tuple(PackKind(k) for k in SHARED_KINDS if k not in declared)

    def pack_kind(self, kind: str) -> PackKind | None:
        return next((k for k in self.kinds() if k.kind == kind), None)

    def request_kind(self, kind: str) -> RequestKind | None:
        return next((r for r in self.requests if r.kind == kind), None)

    def requests_at(self, where: str) -> tuple[RequestKind, ...]:
        """The kinds placed `where` on the command line (`check`, `score` or `top`)."""
        return tuple(r for r in self.requests if r.where == where)

    @property
    def words_kind(self) -> PackKind | None:
        """The kind of the game's word packs (the words printed on cards), if it has one."""
        kind = self.pack_kind("words")
        return kind if kind is not None and kind.words is not None else None


def load_attribute(target: str) -> Any:
    """Import `module:attribute` (the lazy references a `Game` holds)."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)
