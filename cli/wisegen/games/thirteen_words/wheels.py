"""13 Words' answer wheels: an outer disc, an inner disc and an arrow, pinned together
through their centres, two wheels to a sheet.

As in the published game, the star is on the outer disc: each player turns the inner
disc until their score sits under the star (the kit once put the star on the inner disc
and the scores on the outer, the other way round from the box and rulebook). The arrow
lies "in the middle of the wheel" (rulebook): the card numbers 1-12 are red badges, like
the board's, in a ring on the inner disc inside its scores, and the arrow reaches to just
short of them. It once reached out over the outer ring and hid the number it pointed at;
now its whole outline stays inside the badges' ring (`arrow_outline`, `card_badges`), so
it covers no number at any angle. Every number is set radially, bottom to the centre, and
6 and 9 carry a bar (render/numerals.py): the disc turns, and the number must still read.

The inner disc lies on the outer one, so nothing may be printed on the outer disc inside
the inner disc's radius: it would be hidden once the wheel is put together.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thirteen_words.art import captain_star, title_mark
from wisegen.render.document import Page
from wisegen.render.fit import require_fit, require_on_sheet
from wisegen.render.forms import placed
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.numerals import numeral
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


SCORE_BAND = 9.0
"""mm of the inner disc's rim given to the score ring."""
BADGE_R = 3.4
"""Radius (mm) of a card-number badge: the board's badge size."""
CLEAR = 1.0
"""mm between the arrow's reach and the nearest badge."""


def card_badges(spec: WheelSpec) -> list[tuple[str, float, float]]:
    """(label, x, y) in mm from the inner disc's centre of each card-number badge: 12 at
    the top, then clockwise like a clock face, midway between the centre's arrow and the
    score ring."""
    radius = spec.inner - SCORE_BAND - BADGE_R - 2.6
    return [(str(n), radius * math.cos(math.radians(90 - 30 * n)),
             radius * math.sin(math.radians(90 - 30 * n))) for n in range(1, SPACES + 1)]


def arrow_outline(spec: WheelSpec) -> list[tuple[float, float]]:
    """The arrow's outline in mm around its pivot, pointing along +x: a short tail, a
    shaft and a head whose tip stops CLEAR mm short of the badges' ring. Its hub (a disc
    of HUB mm round the pivot) lies inside it."""
    _label, x, y = card_badges(spec)[0]
    reach = math.hypot(x, y) - BADGE_R - CLEAR
    shaft, head, tail = 1.6, 3.8, 4.0
    return [(-tail, -shaft), (reach - 5.5, -shaft), (reach - 5.5, -head), (reach, 0.0),
            (reach - 5.5, head), (reach - 5.5, shaft), (-tail, shaft)]


HUB = 3.0
"""Radius (mm) of the arrow's round hub about the pivot."""


def _outer_disc(ctx: PrintContext, canvas: Canvas, cx: float, cy: float,
                spec: WheelSpec) -> None:
    """The star at the top of the ring the inner disc leaves uncovered, pointing in at the
    score under it, with the score label above it; the title mark at the bottom."""
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
    star_r = min(4.0, band * 0.3)
    star_y = cy + spec.inner + star_r + 0.6
    captain_star(ctx, canvas, cx, star_y, star_r)
    letter(canvas, ctx.log, ctx.text("wheels.score_label"), cx, star_y + star_r + 1.2,
           size=7, colour=accent, on=face, role="bold", align="center",
           item="wheel score label")
    title_mark(ctx, canvas, cx, cy - spec.inner - band * 0.62, 9, accent, face,
               "wheel title mark", align="center")
    _hole(canvas, cx, cy)


def _inner_disc(ctx: PrintContext, canvas: Canvas, cx: float, cy: float,
                spec: WheelSpec) -> None:
    """The scores 0..track_max around the rim, clockwise, to turn under the outer disc's
    star; inside them the card numbers the arrow picks."""
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
    ring = radius - SCORE_BAND
    canvas.circle(pt(cx), pt(cy), pt(ring), stroke=1, fill=0)
    for n in range(steps):
        edge = math.radians(90 - (n - 0.5) * 360 / steps)
        canvas.line(pt(cx + ring * math.cos(edge)), pt(cy + ring * math.sin(edge)),
                    pt(cx + radius * math.cos(edge)), pt(cy + radius * math.sin(edge)))
    canvas.restoreState()
    for n in range(steps):
        # Read from outside the wheel: each score upright when it sits under the star.
        angle = math.radians(90 + n * 360 / steps)
        r = radius - 4.8
        _radial(ctx, canvas, str(n), cx + r * math.cos(angle), cy + r * math.sin(angle),
                n * 360 / steps, 9, accent if n == 0 else ink, paper, "wheel score")
    for label, x, y in card_badges(spec):
        _badge(ctx, canvas, label, cx + x, cy + y)
    _hole(canvas, cx, cy)


def _radial(ctx: PrintContext, canvas: Canvas, label: str, x: float, y: float,
            turn: float, size: float, colour: str, on: str, item: str) -> None:
    """A number centred on (x, y) mm, turned `turn` degrees so its foot faces the centre."""
    canvas.saveState()
    canvas.translate(pt(x), pt(y))
    canvas.rotate(turn)
    numeral(canvas, ctx.log, label, 0, -size * 0.36 / pt(1), size=size, colour=colour, on=on,
            item=item)
    canvas.restoreState()


def _badge(ctx: PrintContext, canvas: Canvas, label: str, x: float, y: float) -> None:
    """A card number as the board shows it: white on a red badge (red on white with
    --ink-saver), its foot to the centre."""
    accent, paper = ctx.layout.colour("accent"), ctx.layout.colour("paper")
    fill, text = (paper, accent) if ctx.ink_saver else (accent, paper)
    canvas.saveState()
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(0.8)
    canvas.circle(pt(x), pt(y), pt(BADGE_R), stroke=1, fill=1)
    canvas.restoreState()
    turn = math.degrees(math.atan2(y, x)) - 90
    _radial(ctx, canvas, label, x, y, turn, 8.5, text, fill, "wheel card number")


def _arrow(ctx: PrintContext, canvas: Canvas, x: float, y: float, spec: WheelSpec) -> None:
    """The pointer that picks a card number on the inner disc: pinned through the hole at
    (x, y), pointing right; an outline with --ink-saver."""
    accent = ctx.layout.colour("accent")
    canvas.saveState()
    canvas.setFillColor(HexColor(accent))
    canvas.setStrokeColor(HexColor(accent if ctx.ink_saver else "#1A1A1A"))
    canvas.setLineWidth(0.9 if ctx.ink_saver else 0.6)
    path = canvas.beginPath()
    points = arrow_outline(spec)
    path.moveTo(pt(x + points[0][0]), pt(y + points[0][1]))
    for px, py in points[1:]:
        path.lineTo(pt(x + px), pt(y + py))
    path.close()
    canvas.drawPath(path, stroke=1, fill=0 if ctx.ink_saver else 1)
    canvas.circle(pt(x), pt(y), pt(HUB), stroke=1, fill=0 if ctx.ink_saver else 1)
    canvas.setFillColorRGB(1, 1, 1)
    canvas.setStrokeColor(HexColor("#1A1A1A"))
    canvas.circle(pt(x), pt(y), pt(1.2), stroke=1, fill=1)
    canvas.restoreState()


RING = 10.0
"""mm of diameter the score ring needs beyond the number disc (5 mm each side)."""


INNER_MIN = 2 * (SCORE_BAND + 2.6 + BADGE_R
                 + (2 * BADGE_R + 1) / (2 * math.sin(math.pi / SPACES)))
"""mm: the smallest inner disc whose ring of card-number badges, 1 mm apart, clears the
scores and leaves the arrow room (about 60)."""


def _require_fit(ctx: PrintContext, spec: WheelSpec) -> None:
    """The inner disc inside the outer disc with a ring to spare and large enough for its
    card numbers, and a wheel's pieces (two of them, one above the other) on the sheet;
    else refuse with file and line."""
    outer, inner = 2 * spec.outer, 2 * spec.inner
    require_fit(ctx.layout, ("materials", "wheels", "inner"), "the number disc (inner)",
                (inner, inner), (outer - RING, outer - RING),
                f"the score disc (outer) less its {RING:g} mm ring",
                "make materials.wheels.inner smaller than outer")
    require_fit(ctx.layout, ("materials", "wheels", "inner"),
                f"the ring of {SPACES} card numbers", (INNER_MIN, INNER_MIN), (inner, inner),
                "the inner disc", f"make materials.wheels.inner {math.ceil(INNER_MIN)} mm or more")
    rows = min(spec.count, 2)
    require_on_sheet(ctx.layout, ("materials", "wheels", "outer"), f"{rows} wheel(s)",
                     (outer + 14 + inner + 2, 8 + rows * outer + (rows - 1) * ROW_GAP + 14),
                     "lower materials.wheels.outer")


def wheels(ctx: PrintContext) -> list[Page]:
    """Answer wheels, two per sheet: outer disc (star), inner disc (scores and card
    numbers), arrow."""
    spec = wheel_spec(ctx)
    _require_fit(ctx, spec)
    ink = ctx.layout.colour("ink")
    r_out, r_in = spec.outer + 1, spec.inner + 1
    reach = max(x for x, _y in arrow_outline(spec))
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
                # The arrow beside the inner disc, under it on the sheet.
                placed(canvas, f"13w arrow {form_key}", Rect(-8, -8, reach + 16, 16),
                       lambda form: _arrow(ctx, form, 0, 0, spec),
                       ix - spec.inner + 8, iy - spec.inner - 12)
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
