"""A backdrop left out of every page after the first that shows it (render/backdrop_key.py
`without_backdrop`, `pictures_document(strip=True)`): pdfium parses the deck's artwork
once a PDF, and every game's faces and sheets keep the pixels of their pages drawn whole;
a PDF whose holding page is not what its backdrop says is laid out again, unstripped."""

from __future__ import annotations

import pytest

from tests.pdfimage import png_scanlines
from tests.test_backdrop import DPI, _faces
from wisegen.games.registry import all_games
from wisegen.render import backdrop, picture_fork, picture_stream
from wisegen.render.backdrop_key import backdrop_key, without_backdrop
from wisegen.render.pictures import grid_picture, pictures_document, rasterise


def test_the_backdrop_s_paint_is_left_out_and_its_state_kept():
    code = ["q", "0 0 10 10 re W n", "q 1 0 0 1 3 4 cm", "1 1 1 rg", "n 0 0 9 9 re f*",
            "[ 2 1 ] 0 d 0 0 m 5 5 l S", "/FormXob.WG_frame Do", "Q", "BT (a word) Tj ET", "Q"]
    left = without_backdrop(code, backdrop_key(code))
    assert left is not None
    text = " ".join(left)
    assert "Do" not in text and " f*" not in text and " S" not in text.replace("(a", "")
    assert text == ("q 0 0 10 10 re W n q 1 0 0 1 3 4 cm 1 1 1 rg n 0 0 9 9 re n "
                    "[ 2 1 ] 0 d 0 0 m 5 5 l n \nQ\nBT (a word) Tj ET\nQ")


def test_content_that_is_not_the_backdrop_s_is_not_stripped():
    code = ["q", "/FormXob.WG_frame Do", "BT (x) Tj ET"]
    other = backdrop_key(["q 1 0 0 1 2 2 cm", "/FormXob.WG_frame Do"])
    assert without_backdrop(code, other) is None
    assert without_backdrop(["q", "BT (x) Tj ET"], backdrop_key(code)) is None


def _sheets(pictures) -> list:
    """The faces of the most common size four to a sheet (a Print Then Cut image's)."""
    size = max({(p.width, p.height) for p in pictures},
               key=[(p.width, p.height) for p in pictures].count)
    faces = [(p.placements[0].draw, p.placements[0].trim.width, p.placements[0].trim.height)
             for p in pictures if (p.width, p.height) == size][:12]
    return [grid_picture(faces[i:i + 4], 2, 2, (size[0] + 6, size[1] + 4), DPI)
            for i in range(0, len(faces), 4)]


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_stripped_pages_over_their_holder_s_backdrop_are_their_pages_drawn_whole(game_id):
    pictures = _faces(game_id)
    if not pictures:
        pytest.skip(f"{game_id} has no cards")
    for chosen in (pictures, _sheets(pictures)):
        sizes = [(p.width, p.height) for p in chosen]
        pdf, tiles = pictures_document(chosen)
        whole = [bytes(p.data) for p in rasterise(pdf, sizes, tiles)]
        stripped, held = pictures_document(chosen, strip=True)
        shown = [(t.backdrop, t.width, t.height) for parts in tiles for t in parts
                 if t.backdrop is not None]
        holders = [t for parts in held for t in parts if t.holder is not None]
        assert len(holders) == len(shown) - len(set(shown))  # all but each one's first
        assert (len(stripped) < len(pdf)) == bool(holders)
        assert [bytes(p.data) for p in rasterise(stripped, sizes, held)] == whole


def test_a_holder_that_is_not_its_backdrop_s_means_the_chunk_laid_out_again(monkeypatch,
                                                                           tmp_path):
    pictures = _faces("just-one")[:12]
    monkeypatch.setattr(picture_fork, "can_fork", lambda: False)
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "kept"))
    expected = [png_scanlines(png) for png in picture_stream.stream_pictures(pictures)]
    real, refused = backdrop._checked_page, []

    def no_holder(document, index, shown):  # as if pdfium read page 0 another way
        if index == 0:
            refused.append(index)
            return None
        return real(document, index, shown)

    monkeypatch.setattr(backdrop, "_checked_page", no_holder)
    stripped, held = pictures_document(pictures, strip=True)
    with pytest.raises(backdrop.UnheldBackdrop):
        next(rasterise(stripped, [(p.width, p.height) for p in pictures], held))
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "again"))
    again = [png_scanlines(png) for png in picture_stream.stream_pictures(pictures)]
    assert refused and again == expected
