"""What every game module declares: its ids, what it prints, and how to read its words.

Adding a sixth game means writing one module that builds a `Game`, one content pack
and one layout, then listing the module in `registry`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from wisegen.packs.yamlsafe import FieldPath


@dataclass(frozen=True)
class WordEntry:
    """One printed word of a pack: where it is, what it is, and its tier (slot)."""

    path: FieldPath
    word: str
    tier: str


@dataclass(frozen=True)
class Game:
    id: str
    title: str
    aliases: tuple[str, ...]
    rulebook: str
    summary: str
    prints: tuple[str, ...]
    full_deck: int | None = None
    """Cards in a full word pack, or None when the game has no word cards."""
    words: Callable[[dict[str, Any]], list[WordEntry]] = field(default=lambda data: [])
    """Extract the words of a validated `words` pack, with their field paths."""
    children_tier: str | None = None
    """The slot that holds the easier children's word, if the game has one."""
    default_language: str = "en"
    materials_module: str | None = None
    """Module with a `MATERIALS` tuple for `wisegen print`; imported only when printing."""
