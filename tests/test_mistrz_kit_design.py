"""The Mistrz Słowa kit as a player gets it: a title mark in the display font on every
sheet, a legend beside the last dice, Polish only in a Polish kit (English only in an
English kit) with the English rulebook as a document of its own, a rulebook of one or
two pages whose worked examples the referee agrees with, a print-plan entry for every
material, and outlined art under --ink-saver.

Everything is read back from the PDFs (pypdf for text and fonts, pypdfium2 for pixels).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import find_builtin
from wisegen.games.mistrz_slowa.formation import best_formation
from wisegen.games.mistrz_slowa.materials import MATERIALS, NOTE_LINE, plan_nets
from wisegen.games.mistrz_slowa.roll import parse_roll
from wisegen.games.mistrz_slowa.rules import rules
from wisegen.render.die_net import face_rects
from wisegen.render.kit_text import scope_text
from wisegen.render.layout import load_layout
from wisegen.render.units import Rect

DICE = find_builtin("mistrz-slowa", "dice").data["dice"]
FACE, TAB, GAP = 20.0, 6.0, 6.0  # layouts/mistrz-slowa.yaml
A4_HEIGHT = 297.0


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    """The default (Polish) kit, the ink-saver kit and the English kit, printed once."""
    out = {}
    for name, args in (("pl", ()), ("ink", ("--ink-saver",)), ("en", ("--lang", "en"))):
        folder = tmp_path_factory.mktemp(f"mistrz-{name}")
        print_report(folder, "mistrz-slowa", *args)
        out[name] = folder
    return out


def _pages_text(path: Path) -> list[str]:
    """Each page's text on one line (the rulebook's bullets, drawn after their line's
    text, taken out)."""
    return [re.sub(r"\s+", " ", page.extract_text().replace("•", " "))
            for page in PdfReader(path).pages]


def _fonts_of(page, wanted: str) -> set[str]:
    """The base fonts `wanted` is drawn in on a page."""
    fonts: set[str] = set()

    def visit(text, _cm, _tm, font, _size):
        if text.strip() == wanted and font is not None:
            fonts.add(str(font.get("/BaseFont", "")))

    page.extract_text(visitor_text=visit)
    return fonts


def test_every_sheet_carries_the_title_mark_in_the_display_font(kits):
    for material in ("dice", "pad", "scoring"):
        for number, page in enumerate(PdfReader(kits["pl"] / f"{material}.pdf").pages):
            fonts = _fonts_of(page, "Mistrz Słowa")
            assert any("Comfortaa" in f for f in fonts), (material, number, fonts)
    card = PdfReader(kits["pl"] / "scoring.pdf").pages[0]
    assert card.extract_text().count("gra słowna z dziesięcioma kośćmi") == 2  # both cards


def test_the_last_dice_sheet_explains_the_special_faces(kits):
    """The free space beside die 10 holds the legend; the full sheet of six has none."""
    first, last = _pages_text(kits["pl"] / "dice.pdf")
    assert "Symbole na kościach" in last and "Symbols on the dice" not in last
    for polish in ("joker każdej litery", "joker spółgłosek", "joker samogłosek",
                   "rzuć jeszcze raz dowolną kością"):
        assert polish in last
    assert "Symbole na kościach" not in first


ENGLISH_ON_POLISH = ("Points by word length", "Score pad", "Symbols on the dice", "die ",
                     "consonants", "vowels", "letters", "points", "Cut along", "Player",
                     "Round", "hourglass", "timer", "scoring", "rules in brief")
"""English a Polish kit's player material used to carry beside the Polish (issue #27)."""


@pytest.mark.parametrize("material", ["dice", "stickers", "pad", "scoring", "rulebook"])
def test_polish_kit_is_polish_only(kits, material):
    """Every card, pad and sheet of the default kit speaks Polish alone."""
    text = " ".join(_pages_text(kits["pl"] / f"{material}.pdf"))
    assert any(c in text for c in "ąęłśżź"), material
    for english in ENGLISH_ON_POLISH:
        assert english not in text, (material, english)


def test_polish_kit_adds_the_english_rulebook_as_its_own_document(kits):
    english = " ".join(_pages_text(kits["pl"] / "rulebook-en.pdf"))
    assert "Which words count" in english and "Przebieg tury" not in english
    assert "any 60-second timer" in english
    assert not (kits["en"] / "rulebook-en.pdf").exists()  # an English kit has one already


def test_english_kit_prints_each_line_once(kits):
    english = _pages_text(kits["en"] / "scoring.pdf")[0]
    assert english.count("Points by word length") == 1
    for word in ("Punkty", "Słowo ułożone", "klepsydry", "Wygrywa", "Kość"):
        assert word not in english, word
    dice = " ".join(_pages_text(kits["en"] / "dice.pdf"))
    assert "Die 10" in dice and "Kość" not in dice and "spółgłoski" not in dice
    # The English kit's rules card and rulebook are English: rules.en.yaml.
    assert "Roll the 10 dice" in english and "Rzucasz" not in english


def test_rulebooks_are_complete_one_language_each_on_two_pages_at_most(kits):
    polish = ("Elementy", "Przebieg tury", "Jakie słowa się liczą", "Punktacja",
              "Koniec gry", "Gdy instrukcja milczy", "Zestaw proponuje")
    english = ("Components", "A turn", "Which words count", "Scoring", "End of the game",
               "Where the rules are silent", "The kit suggests")
    for path, headings, others in ((kits["pl"] / "rulebook.pdf", polish, english),
                                   (kits["pl"] / "rulebook-en.pdf", english, polish),
                                   (kits["en"] / "rulebook.pdf", english, polish)):
        pages = _pages_text(path)
        assert 1 <= len(pages) <= 2, path
        text = " ".join(pages)
        assert len(text.split()) >= 250, path
        for heading in headings:
            assert heading in text, (path, heading)
        for heading in others:
            assert heading not in text, (path, heading)
        assert "wisegen" not in text  # players read it: no program, command or flag (#32)
    # The kit has no hourglass: every rulebook says any 60-second timer stands in.
    assert "minutnik 60 sekund" in " ".join(_pages_text(kits["pl"] / "rulebook.pdf"))
    assert "any 60-second timer" in " ".join(_pages_text(kits["en"] / "rulebook.pdf"))


EXAMPLES = (("kos", "K O S", 5), ("wojna", "W O J * A", 4), ("bąk", "B A ~ K", 9),
            ("wrzątek", "W R Z A ~ T E K", 20), ("żółw", "Z ~ O ~ * W", 10))
"""The rulebook's worked examples: word, the faces it is made from, its total."""


@pytest.mark.parametrize(("word", "roll", "total"), EXAMPLES)
def test_rulebook_examples_score_as_the_referee_scores_them(word, roll, total):
    formation = best_formation(word, parse_roll(roll, rules()), rules())
    assert formation is not None and formation.score == total
    for language in ("pl", "en"):
        book = find_builtin("mistrz-slowa", "rules", language).data["book"]
        assert book and find_builtin("mistrz-slowa", "rules", language).language == language
        examples = " ".join(section.get("example", "") for section in book)
        found = re.findall(rf"{word.upper()}[^=]*= {total}\b", examples)
        assert len(found) == 1, (language, word, found)


def test_every_material_has_its_print_plan_text_in_polish_and_english():
    for language in ("en", "pl"):
        text = scope_text(language, "mistrz-slowa")
        for material in MATERIALS:
            for key in (f"material.{material.name}", f"plan.{material.name}.stock",
                        f"plan.{material.name}.how"):
                assert text.get(key), (language, key)
    assert [m.name for m in MATERIALS] == ["dice", "stickers", "pad", "scoring", "rulebook",
                                           "rulebook-en"]


def _centre(rect: Rect) -> tuple[float, float]:
    return rect.x + rect.width / 2, rect.y + rect.height / 2


def test_ink_saver_outlines_the_art_and_drops_the_tints(kits):
    """Die 9's star is filled red by default and only outlined in red with --ink-saver;
    the vowel faces lose their yellow; the layout stays where it was."""
    scale = 3
    plan = plan_nets(load_layout("mistrz-slowa").sheet, FACE, TAB, GAP, len(DICE),
                     NOTE_LINE * 4 + 2)
    _, x, y = next(p for p in plan[1] if p[0] == 8)
    star = face_rects(x, y, FACE, TAB)[0]
    _, vx, vy = next(p for p in plan[1] if p[0] == 6)
    vowel = face_rects(vx, vy, FACE, TAB)[4]  # U
    corner = (vowel.x + 0.7, vowel.y + vowel.height / 2)  # outside the face's frame
    default = render(kits["pl"] / "dice.pdf", 1, scale)
    saver = render(kits["ink"] / "dice.pdf", 1, scale)
    assert pixel(default, *_centre(star), A4_HEIGHT, scale) == pytest.approx(
        (0xD6, 0x28, 0x28), abs=10)
    assert pixel(saver, *_centre(star), A4_HEIGHT, scale) == pytest.approx(
        (255, 255, 255), abs=3)
    cx, cy = _centre(star)
    column = [pixel(saver, cx, cy + d / 10, A4_HEIGHT, scale) for d in range(0, 75)]
    assert any(r > 150 and g < 110 and b < 110 for r, g, b in column)  # the red outline
    assert pixel(default, *corner, A4_HEIGHT, scale) == pytest.approx((0xFF, 0xF0, 0xB3),
                                                                      abs=6)
    assert pixel(saver, *corner, A4_HEIGHT, scale) == pytest.approx((255, 255, 255), abs=3)
    assert _pages_text(kits["ink"] / "dice.pdf") == _pages_text(kits["pl"] / "dice.pdf")


FILLS = ((0xD6, 0x28, 0x28), (0x2A, 0x9D, 0x3F), (0x1F, 0x5F, 0xBF), (0xE0, 0xB4, 0x4C))
"""The star's red, the ring's green, the X's blue and the gold of the sand and crown."""


def test_ink_saver_takes_the_tints_and_fills_off_the_cards(kits):
    """On the scoring and rules cards' sheet: no pixel of the tinted table row and time
    panel is left, and the coloured fills (symbols, hourglass sand, the mark's dice)
    shrink to their outlines."""
    def census(folder: Path) -> tuple[int, int]:
        image = render(folder / "scoring.pdf", 0, 2)
        tint = colourful = 0
        for (r, g, b), n in ((c, n) for n, c in image.getcolors(1 << 20)):
            if abs(r - 0xF6) <= 2 and abs(g - 0xEE) <= 2 and abs(b - 0xE3) <= 2:
                tint += n
            elif any(all(abs(c - f) <= 12 for c, f in zip((r, g, b), fill, strict=True))
                     for fill in FILLS):
                colourful += n
        return tint, colourful

    tint, colourful = census(kits["pl"])
    saver_tint, saver_colourful = census(kits["ink"])
    assert tint > 20_000 and saver_tint == 0
    assert colourful > 1_500 and saver_colourful < colourful * 0.3


@pytest.mark.parametrize("ink_saver", [False, True])
@pytest.mark.parametrize("name", ["star", "ring", "cross", "ogonek", "question", "hourglass"])
def test_every_symbol_leaves_dark_ink_in_both_modes(name, ink_saver):
    """A symbol drawn alone on white shows a clearly visible mark (greyscale < 160):
    under --ink-saver an outline in a colour light enough to vanish would fail."""
    import io

    import pypdfium2 as pdfium
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.games.mistrz_slowa.art import symbol
    from wisegen.render.kit import PrintContext
    from wisegen.render.units import pt

    ctx = PrintContext("mistrz-slowa", load_layout("mistrz-slowa", ink_saver=ink_saver), None)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(pt(20), pt(20)))
    symbol(ctx, canvas, name, 10, 10, 14)
    canvas.showPage()
    canvas.save()
    image = pdfium.PdfDocument(buffer.getvalue())[0].render(scale=4).to_pil().convert("L")
    dark = sum(n for v, n in enumerate(image.histogram()) if v < 160)
    assert dark > 150, (name, ink_saver, dark)
