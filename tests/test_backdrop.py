"""A deck's shared artwork rasterised once (render/backdrop.py): the same pixels as
drawing every page whole, for every game's cards, and actually shared where a deck's
cards start with the same artwork (the speed goal of issue 31 leans on it)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from tests.pdfimage import as_array, png_scanlines
from wisegen.games.registry import all_games, get_game
from wisegen.render.backdrop_key import backdrop_key
from wisegen.render.pictures import (
    KEPT_PIXMAP_BYTES,
    Tile,
    face_picture,
    grid_picture,
    pictures_document,
    rasterise,
)
from wisegen.render.pixmap import Buffers
from wisegen.usecases.printing import PrintRequest, build_kit

DPI = 150
"""Enough pixels for anti-aliased edges to show any difference, at half the time."""


def _faces(game_id: str) -> list:
    """Every distinct card face of the game's kit (fronts and backs), one picture each,
    as the image exports lay them out."""
    kit, _ctx = build_kit(PrintRequest(get_game(game_id)))
    pictures, seen = [], set()
    for material in kit.materials:
        for card in kit.cards(material):
            for draw in (card.front, card.back):
                if draw is None or id(draw) in seen:
                    continue
                seen.add(id(draw))
                pictures.append(face_picture(draw, card.width, card.height, card.bleed, DPI))
    return pictures


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_backdrops_give_the_pixels_of_the_whole_page(game_id):
    pictures = _faces(game_id)
    if not pictures:
        pytest.skip(f"{game_id} has no cards")
    pdf, tiles = pictures_document(pictures)
    sizes = [(p.width, p.height) for p in pictures]
    whole = rasterise(pdf, sizes)
    shared = rasterise(pdf, sizes, tiles)
    for index, (a, b) in enumerate(zip(whole, shared, strict=True)):
        assert a.data == b.data, f"face {index} ({tiles[index][0].backdrop!r:.80})"


def _backdrops(pictures) -> list:
    return [tile.backdrop for tiles in pictures_document(pictures)[1] for tile in tiles]


@pytest.mark.parametrize("game_id", ["just-one", "13-words"])
def test_a_sheet_drawn_face_by_face_is_the_sheet_drawn_whole(game_id):
    """A tiled picture (a Tabletop Simulator deck sheet) is each face drawn on its own
    page and set in its cell: the pixels of the sheet drawn as one page, but for a few
    anti-aliased edge pixels (the face's offset on a large page is a float there)."""
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in _faces(game_id)[:7]]
    cell = (_faces(game_id)[0].width, _faces(game_id)[0].height)
    sheet = grid_picture(faces, 3, 3, cell, DPI)  # two cells left empty
    pdf, tiles = pictures_document([sheet])
    assert len(tiles[0]) == 7 and all(isinstance(tile, Tile) for tile in tiles[0])
    (tiled,) = map(as_array, rasterise(pdf, [(sheet.width, sheet.height)], tiles))
    whole_pdf, whole_tiles = pictures_document([replace(sheet, tiled=False)])
    assert len(whole_tiles[0]) == 1
    (whole,) = map(as_array, rasterise(whole_pdf, [(sheet.width, sheet.height)]))
    diff = np.abs(tiled.astype(int) - whole).max(axis=2)
    assert diff.max() <= 8 and (diff > 0).mean() < 0.001


def test_a_deck_shares_its_backdrop():
    """Just One's 110 fronts start with one frame: one backdrop for all of them."""
    keys = [key for key in _backdrops(_faces("just-one")) if key is not None]
    assert len(keys) >= 110
    assert max(keys.count(key) for key in set(keys)) >= 110


def test_13_words_shares_the_frame_under_its_white_ground():
    """Its cards fill their ground white before placing the frame: still one backdrop."""
    keys = [key for key in _backdrops(_faces("13-words")) if key is not None]
    assert keys and max(keys.count(key) for key in set(keys)) >= 100
    assert {key.objects for key in keys} == {2}


@pytest.mark.parametrize("code", [
    ["BT /F1 12 Tf 1 0 0 1 5 5 Tm (x) Tj ET", "/FormXob.A Do"],  # text first
    ["q", "/Im0 Do"],  # an image, not a form
    ["q", "0 0 10 10 re W n", "1 0 0 1 2 2 cm"],  # no form at all
    ["q", "0 0 5 5 re", "/Sh0 sh", "/FormXob.A Do"],  # a shading first
    ["BI /W 1 /H 1 ID x EI", "/FormXob.A Do"],  # an inline image first
])
def test_no_backdrop_when_more_than_paths_come_before_the_form(code):
    assert backdrop_key(code) is None


def test_the_backdrop_is_the_state_the_paths_and_the_form():
    code = ["q", "0 0 10 10 re W n", "q 1 0 0 1 3 4 cm", "0.2 0.4 0.6 rg [] 0 d",
            "/FormXob.WG_frame Do", "BT (word) Tj ET", "Q"]
    backdrop = backdrop_key(code)
    assert backdrop is not None and backdrop.objects == 1
    assert backdrop.content.endswith("/FormXob.WG_frame Do")
    moved = [*code[:2], "q 1 0 0 1 3 5 cm", *code[3:]]
    assert backdrop_key(moved) != backdrop
    filled = ["q", "1 1 1 rg", "n 0 0 9 9 re f*", "0 0 m 5 5 l S", "/FormXob.WG_card Do"]
    assert backdrop_key(filled).objects == 3


def test_recycled_arrays_draw_the_same_pictures():
    """`rasterise` hands out arrays given back dirty (`Buffers`): every picture is the
    one a fresh array gives, backdrop or not, tiled or whole."""
    pictures = _faces("three-wise-words")[:6] + _faces("thricewise")[:3]
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in pictures[:4]]
    pictures.append(grid_picture(faces, 3, 2, (pictures[0].width, pictures[0].height), DPI))
    pictures.append(pictures[0])

    def small(canvas, trim):  # covers a corner of its picture, white around it
        canvas.setFillColorRGB(0.9, 0.3, 0.1)
        canvas.rect(trim.x * 2.8346, trim.y * 2.8346, 20, 30, stroke=0, fill=1)

    pictures += [face_picture(small, 30, 20, 0, DPI)] * 2
    pdf, tiles = pictures_document(pictures)
    sizes = [(p.width, p.height) for p in pictures]
    fresh = [bytes(pixels.data) for pixels in rasterise(pdf, sizes, tiles)]
    buffers = Buffers(KEPT_PIXMAP_BYTES)
    for index, pixels in enumerate(rasterise(pdf, sizes, tiles, buffers=buffers)):
        assert pixels.data == fresh[index], index
        pixels.fill(7)  # dirty, as an encoded image leaves it for the next one
        buffers.give(pixels)


def test_chunks_share_one_raster_of_a_backdrop(monkeypatch, tmp_path):
    """An export's pictures come in several PDFs (chunks): the deck's backdrop is
    rasterised once for all of them, not once a chunk, and the pictures are the ones a
    chunk of their own draws."""
    from wisegen.render import backdrop, picture_fork, picture_stream

    faces = _faces("just-one")
    keys = _backdrops(faces)
    common = max(set(keys) - {None}, key=keys.count)  # the fronts' frame
    fronts = [face for face, key in zip(faces, keys, strict=True) if key == common][:24]
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(picture_fork, "can_fork", lambda: False)
    alone = [png_scanlines(png) for picture in fronts
             for png in picture_stream.stream_pictures([picture])]
    drawn: list[int] = []
    real = backdrop.Backdrops._rasterise
    monkeypatch.setattr(backdrop.Backdrops, "_rasterise", staticmethod(
        lambda *args: drawn.append(1) or real(*args)))
    monkeypatch.setattr(picture_stream, "CHUNK", 5)
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "other-cache"))
    assert len(picture_stream.chunked(fronts)) == 5
    together = [png_scanlines(png) for png in picture_stream.stream_pictures(fronts)]
    assert len(drawn) == 1  # once a chunk before: 5
    assert together == alone


def test_a_form_named_within_one_pdf_is_not_shared_with_the_next(monkeypatch, tmp_path):
    """A sheet numbers its repeated cards per PDF (`card1`...): the same name in the next
    chunk's PDF may be another card, so its raster is not reused there."""
    from wisegen.render import forms, picture_fork, picture_stream

    def card(colour):
        def draw(canvas, trim):
            canvas.setFillColorRGB(1, 1, 1)
            canvas.rect(0, 0, 200, 200, stroke=0, fill=1)  # a path, then the form
            forms.placed(canvas, "card1 20x30", trim.moved(-trim.x, -trim.y),
                         lambda form: (form.setFillColorRGB(*colour),
                                       form.rect(0, 0, 40, 60, stroke=0, fill=1)),
                         trim.x, trim.y, local=True)
        return face_picture(draw, 20, 30, 0, DPI)

    red, blue = card((0.9, 0.1, 0.1)), card((0.1, 0.1, 0.9))
    red_key, blue_key = _backdrops([red, blue])
    assert red_key == blue_key and not red_key.portable
    monkeypatch.setattr(picture_fork, "can_fork", lambda: False)
    monkeypatch.setattr(picture_stream, "CHUNK", 1)  # each in a PDF of its own
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "together"))
    together = [png_scanlines(png) for png in picture_stream.stream_pictures([red, blue])]
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "alone"))
    assert together[1] == png_scanlines(next(picture_stream.stream_pictures([blue])))
    assert together[0] != together[1]


def test_a_backdrop_is_portable_when_its_forms_are_named_by_their_drawings():
    assert backdrop_key(["q", "/FormXob.WG_frame_1 Do"]).portable
    assert not backdrop_key(["q", "/FormXob.WL_card1_2 Do"]).portable


def _sharing_fronts(count: int) -> list:
    """`count` of Just One's fronts, all with the same backdrop (its frame)."""
    pictures = _faces("just-one")
    keys = _backdrops(pictures)
    common = max(set(keys) - {None}, key=keys.count)
    return [face for face, key in zip(pictures, keys, strict=True) if key == common][:count]


@pytest.mark.parametrize("channels", [3, 4])
def test_sheets_laid_out_alike_share_one_composite_and_keep_their_pixels(channels,
                                                                         monkeypatch):
    """Sheets of faces with backdrops start as one copy of their composite (the blank
    sheet with each cell's backdrop): the pixels of each face drawn whole in its cell,
    white or clear (RGBA) around them, and the composite made once for both sheets."""
    from wisegen.render import backdrop

    fronts = _sharing_fronts(14)
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in fronts]
    cell = (fronts[0].width + 6, fronts[0].height + 4)
    sheets = [grid_picture(faces[:7], 3, 3, cell, DPI), grid_picture(faces[7:], 3, 3, cell,
                                                                     DPI)]
    pdf, tiles = pictures_document(sheets)
    assert all(tile.backdrop is not None for sheet in tiles for tile in sheet)
    sizes = [(s.width, s.height) for s in sheets]
    made: list[int] = []
    real = backdrop.Pixmap
    monkeypatch.setattr(backdrop, "Pixmap", lambda *a: made.append(1) or real(*a))
    shared = [bytes(p.data) for p in rasterise(pdf, sizes, tiles, channels)]
    assert len(made) == 2  # the backdrop's raster, and one composite for both sheets
    bare = [tuple(replace(tile, backdrop=None) for tile in sheet) for sheet in tiles]
    whole = [bytes(p.data) for p in rasterise(pdf, sizes, bare, channels)]
    assert shared == whole


def test_a_sheet_too_large_to_keep_is_drawn_without_a_composite(monkeypatch):
    """A composite larger than the rasters kept (`KEPT_BYTES`) is not made: the sheet is
    cleared and each face's backdrop copied in, to the same pixels."""
    from wisegen.render import backdrop

    pictures = _faces("three-wise-words")[:4]
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in pictures]
    sheet = grid_picture(faces, 2, 2, (pictures[0].width, pictures[0].height), DPI)
    pdf, tiles = pictures_document([sheet])
    assert all(tile.backdrop is not None for tile in tiles[0])
    size = [(sheet.width, sheet.height)]
    kept = [bytes(p.data) for p in rasterise(pdf, size, tiles)]
    monkeypatch.setattr(backdrop, "KEPT_BYTES", sheet.width * sheet.height * 3 - 1)
    monkeypatch.setattr(backdrop.Backdrops, "_composite", None)  # never reached
    assert [bytes(p.data) for p in rasterise(pdf, size, tiles)] == kept


def test_no_raster_comes_from_a_page_whose_objects_are_not_its_backdrops(monkeypatch):
    """A page whose objects in pdfium are not its backdrop's (paths, then the form) is
    drawn whole, and its backdrop's raster, for the sheet's composite too, comes from a
    page whose objects are: never from that one."""
    from wisegen.render import backdrop

    pictures = _sharing_fronts(4)
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in pictures]
    sheet = grid_picture(faces, 2, 2, (pictures[0].width, pictures[0].height), DPI)
    pdf, tiles = pictures_document([sheet])
    assert len({tile.backdrop for tile in tiles[0]}) == 1
    size = [(sheet.width, sheet.height)]
    bare = [tuple(replace(tile, backdrop=None) for tile in tiles[0])]
    whole = [bytes(p.data) for p in rasterise(pdf, size, bare)]

    pages: dict[int, int] = {}  # a loaded page's handle -> its index
    real_load, real_starts = backdrop.load_page, backdrop._starts_with

    def load(document, index):
        page = real_load(document, index)
        pages[id(page)] = index
        return page

    def starts_with(page, key):  # page 0 taken for one whose objects differ
        return pages.get(id(page)) != 0 and real_starts(page, key)

    made: list[int] = []
    real_rasterise = backdrop.Backdrops._rasterise

    def rasterised(document, index, key, shape):
        pixels = real_rasterise(document, index, key, shape)
        if pixels is not None:
            made.append(index)
        return pixels

    monkeypatch.setattr(backdrop, "load_page", load)
    monkeypatch.setattr(backdrop, "_starts_with", starts_with)
    monkeypatch.setattr(backdrop.Backdrops, "_rasterise", staticmethod(rasterised))
    assert [bytes(p.data) for p in rasterise(pdf, size, tiles)] == whole
    assert made == [1]
