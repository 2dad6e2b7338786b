"""A deck's shared artwork rasterised once: the backdrop under every card's own words.

A card face is mostly artwork every card of its deck shares (the frame, the bands, the
numerals), placed as one form XObject (`render/forms.py`), with the card's words drawn
over it. pdfium spends four fifths of a Just One card's time on that artwork, 110 times
over. So when a picture's page starts by placing a form, after painted paths at most (a
card's white ground), its *backdrop* is those paths and that form under that graphics
state: `backdrop_key` names it from the page's own content (the operators up to the
form, and the form's name, which `render/forms.py` makes unique to its drawing). Pages
with the same key and pixel size share one raster of the backdrop (`Backdrops`); each
page then copies it and pdfium draws only the page's other objects on top, which gives
the same pixels as drawing the whole page (a test holds every game's deck to that, pixel
for pixel).

The check is conservative: anything but paths, clipping, colour and transform operators
before the form (any text, image, shading or inline image) means no backdrop, and so
does a page whose objects in pdfium are not those paths and then a form: it is drawn
whole, as before.
"""

from __future__ import annotations

import ctypes
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wisegen.render.forms import GLOBAL
from wisegen.render.pdfium_quick import close_page, load_page, quick
from wisegen.render.pixmap import Pixmap, Window

_STATE_OPERATORS = frozenset((
    "q", "Q", "cm", "w", "J", "j", "M", "d", "ri", "i", "gs", "CS", "cs", "SC", "SCN", "sc",
    "scn", "G", "g", "RG", "rg", "K", "k", "m", "l", "c", "v", "y", "h", "re", "W", "W*",
    "n"))
"""Operators that paint nothing (graphics state, path construction, clipping)."""
_PATH_PAINTING = frozenset(("f", "F", "f*", "S", "s", "B", "B*", "b", "b*"))
"""Operators that paint the path just built: each makes one path object in pdfium."""
_FORM_PREFIX = "/FormXob."
KEPT_BYTES = 64 * 1024 * 1024
"""Backdrop rasters kept at most at once (a poker card at 300 dpi is 2.8 MB)."""


@dataclass(frozen=True)
class Backdrop:
    """A page's content up to its first form, and the page objects pdfium makes of it:
    the paths painted before the form, then the form."""

    content: str
    objects: int

    @property
    def portable(self) -> bool:
        """Whether its forms are named by their drawings in any PDF (`forms.GLOBAL`), so
        that its raster serves the same backdrop in the next PDF too."""
        return all(token.startswith(_FORM_PREFIX + GLOBAL)
                   for token in self.content.split() if token.startswith(_FORM_PREFIX))


def _operand(token: str) -> bool:
    """A number, a name or an array bracket (strings and dictionaries only come with
    text or inline images, which end a backdrop's content)."""
    if token in ("[", "]") or token.startswith("/"):
        return True
    try:
        float(token)
    except ValueError:
        return False
    return True


def backdrop_key(code: Sequence[str]) -> Backdrop | None:
    """The backdrop of a page whose content operators are `code` (ReportLab's list for
    the page being drawn), or None when text, an image or a shading comes before the
    page's first form, or it has none."""
    tokens = "\n".join(code).replace("[", " [ ").replace("]", " ] ").split()
    paths = 0
    for index, token in enumerate(tokens):
        if token == "Do":
            name = tokens[index - 1] if index else ""
            if not name.startswith(_FORM_PREFIX):
                return None
            return Backdrop(" ".join(tokens[:index + 1]), paths + 1)
        if token in _PATH_PAINTING:
            paths += 1
        elif token not in _STATE_OPERATORS and not _operand(token):
            return None
    return None


class Backdrops:
    """Backdrop rasters by backdrop and bitmap shape, the least recently used dropped
    first when they pass `KEPT_BYTES`; kept from one PDF to the next (`next_document`)
    only where the backdrop is `portable`."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[Backdrop, tuple[int, int, int]], Pixmap] = \
            OrderedDict()

    def next_document(self) -> None:
        """Pages of another PDF come next: a backdrop whose forms are named only within
        the last one (a sheet's `card1`) may mean another drawing there."""
        for store in [store for store in self._kept if not store[0].portable]:
            del self._kept[store]

    def draw(self, document: Any, index: int, backdrop: Backdrop | None,
             target: Window) -> None:
        """Page `index` of `document` into `target` (`render`; what it held is drawn
        over): its backdrop copied in, then the page's other objects drawn on top. A
        page without a backdrop, or whose objects are not those `backdrop` names
        (paths, then a form), is drawn whole on opaque white."""
        page = load_page(document, index)
        try:
            if backdrop is None or not _starts_with(page, backdrop):
                target.fill(255)
                render(page, target)
                return
            store = (backdrop, target.size)
            pixels = self._kept.get(store)
            if pixels is None:
                pixels = self._rasterise(document, index, backdrop, target.size)
                self._keep(store, pixels)
            self._kept.move_to_end(store)
            target.copy_from(pixels.whole())
            _remove(page, range(backdrop.objects))
            render(page, target)
        finally:
            close_page(page)

    def _keep(self, store: tuple[Backdrop, tuple[int, int, int]], pixels: Pixmap) -> None:
        self._kept[store] = pixels
        while sum(kept.nbytes for kept in self._kept.values()) > KEPT_BYTES and len(
                self._kept) > 1:
            self._kept.popitem(last=False)

    @staticmethod
    def _rasterise(document: Any, index: int, backdrop: Backdrop, size: tuple[int, int, int]
                   ) -> Pixmap:
        """Page `index`'s backdrop objects alone, on opaque white, at `size` (width,
        height, channels)."""
        page = load_page(document, index)
        try:
            _remove(page, range(backdrop.objects, quick().FPDFPage_CountObjects(page)))
            pixels = Pixmap(*size)
            pixels.fill(255)
            render(page, pixels.whole())
        finally:
            close_page(page)
        return pixels


def _starts_with(page: Any, backdrop: Backdrop) -> bool:
    """Whether `page`'s first objects are the backdrop's: its paths, then its form."""
    import pypdfium2.raw as pdfium_c

    calls = quick()
    if calls.FPDFPage_CountObjects(page) < backdrop.objects:
        return False
    kinds = [calls.FPDFPageObj_GetType(calls.FPDFPage_GetObject(page, position))
             for position in range(backdrop.objects)]
    return kinds == [pdfium_c.FPDF_PAGEOBJ_PATH] * (backdrop.objects - 1) + [
        pdfium_c.FPDF_PAGEOBJ_FORM]


def _remove(page: Any, positions: range) -> None:
    """Take the objects at `positions` off `page` and free them (pdfium hands their
    ownership back)."""
    calls = quick()
    taken = [calls.FPDFPage_GetObject(page, position) for position in positions]
    for page_object in taken:
        if calls.FPDFPage_RemoveObject(page, page_object):
            calls.FPDFPageObj_Destroy(page_object)


def render(page: Any, pixels: Window, annotations: bool = False) -> None:
    """`page` drawn over what `pixels` holds (RGB, or RGBA), mapped onto all of it.
    `pixels` may be a window of a larger image (a card's place on a sheet): pdfium
    writes through its row stride, so nothing is copied."""
    import pypdfium2.raw as pdfium_c

    width, height = pixels.width, pixels.height
    kind = pdfium_c.FPDFBitmap_BGR if pixels.channels == 3 else pdfium_c.FPDFBitmap_BGRA
    bitmap = quick().FPDFBitmap_CreateEx(width, height, kind,
                                         ctypes.c_void_p(pixels.address), pixels.stride)
    flags = pdfium_c.FPDF_REVERSE_BYTE_ORDER | (pdfium_c.FPDF_ANNOT if annotations else 0)
    try:
        pdfium_c.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, flags)
    finally:
        quick().FPDFBitmap_Destroy(bitmap)
