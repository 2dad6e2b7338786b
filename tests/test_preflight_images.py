"""`wisegen preflight FOLDER --for SERVICE` on card images built to break one rule each
(The Game Crafter: 825 x 1125 px PNG, RGB, 300 dpi, 1/8 in bleed and safe line)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.preflight_files import card_image, card_pdf
from wisegen.render.preflight.rules import service_rules
from wisegen.usecases.preflight import PreflightRequest, run_preflight

BROKEN = {
    "wrong size (today's 63 x 88 mm export)": ({"size": (815, 1110)}, "size", "825 × 1125 px"),
    "no bleed": ({"size": (750, 1050)}, "bleed", "0.125 in"),
    "72 dpi": ({"dpi": 72}, "resolution", "300 dpi"),
    "mark in the cut band": ({"band_mark": True}, "safe-art", "3.17 mm"),
}


def _folder(tmp_path: Path, name: str = "deck.png", **keywords: object) -> Path:
    folder = tmp_path / "upload"
    (folder / "front").mkdir(parents=True)
    card_image(folder / "front" / name, **keywords)  # type: ignore[arg-type]
    return folder


def test_a_template_sized_card_passes(tmp_path):
    report = run_preflight(PreflightRequest(_folder(tmp_path), "thegamecrafter"))
    assert report.findings == [], report.lines()
    assert report.products == {"Poker Deck, 2.5 x 3.5 in": 1}


@pytest.mark.parametrize("case", list(BROKEN))
def test_each_broken_rule_gives_exactly_its_finding(tmp_path, case):
    keywords, check, value = BROKEN[case]
    report = run_preflight(PreflightRequest(_folder(tmp_path, **keywords), "thegamecrafter"))
    assert [f.check for f in report.findings] == [check], report.lines()
    assert report.findings[0].where == "front/deck.png"
    assert value in report.findings[0].rule


def test_cmyk_for_an_rgb_shop(tmp_path):
    """PNG holds no CMYK: a TIFF, checked with the file type left open, gives the
    colour finding alone; with the shop's PNG rule, the file type as well."""
    folder = _folder(tmp_path, "deck.tif", mode="CMYK")
    rules = replace(service_rules("thegamecrafter"), image_type=None)
    report = run_preflight(PreflightRequest(folder, "thegamecrafter", rules=rules))
    assert [f.check for f in report.findings] == ["colour"]
    assert "RGB" in report.findings[0].rule and "CMYK" in report.findings[0].found
    both = run_preflight(PreflightRequest(folder, "thegamecrafter"))
    assert sorted(f.check for f in both.findings) == ["colour", "file-type"]


def test_cmyk_images_over_the_ink_limit(tmp_path):
    from PIL import Image

    folder = tmp_path / "cmyk"
    folder.mkdir()
    picture = Image.new("CMYK", (825, 1125), (20, 10, 30, 0))
    picture.paste((255, 255, 200, 255), (300, 400, 500, 700))  # 378 %
    picture.save(folder / "card.tif", dpi=(300, 300))
    rules = replace(service_rules("thegamecrafter"), image_type=None, colour="cmyk")
    report = run_preflight(PreflightRequest(folder, "thegamecrafter", rules=rules))
    assert [f.check for f in report.findings] == ["ink"]
    assert "378 %" in report.findings[0].found


def test_jpeg_for_a_png_shop(tmp_path):
    report = run_preflight(PreflightRequest(_folder(tmp_path, "deck.jpg"), "thegamecrafter"))
    assert [f.check for f in report.findings] == ["file-type"]


def test_a_shop_of_another_size_reads_its_own_template(tmp_path):
    """MakePlayingCards' poker template is 822 x 1122 px: the same card is no product
    there, and its own size passes. Sizes are the service file's, not code."""
    folder = _folder(tmp_path)
    report = run_preflight(PreflightRequest(folder, "makeplayingcards"))
    assert [f.check for f in report.findings] == ["size"]
    assert "822 × 1122 px" in report.findings[0].fix
    ok = run_preflight(PreflightRequest(_folder(tmp_path / "mpc", size=(822, 1122)),
                                        "makeplayingcards"))
    assert ok.findings == []


def test_images_for_a_pdf_shop_and_a_pdf_for_an_image_shop(tmp_path):
    images = run_preflight(PreflightRequest(_folder(tmp_path), "drivethrucards"))
    assert "delivery" in [f.check for f in images.findings]
    pdf = run_preflight(PreflightRequest(card_pdf(tmp_path / "c.pdf"), "thegamecrafter"))
    assert pdf.findings[0].check == "delivery"


def test_cli_folder_json(tmp_path, run):
    folder = _folder(tmp_path, size=(815, 1110))
    result = run("preflight", folder, "--for", "thegamecrafter", "--json")
    assert result.exit_code == 1, result.output
    payload = json.loads(result.stdout)
    assert payload["findings"][0]["where"] == ["front/deck.png"]
    assert payload["kind"] == "images" and payload["checked"] == 1
