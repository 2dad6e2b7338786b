"""Pictures drawn as PNGs, a chunk at a time: each chunk of pictures laid out as one PDF
(`pictures.pictures_document`), drawn and encoded (`pictures.stream_pages`) and kept in
the user's cache (`render/picture_cache.py`); a long export shared out with a forked
child (`render/picture_fork.py`). Every image writer's pictures come through here."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from wisegen.core.limits import check_pixels
from wisegen.render.backdrop import Backdrops, Finishing, UnheldBackdrop
from wisegen.render.pictures import (
    KEPT_PIXMAP_BYTES,
    WORKERS,
    LaidOut,
    Picture,
    pictures_document,
    stream_pages,
)
from wisegen.render.pixmap import Buffers, Pixmap

Progress = Callable[[int], None]
CHUNK = 32
"""Pictures laid out as one PDF at a time (`stream_pictures`)..."""
CHUNK_PIXELS = 12_000_000
"""...or fewer, once they hold this many pixels (thirteen poker cards at 300 dpi)..."""
CHUNKS = 8
"""...or up to twice both while the pictures still make this many chunks (fewer leave a
forked export's processes unevenly loaded): a PDF costs its fonts' subsets, pdfium's
opening and a cache entry (13 Words' 448 mini cards: 33 ms less in 10 than 18)."""


@dataclass(frozen=True)
class Finish:
    """What is done to each picture once drawn, before it is encoded: drawn as RGBA with
    `channels` 4, `apply(picture, pixels, bands)` changes the rows of `bands` (all for
    None; a Print Then Cut image's alpha), each from its own pixels and the picture's
    layout alone (`backdrop.Finishing`). `name` says what, in the picture cache's key:
    the same drawing finished otherwise is another image."""

    name: str
    channels: int = 3
    apply: Callable[[Picture, Pixmap, Sequence[range] | None], None] | None = None


def render_pictures(pictures: Sequence[Picture], progress: Progress | None = None) -> list[bytes]:
    """Each picture as PNG bytes, tagged with its dpi."""
    return list(stream_pictures(pictures, progress))


def stream_pictures(pictures: Sequence[Picture], progress: Progress | None = None,
                    finish: Finish | None = None) -> Iterator[bytes]:
    """`render_pictures` one PNG at a time, as each is made; pictures over the pixel
    budget (`core.limits.check_pixels`) are refused before any is drawn. The writers check
    their images first, naming them; this holds for every writer (TTS too)."""
    if not pictures:
        return iter(())
    largest = max(pictures, key=lambda p: p.width * p.height)
    check_pixels([(f"image {n} of {len(pictures)}", p.width, p.height)
                  for n, p in enumerate(pictures, 1)], largest.dpi,
                 "choose fewer materials with --only")
    return _drawn_in_chunks(pictures, progress, finish or Finish("drawn"))


def _drawn_in_chunks(pictures: Sequence[Picture], progress: Progress | None,
                     finish: Finish) -> Iterator[bytes]:
    """The pictures in chunks (`chunked`), each one PDF and one cache entry; with two
    chunks or more and a second core, shared out with a forked child
    (`render/picture_fork.py`)."""
    from wisegen.render.picture_fork import can_fork, drawn_in_two

    chunks = chunked(pictures)
    draw = functools.partial(_draw_chunks, finish=finish)
    if len(chunks) > 1 and can_fork():
        yield from drawn_in_two(chunks, draw, progress)
    else:
        yield from draw(chunks, progress, False)


def chunked(pictures: Sequence[Picture]) -> list[Sequence[Picture]]:
    """The pictures in order, `CHUNK` at a time, a chunk ending early once it holds
    `CHUNK_PIXELS` (a Tabletop Simulator deck sheet is a chunk of its own): scaled up
    to twice both when the pictures fill `CHUNKS` chunks that large."""
    total = sum(picture.width * picture.height for picture in pictures)
    scale = min(2.0, max(1.0, total / (CHUNKS * CHUNK_PIXELS)))
    count, most = round(CHUNK * scale), CHUNK_PIXELS * scale
    chunks: list[Sequence[Picture]] = []
    start, pixels = 0, 0
    for index, picture in enumerate(pictures):
        pixels += picture.width * picture.height
        if index + 1 - start == count or pixels >= most:
            chunks.append(pictures[start:index + 1])
            start, pixels = index + 1, 0
    if start < len(pictures):
        chunks.append(pictures[start:])
    return chunks


def _draw_chunks(chunks: Iterable[Sequence[Picture]], progress: Progress | None,
                 shared: bool, *, finish: Finish) -> Iterator[bytes]:
    """Each chunk's PNGs in order (`_laid_out`), one cache entry a chunk; laid out and
    encoded in threads beside the drawing, but with `shared` (another process drawing
    beside this one: both cores busy, the threads only passed the GIL back and forth;
    in turn, 13 Words' shop export took 572 ms against 609, median of 11, 2026-12)."""
    # One set of pixmaps for every chunk (a new pixmap costs its pages' mapping), and one
    # raster of each backdrop (once a chunk, 13 Words' TGC export took 130 ms more, 2026-12)
    draw = functools.partial(_chunk_pngs, progress=progress, finish=finish, shared=shared,
                             buffers=Buffers(KEPT_PIXMAP_BYTES), backdrops=Backdrops())
    for chunk, laid_out in _laid_out(chunks, ahead=not shared):
        try:
            yield from draw(chunk, laid_out)
        except UnheldBackdrop:  # raised before the chunk's first picture: all of it again
            yield from draw(chunk, pictures_document(chunk))


def _chunk_pngs(chunk: Sequence[Picture], laid_out: LaidOut, *, progress: Progress | None,
                finish: Finish, shared: bool, buffers: Buffers, backdrops: Backdrops
                ) -> Iterator[bytes]:
    """A chunk's PNGs from its PDF and tiles (`laid_out`), kept as one cache entry."""
    from wisegen.render.picture_cache import cached_pages

    pdf, tiles = laid_out
    apply = finish.apply
    finishes = [Finishing(finish.name, functools.partial(apply, p)) for p in chunk] if apply \
        else ()
    return cached_pages(pdf, [(p.width, p.height) for p in chunk], [p.dpi for p in chunk],
                        progress, functools.partial(stream_pages, tiles=tiles,
                                                    channels=finish.channels,
                                                    finishes=finishes, buffers=buffers,
                                                    backdrops=backdrops,
                                                    encoders=0 if shared else WORKERS),
                        f"{finish.name} {finish.channels}", in_turn=shared)


def _laid_out(chunks: Iterable[Sequence[Picture]], ahead: bool
              ) -> Iterator[tuple[Sequence[Picture], LaidOut]]:
    """Each chunk with its PDF (`pictures_document`), with `ahead` laid out by ReportLab
    in a thread of its own while pdfium draws the last chunk (the next asked for early);
    else asked for once the last one is drawn (a forked export's process takes a chunk
    as it asks: one taken early could wait while the other process has none left)."""
    if not ahead:
        yield from ((chunk, pictures_document(chunk, strip=True)) for chunk in chunks)
        return
    waiting: tuple[Sequence[Picture], Future[LaidOut]] | None = None
    with ThreadPoolExecutor(1) as drawer:
        for chunk in chunks:
            upcoming = drawer.submit(pictures_document, chunk, True)
            if waiting is not None:
                yield waiting[0], waiting[1].result()
            waiting = chunk, upcoming
        if waiting is not None:
            yield waiting[0], waiting[1].result()
