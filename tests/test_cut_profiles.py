"""The cutter profiles (layouts/cutters/*.yaml) are data checked by their schema."""

from __future__ import annotations

import pytest

from wisegen.core.schemas import validate_named
from wisegen.core.yamlsafe import load_file, loads
from wisegen.errors import UsageError
from wisegen.render.cutters import cutters, load_cutter
from wisegen.resources import layouts_dir


def test_every_shipped_profile_is_valid_and_loads():
    assert cutters() == ["cricut", "silhouette"]
    for name in cutters():
        doc = load_file(layouts_dir() / "cutters" / f"{name}.yaml")
        assert validate_named(doc, "cutter") == []
        assert load_cutter(name).id == name


def test_silhouette_marks_and_safe_area_on_a4():
    cutter = load_cutter("silhouette")
    square, *legs = cutter.mark_shapes(210, 297)
    assert (square.x, square.top, square.width) == (10, 287, 5)
    assert {(leg.width, leg.height) for leg in legs} == {(20, 0.5), (0.5, 20)}
    safe = cutter.safe_area(210, 297)
    assert (safe.x, safe.y, safe.right, safe.top) == (13.5, 13.5, 196.5, 283.5)


@pytest.mark.parametrize("text, where", [
    ("id: x\nname: X\nkind: registration\npapers: [a4]\ngap: 1\nbleed: 1\n", "marks"),
    ("id: x\nname: X\nkind: outline\npapers: [a4]\ngap: 1\ndpi: 300\n", "max_image"),
    ("id: x\nname: X\nkind: outline\npapers: [a4]\ngap: 1\ndpi: 300\n"
     "max_image: {width: 10, height: 10}\nblade: 2\n", "blade"),
])
def test_a_broken_profile_is_refused_with_its_line(text, where):
    problems = validate_named(loads(text, "broken.yaml"), "cutter")
    assert problems and any(where in p.message or where in str(p.path) for p in problems)


def test_an_unknown_cutter_is_a_usage_error():
    with pytest.raises(UsageError, match="choose from: cricut, silhouette"):
        load_cutter("plotter")
