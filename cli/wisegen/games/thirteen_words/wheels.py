"""13 Words' answer wheels: an outer disc, an inner score disc and an arrow, pinned
together through their centres, two wheels to a sheet.

As in the published game, the star is on the outer disc: each player turns the inner
disc until their score sits under the star (the kit once put the star on the inner disc
and the scores on the outer, the other way round from the box and rulebook). The outer
disc's ring carries the star and the card numbers 1-12 the arrow picks.

The inner disc lies on the outer one, so nothing may be printed on the outer disc inside
the inner disc's radius: it would be hidden once the wheel is put together.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thirteen_words.art import captain_star, emblem
from wisegen.render.document import Page
from wisegen.render.fit import require_fit, require_on_sheet
from wisegen.render.forms import placed
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.sheet import plain_page
from wisegen.render.units import Rect, pt

SPACES = 12
ROW_GAP = 22.0
"""mm between the two wheels of a sheet (the second one's title sits in it)."""


@dataclass(frozen=True)
class WheelSpec:
    outer: float
    """Radii in mm."""
    inner: float
    track_max: int
    count: int


def wheel_spec(ctx: PrintContext) -> WheelSpec:
    spec = ctx.layout.material("wheels")
    return WheelSpec(float(spec.get("outer", 100)) / 2, float(spec.get("inner", 70)) / 2,
                     int(spec.get("track_max", 15)), int(spec.get("count", 8)))


def wheel_centres(area: Rect, spec: WheelSpec, row: int) -> tuple[tuple[float, float],
                                                                   tuple[float, float]]:
    """(outer disc centre, inner disc centre) in mm of the wheel in `row` (0 or 1)."""
    cy = area.top - 8 - spec.outer - row * (2 * spec.outer + ROW_GAP)
    outer = (area.x + spec.outer + 2, cy)
    inner = (area.x + 2 * spec.outer + 14 + spec.inner, cy + spec.outer - spec.inner)
    return outer, inner


def _hole(canvas: Canvas, cx: float, cy: float) -> None:
    canvas.saveState()
    canvas.setStrokeColor(HexColor("#1A1A1A"))
    canvas.setLineWidth(0.6)
    canvas.circle(pt(cx), pt(cy), pt(1.5))
    canvas.line(pt(cx - 3), pt(cy), pt(cx + 3), pt(cy))
    canvas.line(pt(cx), pt(cy - 3), pt(cx), pt(cy + 3))
    canvas.restoreState()


def _outer_disc(ctx: PrintContext, canvas: Canvas, cx: float, cy: float,
                spec: WheelSpec) -> None:
    """The star, at the top of the ring the inner disc leaves uncovered, pointing in at
    the score under it; the card numbers 1-12 around the rest of the ring."""
    layout = ctx.layout
    ink, accent, face = layout.colour("ink"), layout.colour("accent"), layout.colour("wheel")
    radius = spec.outer
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ink))
    canvas.setLineWidth(0.8)
    canvas.setFillColor(HexColor(face))
    canvas.circle(pt(cx), pt(cy), pt(radius), stroke=1, fill=1)
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(0.5)
    canvas.setDash(pt(1.2), pt(1.2))  # where the inner disc's edge will lie
    canvas.circle(pt(cx), pt(cy), pt(spec.inner), stroke=1, fill=0)
    canvas.restoreState()
    band = radius - spec.inner
    for n in range(1, SPACES + 1):
        angle = math.radians(90 - (n - 1) * 360 / SPACES - 15)
        r = spec.inner + band * 0.55
        tx, ty = cx + r * math.cos(angle), cy + r * math.sin(angle)
        letter(canvas, ctx.log, str(n), tx, ty - 1.4, size=11, colour=ink, on=face,
               role="bold", align="center", item="wheel card number")
    star_r = min(4.0, band * 0.3)
    captain_star(ctx, canvas, cx, cy + spec.inner + star_r + 0.6, star_r)
    _hole(canvas, cx, cy)


def _inner_disc(ctx: PrintContext, canvas: Canvas, cx: float, cy: float,
                spec: WheelSpec) -> None:
    """The scores 0..track_max around the rim, clockwise, to turn under the outer disc's
    star; the score label and the emblem inside."""
    layout = ctx.layout
    ink, accent, paper = layout.colour("ink"), layout.colour("accent"), layout.colour("paper")
    radius = spec.inner
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ink))
    canvas.setLineWidth(0.8)
    canvas.setFillColor(HexColor(paper))
    canvas.circle(pt(cx), pt(cy), pt(radius), stroke=1, fill=1)
    canvas.setLineWidth(0.4)
    steps = spec.track_max + 1
    ring = radius - 9
    for n in range(steps):
        edge = math.radians(90 - (n - 0.5) * 360 / steps)
        canvas.line(pt(cx + ring * math.cos(edge)), pt(cy + ring * math.sin(edge)),
                    pt(cx + radius * math.cos(edge)), pt(cy + radius * math.sin(edge)))
    canvas.restoreState()
    for n in range(steps):
        # Read from outside the wheel: each score upright when it sits under the star.
        angle = math.radians(90 + n * 360 / steps)
        r = radius - 4.8
        tx, ty = cx + r * math.cos(angle), cy + r * math.sin(angle)
        canvas.saveState()
        canvas.translate(pt(tx), pt(ty))
        canvas.rotate(n * 360 / steps)
        letter(canvas, ctx.log, str(n), 0, -1.1, size=9, colour=accent if n == 0 else ink,
               on=paper, role="bold", align="center", item="wheel score")
        canvas.restoreState()
    letter(canvas, ctx.log, ctx.text("wheels.score_label"), cx, cy + radius - 15, size=7,
           colour=accent, on=paper, role="bold", align="center", item="wheel score label")
    emblem(canvas, cx, cy - radius * 0.5, 4.5, accent, ctx.ink_saver)
    _hole(canvas, cx, cy)


def _arrow(ctx: PrintContext, canvas: Canvas, x: float, y: float, length: float) -> None:
    """The pointer that picks a card number on the inner disc: pinned through the hole at
    (x, y), pointing right; an outline with --ink-saver."""
    accent = ctx.layout.colour("accent")
    canvas.saveState()
    canvas.setFillColor(HexColor(accent))
    canvas.setStrokeColor(HexColor(accent if ctx.ink_saver else "#1A1A1A"))
    canvas.setLineWidth(0.9 if ctx.ink_saver else 0.6)
    path = canvas.beginPath()
    shaft = 4.0
    points = [(x - 6, y - shaft), (x + length - 10, y - shaft), (x + length - 10, y - 7),
              (x + length, y), (x + length - 10, y + 7), (x + length - 10, y + shaft),
              (x - 6, y + shaft)]
    path.moveTo(pt(points[0][0]), pt(points[0][1]))
    for px, py in points[1:]:
        path.lineTo(pt(px), pt(py))
    path.close()
    canvas.drawPath(path, stroke=1, fill=0 if ctx.ink_saver else 1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setStrokeColor(HexColor("#1A1A1A"))
    canvas.circle(pt(x), pt(y), pt(1.5), stroke=1, fill=1)
    canvas.restoreState()


RING = 10.0
"""mm of diameter the score ring needs beyond the number disc (5 mm each side)."""


def _require_fit(ctx: PrintContext, spec: WheelSpec) -> None:
    """The number disc inside the score disc with a ring to spare, and a wheel's pieces
    (two of them, one above the other) on the sheet; else refuse with file and line."""
    outer, inner = 2 * spec.outer, 2 * spec.inner
    require_fit(ctx.layout, ("materials", "wheels", "inner"), "the number disc (inner)",
                (inner, inner), (outer - RING, outer - RING),
                f"the score disc (outer) less its {RING:g} mm ring",
                "make materials.wheels.inner smaller than outer")
    rows = min(spec.count, 2)
    require_on_sheet(ctx.layout, ("materials", "wheels", "outer"), f"{rows} wheel(s)",
                     (outer + 14 + inner + 2, 8 + rows * outer + (rows - 1) * ROW_GAP + 14),
                     "lower materials.wheels.outer")


def wheels(ctx: PrintContext) -> list[Page]:
    """Answer wheels, two per sheet: outer disc (star, card numbers), inner score disc,
    arrow."""
    spec = wheel_spec(ctx)
    _require_fit(ctx, spec)
    ink = ctx.layout.colour("ink")
    r_out, r_in = spec.outer + 1, spec.inner + 1
    # The arrow reaches over the inner disc to the card numbers on the outer ring.
    arrow = spec.inner + (spec.outer - spec.inner) * 0.8
    form_key = f"{spec} {ctx.ink_saver} {ctx.text('wheels.score_label')}"
    pages = []
    for first in range(1, spec.count + 1, 2):
        numbers = [n for n in (first, first + 1) if n <= spec.count]

        def draw(canvas: Canvas, area: Rect, numbers=numbers) -> None:
            for row, number in enumerate(numbers):
                (ox, oy), (ix, iy) = wheel_centres(area, spec, row)
                # Every wheel is the same: each piece is drawn once per PDF and placed.
                placed(canvas, f"13w outer {form_key}", Rect(-r_out, -r_out, 2 * r_out, 2 * r_out),
                       lambda form: _outer_disc(ctx, form, 0, 0, spec), ox, oy)
                placed(canvas, f"13w inner {form_key}", Rect(-r_in, -r_in, 2 * r_in, 2 * r_in),
                       lambda form: _inner_disc(ctx, form, 0, 0, spec), ix, iy)
                placed(canvas, f"13w arrow {form_key}", Rect(-8, -8, arrow + 16, 16),
                       lambda form: _arrow(ctx, form, 0, 0, arrow),
                       ix - spec.inner + 8, oy - spec.outer + 8)
                letter(canvas, ctx.log, ctx.text("wheels.wheel", number=number), area.x,
                       oy + spec.outer + 2, size=8, colour=ink, on="#FFFFFF", role="bold",
                       item="wheel title")
            for n, key in enumerate(("wheels.how_cut", "wheels.how_use")):
                letter(canvas, ctx.log, ctx.text(key), area.x, area.y + 9 - 4.5 * n, size=8,
                       colour=ink, on="#FFFFFF", item="wheels instructions")

        title = ctx.text("wheels.title", game=ctx.text("game.title"), first=numbers[0],
                         last=numbers[-1])
        pages.append(plain_page(ctx, title, draw))
    return pages
