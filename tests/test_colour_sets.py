"""Colours everyone can tell apart (issue 26): every colour set a layout declares under
`distinct:` keeps each pair of its members at CIEDE2000 >= 12 after simulated
protanopia, deuteranopia and tritanopia (Machado et al. 2009) and in greyscale, or every
member carries a mark of its own that the drawing code really draws.

The figures come from the layouts (the default and the `--ink-saver` colours); the marks
are checked on the drawing: a set the code draws from its declaration must print a
different page when its marks are swapped round, and a set whose members are symbols by
nature (suits, special die faces) must name the symbols the code draws for them.
"""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
import yaml

from tests.conftest import registry_games
from wisegen.games.mistrz_slowa.card import SPECIAL_FACES
from wisegen.games.registry import get_game
from wisegen.render.distinct import MIN_DELTA_E, ColourSet, closest_pair, colour_sets
from wisegen.render.layout import load_layout
from wisegen.render.shapes import SYMBOLS
from wisegen.render.suits import SUITS
from wisegen.usecases.printing import PrintRequest, render_request

EXPECTED = {
    "three-wise-words": {"bands", "pawns"},
    "just-one": {"numbers", "tents"},
    "thricewise": {"suits"},
    "mistrz-slowa": {"specials"},
    "13-words": set(),  # one colour per part: the wheels, board and cards are alike
}
"""The sets players must tell apart, per game: a set dropped from a layout fails here."""

DRAWN_FROM_DECLARATION = {
    ("three-wise-words", "bands"): ("cards", "die"),
    ("three-wise-words", "pawns"): ("pawns",),
    ("just-one", "numbers"): ("cards",),
    ("just-one", "tents"): ("tents",),
}
"""Sets whose marks the drawing code takes from the layout, and the parts that draw them."""

SHAPE_KINDS = {"three-wise-words": set(SYMBOLS),
               "just-one": {"circle", "square", "triangle", "diamond", "burst", "hexagon",
                            "cross", "down"}}
"""The marks each game's drawing code knows (render/shapes.py; Just One's badges)."""


def _sets(game: str, ink_saver: bool) -> dict[str, ColourSet]:
    return colour_sets(load_layout(game, ink_saver=ink_saver))


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
@pytest.mark.parametrize("game", registry_games())
def test_every_colour_set_stays_apart_or_is_marked(game, ink_saver):
    sets = _sets(game, ink_saver)
    assert set(sets) == EXPECTED[game]
    for name, colour_set in sets.items():
        assert len(colour_set.members) >= 2, name
        if colour_set.marked:
            continue
        distance, vision, first, second = closest_pair(colour_set)
        assert distance >= MIN_DELTA_E, (
            f"{game} {name}: {first} and {second} are {distance:.1f} apart under {vision}, "
            "and not every member carries a mark of its own")


@pytest.mark.parametrize("game", registry_games())
def test_every_declared_mark_is_one_the_code_draws(game):
    for name, colour_set in _sets(game, False).items():
        for member in colour_set.members:
            if member.mark is None:
                continue
            if (game, name) in DRAWN_FROM_DECLARATION:
                assert member.mark in SHAPE_KINDS[game], (name, member)
            elif name == "suits":  # render/suits.py draws each suit's own silhouette
                assert member.name in SUITS and member.mark == member.name
            elif name == "specials":  # a special face is drawn as its symbol
                assert SPECIAL_FACES[member.name] == member.mark
            else:
                pytest.fail(f"{game} {name}: no check that its marks are drawn")


def _rotated(game: str, name: str, colour_set: ColourSet, tmp_path) -> dict:
    """A user layout that gives each member the next member's mark."""
    marks = [m.mark for m in colour_set.members]
    marks = marks[1:] + marks[:1]
    spec = load_layout(game).data["distinct"][name]
    if "material" in spec:
        return {"materials": {spec["material"]: {"marks": marks}}}
    members = {key: {"colour": value["colour"], "mark": mark}
               for (key, value), mark in zip(spec["members"].items(), marks, strict=True)}
    return {"distinct": {name: {"members": members}}}


def _first_page(game: str, part: str, layout_file=None):
    outputs, _ctx, _writer = render_request(PrintRequest(get_game(game), only=[part],
                                                         layout_file=layout_file))
    output = next(o for o in outputs if o.material == part)
    return pdfium.PdfDocument(output.data)[0].render(scale=1).to_pil().convert("L")


@pytest.mark.parametrize(("game", "name", "part"), [
    (game, name, part) for (game, name), parts in DRAWN_FROM_DECLARATION.items()
    for part in parts])
def test_the_declared_marks_are_the_ones_drawn(game, name, part, tmp_path):
    """Swap the marks round in a user layout: the part must print differently (a mark
    the code hard-codes, ignoring the declaration, would print the same page)."""
    colour_set = _sets(game, False)[name]
    assert colour_set.marked
    user = tmp_path / "layout.yaml"
    user.write_text(yaml.safe_dump(_rotated(game, name, colour_set, tmp_path)), "utf-8")
    assert _sets_with(game, user)[name].members != colour_set.members
    plain, swapped = _first_page(game, part), _first_page(game, part, user)
    assert plain.size == swapped.size
    assert plain.tobytes() != swapped.tobytes()


def _sets_with(game: str, user) -> dict[str, ColourSet]:
    return colour_sets(load_layout(game, user))


def test_the_reviews_failures_are_fixed():
    """Issue 26: red/green and purple/blue pawns alike under deuteranopia, pink and blue
    bands one grey. Both sets now pass on colour alone in the default colours (the pawns
    also carry shapes; the bands their circle, triangle and square)."""
    sets = _sets("three-wise-words", False)
    bands = sets["bands"]
    assert closest_pair(bands)[0] >= MIN_DELTA_E  # was 0.8 (pink and blue in greyscale)
    pawns = sets["pawns"]
    assert pawns.marked
    assert closest_pair(pawns)[0] >= MIN_DELTA_E  # was 2.1 (purple/blue, deuteranopia)


def test_pawns_take_their_colours_names_and_marks_from_the_material():
    layout = load_layout("three-wise-words")
    spec = layout.material("pawns")
    pawns = colour_sets(layout)["pawns"]
    assert [m.colour for m in pawns.members] == spec["colours"]
    assert [m.name for m in pawns.members] == spec["names"]
    assert [m.mark for m in pawns.members] == spec["marks"]
    saver = colour_sets(load_layout("three-wise-words", ink_saver=True))["pawns"]
    assert all(s.colour != m.colour for s, m in zip(saver.members, pawns.members,
                                                    strict=True))  # printed as tints
