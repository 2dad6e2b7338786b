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

A picture of several faces (a sheet) whose every face has a backdrop starts as a copy of
its *composite*: the blank picture with each face's backdrop in its cell, made once for
all the pictures laid out alike (`Backdrops.draw_picture`), so a sheet costs one copy
where it cost a clearing and a copy per face, row by row.

A lone face to be encoded as PNG gets its backdrop only in the rows its own objects
reach (`render/touched_rows.py`), and pdfium draws them there; the other rows are left
as they were, and the encoder takes them from the backdrop's own deflated blocks
(`render/png.py`). The page is still drawn into the whole pixmap, as it would be
anyway, so those rows are the pixels of the whole page. A sheet gets its composite in
the rows some face's objects reach, the faces are drawn there and its finish done
there (a Print Then Cut image's corners, `Finishing`); its other rows come from the
composite's blocks, the composite finished once (a test holds every game's faces and
sheets to the pixels of their pages drawn whole, and finished).

In an export's PDFs, every page after the first that shows a backdrop paints none of
it (`backdrop_key.without_backdrop`): its tile's `holder` is the page that holds the
backdrop's objects, from which its raster is made, and all of the page's own objects
are its words. A page whose objects in pdfium are not its backdrop's paths and then its
form (`render/backdrop_key.py`) is drawn whole, as before; a holder that is not raises
`UnheldBackdrop` before anything is drawn, and its PDF is laid out again whole.
"""

from __future__ import annotations

import ctypes
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from wisegen.render.backdrop_key import Backdrop
from wisegen.render.pdfium_quick import close_page, load_page, quick
from wisegen.render.pixmap import Pixmap, Window
from wisegen.render.png import ROWS, Blocks, Over
from wisegen.render.touched_rows import touched_rows, whole_blocks

KEPT_BYTES = 64 * 1024 * 1024
"""Backdrop rasters and composites kept at most at once (a poker card at 300 dpi is 2.8
MB, a Print Then Cut sheet of them 22 MB)."""


@dataclass(frozen=True)
class Finishing:
    """What is done to a picture once drawn (`picture_stream.Finish` for that picture): `apply(
    pixels, bands)` changes the rows of `bands` (every row for None), each from its own
    pixels and the picture's layout alone; `name` says what, so that the same name
    finishes the composite of the same layout alike."""

    name: str
    apply: Callable[[Pixmap, Sequence[range] | None], None]


@dataclass(frozen=True)
class Tile:
    """A page of the pictures' PDF and where its pixels go in its picture: the whole of
    it, or one face's cell of a tiled picture, `x`, `y` pixels from its top left."""

    page: int
    x: int
    y: int
    width: int
    height: int
    backdrop: Backdrop | None = None
    holder: int | None = None
    """The page that holds the backdrop's objects, when this one paints none of them
    (`backdrop_key.without_backdrop`: a backdrop's pages after its first in a PDF)."""

    @property
    def backdrop_page(self) -> int:
        """The page whose first objects are the backdrop's."""
        return self.page if self.holder is None else self.holder


Layout = tuple[tuple[Backdrop | None, int, int, int, int], ...]
"""A picture's tiles as a composite sees them: each one's backdrop and place."""
_Store = tuple[Backdrop | Layout, tuple[int, int, int], int]
"""What a raster is kept by: a backdrop or a layout, its pixmap's shape, its blank."""


class Backdrops:
    """Backdrop rasters and composites by what they show and their pixmap's shape, the
    least recently used dropped first when they pass `KEPT_BYTES`; kept from one PDF to
    the next (`next_document`) only where every backdrop in them is `portable`."""

    def __init__(self) -> None:
        self._kept: OrderedDict[_Store, Pixmap] = OrderedDict()
        self._blocks: weakref.WeakKeyDictionary[Pixmap, dict[str | None, Blocks]] = (
            weakref.WeakKeyDictionary())

    def next_document(self) -> None:
        """Pages of another PDF come next: a backdrop whose forms are named only within
        the last one (a sheet's `card1`) may mean another drawing there."""
        for store in [store for store in self._kept if not _portable(store[0])]:
            del self._kept[store]

    def draw_picture(self, document: Any, tiles: Sequence[Tile], pixels: Pixmap,
                     blank: int, sparse: bool = False, finish: Finishing | None = None
                     ) -> Over | None:
        """A picture's `tiles` (pages of `document`) into `pixels`, what no tile covers
        `blank` (255 white, 0 clear), then `finish` done to it: a copy of their
        composite, then each page's other objects drawn on top, when every tile has a
        backdrop (and the composite fits in `KEPT_BYTES`: a larger one would be memory
        held beside the pixmaps); else each tile drawn as `draw` does, over `blank`.
        With `sparse`, for an encoder, a picture over its backdrops is drawn (and
        finished) in the rows its objects reach only: the `Over` returned says which,
        the others being its backdrop's or its composite's, finished (`_drawn_rows`,
        `_drawn_bands`)."""
        if sparse and finish is None and len(tiles) == 1 and tiles[0].backdrop is not None \
                and pixels.channels == 3 and (tiles[0].width, tiles[0].height) == (
                    pixels.width, pixels.height):
            over = self._drawn_rows(document, tiles[0], pixels)
            if over is not None:
                return over
        composite = self._composite(document, tiles, pixels, blank) if (
            len(tiles) > 1 and pixels.nbytes <= KEPT_BYTES
            and all(tile.backdrop is not None for tile in tiles)) else None
        if composite is not None and sparse:
            over = self._drawn_bands(document, tiles, pixels, composite, finish)
            if over is not None:
                return over
        if composite is not None:
            pixels.whole().copy_from(composite.whole())
            for tile in tiles:
                self._over(document, tile,
                           pixels.window(tile.x, tile.y, tile.width, tile.height))
        else:
            if len(tiles) != 1 or (tiles[0].width, tiles[0].height) != (pixels.width,
                                                                        pixels.height):
                pixels.fill(blank)
            for tile in tiles:
                window = pixels.window(tile.x, tile.y, tile.width, tile.height)
                self.draw(document, tile, window)
        if finish is not None:
            finish.apply(pixels, None)
        return None

    def _drawn_rows(self, document: Any, tile: Tile, pixels: Pixmap) -> Over | None:
        """`tile`'s page over its backdrop's raster, which is copied into the rows the
        page's other objects reach only (`touched_rows`), the others left as they were;
        None, with nothing drawn, when the backdrop has no raster or the page's objects
        are not the backdrop's."""
        assert tile.backdrop is not None
        raster = self._raster(document, tile.backdrop_page, tile.backdrop,
                              pixels.whole().size)
        page = None if raster is None else _own_page(document, tile)
        if raster is None or page is None:
            return None
        try:
            bands = touched_rows(page, pixels.height, ROWS)
            _copy_rows(raster, pixels, bands)
            if bands:
                render(page, pixels.whole())
        finally:
            close_page(page)
        return Over(self._blocks_of(raster, None), bands)

    def _drawn_bands(self, document: Any, tiles: Sequence[Tile], pixels: Pixmap,
                     composite: Pixmap, finish: Finishing | None) -> Over | None:
        """A sheet's `tiles` over their `composite`, which is copied into the bands of
        rows some tile's other objects reach only (`touched_rows`, in whole blocks of
        the picture's), the pages drawn there and `finish` done to those rows; None,
        with nothing drawn, when some page's objects are not its backdrop's."""
        pages: list[Any] = []
        try:
            reached = []
            for tile in tiles:
                page = _own_page(document, tile)
                if page is None:
                    return None
                pages.append(page)
                reached += [range(tile.y + rows.start, tile.y + rows.stop)
                            for rows in touched_rows(page, tile.height, 1)]
            bands = whole_blocks(reached, pixels.height, ROWS)
            _copy_rows(composite, pixels, bands)  # before any page: a band spans tiles
            for tile, page in zip(tiles, pages, strict=True):
                render(page, pixels.window(tile.x, tile.y, tile.width, tile.height))
        finally:
            for page in pages:
                close_page(page)
        if finish is not None and bands:
            finish.apply(pixels, bands)
        return Over(self._blocks_of(composite, finish), bands)

    def _blocks_of(self, raster: Pixmap, finish: Finishing | None) -> Blocks:
        """The `Blocks` of a backdrop's raster or a composite, `finish` done to a copy of
        it first (with its name: the same finish of the same layout), kept while it is."""
        kept = self._blocks.setdefault(raster, {})
        name = None if finish is None else finish.name
        if name not in kept:
            source = raster
            if finish is not None:
                source = Pixmap(raster.width, raster.height, raster.channels)
                source.whole().copy_from(raster.whole())
                finish.apply(source, None)
            kept[name] = Blocks.of(source)
        return kept[name]

    def draw(self, document: Any, tile: Tile, target: Window) -> None:
        """`tile`'s page of `document` into `target` (`render`; what it held is drawn
        over): its backdrop copied in, then the page's other objects drawn on top. A
        page without a backdrop, or whose objects are not those its backdrop names
        (paths, then a form), is drawn whole on opaque white."""
        raster = None if tile.backdrop is None else self._raster(
            document, tile.backdrop_page, tile.backdrop, target.size)
        if raster is not None:
            target.copy_from(raster.whole())
        self._over(document, tile if raster is not None else replace(tile, backdrop=None),
                   target)

    def _composite(self, document: Any, tiles: Sequence[Tile], pixels: Pixmap,
                   blank: int) -> Pixmap | None:
        """The picture blank but for each tile's backdrop in its place; None when a
        backdrop has no raster (`_raster`)."""
        layout = tuple((t.backdrop, t.x, t.y, t.width, t.height) for t in tiles)
        store = (layout, pixels.whole().size, blank)
        composite = self._kept.get(store)
        if composite is None:
            composite = Pixmap(pixels.width, pixels.height, pixels.channels)
            composite.fill(blank)
            for tile in tiles:
                assert tile.backdrop is not None
                raster = self._raster(document, tile.backdrop_page, tile.backdrop,
                                      (tile.width, tile.height, pixels.channels))
                if raster is None:
                    return None
                composite.window(tile.x, tile.y, tile.width, tile.height).copy_from(
                    raster.whole())
            self._keep(store, composite)
        self._kept.move_to_end(store)
        return composite

    @staticmethod
    def _over(document: Any, tile: Tile, target: Window) -> None:
        """`tile`'s page drawn over `target`, which holds its backdrop already: its own
        objects (`_own_page`); or whole on opaque white, without a backdrop or when the
        page's objects are not the backdrop's."""
        page = None if tile.backdrop is None else _own_page(document, tile)
        if page is None:
            page = load_page(document, tile.page)
            target.fill(255)
        try:
            render(page, target)
        finally:
            close_page(page)

    def _raster(self, document: Any, index: int, backdrop: Backdrop,
                size: tuple[int, int, int]) -> Pixmap | None:
        """The backdrop's raster at `size`: kept, or made from page `index` when its
        objects are the backdrop's (None otherwise, and nothing kept)."""
        store = (backdrop, size, 255)
        pixels = self._kept.get(store)
        if pixels is None:
            pixels = self._rasterise(document, index, backdrop, size)
            if pixels is None:
                return None
            self._keep(store, pixels)
        self._kept.move_to_end(store)
        return pixels

    def _keep(self, store: _Store, pixels: Pixmap) -> None:
        self._kept[store] = pixels
        while sum(kept.nbytes for kept in self._kept.values()) > KEPT_BYTES and len(
                self._kept) > 1:
            self._kept.popitem(last=False)

    @staticmethod
    def _rasterise(document: Any, index: int, backdrop: Backdrop, size: tuple[int, int, int]
                   ) -> Pixmap | None:
        """Page `index`'s backdrop objects alone, on opaque white, at `size` (width,
        height, channels); None when its first objects are not the backdrop's."""
        page = _checked_page(document, index, backdrop)
        if page is None:
            return None
        try:
            _remove(page, range(backdrop.objects, quick().FPDFPage_CountObjects(page)))
            pixels = Pixmap(*size)
            pixels.fill(255)
            render(page, pixels.whole())
        finally:
            close_page(page)
        return pixels


def _copy_rows(source: Pixmap, target: Pixmap, bands: Sequence[range]) -> None:
    """The rows of `bands`, whole, from `source` into `target` (of the same size)."""
    for band in bands:
        rows = (0, band.start, target.width, len(band))
        target.window(*rows).copy_from(source.window(*rows))


def _portable(shown: Backdrop | Layout) -> bool:
    if isinstance(shown, Backdrop):
        return shown.portable
    return all(backdrop is not None and backdrop.portable for backdrop, *_ in shown)


class UnheldBackdrop(Exception):
    """A page that holds other pages' backdrop does not (`holders_checked`): those pages
    cannot be drawn over it; raised before any picture of their PDF is drawn."""


def _own_page(document: Any, tile: Tile) -> Any | None:
    """`tile`'s page with only its own objects (for the caller to close): all of them
    when another page holds its backdrop, else all but its backdrop's first ones; None
    when those are not the backdrop's."""
    if tile.holder is not None:
        return load_page(document, tile.page)
    assert tile.backdrop is not None
    page = _checked_page(document, tile.page, tile.backdrop)
    if page is not None:
        _remove(page, range(tile.backdrop.objects))
    return page


def holders_checked(document: Any, tiles: Sequence[Sequence[Tile]]) -> bool:
    """Whether every page that holds other pages' backdrop does (its first objects the
    backdrop's, `_starts_with`): else those pages could not be drawn over it."""
    for holder, backdrop in {(t.holder, t.backdrop) for parts in tiles for t in parts
                             if t.holder is not None and t.backdrop is not None}:
        page = _checked_page(document, holder, backdrop)
        if page is None:
            return False
        close_page(page)
    return True


def _checked_page(document: Any, index: int, backdrop: Backdrop) -> Any | None:
    """Page `index` of `document` when its first objects are the backdrop's (for the
    caller to close), else None: the page is not drawn over that backdrop."""
    page = load_page(document, index)
    if _starts_with(page, backdrop):
        return page
    close_page(page)
    return None


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
