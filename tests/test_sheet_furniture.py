"""Sheet furniture read back from the printed card sheets (issue 26, layout faults): the
100 % note and the sheet label never run over a crop mark, stay inside the printable
area, and the label is printed whole (it was cut short with mini cards and the fold
layout, and the note ran through the marks with mini cards and in Polish).

Marks are the page's short thin lines and the note and the labels the text drawn outside
the ring of marks, both read as pdfium's page objects (so a line turned into a side
margin is measured turned, and a card back's form is not looked into).
"""

from __future__ import annotations

import ctypes

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest

from tests.conftest import print_report
from wisegen.render.layout import load_layout
from wisegen.render.marks import SCALE_BAR
from wisegen.render.units import MM

PAGES = 4
"""Sheets looked at per PDF: every sheet of a deck is laid out alike."""
Box = tuple[float, float, float, float]
"""x0, y0, x1, y1 in mm."""

VARIANTS = [
    ("three-wise-words", ()), ("three-wise-words", ("--card", "mini")),
    ("three-wise-words", ("--duplex", "fold")), ("three-wise-words", ("--lang", "pl")),
    ("three-wise-words", ("--lang", "pl", "--card", "mini")),
    ("three-wise-words", ("--lang", "pl", "--duplex", "fold")),
    ("three-wise-words", ("--lang", "fr", "--card", "mini", "--duplex", "fold")),
    ("three-wise-words", ("--paper", "letter")),
    ("three-wise-words", ("--paper", "letter", "--card", "mini")),
    ("just-one", ("--card", "mini")), ("just-one", ("--lang", "pl", "--duplex", "fold")),
    ("13-words", ()), ("thricewise", ("--card", "mini")),
]


def marks(path, page: int) -> list[Box]:
    """The page's crop marks: short thin lines drawn on the page itself."""
    pdf = pdfium.PdfDocument(path)
    found = []
    for obj in pdf[page].get_objects(max_depth=1):
        if obj.type != pdfium_c.FPDF_PAGEOBJ_PATH:
            continue
        left, bottom, right, top = (v / MM for v in obj.get_bounds())
        if min(right - left, top - bottom) < 0.7 and 2.5 < max(right - left, top - bottom) < 8:
            found.append((left, bottom, right, top))
    return found


def texts(path, page: int) -> list[tuple[str, Box]]:
    """Every line drawn on the page itself (not inside a card back's form) with the box
    its glyphs cover, turned lines measured turned."""
    pdf = pdfium.PdfDocument(path)
    sheet = pdf[page]
    textpage = sheet.get_textpage()
    found: list[tuple[str, Box]] = []
    for obj in sheet.get_objects(max_depth=1):
        if obj.type != pdfium_c.FPDF_PAGEOBJ_TEXT:
            continue
        size = pdfium_c.FPDFTextObj_GetText(obj.raw, textpage.raw, None, 0)
        buffer = ctypes.create_string_buffer(size)
        pdfium_c.FPDFTextObj_GetText(obj.raw, textpage.raw,
                                     ctypes.cast(buffer, ctypes.POINTER(ctypes.c_ushort)), size)
        text = buffer.raw[:size - 2].decode("utf-16-le").strip()
        if text:
            left, bottom, right, top = (v / MM for v in obj.get_bounds())
            found.append((text, (left, bottom, right, top)))
    return found


def _cross(a: Box, b: Box) -> bool:
    return a[0] < b[2] - 0.05 and b[0] < a[2] - 0.05 and a[1] < b[3] - 0.05 \
        and b[1] < a[3] - 0.05


def furniture_faults(path, note: str, margin: float) -> list[str]:
    """Every note or label that crosses a mark, leaves the printable area or is cut."""
    faults = []
    pdf = pdfium.PdfDocument(path)
    for page in range(min(len(pdf), PAGES)):
        width, height = (v / MM for v in pdf[page].get_size())
        segments = marks(path, page)
        if not segments:
            continue
        upright = [s for s in segments if s[3] - s[1] > s[2] - s[0]]
        level = [s for s in segments if s not in upright]
        # The cards' area: inside the marks' inner ends; a sheet with marks on two sides
        # only (nine poker cards on Letter) gives the other two by the marks' lines.
        ring = (min(s[2] for s in level) if level else min(s[0] for s in upright),
                min(s[3] for s in upright) if upright else min(s[1] for s in level),
                max(s[0] for s in level) if level else max(s[0] for s in upright),
                max(s[1] for s in upright) if upright else max(s[1] for s in level))
        for text, box in texts(path, page):
            centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
            if ring[0] < centre[0] < ring[2] and ring[1] < centre[1] < ring[3]:
                continue  # on the cards
            if text == note:
                box = _with_bar(box)
            where = f"page {page + 1}: {text!r}"
            faults += [f"{where} crosses a crop mark at {s}" for s in segments
                       if _cross(box, s)]
            if box[0] < margin - 0.1 or box[1] < margin - 0.1 or \
                    box[2] > width - margin + 0.1 or box[3] > height - margin + 0.1:
                faults.append(f"{where} runs into the printer's margin")
            if text.endswith("\u2026"):
                faults.append(f"{where} is cut short")
    return faults


def _with_bar(box: Box) -> Box:
    """The note's box grown by its bar: 50 mm along the text, 2.4 mm under it."""
    x0, y0, x1, y1 = box
    if x1 - x0 >= y1 - y0:  # reads across
        return x0, y0 - 2.4, max(x1, x0 + SCALE_BAR), y1
    return x0, y0, x1 + 2.4, max(y1, y0 + SCALE_BAR)  # turned, reading up


@pytest.mark.parametrize("game, args", VARIANTS, ids=lambda v: "-".join(v) if isinstance(
    v, tuple) else v)
def test_notes_and_labels_cross_no_crop_mark_and_are_whole(game, args, tmp_path):
    from wisegen.render.kit_text import kit_text

    lang = args[args.index("--lang") + 1] if "--lang" in args else "en"
    print_report(tmp_path, game, "--only", "cards", *args)
    from wisegen.lang.registry import get_language

    note = get_language(lang).typeset(kit_text("common", lang)["sheet.scale_note"])
    margin = load_layout(game).sheet.margin
    assert furniture_faults(tmp_path / "cards.pdf", note, margin) == []


def test_the_check_catches_a_note_across_the_marks(tmp_path, monkeypatch):
    """The old place of the note (under the first column whatever its length) runs
    through the marks with mini cards; the check must say so."""
    from wisegen.render import cards
    from wisegen.render.marks import scale_note

    def old_note(canvas, ctx, layout, rects):
        grid = layout.trim_box(rects)
        scale_note(canvas, ctx.log, grid.x + 1.5, grid.y - layout.bleed - layout.mark_gap
                   - 2.2, ctx.text("sheet.scale_note"))

    monkeypatch.setattr(cards, "_scale_note", old_note)
    print_report(tmp_path, "three-wise-words", "--only", "cards", "--card", "mini")
    note = "Print at 100 % / actual size \u2014 bar = 50 mm"
    found = furniture_faults(tmp_path / "cards.pdf", note, 4.0)
    assert any("crosses a crop mark" in f for f in found), found
