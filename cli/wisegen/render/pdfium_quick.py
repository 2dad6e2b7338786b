"""pdfium's quick calls, made without letting go of the GIL.

ctypes lets go of the GIL around every foreign call and takes it back after. For a call
of a microsecond (counting a page's objects, making a bitmap's header) taking it back is
the cost: while ReportLab lays out the next chunk in another thread, and the encoders
and the file writers finish theirs, the drawing thread waited its turn after each of a
card's dozen such calls. Bound through `ctypes.PyDLL` instead (the same library, already
loaded by pypdfium2, with pypdfium2's own signatures), they keep the GIL: against
the tree before, cold, median of 21 (2026-12), Just One's cricut export went from 611
to 580 ms and 13 Words' print-shop export from 965 to 953 ms, CPU 20-30 ms less. The
long calls (loading a page, rendering it) still let go, as pdfium works.
"""

from __future__ import annotations

import ctypes
import functools
from typing import Any

QUICK = ("FPDFPage_CountObjects", "FPDFPage_GetObject", "FPDFPageObj_GetType",
         "FPDFPage_RemoveObject", "FPDFPageObj_Destroy", "FPDFBitmap_CreateEx",
         "FPDFBitmap_Destroy", "FPDF_ClosePage", "FPDFPageObj_GetBounds",
         "FPDF_GetPageBoundingBox", "FPDFPage_GetRotation")


class _Quick:
    """pdfium's `QUICK` functions as attributes, each keeping the GIL."""

    def __init__(self) -> None:
        import pypdfium2_raw.bindings as bindings  # type: ignore[import-untyped]

        # pypdfium2's loaded library is found through a private name of its own; a
        # release without it gets pypdfium2's calls, which let go of the GIL, as before.
        try:
            library: Any = ctypes.PyDLL(bindings._libs["pdfium"]._name)
        except (AttributeError, KeyError, OSError):
            library = None
        for name in QUICK:
            call = released = getattr(bindings, name)
            if library is not None:
                call = getattr(library, name)
                call.argtypes, call.restype = released.argtypes, released.restype
            setattr(self, name, call)

    def __getattr__(self, name: str) -> Any:  # only for mypy: every name is set above
        raise AttributeError(name)


@functools.cache
def quick() -> _Quick:
    """The quick calls (pdfium loaded on first use)."""
    return _Quick()


def load_page(document: Any, index: int) -> Any:
    """Page `index` of a pypdfium2 document as pdfium's own handle (no wrapper object
    to make and register for each card), to be closed by `close_page`."""
    import pypdfium2.raw as pdfium_c

    page = pdfium_c.FPDF_LoadPage(document, index)
    if not page:
        raise ValueError(f"pdfium could not load page {index + 1} of the pictures' PDF")
    return page


def close_page(page: Any) -> None:
    quick().FPDF_ClosePage(page)
