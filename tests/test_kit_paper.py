"""Paper used well (issue 26): every default kit, rendered at 18 dpi as a player's
printer would lay it out, against the goals the issue set.

"Ink" is the share of a page's pixels darker than 235/255; a page under 2 % is blank (at
most a note such as "left blank on purpose", as the kits' old blank backs carried).
For each default kit: at most 1 blank page, at most 3 pages under 15 % ink, and at least
25 % fewer pages than the kits had when the issue was filed (BEFORE).
"""

from __future__ import annotations

import math
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from tests.conftest import print_report

BEFORE = {"three-wise-words": 48, "just-one": 48, "13-words": 48, "thricewise": 22,
          "mistrz-slowa": 16}
"""Pages of each default kit's combined PDF when issue 26 was filed."""
DPI = 18
DARK = 235
BLANK = 0.02
LOW = 0.15


def inks(path: Path) -> list[float]:
    """Each page's share of pixels darker than DARK, rendered in grey at DPI."""
    shares = []
    for page in pdfium.PdfDocument(str(path)):
        image = page.render(scale=DPI / 72, grayscale=True).to_pil().convert("L")
        pixels = image.tobytes()
        shares.append(sum(p < DARK for p in pixels) / len(pixels))
    return shares


@pytest.fixture(scope="module", params=list(BEFORE))
def kit_inks(request, tmp_path_factory):
    """(game, the ink of every page of its print-and-play files, the report)."""
    game = request.param
    out = tmp_path_factory.mktemp(game)
    report = print_report(out, game)
    pages = [share for file in report["files"]
             if file["material"] in ("combined", "single-sided")
             for share in inks(Path(file["path"]))]
    return game, pages, report


def test_a_quarter_fewer_pages_and_at_most_one_blank(kit_inks):
    game, pages, _report = kit_inks
    assert len(pages) <= math.floor(BEFORE[game] * 0.75), (game, len(pages))
    assert sum(share < BLANK for share in pages) <= 1, (game, pages)


def test_at_most_three_pages_under_fifteen_percent_ink(kit_inks):
    game, pages, _report = kit_inks
    low = [round(share, 3) for share in pages if BLANK <= share < LOW]
    assert len(low) <= 3, (game, low)


def test_ink_counts_dark_pixels(tmp_path):
    """The measure itself: a page with only a note is blank, a page of text is low, a
    page of dark cards is neither."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "three.pdf"
    canvas = Canvas(str(path), pagesize=A4)
    canvas.setFont("Helvetica", 7)
    canvas.drawString(200, 400, "This side is left blank on purpose.")
    canvas.showPage()
    canvas.setFont("Helvetica", 9)
    for line in range(30):
        canvas.drawString(60, 780 - line * 12, "A page of rules set in two columns ")
    canvas.showPage()
    canvas.rect(20, 20, A4[0] - 40, A4[1] - 40, fill=1)
    canvas.showPage()
    canvas.save()
    blank, text, cards = inks(path)
    assert blank < BLANK <= text < LOW <= cards
