"""13 Words components a reviewer faulted (issue 27), each with the test that would have
caught it: the board's join instructions named the wrong sheet for the glue band, the
answer wheel's arrow covered a number, the Captain token's table could run off its face,
and the word cards had nothing of the game's look."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from wisegen.games.registry import get_game
from wisegen.render.kit_text import kit_text
from wisegen.usecases.printing import PrintRequest, render_request

GAME = "13-words"
ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3}


def _pages_text(material: str, **options) -> list[str]:
    outputs, _ctx, _writer = render_request(PrintRequest(get_game(GAME), only=[material],
                                                         **options))
    pdf = next(o for o in outputs if o.path.name == f"{material}.pdf")
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf.data)).pages]


def _lines(text: str) -> set[str]:
    return {line.strip() for line in text.splitlines()}


def test_board_join_instruction_names_the_sheet_each_mark_is_drawn_on():
    """The plan said to cut the first sheet and glue it on the second sheet's hatched band,
    but the band is drawn on the first sheet and the dashed cut line on the second."""
    strings = kit_text(GAME, "en")
    pages = _pages_text("board")
    glue, cut = strings["sheet.tile_glue"], strings["sheet.tile_cut"]
    # Each seam label is a line of its own (the sheet's note also says "cut").
    glued = [n for n, text in enumerate(pages) if glue in _lines(text)]
    cut_on = [n for n, text in enumerate(pages) if cut in _lines(text)]
    assert glued and cut_on and set(glued).isdisjoint(cut_on)
    how = strings["plan.board.how"]
    band = re.search(r"(\w+) sheet's hatched band", how)
    cut_sheet = re.search(r"cut the (\w+) sheet", how)
    assert band and cut_sheet, how
    assert ORDINALS[band.group(1)] in glued, f"the glue band is on sheet(s) {glued}"
    assert ORDINALS[cut_sheet.group(1)] in cut_on, f"the cut line is on sheet(s) {cut_on}"
    # Every sheet's own note: the band is on the neighbour, never a "next" sheet that the
    # last sheet does not have.
    assert "next sheet's hatched band" not in strings["sheet.tile_note"]
    assert "neighbouring sheet's hatched band" in strings["sheet.tile_note"]
