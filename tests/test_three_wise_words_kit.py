"""The Three Wise Words kit as a player meets it: in French or Polish with no English, for children
with no die, pawns that fit the track, rules to play from, keys that survive greyscale,
and an ink-saver variant. Kits are built in memory and read back (drawn text, PDF text,
rendered pixels)."""

from __future__ import annotations

import io
import re
from functools import cache

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from wisegen.errors import ContentError
from wisegen.games.content import check_file
from wisegen.games.registry import get_game
from wisegen.games.three_wise_words.art import foot_height
from wisegen.games.three_wise_words.board import (
    CLEARANCE,
    INSET,
    PAWN_GAP,
    START_CELLS,
    four_on_a_square,
    track_cells,
)
from wisegen.render.colour import AA_CONTRAST, contrast, luminance
from wisegen.render.distinct import colour_sets
from wisegen.render.imposition import impose
from wisegen.render.kit_text import scope_text
from wisegen.render.layout import load_layout
from wisegen.render.units import MM
from wisegen.resources import content_dir, layouts_dir
from wisegen.usecases.printing import PrintRequest, build_kit, materials_of, render_request

GAME = "three-wise-words"
TITLE_WORDS = {"three", "wise", "words"}
"""The game's own title, which stays English in every kit."""
ENGLISH = {"the", "and", "with", "cut", "fold", "glue", "team", "teams", "owl", "owls",
           "turn", "clue", "clues", "card", "cards", "rules", "start", "finish", "pink",
           "yellow", "blue", "sheet", "spaces", "writer", "seeker", "print", "actual",
           "size", "answer", "pad", "each", "your", "word", "die", "fronts", "backs",
           "red", "green", "purple", "summary", "made"}
"""Common English words of a Three Wise Words kit that French and Polish never use."""
ALSO_NATIVE = {"fr": set(), "pl": {"start"}}
"""Words of ENGLISH that the language uses too: a Polish Owl Track starts at START."""
PRINTED = {"fr": ["Bloc de réponses", "Indice 1", "ROSE", "DÉPART", "Plan d’impression"],
           "pl": ["Bloczek odpowiedzi", "Wskazówka 1", "RÓŻOWY", "ŻÓŁTY", "META",
                  "Plan druku", "Sowi Tor"]}
"""Text each translated kit must print (from its kit text and answer pad)."""
PAD_TITLE = {"fr": "Bloc de réponses", "pl": "Bloczek odpowiedzi"}
RULES = content_dir() / GAME
RULES_PACKS = [RULES / "rules.yaml", RULES / "rules.fr.yaml", RULES / "rules.pl.yaml",
               RULES / "children" / "rules.yaml", RULES / "children" / "rules.fr.yaml",
               RULES / "children" / "rules.pl.yaml"]
NEEDED = {"en": ["setup", "writer", "seeker", "found", "missed", "space", "owl", "one word",
                 "finish"],
          "fr": ["mise en place", "scribe", "chercheur", "trouvé", "raté", "case", "hibou",
                 "un seul mot", "arrivée"],
          "pl": ["przygotowanie", "skryb", "szukając", "zgadł", "nie zgadł", "pole", "sow",
                 "jedno słowo", "mecie"]}
"""Words each rules card needs: setup, the two roles, both scorings, owls, clues, the end."""
DIE = {"en": (r"\bdie\b", "no die"), "fr": (r"\bdé\b", "pas de dé"),
       "pl": (r"\bkostk\w*", "bez kostki")}
"""(the die as a pattern, how the children's card says there is none) per language."""


def _kit(**request):
    """(outputs by material, the print context) of one kit built in memory."""
    outputs, ctx, _writer = render_request(PrintRequest(get_game(GAME), **request))
    return {o.material: o for o in outputs}, ctx


def _pdf_text(output) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(output.data)).pages)


def _tokens(text: str) -> set[str]:
    """Lower-case words, letters of any alphabet (ł and ś do not split a Polish word)."""
    return {t.lower() for t in re.findall(r"[^\W\d_]+", text)}


@cache
def _translated(language: str):
    """The kit in `language`, built once for all the tests that read it."""
    return _kit(language=language)


def _english_only_words(language: str) -> set[str]:
    """Words of the English kit text and rules that `language`'s ones never use."""
    def words(lang: str, rules: str) -> set[str]:
        return _tokens(" ".join([*scope_text(lang, GAME).values(),
                                 *scope_text(lang, "common").values(),
                                 (RULES / rules).read_text("utf-8")]))
    return words("en", "rules.yaml") - words(language, f"rules.{language}.yaml") - TITLE_WORDS


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_translated_kit_draws_no_english(language):
    _outputs, ctx = _translated(language)
    banned = (_english_only_words(language) | ENGLISH) - ALSO_NATIVE[language]
    assert {"cut", "seeker", "finish", "pink"} <= banned  # the check can bite
    found = {}
    for use in ctx.log.uses:
        if use.item.startswith("cards["):
            continue  # the words pack's own words
        for token in (_tokens(use.text) - TITLE_WORDS) & banned:
            found.setdefault(token, use.item)
    assert not found, found


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_translated_pdf_text_has_no_english_words(language):
    """The PDF text layer too: it includes what is drawn outside lettering (the pad)."""
    outputs, _ctx = _translated(language)
    text = _pdf_text(outputs["combined"]) + "\n" + _pdf_text(outputs["single-sided"])
    assert [s for s in PRINTED[language] if s not in text] == []
    english = (_tokens(text) - TITLE_WORDS - ALSO_NATIVE[language]) & ENGLISH
    assert not english, english


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_translated_pad_comes_from_its_own_pad_pack(language):
    _outputs, ctx = _translated(language)
    pad = ctx.pack("pad")
    assert pad.language == language and pad.data["title"] == PAD_TITLE[language]


def test_every_material_has_its_print_plan_text_in_english_french_and_polish():
    names = [m.name for m in materials_of(get_game(GAME))]
    assert "rulebook" in names
    for language in ("en", "fr", "pl"):
        text = scope_text(language, GAME)
        for name in names:
            for key in (f"material.{name}", f"plan.{name}.stock", f"plan.{name}.how"):
                assert text.get(key), f"{language}: {key}"


@pytest.mark.parametrize("path", RULES_PACKS, ids=lambda p: str(p.relative_to(RULES)))
def test_rules_packs_are_valid_and_the_card_is_playable(path):
    report = check_file(path)
    assert not [p for p in report.problems if p.severity == "error"], report.problems
    import yaml

    rules = yaml.safe_load(path.read_text("utf-8"))
    card = " ".join(f"{s['heading']} {s['text']}" for s in rules["sections"]).lower()
    # Setup, the two roles, a turn, both scorings, owl movement, clue rules, the end.
    assert [w for w in NEEDED[rules["language"]] if w not in card] == []
    die, no_die = DIE[rules["language"]]
    if "children" in path.parts:  # no die, and the card says so
        assert no_die in card and not re.search(die, card.replace(no_die, ""))
    else:
        assert re.search(die, card)


@pytest.mark.parametrize("request_args", [{}, {"language": "fr"}, {"language": "pl"},
                                          {"options": {"children": True}},
                                          {"options": {"children": True}, "language": "fr"},
                                          {"options": {"children": True}, "language": "pl"}],
                         ids=["en", "fr", "pl", "children", "children-fr", "children-pl"])
def test_rulebook_holds_250_words_on_one_or_two_pages(request_args):
    outputs, ctx = _kit(only=["rulebook"], **request_args)
    pages = outputs["rulebook"].pages
    words = sum(len(u.text.split()) for u in ctx.log.uses if u.item == "rulebook")
    assert 1 <= pages <= 2 and words >= 250, (pages, words)
    headings = [u.text for u in ctx.log.uses if u.item == "rulebook" and u.size >= 12]
    assert len(headings) >= 6  # components, setup, turn, scoring, owls, end...


def test_childrens_kit_has_no_die_one_word_cards_and_the_childrens_rules():
    kit, ctx = build_kit(PrintRequest(get_game(GAME), options={"children": True}))
    assert "die" not in kit.materials
    assert set(kit.materials) == {"cards", "track", "pawns", "pad", "rules", "rulebook"}
    _outputs, ctx = _kit(options={"children": True}, only=["cards", "rules", "rulebook"])
    slots = {u.item.split(".")[-1] for u in ctx.log.uses if u.item.startswith("cards[")}
    assert slots == {"yellow"}
    titles = {u.text for u in ctx.log.uses if u.item == "rules.title"}
    assert titles == {"Three Wise Words for children"}
    body = " ".join(u.text for u in ctx.log.uses if u.item in ("rules.body", "rulebook"))
    assert "rolls the die" not in body and "No die" in body


def test_asking_for_the_die_of_a_childrens_kit_is_a_one_line_error(run, tmp_path):
    result = run("print", "-g", "3ww", "--children", "--only", "die", "--out", tmp_path)
    assert result.exit_code == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "nothing to print: die" in result.stderr
    assert not list(tmp_path.iterdir())


def test_four_pawns_stand_side_by_side_on_start_and_share_a_square():
    layout = load_layout(GAME)
    track = layout.material("track")
    size, spaces, columns = float(track["space"]), int(track["spaces"]), int(track["columns"])
    pawns = layout.material("pawns")
    width, depth = float(pawns["width"]), 2 * foot_height(float(pawns["height"]))
    cells = track_cells(spaces, columns, size)
    assert len(cells) == spaces + 1
    start_inner = cells[0][2] - 2 * INSET  # squares are drawn INSET in from their cell
    assert cells[0][2] == START_CELLS * size
    assert 4 * width + 3 * PAWN_GAP <= start_inner  # the review's 29.7 mm pawns failed here
    assert depth <= size - 2 * INSET
    # Two by two on a square with CLEARANCE to spare on every side: the 13 mm pawns of
    # issue 27 overhung (2 x 13 + 1 mm in a 27.5 mm square left nothing for hand cutting).
    room, deep = four_on_a_square(width, depth)
    assert room == 2 * width + PAWN_GAP + 2 * CLEARANCE and CLEARANCE >= 1
    assert room <= size - 2 * INSET and deep <= size - 2 * INSET
    # The owls never touch: cells do not overlap and every space is a square.
    assert all(w == size for _x, _y, w in cells[1:])
    spots = {(round(x), round(y)) for x, y, _w in cells}
    assert len(spots) == len(cells)


def test_pawns_too_wide_to_share_a_square_are_refused(tmp_path):
    """The 13 mm pawns of issue 27 fit START but overhung a square four to a square: such
    a layout is refused at its pawn width, not printed."""
    user = tmp_path / "layout.yaml"
    user.write_text("materials:\n  pawns: {width: 13}\n", "utf-8")
    with pytest.raises(ContentError) as caught:
        build_kit(PrintRequest(get_game(GAME), layout_file=user, only=["track"]))
    assert "four pawns on one square" in str(caught.value)
    assert "layout.yaml:2" in str(caught.value)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_owl_track_fits_one_sheet(paper):
    kit, _ctx = build_kit(PrintRequest(get_game(GAME), sheet={"paper": paper},
                                       only=["track"]))
    assert len(kit.materials["track"]) == 1


def test_pawn_strips_are_printed_at_the_layout_width():
    """Measure the four strips on the rendered sheet: the defect was in the drawing."""
    outputs, _ctx = _kit(only=["pawns"])
    page = pdfium.PdfDocument(outputs["pawns"].data)[0]
    scale = 4
    image = page.render(scale=scale).to_pil().convert("L")
    width_mm = float(load_layout(GAME).material("pawns")["width"])
    # A row through the bottom feet: white paper, then four strips.
    row = None
    for y in range(image.height // 20, image.height // 2):
        runs = _dark_runs([image.getpixel((x, y)) for x in range(image.width)])
        if len(runs) == 4 and all(r > 10 * MM * scale for r in runs):
            row = runs
            break
    assert row is not None
    for run in row:
        assert run / (MM * scale) == pytest.approx(width_mm, abs=0.6)


def _dark_runs(pixels: list[int]) -> list[int]:
    runs, current = [], 0
    for value in pixels:
        if value < 235:
            current += 1
        elif current:
            runs.append(current)
            current = 0
    return runs


def test_the_three_keys_differ_in_shape_when_printed_in_greyscale():
    """Circle, triangle, square: sample the rendered keys in greyscale (no colour)."""
    bands = colour_sets(load_layout(GAME))["bands"]
    assert sorted(m.mark or "" for m in bands.members) == ["circle", "square", "triangle"]
    outputs, _ctx = _kit(only=["cards"])
    layout = load_layout(GAME)
    sheet = impose(layout.sheet)
    scale = 8
    image = pdfium.PdfDocument(outputs["cards"].data)[0].render(scale=scale).to_pil()
    grey = image.convert("L")
    card = sheet.fronts[0]
    signature = {}
    for slot in ("pink", "yellow", "blue"):
        box = layout.box(f"{slot}_panel")
        size = min(box.height * 0.17, 4.6)
        cx = card.x + box.x + size * 0.95
        cy = card.top - box.y - size * 0.95

        def white(dx: float, dy: float, cx=cx, cy=cy, size=size) -> bool:
            x, y = (cx + dx * size) * MM * scale, (sheet.height - cy - dy * size) * MM * scale
            return grey.getpixel((round(x), round(y))) > 245

        signature[slot] = (white(0, 0), white(-0.36, 0.36), white(-0.3, 0.2))
    assert signature == {"blue": (True, True, True), "pink": (True, False, True),
                         "yellow": (True, False, False)}


def test_layout_colours_and_boxes_are_legible_by_construction():
    layout = load_layout(GAME)
    assert contrast(layout.colour("accent"), "#FFFFFF") >= AA_CONTRAST
    for name in layout.data["boxes"]:
        box = layout.box(name)
        if box.width and box.fill is None and name != "panel":  # "panel" is a template
            assert box.fill or box.on, f"{name} must say what it sits on"
    for slot in ("pink", "yellow", "blue"):  # the keys' three greys stay apart
        assert contrast(layout.colour(slot), "#1A1A1A") >= AA_CONTRAST
    pawn_names = scope_text("en", GAME)
    assert all(f"pawn.{n}" in pawn_names for n in layout.material("pawns")["names"])


def test_ink_saver_back_is_white_with_light_panels():
    default = load_layout(GAME)
    saver = load_layout(GAME, ink_saver=True)
    assert luminance(default.colour("back")) < 0.1 and saver.colour("back") == "#FFFFFF"
    for slot in ("pink", "yellow", "blue"):
        assert luminance(saver.colour(slot)) > 0.7 > luminance(default.colour(slot)) or \
            luminance(saver.colour(slot)) > luminance(default.colour(slot)) + 0.1
    outputs, ctx = _kit(only=["cards"], ink_saver=True)
    assert ctx.ink_saver
    sheet = impose(saver.sheet)
    scale = 4
    back = pdfium.PdfDocument(outputs["cards"].data)[1].render(scale=scale).to_pil()

    def darkest(x_mm: float, y_mm: float) -> int:
        x, y = round(x_mm * MM * scale), round((sheet.height - y_mm) * MM * scale)
        return min(min(back.getpixel((x + dx, y + dy))) for dx in range(-3, 4)
                   for dy in range(-3, 4))

    for rect in sheet.backs[:2]:
        corner = back.getpixel((round((rect.x + 1) * MM * scale),
                                round((sheet.height - rect.y - 1) * MM * scale)))
        assert min(corner) > 245, corner
        # The emblem is outlined: its roundel's left and right edges are drawn dark (the
        # back may be turned for duplex, so the centre is 28 mm from one end or the other).
        cx = rect.x + rect.width / 2
        edges = [(darkest(cx - 17, cy), darkest(cx + 17, cy))
                 for cy in (rect.top - 28, rect.y + 28)]
        assert any(max(pair) < 150 for pair in edges), edges


def test_mini_deck_keeps_a_full_size_rules_card():
    kit, _ctx = build_kit(PrintRequest(get_game(GAME), sheet={"card": "mini"},
                                       only=["cards", "rules"]))
    assert {(c.width, c.height) for c in kit.cards("cards")} == {(44, 63)}
    assert {(c.width, c.height) for c in kit.cards("rules")} == {(63, 88)}


def test_the_layout_file_says_on_for_its_unfilled_boxes():
    """`on` must be quoted in the YAML: a bare `on:` is read as the boolean true."""
    text = (layouts_dir() / f"{GAME}.yaml").read_text("utf-8")
    assert re.search(r"[{ ,]on:", text) is None
