"""No tool text on anything a player reads (issue 26): the program's name, a command line
or a `--flag` on a card, back, pad, token, board, rulebook, plan or calibration sheet.

The text of every default kit and of each variant the review printed is extracted from
the PDFs (pdfium) and searched. Page 1 of a combined file (the cover) may carry one
credits line naming the program; no page may carry a flag.
"""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from tests.conftest import print_report, registry_games
from wisegen.games.registry import get_game
from wisegen.usecases.printing import materials_of

PROGRAM = re.compile(r"wisegen", re.IGNORECASE)
FLAG = re.compile(r"(?<![\w\u2013\u2014-])--?[a-z][a-z]+(?:-[a-z]+)*\b(?!\u00a0?%)")
"""--children, --only, -x as a switch (not a dash between words: 'well - known' is caught
as a hyphen elsewhere; a negative number is no flag)."""
PROMPT = re.compile(r"^\s*\$ ")

VARIANTS = [
    ("three-wise-words", ("--lang", "fr")), ("three-wise-words", ("--lang", "pl")),
    ("three-wise-words", ("--children",)), ("three-wise-words", ("--card", "mini")),
    ("three-wise-words", ("--duplex", "fold")), ("three-wise-words", ("--paper", "letter")),
    ("just-one", ("--lang", "fr")), ("just-one", ("--lang", "pl")),
    ("just-one", ("--card", "mini")), ("just-one", ("--duplex", "fold")),
    ("mistrz-slowa", ("--lang", "en")), ("thricewise", ("--extended",)),
]


def tool_text(path: Path, credits_page: bool) -> list[str]:
    """Each line of the PDF that names the program, gives a flag or a command prompt;
    page 1 may name the program when `credits_page` (the cover's credits line)."""
    found = []
    pdf = pdfium.PdfDocument(path)
    for number, page in enumerate(pdf):
        for line in page.get_textpage().get_text_range().splitlines():
            named = PROGRAM.search(line) and not (credits_page and number == 0)
            if named or FLAG.search(line) or PROMPT.search(line):
                found.append(f"{path.name} page {number + 1}: {line.strip()!r}")
    return found


def kit_tool_text(out: Path, game: str) -> list[str]:
    """Tool text in a printed kit: the combined file(s), whose page 1 is the cover, and
    a material's own PDF only when no combined file holds it."""
    materials = {m.name for m in materials_of(get_game(game))}
    files = sorted(out.glob("*.pdf"))
    combined = [f for f in files if f.stem not in materials]
    found = []
    for path in combined or files:
        found += tool_text(path, credits_page=path in combined or path.stem == "cover")
    return found


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_default_kits_carry_no_tool_text(game, tmp_path):
    print_report(tmp_path, game)
    assert kit_tool_text(tmp_path, game) == []


@pytest.mark.parametrize("game, args", VARIANTS, ids=lambda v: "-".join(v) if isinstance(
    v, tuple) else v)
def test_kit_variants_carry_no_tool_text(game, args, tmp_path):
    print_report(tmp_path, game, *args)
    assert kit_tool_text(tmp_path, game) == []


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
def test_the_calibration_sheet_carries_no_tool_text(lang, run, tmp_path):
    out = tmp_path / "calibration.pdf"
    assert run("print", "calibration", "--lang", lang, "--out", out).exit_code == 0
    assert tool_text(out, credits_page=False) == []


@pytest.mark.parametrize("line, caught", [
    ("print-and-play kit made with wisegen", True),
    ("Settle it with wisegen check clue", True),
    ("values for --offset-x and --offset-y", True),
    ("print the kit with --children", True),
    ("$ print --game x", True),
    ("Print at 100 % / actual size \u2014 bar = 50 mm", False),
    ("a well-known word, 2\u20134 players, score -1", False),
    ("a phone referee is available: see the cover", False),
])
def test_the_search_finds_tool_text_and_nothing_else(line, caught, tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.render.lettering import letter
    from wisegen.render.text import FitLog

    path = tmp_path / "one.pdf"
    canvas = Canvas(str(path))
    letter(canvas, FitLog(), line, 20, 250, size=10, colour="#000000", on="#FFFFFF")
    canvas.showPage()
    canvas.save()
    assert bool(tool_text(path, credits_page=False)) is caught
