"""The print engine: imposition, duplex registration, marks, layouts, text fitting."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import registry_games
from wisegen.errors import ContentError, UsageError
from wisegen.render.imposition import impose
from wisegen.render.layout import load_layout, parse_card_size
from wisegen.render.text import FitLog, fit_line
from wisegen.render.units import Rect


def sheet(**overrides):
    return load_layout("three-wise-words", overrides=overrides).sheet


def _overlap(a: Rect, b: Rect) -> bool:
    e = 1e-6
    return a.x < b.right - e and b.x < a.right - e and a.y < b.top - e and b.y < a.top - e


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("card", ["poker", "mini", "tarot", "square"])
@pytest.mark.parametrize("bleed", [0, 3])
@pytest.mark.parametrize("duplex", ["long-edge", "fold"])
def test_cards_their_bleed_and_marks_stay_on_the_printable_sheet(paper, card, bleed, duplex):
    settings = sheet(paper=paper, card=card, bleed=bleed, duplex=duplex)
    layout = impose(settings)
    assert layout.per_sheet >= 1
    # Every card keeps at least 1 mm of bleed (or the bleed asked for, when less).
    assert min(bleed, 1.0) - 1e-9 <= layout.bleed <= bleed + 1e-9
    limit = Rect(settings.margin, settings.margin, layout.width - 2 * settings.margin,
                 layout.height - 2 * settings.margin)
    for rect in layout.fronts:
        grown = rect.grow(layout.bleed)
        assert grown.x >= limit.x - 1e-6 and grown.right <= limit.right + 1e-6
        assert grown.y >= limit.y - 1e-6 and grown.top <= limit.top + 1e-6
    for x0, y0, x1, y1 in layout.mark_segments(layout.fronts):
        assert limit.x - 1e-6 <= min(x0, x1) and max(x0, x1) <= limit.right + 1e-6
        assert limit.y - 1e-6 <= min(y0, y1) and max(y0, y1) <= limit.top + 1e-6
        # A mark stays off every card and its bleed.
        for rect in layout.fronts:
            bled = rect.grow(layout.bleed)
            assert not (bled.x < max(x0, x1) and min(x0, x1) < bled.right
                        and bled.y < max(y0, y1) and min(y0, y1) < bled.top), (x0, y0)
    bled = [r.grow(layout.bleed) for r in layout.fronts]
    for i, a in enumerate(bled):
        for b in bled[i + 1:]:
            assert not _overlap(a, b), "two cards' bleeds overlap"


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0, 1, 3])
def test_nine_poker_cards_on_an_a4_or_letter_sheet(paper, bleed):
    """3 x 3 portrait: the print-and-play norm (it was 8, landscape 4 x 2, with 3 mm of
    bleed); the bleed shrinks to what fits, never under 1 mm."""
    layout = impose(sheet(paper=paper, bleed=bleed))
    assert layout.per_sheet == 9 and layout.width < layout.height
    assert layout.bleed >= min(bleed, 1.0)
    # Crop marks still stand on the sides where the margin has room: on A4 on all four,
    # on Letter (shorter) at least left and right.
    left, right, bottom, top = layout.mark_lengths(layout.fronts)
    assert left > 0 and right > 0
    if paper == "a4":
        assert bottom > 0 and top > 0


@pytest.mark.parametrize(("card", "count"), [("mini", 18), ("tarot", 4), ("square", 8)])
def test_other_card_sizes_take_the_most_that_fit_on_a4(card, count):
    assert impose(sheet(card=card)).per_sheet == count


def test_long_edge_backs_mirror_fronts_left_to_right_on_portrait():
    layout = impose(sheet(bleed=0, duplex="long-edge"))
    assert layout.width < layout.height
    for front, back in zip(layout.fronts, layout.backs, strict=True):
        assert back.x == pytest.approx(layout.width - front.right)
        assert back.y == pytest.approx(front.y)


def test_short_edge_backs_mirror_fronts_top_to_bottom_on_portrait():
    layout = impose(sheet(bleed=0, duplex="short-edge"))
    for front, back in zip(layout.fronts, layout.backs, strict=True):
        assert back.x == pytest.approx(front.x)
        assert back.y == pytest.approx(layout.height - front.top)


@settings(max_examples=40, deadline=None)
@given(st.floats(-5, 5), st.floats(-5, 5), st.sampled_from(["long-edge", "short-edge"]),
       st.sampled_from([0, 3]))
def test_back_offsets_shift_every_back_and_nothing_else(dx, dy, duplex, bleed):
    plain = impose(sheet(bleed=bleed, duplex=duplex))
    shifted = impose(sheet(bleed=bleed, duplex=duplex, offset_x=dx, offset_y=dy))
    assert shifted.fronts == plain.fronts
    for a, b in zip(plain.backs, shifted.backs, strict=True):
        assert b.x == pytest.approx(a.x + dx) and b.y == pytest.approx(a.y + dy)


def test_fold_puts_backs_across_the_fold_line():
    layout = impose(sheet(duplex="fold"))
    assert layout.fold in ("vertical", "horizontal")
    for front, back in zip(layout.fronts, layout.backs, strict=True):
        if layout.fold == "vertical":
            assert front.right <= layout.width / 2 <= back.x
            assert back.x - layout.width / 2 == pytest.approx(layout.width / 2 - front.right)
        else:
            assert back.top <= layout.height / 2 <= front.y


def test_card_too_big_for_the_paper_is_a_usage_error():
    with pytest.raises(UsageError):
        impose(sheet(card={"width": 300, "height": 300}))


def test_card_size_parsing():
    assert parse_card_size("63x88") == {"width": 63.0, "height": 88.0}
    assert parse_card_size("Tarot") == "tarot"
    with pytest.raises(UsageError):
        parse_card_size("63xbig")


def test_layout_box_extends_and_overrides():
    layout = load_layout("three-wise-words")
    yellow = layout.box("yellow_word")
    assert yellow.font == "bold" and yellow.size == 15  # from `word` via `pink_word`
    assert yellow.y == pytest.approx(30.75)  # its own key wins
    assert yellow.on == "#FFEA5E" and layout.box("pink_word").on == "#F29AC4"


def test_precedence_cli_over_user_file_over_builtin(tmp_path):
    user = tmp_path / "mine.yaml"
    user.write_text("sheet: {paper: letter, bleed: 2}\nmaterials:\n  track: {spaces: 40}\n")
    layout = load_layout("three-wise-words", user, {"bleed": 1.5})
    assert layout.sheet.paper == "letter"  # user file beats built-in a4
    assert layout.sheet.bleed == 1.5  # command line beats user file
    assert layout.material("track")["spaces"] == 40
    assert layout.material("track")["columns"] == 9  # untouched built-in key survives


def test_unknown_layout_key_is_an_error_with_file_and_line(tmp_path):
    user = tmp_path / "bad.yaml"
    user.write_text("boxes:\n  pink_word:\n    x: 1\n    colour: '#000000'\n    wobble: 3\n")
    with pytest.raises(ContentError) as info:
        load_layout("three-wise-words", user)
    problem = info.value.problems[0]
    assert problem.file == str(user) and problem.line == 5
    assert "unknown field 'wobble'" in problem.message


def test_extends_loop_is_reported(tmp_path):
    user = tmp_path / "loop.yaml"
    user.write_text("boxes:\n  a: {extends: b}\n  b: {extends: a}\n")
    with pytest.raises(UsageError, match="loop"):
        load_layout("three-wise-words", user).box("a")


def test_long_word_shrinks_to_fit_and_is_logged():
    log = FitLog()
    size = fit_line("hippopotamuses", "bold", 15, 7, 40, 20, log, "cards[3].pink")
    assert 7 <= size < 15
    assert log.shrunk[0].item == "cards[3].pink"
    assert not log.too_long


def test_word_below_the_floor_is_an_error_not_a_clip():
    log = FitLog()
    fit_line("pneumonoultramicroscopicsilicovolcanoconiosis", "bold", 15, 12, 40, 20, log,
             "cards[0].blue")
    assert log.too_long and "cards[0].blue" in log.too_long[0]


def test_missing_glyph_names_the_item():
    log = FitLog()
    fit_line("猫", "bold", 15, 7, 40, 20, log, "cards[7].yellow")
    assert log.missing and "cards[7].yellow" in log.missing[0] and "U+732B" in log.missing[0]


def test_polish_and_french_letters_are_covered():
    log = FitLog()
    for text in ("ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ", "éèêëçœàâîïôûùÿ ÉÈÊÇŒ"):
        fit_line(text, "bold", 10, 4, 200, 20, log, "letters")
        fit_line(text, "regular", 10, 4, 200, 20, log, "letters")
    assert not log.missing


def test_a_card_size_from_the_command_line_scales_the_boxes():
    poker = load_layout("three-wise-words").box("yellow_word")
    tarot = load_layout("three-wise-words", overrides={"card": "tarot"}).box("yellow_word")
    assert tarot.width == pytest.approx(poker.width * 70 / 63)
    assert tarot.y == pytest.approx(poker.y * 120 / 88)
    assert tarot.size == pytest.approx(poker.size * 70 / 63)  # the smaller ratio


def test_a_layout_that_names_its_card_size_is_not_scaled(tmp_path):
    user = tmp_path / "big.yaml"
    user.write_text("sheet: {card: tarot}\nboxes:\n  pink_word: {width: 60}\n")
    assert load_layout("three-wise-words", user).box("pink_word").width == 60


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_games_layout_loads_and_every_box_resolves(game):
    """Each game has its layout file; every box it names resolves (its `extends` chain
    exists, no loop) with and without --ink-saver and at every card size."""
    from wisegen.resources import layouts_dir

    assert (layouts_dir() / f"{game}.yaml").is_file(), f"layouts/{game}.yaml is missing"
    for ink_saver in (False, True):
        for card in ("poker", "mini", "tarot", "square"):
            layout = load_layout(game, overrides={"card": card}, ink_saver=ink_saver)
            assert impose(layout.sheet).per_sheet >= 1
            for name in layout.data.get("boxes", {}):
                box = layout.box(name)
                assert box.size > 0 and box.min_size <= box.size, (card, name)
