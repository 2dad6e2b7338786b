"""A lone face, or a sheet of faces over its composite, drawn (and finished) only in the
rows its own objects reach (render/touched_rows.py, `Backdrops.draw_picture(sparse=
True)`), and encoded from its backdrop's or its composite's blocks elsewhere: every
game's faces and sheets are still the pixels of their pages drawn whole, the rows left
out are never read, and a page whose objects pdfium cannot bound is drawn in every row."""

from __future__ import annotations

import functools
import io
import itertools
from collections import Counter

import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from tests.pdfimage import png_scanlines
from tests.test_backdrop import DPI, _faces
from wisegen.games.registry import all_games
from wisegen.render import backdrop
from wisegen.render.backdrop import Finishing
from wisegen.render.pdfium_quick import close_page, load_page
from wisegen.render.pictures import (
    KEPT_PIXMAP_BYTES,
    grid_picture,
    pictures_document,
    rasterise,
    stream_pages,
)
from wisegen.render.pixmap import Buffers, Pixmap
from wisegen.render.touched_rows import MARGIN, touched_rows
from wisegen.render.writers.cut_cricut import cut_corners


def _dirty_buffers(sizes, channels: int = 3) -> Buffers:
    """Pixmaps of every picture's size, each holding another picture's pixels (7s)."""
    buffers = Buffers(KEPT_PIXMAP_BYTES)
    for width, height in set(sizes):
        for _ in range(4):
            pixels = Pixmap(width, height, channels)
            pixels.fill(7)
            buffers.give(pixels)
    return buffers


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_faces_drawn_in_their_rows_are_their_pages_drawn_whole(game_id, monkeypatch):
    pictures = _faces(game_id)
    if not pictures:
        pytest.skip(f"{game_id} has no cards")
    bands: list[tuple[range, ...]] = []
    real = backdrop.Backdrops._drawn_rows

    def spy(self, document, tile, pixels):
        over = real(self, document, tile, pixels)
        if over is not None:
            bands.append(over.bands)
        return over

    monkeypatch.setattr(backdrop.Backdrops, "_drawn_rows", spy)
    pdf, tiles = pictures_document(pictures)
    sizes = [(p.width, p.height) for p in pictures]
    whole = [bytes(pixels.data) for pixels in rasterise(pdf, sizes)]
    pngs = stream_pages(pdf, sizes, [DPI] * len(sizes), tiles=tiles,
                        buffers=_dirty_buffers(sizes))
    for index, png in enumerate(pngs):
        assert png_scanlines(png)[1] == whole[index], f"face {index}"
    with_backdrop = sum(tile.backdrop is not None for (tile,) in tiles)
    assert len(bands) == with_backdrop


def _cut(sheet, pixels, bands) -> None:
    """A Print Then Cut image's finish: its cards' corners rounded, row by row."""
    cut_corners(pixels, [p.clip for p in sheet.placements], 3.0, DPI, bands)


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_sheets_drawn_and_finished_in_their_bands_are_their_pages_drawn_whole(game_id,
                                                                             monkeypatch):
    """Print Then Cut sheets (RGBA, four faces, their corners cut) drawn over their
    composite in the bands their words reach, and cut there: each the pixels of its
    pages drawn whole and then cut, from pixmaps holding other pixels."""
    pictures = _faces(game_id)
    if not pictures:
        pytest.skip(f"{game_id} has no cards")
    size = Counter((p.width, p.height) for p in pictures).most_common(1)[0][0]
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in pictures if (p.width, p.height) == size][:16]
    sheets = [grid_picture(faces[i:i + 4], 2, 2, (size[0] + 6, size[1] + 4), DPI)
              for i in range(0, len(faces), 4)]
    banded: list[float] = []
    real = backdrop.Backdrops._drawn_bands

    def spy(self, document, tiles, pixels, composite, finish):
        over = real(self, document, tiles, pixels, composite, finish)
        if over is not None:
            banded.append(sum(map(len, over.bands)) / pixels.height)
        return over

    monkeypatch.setattr(backdrop.Backdrops, "_drawn_bands", spy)
    pdf, tiles = pictures_document(sheets)
    sizes = [(sheet.width, sheet.height) for sheet in sheets]
    whole = []
    for sheet, pixels in zip(sheets, rasterise(pdf, sizes, tiles, 4), strict=True):
        _cut(sheet, pixels, None)
        whole.append(b"".join(b"\0" + pixels.data[row * pixels.stride:][:pixels.stride]
                              for row in range(pixels.height)))
    finishes = [Finishing("cut corner 3", functools.partial(_cut, sheet)) for sheet in sheets]
    pngs = stream_pages(pdf, sizes, [DPI] * len(sizes), tiles=tiles, channels=4,
                        finishes=finishes, buffers=_dirty_buffers(sizes, 4))
    for index, png in enumerate(pngs):
        assert png_scanlines(png)[1] == whole[index], f"sheet {index}"
    if all(tile.backdrop is not None for sheet in tiles for tile in sheet):
        assert len(banded) == len(sheets) and min(banded) < 1


def test_a_13_words_face_is_drawn_in_a_third_of_its_rows_or_less(monkeypatch):
    pictures = _faces("13-words")
    fractions: list[float] = []
    real = backdrop.Backdrops._drawn_rows

    def spy(self, document, tile, pixels):
        over = real(self, document, tile, pixels)
        fractions.append(sum(map(len, over.bands)) / pixels.height)
        return over

    monkeypatch.setattr(backdrop.Backdrops, "_drawn_rows", spy)
    pdf, tiles = pictures_document(pictures)
    sizes = [(p.width, p.height) for p in pictures]
    list(stream_pages(pdf, sizes, [DPI] * len(sizes), tiles=tiles))
    assert len(fractions) >= 400
    assert sum(fractions) / len(fractions) < 0.4 and max(fractions) < 1


def _bands(draw, height: int = 400, block: int = 16, rotate: int = 0) -> tuple[range, ...]:
    """`touched_rows` of a 200 x 200 pt page `draw(canvas)` makes, `height` rows tall."""
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(200, 200))
    draw(canvas)
    canvas.showPage()
    canvas.save()
    document = pdfium.PdfDocument(buffer.getvalue())
    if rotate:
        document[0].set_rotation(rotate)
    page = load_page(document, 0)
    try:
        return touched_rows(page, height, block)
    finally:
        close_page(page)
        document.close()


def test_a_word_touches_the_rows_around_it_in_whole_blocks():
    def word(canvas):
        canvas.setFont("Helvetica", 20)
        canvas.drawString(50, 100, "olive")  # baseline at 100 pt: rows 200 up, from top

    (rows,) = _bands(word)
    assert rows.start % 16 == 0 and rows.stop % 16 == 0
    # the glyphs stand about 15 pt above the baseline: rows 170 to 200 of 400
    assert rows.start <= 170 - MARGIN and rows.stop >= 200 + MARGIN
    assert len(rows) <= 30 + 2 * MARGIN + 2 * 16


def test_an_empty_page_touches_no_row():
    assert _bands(lambda canvas: None) == ()


def test_a_stroked_line_touches_its_width():
    def line(canvas):
        canvas.setLineWidth(10)
        canvas.line(20, 50, 180, 50)  # 45 to 55 pt up: rows 290 to 310

    (rows,) = _bands(line, block=1)
    assert rows.start <= 290 - MARGIN and rows.stop >= 310 + MARGIN
    assert len(rows) < 100  # pdfium's bounds of a stroke allow for its joins: 48 rows


@pytest.mark.parametrize("draw", [
    lambda canvas: canvas.linearGradient(0, 0, 200, 0, ((1, 0, 0), (0, 0, 1))),  # a shading
    lambda canvas: (canvas.beginForm("f"), canvas.rect(0, 0, 5, 5), canvas.endForm(),
                    canvas.doForm("f")),  # a form
])
def test_objects_pdfium_does_not_bound_by_their_paint_touch_every_row(draw):
    assert _bands(draw) == (range(400),)


def test_a_rotated_page_touches_every_row():
    def word(canvas):
        canvas.drawString(50, 100, "olive")

    assert _bands(word, rotate=90) == (range(400),)


def test_words_apart_touch_bands_apart_and_words_a_block_apart_one_band():
    def words(canvas):
        canvas.setFont("Helvetica", 12)
        for baseline in (180, 100, 92, 20):  # the middle two: a band together
            canvas.drawString(50, baseline, "olive")

    bands = _bands(words)
    assert len(bands) == 3 and all(a.stop < b.start for a, b in itertools.pairwise(bands))
    assert all(band.start % 16 == 0 and band.stop % 16 == 0 for band in bands)
    assert sum(map(len, bands)) <= 400 / 2
