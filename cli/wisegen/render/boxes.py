"""Draw a layout box on a card: its background (into the bleed where it meets the trim)
and its text, fitted and aligned."""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.fit import require_inside
from wisegen.render.layout import Box
from wisegen.render.lettering import FLOOR_PT, letter
from wisegen.render.text import SHRINK_STEP, FitLog, Shrink, fit_block, fit_line, wrap
from wisegen.render.units import Rect, pt

EDGE = 0.01


def box_rect(box: Box, trim: Rect) -> Rect:
    """The box on the page: layout y runs down from the card's top edge. A box that
    does not lie on its card is refused (`render.fit`), never drawn off it."""
    require_inside(box, trim)
    return Rect(trim.x + box.x, trim.top - box.y - box.height, box.width, box.height)


def fill_box(canvas: Canvas, box: Box, trim: Rect, bleed: float, colour: str | None = None
             ) -> Rect:
    """Paint the box background; sides on the trim line run on through the bleed."""
    rect = box_rect(box, trim)
    fill = colour or box.fill
    if fill:
        x0 = rect.x - bleed if rect.x <= trim.x + EDGE else rect.x
        y0 = rect.y - bleed if rect.y <= trim.y + EDGE else rect.y
        x1 = rect.right + bleed if rect.right >= trim.right - EDGE else rect.right
        y1 = rect.top + bleed if rect.top >= trim.top - EDGE else rect.top
        canvas.saveState()
        canvas.setFillColor(HexColor(fill))
        canvas.rect(pt(x0), pt(y0), pt(x1 - x0), pt(y1 - y0), stroke=0, fill=1)
        canvas.restoreState()
    return rect


def paint(canvas: Canvas, rect: Rect, colour: str) -> None:
    """Fill a rectangle (mm) with a flat colour, e.g. a card's background with its bleed."""
    canvas.saveState()
    canvas.setFillColor(HexColor(colour))
    canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
    canvas.restoreState()


def box_text(canvas: Canvas, box: Box, trim: Rect, text: str, log: FitLog, item: str) -> None:
    """A layout box on a card: its fill (inside the trim) and its fitted text."""
    draw_text(canvas, box, fill_box(canvas, box, trim, 0), text, log, item)


def draw_text(canvas: Canvas, box: Box, rect: Rect, text: str, log: FitLog, item: str,
              multiline: bool = False) -> None:
    """Fit `text` into `rect` (shrinking down to the box's floor) and draw it aligned."""
    inner = rect.grow(-box.padding)
    role = box.font
    if multiline:
        size, lines = fit_block(text, role, box.size, box.min_size, inner.width, inner.height,
                                log, item)
    else:
        size = fit_line(text, role, box.size, box.min_size, inner.width, inner.height, log,
                        item)
        lines = [text]
    leading = size * 1.2
    block = leading * (len(lines) - 1) + size * 0.72
    if box.valign == "top":
        first = pt(inner.top) - size * 0.8
    elif box.valign == "bottom":
        first = pt(inner.y) + block - size * 0.72
    else:
        first = pt(inner.y + inner.height / 2) + block / 2 - size * 0.72
    x = {"left": inner.x, "right": inner.right}.get(box.align, inner.x + inner.width / 2)
    for n, line in enumerate(lines):
        letter(canvas, log, line, x, (first - n * leading) / pt(1), size=size,
               colour=box.colour, on=box_background(box), role=role, align=box.align,
               item=item)


def box_background(box: Box) -> str:
    """The colour under a box's text: its own fill, else what the layout says it sits on
    (`on`), else white paper."""
    return box.fill or box.on or "#FFFFFF"


def draw_sections(canvas: Canvas, box: Box, rect: Rect, sections: list[dict[str, str]],
                  log: FitLog, item: str) -> None:
    """Headed paragraphs (rules summaries): the largest size at which all of them fit."""
    inner = rect.grow(-box.padding)
    floor = max(box.min_size, FLOOR_PT)
    size = max(box.size, floor)
    while True:
        lines: list[tuple[str, str]] = []
        for section in sections:
            lines.append(("bold", section["heading"]))
            lines += [("regular", line)
                      for line in wrap(section["text"], "regular", size, inner.width)]
        height = len(lines) * size * 1.2 + len(sections) * size * 0.35
        if height <= pt(inner.height) or size <= floor:
            break
        size = round(size - SHRINK_STEP, 2)
    if height > pt(inner.height):
        log.too_long.append(f"{item}: text does not fit its box even at {floor:g} pt")
    elif size < box.size:
        log.shrunk.append(Shrink(item, sections[0]["heading"], size, box.size))
    for section in sections:
        log.check_glyphs(section["heading"] + " " + section["text"], "regular", item,
                        block=True)
    y = pt(inner.top) - size
    first = True
    for role, line in lines:
        if role == "bold" and not first:
            y -= size * 0.35
        first = False
        letter(canvas, log, line, inner.x, y / pt(1), size=size, colour=box.colour,
               on=box_background(box), role=role, item=item)
        y -= size * 1.2
