"""The print-shop profiles: the shipped files hold the services' published template
sizes, a broken file is refused at its line and column, and a fourth shop is a file."""

from __future__ import annotations

from pathlib import Path

import pytest

from wisegen.errors import ContentError, UsageError
from wisegen.render.shops import load_shop, load_shop_file, shops, shops_dir

INCH = 25.4


def test_the_shipped_shops_are_listed() -> None:
    assert {"drivethrucards", "thegamecrafter", "makeplayingcards",
            "printerstudio"} <= set(shops())


@pytest.mark.parametrize(("shop", "pixels"), [("thegamecrafter", (825, 1125)),
                                               ("makeplayingcards", (822, 1122)),
                                               ("printerstudio", (815, 1110))])
def test_poker_templates_in_pixels(shop: str, pixels: tuple[int, int]) -> None:
    profile = load_shop(shop)
    poker = profile.product("poker")
    assert poker.pixels == pixels
    assert profile.delivery.kind == "images" and profile.delivery.dpi == 300
    assert tuple(round(side / INCH * 300) for side in poker.page) == pixels


def test_drivethrucards_is_one_cmyk_pdfx_file_with_bleed() -> None:
    dtc = load_shop("drivethrucards")
    assert (dtc.delivery.kind, dtc.delivery.pdfx, dtc.delivery.colour) == (
        "pdf", "PDF/X-1a:2003", "cmyk")
    poker = dtc.product("poker")
    assert poker.page == pytest.approx((2.75 * INCH, 3.75 * INCH))
    assert poker.safe == pytest.approx(INCH / 8)
    assert dtc.delivery.max_ink == 300


def test_lengths_in_every_unit() -> None:
    tgc = load_shop("thegamecrafter")
    assert tgc.product("poker").bleed == pytest.approx(3.175)
    assert tgc.limits.min_text_pt == pytest.approx(6)
    assert tgc.limits.min_line_pt == pytest.approx(0.25)
    assert load_shop("printerstudio").product("poker").bleed == pytest.approx(3.0)


@pytest.mark.parametrize(("card", "product", "turned"), [
    ((63, 88), "poker", False), ((64, 40), "mini", True), ((70, 120), "tarot", False),
    ((88, 63), "poker", True), ((44, 63), "mini", False), ((89, 89), "square", False)])
def test_the_nearest_product(card: tuple[float, float], product: str, turned: bool) -> None:
    chosen, was_turned = load_shop("thegamecrafter").nearest(*card)
    assert (chosen.id, was_turned) == (product, turned)


def test_an_unknown_shop_names_the_others() -> None:
    with pytest.raises(UsageError, match="thegamecrafter"):
        load_shop("kinkos")


EUROPEAN = """\
id: eurocards
name: Euro Cards
template: "a European shop's template, 3 mm bleed"
delivery:
  kind: images
  colour: rgb
  pages: fronts-then-backs
  naming: "{game}/{side}/{index:03d}.jpg"
  dpi: 300
  image_type: jpg
limits:
  min_text: 2.5mm
products:
  - id: skat
    name: "Skat cards, 59 x 91 mm"
    trim: [59mm, 91mm]
    bleed: 3mm
    safe: 4mm
    pixels: [768, 1146]
"""


def test_a_fourth_shop_is_a_file(tmp_path: Path) -> None:
    path = tmp_path / "eurocards.yaml"
    path.write_text(EUROPEAN)
    shop = load_shop_file(path)
    skat = shop.product("skat")
    assert skat.trim == (59, 91) and skat.bleed == 3 and skat.pixels == (768, 1146)
    assert shop.limits.min_text_pt == pytest.approx(2.5 / INCH * 72)
    assert shop.nearest(63, 88)[0] is skat


@pytest.mark.parametrize(("change", "where", "words"), [
    (("    pixels: [768, 1146]", "    pixels: [825, 1125]"), ":19:", "trim plus bleed"),
    (("    safe: 4mm", "    safe: 4mm\n    corner: 3mm"), ":19:", "corner"),
    (("    bleed: 3mm", "    bleed: 3 mm"), ":17:", "bleed"),
    (("id: eurocards", "id: other"), ":1:", "file's name"),
    (("{index:03d}", "{number}"), ":8:", "number"),
    (("  kind: images", "  kind: tiff"), ":5:", "kind"),
])
def test_a_broken_shop_file_is_refused_where_it_is_wrong(
        tmp_path: Path, change: tuple[str, str], where: str, words: str) -> None:
    path = tmp_path / "eurocards.yaml"
    path.write_text(EUROPEAN.replace(*change))
    with pytest.raises(ContentError) as caught:
        load_shop_file(path)
    shown = "\n".join(problem.render() for problem in caught.value.problems)
    assert f"{path}{where}" in shown and words in shown, shown


def test_every_shipped_file_is_valid() -> None:
    for path in sorted(shops_dir().glob("*.yaml")):
        assert load_shop_file(path).id == path.stem


@pytest.mark.parametrize(("game", "card"), [
    ("three-wise-words", (63.5, 88.9)), ("just-one", (63.5, 88.9)),
    ("thricewise", (63.5, 88.9)), ("13-words", (63.5, 44.45))])
def test_each_games_deck_is_built_at_its_nearest_product(game: str,
                                                         card: tuple[float, float]) -> None:
    from wisegen.render.writers.shop import shop_sheet

    for shop in ("drivethrucards", "thegamecrafter"):
        sheet = shop_sheet(game, shop, None, {"card": None, "bleed": None})
        assert (sheet["card"]["width"], sheet["card"]["height"]) == pytest.approx(card)
        assert sheet["bleed"] == sheet["safe"] == pytest.approx(3.175)


def test_a_card_asked_for_picks_its_own_product() -> None:
    from wisegen.render.writers.shop import shop_sheet

    sheet = shop_sheet("just-one", "makeplayingcards", None, {"card": "tarot"})
    assert (sheet["card"]["width"], sheet["card"]["height"]) == pytest.approx((69.85, 120.65))
    assert sheet["bleed"] == pytest.approx(0.12 * 25.4)


def test_a_broken_shop_file_of_ones_own_is_one_line_and_touches_no_other_format(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run) -> None:
    from wisegen.render.shops import SHOPS_ENV
    from wisegen.render.writers import export_formats, is_shop

    folder = tmp_path / "shops"
    folder.mkdir()
    (folder / "broken.yaml").write_text(EUROPEAN.replace("id: eurocards", "id: broken")
                                        .replace("bleed: 3mm", "bleed: lots"))
    (folder / "png.yaml").write_text(EUROPEAN.replace("id: eurocards", "id: png"))
    monkeypatch.setenv(SHOPS_ENV, str(folder))
    assert "broken" in export_formats() and not is_shop("png")
    result = run("export", "--game", "just-one", "--format", "broken", "--out",
                 str(tmp_path / "out"))
    assert result.exit_code == 2
    assert f"{folder / 'broken.yaml'}:17:" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "out").exists()
