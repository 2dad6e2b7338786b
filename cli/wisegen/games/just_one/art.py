"""Just One's drawn identity: number badges, the card frame, the speech-bubble emblem.

Each number has its own badge shape as well as its own colour (1 circle, 2 rounded
square, 3 triangle, 4 diamond, 5 star burst; the tents of players 6-8 add a hexagon, a
cross and a triangle pointing down), so a player who prints in greyscale or does not see
colour well still tells the five rows and the eight players apart. Everything is vector art
drawn here; with --ink-saver the same shapes are drawn in outline on white.
"""

from __future__ import annotations

import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.distinct import colour_set
from wisegen.render.forms import placed
from wisegen.render.layout import Layout
from wisegen.render.lettering import TextLog, letter
from wisegen.render.shapes import rounded_frame
from wisegen.render.units import Rect, pt

SHAPES = {1: "circle", 2: "square", 3: "triangle", 4: "diamond", 5: "burst",
          6: "hexagon", 7: "cross", 8: "down"}
"""The badge shape of each number (1-5 on the cards, 1-8 on the tents): distinct without
colour. Tents 6-8 once reused 1-3's shapes and colours, so two players shared a badge."""


def shape_of(number: int) -> str:
    """The badge shape of `number`, repeating after the last one (a layout may ask for
    more tents than there are shapes)."""
    return SHAPES[(number - 1) % len(SHAPES) + 1]

PAPER = "#FFFFFF"


def number_colour(colours: dict[str, str], number: int) -> str:
    """The colour of `number` (layout colours n1, n2...), repeating after the last one
    the layout names: the built-in layout names eight, one per tent."""
    count = sum(1 for k in range(1, 100) if f"n{k}" in colours) or 1
    return colours.get(f"n{(number - 1) % count + 1}", "#000000")


def _points(shape: str, r: float) -> list[tuple[float, float]]:
    """The corners (mm, around the origin) of the polygonal badges, `r` their half-size."""
    if shape == "triangle":
        return [(0.0, 1.08 * r), (1.02 * r, -0.74 * r), (-1.02 * r, -0.74 * r)]
    if shape == "diamond":
        return [(0.0, 1.04 * r), (1.04 * r, 0.0), (0.0, -1.04 * r), (-1.04 * r, 0.0)]
    if shape == "down":
        return [(0.0, -1.08 * r), (1.02 * r, 0.74 * r), (-1.02 * r, 0.74 * r)]
    if shape == "hexagon":
        return [(r * math.cos(k * math.pi / 3), r * math.sin(k * math.pi / 3))
                for k in range(6)]
    if shape == "cross":
        a, b = 0.5 * r, 1.0 * r
        return [(a, b), (a, a), (b, a), (b, -a), (a, -a), (a, -b), (-a, -b), (-a, -a),
                (-b, -a), (-b, a), (-a, a), (-a, b)]
    spikes = 10
    return [((1.04 if k % 2 == 0 else 0.84) * r * math.cos(math.pi / 2 + k * math.pi / spikes),
             (1.04 if k % 2 == 0 else 0.84) * r * math.sin(math.pi / 2 + k * math.pi / spikes))
            for k in range(2 * spikes)]


def _shape(canvas: Canvas, shape: str, r: float, fill: str, stroke: str, width: float
           ) -> None:
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(stroke))
    canvas.setLineWidth(pt(width))
    canvas.setLineJoin(1)
    if shape == "circle":
        canvas.circle(0, 0, pt(r), stroke=1, fill=1)
    elif shape == "square":
        side = 1.72 * r
        canvas.roundRect(pt(-side / 2), pt(-side / 2), pt(side), pt(side), pt(0.28 * r),
                         stroke=1, fill=1)
    else:
        path = canvas.beginPath()
        for n, (x, y) in enumerate(_points(shape, r)):
            (path.lineTo if n else path.moveTo)(pt(x), pt(y))
        path.close()
        canvas.drawPath(path, stroke=1, fill=1)


def number_shape(layout: Layout, number: int, colour_set_name: str = "numbers") -> str:
    """The badge shape the layout's colour set (`numbers` on the cards, `tents` on the
    tents) declares for `number`, repeating like the colours; SHAPES when it has none."""
    members = colour_set(layout, colour_set_name).members
    mark = members[(number - 1) % len(members)].mark if members else None
    return mark or shape_of(number)


def badge(canvas: Canvas, log: TextLog, number: int, cx: float, cy: float, size: float,
          colour: str, outlined: bool = False, shape: str | None = None) -> None:
    """The badge of `number` (1-8), `size` mm across, centred at (cx, cy) mm: the shape
    (`shape`, by default the number's own in SHAPES) filled with the number's colour and
    a white digit, or (ink saver) outlined in the colour with the digit in it."""
    shape = shape or shape_of(number)
    r = size / 2
    digit_size = size * {"triangle": 2.2, "diamond": 2.2, "down": 1.8, "cross": 1.9,
        "hexagon": 2.4}.get(
        shape, 2.75)
    drop = {"triangle": -0.16 * r, "down": 0.1 * r}.get(shape, 0.0)

    def draw(form: Canvas) -> None:
        form.saveState()
        if outlined:
            _shape(form, shape, r * 0.94, PAPER, colour, 0.45)
        else:
            _shape(form, shape, r * 0.94, colour, colour, 0.6)
        form.restoreState()
        letter(form, log, str(number), 0.0, drop - digit_size * 0.36 / pt(1),
               size=digit_size, colour=colour if outlined else PAPER,
               on=PAPER if outlined else colour, role="display", align="center",
               item=f"badge {number}")

    placed(canvas, f"j1 badge {number} {shape} {size:.2f} {colour} {outlined}",
           Rect(-size, -size, 2 * size, 2 * size), draw, cx, cy)


def frame_path(canvas: Canvas, rect: Rect, radius: float):
    """A rounded rectangle as a path (for clipping and stroking)."""
    path = canvas.beginPath()
    path.roundRect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), pt(radius))
    return path


def frame(canvas: Canvas, rect: Rect, colour: str, width: float = 0.45,
          radius: float = 3.0) -> None:
    """The card's frame, `width` in mm: a rounded line inside the trim."""
    rounded_frame(canvas, rect, colour, pt(width), radius)


def band_in_frame(canvas: Canvas, frame_rect: Rect, band: Rect, colour: str,
                  radius: float = 3.0) -> None:
    """Fill `band` clipped to the rounded frame (the title band keeps the frame's
    corners)."""
    canvas.saveState()
    canvas.clipPath(frame_path(canvas, frame_rect, radius), stroke=0, fill=0)
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(band.x), pt(band.y), pt(band.width), pt(band.height), stroke=0, fill=1)
    canvas.restoreState()


def bubble(canvas: Canvas, log: TextLog, box: Rect, fill: str, ink: str,
           outlined: bool = False, item: str = "emblem") -> None:
    """The emblem: a speech bubble holding one big "1" (one clue, one word), its tail
    down to the left. `box` is the whole emblem, tail included."""
    body_h = box.height * 0.78
    body = Rect(box.x, box.top - body_h, box.width, body_h)
    radius = min(box.width, body_h) * 0.3
    canvas.saveState()
    canvas.setLineJoin(1)
    canvas.setFillColor(HexColor(fill))
    canvas.setStrokeColor(HexColor(ink))
    canvas.setLineWidth(pt(max(0.3, box.width * 0.025)))
    path = canvas.beginPath()
    path.roundRect(pt(body.x), pt(body.y), pt(body.width), pt(body.height), pt(radius))
    canvas.drawPath(path, stroke=1 if outlined else 0, fill=1)
    tail = canvas.beginPath()
    tail.moveTo(pt(body.x + body.width * 0.22), pt(body.y + 0.6))
    tail.lineTo(pt(box.x + box.width * 0.12), pt(box.y))
    tail.lineTo(pt(body.x + body.width * 0.48), pt(body.y + 0.6))
    canvas.drawPath(tail, stroke=0, fill=1)
    if outlined:
        edge = canvas.beginPath()
        edge.moveTo(pt(body.x + body.width * 0.22), pt(body.y))
        edge.lineTo(pt(box.x + box.width * 0.12), pt(box.y))
        edge.lineTo(pt(body.x + body.width * 0.48), pt(body.y))
        canvas.drawPath(edge, stroke=1, fill=0)
    canvas.restoreState()
    size = body_h / 0.62 * pt(1) * 0.62
    letter(canvas, log, "1", body.x + body.width / 2, body.y + body_h / 2 - size * 0.36 / pt(1),
           size=size, colour=ink, on=fill, role="display", align="center", item=item)
