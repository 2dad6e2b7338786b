"""`wisegen export`: the kit `print` builds, written as images by a writer (png, tts, sheet).

Each file goes to disk as soon as it is made (into a temporary folder beside the export
folder: 2,000 card images are never all in memory), and the export folder
(`output/GAME-FORMAT/` or `--out`) is replaced whole, in one swap, by exactly the new
files only when no word was too long and no letter was missing; otherwise the
temporary folder is dropped and nothing was written.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wisegen.atomic import open_kit
from wisegen.errors import UsageError
from wisegen.render.writers import Output, check_format, export_formats, is_shop
from wisegen.render.writers.faces import default_folder
from wisegen.render.writers.shop import shop_sheet
from wisegen.usecases.printing import (
    FitFindings,
    PrintRequest,
    fail_on_findings,
    layout_report,
    materials_of,
    pack_note,
    start_render,
)

WHOLE_TABLE = ("tts",)
"""Formats that set a whole table: every material by default, optional ones too."""
KINDS = {"card": "card image", "back": "back image", "page": "page image",
         "sheet": "deck sheet", "die": "die image", "object": "saved object",
         "thumbnail": "thumbnail", "manifest": "manifest", "contact": "contact sheet",
         "piece": "table piece image", "pdf": "PDF", "cut": "cut file"}


@dataclass
class ExportResult:
    game: str
    format: str
    folder: Path
    pack: str
    files: list[dict[str, Any]]
    layout: dict[str, Any]
    findings: FitFindings
    notes: list[str] = field(default_factory=list)
    exit_code: int = 0
    order: list[dict[str, Any]] | None = None
    """A print shop's export: per deck, the product to order and how many cards."""

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "format": self.format, "folder": str(self.folder),
                "pack": self.pack, "layout": self.layout, "files": self.files,
                "notes": self.notes, **({"order": self.order} if self.order is not None else {}),
                **self.findings.as_dict()}

    def lines(self) -> list[str]:
        total = sum(f["bytes"] for f in self.files)
        out = [f"{self.folder}/  {len(self.files)} files, {total / 1024 / 1024:.1f} MiB"]
        by_material: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for file in self.files:
            by_material[file["material"]].append(file)
        for material, files in by_material.items():
            kinds = Counter(f["kind"] for f in files)
            counted = ", ".join(f"{n} {KINDS.get(kind, kind)}{'s' if n > 1 else ''}"
                                for kind, n in kinds.items())
            sizes = sorted({tuple(f["px"]) for f in files if f.get("px")}, reverse=True)
            shown = "; ".join(f"{w} × {h} px" for w, h in sizes[:3])
            out.append(f"  {material}: {counted}" + (f" ({shown})" if shown else ""))
        return out + self.notes + self.findings.lines()


def check_out(out: Path | None) -> None:
    """An export writes a folder: refuse a file in the way before anything is drawn."""
    if out is not None and out.exists() and not out.is_dir():
        raise UsageError(f"--out must be a folder, and {out} is a file")


def run_export(request: PrintRequest, progress: Callable[[int], None] | None = None,
               announce: Callable[[int], None] | None = None) -> ExportResult:
    """Build the kit once, draw it as images with the request's writer, and write the
    export folder whole: each file written as it comes, then all swapped in at once,
    exactly these files (`atomic.open_kit`)."""
    check_format(request.format, export_formats(), "wisegen print --format")
    check_out(request.out)
    if request.format in WHOLE_TABLE and not request.only:  # the optional mat too
        request = replace(request, only=[m.name for m in materials_of(request.game)])
    if is_shop(request.format):  # a print shop: the kit is built at its product's size
        request = replace(request, sheet=shop_sheet(request.game.id, request.format,
                                                    request.layout_file, request.sheet))
    folder = default_folder(request.game.id, request.out, request.format)
    files: list[dict[str, Any]] = []
    outputs, ctx, writer = start_render(request, progress, announce)  # a kit, not drawn yet
    with open_kit(folder, keep_others=False) as kit:  # a folder of the user's: refused now
        for output in outputs:
            kit.add(output.path.relative_to(folder).as_posix(), output.data)
            files.append(_entry(output))
        fail_on_findings(ctx)
    return ExportResult(request.game.id, request.format, folder, pack_note(ctx), files,
                        layout_report(ctx), FitFindings.of(ctx, request.verbose),
                        writer.notes, order=getattr(writer, "order", None))


def _entry(output: Output) -> dict[str, Any]:
    """The report's line for one file (its bytes are on disk, not kept here)."""
    entry: dict[str, Any] = {"material": output.material, "path": str(output.path),
                             "kind": output.kind, "bytes": len(output.data)}
    if output.pixels:
        entry["px"] = list(output.pixels)
    return entry
