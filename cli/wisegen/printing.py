"""`wisegen print`: parse -> validate -> lay out -> render -> write, for any game.

A run renders everything in memory first; only when every material rendered without a
missing glyph or an over-long word are the files written, each one atomically.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wisegen.atomic import write_atomic
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.packs.catalogue import find_builtin
from wisegen.packs.loader import load_pack
from wisegen.packs.model import Pack
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.kit import Material, PrintContext
from wisegen.render.layout import load_layout


@dataclass
class PrintRequest:
    game: Game
    only: list[str] | None = None
    pack_file: Path | None = None
    layout_file: Path | None = None
    out: Path | None = None
    language: str | None = None
    sheet: dict[str, Any] = field(default_factory=dict)
    """Command-line overrides of the layout's sheet settings (paper, bleed, duplex...)."""
    options: dict[str, Any] = field(default_factory=dict)
    """Game options such as children=True or extended=True."""


@dataclass(frozen=True)
class WrittenFile:
    material: str
    path: Path
    pages: int
    sheets: int
    size: int

    def as_dict(self) -> dict[str, Any]:
        return {"material": self.material, "path": str(self.path), "pages": self.pages,
                "sheets": self.sheets, "bytes": self.size}


@dataclass
class PrintResult:
    game: str
    pack: str | None
    files: list[WrittenFile]
    shrunk: list[dict[str, Any]]
    layout: dict[str, Any]


def materials_of(game: Game) -> tuple[Material, ...]:
    if game.materials_module is None:
        raise UsageError(f"printing is not available for {game.id} yet")
    return importlib.import_module(game.materials_module).MATERIALS


def _words_pack(request: PrintRequest) -> Pack | None:
    game = request.game
    if request.pack_file is not None:
        pack = load_pack(request.pack_file)
        if pack.game != game.id or pack.kind != "words":
            raise UsageError(f"{request.pack_file} is a {pack.game} {pack.kind} pack, not a "
                             f"{game.id} words pack")
        return pack
    if game.full_deck is None:
        return None
    return find_builtin(game.id, "words", request.language or game.default_language)


def _select(materials: tuple[Material, ...], only: list[str] | None) -> list[Material]:
    if not only:
        return [m for m in materials if not m.optional]
    names = {m.name: m for m in materials}
    unknown = [n for n in only if n not in names]
    if unknown:
        raise UsageError(f"unknown material {', '.join(unknown)!s}; choose from: "
                         f"{', '.join(names)}")
    return [m for m in materials if m.name in only]


def _targets(request: PrintRequest, names: list[str]) -> tuple[dict[str, Path], Path]:
    """Per-material paths and the combined path. `--out FILE.pdf` writes only that file."""
    game = request.game.id
    out = request.out
    if out is not None and out.suffix.lower() == ".pdf":
        return {}, out
    folder = out if out is not None else Path("output") / game
    return {name: folder / f"{name}.pdf" for name in names}, folder / f"{game}-print-and-play.pdf"


def _sheets(pages: list[Page]) -> int:
    return sum(not page.back for page in pages)


def run_print(request: PrintRequest, progress: Callable[[int], None] | None = None,
              announce: Callable[[int], None] | None = None) -> PrintResult:
    """Build every selected material, check it, and write the PDFs."""
    game = request.game
    layout = load_layout(game.id, request.layout_file, request.sheet)
    words = _words_pack(request)
    chosen = _select(materials_of(game), request.only)
    ctx = PrintContext(game.id, layout, words, options=request.options)
    built = {m.name: m.build(ctx) for m in chosen}
    per_material, combined_path = _targets(request, list(built))
    total_pages = sum(len(p) for p in built.values())
    if announce:
        announce(total_pages * (2 if per_material else 1))
    title = f"{game.title} — print-and-play"
    pack_note = f"{words.id} ({words.language})" if words else "built-in"
    licence = (words.data.get("license") if words else None) or "MIT"
    keywords = ", ".join(["wisegen", game.id, f"pack {pack_note}", f"licence {licence}",
                          *dict.fromkeys(ctx.credits)])
    outputs: list[tuple[str, Path, bytes, list[Page]]] = []
    for name, pages in built.items():
        if name in per_material:
            meta = Metadata(f"{game.title} — {name}", f"{game.title}: {name}",
                            keywords=keywords)
            outputs.append((name, per_material[name], build_pdf(pages, meta, progress), pages))
        _fail_on_findings(ctx)
    all_pages = [page for pages in built.values() for page in pages]
    meta = Metadata(title, f"{game.title}: {', '.join(built)}", keywords=keywords)
    outputs.append(("combined", combined_path, build_pdf(all_pages, meta, progress), all_pages))
    _fail_on_findings(ctx)
    files = []
    for name, path, data, pages in outputs:
        write_atomic(path, data)
        files.append(WrittenFile(name, path, len(pages), _sheets(pages), len(data)))
    sheet = layout.sheet
    return PrintResult(
        game.id, pack_note, files, [s.as_dict() for s in ctx.log.unique_shrinks()],
        {"paper": sheet.paper, "card": sheet.card, "bleed_mm": sheet.bleed,
         "duplex": sheet.duplex, "offset_mm": [sheet.offset_x, sheet.offset_y],
         "sources": layout.sources})


def _fail_on_findings(ctx: PrintContext) -> None:
    errors = ctx.log.errors()
    if errors:
        shown = "; ".join(errors[:5]) + (f"; and {len(errors) - 5} more" if len(errors) > 5
                                          else "")
        raise UsageError(f"nothing was written: {shown}")
