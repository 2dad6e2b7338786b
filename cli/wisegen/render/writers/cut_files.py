"""Cut lines as files a cutter's software opens: SVG and DXF, 1:1 in millimetres.

Each card's cut is its trim, with its corners rounded to `corner` mm when asked: four
straight sides joined by quarter circles. Both files hold the sheet's full page so a cut
line lands where its card is printed: the SVG is `width` x `height` mm with a viewBox in
mm (y down, as SVG has it); the DXF is plain AutoCAD R12 ASCII (every cutter program
reads it, Silhouette Studio's basic edition included), one closed POLYLINE per card in
mm with the origin at the page's lower left (y up, as the PDF has it), each rounded
corner a bulge of tan(22.5°) (a quarter circle) on the vertex that starts it.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from wisegen.render.units import Rect

BULGE = math.tan(math.radians(90) / 4)
"""A DXF vertex's bulge for a quarter-circle arc to the next vertex."""
CUT_COLOUR = "#FF0000"
"""Cut lines in red, hairline: how cutter programs and print shops show a cut path."""


def outline(trim: Rect, corner: float) -> list[tuple[float, float, bool]]:
    """The cut path of a trim, anticlockwise from the bottom side, in page mm (y up):
    (x, y, an arc to the next point starts here). Without a corner: the four corners."""
    x0, y0, x1, y1 = trim.x, trim.y, trim.right, trim.top
    r = min(corner, trim.width / 2, trim.height / 2)
    if r <= 0:
        return [(x0, y0, False), (x1, y0, False), (x1, y1, False), (x0, y1, False)]
    return [(x0 + r, y0, False), (x1 - r, y0, True), (x1, y0 + r, False),
            (x1, y1 - r, True), (x1 - r, y1, False), (x0 + r, y1, True),
            (x0, y1 - r, False), (x0, y0 + r, True)]


def _number(value: float) -> str:
    """mm with three decimals (a micrometre), without trailing zeros."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def cut_svg(width: float, height: float, trims: Sequence[Rect], corner: float,
            names: Sequence[str]) -> bytes:
    """The cut lines of `trims` on a `width` x `height` mm page, one path per card, each
    titled with what the card says (escaped by ElementTree)."""
    svg = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "version": "1.1",
                             "width": f"{_number(width)}mm", "height": f"{_number(height)}mm",
                             "viewBox": f"0 0 {_number(width)} {_number(height)}"})
    group = ET.SubElement(svg, "g", {"id": "cut", "fill": "none", "stroke": CUT_COLOUR,
                                     "stroke-width": "0.1"})
    r = corner
    for number, (trim, name) in enumerate(zip(trims, names, strict=True), 1):
        points = outline(trim, r)
        radius = min(r, trim.width / 2, trim.height / 2)
        parts = []
        for index, (x, y, _arc) in enumerate(points):
            command = "M" if index == 0 else "L"
            previous_arc = points[index - 1][2] if index else False
            if previous_arc:
                command = f"A{_number(radius)} {_number(radius)} 0 0 0"
            parts.append(f"{command} {_number(x)} {_number(height - y)}")
        closing = points[-1][2]
        first = points[0]
        parts.append(f"A{_number(radius)} {_number(radius)} 0 0 0 {_number(first[0])} "
                     f"{_number(height - first[1])} Z" if closing else "Z")
        path = ET.SubElement(group, "path", {"id": f"card-{number}", "d": " ".join(parts)})
        ET.SubElement(path, "title").text = name
    ET.indent(svg)
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(svg, "utf-8") + b"\n"


def _pairs(pairs: Sequence[tuple[int, str | float]]) -> list[str]:
    lines = []
    for code, value in pairs:
        lines += [f"{code:>3}", value if isinstance(value, str) else _number(value)]
    return lines


def cut_dxf(width: float, height: float, trims: Sequence[Rect], corner: float) -> bytes:
    """The cut lines of `trims` as an R12 ASCII DXF in mm, one closed POLYLINE each on
    layer CUT; the header's extents are the page, so programs open it at full size."""
    lines = _pairs([(0, "SECTION"), (2, "HEADER"), (9, "$ACADVER"), (1, "AC1009"),
                    (9, "$INSUNITS"), (70, "4"), (9, "$MEASUREMENT"), (70, "1"),
                    (9, "$EXTMIN"), (10, 0.0), (20, 0.0), (9, "$EXTMAX"), (10, width),
                    (20, height), (0, "ENDSEC"), (0, "SECTION"), (2, "TABLES"),
                    (0, "TABLE"), (2, "LAYER"), (70, "1"), (0, "LAYER"), (2, "CUT"),
                    (70, "0"), (62, "1"), (6, "CONTINUOUS"), (0, "ENDTAB"), (0, "ENDSEC"),
                    (0, "SECTION"), (2, "ENTITIES")])
    for trim in trims:
        lines += _pairs([(0, "POLYLINE"), (8, "CUT"), (66, "1"), (10, 0.0), (20, 0.0),
                         (30, 0.0), (70, "1")])
        for x, y, arc in outline(trim, corner):
            vertex: list[tuple[int, str | float]] = [(0, "VERTEX"), (8, "CUT"), (10, x),
                                                     (20, y), (30, 0.0)]
            if arc:
                vertex.append((42, f"{BULGE:.9f}"))
            lines += _pairs(vertex)
        lines += _pairs([(0, "SEQEND"), (8, "CUT")])
    lines += _pairs([(0, "ENDSEC"), (0, "EOF")])
    return ("\r\n".join(lines) + "\r\n").encode("ascii")
