"""The print-and-play files: the print plan on page 1 as steps, a bookmark per material,
every sheet used (issue 26); and the kit-wide print defects of issue 13."""

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
from wisegen.render.rules_card import RULES_CARD
from wisegen.render.units import MM
from wisegen.render.writers import plan
from wisegen.usecases.printing import PrintRequest, build_kit, materials_of, render_request

PLAN = 1
"""The plan's page index in the double-sided file: on the cover's back."""


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    """The default Three Wise Words kit: every material's PDF and the print-and-play files."""
    out = tmp_path_factory.mktemp("kit")
    report = print_report(out, "three-wise-words")
    built, ctx = build_kit(PrintRequest(get_game("three-wise-words")))
    return out, report, plan.combined(built), ctx


@pytest.fixture(scope="module", params=registry_games())
def game_kit(request, tmp_path_factory):
    """Each game's default kit, printed once: (game, out folder, report, files, context)."""
    game = request.param
    out = tmp_path_factory.mktemp(game)
    report = print_report(out, game)
    built, ctx = build_kit(PrintRequest(get_game(game)))
    return game, out, report, plan.combined(built), ctx


def _combined(out: Path, game: str = "three-wise-words") -> PdfReader:
    return PdfReader(out / f"{game}-print-and-play.pdf")


def _plan_text(out: Path, game: str = "three-wise-words") -> str:
    return " ".join(_combined(out, game).pages[PLAN].extract_text().split())


def _files(report: dict) -> dict:
    return {f["material"]: f for f in report["files"]}


@pytest.mark.registry
def test_page_one_is_the_plan_naming_every_material_and_its_pages(game_kit):
    game, out, report, whole, ctx = game_kit
    first = _plan_text(out, game)
    assert ctx.text("plan.title") in first
    files = _files(report)
    for material in whole_materials(report):
        shown = whole.pages_of(material)
        assert shown, material  # every material is in a print-and-play file
        name = " ".join(whole_name(report, material, ctx).split())
        assert name in first, (material, first)
    # The plan's total is the sheets of paper the files take (a pad counted per copy).
    total = ctx.text("plan.total", sheets=sum(
        f["sheets"] for m, f in files.items() if m in ("combined", "single-sided")),
        paper="A4")
    assert total in first


def whole_name(report: dict, material: str, ctx) -> str:
    return ctx.strings.get(f"material.{material}", material)


@pytest.mark.registry
def test_every_page_of_a_print_and_play_file_is_used(game_kit):
    """A double-sided print of the main file leaves at most one page blank (the back of
    the rules when the reading pages are odd); the single-sided file has none. Every
    card sheet's fronts fall on an odd page, so its back is the other side of its sheet."""
    game, _out, report, whole, _ctx = game_kit
    files = _files(report)
    blank = 0
    for file in whole.files.values():
        blank += sum(page.label == "blank" for page in file.pages)
        if file.double:
            assert len(file.pages) % 2 == 0
            for n, page in enumerate(file.pages):
                assert page.back == (n % 2 == 1) or page.booklet or page.label in (
                    "blank", "print plan"), (n, page.label)
        else:
            assert not any(page.back for page in file.pages)
    assert blank <= 1
    single = files.get("single-sided")
    assert (single is not None) == ("single-sided" in whole.files)
    if single:
        assert Path(single["path"]).name == f"{game}-print-and-play-single-sided.pdf"


@pytest.mark.registry
def test_one_bookmark_per_material_in_each_file(game_kit):
    game, out, report, whole, _ctx = game_kit
    for key, name in plan.file_names(game).items():
        if key not in whole.files:
            continue
        reader = PdfReader(out / name)
        marks = [(o.title, reader.get_destination_page_number(o) + 1) for o in reader.outline]
        expected = sorted(((whole_name(report, m, _ctx), pages[0])
                           for m in whole_materials(report)
                           if (pages := whole.pages_of(m).get(key))), key=lambda x: x[1])
        if key == "main":  # the cover's bookmark opens the double-sided file
            expected.insert(0, (_ctx.text("cover.bookmark"), 1))
        assert sorted(marks, key=lambda x: x[1]) == expected


def whole_materials(report: dict) -> list[str]:
    return [f["material"] for f in report["files"]
            if f["material"] not in ("combined", "single-sided", "calibration")]


def test_three_wise_words_small_parts_share_a_sheet_and_the_pad_is_one_page(kit):
    out, _report, whole, _ctx = kit
    single = whole.files["single-sided"]
    die = whole.pages_of("die")["single-sided"]
    assert die == whole.pages_of("pawns")["single-sided"]  # one sheet for both
    pad = whole.pages_of("pad")["single-sided"]
    assert len(pad) == 1 and single.pages[pad[0] - 1].copies == 4
    text = _plan_text(out)
    assert f"Page {pad[0]} of the single-sided file" in text
    assert "4 copies" in text and "print one per team" in PdfReader(
        out / "three-wise-words-print-and-play-single-sided.pdf").pages[pad[0] - 1].extract_text()
    # The rules cards fill the last sheet of word cards: 104 cards, 12 sheets of 9.
    cards = whole.pages_of("cards")["main"]
    assert whole.pages_of("rules")["main"] == cards[-2:]
    assert len(cards) == 24


def test_the_plan_tells_double_from_single_sided(kit):
    out, report, _whole, _ctx = kit
    first = _plan_text(out)
    files = _files(report)
    paper = files["combined"]["sheets"] + files["single-sided"]["sheets"]
    assert "Print plan" in first and f"{paper} sheets of A4" in first
    assert "double-sided" in first and "single-sided" in first


def _steps(text: str) -> list[str]:
    """The plan's steps, "1. Pages 1–3 of this file — double-sided, …", split apart."""
    return [step for step in re.split(r"\s(?=\d+\. Pages? )", text) if
            re.match(r"\d+\. Pages? ", step)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge", "fold"])
def test_every_variant_plan_is_consistent(paper, duplex, tmp_path):
    """Issue 26: a fold plan said "one side only" and "double-sided" on one page; a
    Letter plan said "sheets of LETTER". Each step prints one way; the paper is named
    as people name it; the calibration sheet is there when backs must register."""
    out = tmp_path / "kit.pdf"
    report = print_report(out, "three-wise-words", "--paper", paper, "--duplex", duplex)
    text = " ".join(PdfReader(out).pages[PLAN].extract_text().split())
    assert f"sheets of {'Letter' if paper == 'letter' else 'A4'}." in text
    assert "LETTER" not in text
    assert ("A4" in text) == (paper == "a4")
    steps = _steps(text)
    assert steps, text
    for step in steps:
        head = step.split(" – ")[0]
        assert ("double-sided" in head) != ("single-sided" in head), head
    if duplex == "fold":
        assert "double-sided" not in text and "Page" in text
        assert "fold each card sheet" in text
        assert len(report["files"]) == 1  # one file, every page one-sided
    else:
        edge = duplex.replace("-", " ")
        assert f"flip on the {edge}" in text
        assert "calibration" in text
        assert {f["material"] for f in report["files"]} == {"combined", "single-sided"}
    for tool in ("wisegen", "--", "print calibration"):
        assert tool not in text, tool


def test_offsets_from_the_calibration_sheet_are_in_the_plan(tmp_path):
    out = tmp_path / "kit.pdf"
    print_report(out, "three-wise-words", "--only", "cards", "--offset-x", "0.5",
                 "--offset-y", "-1")
    text = " ".join(PdfReader(out).pages[PLAN].extract_text().split())
    assert "shifted 0.5 mm across and -1 mm up" in text and "calibration" in text


def test_a_childrens_plan_speaks_of_one_word_per_card(tmp_path):
    out = tmp_path / "kit.pdf"
    print_report(out, "three-wise-words", "--children")
    text = " ".join(PdfReader(out).pages[PLAN].extract_text().split())
    assert "three" not in text.lower() or "Three Wise Words" in text
    assert "three secret words" not in text and "one word to find" in text


def test_the_cover_goes_before_the_plan_and_the_plan_counts_it():
    """The cover (render/writers/cover.py) comes first, the plan on its back, and the
    plan's first step counts the cover."""
    built, ctx = build_kit(PrintRequest(get_game("three-wise-words")))
    whole = plan.combined(built)
    main = whole.files["main"]
    assert main.pages[1].label == "print plan" and main.pages[0].label != "print plan"
    assert whole.plan_index == PLAN == 1
    steps = plan.steps(built, ctx, whole)
    assert steps[0].head.startswith("Pages 1–") and "cover" in steps[0].lines[0]
    assert len(main.pages) % 2 == 0


def test_a_french_kit_has_its_plan_in_french(tmp_path):
    out = tmp_path / "fr.pdf"
    print_report(out, "three-wise-words", "--lang", "fr")
    text = PdfReader(out).pages[PLAN].extract_text()
    assert "Plan d’impression" in text and "recto verso" in text
    text = re.sub(r"\S+\.pdf", "", text)  # the files' names are the same in every language
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
        assert front.right <= layout.width / 2 - layout.bleed + 1e-6
    report = print_report(tmp_path, "three-wise-words", "--only", "cards", "--duplex", "fold")
    cards = next(f for f in report["files"] if f["material"] == "cards")
    assert cards["sheets"] == 25  # 100 cards, 4 a sheet (it was 50 at 2 a sheet)


def test_nine_cards_a_sheet_in_the_kit(kit):
    _out, report, _whole, _ctx = kit
    cards = _files(report)["cards"]
    assert (cards["pages"], cards["sheets"]) == (24, 12)  # 100 cards, 9 a sheet (was 13)


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
    segments = layout.mark_segments(layout.fronts)
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


def test_a_deck_of_another_size_starts_under_the_last_cards():
    """13 Words: the Captain token (100 x 70 mm) goes under the last 14 word cards
    (64 x 40 mm) on their sheet, its back registered behind it, and each block's crop
    marks stay off the other block's cards."""
    from wisegen.render.imposition import stacked

    built, _ctx = build_kit(PrintRequest(get_game("13-words")))
    whole = plan.combined(built)
    cards = whole.pages_of("cards")["main"]
    assert whole.pages_of("token")["main"] == cards[-2:]
    settings = load_layout("13-words").sheet
    upper = impose(settings)
    used = 224 % upper.per_sheet
    pair = stacked(settings, upper, used, 100, 70)
    assert pair is not None
    above, below = pair
    token = below.fronts[0]
    assert token.top + below.bleed < min(r.y for r in above.fronts[:used]) - above.bleed
    assert below.backs[0].x == pytest.approx(below.width - token.right)
    everything = [r.grow(above.bleed) for r in above.fronts[:used]] + [token.grow(below.bleed)]
    segments = above.mark_segments(above.fronts[:used]) + below.mark_segments(
        below.fronts[:1])
    assert segments
    for x0, y0, x1, y1 in segments:
        for r in everything:
            assert not (r.x < max(x0, x1) and min(x0, x1) < r.right and r.y < max(y0, y1)
                        and min(y0, y1) < r.top), (x0, y0, x1, y1, r)


def test_cards_without_backs_print_flat_in_a_fold_kit():
    """Mistrz Słowa's two A6 cards have no backs: with --duplex fold they still share one
    sheet (folding would have put one card on a sheet, its other half empty)."""
    built, ctx = build_kit(PrintRequest(get_game("mistrz-slowa"),
                                        sheet={"duplex": "fold"}))
    assert len(built.materials["scoring"]) == 1
    assert "105 × 148 mm, 2 na arkuszu" in plan.card_note(built, ctx)  # Polish by default


def test_the_calibration_sheet_the_plan_names_is_in_the_kit_folder(tmp_path):
    """The plan tells a double-sided kit's printer to print calibration.pdf: it is written
    beside the print-and-play files, for the kit's paper and turn, in its language; a
    kit with nothing to print on both sides (fold, or no backs) has neither."""
    report = print_report(tmp_path / "fr", "three-wise-words", "--lang", "fr",
                          "--paper", "letter", "--duplex", "short-edge")
    files = _files(report)
    sheet = PdfReader(files["calibration"]["path"])
    assert Path(files["calibration"]["path"]).name == "calibration.pdf"
    assert len(sheet.pages) == 2 and "calage recto verso" in sheet.pages[0].extract_text()
    width, height = (float(b) / MM for b in sheet.pages[0].mediabox[2:])
    assert (round(width, 1), round(height, 1)) == (215.9, 279.4)
    assert "bord court" in sheet.pages[0].extract_text()  # the short edge, as printed
    assert "calibration.pdf" in _plan_text(tmp_path / "fr")
    for game, args in (("three-wise-words", ("--duplex", "fold")), ("mistrz-slowa", ())):
        out = tmp_path / game / "-".join(args)
        report = print_report(out, game, *args)
        assert "calibration" not in _files(report)
        assert "calibration.pdf" not in " ".join(
            " ".join(p.extract_text().split()) for p in _combined(out, game).pages[:2])
