"""A cube net with glue tabs: six faces in a cross, cut lines solid, folds dashed.

Faces are given top-to-bottom down the middle column (0, 1, 2, 3), then left (4) and
right (5) of face 1. Opposite faces when folded: 0-2, 1-3, 4-5. Every face is drawn
upright in the net, so letters on a folded die read consistently around its middle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.units import Rect, pt

FaceDrawer = Callable[[Canvas, Rect], None]

# Face index -> (column, row from the top) in the 3 x 4 cross.
_CELLS = {0: (1, 0), 1: (1, 1), 2: (1, 2), 3: (1, 3), 4: (0, 1), 5: (2, 1)}
# Glue tabs: (face, side) — one edge of each of the seven pairs that meet when folded.
_TABS = ((0, "left"), (0, "right"), (2, "left"), (2, "right"), (3, "left"), (3, "right"),
         (3, "bottom"))


def net_size(face: float, tab: float) -> tuple[float, float]:
    """Width and height of the net with its tabs, in mm."""
    return 3 * face, 4 * face + tab


def face_rects(x: float, y: float, face: float, tab: float) -> list[Rect]:
    """The six face rectangles for a net whose bounding box starts at (x, y) mm."""
    top = y + 4 * face + tab
    return [Rect(x + col * face, top - (row + 1) * face, face, face)
            for col, row in (_CELLS[i] for i in range(6))]


def _tab(canvas: Canvas, rect: Rect, side: str, tab: float) -> None:
    inset = tab * 0.8
    if side == "left":
        pts = [(rect.x, rect.y), (rect.x - tab, rect.y + inset), (rect.x - tab, rect.top - inset),
               (rect.x, rect.top)]
    elif side == "right":
        pts = [(rect.right, rect.y), (rect.right + tab, rect.y + inset),
               (rect.right + tab, rect.top - inset), (rect.right, rect.top)]
    else:
        pts = [(rect.x, rect.y), (rect.x + inset, rect.y - tab), (rect.right - inset, rect.y - tab),
               (rect.right, rect.y)]
    path = canvas.beginPath()
    path.moveTo(pt(pts[0][0]), pt(pts[0][1]))
    for px, py in pts[1:]:
        path.lineTo(pt(px), pt(py))
    canvas.saveState()
    canvas.setFillColor(HexColor("#D9D9D9"))
    canvas.drawPath(path, stroke=1, fill=1)
    canvas.restoreState()


def draw_net(canvas: Canvas, x: float, y: float, face: float, tab: float,
             faces: Sequence[FaceDrawer]) -> list[Rect]:
    """Draw a whole net at (x, y) mm; returns the face rectangles."""
    rects = face_rects(x, y, face, tab)
    canvas.saveState()
    canvas.setLineWidth(0.7)
    for rect, drawer in zip(rects, faces, strict=True):
        drawer(canvas, rect)
    canvas.setStrokeColorRGB(0, 0, 0)
    for index, side in _TABS:
        _tab(canvas, rects[index], side, tab)
    canvas.setFillColorRGB(0, 0, 0)
    # Fold lines: every edge shared by two faces, dashed; the rest are cut lines, solid.
    canvas.setDash(pt(1.5), pt(1.2))
    canvas.setLineWidth(0.5)
    for a, b in ((0, 1), (1, 2), (2, 3)):
        canvas.line(pt(rects[a].x), pt(rects[a].y), pt(rects[a].right), pt(rects[b].top))
    for side_face in (4, 5):
        r = rects[side_face]
        edge_x = r.right if side_face == 4 else r.x
        canvas.line(pt(edge_x), pt(r.y), pt(edge_x), pt(r.top))
    for index, side in _TABS:
        r = rects[index]
        if side == "left":
            canvas.line(pt(r.x), pt(r.y), pt(r.x), pt(r.top))
        elif side == "right":
            canvas.line(pt(r.right), pt(r.y), pt(r.right), pt(r.top))
        else:
            canvas.line(pt(r.x), pt(r.y), pt(r.right), pt(r.y))
    canvas.setDash()
    canvas.setLineWidth(0.8)
    _cut_outline(canvas, rects)
    canvas.restoreState()
    return rects


def _cut_outline(canvas: Canvas, rects: list[Rect]) -> None:
    """Solid cut lines on the net's outer edges that carry no tab."""
    tabbed = set(_TABS)
    shared = {(0, "bottom"), (1, "top"), (1, "bottom"), (2, "top"), (2, "bottom"), (3, "top"),
              (1, "left"), (1, "right"), (4, "right"), (5, "left")}
    for index, rect in enumerate(rects):
        for side in ("left", "right", "top", "bottom"):
            if (index, side) in tabbed or (index, side) in shared:
                continue
            if side == "left":
                canvas.line(pt(rect.x), pt(rect.y), pt(rect.x), pt(rect.top))
            elif side == "right":
                canvas.line(pt(rect.right), pt(rect.y), pt(rect.right), pt(rect.top))
            elif side == "top":
                canvas.line(pt(rect.x), pt(rect.top), pt(rect.right), pt(rect.top))
            else:
                canvas.line(pt(rect.x), pt(rect.y), pt(rect.right), pt(rect.y))
