"""Writers turn a built `Kit` into files, one writer per output format.

A writer renders everything in memory first and returns `Output`s; the caller checks
the kit's findings (missing glyphs, words too long) and only then writes them, each one
atomically. To add a format (PNG, Tabletop Simulator...), add a module here with a
class that has `format`, `describe` and `render`, and name it in `WRITERS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from wisegen.errors import UsageError
from wisegen.render.document import Page
from wisegen.render.kit import Kit

Progress = Callable[[int], None]


@dataclass(frozen=True)
class Output:
    """One file a writer made in memory: what it holds and where it goes."""

    material: str
    path: Path
    data: bytes
    pages: int
    sheets: int


class Writer(Protocol):
    format: str

    def page_count(self, kit: Kit, out: Path | None) -> int:
        """How many pages `render` will draw (for a progress bar)."""
        ...

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        ...


WRITERS: dict[str, str] = {"pdf": "wisegen.render.writers.pdf:PdfWriter"}
"""Format name -> `module:class`; imported only when that format is asked for."""


def get_writer(fmt: str) -> Writer:
    import importlib

    target = WRITERS.get(fmt.lower())
    if target is None:
        raise UsageError(f"unknown format {fmt!r}; choose from: {', '.join(WRITERS)}")
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)()


def sheets(pages: list[Page]) -> int:
    """Sheets of paper: a back page prints on the sheet of the page before it."""
    return sum(not page.back for page in pages)
