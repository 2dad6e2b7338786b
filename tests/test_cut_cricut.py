"""`wisegen export --format cricut`: Print Then Cut images, opened and measured.

Each image is RGBA with 300 dpi recorded, within Design Space's largest Print Then Cut
image; each card is one opaque island of exactly its trim (rounded to --corner) on a
transparent background, the islands apart; the pixels inside are the card as the PNG
export draws it.
"""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from tests.conftest import export_report
from tests.pdfimage import to_pixmap
from wisegen.render.cutters import load_cutter

GAME = "just-one"
DPI = 300


def mm(pixels: float) -> float:
    return pixels / DPI * 25.4


def runs(line: np.ndarray) -> list[tuple[int, int]]:
    padded = np.concatenate([[False], line, [False]]).astype(int)
    edges = np.flatnonzero(np.diff(padded))
    return list(zip(edges[::2], edges[1::2], strict=True))


@pytest.fixture(scope="module")
def rounded(tmp_path_factory):
    out = tmp_path_factory.mktemp("cricut")
    report = export_report(out, GAME, "cricut", "--only", "rules", "--corner", "3")
    return out, report, json.loads((out / "manifest.json").read_text(encoding="utf-8"))


def test_every_image_fits_print_then_cut_at_300_dpi(rounded):
    out, report, manifest = rounded
    cutter = load_cutter("cricut")
    assert cutter.max_image == pytest.approx((6.75 * 25.4, 9.25 * 25.4))
    assert report["files"] and manifest["files"]
    for entry in manifest["files"]:
        with Image.open(out / entry["file"]) as image:
            assert image.mode == "RGBA"
            assert image.info["dpi"] == pytest.approx((DPI, DPI), abs=0.01)
            width, height = image.size
        assert (width, height) == tuple(entry["size_px"])
        assert width <= 6.75 * DPI and height <= 9.25 * DPI
        assert mm(width) <= cutter.max_image[0] and mm(height) <= cutter.max_image[1]
        assert entry["size_in"][0] <= 6.75 and entry["size_in"][1] <= 9.25


def test_each_card_is_an_opaque_island_of_its_trim(rounded):
    out, _, manifest = rounded
    fronts = [e for e in manifest["files"] if e["side"] == "front"]
    assert sum(len(e["cards"]) for e in fronts) == 4  # Just One's rules cards
    for entry in manifest["files"]:
        with Image.open(out / entry["file"]) as image:
            alpha = np.asarray(image)[:, :, 3]
        assert set(np.unique(alpha)) <= {0, 255}
        opaque = alpha == 255
        islands = [(top, bottom, left, right)
                   for top, bottom in runs(opaque.any(axis=1))
                   for left, right in runs(opaque[top:bottom].any(axis=0))]
        assert len(islands) == len(entry["cards"])
        for top, bottom, left, right in islands:
            assert mm(right - left) == pytest.approx(63, abs=0.1)  # a poker card's trim
            assert mm(bottom - top) == pytest.approx(88, abs=0.1)
            card = opaque[top:bottom, left:right]
            assert card[card.shape[0] // 2].all() and card[:, card.shape[1] // 2].all()
            # a 3 mm corner: the corner pixel is clear, the pixel 3 mm in along the
            # diagonal's circle is in, and the clear area is that of a quarter circle
            r = round(3 / 25.4 * DPI)
            assert not card[0, 0] and not card[-1, -1] and card[r, r]
            clear = (~card[:r, :r]).sum()
            assert clear == pytest.approx(r * r * (1 - math.pi / 4), rel=0.15)
        gaps = [b[2] - a[3] for a, b in itertools.pairwise(islands) if a[0] == b[0]]
        assert all(mm(gap) >= 12.7 - 0.1 for gap in gaps)


def test_the_pixels_are_the_cards_drawn(rounded, tmp_path):
    """The first card of the image is the card the PNG export draws (trimmed, 300 dpi)."""
    out, _, manifest = rounded
    export_report(tmp_path, GAME, "png", "--only", "rules", "--bleed", "0")
    plain = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    first = next(e for e in plain["files"] if e["side"] == "front")
    with Image.open(tmp_path / first["file"]) as image:
        alone = np.asarray(image.convert("RGB")).astype(int)
    entry = next(e for e in manifest["files"] if e["side"] == "front")
    with Image.open(out / entry["file"]) as image:
        sheet = np.asarray(image).astype(int)
    h, w = alone.shape[:2]
    part = sheet[:h, :w]
    inside = part[:, :, 3] == 255
    assert inside.mean() > 0.99
    diff = np.abs(part[:, :, :3] - alone)[inside]
    # the same drawing; only antialiased edges differ (a fraction of a pixel's shift)
    assert diff.mean() < 4 and np.percentile(diff, 95) <= 8


def test_a_card_larger_than_the_print_area_is_refused(tmp_path):
    from typer.testing import CliRunner

    from wisegen.cli import app

    result = CliRunner().invoke(app, ["export", "--game", GAME, "--format", "cricut",
                                      "--only", "cards", "--card", "180x240",
                                      "--out", str(tmp_path / "x")])
    assert result.exit_code != 0
    assert "larger than Print Then Cut" in result.output
    assert "Traceback" not in result.output


def test_the_png_encoder_keeps_transparency():
    """render/png.py writes RGBA too (colour type 6): the same pixels and alpha back."""
    import io

    from wisegen.render.png import encode_png

    rng = np.random.default_rng(3)
    pixels = rng.integers(0, 256, size=(29, 41, 4), dtype=np.uint8)
    pixels[:5, :, 3] = 0
    with Image.open(io.BytesIO(encode_png(to_pixmap(pixels), 300))) as picture:
        assert picture.mode == "RGBA"
        assert np.array_equal(np.asarray(picture), pixels)
        assert picture.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_a_shared_back_is_one_image_per_size(tmp_path):
    """110 word cards, four an image: 28 fronts, and the one back as backs-4 and backs-2."""
    export_report(tmp_path, GAME, "cricut", "--only", "cards")
    manifest = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    fronts = [e for e in manifest["files"] if e["side"] == "front"]
    backs = [e for e in manifest["files"] if e["side"] == "back"]
    assert len(fronts) == 28 and sorted(e["file"] for e in backs) == [
        "cards/backs-2.png", "cards/backs-4.png"]
    assert sorted(n for e in fronts for n in e["cards"]) == list(range(1, 111))


def _centres_inside(shape, cells, corner, dpi):
    """Every pixel's centre tested against every card's rounded trim, pixel by pixel
    (numpy): the oracle `alpha_plane`'s row spans must agree with."""
    height, width = shape
    xs = (np.arange(width) + 0.5) * 25.4 / dpi
    ys = height * 25.4 / dpi - (np.arange(height) + 0.5) * 25.4 / dpi
    inside = np.zeros(shape, dtype=bool)
    for cell in cells:
        r = max(min(corner, cell.width / 2, cell.height / 2), 0.0)
        cx = np.clip(xs, cell.x + r, cell.right - r)[None, :]
        cy = np.clip(ys, cell.y + r, cell.top - r)[:, None]
        within = ((xs[None, :] >= cell.x) & (xs[None, :] <= cell.right)
                  & (ys[:, None] >= cell.y) & (ys[:, None] <= cell.top))
        inside |= within & ((xs[None, :] - cx) ** 2 + (ys[:, None] - cy) ** 2
                            <= r * r + 1e-12)
    return inside


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 3), st.floats(5, 40), st.floats(5, 40),
       st.floats(0.3, 4), st.sampled_from([0, 1, 3, 7.5, 40]),
       st.sampled_from([300, 150, 72.5]), st.floats(0, 3))
def test_the_alpha_follows_each_rounded_trim(cols, rows, width, height, gap, corner, dpi,
                                             margin):
    """`alpha_plane`: opaque exactly where a pixel's centre is inside a card's rounded
    trim, for grids of any card size, gap, corner and resolution."""
    from wisegen.render.units import Rect
    from wisegen.render.writers.cut_cricut import alpha_plane

    size_mm = (margin * 2 + cols * width + (cols - 1) * gap,
               margin * 2 + rows * height + (rows - 1) * gap)
    shape = (math.ceil(size_mm[1] / 25.4 * dpi), math.ceil(size_mm[0] / 25.4 * dpi))
    cells = [Rect(margin + c * (width + gap), margin + r * (height + gap), width, height)
             for c in range(cols) for r in range(rows)]
    plane = alpha_plane(shape[1], shape[0], tuple(cells), corner, dpi)
    alpha = np.frombuffer(plane, np.uint8).reshape(shape)
    assert set(np.unique(alpha)) <= {0, 255}
    assert np.array_equal(alpha == 255, _centres_inside(shape, cells, corner, dpi))


@pytest.mark.parametrize("corner", [0, 3])
def test_each_image_s_alpha_is_exactly_its_cards_rounded_trims(tmp_path, monkeypatch,
                                                               corner):
    """The exported alpha, decoded, is the alpha plane of the image's cells (the exact one
    `test_the_alpha_follows_each_rounded_trim` holds to its oracle): drawing leaves the
    cells opaque and the rest clear, and `cut_corners` sets only the corners' rows."""
    from wisegen.render.writers import cut_cricut

    seen = {}
    drawn = cut_cricut.cut_corners

    def recorded(pixels, cells, corner, dpi, bands=None):
        # every row, or some bands of a sheet over its composite, itself cut in every row
        seen[pixels.width, pixels.height] = (pixels.width, pixels.height, tuple(cells),
                                             corner, dpi)
        drawn(pixels, cells, corner, dpi, bands)

    monkeypatch.setattr(cut_cricut, "cut_corners", recorded)
    monkeypatch.setenv("WISEGEN_NO_CACHE", "1")  # every image drawn, none from the cache
    export_report(tmp_path, GAME, "cricut", "--only", "rules", "--corner", str(corner))
    manifest = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    assert len(manifest["files"]) == 2 and seen  # one chunk: drawn in this process
    for entry in manifest["files"]:
        with Image.open(tmp_path / entry["file"]) as image:
            alpha = np.asarray(image)[:, :, 3]
        width, height, cells, used, dpi = seen[tuple(entry["size_px"])]
        plane = cut_cricut.alpha_plane(width, height, cells, used, dpi)
        assert used == corner and alpha.shape == (height, width)
        assert np.array_equal(alpha, np.frombuffer(plane, np.uint8).reshape(height, width))
