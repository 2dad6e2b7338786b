"""Fold-over standees (pawns): a strip with the figure on both faces and two feet.

From the bottom up: foot, front panel, fold, back panel (upside down, so both faces are
upright once folded), foot. Glue the panels together, fold the feet out to stand it up.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.lettering import TextLog, letter
from wisegen.render.units import Rect, pt

PanelDrawer = Callable[[Canvas, Rect], None]


def standee_height(panel_h: float) -> float:
    return 2 * panel_h + 2 * foot_height(panel_h)


def foot_height(panel_h: float) -> float:
    return max(10.0, panel_h * 0.3)


FOOT_INK = "#4D4D4D"
"""The feet's label, 7.8:1 on the white feet."""


def draw_standee(canvas: Canvas, x: float, y: float, width: float, panel_h: float,
                 panel: PanelDrawer, fill: str, log: TextLog, foot_label: str) -> None:
    """A standee strip with its bottom-left corner at (x, y) mm; `foot_label` (kit text,
    e.g. "fold out (foot)") is printed on both feet."""
    foot = foot_height(panel_h)
    front = Rect(x, y + foot, width, panel_h)
    back = Rect(x, y + foot + panel_h, width, panel_h)
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    canvas.rect(pt(x), pt(front.y), pt(width), pt(2 * panel_h), stroke=0, fill=1)
    panel(canvas, front)
    canvas.saveState()  # the back panel is the front turned 180 degrees
    canvas.translate(pt(back.x + back.width / 2), pt(back.y + back.height / 2))
    canvas.rotate(180)
    canvas.translate(-pt(back.x + back.width / 2), -pt(back.y + back.height / 2))
    panel(canvas, back)
    canvas.restoreState()
    canvas.setStrokeColorRGB(0, 0, 0)
    canvas.setLineWidth(0.8)
    total = 2 * panel_h + 2 * foot
    canvas.rect(pt(x), pt(y), pt(width), pt(total), stroke=1, fill=0)
    canvas.setDash(pt(1.5), pt(1.2))
    canvas.setLineWidth(0.5)
    for fold_y in (front.y, back.y, back.top):
        canvas.line(pt(x), pt(fold_y), pt(x + width), pt(fold_y))
    canvas.setDash()
    letter(canvas, log, foot_label, x + width / 2, y + foot / 2 - 1, size=6,
           colour=FOOT_INK, on="#FFFFFF", align="center", item="standee foot")
    canvas.saveState()
    canvas.translate(pt(x + width / 2), pt(back.top + foot / 2))
    canvas.rotate(180)
    letter(canvas, log, foot_label, 0, -1, size=6, colour=FOOT_INK, on="#FFFFFF",
           align="center", item="standee foot")
    canvas.restoreState()
    canvas.restoreState()
