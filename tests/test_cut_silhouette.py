"""`wisegen export --format silhouette`: the sheets are rendered (pypdfium2) and measured.

Every registration mark is found in the pixels at its place and size; the cards, exported
without bleed so each printed card's edge is its trim, are found in the pixels and each
cut path of the SVG and of the DXF (both parsed here) must lie on one within 0.1 mm;
rounded corners are quarter circles of the asked radius on the same trims; backs land
where the duplex flip puts them; the note gives the marks' settings in the kit's language.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from pypdf import PdfReader

from tests.conftest import export_report
from tests.pdfimage import render
from wisegen.render.cutters import load_cutter

GAME = "just-one"
DPI = 400
SCALE = DPI / 72
MM_PX = DPI / 25.4
NS = {"svg": "http://www.w3.org/2000/svg"}


def export(out: Path, *args: str) -> dict:
    return export_report(out, GAME, "silhouette", "--only", "cards", *args)


@pytest.fixture(scope="module")
def sharp(tmp_path_factory):
    """A4, no bleed: each card's printed edge is its trim."""
    out = tmp_path_factory.mktemp("sil")
    report = export(out, "--bleed", "0")
    return out, report


@pytest.fixture(scope="module")
def page(sharp):
    """Front page 1 as a boolean 'ink' mask and its size in mm."""
    out, _ = sharp
    image = np.asarray(render(out / "cards.pdf", 0, SCALE)).astype(int)
    box = PdfReader(out / "cards.pdf").pages[0].mediabox
    return image, float(box.width) * 25.4 / 72, float(box.height) * 25.4 / 72


def outside_safe(dark: np.ndarray, width: float, height: float) -> np.ndarray:
    """`dark` with the registration-safe area (where the cards are) blanked."""
    safe = load_cutter("silhouette").safe_area(width, height)
    kept = dark.copy()
    kept[round((height - safe.top) * MM_PX):round((height - safe.y) * MM_PX),
         round(safe.x * MM_PX):round(safe.right * MM_PX)] = False
    return kept


def ink_box(mask: np.ndarray) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in mm from the top-left of the inked pixels."""
    ys, xs = np.nonzero(mask)
    return (xs.min() / MM_PX, ys.min() / MM_PX, (xs.max() + 1) / MM_PX,
            (ys.max() + 1) / MM_PX)


def box_in(mask: np.ndarray, left: float, top: float, right: float, bottom: float
           ) -> tuple[float, float, float, float]:
    """`ink_box` of the part of `mask` between those mm (from the top-left)."""
    part = np.zeros_like(mask)
    rows, cols = slice(round(top * MM_PX), round(bottom * MM_PX)), slice(
        round(left * MM_PX), round(right * MM_PX))
    part[rows, cols] = mask[rows, cols]
    return ink_box(part)


def runs(line: np.ndarray) -> list[tuple[int, int]]:
    """[start, end) of each run of True."""
    padded = np.concatenate([[False], line, [False]]).astype(int)
    edges = np.flatnonzero(np.diff(padded))
    return list(zip(edges[::2], edges[1::2], strict=True))


def card_boxes(image: np.ndarray, width: float, height: float) -> list[tuple[float, ...]]:
    """Each printed card's (left, top, right, bottom) mm from the top-left, row by row,
    found inside the registration-safe area."""
    cutter = load_cutter("silhouette")
    safe = cutter.safe_area(width, height)
    ink = image.min(axis=2) < 250
    x0, x1 = round(safe.x * MM_PX), round(safe.right * MM_PX)
    y0, y1 = round((height - safe.top) * MM_PX), round((height - safe.y) * MM_PX)
    area = np.zeros_like(ink)
    area[y0:y1, x0:x1] = ink[y0:y1, x0:x1]
    for zone in cutter.keep_out(width, height):  # the square stands inside the area
        area[max(round((height - zone.top) * MM_PX), 0):round((height - zone.y) * MM_PX),
             max(round(zone.x * MM_PX), 0):round(zone.right * MM_PX)] = False
    boxes = []
    for top, bottom in runs(area.any(axis=1)):
        for left, right in runs(area[top:bottom].any(axis=0)):
            boxes.append((left / MM_PX, top / MM_PX, right / MM_PX, bottom / MM_PX))
    return boxes


def test_each_registration_mark_is_at_its_place_and_size(page):
    image, width, height = page
    marks = load_cutter("silhouette").marks
    assert marks is not None and (marks.length, marks.thickness, marks.inset) == (20, 0.5, 10)
    everything = image.max(axis=2) < 80
    dark = outside_safe(everything, width, height)
    tol = 1.5 / MM_PX  # a pixel and a half of antialiasing
    corner = round(40 * MM_PX)
    h_px, w_px = round(height * MM_PX), round(width * MM_PX)
    # top-left: the filled square, 5 mm, its corner at the inset (inside the safe area:
    # the cards keep the clearance from it, so it is alone within 18 mm of the corner)
    box = ink_box(everything[:round(18 * MM_PX), :round(18 * MM_PX)])
    assert box == pytest.approx((10, 10, 15, 15), abs=tol)
    middle = slice(round(10.5 * MM_PX), round(14.5 * MM_PX))
    square = everything[middle, middle]
    assert square.all()
    # top-right: an L whose outer corner is at the inset, legs 20 mm, 0.5 mm thick
    region = dark[:corner, w_px - corner:]
    assert box_in(dark, width - 40, 0, width, 40) == pytest.approx(
        (width - 30, 10, width - 10, 30), abs=tol)
    inner = region[round(11 * MM_PX):round(29 * MM_PX), :round((40 - 11) * MM_PX)]
    assert not inner.any()  # inside the L: white
    assert region[round(10.25 * MM_PX), round(20 * MM_PX)]  # the top leg
    assert region[round(20 * MM_PX), round((40 - 10.25) * MM_PX)]  # the right leg
    leg = region[round(9 * MM_PX):round(12 * MM_PX), round(20 * MM_PX)]
    assert leg.sum() / MM_PX == pytest.approx(0.5, abs=tol)  # thickness
    # bottom-left: the same L turned
    assert box_in(dark, 0, height - 40, 40, height) == pytest.approx(
        (10, height - 30, 30, height - 10), abs=tol)
    # bottom-right: type 1 has no mark there; only the note, under the inset
    region = dark[h_px - corner:, w_px - corner:]
    assert not region[: round((40 - 9.5) * MM_PX)].any()


def test_nothing_prints_near_a_mark(page):
    """The clearance around each mark is white paper: the optical eye sees only the mark."""
    image, width, height = page
    cutter = load_cutter("silhouette")
    ink = image.min(axis=2) < 245

    def rows_cols(rect, grow=0.0):
        return (slice(max(round((height - rect.top - grow) * MM_PX), 0),
                      round((height - rect.y + grow) * MM_PX)),
                slice(max(round((rect.x - grow) * MM_PX), 0),
                      round((rect.right + grow) * MM_PX)))

    marks = cutter.mark_shapes(width, height)
    assert ink[rows_cols(marks[0])].mean() > 0.9  # the marks themselves are there
    for shape in marks:
        ink[rows_cols(shape, 2 / MM_PX)] = False
    for zone in cutter.keep_out(width, height):
        assert not ink[rows_cols(zone)].any(), zone


def svg_paths_sized(path: Path) -> list[str]:
    """Each card's path `d`, in order."""
    return [p.get("d", "") for p in ET.parse(path).getroot().iterfind(".//svg:path", NS)]


def svg_paths(path: Path) -> list[str]:
    """`svg_paths_sized` of an A4 landscape sheet, whose size and viewBox are checked."""
    root = ET.parse(path).getroot()
    assert root.get("width") == "297mm" and root.get("viewBox") == "0 0 297 210"
    return svg_paths_sized(path)


def commands(d: str) -> list[tuple[str, list[float]]]:
    return [(c, [float(v) for v in re.findall(r"-?[\d.]+", args)])
            for c, args in re.findall(r"([MLAZ])([^MLAZ]*)", d)]


def dxf_polylines(path: Path) -> list[list[tuple[float, float, float]]]:
    """Each POLYLINE's vertices (x, y, bulge), read from the R12 group codes."""
    text = path.read_text(encoding="ascii").splitlines()
    pairs = [(int(text[i]), text[i + 1].strip()) for i in range(0, len(text) - 1, 2)]
    assert pairs[pairs.index((9, "$ACADVER")) + 1] == (1, "AC1009")
    shapes: list[list[tuple[float, float, float]]] = []
    vertex: dict[int, float] | None = None
    for code, value in [*pairs, (0, "EOF")]:
        if code == 0:
            if vertex is not None:
                shapes[-1].append((vertex[10], vertex[20], vertex.get(42, 0.0)))
                vertex = None
            if value == "POLYLINE":
                shapes.append([])
            elif value == "VERTEX":
                vertex = {}
        elif vertex is not None and code in (10, 20, 42):
            vertex[code] = float(value)
    return shapes


def test_every_cut_path_lies_on_its_card(sharp, page):
    out, _ = sharp
    image, width, height = page
    printed = card_boxes(image, width, height)
    assert len(printed) == 8
    paths = svg_paths(out / "cards-cut.svg")
    assert len(paths) == len(printed)
    for d, box in zip(paths, printed, strict=True):
        points = [args for c, args in commands(d) if c in "ML"]
        assert len(points) == 4
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        assert (min(xs), min(ys), max(xs), max(ys)) == pytest.approx(box, abs=0.1)
        assert (max(xs) - min(xs), max(ys) - min(ys)) == pytest.approx((63, 88), abs=1e-3)
    polylines = dxf_polylines(out / "cards-cut.dxf")
    assert len(polylines) == len(printed)
    for vertices, box in zip(polylines, printed, strict=True):
        xs, ys = [v[0] for v in vertices], [height - v[1] for v in vertices]
        assert (min(xs), min(ys), max(xs), max(ys)) == pytest.approx(box, abs=0.1)
        assert all(v[2] == 0 for v in vertices)


def test_the_last_sheet_has_its_own_cut_files(sharp):
    out, report = sharp
    assert report["format"] == "silhouette"
    cards = 110  # Just One's English deck
    assert len(svg_paths(out / "cards-cut-last.svg")) == cards % 8
    assert len(dxf_polylines(out / "cards-cut-last.dxf")) == cards % 8
    assert len(PdfReader(out / "cards.pdf").pages) == 2 * math.ceil(cards / 8)


def arc_centre(start, end, r, large, sweep):
    """The centre of an SVG arc (rx = ry = r, no rotation), by the SVG specification's
    endpoint-to-centre conversion (appendix B.2.4)."""
    (x1, y1), (x2, y2) = start, end
    hx, hy = (x1 - x2) / 2, (y1 - y2) / 2
    d2 = hx * hx + hy * hy
    k = math.sqrt(max(r * r - d2, 0) / d2) * (1 if large != sweep else -1)
    return k * hy + (x1 + x2) / 2, -k * hx + (y1 + y2) / 2


def test_rounded_corners_are_quarter_circles_on_the_trim(tmp_path, sharp):
    out, _ = sharp
    export(tmp_path, "--bleed", "0", "--corner", "3")
    trims = []
    for d in svg_paths(out / "cards-cut.svg"):
        pts = [a for c, a in commands(d) if c in "ML"]
        trims.append((min(p[0] for p in pts), min(p[1] for p in pts),
                      max(p[0] for p in pts), max(p[1] for p in pts)))
    for d, (x0, y0, x1, y1) in zip(svg_paths(tmp_path / "cards-cut.svg"), trims, strict=True):
        parts = commands(d)
        position, centres = None, []
        for c, args in parts:
            if c == "A":
                rx, ry, _rot, large, sweep, x, y = args
                assert rx == ry == 3
                centres.append(arc_centre(position, (x, y), rx, large, sweep))
                position = (x, y)
            elif c in "ML":
                position = (args[0], args[1])
                assert (x0 - 0.1 <= args[0] <= x1 + 0.1) and (y0 - 0.1 <= args[1] <= y1 + 0.1)
                assert min(abs(args[0] - x0), abs(args[0] - x1), abs(args[1] - y0),
                           abs(args[1] - y1)) < 0.1  # on a side of the trim
        expected = {(x0 + 3, y0 + 3), (x1 - 3, y0 + 3), (x1 - 3, y1 - 3), (x0 + 3, y1 - 3)}
        assert len(centres) == 4
        for centre in centres:
            assert min(math.dist(centre, e) for e in expected) < 0.01
    for vertices in dxf_polylines(tmp_path / "cards-cut.dxf"):
        bulges = [v[2] for v in vertices if v[2]]
        assert len(vertices) == 8 and len(bulges) == 4
        assert all(b == pytest.approx(math.tan(math.radians(22.5))) for b in bulges)
        for (x1_, y1_, b), (x2_, y2_, _) in zip(vertices, vertices[1:] + vertices[:1],
                                                strict=True):
            if b:  # an arc of 90° between two points 3·√2 apart
                assert math.dist((x1_, y1_), (x2_, y2_)) == pytest.approx(3 * math.sqrt(2),
                                                                         abs=1e-3)


def test_backs_land_where_the_duplex_flip_puts_them(sharp, page):
    """A4 landscape turned over its long edge: a back is its front mirrored top to
    bottom (and drawn turned, to read the same way up)."""
    out, _ = sharp
    image, width, height = page
    fronts = card_boxes(image, width, height)
    back = np.asarray(render(out / "cards.pdf", 1, SCALE)).astype(int)
    backs = card_boxes(back, width, height)
    mirrored = sorted((left, height - bottom, right, height - top)
                      for left, top, right, bottom in fronts)
    assert len(backs) == len(mirrored) == 8
    for got, want in zip(sorted(backs), mirrored, strict=True):
        assert got == pytest.approx(want, abs=0.1)
    assert not (back.max(axis=2) < 80)[: round(30 * MM_PX), : round(30 * MM_PX)].any()


def test_letter_paper_and_the_note(tmp_path):
    report = export(tmp_path, "--paper", "letter", "--lang", "fr")
    assert report["layout"]["paper"] == "letter"
    reader = PdfReader(tmp_path / "cards.pdf")
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx((279.4 * 72 / 25.4,
                                                                   215.9 * 72 / 25.4))
    text = reader.pages[0].extract_text()
    assert "type 1" in text and "20 mm" in text and "0,5 mm" in text and "10 mm" in text
    assert "wisegen" not in text.lower()
    image = np.asarray(render(tmp_path / "cards.pdf", 0, SCALE)).astype(int)
    dark = outside_safe(image.max(axis=2) < 80, 279.4, 215.9)
    assert box_in(dark, 279.4 - 40, 0, 279.4, 40) == pytest.approx(
        (279.4 - 30, 10, 279.4 - 10, 30), abs=1.5 / MM_PX)


@pytest.mark.parametrize("args, message", [
    (["--paper", "a3"], "--paper must be a4 or letter"),
    (["--corner", "50"], "--corner"),
    (["--card", "30x40", "--corner", "18"], "more than half"),
])
def test_refused_options(tmp_path, args, message):
    from typer.testing import CliRunner

    from wisegen.cli import app

    result = CliRunner().invoke(app, ["export", "--game", GAME, "--format", "silhouette",
                                      "--out", str(tmp_path / "x"), *args])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output
    assert not (tmp_path / "x").exists()


def test_portrait_sheets_mirror_their_backs_left_to_right(tmp_path):
    """Tarot cards fit A4 best upright: the sheet turns over its long (vertical) edge, so
    a back is its front mirrored left to right, not turned."""
    export(tmp_path, "--bleed", "0", "--card", "tarot")
    box = PdfReader(tmp_path / "cards.pdf").pages[0].mediabox
    width, height = float(box.width) * 25.4 / 72, float(box.height) * 25.4 / 72
    assert (width, height) == pytest.approx((210, 297))
    fronts = card_boxes(np.asarray(render(tmp_path / "cards.pdf", 0, SCALE)).astype(int),
                        width, height)
    backs = card_boxes(np.asarray(render(tmp_path / "cards.pdf", 1, SCALE)).astype(int),
                       width, height)
    assert len(fronts) == 4
    mirrored = sorted((width - right, top, width - left, bottom)
                      for left, top, right, bottom in fronts)
    for got, want in zip(sorted(backs), mirrored, strict=True):
        assert got == pytest.approx(want, abs=0.1)
    for d, front in zip(svg_paths_sized(tmp_path / "cards-cut.svg"), fronts, strict=True):
        points = [args for c, args in commands(d) if c in "ML"]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        assert (min(xs), min(ys), max(xs), max(ys)) == pytest.approx(front, abs=0.1)
