"""Pictures: card faces, die faces and pages drawn by the PDF's own drawers, then
rasterised by pdfium at an exact size in pixels.

A `Picture` is one image to make: a size in pixels at a resolution, and the faces placed
on it (each a drawer, the trim it draws and the area that shows). Pictures become the
pages of a PDF in memory (32 or 64 at a time), drawn by ReportLab exactly as `wisegen print`
draws its sheets: a page per picture, or per face of a tiled one (a deck sheet); pdfium
renders each page into exactly the pixels asked for, a deck's shared artwork once for
all its PDFs (`render/backdrop.py`), and the PNG encoder (`render/png.py`) runs in
threads beside it. The PDF is never written."""

from __future__ import annotations

import io
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.backdrop import Backdrops, Finishing, Tile, UnheldBackdrop, holders_checked
from wisegen.render.backdrop_key import Backdrop, backdrop_key, without_backdrop
from wisegen.render.fonts import font_name
from wisegen.render.in_turn import executor
from wisegen.render.pieces import Drawer
from wisegen.render.pixmap import Buffers, Pixmap
from wisegen.render.png import Over, encode_png
from wisegen.render.units import Rect, pt

Progress = Callable[[int], None]
WORKERS = 2
"""Threads encoding PNGs while pdfium rasterises (the machines have two cores)."""
IN_FLIGHT = 4
"""Rasterised images waiting for the encoder at most..."""
IN_FLIGHT_BYTES = 24 * 1024 * 1024
"""...and their pixels at most (beyond the one being drawn): an A4 page at 600 dpi (104
MB) waits alone. A pixmap is new memory at first, a page fault every 4 KiB: with 96 MB,
Just One's cricut export took 66,000 faults and 0.1 s more CPU than with 24 (51,000)."""
KEPT_PIXMAP_BYTES = 96 * 1024 * 1024
"""Pixmaps kept at most for the next pictures once encoded (`Buffers`)."""


def px(mm: float, dpi: float) -> int:
    """Millimetres as whole pixels at `dpi`."""
    return round(mm / 25.4 * dpi)


def to_mm(pixels: float, dpi: float) -> float:
    return pixels / dpi * 25.4


@dataclass(frozen=True)
class Placement:
    """A face drawn on a picture: `draw(canvas, trim)`, showing only `clip` (mm)."""

    draw: Drawer
    trim: Rect
    clip: Rect
    turned: bool = False
    """Drawn upside down (turned 180° about the trim's centre)."""


def centred(draw: Drawer, width: float, height: float, cell: Rect) -> Placement:
    """A `width` x `height` mm face centred in `cell` (mm), which is all that shows.

    A lone face's picture and a sheet's cell of the same size in pixels put the face at
    the same place, so the two images agree pixel for pixel.
    """
    trim = Rect(cell.x + (cell.width - width) / 2, cell.y + (cell.height - height) / 2, width,
                height)
    return Placement(draw, trim, cell)


@dataclass(frozen=True)
class Picture:
    """One image: `width` x `height` pixels at `dpi`, its faces and its other marks."""

    width: int
    height: int
    dpi: float
    placements: tuple[Placement, ...] = ()
    furniture: Callable[[Canvas], None] | None = None
    """Drawn over the faces (labels on a contact sheet), in mm via `pt()`."""
    background: str | None = None
    """A colour for the whole picture before anything is drawn (white otherwise)."""
    tiled: bool = False
    """Each placement fills a cell of whole pixels (`grid_picture`): each face is drawn
    as a page of its own and set in its cell, so that faces sharing artwork share its
    raster (`render/backdrop.py`)."""

    @property
    def size_mm(self) -> tuple[float, float]:
        return to_mm(self.width, self.dpi), to_mm(self.height, self.dpi)


def face_picture(draw: Drawer, width: float, height: float, bleed: float, dpi: float
                 ) -> Picture:
    """One face alone: its trim and `bleed` mm around it (0 for a trimmed face)."""
    w, h = px(width + 2 * bleed, dpi), px(height + 2 * bleed, dpi)
    cell = Rect(0, 0, to_mm(w, dpi), to_mm(h, dpi))
    return Picture(w, h, dpi, (centred(draw, width, height, cell),))


def grid_picture(faces: Sequence[tuple[Drawer, float, float]], columns: int, rows: int,
                 cell: tuple[int, int], dpi: float, background: str | None = None) -> Picture:
    """Faces (drawer, width mm, height mm) left to right, top to bottom, each centred in
    a cell of `cell` pixels: a deck sheet, or the cards of a contact sheet."""
    cell_w, cell_h = cell
    placements = []
    for index, (draw, width, height) in enumerate(faces):
        column, row = index % columns, index // columns
        area = Rect(to_mm(column * cell_w, dpi), to_mm((rows - 1 - row) * cell_h, dpi),
                    to_mm(cell_w, dpi), to_mm(cell_h, dpi))
        placements.append(centred(draw, width, height, area))
    return Picture(columns * cell_w, rows * cell_h, dpi, tuple(placements),
                   background=background, tiled=True)


CLIP_INSET = 0.002
"""mm the clip is drawn inside its cell: pdfium rounds a clip edge that lands exactly on a
pixel boundary outwards, which would paint one column of the next cell."""


def _draw_placement(canvas: Canvas, placement: Placement) -> None:
    canvas.saveState()
    clip = placement.clip.grow(-CLIP_INSET)
    path = canvas.beginPath()
    path.rect(pt(clip.x), pt(clip.y), pt(clip.width), pt(clip.height))
    canvas.clipPath(path, stroke=0, fill=0)
    trim = placement.trim
    if placement.turned:
        cx, cy = pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2)
        canvas.translate(cx, cy)
        canvas.rotate(180)
        canvas.translate(-cx, -cy)
    placement.draw(canvas, trim)
    canvas.restoreState()


LaidOut = tuple[bytes, list[tuple[Tile, ...]]]  # one PDF's bytes, each picture's tiles


def pictures_document(pictures: Sequence[Picture], strip: bool = False) -> LaidOut:
    """The pictures as the pages of one PDF, and each picture's tiles: one page for the
    whole picture, or one per face of a tiled one, each with its backdrop
    (`render/backdrop.py`). With `strip`, a page whose backdrop an earlier page of its
    size holds paints none of it (`without_backdrop`; its tile's `holder` says where it
    is): drawn alone, that page lacks its backdrop."""
    tiles: list[tuple[Tile, ...]] = []
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=0,
                    initialFontName=font_name("regular"))
    holders: dict[tuple[Backdrop, tuple[float, float]], int] = {}
    pages = 0

    def shown(x: int, y: int, width: int, height: int) -> Tile:
        """The page drawn on `canvas` as a tile (its operators read, and stripped)."""
        nonlocal pages
        code, page, holder = canvas._code, pages, None
        backdrop = backdrop_key(code)
        if backdrop is not None and strip:
            holder = holders.setdefault((backdrop, tuple(canvas._pagesize)), page)
            stripped = without_backdrop(code, backdrop) if holder != page else None
            if stripped is None:
                holder = None
            else:
                code[:] = stripped
        canvas.showPage()
        pages += 1
        return Tile(page, x, y, width, height, backdrop, holder)

    for picture in pictures:
        if not _in_tiles(picture):
            _draw_whole(canvas, picture)
            tiles.append((shown(0, 0, picture.width, picture.height),))
            continue
        cells = []
        for placement in picture.placements:
            cell, x, y, width, height = _cell(picture, placement)
            canvas.setPageSize((pt(cell.width), pt(cell.height)))
            _draw_placement(canvas, Placement(
                placement.draw, placement.trim.moved(-cell.x, -cell.y),
                placement.clip.moved(-cell.x, -cell.y), placement.turned))
            cells.append(shown(x, y, width, height))
        tiles.append(tuple(cells))
    canvas.save()
    return buffer.getvalue(), tiles


def _in_tiles(picture: Picture) -> bool:
    """Drawn a face at a time: tiled, with nothing over or under the faces."""
    return (picture.tiled and bool(picture.placements) and picture.furniture is None
            and picture.background is None)


def _cell(picture: Picture, placement: Placement) -> tuple[Rect, int, int, int, int]:
    """A tiled face's cell: in mm on the picture, and its left, top, width and height in
    pixels from the picture's top left."""
    cell, dpi = placement.clip, picture.dpi
    width, height = round(cell.width / 25.4 * dpi), round(cell.height / 25.4 * dpi)
    return (cell, round(cell.x / 25.4 * dpi),
            picture.height - round(cell.top / 25.4 * dpi), width, height)


def _draw_whole(canvas: Canvas, picture: Picture) -> None:
    width, height = picture.size_mm
    canvas.setPageSize((pt(width), pt(height)))
    if picture.background:
        canvas.saveState()
        canvas.setFillColor(HexColor(picture.background))
        canvas.rect(0, 0, pt(width), pt(height), stroke=0, fill=1)
        canvas.restoreState()
    for placement in picture.placements:
        _draw_placement(canvas, placement)
    if picture.furniture:
        picture.furniture(canvas)


def rasterise(pdf: bytes, sizes: Sequence[tuple[int, int]],
              tiles: Sequence[Sequence[Tile]] = (), channels: int = 3,
              buffers: Buffers | None = None, backdrops: Backdrops | None = None
              ) -> Iterator[Pixmap]:
    """Picture i as an RGB pixmap (RGBA with `channels` 4: its faces opaque, what no
    face covers clear) of exactly sizes[i] = (width, height) pixels: its tiles (from
    `pictures_document`; page i whole when none are given), each drawn into its place,
    pages with the same backdrop rasterising it once. The pixmaps come from `buffers`
    when given (the caller gives each back), the backdrops' rasters in `backdrops`, the
    portable ones kept for the caller's next PDF (`Backdrops.next_document`)."""
    for pixels, _ in _drawn(pdf, sizes, tiles, channels, buffers, backdrops, False):
        yield pixels


def _drawn(pdf: bytes, sizes: Sequence[tuple[int, int]], tiles: Sequence[Sequence[Tile]],
           channels: int, buffers: Buffers | None, backdrops: Backdrops | None,
           sparse: bool, finishes: Sequence[Finishing | None] = ()
           ) -> Iterator[tuple[Pixmap, Over | None]]:
    """`rasterise`'s pixmaps, each with its `Over` when `sparse` drew it only where it
    is not its backdrop (`Backdrops.draw_picture`): for an encoder, not for reading;
    finishes[i], when given, done to picture i."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    shared = backdrops or Backdrops()
    shared.next_document()
    buffers = buffers or Buffers(KEPT_PIXMAP_BYTES)
    try:
        placed = list(tiles) or [(Tile(i, 0, 0, *size),) for i, size in enumerate(sizes)]
        if len(placed) != len(sizes) or len(document) != sum(map(len, placed)):
            raise ValueError(f"{len(document)} pages for {len(sizes)} pictures")
        if not holders_checked(document, placed):
            raise UnheldBackdrop("a page that holds other pages' backdrop does not")
        finishing = list(finishes) or [None] * len(sizes)
        for (width, height), parts, finish in zip(sizes, placed, finishing, strict=True):
            # pdfium draws into the pixmap (a window per tile), each page onto exactly its
            # pixels; what no face covers is white, or clear (RGBA: Print Then Cut)
            pixels = buffers.take(width, height, channels)
            yield pixels, shared.draw_picture(document, parts, pixels,
                                              255 if channels == 3 else 0,
                                              sparse, finish)
    finally:
        document.close()


def stream_pages(pdf: bytes, sizes: Sequence[tuple[int, int]], dpis: Sequence[float],
                 progress: Progress | None = None, tiles: Sequence[Sequence[Tile]] = (),
                 channels: int = 3, finishes: Sequence[Finishing | None] = (),
                 buffers: Buffers | None = None, backdrops: Backdrops | None = None,
                 encoders: int = WORKERS) -> Iterator[bytes]:
    """Every page of `pdf` rasterised at sizes[i], as PNG tagged dpis[i], one at a time
    in page order, each as soon as it is encoded: a caller that writes each to disk
    holds only the few in flight. finishes[i], when given, changes picture i's pixels
    (a Print Then Cut image's alpha). `buffers` and `backdrops` (`rasterise`) are shared
    with the caller's other calls; `encoders` threads encode (0: the drawing thread)."""
    pending: deque[tuple[Future[bytes], Pixmap]] = deque()
    buffers = buffers or Buffers(KEPT_PIXMAP_BYTES)
    in_flight = IN_FLIGHT if encoders else 1

    def collect() -> bytes:
        future, pixels = pending.popleft()
        png = future.result()
        buffers.give(pixels)
        if progress:
            progress(1)
        return png

    with executor(encoders) as pool:  # drawn where it is not its backdrop (`Over`)
        drawn = _drawn(pdf, sizes, tiles, channels, buffers, backdrops, True, finishes)
        for (pixels, over), dpi in zip(drawn, dpis, strict=True):
            pending.append((pool.submit(encode_png, pixels, dpi, over), pixels))
            del pixels
            while pending and (len(pending) >= in_flight
                               or sum(p.nbytes for _, p in pending) > IN_FLIGHT_BYTES):
                yield collect()
        while pending:
            yield collect()
