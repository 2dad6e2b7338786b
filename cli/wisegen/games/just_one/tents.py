"""Just One's clue tents: a strip that folds into a standing tent for each player.

From the bottom of the strip: base, back face, writing face, glue tab. Standing, the
apex is the fold between the two faces, so the back face is drawn upright and the
writing face turned 180°: both then read the right way up from their own side.

Cuts are solid lines and folds dashed ones, the print-and-play convention the sheet's
legend repeats: the outline (with the tapered tab) is one solid path, and each fold,
the tab's included, is a dashed line drawn over no solid one.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.just_one.art import badge, number_colour, number_shape
from wisegen.render.document import Page
from wisegen.render.fit import require_on_sheet, sheet_room
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.sheet import plain_page
from wisegen.render.text import wrap
from wisegen.render.units import Rect, pt

TAB = 10.0
"""mm of glue tab above the writing face."""
TAB_TAPER = 4.0
"""mm the tab narrows at each end, so it tucks under the base without showing."""
GAP = 8.0
"""mm between two tents on a sheet, when the paper allows."""
MIN_GAP = 2.0
LEGEND_TOP = 6.0
"""mm from the legend's line to the first line of the instructions."""
HOW_LINE = 4.5
"""mm between the instructions' lines."""
CUT_WIDTH = 0.3
FOLD_WIDTH = 0.3
FOLD_DASH = (2.0, 1.5)
"""mm on, mm off: the dash of every fold line."""
PAPER = "#FFFFFF"
SMALL = "legible"
"""The font role of the tents' small print (Atkinson Hyperlegible: read at a glance)."""


@dataclass(frozen=True)
class TentGeometry:
    """Where a tent's parts are, in mm on the page; `y` is the bottom of the strip."""

    x: float
    y: float
    width: float
    panel: float
    base: float

    @property
    def folds(self) -> tuple[float, float, float]:
        """Heights of the three folds: base | back face | writing face | tab."""
        back = self.y + self.base
        return back, back + self.panel, back + 2 * self.panel

    @property
    def top(self) -> float:
        return self.folds[2] + TAB

    @property
    def height(self) -> float:
        return self.base + 2 * self.panel + TAB

    def outline(self) -> list[tuple[float, float]]:
        """The cut line, corner by corner (a closed polygon)."""
        x, y, right, tab = self.x, self.y, self.x + self.width, self.folds[2]
        return [(x, y), (right, y), (right, tab), (right - TAB_TAPER, self.top),
                (x + TAB_TAPER, self.top), (x, tab)]


def tent_geometry(ctx: PrintContext, x: float, y: float) -> TentGeometry:
    spec = ctx.layout.material("tents")
    return TentGeometry(x, y, float(spec.get("width", 170)), float(spec.get("panel", 42)),
                        float(spec.get("base", 20)))


def _fill(canvas: Canvas, rect: Rect, colour: str) -> None:
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
    canvas.restoreState()


def cut_and_fold(canvas: Canvas, ctx: PrintContext, tent: TentGeometry) -> None:
    """The outline solid, then the folds dashed (the drawing the tent test reads)."""
    layout = ctx.layout
    canvas.saveState()
    canvas.setLineJoin(1)
    canvas.setStrokeColor(HexColor(layout.colour("cut")))
    canvas.setLineWidth(pt(CUT_WIDTH))
    canvas.setDash([])
    path = canvas.beginPath()
    for n, (px, py) in enumerate(tent.outline()):
        (path.lineTo if n else path.moveTo)(pt(px), pt(py))
    path.close()
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setStrokeColor(HexColor(layout.colour("fold")))
    canvas.setLineWidth(pt(FOLD_WIDTH))
    canvas.setDash([pt(FOLD_DASH[0]), pt(FOLD_DASH[1])])
    for fold in tent.folds:
        canvas.line(pt(tent.x), pt(fold), pt(tent.x + tent.width), pt(fold))
    canvas.restoreState()


def _tent(canvas: Canvas, ctx: PrintContext, tent: TentGeometry, number: int) -> None:
    layout, saver = ctx.layout, ctx.ink_saver
    colour = number_colour(layout.data.get("colours", {}), number)
    shape = number_shape(layout, number, "tents")  # what tells the tent apart sans colour
    title = ctx.text("title")
    x, width, panel = tent.x, tent.width, tent.panel
    back_y, face_y, tab_y = tent.folds
    tab_colour = layout.colour("tab")
    _fill(canvas, Rect(x, tab_y, width, TAB), tab_colour)
    letter(canvas, ctx.log, ctx.text("tents.tab"), x + width / 2, tab_y + TAB / 2 - 1.2,
           size=8, colour=layout.colour("ink"), on=tab_colour, role=SMALL, align="center",
           item="tent tab")
    # Back face, upright: the badge and the title, large, for the players across the table.
    face_colour = PAPER if saver else colour
    ink = colour if saver else PAPER
    _fill(canvas, Rect(x, back_y, width, panel), face_colour)
    badge(canvas, ctx.log, number, x + 30, back_y + panel / 2, 26, colour, True, shape)
    letter(canvas, ctx.log, title, x + width / 2 + 14, back_y + panel / 2 - 4, size=30,
           colour=ink, on=face_colour, role="display", align="center", item="tent back")
    # Writing face, turned 180°: a coloured band at the apex, the rest left for the clue.
    canvas.saveState()
    canvas.translate(pt(x + width / 2), pt(face_y + panel / 2))
    canvas.rotate(180)
    left, top = -width / 2, panel / 2
    _fill(canvas, Rect(left, top - 9, width, 9), face_colour)
    if saver:
        canvas.setStrokeColor(HexColor(colour))
        canvas.setLineWidth(pt(0.4))
        canvas.line(pt(left), pt(top - 9), pt(-left), pt(top - 9))
    badge(canvas, ctx.log, number, left + 7, top - 4.5, 7, colour, True, shape)
    letter(canvas, ctx.log, title, left + 13, top - 6.3, size=11, colour=ink, on=face_colour,
           role="display", item="tent face")
    muted = layout.colour("muted")
    letter(canvas, ctx.log, ctx.text("tents.face"), -left - 4, -top + 3, size=8, colour=muted,
           on=PAPER, role=SMALL, align="right", item="tent face")
    canvas.setStrokeColor(HexColor("#BDBDBD"))
    canvas.setLineWidth(pt(0.3))
    canvas.line(pt(left + 12), pt(-top + 11), pt(-left - 12), pt(-top + 11))
    canvas.restoreState()
    letter(canvas, ctx.log, ctx.text("tents.base"), x + width / 2, tent.y + tent.base / 2 - 1.2,
           size=8, colour=layout.colour("muted"), on=PAPER, role=SMALL, align="center",
           item="tent base")
    cut_and_fold(canvas, ctx, tent)


def _legend(canvas: Canvas, ctx: PrintContext, area: Rect, y: float) -> float:
    """Solid = cut, dashed = fold, then how to make the tent; returns the y below it."""
    ink = ctx.layout.colour("ink")
    canvas.saveState()
    for n, (key, dashed) in enumerate((("tents.cut", False), ("tents.fold", True))):
        x = area.x + n * 45
        canvas.setLineWidth(pt(CUT_WIDTH))
        canvas.setStrokeColor(HexColor(ctx.layout.colour("fold" if dashed else "cut")))
        canvas.setDash([pt(FOLD_DASH[0]), pt(FOLD_DASH[1])] if dashed else [])
        canvas.line(pt(x), pt(y + 1), pt(x + 12), pt(y + 1))
        letter(canvas, ctx.log, ctx.text(key), x + 15, y, size=9, colour=ink, on=PAPER,
               role=f"{SMALL}-bold", item="tent legend")
    canvas.restoreState()
    y -= LEGEND_TOP
    for line in _how(ctx, area):
        letter(canvas, ctx.log, line, area.x, y, size=9, colour=ink, on=PAPER, role=SMALL,
               item="tent instructions")
        y -= HOW_LINE
    return y


def _how(ctx: PrintContext, area: Rect) -> list[str]:
    """How to make a tent, wrapped to the sheet's width."""
    return wrap(ctx.text("tents.how"), SMALL, 9, area.width)


def _require_fit(ctx: PrintContext, per_sheet: int) -> None:
    """A tent as wide as the sheet allows, and `per_sheet` of them with the legend as
    tall; else the layout's tent sizes are refused with their file and line."""
    probe = tent_geometry(ctx, 0, 0)
    room = sheet_room(ctx.layout.sheet)
    legend = LEGEND_TOP + len(_how(ctx, room)) * HOW_LINE
    require_on_sheet(ctx.layout, ("materials", "tents", "width"), "a clue tent",
                     (probe.width, 0), "lower materials.tents.width")
    require_on_sheet(ctx.layout, ("materials", "tents", "panel"), f"{per_sheet} clue tents",
                     (probe.width, per_sheet * probe.height + legend + MIN_GAP * per_sheet),
                     "lower materials.tents.panel or materials.tents.base")


def tents(ctx: PrintContext) -> list[Page]:
    """Clue tents, two per sheet: seven players plus a spare by default."""
    count = int(ctx.layout.material("tents").get("count", 8))
    _require_fit(ctx, min(count, 2))
    pages = []
    for first in range(1, count + 1, 2):
        numbers = [n for n in (first, first + 1) if n <= count]

        def draw(canvas: Canvas, area: Rect, numbers=numbers) -> None:
            probe = tent_geometry(ctx, 0, 0)
            x = area.x + (area.width - probe.width) / 2
            # The gaps give way first when the paper is short (Letter is 18 mm shorter
            # than A4), so the legend never runs into the scale note.
            legend = LEGEND_TOP + len(_how(ctx, area)) * HOW_LINE
            spare = area.height - len(numbers) * probe.height - legend
            gap = max(MIN_GAP, min(GAP, spare / (len(numbers) + 1)))
            top = area.top - gap / 2
            for number in numbers:
                tent = tent_geometry(ctx, x, top - probe.height)
                _tent(canvas, ctx, tent, number)
                top = tent.y - gap
            _legend(canvas, ctx, area, top - 1)

        title = ctx.text("tents.page_title", title=ctx.text("title"), first=numbers[0],
                         last=numbers[-1])
        pages.append(plain_page(ctx, title, draw))
    return pages
