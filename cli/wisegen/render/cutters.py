"""Cutting machines' print-and-cut profiles: one data file each in layouts/cutters/.

A profile says what the cutter's own software expects, so that adding a machine (a
Brother ScanNCut, another mark type) is a new file, not new code: a `registration` cutter
(Silhouette Studio) reads marks printed on the sheet with its optical eye, and cards must
stay clear of them; an `outline` cutter (Cricut Design Space) takes images and cuts along
their opaque outline, each image no larger than its print area. Files are checked against
content/schemas/cutter.schema.json, so a wrong key is an error with its file and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from wisegen.core.yamlsafe import load_file
from wisegen.errors import ContentError, UsageError
from wisegen.render.units import Rect
from wisegen.resources import layouts_dir


@dataclass(frozen=True)
class Marks:
    """Registration marks as the cutter's software draws them (mm)."""

    type: int
    square: float
    length: float
    thickness: float
    inset: float
    clearance: float


@dataclass(frozen=True)
class Cutter:
    id: str
    name: str
    kind: str
    papers: tuple[str, ...]
    gap: float
    """mm between two cards' printed edges (their bleeds, or their outlines)."""
    marks: Marks | None = None
    bleed: float = 0.0
    max_image: tuple[float, float] | None = None
    design_space_bleed: float = 0.0
    dpi: int = 300

    def mark_shapes(self, width: float, height: float) -> list[Rect]:
        """The filled rectangles of the type-1 marks on a `width` x `height` mm page:
        the top-left square, then each leg of the top-right and bottom-left L-marks."""
        if self.marks is None:
            return []
        m = self.marks
        i, size, leg, t = m.inset, m.square, m.length, m.thickness
        return [Rect(i, height - i - size, size, size),
                Rect(width - i - leg, height - i - t, leg, t),  # top-right, along the top
                Rect(width - i - t, height - i - leg, t, leg),  # top-right, down the side
                Rect(i, i, leg, t),  # bottom-left, along the bottom
                Rect(i, i, t, leg)]  # bottom-left, up the side

    def keep_out(self, width: float, height: float) -> list[Rect]:
        """Where nothing may print: each mark's square or leg grown by the clearance
        (the inside corner of an L stays usable, as in Studio)."""
        clearance = self.marks.clearance if self.marks else 0.0
        return [shape.grow(clearance) for shape in self.mark_shapes(width, height)]

    def safe_area(self, width: float, height: float) -> Rect:
        """Inside the marks, clear of their lines by the clearance (the corners where the
        marks stand are kept out separately, by `keep_out`)."""
        if self.marks is None:
            return Rect(0, 0, width, height)
        edge = self.marks.inset + self.marks.thickness + self.marks.clearance
        return Rect(edge, edge, width - 2 * edge, height - 2 * edge)


def cutters() -> list[str]:
    """The ids of every cutter profile shipped."""
    return sorted(path.stem for path in (layouts_dir() / "cutters").glob("*.yaml"))


@cache
def load_cutter(cutter_id: str) -> Cutter:
    """The profile `layouts/cutters/<id>.yaml`, checked against its schema."""
    if cutter_id not in cutters():
        raise UsageError(f"unknown cutter {cutter_id!r}; choose from: {', '.join(cutters())}")
    doc = load_file(layouts_dir() / "cutters" / f"{cutter_id}.yaml")
    from wisegen.core.schemas import validate_remembered

    problems = validate_remembered(doc, "cutter")
    if problems:
        raise ContentError(problems)
    return _cutter(doc.value)


def _cutter(data: dict[str, Any]) -> Cutter:
    marks = data.get("marks")
    image = data.get("max_image")
    return Cutter(
        id=data["id"], name=data["name"], kind=data["kind"], papers=tuple(data["papers"]),
        gap=float(data["gap"]),
        marks=Marks(int(marks["type"]), float(marks["square"]), float(marks["length"]),
                    float(marks["thickness"]), float(marks["inset"]),
                    float(marks["clearance"])) if marks else None,
        bleed=float(data.get("bleed", 0.0)),
        max_image=(float(image["width"]), float(image["height"])) if image else None,
        design_space_bleed=float(data.get("design_space_bleed", 0.0)),
        dpi=int(data.get("dpi", 300)))
