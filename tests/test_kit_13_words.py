"""13 Words kit as a player meets it: cut-safe faces (the kit prints without bleed), a
Captain token whose back is a clean success table, a rules card with its own back, answer
wheels whose labels are not hidden once assembled, and a rulebook to play from."""

from __future__ import annotations

import io
import math
import re

import pypdfium2
import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from tests.conftest import print_report
from wisegen.games.registry import get_game
from wisegen.games.thirteen_words.wheels import wheel_centres, wheel_spec
from wisegen.render import forms
from wisegen.render.kit_text import kit_text
from wisegen.render.layout import load_layout
from wisegen.render.sheet import content_area
from wisegen.render.units import MM, Rect
from wisegen.usecases.printing import PrintRequest, build_kit, materials_of, render_request

GAME = "13-words"
SAFE_BAND = 2.0
"""mm inside the cut that must stay paper-white on every face: no bleed by default, so
a colour or a digit there would be cut into by a slightly-off cut."""


@pytest.fixture(scope="module")
def kit():
    return build_kit(PrintRequest(get_game(GAME)))


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    report = print_report(tmp_path_factory.mktemp("13w"), GAME)
    return {f["material"]: f for f in report["files"]}


def _face_image(drawer, width: float, height: float, tmp_path, name: str):
    """One card face drawn alone on a page of exactly its trim size, rasterised."""
    path = tmp_path / f"{name}.pdf"
    canvas = Canvas(str(path), pagesize=(width * MM, height * MM))
    drawer(canvas, Rect(0, 0, width, height))
    canvas.showPage()
    canvas.save()
    scale = 4
    image = pdfium.PdfDocument(str(path))[0].render(scale=scale).to_pil().convert("RGB")
    return image, scale


def _inked_near_edge(image, scale: float, band: float) -> list[tuple[int, int]]:
    """Pixels within `band` mm of the image's edge that are not near-white."""
    px = math.floor(band * MM * scale)
    w, h = image.size
    found = []
    for x in range(w):
        for y in range(h):
            if px <= x < w - px and px <= y < h - px:
                continue
            r, g, b = image.getpixel((x, y))
            if min(r, g, b) < 235:
                found.append((x, y))
    return found


@pytest.mark.parametrize("ink_saver", [False, True], ids=["default", "ink-saver"])
@pytest.mark.parametrize("material", ["token", "rules", "cards"])
def test_every_face_keeps_colour_and_text_off_the_cut(material, ink_saver, tmp_path):
    """Solid red ran to the cut on the token and the rules back, and the token's table
    printed digits 1 mm from it, in a kit with no bleed."""
    built, _ctx = build_kit(PrintRequest(get_game(GAME), only=[material],
                                         ink_saver=ink_saver))
    cards = built.cards(material)[:2]
    assert cards and cards[0].bleed == 0
    for n, card in enumerate(cards):
        for side, drawer in (("front", card.front), ("back", card.back)):
            image, scale = _face_image(drawer, card.width, card.height, tmp_path,
                                       f"{material}{n}{side}")
            inked = _inked_near_edge(image, scale, SAFE_BAND)
            assert not inked, f"{material} {n} {side}: ink at {inked[:3]}"


def test_token_back_is_the_success_table_without_internal_notes(printed):
    back = PdfReader(printed["token"]["path"]).pages[1].extract_text()
    for value in ("10", "40", "12", "48", "14", "21", "28"):
        assert value in back.split()
    # set as a book prints it (a curly apostrophe), which pypdf reads badly: pdfium
    typeset = pypdfium2.PdfDocument(printed["token"]["path"])[1].get_textpage().get_text_range()
    assert "That\u2019s a win! Congratulations!" in typeset and "You are excellent" in back
    assert "Success level" in back and "Players" in back
    for note in ("nothing is invented", "not given", "Row 3", "Row"):
        assert note not in back, note


def test_rules_card_has_its_own_back_not_a_second_token(printed):
    reader = PdfReader(printed["rules"]["path"])
    front, back = reader.pages[0].extract_text(), reader.pages[1].extract_text()
    assert "CAPTAIN" not in back
    assert "13 Words" in back and "rules summary" in back
    for heading in ("Setup", "Round", "Stars", "Next", "Success level"):
        assert heading in front, heading
    assert "first row" in re.sub(r"\s+", " ", front)  # what the success table means


def _text_positions(page) -> list[tuple[str, float, float]]:
    """(text, x mm, y mm) of each text run on a PDF page."""
    found: list[tuple[str, float, float]] = []

    def visit(text, cm, tm, _font, _size):
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append((text.strip(), x / MM, y / MM))

    page.extract_text(visitor_text=visit)
    return found


def test_wheel_labels_are_not_hidden_under_the_inner_disc(monkeypatch):
    """The outer disc's "score (stars)" label sat inside the inner disc's radius: once the
    inner disc is pinned on top, nobody could read it. (Since issue 27 the label is on the
    outer disc's ring, by the star it names.) (Pieces drawn inline, not as
    reused forms, so that each text's page position can be read back.)"""
    monkeypatch.setattr(forms, "REUSE", False)
    outputs, _ctx, _writer = render_request(PrintRequest(get_game(GAME), only=["wheels"]))
    layout = load_layout(GAME)
    spec = wheel_spec(type("Ctx", (), {"layout": layout})())
    sheet = layout.sheet
    area = content_area(sheet.paper_width, sheet.paper_height, sheet)
    page = PdfReader(io.BytesIO(outputs[0].data)).pages[0]
    texts = _text_positions(page)
    label = kit_text(GAME, "en")["wheels.score_label"]
    labels = [t for t in texts if t[0] == label]
    assert len(labels) == 2
    for row in (0, 1):
        (ox, oy), _inner = wheel_centres(area, spec, row)
        for text, x, y in texts:
            assert math.dist((x, y), (ox, oy)) > spec.inner, (text, row)
        # The label sits by the star, on the ring the inner disc leaves uncovered.
        assert any(spec.inner < math.dist((x, y), (ox, oy)) < spec.outer
                   for _, x, y in labels)


def test_rulebook_is_one_or_two_pages_and_complete(printed):
    reader = PdfReader(printed["rulebook"]["path"])
    assert 1 <= len(reader.pages) <= 2
    text = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in reader.pages))
    assert len(text.split()) >= 250
    for heading in ("What the kit holds", "Setup", "A round", "Scoring a round",
                    "End of the game", "Where the rules are silent"):
        assert heading in text, heading
    assert "27 stars" in text  # the success-table example


def test_every_material_has_plan_text(kit):
    built, _ctx = kit
    strings = kit_text(GAME, "en")
    for material in materials_of(get_game(GAME)):
        for key in (f"material.{material.name}", f"plan.{material.name}.stock",
                    f"plan.{material.name}.how"):
            assert strings.get(key), key
    assert "rulebook" in built.materials
