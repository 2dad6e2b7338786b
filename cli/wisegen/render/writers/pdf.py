"""The PDF writer: one PDF per material and the kit's print-and-play files.

`--out FILE.pdf` asks for the print-and-play files alone (FILE.pdf, and
FILE-single-sided.pdf when the kit has one-sided sheets); a folder (default
`output/GAME/`) gets every material's PDF beside them, and the duplex calibration sheet
(`calibration.pdf`) that the plan names when the kit is printed double-sided. The
print-and-play files
(`writers/assembly.py`) hold the plan, a bookmark per material and every sheet used on
both sides where it can be; a material's own PDF is just its pages.
"""

from __future__ import annotations

from pathlib import Path

from wisegen.render.calibration import calibration_pages
from wisegen.render.document import Metadata, Page, build_pdf
from wisegen.render.kit import Kit
from wisegen.render.writers import Output, Progress, plan, sheets
from wisegen.render.writers.assembly import MAIN


class PdfWriter:
    format = "pdf"

    def __init__(self, **settings: object) -> None:
        self.notes: list[str] = []

    def _targets(self, kit: Kit, out: Path | None) -> tuple[dict[str, Path], dict[str, Path]]:
        """Each material's own PDF (none with `--out FILE.pdf`) and the print-and-play
        files by key."""
        if out is not None and out.suffix.lower() == ".pdf":
            folder, stem = out.parent, out.stem
            per_material: dict[str, Path] = {}
        else:
            folder = out if out is not None else Path("output") / kit.game
            stem = f"{kit.game}-print-and-play"
            per_material = {name: folder / f"{name}.pdf" for name in kit.materials}
        return per_material, {key: folder / name
                              for key, name in plan.file_names(kit.game, stem).items()}

    def page_count(self, kit: Kit, out: Path | None) -> int:
        """Pages drawn: each material's, then the print-and-play files'."""
        per_material, _ = self._targets(kit, out)
        whole = plan.combined(kit)
        return len(kit.pages) * bool(per_material) + sum(
            len(file.pages) for file in whole.files.values()) + 2 * bool(
            per_material and whole.files[MAIN].double)

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        per_material, files = self._targets(kit, out)
        outputs = []
        for name, pages in kit.materials.items():
            if name in per_material:
                meta = Metadata(f"{kit.title} — {name}", f"{kit.title}: {name}",
                                keywords=kit.keywords)
                outputs.append(Output(name, per_material[name], build_pdf(pages, meta, progress),
                                      len(pages), sheets(pages)))
        whole = plan.combined(kit)
        paper = plan.sheets_of(whole)
        for key, file in whole.files.items():
            meta = Metadata(f"{kit.title} — print-and-play" + ("" if key == MAIN else
                                                               f" ({key})"),
                            f"{kit.title}: {', '.join(kit.materials)}", keywords=kit.keywords)
            marks = [(shown[0] - 1, kit.names.get(material, material))
                     for material in kit.materials
                     if (shown := whole.pages_of(material).get(key))]
            if key == MAIN and whole.plan_index and kit.context:
                marks.append((0, kit.context.text("cover.bookmark")))
            marks.sort(key=lambda mark: mark[0])
            outputs.append(Output("combined" if key == MAIN else key, files[key],
                                  build_pdf(file.pages, meta, progress, marks),
                                  len(file.pages), paper[key]))
        if per_material and whole.files[MAIN].double and kit.context is not None:
            pages = _calibration(kit)
            outputs.append(Output("calibration", files[MAIN].parent / "calibration.pdf",
                                  build_pdf(pages, Metadata(
                                      f"{kit.title} — duplex calibration", "calibration"),
                                      progress), len(pages), 1))
        return outputs


def _calibration(kit: Kit) -> list[Page]:
    """The duplex calibration sheet for the kit's paper and turn, in its language."""
    assert kit.context is not None
    sheet = kit.context.layout.sheet
    return calibration_pages(sheet.paper, sheet.duplex, kit.context.strings)
