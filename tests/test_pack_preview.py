"""`pack preview`: the chosen cards as they will print (the print path's pixels), and
`--watch` re-rendering when the pack changes."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageChops

from wisegen.render.raster import GAP
from wisegen.usecases import preview as previews

ROOT = Path(__file__).resolve().parent.parent
PACK = ROOT / "content" / "just-one" / "en.yaml"


def test_the_preview_is_the_printed_sheet(run, tmp_path):
    out = tmp_path / "preview.png"
    result = run("pack", "preview", PACK, "--cards", "1-9", "--out", out, "--dpi", "50",
                 "--json")
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert answer["pages"] == 1 and answer["cards"] == "1-9"  # a sheet: nine cards
    printed = tmp_path / "cards.pdf"
    assert run("print", "--game", "just-one", "--only", "cards", "--out", printed,
               ).exit_code == 0
    # Page 1 of a printed file is its print plan and page 2 the plan's blank back.
    page = pdfium.PdfDocument(str(printed))[2].render(scale=50 / 72).to_pil().convert("RGB")
    shown = Image.open(out).convert("RGB")
    crop = shown.crop((GAP, GAP, GAP + page.width, GAP + page.height))
    # The same pixels, but for the sheet label's page count ("1/1" here, "1/13" printed).
    differ = ImageChops.difference(crop, page).getbbox()
    assert differ is None or differ[3] <= 12 / 25.4 * 50, differ
    assert len(page.getcolors(1 << 20)) > 50  # and not a blank page


def test_cards_out_of_range_are_a_usage_error(run, tmp_path):
    result = run("pack", "preview", PACK, "--cards", "100-120", "--out", tmp_path / "p.png")
    assert result.exit_code == 2 and "outside the pack's cards 1-110" in result.stderr
    result = run("pack", "preview", PACK, "--cards", "three", "--out", tmp_path / "p.png")
    assert result.exit_code == 2


def test_a_later_card_is_shown_under_its_own_number(tmp_path):
    pack = tmp_path / "long.yaml"
    pack.write_text(PACK.read_text(encoding="utf-8").replace(
        "[daisy, mop, knife, pancake, prison]",
        "[daisy, mop, knife, pancake, Llanfairpwllgwyngyllgogerychwyrndrob]"),
        encoding="utf-8")
    result = previews.render_preview(pack, "3", tmp_path / "p.png", dpi=30)
    assert result.exit_code == 1
    assert any("cards[2][4]" in p for p in result.details["problems"])


def test_watch_renders_again_when_the_pack_changes(tmp_path):
    pack = tmp_path / "mine.yaml"
    pack.write_text(PACK.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "p.png"
    renders: list[int] = []
    stop = threading.Event()

    def render() -> None:
        previews.render_preview(pack, "1", out, dpi=30)
        renders.append(out.stat().st_size)

    thread = threading.Thread(target=previews.watch, args=(pack, render, stop))
    thread.start()
    try:
        deadline = time.monotonic() + 20
        while not renders and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        pack.write_text(pack.read_text(encoding="utf-8").replace("[turkey,", "[zeppelin,"),
                        encoding="utf-8")
        while len(renders) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        stop.set()
        thread.join(10)
    assert len(renders) >= 2 and renders[0] != renders[-1]
