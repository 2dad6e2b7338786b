"""Issue #32, Components (all games but Thricewise): each fault the issue names, with a
test that would have caught it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from wisegen.cli import app
from wisegen.games.registry import get_game
from wisegen.usecases.kit_facts import languages_of, sheet_defaults


def _print(tmp_path: Path, *args: str):
    return CliRunner().invoke(app, ["print", "--out", str(tmp_path / "out"), *args])


@pytest.mark.parametrize(("game", "lang", "offered"), [
    ("mistrz-slowa", "de", "en, pl"), ("mistrz-slowa", "xx", "en, pl"),
    ("13-words", "de", "en, fr, pl"), ("thricewise", "pl", "en"),
    ("just-one", "de", "en, fr, pl"),
])
def test_print_refuses_a_language_the_game_does_not_ship(tmp_path, game, lang, offered):
    result = _print(tmp_path, "--game", game, "--lang", lang)
    assert result.exit_code == 2, result.output
    assert f"is printed in {offered} only" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_game_languages_come_from_its_rulebooks():
    assert languages_of(get_game("13-words")) == ("en", "fr", "pl")
    assert languages_of(get_game("thricewise")) == ("en",)
    assert languages_of(get_game("mistrz-slowa")) == ("en", "pl")
    assert languages_of(get_game("just-one")) == ("en", "fr", "pl")


def test_help_states_each_games_own_defaults():
    result = CliRunner().invoke(app, ["print", "--help"], env={"COLUMNS": "400"})
    text = " ".join(result.output.split()).replace("- ", "-")  # the help's wrapped ids
    assert "poker (default)" not in text and "(en, fr, pl)" not in text
    assert "13-words: en, fr, pl (default en)" in text and "thricewise: en (default en)" in text
    assert "13-words: 64 x 40 mm" in text and "13-words: 0" in text
    assert "three-wise-words: poker" in text and "three-wise-words: 3" in text
    assert sheet_defaults("13-words") == ("64 x 40 mm", 0.0)
    assert sheet_defaults("just-one") == ("poker", 3.0)


POLISH_PAD_WORDS = ("Karta", "wyników", "Do 100", "punktów", "Tura")


def _text(path: Path) -> str:
    import pypdf

    return " ".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def test_mistrz_slowa_english_pad_has_no_polish(tmp_path):
    result = _print(tmp_path, "--game", "mistrz-slowa", "--lang", "en", "--only", "pad")
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "out" / "pad.pdf")
    assert not [w for w in POLISH_PAD_WORDS if w in text], text[:300]
    assert "Score pad" in text and "first to reach 100" in text and "Round" in text


def test_mistrz_slowa_polish_pad_stays_polish(tmp_path):
    result = _print(tmp_path, "--game", "mistrz-slowa", "--only", "pad")
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "out" / "pad.pdf")
    assert "Karta wyników" in text and "Tura" in text


def _badge_masks(tmp_path: Path) -> dict[int, list[bool]]:
    """Each tent badge 1-8 drawn by the kit's own art code, rendered and greyscaled: the
    silhouette (pixels darker than paper) a greyscale print shows."""
    import pypdfium2 as pdfium
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.games.just_one.art import badge, number_colour
    from wisegen.render.layout import load_layout
    from wisegen.render.text import FitLog
    from wisegen.render.units import pt

    colours = load_layout("just-one").data["colours"]
    path = tmp_path / "badges.pdf"
    canvas = Canvas(str(path), pagesize=(pt(40), pt(40)))
    for number in range(1, 9):
        badge(canvas, FitLog(), number, 20, 20, 30, number_colour(colours, number))
        canvas.showPage()
    canvas.save()
    document = pdfium.PdfDocument(str(path))
    masks = {}
    for index in range(8):
        grey = document[index].render(scale=1).to_pil().convert("L")
        masks[index + 1] = [value < 250 for value in grey.tobytes()]
    return masks


def test_just_one_eight_tents_distinct_in_colour():
    from wisegen.games.just_one.art import number_colour
    from wisegen.render.layout import load_layout

    colours = load_layout("just-one").data["colours"]
    rgb = [tuple(int(number_colour(colours, n)[i:i + 2], 16) for i in (1, 3, 5))
           for n in range(1, 9)]
    for a in range(8):
        for b in range(a + 1, 8):
            distance = sum((x - y) ** 2 for x, y in zip(rgb[a], rgb[b], strict=True)) ** 0.5
            assert distance > 60, f"tents {a + 1} and {b + 1}: {rgb[a]} vs {rgb[b]}"


def test_just_one_eight_tents_distinct_in_shape_in_greyscale(tmp_path):
    masks = _badge_masks(tmp_path)
    for a in range(1, 9):
        for b in range(a + 1, 9):
            union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
            both = sum(x and y for x, y in zip(masks[a], masks[b], strict=True))
            assert both / union < 0.85, f"tents {a} and {b} look alike in greyscale"


def test_just_one_kit_prints_eight_tents(tmp_path):
    result = _print(tmp_path, "--game", "just-one", "--only", "tents")
    assert result.exit_code == 0, result.output
    assert "clue tents 7–8" in _text(tmp_path / "out" / "tents.pdf")


def _dark_share(path: Path, index: int) -> float:
    """The share of a page's pixels darker than mid-grey."""
    import pypdfium2 as pdfium

    grey = pdfium.PdfDocument(str(path))[index].render(scale=0.5).to_pil().convert("L")
    data = grey.tobytes()
    return sum(1 for value in data if value < 128) / len(data)


@pytest.mark.parametrize("game", ["three-wise-words", "just-one"])
@pytest.mark.parametrize("saver", [(), ("--ink-saver",)])
def test_rules_cards_have_a_back_of_their_own(tmp_path, game, saver):
    """A rules card on the word cards' back shuffles into the deck unseen."""
    import pypdf

    result = _print(tmp_path, "--game", game, "--only", "cards,rules", *saver)
    assert result.exit_code == 0, result.output
    out = tmp_path / "out"
    rules_back = pypdf.PdfReader(out / "rules.pdf").pages[1].extract_text()
    deck_back = pypdf.PdfReader(out / "cards.pdf").pages[1].extract_text()
    assert "RULES" in rules_back and "RULES" not in deck_back
    if not saver:  # the deck's back is a dark ground, the rules card's paper-white
        assert _dark_share(out / "cards.pdf", 1) > 0.3
        assert _dark_share(out / "rules.pdf", 1) < 0.05


def test_rules_back_label_in_the_kit_language(tmp_path):
    import pypdf

    result = _print(tmp_path, "--game", "just-one", "--lang", "fr", "--only", "rules")
    assert result.exit_code == 0, result.output
    assert "RÈGLES" in pypdf.PdfReader(tmp_path / "out" / "rules.pdf").pages[1].extract_text()


@pytest.mark.parametrize("card", [None, "poker", {"width": 50, "height": 30}])
def test_13_words_numbers_visible_with_a_card_on_every_space(card):
    """A card laid on a space (its place: the slot less the margin, under the number
    band) leaves the space's whole number badge uncovered."""
    from wisegen.games.thirteen_words.materials import BADGE_R, board_slots, card_place, number_spot
    from wisegen.render.kit import PrintContext
    from wisegen.render.layout import load_layout

    overrides = {"card": card} if card else {}
    layout = load_layout("13-words", overrides=overrides)
    ctx = PrintContext("13-words", layout, None)
    _, _, _, ring = board_slots(ctx)
    assert len(ring) == 12
    for n, space in enumerate(ring, 1):
        place = card_place(ctx, space)
        assert space.x <= place.x and place.right <= space.right and space.y <= place.y
        cx, cy = number_spot(space)
        assert cy - BADGE_R >= place.top, f"space {n}: the card covers its number"
        assert space.x <= cx - BADGE_R and cy + BADGE_R <= space.top


def test_13_words_board_prints_its_numbers_above_the_cards(tmp_path):
    result = _print(tmp_path, "--game", "13-words", "--only", "board")
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "out" / "board.pdf")
    for n in range(1, 13):
        assert str(n) in text


def test_13_words_star_is_on_the_outer_disc(monkeypatch, tmp_path):
    """The box and rulebook put the score star on the outer disc (the player turns the
    inner disc's scores under it); the kit had it on the inner disc."""
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.games.thirteen_words import wheels
    from wisegen.render.kit import PrintContext
    from wisegen.render.kit_text import kit_text
    from wisegen.render.layout import load_layout
    from wisegen.render.text import FitLog

    ctx = PrintContext("13-words", load_layout("13-words"), None, log=FitLog(),
                       strings=kit_text("13-words", "en"))
    spec = wheels.wheel_spec(ctx)
    stars: dict[str, list[tuple[float, float]]] = {"outer": [], "inner": []}
    drawn = wheels.captain_star
    canvas = Canvas(str(tmp_path / "wheel.pdf"))
    for disc, draw in (("outer", wheels._outer_disc), ("inner", wheels._inner_disc)):
        def spy(ctx, canvas, cx, cy, r, disc=disc):
            stars[disc].append((cx, cy))
            drawn(ctx, canvas, cx, cy, r)

        monkeypatch.setattr(wheels, "captain_star", spy)
        draw(ctx, canvas, 0, 0, spec)
    assert stars["inner"] == []
    [(x, y)] = stars["outer"]
    assert spec.inner < (x * x + y * y) ** 0.5 < spec.outer  # in the uncovered ring
    scores = [u.text for u in ctx.log.uses if u.item == "wheel score"]
    assert scores == [str(n) for n in range(spec.track_max + 1)]


@pytest.mark.parametrize(("game", "line"), [
    ("13-words", "Cards: 64 × 40 mm, 21 to a sheet, each with at least 0 mm of bleed"),
    ("just-one", "Cards: 63 × 88 mm, 9 to a sheet, each with at least 1 mm of bleed"),
])
def test_plan_page_states_the_games_own_card_and_bleed(tmp_path, game, line):
    import pypdf

    result = _print(tmp_path, "--game", game, "--only", "cards")
    assert result.exit_code == 0, result.output
    combined = tmp_path / "out" / f"{game}-print-and-play.pdf"
    assert line in pypdf.PdfReader(combined).pages[1].extract_text()  # the cover's back
