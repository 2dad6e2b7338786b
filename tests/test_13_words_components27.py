"""13 Words components a reviewer faulted (issue 27), each with the test that would have
caught it: the board's join instructions named the wrong sheet for the glue band, the
answer wheel's arrow covered a number, the Captain token's table could run off its face,
and the word cards had nothing of the game's look."""

from __future__ import annotations

import io
import math
import re

import pytest
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
    cut_sheet = re.search(r"cut the (\w+) sheet", how, re.I)
    assert band and cut_sheet, how
    assert ORDINALS[band.group(1)] in glued, f"the glue band is on sheet(s) {glued}"
    assert ORDINALS[cut_sheet.group(1)] in cut_on, f"the cut line is on sheet(s) {cut_on}"
    # Every sheet's own note: the band is on the neighbour, never a "next" sheet that the
    # last sheet does not have.
    assert "next sheet's hatched band" not in strings["sheet.tile_note"]
    assert "neighbouring sheet's hatched band" in strings["sheet.tile_note"]


def _token_ctx(rows: list[dict] | None = None, layout_file=None):
    """A print context whose scoring pack is the shipped one, or a table of `rows`."""
    from types import SimpleNamespace

    from wisegen.render.kit import PrintContext
    from wisegen.render.layout import load_layout
    from wisegen.render.text import FitLog

    built = PrintContext(GAME, load_layout(GAME), None, log=FitLog(),
                         strings=kit_text(GAME, "en"))
    shipped = _shipped_table()
    table = dict(shipped, rows=rows) if rows is not None else shipped
    return PrintContext(GAME, load_layout(GAME, layout_file), None, log=built.log,
                        strings=built.strings,
                        load_pack=lambda _game, _kind, _lang: SimpleNamespace(data=table))


def _shipped_table() -> dict:
    from wisegen.games.content import find_builtin

    return find_builtin(GAME, "scoring", "en").data


def _drawn_texts(drawer, width: float, height: float, tmp_path) -> list[tuple[str, float,
                                                                                float]]:
    """(text, x mm, y mm) of every text run the drawer puts on a face of its trim size."""
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.render.units import MM, Rect

    path = tmp_path / "face.pdf"
    canvas = Canvas(str(path), pagesize=(width * MM, height * MM))
    drawer(canvas, Rect(0, 0, width, height))
    canvas.showPage()
    canvas.save()
    found: list[tuple[str, float, float]] = []

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            found.append((text.strip(), (tm[4] * cm[0] + tm[5] * cm[2] + cm[4]) / MM,
                          (tm[4] * cm[1] + tm[5] * cm[3] + cm[5]) / MM))

    PdfReader(str(path)).pages[0].extract_text(visitor_text=visit)
    return found


FOUR_LEVELS = [{"label": f"Level {n}" if n < 4 else None,
                "min_scores": [(4 + n) * p for p in range(2, 9)]} for n in range(1, 5)]
"""A fourth level (7 x players), unlabelled: longer than the shipped table."""


@pytest.mark.parametrize("rows", [None, FOUR_LEVELS], ids=["shipped", "four-levels"])
def test_captain_token_back_holds_the_whole_table_inside_its_frame(rows, tmp_path):
    """The token's table was cut off at its frame (the third level, ★★★, missing): every
    level the pack holds is printed, every text inside the frame's white border."""
    from wisegen.games.thirteen_words.materials import SAFE, _token_back

    ctx = _token_ctx(rows)
    spec = ctx.layout.material("token")
    width, height = float(spec["width"]), float(spec["height"])
    texts = _drawn_texts(_token_back(ctx), width, height, tmp_path)
    table = ctx.pack("scoring").data
    printed = [t for t, _x, _y in texts]
    for row in table["rows"]:
        for score in row["min_scores"]:
            if score is not None:
                assert str(score) in printed
        if row.get("label"):
            assert ctx.log.typeset(row["label"]) in printed  # with its curly apostrophe
    for text, x, y in texts:
        assert SAFE + 1 <= y <= height - SAFE - 1, (text, y)
        assert SAFE + 1 <= x <= width - SAFE - 1, (text, x)


def test_captain_token_table_too_long_is_refused_not_cut():
    from wisegen.errors import UsageError
    from wisegen.games.thirteen_words.materials import table_rows

    bands = table_rows(FOUR_LEVELS[:3], 50.0, 10.0)
    assert bands[-1][0] - bands[-1][1] >= 10.0 - 1e-9
    with pytest.raises(UsageError, match=r"materials\.token\.height"):
        table_rows(FOUR_LEVELS * 3, 40.0, 10.0)


TOOL_TEXT = re.compile(r"wisegen|--[a-z]|\bscore\s+13|\bcommand\b", re.IGNORECASE)


def test_captain_token_carries_no_tool_text(tmp_path):
    """The token's back once carried a note about the score command: players read it."""
    from wisegen.games.thirteen_words.materials import _token_back, _token_front

    ctx = _token_ctx()
    spec = ctx.layout.material("token")
    for drawer in (_token_front(ctx), _token_back(ctx)):
        for text, _x, _y in _drawn_texts(drawer, float(spec["width"]),
                                         float(spec["height"]), tmp_path):
            assert not TOOL_TEXT.search(text), text


def _wheel_spec():
    from types import SimpleNamespace

    from wisegen.games.thirteen_words.wheels import wheel_spec
    from wisegen.render.layout import load_layout

    return wheel_spec(SimpleNamespace(layout=load_layout(GAME)))


def test_wheel_arrow_covers_no_number_at_any_angle():
    """The arrow reached over the outer ring and covered the card number it pointed at. It
    turns freely about the pivot, so it covers nothing at any angle exactly when its
    farthest point is nearer the pivot than every number's nearest one."""
    from wisegen.games.thirteen_words.wheels import (
        BADGE_R,
        HUB,
        SCORE_BAND,
        arrow_outline,
        card_badges,
    )

    spec = _wheel_spec()
    reach = max(max(math.hypot(x, y) for x, y in arrow_outline(spec)), HUB)
    badges = card_badges(spec)
    assert [label for label, _x, _y in badges] == [str(n) for n in range(1, 13)]
    nearest_badge = min(math.hypot(x, y) - BADGE_R for _label, x, y in badges)
    assert reach < nearest_badge - 0.5
    assert nearest_badge - reach < 2.0  # it still points at them, not short of them
    # Badges apart from one another, and inside the score ring.
    for (_a, x1, y1), (_b, x2, y2) in zip(badges, badges[1:] + badges[:1], strict=True):
        assert math.dist((x1, y1), (x2, y2)) > 2 * BADGE_R + 1
    farthest_badge = max(math.hypot(x, y) + BADGE_R for _label, x, y in badges)
    assert farthest_badge < spec.inner - SCORE_BAND
    assert reach < spec.inner - SCORE_BAND


def test_every_wheel_number_is_set_so_a_turned_6_is_not_a_9(monkeypatch, tmp_path):
    """The wheel turns, so 6 and 9 (cards and scores) are drawn as numerals, which bar
    them; the log shows each number once per disc."""
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.games.thirteen_words import wheels
    from wisegen.render import numerals
    from wisegen.render.kit import PrintContext
    from wisegen.render.layout import load_layout
    from wisegen.render.text import FitLog

    ctx = PrintContext(GAME, load_layout(GAME), None, log=FitLog(),
                       strings=kit_text(GAME, "en"))
    barred: list[str] = []
    real = numerals.needs_bar

    def spy(label: str) -> bool:
        if real(label):
            barred.append(label)
        return real(label)

    monkeypatch.setattr(numerals, "needs_bar", spy)
    wheels._inner_disc(ctx, Canvas(str(tmp_path / "w.pdf")), 0, 0, _wheel_spec())
    cards = [u.text for u in ctx.log.uses if u.item == "wheel card number"]
    scores = [u.text for u in ctx.log.uses if u.item == "wheel score"]
    assert cards == [str(n) for n in range(1, 13)]
    assert scores == [str(n) for n in range(16)]
    assert sorted(barred) == ["6", "6", "9", "9"]


def _hex_rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


@pytest.mark.parametrize("card", [None, "mini", "poker"])
def test_word_cards_wear_the_game_s_look_and_stay_legible(card, tmp_path):
    """The word cards were plain white with a red frame. Now the board in small: its
    cream face, the red title band with the title mark, the word on a white slot, in the
    layout's own colours; every text on a card at 6 pt or more and 4.5:1 or more."""
    import numpy as np
    import pypdfium2 as pdfium
    from reportlab.pdfgen.canvas import Canvas

    from wisegen.render.units import MM, Rect
    from wisegen.usecases.printing import build_kit

    sheet = {"card": card} if card else {}
    built, ctx = build_kit(PrintRequest(get_game(GAME), only=["cards"], sheet=sheet))
    face = built.cards("cards")[0]
    path = tmp_path / "face.pdf"
    canvas = Canvas(str(path), pagesize=(face.width * MM, face.height * MM))
    face.front(canvas, Rect(0, 0, face.width, face.height))
    canvas.showPage()
    canvas.save()
    pixels = np.asarray(pdfium.PdfDocument(str(path))[0].render(scale=4).to_pil()
                        .convert("RGB")).reshape(-1, 3).astype(int)

    def share(colour: str) -> float:
        near = np.abs(pixels - np.array(_hex_rgb(colour))).sum(axis=1) < 40
        return float(near.mean())

    layout = ctx.layout
    assert share(layout.colour("accent")) > 0.06, "no red title band"
    assert share(layout.colour("board")) > 0.10, "no cream face"
    assert share(layout.colour("paper")) < 0.65, "still mostly white"
    title = [u for u in ctx.log.uses if u.item == "card title mark"]
    assert title and title[0].text == ctx.log.typeset(ctx.text("game.title"))
    assert title[0].background == layout.colour("accent").upper()  # white on the red band
    for use in ctx.log.uses:
        assert use.size >= 6 and use.contrast >= 4.5, use


def test_an_inner_disc_too_small_for_the_card_numbers_is_refused(tmp_path):
    """The badges' ring is sized from the inner disc: one too small would overlap its own
    numbers, so the layout line is named instead."""
    from wisegen.errors import ContentError

    layout = tmp_path / "layout.yaml"
    layout.write_text("materials:\n  wheels: {outer: 70, inner: 50}\n")
    with pytest.raises(ContentError, match=r"materials\.wheels\.inner.*card numbers.*61 mm"):
        render_request(PrintRequest(get_game(GAME), only=["wheels"], layout_file=layout))
