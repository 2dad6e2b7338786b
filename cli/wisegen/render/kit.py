"""A print kit: named materials, each a list of pages, built from a pack and a layout."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from wisegen.packs.model import Pack
from wisegen.render.document import Page
from wisegen.render.layout import Layout
from wisegen.render.text import FitLog


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

    def pack(self, kind: str) -> Pack:
        """A built-in pack of another kind for this game (pad, rules, scoring...)."""
        from wisegen.packs.catalogue import find_builtin

        return find_builtin(self.game, kind)


MaterialBuilder = Callable[[PrintContext], list[Page]]


@dataclass(frozen=True)
class Material:
    name: str
    title: str
    build: MaterialBuilder
    optional: bool = False
    """Left out of the default kit; printed when `--only` names it (e.g. a large mat)."""
