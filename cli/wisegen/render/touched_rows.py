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
from typing import Any

from wisegen.render.pdfium_quick import quick

MARGIN = 4
"""Pixels beyond an object's bounds taken as painted (anti-aliasing reaches one)."""


def touched_rows(page: Any, height: int, block: int) -> range:
    """The rows (of `height`, the page mapped onto them) that `page`'s objects may
    paint, widened to whole blocks of `block` rows; empty when it has no objects."""
    import pypdfium2.raw as pdfium_c

    calls, box = quick(), pdfium_c.FS_RECTF()
    if calls.FPDFPage_GetRotation(page) or not calls.FPDF_GetPageBoundingBox(page, box) or (
            box.top <= box.bottom):
        return range(height)
    scale = height / (box.top - box.bottom)
    bounded = (pdfium_c.FPDF_PAGEOBJ_TEXT, pdfium_c.FPDF_PAGEOBJ_PATH,
               pdfium_c.FPDF_PAGEOBJ_IMAGE)
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    first, last = height, 0
    for position in range(calls.FPDFPage_CountObjects(page)):
        item = calls.FPDFPage_GetObject(page, position)
        if calls.FPDFPageObj_GetType(item) not in bounded or not calls.FPDFPageObj_GetBounds(
                item, left, bottom, right, top):
            return range(height)
        first = min(first, math.floor((box.top - top.value) * scale) - MARGIN)
        last = max(last, math.ceil((box.top - bottom.value) * scale) + MARGIN)
    first, last = max(0, first) // block * block, min(height, -(-last // block) * block)
    return range(first, last) if first < last else range(0)
