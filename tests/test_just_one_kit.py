"""The designed Just One kit: French and Polish kits with no English, tents whose folds
are dashed and cuts solid (read from the PDF's drawing), a rulebook to play from in each
language, badges that differ in shape, and an ink saver that saves ink."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from tests.conftest import print_report
from tests.pdfimage import pixel, render
from wisegen.games.registry import get_game
from wisegen.render.imposition import impose
from wisegen.render.kit_text import scope_text
from wisegen.render.layout import load_layout
from wisegen.render.units import MM
from wisegen.usecases.printing import PrintRequest, render_request

ENGLISH = {"the", "and", "with", "your", "you", "card", "cards", "word", "words", "clue",
           "clues", "guess", "guesser", "turn", "sheet", "fold", "glue", "cut", "print",
           "each", "only", "deck", "skip", "success", "failure", "rules", "fronts", "backs",
           "tent", "tents", "write", "player", "players", "one", "lose", "keep", "number"}
"""Common English words of the kit (a translation may share a few: see SHARED)."""
SHARED = {"fr": set(), "pl": {"one"}}
"""Words of ENGLISH that are words of the translation too (Polish "one": they)."""


def _drawn(language: str | None) -> list:
    """Every line of text the whole kit draws, but the words of the cards."""
    _outputs, ctx, _writer = render_request(PrintRequest(get_game("just-one"),
                                                         language=language))
    return [use for use in ctx.log.uses if not use.item.startswith("cards[")]


def _english_found(uses, language: str) -> list[str]:
    """The English in `uses`, a kit meant to be in `language`."""
    found = []
    english_texts = {**scope_text("en", "common"), **scope_text("en", "just-one")}
    own_texts = {**scope_text(language, "common"), **scope_text(language, "just-one")}
    own = " ".join(own_texts.values()).lower()
    # Pieces of English kit text between its {names}; one the translation uses too
    # ("page") is no sign of English.
    fragments = {part.strip() for key, text in english_texts.items()
                 if text != own_texts.get(key)
                 for part in re.split(r"\{[a-z_]+\}", text)
                 if len(part.strip()) > 3 and part.strip().lower() not in own}
    words = ENGLISH - SHARED[language]
    for use in uses:
        text = use.text.replace("Just One", "")
        found += [f"{use.item}: {use.text!r} has kit text {part!r}" for part in fragments
                  if part.lower() in text.lower()]
        found += [f"{use.item}: {use.text!r} has {word!r}"
                  for word in re.findall(r"[^\W\d_]+", text.lower()) if word in words]
    return found


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_translated_kit_draws_no_english(language):
    english = _english_found(_drawn(None), language)
    assert len(english) > 50, "the check finds nothing even in the English kit"
    assert _english_found(_drawn(language), language) == []


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    out = {}
    for name, args in (("en", ()), ("fr", ("--lang", "fr")), ("pl", ("--lang", "pl")),
                       ("ink", ("--ink-saver",))):
        report = print_report(tmp_path_factory.mktemp(name), "just-one", *args)
        out[name] = {f["material"]: f for f in report["files"]}
    return out


def _multiply(a, b):
    """PDF matrices [a b c d e f]: the product a x b."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def stroked_segments(page) -> list[tuple[tuple[float, float], tuple[float, float], bool]]:
    """Each straight line the page strokes, in page points, and whether it is dashed."""
    state = {"ctm": [1, 0, 0, 1, 0, 0], "dash": False}
    stack, path, segments = [], [], []
    start = current = None

    def at(x, y):
        m = state["ctm"]
        return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])

    for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
        values = [float(v) for v in operands if isinstance(v, (int, float))]
        if op == b"q":
            stack.append(dict(state))
        elif op == b"Q":
            state = stack.pop()
        elif op == b"cm":
            state = {**state, "ctm": _multiply(values, state["ctm"])}
        elif op == b"d":
            state = {**state, "dash": bool(len(operands[0]))}
        elif op == b"m":
            start = current = at(*values)
        elif op == b"l":
            point = at(*values)
            path.append((current, point))
            current = point
        elif op == b"h" and start is not None:
            path.append((current, start))
        elif op == b"re":
            x, y, w, h = values
            corners = [at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h)]
            path += list(zip(corners, corners[1:] + corners[:1], strict=True))
        elif op in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
            segments += [(a, b, state["dash"]) for a, b in path]
            path = []
        elif op in (b"n", b"f", b"f*", b"F"):
            path = []
    return segments


@pytest.mark.parametrize("kit", ["en", "ink"])
def test_tent_folds_are_dashed_and_cuts_solid(kits, kit):
    spec = load_layout("just-one").material("tents")
    width = spec["width"] * MM
    page = PdfReader(kits[kit]["tents"]["path"]).pages[0]
    lines = [(a, b, dashed) for a, b, dashed in stroked_segments(page)
             if abs(a[1] - b[1]) < 0.01]
    full = [(a, b, dashed) for a, b, dashed in lines if abs(abs(b[0] - a[0]) - width) < 0.5]
    folds = sorted(a[1] for a, b, dashed in full if dashed)
    solid = [a[1] for a, b, dashed in full if not dashed]
    assert len(folds) == 6  # two tents, three folds each
    for lowest in folds[::3]:  # each strip's bottom edge, under its base, is a cut
        assert any(abs(y - (lowest - spec["base"] * MM)) < 0.5 for y in solid)
    left = min(min(a[0], b[0]) for a, b, _ in full)
    for a, b, dashed in lines:
        on_fold = any(abs(a[1] - y) < 0.5 for y in folds)
        inside = max(a[0], b[0]) > left + 1 and min(a[0], b[0]) < left + width - 1
        assert not (on_fold and inside and not dashed), f"solid line on a fold at {a[1]:.1f}"
    # The tab's top edge is a cut (solid), 2 x 4 mm narrower than the strip.
    tab_tops = [a for a, b, dashed in lines
                if not dashed and abs(abs(b[0] - a[0]) - width + 8 * MM) < 0.5]
    assert len(tab_tops) == 2


def _words(path) -> int:
    return sum(len(re.findall(r"[^\W\d_]{2,}", p.extract_text()))
               for p in PdfReader(path).pages)


@pytest.mark.parametrize(("kit", "heading"), [("en", "A turn"), ("fr", "Un tour de jeu"),
                                             ("pl", "Przebieg tury")])
def test_rulebook_is_one_or_two_pages_to_play_from(kits, kit, heading):
    rulebook = kits[kit]["rulebook"]
    assert 1 <= rulebook["pages"] <= 2
    assert _words(rulebook["path"]) >= 250
    text = " ".join(p.extract_text() for p in PdfReader(rulebook["path"]).pages)
    assert heading in text
    for number in ("13", "9–10", "0–3"):
        assert number in text
    assert "wisegen" not in text  # players read it: no program or command (#32)
    # The illustrated turn fills the room the text leaves on the last page.
    assert scope_text(kit, "just-one")["example.title"] in text


@pytest.mark.parametrize(("kit", "steps"), [
    ("en", ("1. Draw", "2. The guesser names a number")),
    ("pl", ("1. Zgadujący dobiera kartę", "2. Zgadujący podaje liczbę")),
])
def test_rules_card_gives_the_turn_step_by_step(kits, kit, steps):
    text = PdfReader(kits[kit]["rules"]["path"]).pages[0].extract_text()
    for step in (*steps, "3.", "4.", "5."):
        assert step in text


def _badge_mask(image, cx: float, cy: float, height: float, scale: float, size: float):
    """The badge's silhouette: per pixel row, everything between its first and last
    dark pixel (so the digit inside does not count)."""
    px = MM * scale
    x0, y0 = round((cx - size / 2) * px), round((height - cy - size / 2) * px)
    n = round(size * px)
    grey = image.convert("L").crop((x0, y0, x0 + n, y0 + n))
    mask = set()
    for row in range(n):
        dark = [col for col in range(n) if grey.getpixel((col, row)) < 150]
        if dark:
            mask |= {(row, col) for col in range(dark[0], dark[-1] + 1)}
    return mask


def test_badges_differ_in_shape_in_greyscale(kits):
    layout = load_layout("just-one")
    trim = impose(layout.sheet).fronts[0]
    spot = layout.box("badge")
    image = render(kits["en"]["cards"]["path"], 0, 6)
    masks = []
    for n in range(1, 6):
        word = layout.box(f"word{n}")
        masks.append(_badge_mask(image, trim.x + spot.x + spot.width / 2,
                                 trim.top - word.y - word.height / 2,
                                 impose(layout.sheet).height, 6, spot.width + 1))
    for i in range(5):
        for j in range(i + 1, 5):
            overlap = len(masks[i] & masks[j]) / len(masks[i] | masks[j])
            assert overlap < 0.9, (i + 1, j + 1, overlap)


def _ink(path, index: int) -> float:
    """Mean darkness (0 white .. 1 black) of a page."""
    image = render(path, index, 1).convert("L")
    histogram = image.histogram()
    total = sum(histogram)
    return 1 - sum(n * level for level, n in enumerate(histogram)) / (255 * total)


def test_ink_saver_prints_light_cards_with_the_same_geometry(kits):
    for index in (0, 1):  # fronts, backs
        assert _ink(kits["ink"]["cards"]["path"], index) < \
            0.5 * _ink(kits["en"]["cards"]["path"], index)
    assert kits["ink"]["cards"]["pages"] == kits["en"]["cards"]["pages"]
    assert kits["ink"]["tents"]["pages"] == kits["en"]["tents"]["pages"]


def test_mini_deck_keeps_a_whole_poker_rules_card(tmp_path):
    """With --card mini the rules card stays poker-sized, and so does its back (it was
    drawn mini-sized, off-centre, behind the poker front)."""
    report = print_report(tmp_path, "just-one", "--card", "mini", "--only", "rules,cards")
    files = {f["material"]: f for f in report["files"]}
    sheet = load_layout("just-one", overrides={"card": "mini"}).sheet
    layout = impose(sheet, 63, 88)
    image = render(files["rules"]["path"], 1, 3)
    navy = (0x1D, 0x35, 0x57)
    for trim in layout.backs[:4]:  # four copies of the rules card
        # The rules card's own back (#32): a navy frame 3 mm inside each poker-sized trim,
        # on all four sides.
        middle_x, middle_y = trim.x + trim.width / 2, trim.y + trim.height / 2
        for x, y in ((trim.x + 3, middle_y), (trim.right - 3, middle_y),
                     (middle_x, trim.y + 3), (middle_x, trim.top - 3)):
            assert pixel(image, x, y, layout.height, 3) == pytest.approx(navy, abs=10)


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_every_material_has_its_print_plan_text(language):
    from wisegen.usecases.printing import materials_of

    words = scope_text(language, "just-one")
    for material in materials_of(get_game("just-one")):
        for key in (f"material.{material.name}", f"plan.{material.name}.stock",
                    f"plan.{material.name}.how"):
            assert words.get(key), f"{language}/just-one.yaml lacks {key}"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tent_sheet_instructions_clear_the_tents_and_the_scale_note(tmp_path, paper):
    """Letter is 18 mm shorter than A4: the legend and instructions still sit between the
    lower tent and the scale note, overlapping neither."""
    report = print_report(tmp_path, "just-one", "--only", "tents", "--paper", paper)
    page = PdfReader(report["files"][0]["path"]).pages[0]
    lines: list[tuple[float, str]] = []

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            lines.append((tm[5] * cm[3] + cm[5], text))

    page.extract_text(visitor_text=visit)
    cut = scope_text("en", "just-one")["tents.cut"]
    legend = min(y for y, text in lines if text.strip() == cut)
    how = min(y for y, text in lines if "pencil" in text or "dry-erase" in text
              or "Cut along" in text)
    note = min(y for y, text in lines if "Print at 100" in text)
    width = load_layout("just-one").material("tents")["width"] * MM
    bottom = min(min(a[1], b[1]) for a, b, dashed in stroked_segments(page)
                 if not dashed and abs(a[1] - b[1]) < 0.01 and abs(abs(b[0] - a[0]) - width) < 0.5)
    assert legend < bottom - 6  # under the lower tent (a 9 pt line)
    assert how > note + 8  # above the scale note, with room for its line
