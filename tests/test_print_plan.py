"""The combined PDF as one print job: the cover on page 1, the print plan on page 2 (the
cover's back), a bookmark for the cover and one per material,
every material on fresh sheets; and the kit-wide print defects of issue 13."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import kit_languages, print_report, registry_games
from tests.pdfimage import pixel, render
from wisegen.games.registry import get_game
from wisegen.render.calibration import ruler_labels
from wisegen.render.fonts import text_width
from wisegen.render.imposition import impose
from wisegen.render.kit_text import scope_text
from wisegen.render.layout import load_layout
from wisegen.render.marks import crop_mark_segments
from wisegen.render.rules_card import RULES_CARD
from wisegen.render.units import MM
from wisegen.render.writers import plan
from wisegen.usecases.printing import PrintRequest, build_kit, materials_of, render_request

PLAN = 1
"""The plan's page index in the combined PDF: the back of the cover."""


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    """The default Three Wise Words kit: every material's PDF and the combined one."""
    out = tmp_path_factory.mktemp("kit")
    report = print_report(out, "three-wise-words")
    built, ctx = build_kit(PrintRequest(get_game("three-wise-words")))
    return out, report, plan.combined(built), ctx


@pytest.fixture(scope="module", params=registry_games())
def game_kit(request, tmp_path_factory):
    """Each game's default kit, printed once: (game, out folder, report, plan, context)."""
    game = request.param
    out = tmp_path_factory.mktemp(game)
    report = print_report(out, game)
    built, ctx = build_kit(PrintRequest(get_game(game)))
    return game, out, report, plan.combined(built), ctx


def _combined(out: Path, game: str = "three-wise-words") -> PdfReader:
    return PdfReader(out / f"{game}-print-and-play.pdf")


@pytest.mark.registry
def test_page_two_is_the_plan_listing_every_material_with_its_pages(game_kit):
    game, out, report, whole, ctx = game_kit
    reader = _combined(out, game)
    first = reader.pages[PLAN].extract_text()
    assert ctx.text("plan.title") in first
    files = {f["material"]: f for f in report["files"]}
    assert [row.material for row in whole.rows] == [m for m in files if m != "combined"]
    for row in whole.rows:
        assert row.name in first.replace("\n", " ")
        assert plan.page_list(row.pages, ctx) in first.replace("\n", " ")
        # The pages listed are the material's own pages, in order, and nothing else (its
        # first and last pages compared, to keep the check quick for every game).
        own = PdfReader(files[row.material]["path"])
        assert len(row.pages) == len(own.pages)
        for index in sorted({0, len(own.pages) - 1}):
            assert reader.pages[row.pages[index] - 1].extract_text() == \
                own.pages[index].extract_text(), (row.material, index)
    # The plan's total is the combined file's sheets; each row's, the material's own.
    total = ctx.text("plan.total", sheets=files["combined"]["sheets"], paper="A4")
    assert total in first.replace("\n", " ")
    assert [row.sheets for row in whole.rows] == [files[row.material]["sheets"]
                                                  for row in whole.rows]


def test_the_plan_tells_double_from_single_sided(kit):
    out, report, _whole, _ctx = kit
    first = _combined(out).pages[PLAN].extract_text().replace("\n", " ")
    assert "Print plan" in first and f"{report['files'][-1]['sheets']} sheets of A4" in first
    assert "double-sided" in first and "single-sided" in first


def test_every_page_of_the_combined_file_is_its_materials(kit):
    """Page by page for Three Wise Words (the registry test compares each material's first
    and last pages for every game)."""
    out, report, whole, _ctx = kit
    reader = _combined(out)
    files = {f["material"]: f for f in report["files"]}
    for row in whole.rows:
        own = PdfReader(files[row.material]["path"])
        for number, page in zip(row.pages, own.pages, strict=True):
            assert reader.pages[number - 1].extract_text() == page.extract_text()


@pytest.mark.registry
def test_one_bookmark_per_material_titled_as_the_plan_lists_it(game_kit):
    game, out, _report, whole, ctx = game_kit
    reader = _combined(out, game)
    marks = [(o.title, reader.get_destination_page_number(o) + 1) for o in reader.outline]
    assert marks == [(ctx.text("cover.bookmark"), 1),
                     *((row.name, row.pages[0]) for row in whole.rows)]


@pytest.mark.registry
def test_every_material_starts_on_an_odd_page_and_every_sheet_has_its_back(game_kit):
    game, out, report, whole, _ctx = game_kit
    reader = _combined(out, game)
    assert len(reader.pages) % 2 == 0  # printed double-sided, no page shares a sheet
    assert report["files"][-1]["sheets"] * 2 == len(reader.pages)
    for row in whole.rows:
        assert row.pages[0] % 2 == 1, (row.name, row.pages[0])
    # A one-sided material's pages are all fronts: printed whole and double-sided, no
    # two of its pages (a board's tiles, a die, pawns) end up back to back.
    for row in whole.rows:
        if "single" in row.sides:
            assert all(n % 2 == 1 for n in row.pages), row
            for n in row.pages:
                assert "Left blank on purpose" in reader.pages[n].extract_text()


def test_three_wise_words_has_single_sided_materials(kit):
    _out, _report, whole, _ctx = kit
    assert [row for row in whole.rows if "single" in row.sides]


def test_a_french_kit_has_its_plan_in_french(tmp_path):
    out = tmp_path / "fr.pdf"
    print_report(out, "three-wise-words", "--lang", "fr")
    text = PdfReader(out).pages[PLAN].extract_text()
    assert "Plan d’impression" in text and "recto verso" in text
    for english in ("Print plan", "double-sided", "single-sided", "Material", "Paper"):
        assert english not in text, english


def test_fold_puts_four_poker_cards_on_an_a4_sheet(tmp_path):
    settings = load_layout("three-wise-words", overrides={"duplex": "fold"}).sheet
    layout = impose(settings)
    assert layout.per_sheet == 4
    # Fronts and backs mirror each other across the fold, on the sheet.
    for front, back in zip(layout.fronts, layout.backs, strict=True):
        assert min(front.x, back.x) >= 0 and max(front.right, back.right) <= layout.width
        assert front.x + back.right == pytest.approx(layout.width)
        assert front.right <= layout.width / 2 - settings.bleed + 1e-6
    report = print_report(tmp_path, "three-wise-words", "--only", "cards", "--duplex", "fold")
    cards = next(f for f in report["files"] if f["material"] == "cards")
    assert cards["sheets"] == 25  # 100 cards, 4 a sheet (it was 50 at 2 a sheet)


# --- plan keys: each game names its materials and says how to print them -------------

@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_material_has_its_plan_keys(game):
    """The plan names each material and says how to print it, in every kit language the
    game is translated into."""
    materials = materials_of(get_game(game))
    languages = [lang for lang in kit_languages() if scope_text(lang, game)]
    assert languages[:1] == ["en"], f"{game} has no English kit text"
    missing = [f"{lang}/{game}.yaml: {key}" for lang in languages
               for m in materials
               for key in (f"material.{m.name}", f"plan.{m.name}.stock", f"plan.{m.name}.how")
               if key not in scope_text(lang, game)]
    assert not missing, missing


# --- defects ---------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["three-wise-words", "just-one", "thricewise"])
def test_mini_deck_rules_card_backs_fill_the_poker_card(game, tmp_path):
    print_report(tmp_path, game, "--only", "rules", "--card", "mini")
    settings = load_layout(game, overrides={"card": "mini"}).sheet
    layout = impose(settings, *RULES_CARD)
    path = tmp_path / "rules.pdf"
    height = layout.height
    image = render(path, 1, 2.0)
    for trim in layout.backs[:1]:
        if game in ("three-wise-words", "just-one"):
            # Their rules cards have a paper-white back of their own (#32) in a frame 3 mm
            # inside the poker-sized trim: the frame shows on all four sides.
            mid_x, mid_y = trim.x + trim.width / 2, trim.y + trim.height / 2
            sides = [(trim.x + 3, mid_y), (trim.right - 3, mid_y), (mid_x, trim.y + 3),
                     (mid_x, trim.top - 3)]
            colours = {pixel(image, x, y, height, 2.0) for x, y in sides}
            assert all(max(c) < 160 for c in colours), colours
            continue
        corners = [(trim.x + 1.5, trim.y + 1.5), (trim.right - 1.5, trim.y + 1.5),
                   (trim.x + 1.5, trim.top - 1.5), (trim.right - 1.5, trim.top - 1.5)]
        colours = {pixel(image, x, y, height, 2.0) for x, y in corners}
        # The back's background reaches all four corners of the poker-sized card (a
        # mini-sized back left white paper in three of them).
        assert (255, 255, 255) not in colours, colours


def test_letter_short_edge_track_fits_one_sheet_and_its_title_the_page():
    request = PrintRequest(get_game("three-wise-words"), only=["track"],
                           sheet={"paper": "letter", "duplex": "short-edge"})
    _outputs, ctx, _ = render_request(request)
    kit, _ = build_kit(request)
    assert len(kit.materials["track"]) == 1  # it fits one A4 sheet, so one Letter sheet
    page = kit.materials["track"][0]
    for use in ctx.log.uses:
        if use.item == "page title":
            assert text_width(use.text, "bold", use.size) / MM <= page.width - 2 * 4, use


def test_a_long_tile_title_stays_on_the_page():
    from wisegen.render.sheet import title_lines

    size, lines = title_lines("Three Wise Words — Owl Track (30 spaces) — sheet 2/4 (row 1, "
                              "column 2); a much longer label in some language", 200)
    assert len(lines) <= 2 and all(text_width(line, "bold", size) / MM <= 200
                                   for line in lines)


def test_tiled_boards_have_a_cut_line_and_a_glue_band_in_each_overlap(tmp_path):
    print_report(tmp_path, "13-words", "--only", "board")
    reader = PdfReader(tmp_path / "board.pdf")
    assert len(reader.pages) == 2
    first, second = (page.extract_text() for page in reader.pages)
    lines = [first.splitlines(), second.splitlines()]
    assert "glue here" in lines[0] and "cut" not in lines[0]
    assert "cut" in lines[1] and "glue here" not in lines[1]
    # The band is drawn: hatching over the last 6 mm of the first sheet's window.
    image = render(tmp_path / "board.pdf", 0, 3.0)
    width, height = (float(b) / MM for b in reader.pages[0].mediabox[2:])
    column = [pixel(image, width - 4 - 3, height * 0.3 + n * 0.2, height, 3.0)
              for n in range(int(height * 0.4 / 0.2))]
    hatch = [c for c in column if min(c) > 110 and max(c) < 200 and max(c) - min(c) < 20]
    assert len(hatch) > 20, len(hatch)


def test_calibration_labels_include_zero_and_never_overlap(run, tmp_path):
    for flip in (True, False):
        labels = ruler_labels(100, 100, flip)
        assert sum(text == "0" for text, *_ in labels) == 2
        boxes = []
        for text, x, y, align in labels:
            w = text_width(text, "regular", 6) / MM
            left = x - w / 2 if align == "center" else x
            boxes.append((left, y, left + w, y + 2.2))
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    out = tmp_path / "cal.pdf"
    assert run("print", "calibration", "--lang", "fr", "--out", out).exit_code == 0
    reader = PdfReader(out)
    assert "RECTO" in reader.pages[0].extract_text()
    assert "+5" in reader.pages[1].extract_text() and "0" in reader.pages[1].extract_text()


def test_games_lists_optional_materials_apart(run):
    games = {g["id"]: g for g in json.loads(run("games", "--json").stdout)["games"]}
    thricewise = games["thricewise"]
    assert not any("mat" in item for item in thricewise["prints"])
    assert thricewise["optional"] == [{"name": "mat", "title": "6×6 placement mat"}]
    assert "(--only mat)" in run("games").stdout


def test_cropping_a_card_sheet_to_its_trimbox_keeps_every_crop_mark(kit):
    out, _report, _whole, _ctx = kit
    settings = load_layout("three-wise-words").sheet
    layout = impose(settings)
    segments = crop_mark_segments(layout.fronts, settings)
    for page in PdfReader(out / "cards.pdf").pages[:2]:
        for box in (page.trimbox, page.bleedbox, page.cropbox):
            left, bottom, right, top = (float(v) / MM for v in box)
            for x0, y0, x1, y1 in segments:
                assert left <= min(x0, x1) and max(x0, x1) <= right
                assert bottom <= min(y0, y1) and max(y0, y1) <= top


@pytest.mark.parametrize(("game", "material"), [("three-wise-words", "track"),
                                                ("13-words", "board")])
def test_a_tiled_board_takes_no_more_letter_sheets_than_a4(game, material):
    counts = {}
    for paper in ("a4", "letter"):
        kit, _ = build_kit(PrintRequest(get_game(game), only=[material],
                                        sheet={"paper": paper, "duplex": "short-edge"}))
        counts[paper] = len(kit.materials[material])
    assert counts["letter"] == counts["a4"], counts


def test_contact_sheet_headings_are_in_the_kits_language():
    from wisegen.render.writers.sheet import SheetWriter

    kit, _ = build_kit(PrintRequest(get_game("three-wise-words"), language="fr"))
    labels = [section.label for section in SheetWriter()._sections(kit)]
    assert any("100 cartes, 1 dos" in label for label in labels), labels
    # (the material names are the game's kit text, English until the game translates it)
    counts = [label.rsplit(" : ", 1)[1] for label in labels]
    assert not any(re.search(r"\b(cards?|backs?)\b", count) for count in counts), counts
