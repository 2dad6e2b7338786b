"""The small drawings a cover's facts stand beside (players, age, time), and a title mark
for a game whose own art has no single "emblem and name" drawer.

The pictograms are plain shapes in one ink, so they read in greyscale and at a glance,
as the icons on a game box do; the words beside them carry the figures.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import contrast
from wisegen.render.fonts import text_width
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.units import Rect, pt

INK = "#1A1A1A"
PAPER = "#FFFFFF"


def cover_ink(ctx: PrintContext, name: str = "accent", on: str = PAPER) -> str:
    """The game's colour `name` when it reads on `on` at 4.5:1 or better, else ink."""
    colour = ctx.layout.colour(name)
    return colour if contrast(colour, on) >= 4.5 else INK


def _person(canvas: Canvas, cx: float, bottom: float, height: float, gap: bool = False
            ) -> None:
    """A head over rounded shoulders with a flat base, `height` mm tall, standing on
    `bottom`; `gap` first draws its outline wide in the canvas's stroke colour (paper
    white), to part it from a figure behind."""
    head = height * 0.2
    head_y = bottom + height - head
    half, body_top = height * 0.34, height * 0.56  # a neck's gap under the head
    for stroke, fill in ((1, 0), (0, 1)) if gap else ((0, 1),):
        canvas.circle(pt(cx), pt(head_y), pt(head), stroke=stroke, fill=fill)
        canvas.ellipse(pt(cx - half), pt(bottom), pt(cx + half), pt(bottom + body_top),
                       stroke=stroke, fill=fill)
        canvas.rect(pt(cx - half), pt(bottom), pt(2 * half), pt(body_top / 2), stroke=stroke,
                    fill=fill)


def players(canvas: Canvas, box: Rect, colour: str) -> None:
    """Two people, one a step behind the other: "players"."""
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.setStrokeColor(HexColor(PAPER))
    h = box.height
    _person(canvas, box.x + box.width * 0.68, box.y + h * 0.14, h * 0.84)
    canvas.setLineWidth(pt(h * 0.08))
    _person(canvas, box.x + box.width * 0.36, box.y, h * 0.9, gap=True)
    canvas.restoreState()


def age(canvas: Canvas, box: Rect, colour: str) -> None:
    """A person beside a measuring rod: "how old (how tall) a player should be"."""
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.setStrokeColor(HexColor(colour))
    h = box.height
    _person(canvas, box.x + box.width * 0.38, box.y, h * 0.8)
    rod = box.x + box.width * 0.8
    canvas.setLineWidth(pt(h * 0.07))
    canvas.line(pt(rod), pt(box.y), pt(rod), pt(box.y + h))
    canvas.setLineWidth(pt(h * 0.05))
    for n in range(5):
        y = box.y + h * (0.1 + 0.2 * n)
        tick = h * (0.16 if n % 2 else 0.1)
        canvas.line(pt(rod - tick), pt(y), pt(rod), pt(y))
    canvas.restoreState()


def clock(canvas: Canvas, box: Rect, colour: str) -> None:
    """A clock face with its hands at twenty past: "playing time"."""
    canvas.saveState()
    r = min(box.width, box.height) / 2
    cx, cy = box.x + box.width / 2, box.y + box.height / 2
    canvas.setStrokeColor(HexColor(colour))
    canvas.setFillColor(HexColor(colour))
    canvas.setLineWidth(pt(r * 0.16))
    canvas.circle(pt(cx), pt(cy), pt(r * 0.9), stroke=1, fill=0)
    canvas.setLineCap(1)
    canvas.setLineWidth(pt(r * 0.13))
    canvas.line(pt(cx), pt(cy), pt(cx), pt(cy + r * 0.62))
    canvas.line(pt(cx), pt(cy), pt(cx + r * 0.45), pt(cy - r * 0.2))
    canvas.circle(pt(cx), pt(cy), pt(r * 0.1), stroke=0, fill=1)
    for n in range(12):
        if n % 3 == 0:
            continue
        a = math.radians(n * 30)
        canvas.circle(pt(cx + r * 0.68 * math.sin(a)), pt(cy + r * 0.68 * math.cos(a)),
                      pt(r * 0.05), stroke=0, fill=1)
    canvas.restoreState()


PICTOGRAMS: dict[str, Callable[[Canvas, Rect, str], None]] = {
    "players": players, "age": age, "minutes": clock}
"""Each box fact's drawing, by the fact's name."""


def headline_size(ctx: PrintContext, text: str, size: float, width: float) -> float:
    """The largest size up to `size` (pt) at which `text` in the display face spans at
    most `width` mm. A headline is sized to its room by design, so this is no "shrunk to
    fit" finding; a character the font lacks still is."""
    ctx.log.check_glyphs(text, "display", "cover title")
    return min(size, size * pt(width) / max(text_width(text, "display", size), 1e-6))


def emblem_and_name(canvas: Canvas, ctx: PrintContext, area: Rect, name: str, colour: str,
                    emblem: Callable[[Rect], None], ratio: float = 1.0) -> None:
    """An emblem (`ratio` times as wide as high, `area`'s height) and then the name in the
    display font, as large as fits beside it; the pair centred in `area`."""
    mark_w = area.height * ratio
    gap = area.height * 0.22
    room = area.width - mark_w - gap
    size = headline_size(ctx, name, pt(area.height) * 0.62, room)
    total = mark_w + gap + text_width(name, "display", size) / pt(1)
    left = area.x + (area.width - total) / 2
    emblem(Rect(left, area.y, mark_w, area.height))
    letter(canvas, ctx.log, name, left + mark_w + gap,
           area.y + area.height / 2 - size * 0.34 / pt(1), size=size, colour=colour,
           on=PAPER, role="display", item="cover title")
