"""The cover (issue 26): page 1 of every kit, in every language the game ships, shows the
title mark, the players, age and time the game declares, a picture drawn from the kit's
own pieces and the components with counts that follow the kit's variant; its text is
legible and names the program only in its credits line.

The cover's own text is read from the records `render/lettering.letter` keeps while the
page draws (the picture's miniatures go to a scratch log by design: render/cover_art.py).
"""

from __future__ import annotations

import io
import math
import re

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from tests.conftest import print_report, registry_games
from wisegen.games.registry import get_game
from wisegen.render.colour import AA_CONTRAST
from wisegen.render.document import Metadata, build_pdf
from wisegen.render.lettering import FLOOR_PT, TextUse
from wisegen.render.text import FitLog
from wisegen.render.units import MM
from wisegen.render.writers.cover import components, cover_pages
from wisegen.usecases.kit_facts import languages_of
from wisegen.usecases.printing import PrintRequest, build_kit, render_request

CREDIT = "cover credit"
"""The item of the one line that may name the program."""


def _cover(game: str, **request) -> tuple[object, list[TextUse], bytes]:
    """(the kit, the cover's own text records, the cover as a one-page PDF)."""
    kit, ctx = build_kit(PrintRequest(get_game(game), **request))
    kept, ctx.log = ctx.log, FitLog()
    try:
        pages = cover_pages(kit)
        assert len(pages) == 1
        pdf = build_pdf(pages, Metadata("cover", "cover"))
        uses = list(ctx.log.uses)
    finally:
        ctx.log = kept
    return kit, uses, pdf


def _ink(pdf: bytes) -> float:
    """The share of the page darker than 235/255 at 18 dpi (the issue's measure)."""
    page = pdfium.PdfDocument(pdf)[0]
    pixels = page.render(scale=18 / 72, grayscale=True).to_pil().convert("L").tobytes()
    return sum(p < 235 for p in pixels) / len(pixels)


def _every_kit() -> list[tuple[str, str]]:
    return [(game, language) for game in registry_games()
            for language in languages_of(get_game(game))]


def _assert_cover(game: str, language: str | None, **request) -> None:
    kit, uses, pdf = _cover(game, language=language, **request)
    ctx = kit.context
    lines = [use.text for use in uses]
    box = get_game(game).box
    if box is not None:
        (low, high), (short, long) = box.players, box.minutes
        assert ctx.text("cover.players", low=low, high=high) in lines
        assert ctx.text("cover.age", age=box.age_for(ctx.options)) in lines
        assert ctx.text("cover.minutes" if short != long else "cover.minutes.exact",
                        low=short, high=long, minutes=short) in lines
    # The title mark: the game's name in large type (18 pt or more).
    assert any(use.size >= 18 and len(use.text) > 1 and use.text in kit.title for use in uses)
    assert ctx.text("cover.contents") in lines
    for item in components(kit):
        assert str(item.count) in lines and item.name in lines, item
    # Legible: no line under the 6 pt floor, every line at WCAG AA contrast or better.
    assert min(use.size for use in uses) >= FLOOR_PT, [u for u in uses if u.size < FLOOR_PT]
    assert min(use.contrast for use in uses) >= AA_CONTRAST
    # The program is named once, in the credits line; no command or flag anywhere.
    for use in uses:
        if use.item != CREDIT:
            assert "wisegen" not in use.text.lower(), use
        assert not re.search(r"(^|\s)--?\w", use.text), use
    assert [use.item for use in uses if "wisegen" in use.text.lower()] == [CREDIT]
    # Read back from the PDF: every text run at 6 pt or more once scaled (the picture of
    # the pieces is an image, so their miniature text is no text), the program named once.
    runs = _text_runs(pdf)
    assert runs and min(size for size, _text in runs) >= FLOOR_PT - 0.01, sorted(runs)[:3]
    assert sum("wisegen" in text.lower() for _size, text in runs) == 1
    # One page of the kit's paper, upright, with enough ink not to count as a near-blank.
    width, height = (float(b) / MM for b in PdfReader(_file(pdf)).pages[0].mediabox[2:])
    sheet = ctx.layout.sheet
    assert (round(width, 1), round(height, 1)) == tuple(
        round(v, 1) for v in sorted((sheet.paper_width, sheet.paper_height)))
    assert _ink(pdf) >= 0.15


def _file(pdf: bytes) -> io.BytesIO:
    return io.BytesIO(pdf)


def _text_runs(pdf: bytes) -> list[tuple[float, str]]:
    """Each text run of the page with its size times the text and page matrices' scale."""
    runs: list[tuple[float, str]] = []

    def visit(text, cm, tm, _font, size):
        if text.strip():
            a, b = tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]
            c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
            runs.append((size * math.sqrt(abs(a * d - b * c)), text.strip()))

    PdfReader(_file(pdf)).pages[0].extract_text(visitor_text=visit)
    return runs


@pytest.mark.registry
@pytest.mark.parametrize(("game", "language"), _every_kit())
def test_every_game_has_a_cover_in_every_language_it_ships(game, language):
    _assert_cover(game, language)


@pytest.mark.parametrize(("game", "request_args"), [
    ("three-wise-words", {"options": {"children": True}}),
    ("three-wise-words", {"sheet": {"card": "mini"}}),
    ("just-one", {"sheet": {"paper": "letter"}}),
    ("thricewise", {"options": {"extended": True}}),
], ids=["children", "mini", "letter", "extended"])
def test_the_cover_of_a_variant_is_whole_too(game, request_args):
    _assert_cover(game, None, **request_args)


def _counts(game: str, **request) -> dict[str, int]:
    kit, _ctx = build_kit(PrintRequest(get_game(game), **request))
    return {name: item.count for name, item in zip(kit.materials, components(kit),
                                                   strict=True)}


def test_the_component_counts_are_the_kits():
    """The published boxes' figures, found by counting the kit's pieces."""
    assert _counts("three-wise-words") == {"cards": 100, "die": 1, "track": 1, "pawns": 4,
                                           "pad": 1, "rules": 4, "rulebook": 1}
    assert _counts("just-one")["cards"] == 110 and _counts("just-one")["tents"] == 8
    assert _counts("13-words") == {"cards": 224, "board": 1, "wheels": 8, "token": 1,
                                   "rules": 1, "pad": 1, "rulebook": 1}
    assert _counts("mistrz-slowa")["dice"] == 10
    assert _counts("thricewise")["cards"] == 36


def test_a_variant_changes_the_counts():
    children = _counts("three-wise-words", options={"children": True})
    assert "die" not in children  # the children's kit plays without the die
    assert _counts("thricewise", options={"extended": True})["cards"] == 45
    assert _counts("three-wise-words", sheet={"card": "mini"})["cards"] == 100


def test_the_childrens_cover_names_a_younger_age():
    kit, uses, _pdf = _cover("three-wise-words", options={"children": True})
    box = get_game("three-wise-words").box
    assert box is not None and box.age_for({"children": True}) < box.age
    assert kit.context.text("cover.age", age=box.age_for({"children": True})) in \
        [use.text for use in uses]


def test_the_combined_pdf_opens_on_the_cover(tmp_path):
    out = tmp_path / "kit.pdf"
    print_report(out, "just-one", "--lang", "fr")
    reader = PdfReader(out)
    first = reader.pages[0].extract_text().replace("\n", " ")
    assert "3 à 7 joueurs" in first and "Dès 8 ans" in first and "Contenu" in first
    assert reader.outline[0].title == "Couverture"
    assert reader.get_destination_page_number(reader.outline[0]) == 0


def test_the_picture_is_drawn_from_the_kits_own_pieces():
    """The scene's cards are the deck's own (spread through it), its dice the kit's, and
    its sheet a page of the kit; another language's words make another photograph."""
    from wisegen.render.cover_art import choose, photo

    english, _ = build_kit(PrintRequest(get_game("three-wise-words")))
    pieces = choose(english)
    deck = english.cards("cards")
    assert len(pieces.deck) == 4 and all(card in deck for card in pieces.deck)
    assert pieces.deck[0] is deck[0] and pieces.deck[-1] is deck[-1]
    assert pieces.dice == english.dice("die")
    assert pieces.sheet is english.materials["track"][0]
    french, _ = build_kit(PrintRequest(get_game("three-wise-words"), language="fr"))
    shots = [photo(kit, 120, 80, "#DDDDDD") for kit in (english, french)]
    assert all(shot.startswith(b"\xff\xd8") for shot in shots)  # JPEG
    assert shots[0] != shots[1]


def test_box_facts_refuse_impossible_figures_and_name_a_younger_age_per_option():
    from wisegen.render.box import BoxFacts

    facts = BoxFacts(players=(4, 8), age=10, minutes=(30, 30), age_with=(("children", 7),))
    assert facts.age_for({}) == 10 and facts.age_for({"children": True}) == 7
    with pytest.raises(ValueError):
        BoxFacts(players=(5, 3), age=10, minutes=(20, 20))
    with pytest.raises(ValueError):
        BoxFacts(players=(2, 4), age=10, minutes=(30, 20))


def test_a_users_small_paper_still_gets_a_cover(tmp_path):
    """A 100 x 140 mm paper of a user's layout: the facts shrink (never under 6 pt), the
    contents take one column, and the kit prints."""
    layout = tmp_path / "small.yaml"
    layout.write_text("papers:\n  small: {width: 100, height: 140}\nsheet:\n  paper: small\n",
                      encoding="utf-8")
    kit, uses, _pdf = _cover("13-words", layout_file=layout, only=["rules"])
    assert min(use.size for use in uses) >= FLOOR_PT
    assert kit.context.text("cover.age", age=10) in [use.text for use in uses]
    # The whole print goes through: no finding of the cover's stops it.
    outputs, _ctx, _writer = render_request(PrintRequest(
        get_game("13-words"), layout_file=layout, only=["rules"], out=tmp_path / "kit.pdf"))
    assert PdfReader(_file(outputs[-1].data)).pages[0].extract_text().count("wisegen") == 1
