"""The PDF writer: one PDF per material and a combined print-and-play PDF.

`--out FILE.pdf` asks for the combined PDF alone; a folder (default `output/GAME/`)
gets every material's PDF beside the combined one. The combined PDF starts with a cover
(writers/cover.py) with the print plan on its back, and has a bookmark for the cover and
one per material, each material on fresh sheets (writers/plan.py); a material's own PDF
is just its pages.
"""

from __future__ import annotations

from pathlib import Path

from wisegen.render.document import Metadata, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.writers import Output, Progress, plan, sheets


class PdfWriter:
    format = "pdf"

    def __init__(self, **settings: object) -> None:
        self.notes: list[str] = []

    def _targets(self, kit: Kit, out: Path | None) -> tuple[dict[str, Path], Path]:
        if out is not None and out.suffix.lower() == ".pdf":
            return {}, out
        folder = out if out is not None else Path("output") / kit.game
        return ({name: folder / f"{name}.pdf" for name in kit.materials},
                folder / f"{kit.game}-print-and-play.pdf")

    def page_count(self, kit: Kit, out: Path | None) -> int:
        """Pages drawn: each material's, then the combined file's (plan and blank backs
        included)."""
        per_material, _ = self._targets(kit, out)
        return len(kit.pages) * bool(per_material) + len(plan.combined(kit).pages)

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        per_material, combined = self._targets(kit, out)
        outputs = []
        for name, pages in kit.materials.items():
            if name in per_material:
                meta = Metadata(f"{kit.title} — {name}", f"{kit.title}: {name}",
                                keywords=kit.keywords)
                outputs.append(Output(name, per_material[name], build_pdf(pages, meta, progress),
                                      len(pages), sheets(pages)))
        whole = plan.combined(kit)
        meta = Metadata(f"{kit.title} — print-and-play",
                        f"{kit.title}: {', '.join(kit.materials)}", keywords=kit.keywords)
        marks = [(0, kit.context.text("cover.bookmark")) if kit.context else (0, kit.title),
                 *((whole.starts[row.material], row.name) for row in whole.rows)]
        outputs.append(Output("combined", combined,
                              build_pdf(whole.pages, meta, progress, marks),
                              len(whole.pages), sheets(whole.pages)))
        return outputs
