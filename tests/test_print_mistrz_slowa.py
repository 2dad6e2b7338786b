"""`wisegen print --game mistrz-slowa`: ten dice nets, the score pad and the scoring card,
read back with pypdf (every die face where it belongs, Polish letters in the text layer)
and rendered with pypdfium2; and a die net folded into a cube in 3-D."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from pypdf import PdfReader

from tests.conftest import print_report
from tests.pdfimage import pixel, render
from wisegen.games.content import find_builtin
from wisegen.games.mistrz_slowa.materials import NOTE_LINE, SPECIAL_FACES, plan_nets
from wisegen.render.die_net import _TABS, face_rects
from wisegen.render.layout import load_layout
from wisegen.render.units import MM, Rect

DICE = find_builtin("mistrz-slowa", "dice").data["dice"]
SCORING = find_builtin("mistrz-slowa", "scoring").data
FACE, TAB, GAP = 20.0, 6.0, 6.0  # layouts/mistrz-slowa.yaml


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("mistrz")
    return out, print_report(out, "mistrz-slowa")


def _plan():
    return plan_nets(load_layout("mistrz-slowa").sheet, FACE, TAB, GAP, len(DICE),
                     NOTE_LINE * 4 + 2)


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_every_material_and_the_combined_pdf(kit):
    _out, report = kit
    files = {f["material"]: f for f in report["files"]}
    assert list(files) == ["dice", "stickers", "pad", "scoring", "rulebook", "rulebook-en",
                           "combined"]
    assert files["stickers"]["pages"] == 1
    assert files["dice"]["pages"] == len(_plan()) == 2
    # One pad page, printed once per game (it was two identical pages).
    assert files["pad"]["pages"] == 1 and files["scoring"]["pages"] == 1
    assert 1 <= files["rulebook"]["pages"] <= 2
    for file in report["files"]:
        assert len(PdfReader(file["path"]).pages) == file["pages"]


def _letters(page) -> list[tuple[str, float, float]]:
    """The big die letters on a page: (letter, x, y) in mm at their baseline start."""
    found: list[tuple[str, float, float]] = []

    def visit(text, _cm, tm, _font, size):
        if text.strip() and size > 36:  # die letters are 42 pt; the title mark's 30 at most
            found.append((text.strip(), tm[4] / MM, tm[5] / MM))

    page.extract_text(visitor_text=visit)
    return found


def test_every_die_face_letter_is_on_its_own_face(kit):
    """Each letter of the pack is drawn inside the net face that the pack order gives it,
    and no other big letter is on the page."""
    out, _ = kit
    reader = PdfReader(out / "dice.pdf")
    for page, places in zip(reader.pages, _plan(), strict=True):
        drawn = _letters(page)
        expected = 0
        for index, x, y in places:
            rects = face_rects(x, y, FACE, TAB)
            for face, rect in zip(DICE[index]["faces"], rects, strict=True):
                inside = [t for t, lx, ly in drawn if rect.x < lx + 1 < rect.right
                          and rect.y < ly + 1 < rect.top]
                if face in SPECIAL_FACES:
                    assert inside == [], (index, face)
                else:
                    assert inside == [face], (index, face, inside)
                    expected += 1
        assert len(drawn) == expected
    letters = sum(1 for d in DICE for f in d["faces"] if f not in SPECIAL_FACES)
    assert letters == sum(len(_letters(p)) for p in reader.pages) == 46


def test_w_m_and_z_n_faces_are_marked_interchangeable(kit):
    """Every W, M, Z and N face carries a tag naming its partner; no other face does."""
    out, _ = kit
    tags: list[str] = []

    def visit(text, _cm, _tm, _font, _size):
        if re.fullmatch(r"[A-Z] ⇄ [A-Z]", text.strip()):
            tags.append(text.strip())

    for page in PdfReader(out / "dice.pdf").pages:
        page.extract_text(visitor_text=visit)
    partner = {a: b for pair in SCORING["interchangeable"] for a, b in (pair, pair[::-1])}
    expected = Counter(f"{f} ⇄ {partner[f]}" for d in DICE for f in d["faces"] if f in partner)
    assert Counter(tags) == expected and sum(expected.values()) == 8
    text = _flat(_text(out / "dice.pdf"))
    assert "Litery W ⇄ M oraz Z ⇄ N można czytać zamiennie." in text
    assert "Kość 10" in text and "samogłoski" in text and "spółgłoski" in text


def test_scoring_card_is_polish_only(kit):
    out, _ = kit
    text = _flat(_text(out / "scoring.pdf"))
    for pl, en in (("Punkty za długość słowa", "Points by word length"),
                   ("Słowo ułożone bez jokera", "a word made without any joker"),
                   ("Za każde użycie ogonka", "for each use of the ogonek"),
                   ("Brak słowa", "no word formed"),
                   ("W i M oraz Z i N można stosować zamiennie",
                    "W and M, and Z and N may be used in place of each other"),
                   ("Czas na słowo: dwa obroty klepsydry",
                    "Time to form a word: two turns of the hourglass"),
                   ("Wygrywa, kto pierwszy zdobędzie 100 pkt.",
                    "The first to reach 100 points wins."),
                   ("lub dowolny minutnik 60 sekund, dwa razy", "60-second timer"),
                   ("joker spółgłosek", "consonant joker")):
        assert pl in text, pl
        assert en not in text, en
    for points in ("+4", "−20"):
        assert points in text
    table = " ".join(str(row["letters"]) for row in SCORING["length_points"])
    assert table in text
    assert " ".join(str(row["points"]) for row in SCORING["length_points"]) in text


def test_polish_letters_are_in_the_text_layer(kit):
    out, _ = kit
    text = _text(out / "mistrz-slowa-print-and-play.pdf")
    for letter in "ąćęłńóśźż":
        assert letter in text, letter
    assert "ą ć ę ł ń ó ś ź ż" in _text(out / "scoring.pdf")
    assert "Mistrz Słowa" in PdfReader(out / "pad.pdf").pages[0].extract_text()


def test_score_pad_goes_to_100_for_up_to_10_players(kit):
    out, _ = kit
    text = _text(out / "pad.pdf")
    assert "dojdzie do 100" in text and "Tura" in text and "Gracz" in text
    header = PdfReader(out / "pad.pdf").pages[0].extract_text().split()
    assert all(str(n) in header for n in range(1, 11))




def test_special_faces_render_in_their_colours(kit):
    """Die 9: the star red, the ring green, the X blue, as the rulebook describes them."""
    out, _ = kit
    scale = 3
    image = render(out / "dice.pdf", 1, scale)
    index, x, y = next(p for p in _plan()[1] if p[0] == 8)
    assert DICE[index]["faces"][:3] == ["letter-joker", "consonant-joker", "vowel-joker"]
    star, ring, cross = face_rects(x, y, FACE, TAB)[:3]
    height = 297.0

    def centre(rect: Rect) -> tuple[float, float]:
        return rect.x + rect.width / 2, rect.y + rect.height / 2

    assert pixel(image, *centre(star), height, scale) == pytest.approx((0xD6, 0x28, 0x28),
                                                                      abs=10)
    cx, cy = centre(ring)
    assert pixel(image, cx + 0.345 * 0.72 * FACE, cy, height, scale) == \
        pytest.approx((0x2A, 0x9D, 0x3F), abs=10)
    assert pixel(image, cx, cy, height, scale) == pytest.approx((0xEE, 0xEE, 0xEE), abs=6)
    assert pixel(image, *centre(cross), height, scale) == \
        pytest.approx((0x1F, 0x5F, 0xBF), abs=10)


def _fold(rects: list[Rect]) -> dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Fold a flat net (printed side up) into a unit cube: each face's 3-D origin, right
    and up vectors. Faces fold away from the viewer, so the printed side ends outside."""
    frames = {1: (np.zeros(3), np.array([1.0, 0, 0]), np.array([0, 1.0, 0]))}
    queue = [1]
    while queue:
        parent = queue.pop()
        o, u, v = frames[parent]
        n = np.cross(u, v)
        p = rects[parent]
        for child, r in enumerate(rects):
            if child in frames:
                continue
            if abs(r.x - p.x) < 1e-6 and abs(r.y - p.top) < 1e-6:  # above
                frames[child] = (o + v, u, -n)
            elif abs(r.x - p.x) < 1e-6 and abs(r.top - p.y) < 1e-6:  # below
                frames[child] = (o - n, u, n)
            elif abs(r.y - p.y) < 1e-6 and abs(r.x - p.right) < 1e-6:  # right
                frames[child] = (o + u, -n, v)
            elif abs(r.y - p.y) < 1e-6 and abs(r.right - p.x) < 1e-6:  # left
                frames[child] = (o - n, n, v)
            else:
                continue
            queue.append(child)
    return frames


def _edge(frame, side: str) -> frozenset:
    o, u, v = frame
    ends = {"bottom": (o, o + u), "top": (o + v, o + u + v), "left": (o, o + v),
            "right": (o + u, o + u + v)}[side]
    return frozenset(tuple(np.round(p, 6)) for p in ends)


def test_a_die_net_folds_into_a_cube_with_consistent_faces():
    frames = _fold(face_rects(0, 0, 1.0, 0.3))
    assert len(frames) == 6
    centre = np.array([0.5, 0.5, -0.5])
    normals = {}
    for face, (o, u, v) in frames.items():
        middle = o + (u + v) / 2
        outward = np.cross(u, v)
        assert np.allclose(middle - centre, outward / 2), face  # printed side outside
        normals[face] = outward
    assert len({tuple(np.round(n, 6)) for n in normals.values()}) == 6
    for a, b in ((0, 2), (1, 3), (4, 5)):  # die_net's documented opposite faces
        assert np.allclose(normals[a], -normals[b])
    # Rolling the cube forward brings each middle face to the front upright: every
    # face's "up" points at the next face of the loop 1 -> 0 -> 3 -> 2 -> 1, and the two
    # side faces stand upright beside the front.
    for face, towards in ((1, 0), (0, 3), (3, 2), (2, 1)):
        assert np.allclose(frames[face][2], normals[towards]), face
    assert np.allclose(frames[4][2], frames[1][2]) and np.allclose(frames[5][2], frames[1][2])
    # The seven edges that meet only when folded: each carries exactly one glue tab.
    hinges = {_edge(frames[a], s) for a in frames for s in ("top", "bottom", "left", "right")
              if sum(_edge(frames[a], s) == _edge(frames[b], t) for b in frames
                     for t in ("top", "bottom", "left", "right")) == 2}
    flat = face_rects(0, 0, 1.0, 0.3)
    shared_in_net = {_edge(frames[a], s) for a in frames for b in frames if a != b
                     for s in ("top", "bottom", "left", "right")
                     if _touch(flat[a], flat[b], s)}
    assert len(shared_in_net) == 5 and len(hinges) == 12
    glued = Counter(_edge(frames[face], side) for face, side in _TABS)
    assert set(glued) == hinges - shared_in_net and set(glued.values()) == {1}


def _touch(a: Rect, b: Rect, side: str) -> bool:
    """Does `b` sit against `a`'s `side` in the flat net?"""
    same_col, same_row = abs(a.x - b.x) < 1e-6, abs(a.y - b.y) < 1e-6
    return {"top": same_col and abs(b.y - a.top) < 1e-6,
            "bottom": same_col and abs(b.top - a.y) < 1e-6,
            "right": same_row and abs(b.x - a.right) < 1e-6,
            "left": same_row and abs(b.right - a.x) < 1e-6}[side]
