"""`wisegen export --format png|sheet`: image sizes, bleed colours, the PDF's own drawing,
contact-sheet cells, the PNG encoder and the usage errors."""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from tests.conftest import export_report, print_report, registry_games
from tests.pdfimage import png_scanlines, render, to_pixmap
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout
from wisegen.render.png import encode_png
from wisegen.render.writers import sheet as sheet_writer

GAME = "three-wise-words"


def image(path: Path | str) -> np.ndarray:
    with Image.open(path) as picture:
        return np.asarray(picture.convert("RGB")).astype(int)


def px(mm: float, dpi: float) -> int:
    return round(mm / 25.4 * dpi)


@pytest.fixture(scope="module")
def kit_png(tmp_path_factory):
    """The whole Three Wise Words kit as PNGs at the defaults (300 dpi, 3 mm bleed)."""
    out = tmp_path_factory.mktemp("png")
    report = export_report(out, GAME, "png")
    return out, report, json.loads((out / "manifest.json").read_text(encoding="utf-8"))


def test_one_image_per_card_front_in_deck_order_and_one_shared_back(kit_png):
    out, _report, manifest = kit_png
    fronts = sorted(p.name for p in (out / "cards").glob("*-front.png"))
    assert fronts == [f"{n:03d}-front.png" for n in range(1, 101)]
    assert (out / "cards" / "back.png").exists()
    assert not list((out / "cards").glob("*-back.png"))
    entries = [f for f in manifest["files"] if f["material"] == "cards"]
    assert [f["file"] for f in entries[:2]] == ["cards/001-front.png", "cards/002-front.png"]
    assert entries[0]["name"] == "clover / pizza / violin"
    assert entries[-1] == {**entries[-1], "file": "cards/back.png", "side": "back",
                           "cards": list(range(1, 101))}


def test_a_poker_card_is_815_by_1110_px_at_300_dpi_with_3_mm_bleed(kit_png):
    out, _report, manifest = kit_png
    first = manifest["files"][0]
    assert first["size_px"] == [815, 1110]
    assert first["size_mm"] == [69.0, 94.0] and first["trim_mm"] == [63, 88]
    assert (first["bleed_mm"], first["dpi"]) == (3.0, 300)
    with Image.open(out / first["file"]) as picture:
        assert picture.size == (815, 1110)
        assert picture.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_every_file_has_the_size_in_px_its_size_in_mm_makes_at_its_dpi(kit_png):
    out, report, manifest = kit_png
    listed = {f["file"] for f in manifest["files"]}
    written = {str(p.relative_to(out)) for p in out.rglob("*.png")}
    assert listed == written
    for entry in manifest["files"]:
        width, height = entry["size_mm"]
        assert entry["size_px"] == [px(width, entry["dpi"]), px(height, entry["dpi"])]
        with Image.open(out / entry["file"]) as picture:
            assert list(picture.size) == entry["size_px"], entry["file"]
    pages = [f for f in manifest["files"] if "page" in f]
    assert {f["material"] for f in pages} == {"die", "track", "pawns", "pad", "rulebook"}
    assert sorted({tuple(f["size_px"]) for f in pages}) == [(2480, 3508), (3508, 2480)]
    assert {f["material"] for f in report["files"]} >= {"cards", "rules", "manifest"}


def test_rules_cards_are_one_image_with_their_copies_counted(kit_png):
    _out, _report, manifest = kit_png
    rules = [f for f in manifest["files"] if f["material"] == "rules"]
    assert [f["file"] for f in rules] == ["rules/001-front.png", "rules/back.png"]
    assert rules[0]["copies"] == 4 and rules[1]["cards"] == [1, 2, 3, 4]


def small_pack(folder: Path, first: str = "cat") -> Path:
    """A partial two-card words pack: quick to draw at any size."""
    pack = folder / "small.yaml"
    pack.write_text(
        "game: three-wise-words\nkind: words\nid: small\nname: Small\nlanguage: en\n"
        "version: 1.0.0\nlicense: MIT\nauthors: [t]\npartial: true\ncards:\n"
        f"  - {{pink: {first}, yellow: dog, blue: fish}}\n"
        "  - {pink: sun, yellow: moon, blue: star}\n", encoding="utf-8")
    return pack


@pytest.mark.parametrize(("args", "size"), [
    (("--bleed", "0"), (744, 1039)),
    (("--dpi", "150"), (407, 555)),
    (("--bleed", "0", "--dpi", "600", "--card", "mini"), (1039, 1488)),
    (("--bleed", "2", "--dpi", "100", "--card", "70x70"), (291, 291)),
])
def test_bleed_dpi_and_card_size_set_the_pixels(tmp_path, args, size):
    out = tmp_path / "png"
    export_report(out, GAME, "png", "--only", "cards", "--pack", small_pack(tmp_path), *args)
    for name in ("001-front.png", "002-front.png", "back.png"):
        with Image.open(out / "cards" / name) as picture:
            assert picture.size == size


def _close(colour, expected: str, tolerance: int = 2) -> bool:
    want = [int(expected[i:i + 2], 16) for i in (1, 3, 5)]
    return all(abs(int(c) - w) <= tolerance for c, w in zip(colour, want, strict=True))


def test_the_bleed_edge_is_the_cards_background(kit_png):
    out, _report, _manifest = kit_png
    layout = load_layout(GAME)
    front = image(out / "cards" / "001-front.png")
    height, width, _ = front.shape
    for x in (0, width // 2, width - 1):
        assert _close(front[0, x], layout.box("card").fill)  # the frame runs into the bleed
        assert _close(front[height - 1, x], layout.box("card").fill)
    back = image(out / "cards" / "back.png")
    for y, x in ((0, 0), (0, width - 1), (height - 1, 0), (height - 1, width - 1)):
        assert _close(back[y, x], layout.box("back").fill)


def test_the_bleed_edge_is_the_background_for_the_decktet_too(tmp_path):
    export_report(tmp_path, "thricewise", "png", "--only", "cards")
    layout = load_layout("thricewise")
    for name, box in (("cards/001-front.png", "face"), ("cards/back.png", "back")):
        card = image(tmp_path / name)
        for y, x in ((0, 0), (0, -1), (-1, 0), (-1, -1), (0, card.shape[1] // 2)):
            assert _close(card[y, x], layout.box(box).fill), (name, y, x)


def test_a_card_image_is_what_the_pdf_shows(kit_png, tmp_path):
    """Same drawers, same fonts: the PNG matches the printed sheet's card, bleed and all."""
    out, _report, _manifest = kit_png
    print_report(tmp_path, GAME, "--only", "cards")
    imposition = impose(load_layout(GAME).sheet)
    trim = imposition.fronts[0]
    scale = 300 / 72
    page = np.asarray(render(tmp_path / "cards.pdf", 0, scale)).astype(int)
    # The image keeps the whole 3 mm bleed; on the sheet a card keeps what fits between
    # its neighbours (imposition.bleed): compare the card and that much of its bleed.
    inset = round((3 - imposition.bleed) / 25.4 * 300)
    edge = 3 / 25.4 * 300 - inset  # px from the cropped image's edge to the trim
    left = round(trim.x / 25.4 * 300 - edge)
    top = round((imposition.height - trim.top) / 25.4 * 300 - edge)
    card = image(out / "cards" / "001-front.png")
    card = card[inset:card.shape[0] - inset, inset:card.shape[1] - inset]
    printed = page[top:top + card.shape[0], left:left + card.shape[1]]
    assert printed.shape == card.shape
    difference = np.abs(printed - card)
    assert difference.mean() < 1.5  # text edges sit a fraction of a pixel apart
    assert np.percentile(difference, 99) < 40


@pytest.fixture(scope="module")
def sheet_and_cards(tmp_path_factory):
    out = tmp_path_factory.mktemp("sheet")
    export_report(out / "sheet", GAME, "sheet", "--only", "cards")
    export_report(out / "png", GAME, "png", "--only", "cards", "--bleed", "0", "--dpi", "50")
    return out


def test_a_contact_sheet_cell_is_the_single_card_image(sheet_and_cards):
    """Cell and image put the card at the same place in whole pixels; only glyph edges may
    land a shade apart, where the rasteriser snaps text to the page's pixel grid."""
    sheet = image(sheet_and_cards / "sheet" / f"{GAME}-sheet.png")
    first = image(sheet_and_cards / "png" / "cards" / "001-front.png")
    height, width, _ = first.shape
    assert (width, height) == (124, 173)  # 63 x 88 mm at the sheet's 50 dpi
    top0 = sheet_writer.MARGIN + 2 * sheet_writer.LABEL + sheet_writer.GAP
    exact = 0
    for number in range(1, 101):
        row, column = divmod(number - 1, sheet_writer.COLUMNS)
        left = sheet_writer.MARGIN + column * (width + sheet_writer.GAP)
        top = top0 + row * (height + sheet_writer.GAP)
        cell = sheet[top:top + height, left:left + width]
        single = image(sheet_and_cards / "png" / "cards" / f"{number:03d}-front.png")
        difference = np.abs(cell - single).max(axis=2)
        assert (difference <= 2).mean() > 0.99, number
        exact += int(difference.max() <= 2)
    assert exact >= 90


def test_the_contact_sheet_is_one_small_png_of_the_whole_kit(tmp_path):
    report = export_report(tmp_path, "mistrz-slowa", "sheet")
    (entry,) = report["files"]
    assert entry["kind"] == "contact" and entry["bytes"] < 400_000
    with Image.open(entry["path"]) as picture:
        assert picture.size == tuple(entry["px"])
        assert max(picture.size) <= 2000


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_games_contact_sheet_is_one_png(tmp_path, game):
    """The contact sheet draws every material of the kit: one PNG per game, whatever the
    game prints, the size the report gives, and not blank."""
    report = export_report(tmp_path, game, "sheet")
    (entry,) = report["files"]
    assert entry["kind"] == "contact" and 0 < entry["bytes"] < 4_000_000
    with Image.open(entry["path"]) as picture:
        assert picture.size == tuple(entry["px"])
        assert len(picture.convert("L").getcolors(maxcolors=1 << 20) or [0, 1]) > 1


def test_the_png_encoder_round_trips_and_records_the_dpi():
    rng = np.random.default_rng(7)
    pixels = rng.integers(0, 256, size=(37, 53, 3), dtype=np.uint8)
    pixels[10:20] = 255  # flat rows, as on a card
    data = encode_png(to_pixmap(pixels), 300)
    assert png_scanlines(data) == png_scanlines(encode_png(to_pixmap(pixels.copy()), 300))
    with Image.open(io.BytesIO(data)) as picture:
        assert picture.mode == "RGB"
        assert np.array_equal(np.asarray(picture), pixels)
        assert picture.info["dpi"] == pytest.approx((300, 300), abs=0.01)


@pytest.mark.parametrize("args", [
    ("--format", "gif"),
    ("--format", "png", "--dpi", "0"),
    ("--format", "pdf"),
    ("--format", "png", "--children", "--game", "just-one"),
])
def test_usage_errors_exit_2_with_one_line(run, tmp_path, args):
    result = run("export", "--game", GAME, "--out", tmp_path / "x", *args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wisegen: error:"), result.stderr
    assert not (tmp_path / "x").exists()


def test_an_out_that_is_a_file_is_refused_before_drawing(run, tmp_path):
    target = tmp_path / "cards.png"
    target.write_text("keep me")
    result = run("export", "--game", GAME, "--format", "png", "--out", target)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"wisegen: error: --out must be a folder, and {target} is a file"]
    assert target.read_text() == "keep me"


def test_print_points_image_formats_to_export(run, tmp_path):
    result = run("print", "--game", GAME, "--format", "png", "--out", tmp_path)
    assert result.exit_code == 2
    assert "wisegen export --format png" in result.stderr


def test_a_letter_the_font_lacks_writes_no_image(run, tmp_path):
    pack = small_pack(tmp_path, "灯台")
    result = run("export", "--game", GAME, "--format", "png", "--pack", pack, "--out",
                 tmp_path / "out")
    assert result.exit_code == 2
    assert "cards[0].pink" in result.stderr and "nothing was written" in result.stderr
    assert not (tmp_path / "out").exists()


def test_the_same_kit_gives_the_same_bytes(tmp_path):
    for run_dir in ("one", "two"):
        export_report(tmp_path / run_dir, GAME, "png", "--only", "rules,die", "--dpi", "100")
    first = sorted(p.relative_to(tmp_path / "one") for p in (tmp_path / "one").rglob("*")
                   if p.is_file())
    assert [str(p) for p in first] == [".wisegen-kit", "die/page-1.png", "manifest.json",
                                       "rules/001-front.png", "rules/back.png"]
    for path in first:
        assert (tmp_path / "one" / path).read_bytes() == (tmp_path / "two" / path).read_bytes()


def test_an_export_replaces_its_folder_whole_and_refuses_a_folder_of_user_files(run, tmp_path):
    out = tmp_path / "png"
    export_report(out, GAME, "png", "--only", "rules", "--dpi", "50")
    export_report(out, GAME, "png", "--only", "die", "--dpi", "50")
    assert sorted(p.name for p in out.iterdir()) == [".wisegen-kit", "die", "manifest.json"]
    (out / "notes.txt").write_text("mine")
    result = run("export", "--game", GAME, "--format", "png", "--only", "die", "--out", out)
    assert result.exit_code == 2 and "notes.txt" in result.stderr
    assert (out / "notes.txt").read_text() == "mine"


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_games_images_are_listed_and_sized_as_the_manifest_says(tmp_path, game):
    """Each game's whole kit as PNGs (at a low dpi, to stay quick): the manifest lists
    exactly the files written, each the size its millimetres make at its dpi, and every
    material the print report names has its images."""
    out = tmp_path / "png"
    report = export_report(out, game, "png", "--dpi", "40")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["files"], f"{game} exported no image"
    written = {str(p.relative_to(out)) for p in out.rglob("*.png")}
    assert {f["file"] for f in manifest["files"]} == written
    for entry in manifest["files"]:
        width, height = entry["size_mm"]
        assert entry["dpi"] == 40
        assert entry["size_px"] == [px(width, 40), px(height, 40)], entry["file"]
        with Image.open(out / entry["file"]) as picture:
            assert list(picture.size) == entry["size_px"], entry["file"]
    drawn = {f["material"] for f in manifest["files"]}
    assert drawn == {f["material"] for f in report["files"]} - {"manifest"}
