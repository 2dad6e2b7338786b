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


def test_every_material_says_whether_it_holds_cards():
    """`Material.cards` is what a cutter's export builds: it must say exactly which of a
    game's materials put cards in the kit."""
    from wisegen.games.registry import all_games, get_game
    from wisegen.usecases.printing import PrintRequest, build_kit, materials_of

    for game_id in sorted(all_games()):
        game = get_game(game_id)
        materials = materials_of(game)
        kit, _ = build_kit(PrintRequest(game, only=[m.name for m in materials]))
        declared = {m.name for m in materials if m.cards}
        assert declared == {name for name in kit.materials if kit.cards(name)}, game_id


@pytest.mark.parametrize("fmt,built", [("cricut", False), ("silhouette", False),
                                       ("png", True)])
def test_a_cutters_export_builds_only_the_cards(monkeypatch, tmp_path, fmt, built):
    """The rulebook, tents and score sheet of Just One are never drawn for a cutting
    machine, so they are not built (24 ms of a first export); a PNG export builds them."""
    from dataclasses import replace

    from wisegen.games.registry import get_game
    from wisegen.usecases import printing
    from wisegen.usecases.exporting import run_export

    game = get_game("just-one")
    called: list[str] = []

    def recorded(material):
        def build(ctx):
            called.append(material.name)
            return material.build(ctx)
        return replace(material, build=build)

    materials = tuple(recorded(m) for m in printing.materials_of(game))
    monkeypatch.setattr(printing, "materials_of", lambda _game: materials)
    monkeypatch.setenv("WISEGEN_CACHE_DIR", str(tmp_path / "cache"))
    result = run_export(printing.PrintRequest(
        game, only=["cards", "rulebook", "sheet"], out=tmp_path / "out", format=fmt))
    assert result.files
    assert ("rulebook" in called) is built and ("sheet" in called) is built
    assert "cards" in called
