"""Preflight reads every service from its data file: each shipped shop's own template
passes, a designer's shop file is used as written, and the shop exports pass the
service they are made for while today's plain print-and-play PDF does not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import export_report, print_report
from tests.preflight_files import card_image, card_pdf
from wisegen.render.preflight.rules import service_rules
from wisegen.render.shops import SHOPS_ENV, shops
from wisegen.usecases.preflight import PreflightRequest, run_preflight


@pytest.mark.parametrize("shop", shops())
def test_each_shops_own_template_passes(tmp_path, shop):
    """A file made to the shop's first product (its template pixels, or a PDF/X poker
    card for a PDF shop) has no finding; one of another size has exactly one."""
    rules = service_rules(shop)
    product = rules.products[0]
    if rules.kind == "images":
        folder = tmp_path / "upload"
        folder.mkdir()
        card_image(folder / f"001.{rules.image_type or 'png'}",
                   size=product.pixel_size(rules.dpi))
        target = folder
    else:
        target = card_pdf(tmp_path / "card.pdf", pdfx=rules.pdfx is not None)
    report = run_preflight(PreflightRequest(target, shop))
    assert report.findings == [], report.lines()
    assert report.products == {product.name: 1 if rules.kind == "images" else 2}


def test_a_designers_shop_file_sets_the_rules(tmp_path, monkeypatch, run):
    """A European shop with 63 x 88 mm cards and 3 mm bleed, plain RGB PDF: the
    2.5 x 3.5 in card is no product there; its own size passes."""
    folder = tmp_path / "shops"
    folder.mkdir()
    (folder / "eurocards.yaml").write_text("""\
id: eurocards
name: Euro Cards
template: "63 x 88 mm cards, 3 mm bleed"
delivery: {kind: pdf, colour: rgb, pages: fronts-then-backs, naming: "{game}.pdf", dpi: 300}
limits: {min_text: 5pt, min_line: 0.2pt, fonts_embedded: true}
products:
  - {id: standard, name: "Standard 63 x 88 mm", trim: [63mm, 88mm], bleed: 3mm, safe: 3mm}
""", encoding="utf-8")
    monkeypatch.setenv(SHOPS_ENV, str(folder))
    poker = card_pdf(tmp_path / "poker.pdf", pdfx=False)
    result = run("preflight", poker, "--for", "eurocards", "--json")
    assert result.exit_code == 1, result.output
    assert [f["check"] for f in json.loads(result.stdout)["findings"]] == ["size"]
    mm = 72 / 25.4
    euro = card_pdf(tmp_path / "euro.pdf", trim=(63 * mm, 88 * mm), bleed_width=3 * mm,
                    pdfx=False, rgb=True)
    result = run("preflight", euro, "--for", "eurocards")
    assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("kits")
    print_report(out / "print", "just-one", "--only", "cards")
    export_report(out / "dtc", "just-one", "drivethrucards")
    export_report(out / "tgc", "just-one", "thegamecrafter")
    return out


def test_todays_plain_pdf_fails_drivethrucards(kits):
    report = run_preflight(PreflightRequest(kits / "print" / "cards.pdf", "drivethrucards"))
    assert {f.check for f in report.findings} == {"size", "colour", "pdfx"}, report.lines()


def test_the_drivethrucards_export_passes(kits):
    decks = sorted((kits / "dtc").glob("*-poker.pdf"))
    assert decks
    for deck in decks:
        report = run_preflight(PreflightRequest(deck, "drivethrucards", product="poker"))
        assert report.findings == [], report.lines()


def test_the_game_crafter_export_passes(kits):
    report = run_preflight(PreflightRequest(kits / "tgc", "thegamecrafter"))
    assert report.findings == [], report.lines()
    assert report.units > 100
