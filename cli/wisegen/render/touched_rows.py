"""The rows of a picture a page's objects can paint: where a card's words lie on it.

A face drawn over its backdrop (`render/backdrop.py`) changes only the rows its own
objects reach: the word of a 13 Words card covers a third of its face, Just One's a
sixth. pdfium gives each object's bounds on the page (a text's from its glyphs' boxes, a
stroked path's with half its line width), and an anti-aliased edge reaches at most a
pixel beyond them (1.01 px at most over every built-in face, measured 2026-12), so the
rows within `MARGIN` pixels of the objects' bounds are all the page can change. Any
object whose bounds say less than where it may paint (a form, a shading, which fill
their clip) or that pdfium cannot bound, and a rotated page, mean every row.
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Sequence
from typing import Any

from wisegen.render.pdfium_quick import quick

MARGIN = 4
"""Pixels beyond an object's bounds taken as painted (anti-aliasing reaches one)."""


def touched_rows(page: Any, height: int, block: int) -> tuple[range, ...]:
    """The rows (of `height`, the page mapped onto them) that `page`'s objects may
    paint, as bands of whole blocks of `block` rows, top to bottom (`whole_blocks`);
    none when it has no objects. A card's words, one above the other, are each a band
    of their own: the rows between them are the backdrop's."""
    import pypdfium2.raw as pdfium_c

    calls, box = quick(), pdfium_c.FS_RECTF()
    if calls.FPDFPage_GetRotation(page) or not calls.FPDF_GetPageBoundingBox(page, box) or (
            box.top <= box.bottom):
        return (range(height),)
    scale = height / (box.top - box.bottom)
    bounded = (pdfium_c.FPDF_PAGEOBJ_TEXT, pdfium_c.FPDF_PAGEOBJ_PATH,
               pdfium_c.FPDF_PAGEOBJ_IMAGE)
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    reached = []
    for position in range(calls.FPDFPage_CountObjects(page)):
        item = calls.FPDFPage_GetObject(page, position)
        if calls.FPDFPageObj_GetType(item) not in bounded or not calls.FPDFPageObj_GetBounds(
                item, left, bottom, right, top):
            return (range(height),)
        reached.append(range(max(0, math.floor((box.top - top.value) * scale) - MARGIN),
                             min(height, math.ceil((box.top - bottom.value) * scale) + MARGIN)))
    return whole_blocks(reached, height, block)


def whole_blocks(reached: Sequence[range], height: int, block: int) -> tuple[range, ...]:
    """Ranges of rows of a picture `height` rows tall, in any order, overlapping or
    empty, as the fewest bands of whole `block`-row blocks that hold them (the last
    block ends at `height`), top to bottom, apart."""
    bands: list[range] = []
    for rows in sorted((r for r in reached if len(r)), key=lambda r: r.start):
        start, stop = rows.start // block * block, min(height, -(-rows.stop // block) * block)
        if bands and start <= bands[-1].stop:
            start = bands[-1].start
            stop = max(stop, bands.pop().stop)
        bands.append(range(start, stop))
    return tuple(bands)
