"""`wisegen export --format <shop>`: each service's files as its template asks, the
product to order, text inside the safe area, and a shop that is only a file."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pypdf
import pypdfium2 as pdfium
import pytest
from PIL import Image

from tests.conftest import export_report
from wisegen.render.shops import SHOPS_ENV, load_shop

PT = 72 / 25.4


def size(path: Path) -> tuple[int, int]:
    with Image.open(path) as image:
        return image.size


@pytest.fixture(scope="module")
def tgc(tmp_path_factory):
    out = tmp_path_factory.mktemp("tgc")
    return out, export_report(out, "just-one", "thegamecrafter")


@pytest.fixture(scope="module")
def dtc(tmp_path_factory):
    out = tmp_path_factory.mktemp("dtc")
    return out, export_report(out, "just-one", "drivethrucards")


def test_the_game_crafter_gets_825_by_1125_px_pngs_in_deck_order(tgc) -> None:
    out, report = tgc
    fronts = sorted((out / "just-one-cards" / "front").iterdir())
    assert [p.name for p in fronts] == [f"{n:03d}.png" for n in range(1, 111)]
    assert [p.name for p in (out / "just-one-cards" / "back").iterdir()] == ["001.png"]
    assert {size(p) for p in fronts} == {(825, 1125)}
    assert size(out / "just-one-cards" / "back" / "001.png") == (825, 1125)
    cards = [f for f in report["files"] if f["material"] == "cards"]
    assert {tuple(f["px"]) for f in cards} == {(825, 1125)}


def test_the_answer_says_which_product_and_how_many_cards(tgc) -> None:
    out, report = tgc
    order = {item["material"]: item for item in report["order"]}
    assert (order["cards"]["product"], order["cards"]["cards"]) == ("poker", 110)
    assert order["cards"]["product_name"] == "Poker Deck, 2.5 x 3.5 in"
    assert any("Poker Deck, 2.5 x 3.5 in × 110 cards" in note for note in report["notes"])
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["order"] == report["order"]


def test_the_rulebook_goes_beside_it_as_a_booklet(tgc) -> None:
    out, _ = tgc
    booklet = pypdf.PdfReader(out / "just-one-rulebook-booklet.pdf")
    assert len(booklet.pages) % 4 == 0
    page = booklet.pages[0]
    bleed = load_shop("thegamecrafter").products[0].bleed * PT
    assert float(page.trimbox.left) == pytest.approx(bleed, abs=0.01)
    assert float(page.mediabox.width) - float(page.trimbox.width) == pytest.approx(2 * bleed,
                                                                                  abs=0.01)


def test_drivethrucards_gets_one_pdfx_file_of_front_back_pairs(dtc) -> None:
    out, report = dtc
    path = out / "just-one-cards-poker.pdf"
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == 2 * 110
    page = reader.pages[0]
    assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, 198, 270])  # 2.75 x 3.75 in
    assert [float(v) for v in page.trimbox] == pytest.approx([9, 9, 189, 261])   # 1/8 in bleed
    assert [float(v) for v in page.bleedbox] == pytest.approx([0, 0, 198, 270])
    info = reader.trailer["/Info"]
    assert info["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    assert "/OutputIntents" in reader.trailer["/Root"]
    for index in (0, 1):  # colours in CMYK only: no RGB fill or stroke operator
        stream = reader.pages[index].get_contents().get_data().decode("latin-1")
        assert " k\n" in stream or " k " in stream
        assert not re.search(r"\s(rg|RG)\s", stream)
    texts = [reader.pages[i].extract_text() for i in range(6)]
    assert texts[1] == texts[3] == texts[5]  # the shared back after each front
    assert texts[0] != texts[2] and "Just One" in texts[1]
    assert report["order"][0]["product"] == "poker"


def test_no_text_outside_the_safe_area_on_drivethrucards(dtc) -> None:
    out, _ = dtc
    assert _glyphs_outside(out / "just-one-cards-poker.pdf", 1 / 8 * 25.4) == []


def _glyphs_outside(path: Path, safe_mm: float) -> list[tuple[int, str]]:
    """Each glyph whose box leaves the trim box inset by `safe_mm`: (page, character)."""
    bad = []
    pdf = pdfium.PdfDocument(str(path))
    for index in range(len(pdf)):
        page = pdf[index]
        left, bottom, right, top = page.get_trimbox()
        inset = safe_mm * PT - 0.01
        text = page.get_textpage()
        for char in range(text.count_chars()):
            shown = text.get_text_range(char, 1)
            x0, y0, x1, y1 = text.get_charbox(char)
            if shown.isspace() or x1 <= x0:
                continue
            if x0 < left + inset or y0 < bottom + inset or x1 > right - inset or \
                    y1 > top - inset:
                bad.append((index, shown))
    return bad


def _band_is_ground(path: Path, edge: int, safe: int) -> bool:
    """Between the trim (`edge` px in) and the safe line (`safe` px further) only the
    card's ground shows, as at the bleed's corner (a pixel of slack each side)."""
    with Image.open(path) as image:
        pixels = np.asarray(image.convert("RGB")).astype(int)
    ground = pixels[5, 5]
    lo, hi = edge + 2, edge + safe - 2
    bands = (pixels[lo:hi, lo:-lo], pixels[-hi:-lo, lo:-lo], pixels[lo:-lo, lo:hi],
             pixels[lo:-lo, -hi:-lo])
    return all(np.abs(band - ground).max() <= 3 for band in bands)


def test_makeplayingcards_cards_keep_the_safe_band_clear(tmp_path: Path) -> None:
    """822 x 1122 px; between the trim and the safe line (36 px each) only the card's
    ground shows: the panels and words were laid out again inside the safe area."""
    report = export_report(tmp_path, "three-wise-words", "makeplayingcards")
    fronts = sorted((tmp_path / "three-wise-words-cards" / "front").iterdir())
    assert len(fronts) == 100 and {size(p) for p in fronts[:5]} == {(822, 1122)}
    assert _band_is_ground(fronts[0], 36, 36)
    assert report["order"][0]["cards"] == 100


@pytest.mark.parametrize(("game", "deck", "count"), [
    ("thricewise", "cards", 36), ("three-wise-words", "rules", 4)])
def test_frames_drawn_at_a_fixed_inset_move_inside_the_safe_line(
        tmp_path: Path, game: str, deck: str, count: int) -> None:
    """The Decktet's frame (2.2 mm in) and the rules card's (1.5 mm in) would sit in The
    Game Crafter's 1/8 in band; at the product they keep inside it."""
    export_report(tmp_path, game, "thegamecrafter", "--only", deck)
    fronts = sorted((tmp_path / game / "front").iterdir())
    assert len(fronts) == count
    assert all(_band_is_ground(path, 37, 37) for path in fronts[:3])


def test_printerstudio_is_a_file_not_code(tmp_path: Path) -> None:
    export_report(tmp_path, "three-wise-words", "printerstudio", "--only", "cards")
    fronts = sorted((tmp_path / "three-wise-words" / "front").iterdir())
    assert len(fronts) == 100 and size(fronts[0]) == (815, 1110)


def test_a_landscape_deck_goes_on_the_turned_mini_product(tmp_path: Path) -> None:
    report = export_report(tmp_path, "13-words", "thegamecrafter", "--only", "cards")
    assert (report["order"][0]["product"], report["order"][0]["cards"]) == ("mini", 224)
    fronts = sorted((tmp_path / "13-words" / "front").iterdir())
    assert size(fronts[0]) == (600, 825)  # the template stands: the card is turned


def test_a_deck_no_shop_product_fits_is_named_not_stretched(tmp_path: Path) -> None:
    report = export_report(tmp_path, "mistrz-slowa", "thegamecrafter")
    assert report["order"] == []
    assert any("left out" in note and "105 × 148 mm" in note for note in report["notes"])
    assert (tmp_path / "mistrz-slowa-rulebook-booklet.pdf").exists()


STRICT = """\
id: strictprint
name: Strict Print
template: "a shop with a 5 mm safe margin and 3 mm bleed"
delivery:
  kind: pdf
  colour: rgb
  pages: fronts-then-backs
  naming: "{game}-{product}-{side}.pdf"
  dpi: 300
limits:
  min_text: 6pt
products:
  - id: poker
    name: "Poker, 63 x 88 mm"
    trim: [63mm, 88mm]
    bleed: 3mm
    safe: 5mm
"""


def test_a_designers_own_shop_file_lays_the_cards_out_inside_its_safe_area(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Just One's header sits 4.7 mm inside the cut: a shop asking 5 mm gets it moved."""
    shops = tmp_path / "shops"
    shops.mkdir()
    (shops / "strictprint.yaml").write_text(STRICT)
    monkeypatch.setenv(SHOPS_ENV, str(shops))
    out = tmp_path / "out"
    report = export_report(out, "just-one", "strictprint", "--only", "cards")
    path = out / "just-one-poker-cards.pdf"
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == 111  # the fronts, then the one shared back
    assert [float(v) for v in reader.pages[0].trimbox] == pytest.approx(
        [3 * PT, 3 * PT, 66 * PT, 91 * PT])
    assert _glyphs_outside(path, 5) == []
    assert report["order"][0]["product"] == "poker"


def test_copies_are_one_drawing_written_once_per_card(tgc) -> None:
    out, report = tgc
    rules = sorted((out / "just-one-rules" / "front").iterdir())
    assert len(rules) == 4 and len({p.read_bytes() for p in rules}) == 1
    order = {item["material"]: item for item in report["order"]}
    assert (order["rules"]["cards"], order["rules"]["faces"]) == (4, 1)


JPEG_SHOP = """\
id: jpegcards
name: JPEG Cards
template: "a shop that takes JPEG images, 2 mm bleed"
delivery:
  kind: images
  colour: rgb
  pages: fronts-then-backs
  naming: "{game}-{side}-{index:02d}.jpg"
  dpi: 300
  image_type: jpg
limits: {}
products:
  - id: poker
    name: "Poker, 63 x 88 mm"
    trim: [63mm, 88mm]
    bleed: 2mm
    safe: 3mm
    pixels: [791, 1087]
"""


def test_a_shop_that_takes_jpeg_gets_jpeg(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    shops = tmp_path / "shops"
    shops.mkdir()
    (shops / "jpegcards.yaml").write_text(JPEG_SHOP)
    monkeypatch.setenv(SHOPS_ENV, str(shops))
    export_report(tmp_path / "out", "just-one", "jpegcards", "--only", "rules")
    names = sorted(p.name for p in (tmp_path / "out").glob("*.jpg"))
    assert names == ["just-one-back-01.jpg", *(f"just-one-front-0{n}.jpg" for n in range(1, 5))]
    with Image.open(tmp_path / "out" / names[1]) as image:
        assert (image.format, image.size) == ("JPEG", (791, 1087))
        assert image.info["dpi"] == pytest.approx((300, 300))


def test_nothing_a_printer_receives_names_the_program(tgc, dtc) -> None:
    for out, _ in (tgc, dtc):
        for path in out.rglob("*"):
            if path.is_file() and path.suffix in {".pdf", ".png", ".jpg"}:
                assert b"wisegen" not in path.read_bytes().lower(), path
