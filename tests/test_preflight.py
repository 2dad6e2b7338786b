"""`wisegen preflight` on PDFs built to break one DriveThruCards rule at a time.

Each broken file must give exactly its own finding (and the rule quoted with the
service's value from layouts/shops/drivethrucards.yaml); the clean file none.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.preflight_files import card_pdf
from wisegen.render.preflight.rules import service_rules
from wisegen.usecases.preflight import PreflightRequest, run_preflight

BROKEN = {
    "no bleed": ({"bleed": False}, "bleed", "0.125 in"),
    "wrong size": ({"page": (595.0, 842.0), "bleed": False}, "size", "63.50 × 88.90 mm"),
    "text outside safe": ({"text_x": 12.0}, "safe-text", "3.17 mm"),
    "unembedded font": ({"font": "Helvetica"}, "fonts", "embedded"),
    "RGB for a CMYK shop": ({"rgb": True}, "colour", "CMYK"),
    "72 dpi image": ({"image_ppi": 72}, "resolution", "300 ppi"),
    "hairline": ({"line": 0.05}, "line", "0.25 pt"),
    "4 pt text": ({"text_size": 4}, "text-size", "6 pt"),
    "380 % ink": ({"ink": (1, 1, 0.8, 1)}, "ink", "300 %"),
    "380 % in a CMYK image": ({"image_ink": True}, "ink", "300 %"),
    "frame in the cut band": ({"frame_in_band": True}, "safe-art", "3.17 mm"),
    "transparency in PDF/X-1a": ({"alpha": True}, "pdfx", "no transparency"),
}


def _check(path: Path, service: str = "drivethrucards", **changes: object):
    rules = replace(service_rules(service), **changes) if changes else None
    return run_preflight(PreflightRequest(path, service, rules=rules))


def test_a_clean_card_passes(tmp_path):
    report = _check(card_pdf(tmp_path / "good.pdf"))
    assert report.findings == [] and report.exit_code == 0
    assert report.products == {"Poker cards, 2.5 x 3.5 in": 2}


def test_a_card_without_its_back(tmp_path):
    report = _check(card_pdf(tmp_path / "three.pdf", pages=3))
    assert [(f.check, f.where) for f in report.findings] == [("pages", "the file")]
    assert "front followed by its back" in report.findings[0].rule


@pytest.mark.parametrize("case", list(BROKEN))
def test_each_broken_rule_gives_exactly_its_finding(tmp_path, case):
    keywords, check, value = BROKEN[case]
    report = _check(card_pdf(tmp_path / "card.pdf", **keywords))
    assert [f.check for f, _ in report.grouped()] == [check], report.lines()
    finding, places = report.grouped()[0]
    assert places == ["page 1", "page 2"]
    assert value in finding.rule, finding.rule
    assert finding.fix.endswith(".") and finding.found
    assert report.exit_code == 1


def test_measured_values_are_reported(tmp_path):
    found = {case: _check(card_pdf(tmp_path / f"{n}.pdf", pages=1, **BROKEN[case][0]))
             .findings[0].found
             for n, case in enumerate(["72 dpi image", "hairline", "4 pt text", "380 % ink"])}
    assert "prints at 72 ppi" in found["72 dpi image"]
    assert "0.05 pt" in found["hairline"]
    assert "4.0 pt" in found["4 pt text"]
    assert "380 %" in found["380 % ink"]


def test_a_plain_pdf_lacks_the_pdfx_keys(tmp_path):
    report = _check(card_pdf(tmp_path / "plain.pdf", pdfx=False))
    assert [(f.check, f.where) for f in report.findings] == [("pdfx", "the file")] * 2
    found = " ".join(f.found for f in report.findings)
    assert "GTS_PDFXVersion is missing" in found and "no PDF/X output intent" in found
    # A shop that takes plain PDF has nothing to say about the same file.
    assert _check(tmp_path / "plain.pdf", pdfx=None).findings == []


def test_limits_follow_the_service_file(tmp_path):
    """The same 4 pt text passes a shop whose file allows 4 pt: the rules are data."""
    path = card_pdf(tmp_path / "small.pdf", text_size=4)
    assert _check(path, min_text=4.0).findings == []


def test_same_finding_on_many_pages_is_reported_once(tmp_path):
    report = _check(card_pdf(tmp_path / "deck.pdf", pages=6, line=0.05))
    grouped = report.grouped()
    assert len(grouped) == 1 and grouped[0][1] == [f"page {n}" for n in range(1, 7)]
    assert "- line: pages 1-6" in report.lines()


def test_product_option_limits_the_match(tmp_path):
    path = card_pdf(tmp_path / "good.pdf")
    poker = run_preflight(PreflightRequest(path, "drivethrucards", product="poker"))
    mini = run_preflight(PreflightRequest(path, "drivethrucards", product="mini"))
    assert poker.findings == []
    assert [f.check for f, _ in mini.grouped()] == ["size"]


def test_cli_json_and_exit_codes(tmp_path, run):
    good = card_pdf(tmp_path / "good.pdf")
    result = run("preflight", good, "--for", "drivethrucards", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["passed"] is True
    bad = card_pdf(tmp_path / "bad.pdf", font="Helvetica", line=0.05)
    result = run("preflight", bad, "--for", "drivethrucards", "--json")
    assert result.exit_code == 1
    payload = json.loads(result.stdout)
    assert {f["check"] for f in payload["findings"]} == {"fonts", "line"}
    assert all(f["where"] == ["page 1", "page 2"] and f["fix"] for f in payload["findings"])
    text = run("preflight", bad, "--for", "drivethrucards")
    assert text.exit_code == 1 and "font Helvetica is not embedded" in text.stdout
    assert "FAIL: 2 findings" in text.stdout


def test_a_rotated_page_is_read_as_it_is_drawn(tmp_path):
    """/Rotate turns the page on screen; the boxes and the art stay where they were."""
    assert _check(card_pdf(tmp_path / "turned.pdf", rotate=90)).findings == []
    turned = _check(card_pdf(tmp_path / "turned-frame.pdf", rotate=90, frame_in_band=True))
    upright = _check(card_pdf(tmp_path / "upright-frame.pdf", frame_in_band=True))
    assert [f.check for f, _ in turned.grouped()] == ["safe-art"]
    assert turned.findings[0].found == upright.findings[0].found  # the same pixels
    text = _check(card_pdf(tmp_path / "turned-text.pdf", rotate=90, text_x=12.0))
    assert [f.check for f, _ in text.grouped()] == ["safe-text"]


def test_a_huge_page_with_a_card_sized_trim_is_checked_in_a_cards_memory(tmp_path):
    """Red team IV, flaw 2: a 10,000 pt page whose TrimBox is a card's size was rendered
    whole at 100 dpi for the art check (7 GB, 13 s). The check now renders the trim and
    half an inch around it: run under a 2 GB address-space limit, it finishes."""
    import subprocess
    import sys

    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "huge.pdf"
    canvas = Canvas(str(path), pagesize=(10_000, 10_000))
    canvas.setTrimBox((9, 9, 9 + 180, 9 + 252))  # poker trim, 1/8 in bleed
    canvas.setBleedBox((0, 0, 198, 270))
    canvas.drawString(40, 120, "Owl")
    canvas.showPage()
    canvas.save()
    code = ("import resource, sys\n"
            "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))\n"
            "from wisegen.usecases.preflight import PreflightRequest, run_preflight\n"
            "report = run_preflight(PreflightRequest(__import__('pathlib').Path(sys.argv[1]),"
            " 'drivethrucards'))\n"
            "print('FINDINGS', len(report.findings))\n")
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0 and "FINDINGS" in done.stdout, done.stderr[-2000:]
