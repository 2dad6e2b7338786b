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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wisegen.atomic import open_kit
from wisegen.errors import UsageError
from wisegen.render.writers import EXPORT_FORMATS, Output, check_format
from wisegen.render.writers.faces import default_folder
from wisegen.usecases.printing import (
    FitFindings,
    PrintRequest,
    fail_on_findings,
    layout_report,
    pack_note,
    start_render,
)

KINDS = {"card": "card image", "back": "back image", "page": "page image",
         "sheet": "deck sheet", "die": "die image", "object": "saved object",
         "thumbnail": "thumbnail", "manifest": "manifest", "contact": "contact sheet",
         "pdf": "PDF", "cut": "cut file"}


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

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "format": self.format, "folder": str(self.folder),
                "pack": self.pack, "layout": self.layout, "files": self.files,
                "notes": self.notes, **self.findings.as_dict()}

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
    check_format(request.format, EXPORT_FORMATS, "wisegen print --format")
    check_out(request.out)
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
                        writer.notes)


def _entry(output: Output) -> dict[str, Any]:
    """The report's line for one file (its bytes are on disk, not kept here)."""
    entry: dict[str, Any] = {"material": output.material, "path": str(output.path),
                             "kind": output.kind, "bytes": len(output.data)}
    if output.pixels:
        entry["px"] = list(output.pixels)
    return entry
