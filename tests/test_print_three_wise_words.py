"""`wisegen print --game three-wise-words`: read the PDFs back and render them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import ROOT, print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import load_pack
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout
from wisegen.render.units import MM

EN_PACK = ROOT / "content/three-wise-words/en.yaml"
FR_PACK = ROOT / "content/three-wise-words/fr.yaml"


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    """The full default kit, printed once for the module."""
    out = tmp_path_factory.mktemp("kit")
    return out, print_report(out, "three-wise-words")


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_every_material_and_the_combined_pdf_are_written(kit):
    out, report = kit
    names = [f["material"] for f in report["files"]]
    assert names == ["cards", "die", "track", "pawns", "pad", "rules", "rulebook",
                     "combined", "single-sided", "calibration"]
    for file in report["files"]:
        reader = PdfReader(file["path"])
        assert len(reader.pages) == file["pages"]
    # The print-and-play files hold fewer pages than the materials' own PDFs: no blank
    # backs, parts ganged, the pad once (tests/test_print_plan.py).
    both = sum(f["pages"] for f in report["files"][-2:])
    assert both < sum(f["pages"] for f in report["files"][:-2])
    assert (out / "three-wise-words-print-and-play.pdf").exists()
    assert (out / "three-wise-words-print-and-play-single-sided.pdf").exists()


def test_card_pages_count_and_sheets(kit):
    _out, report = kit
    cards = next(f for f in report["files"] if f["material"] == "cards")
    # 100 cards, 9 per portrait A4 sheet -> 12 sheets, each with a back page.
    assert (cards["pages"], cards["sheets"]) == (24, 12)


def test_every_word_of_the_pack_is_in_the_text_layer(kit):
    out, _ = kit
    text = _text(out / "cards.pdf")
    words = set(re.findall(r"\S+", text))
    for card in load_pack(EN_PACK).data["cards"]:
        for slot in ("pink", "yellow", "blue"):
            assert card[slot] in words, card[slot]


def test_page_boxes_trim_inside_bleed_inside_media(kit):
    out, _ = kit
    for page in PdfReader(out / "three-wise-words-print-and-play.pdf").pages:
        media, bleed, trim = page.mediabox, page.bleedbox, page.trimbox
        assert media.left <= bleed.left <= trim.left
        assert trim.right <= bleed.right <= media.right
        assert media.bottom <= bleed.bottom <= trim.bottom
        assert trim.top <= bleed.top <= media.top


def test_card_sheet_boxes_match_the_imposition(kit):
    # A home-cut sheet's TrimBox is the sheet (render/cards.py); tests/test_print_plan.py
    # checks that cropping to it keeps every crop mark.
    out, _ = kit
    page = PdfReader(out / "cards.pdf").pages[0]
    assert float(page.mediabox.width) == pytest.approx(210 * MM, abs=0.01)
    assert float(page.trimbox.left) == pytest.approx(0, abs=0.01)
    assert float(page.bleedbox.width) == pytest.approx(210 * MM, abs=0.01)


def test_fonts_are_embedded_and_nothing_else_is_used(kit):
    out, _ = kit
    seen = set()
    for page in PdfReader(out / "three-wise-words-print-and-play.pdf").pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            family = "Comfortaa" if "Comfortaa" in font["/BaseFont"] else "DejaVu"
            assert family in font["/BaseFont"]
            assert "/FontFile2" in font["/FontDescriptor"].get_object()
            seen.add(family)
    assert seen == {"Comfortaa", "DejaVu"}  # titles in the display font, text in DejaVu


def test_sheets_say_print_at_100_percent(kit):
    """Every sheet with something to cut out or measure; the rulebook is only read."""
    _out, report = kit
    for file in report["files"]:
        if file["material"] in ("rulebook", "combined", "single-sided", "calibration"):
            continue
        for page in PdfReader(file["path"]).pages:
            assert "Print at 100 %" in page.extract_text(), file["material"]


def test_crop_marks_lie_outside_every_card_and_its_bleed():
    settings = load_layout("three-wise-words").sheet
    layout = impose(settings)
    segments = layout.mark_segments(layout.fronts)
    assert len(segments) == 2 * (3 * 2 + 3 * 2)  # 6 x-lines and 6 y-lines, both ends
    for x0, y0, x1, y1 in segments:
        for card in layout.fronts:
            bled = card.grow(layout.bleed)
            inside_x = bled.x < max(x0, x1) and min(x0, x1) < bled.right
            inside_y = bled.y < max(y0, y1) and min(y0, y1) < bled.top
            assert not (inside_x and inside_y)




def test_rendered_yellow_panel_is_yellow_in_a_navy_frame_and_crop_mark_is_black(kit):
    out, _ = kit
    settings = load_layout("three-wise-words").sheet
    layout = impose(settings)
    scale = 3
    image = render(out / "cards.pdf", 0, scale)
    card = layout.fronts[0]
    # Middle panel, left of the word.
    r, g, b = pixel(image, card.x + 5, card.top - 44, layout.height, scale)
    assert r > 230 and 200 < g < 240 and b < 140, (r, g, b)
    r, g, b = pixel(image, card.x + 12, card.top - 10, layout.height, scale)  # pink panel
    assert r > 220 and g < 180 and b > 160, (r, g, b)
    frame = pixel(image, card.x + 1.5, card.top - 44, layout.height, scale)
    assert frame == pytest.approx((0x2E, 0x40, 0x57), abs=8)
    x0, y0, _x1, y1 = layout.mark_segments(layout.fronts)[0]
    assert max(pixel(image, x0, (y0 + y1) / 2, layout.height, scale)) < 100


def test_backs_register_behind_their_fronts_when_rendered(kit):
    out, _ = kit
    layout = impose(load_layout("three-wise-words").sheet)
    scale = 2
    back = render(out / "cards.pdf", 1, scale)
    for rect in layout.backs:
        centre = pixel(back, rect.x + 1.5, rect.y + 1.5, layout.height, scale)
        assert centre == pytest.approx((0x2E, 0x40, 0x57), abs=8)  # card-back blue


def test_same_inputs_give_byte_identical_pdfs(run, tmp_path):
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    assert run("print", "-g", "3ww", "--only", "cards,rules", "--out", first).exit_code == 0
    assert run("print", "-g", "3ww", "--only", "cards,rules", "--out", second).exit_code == 0
    assert first.read_bytes() == second.read_bytes()


def test_letter_paper_and_only(run, tmp_path):
    result = run("print", "-g", "3ww", "--paper", "letter", "--only", "pad,die", "--out",
                 tmp_path, "--json")
    assert result.exit_code == 0, result.output
    files = {f["material"]: f for f in json.loads(result.stdout)["files"]}
    assert set(files) == {"pad", "die", "combined"}
    page = PdfReader(files["pad"]["path"]).pages[0]
    assert float(page.mediabox.width) == pytest.approx(215.9 * MM, abs=0.01)


def test_french_pack_prints_accented_words(run, tmp_path):
    result = run("print", "-g", "3ww", "--pack", FR_PACK, "--only", "cards", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "cards.pdf")
    accented = [c[s] for c in load_pack(FR_PACK).data["cards"] for s in ("pink", "blue")
                if any(ch in c[s] for ch in "éèêçœàôû")]
    assert accented and all(word in text for word in accented)


def test_children_deck_has_only_yellow_words(run, tmp_path):
    result = run("print", "-g", "3ww", "--children", "--only", "cards", "--bleed", "0",
                 "--out", tmp_path / "kids.pdf")
    assert result.exit_code == 0, result.output
    # The card sheets, after the print plan and the blank back of the reading pages.
    text = "\n".join(page.extract_text() for page in PdfReader(tmp_path / "kids.pdf").pages[2:])
    deck = load_pack(EN_PACK).data["cards"]
    assert all(card["yellow"] in text for card in deck)
    assert not any(card["pink"] in text.split() for card in deck)
    # 9-up without bleed, after the print plan and its blank back
    assert len(PdfReader(tmp_path / "kids.pdf").pages) == 2 + 2 * 12


def test_partial_pack_prints_and_long_words_are_reported(run, tmp_path):
    pack = tmp_path / "mine.yaml"
    pack.write_text(
        "game: three-wise-words\nkind: words\nid: mine\nname: Mine\nlanguage: en\n"
        "version: 1.0.0\nlicense: MIT\nauthors: [me]\npartial: true\ncards:\n"
        "  - {pink: lighthouse, yellow: cat, blue: anchor}\n"
        "  - {pink: counterrevolutionaries, yellow: dog, blue: harbor}\n")
    result = run("print", "-g", "3ww", "--pack", pack, "--only", "cards", "--out",
                 tmp_path / "kit", "--json")
    assert result.exit_code == 0, result.output
    shrunk = json.loads(result.stdout)["shrunk"]
    assert [s["item"] for s in shrunk] == ["cards[1].pink"]
    assert shrunk[0]["size"] < shrunk[0]["from_size"]


def test_missing_glyph_fails_and_leaves_the_old_pdf_in_place(run, tmp_path):
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"%PDF-1.4 the good one")
    pack = tmp_path / "cjk.yaml"
    pack.write_text(
        "game: three-wise-words\nkind: words\nid: cjk\nname: CJK\nlanguage: ja\n"
        "version: 1.0.0\nlicense: MIT\nauthors: [me]\npartial: true\ncards:\n"
        "  - {pink: 灯台, yellow: 猫, blue: 錨}\n")
    result = run("print", "-g", "3ww", "--pack", pack, "--only", "cards", "--out", target)
    assert result.exit_code == 2
    assert "cards[0].yellow" in result.stderr and "nothing was written" in result.stderr
    assert target.read_bytes() == b"%PDF-1.4 the good one"
    assert list(tmp_path.glob("*.tmp")) == []


@pytest.mark.parametrize("args,message", [
    (["--only", "cards,dice"], "unknown material"),
    (["--duplex", "sideways"], "unknown duplex mode"),
    (["--paper", "a3"], "unknown paper"),
    (["--card", "huge"], "unknown card size"),
])
def test_bad_print_options_are_one_line_errors(run, tmp_path, args, message):
    result = run("print", "-g", "3ww", "--out", tmp_path, *args)
    assert result.exit_code == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_wrong_pack_game_is_refused(run, tmp_path):
    result = run("print", "-g", "3ww", "--pack", ROOT / "content/just-one/en.yaml",
                 "--out", tmp_path)
    assert result.exit_code == 2 and "not a three-wise-words words pack" in result.stderr


def test_calibration_sheet_has_two_sides(run, tmp_path):
    out = tmp_path / "cal.pdf"
    result = run("print", "calibration", "--paper", "letter", "--out", out)
    assert result.exit_code == 0, result.output
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    assert "FRONT" in reader.pages[0].extract_text() and "BACK" in reader.pages[1].extract_text()
