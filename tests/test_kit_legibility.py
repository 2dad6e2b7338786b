"""Every kit, in every variant, keeps its text legible: no line under 6 pt, and every
text/background pair at WCAG AA contrast (4.5:1) or better.

The figures come from the drawing itself: each line goes through
`render/lettering.letter`, which records its size, its colour and the colour under it
(taken from the layouts), and `test_architecture` keeps text from going any other way.
"""

from __future__ import annotations

import pytest

from tests.conftest import kit_languages, registry_games
from wisegen.games.registry import get_game
from wisegen.render.colour import AA_CONTRAST
from wisegen.render.lettering import FLOOR_PT
from wisegen.usecases.printing import PrintRequest, render_request

VARIANTS = [
    ("three-wise-words", {"options": {"children": True}}),
    ("three-wise-words", {"sheet": {"card": "mini"}}),
]
"""The variants of particular games; every game's default, ink-saver and translated kits
are checked from the registry below."""


def legibility(game: str, **request):
    """(smallest size, lowest contrast, the offending lines) of one kit variant."""
    _outputs, ctx, _writer = render_request(PrintRequest(get_game(game), **request))
    return judge(ctx.log.uses)


def judge(uses):
    """(smallest size, lowest contrast, the offending lines) of a kit's text records."""
    assert uses, "the kit drew no text at all"
    small = [u for u in uses if u.size < FLOOR_PT - 1e-6]
    faint = [u for u in uses if u.contrast < AA_CONTRAST]
    return (min(u.size for u in uses), min(u.contrast for u in uses),
            [f"{u.item}: {u.text!r} {u.size:g} pt" for u in small][:10],
            [f"{u.item}: {u.text!r} {u.colour} on {u.background} {u.contrast:.2f}:1"
             for u in faint][:10])


def _assert_legible(smallest, lowest, small, faint):
    assert not small, small
    assert not faint, faint
    assert smallest >= FLOOR_PT
    assert lowest >= AA_CONTRAST


@pytest.fixture(scope="module", params=registry_games())
def default_kit(request, tmp_path_factory):
    """Each game's default kit, drawn once: (game, its text records, the combined PDF)."""
    out = tmp_path_factory.mktemp(request.param) / "kit.pdf"
    outputs, ctx, _writer = render_request(PrintRequest(get_game(request.param), out=out))
    combined = next(o for o in outputs if o.path == out)
    out.write_bytes(combined.data)
    return request.param, ctx.log.uses, out


@pytest.mark.parametrize(("game", "request_args"), VARIANTS,
                         ids=[f"{g}-{'-'.join(map(str, r.values()))}" for g, r in VARIANTS])
def test_every_line_is_big_enough_and_contrasts(game, request_args):
    _assert_legible(*legibility(game, **request_args))


@pytest.mark.registry
def test_every_line_of_every_default_kit_is_big_enough_and_contrasts(default_kit):
    _game, uses, _out = default_kit
    _assert_legible(*judge(uses))


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_ink_saver_kit_is_legible_too(game):
    _assert_legible(*legibility(game, ink_saver=True))


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_translated_kit_is_legible_too(game):
    """Each kit language the game's kit text is translated into (a longer language's
    words shrink further); a game with no translation has nothing more to check."""
    from wisegen.render.kit_text import scope_text

    for language in kit_languages()[1:]:
        if scope_text(language, game) and language != get_game(game).default_language:
            _assert_legible(*legibility(game, language=language))


@pytest.mark.registry
def test_the_printed_pdf_agrees_no_text_under_6_pt(default_kit):
    """Read back from the combined PDF, independently of the drawing records: each text
    run's size times the scale of the text and page matrices (a drawing scaled down after
    it was measured would show here)."""
    import math

    from pypdf import PdfReader

    _game, uses, out = default_kit
    sizes: list[tuple[float, int, str]] = []
    for number, page in enumerate(PdfReader(out).pages, 1):
        def visit(text, cm, tm, _font, size, number=number):
            if text.strip():
                a, b = tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]
                c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
                sizes.append((size * math.sqrt(abs(a * d - b * c)), number, text.strip()))

        page.extract_text(visitor_text=visit)
    assert len(sizes) > len(uses) // 2  # the PDF holds the text the records say it drew
    small = [s for s in sizes if s[0] < FLOOR_PT - 0.01]
    assert not small, sorted(small)[:5]


def test_a_users_faint_colours_are_reported(tmp_path):
    """The built-in layouts pass; a user's layout that sets the rulebook's accent to white
    still prints, and the report names each faint text with its contrast."""
    from typer.testing import CliRunner

    from wisegen.cli import app

    layout = tmp_path / "pale.yaml"
    layout.write_text('colours:\n  accent: "#FFFFFF"\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["print", "--game", "3ww", "--only", "rulebook",
                                      "--layout", str(layout), "--out",
                                      str(tmp_path / "r.pdf"), "--json"])
    assert result.exit_code == 0, result.output
    import json

    faint = json.loads(result.stdout)["low_contrast"]
    assert {f["item"] for f in faint} >= {"rulebook title"}
    assert all(f["contrast"] < 4.5 for f in faint)


def test_contrast_is_wcags():
    """WCAG 2.x figures: black on white 21:1, #767676 on white just passes AA (4.54:1),
    #777777 just fails (4.48:1); order does not matter."""
    from wisegen.render.colour import contrast, lighten

    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#FFFFFF", "#767676") == pytest.approx(4.54, abs=0.01)
    assert contrast("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)
    assert contrast("#F49AC1", "#F49AC1") == pytest.approx(1.0)
    assert lighten("#000000", 0.5) == "#808080" and lighten("#2E4057", 1.0) == "#FFFFFF"
