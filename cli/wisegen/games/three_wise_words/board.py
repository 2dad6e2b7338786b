"""Three Wise Words' table pieces: the colour die, the Owl Track, the owl pawns, the pad.

Sizes come from the layout's `materials`, colours from its `colours` (so `--ink-saver`
gets light tints), every word from the kit text in the kit's language. The Owl Track's
START is two squares wide so the four pawns stand side by side on it; a pawn is narrow
enough that four also share an ordinary square, two by two, with `CLEARANCE` to spare
inside its drawn edge (tests check both; a layout that breaks either is refused).
"""

from __future__ import annotations

import dataclasses
import itertools
import math

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.three_wise_words.art import (
    INK,
    PAPER,
    band_shape,
    emblem,
    foot_height,
    pawn,
)
from wisegen.render.die_net import draw_net, net_size
from wisegen.render.distinct import colour_set
from wisegen.render.document import Page
from wisegen.render.fit import require_fit, require_on_sheet
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.pad import draw_pad
from wisegen.render.pieces import Die
from wisegen.render.shapes import symbol
from wisegen.render.sheet import plain_page
from wisegen.render.text import fit_line, wrap
from wisegen.render.tiling import tiled_pages
from wisegen.render.units import Rect, pt

TITLE = "Three Wise Words"
START_CELLS = 2
"""Squares the START takes on the track: four pawns stand side by side on it."""
PAWN_GAP = 1.0
"""mm between pawns standing side by side."""
CLEARANCE = 1.0
"""mm kept free on each side between four pawns sharing a square and the square's drawn
edge: pawns cut by hand and folded stand a little wider than drawn (issue 27: they
overhung the squares when four shared one)."""
INSET = 1.0
"""mm between a track cell and the square drawn in it."""
PAWN_ROW_GAP = 12.0
"""mm between pawns printed in a row on their sheet."""
DIE_FACES = ("pink", "yellow", "pink", "yellow", "blue", "blue")
"""The die's six faces in net order (middle column top-down, then left and right;
opposites 0-2, 1-3, 4-5): two faces per colour. The phones' room rolls this same die."""


def instructions(canvas: Canvas, ctx: PrintContext, text: str, x: float, y: float,
                 width: float, item: str) -> None:
    """A short paragraph of making-of instructions, wrapped, from the top line down."""
    for n, line in enumerate(wrap(text, "regular", 9, width)):
        letter(canvas, ctx.log, line, x, y - 4.6 * n, size=9, colour=INK, on=PAPER,
               item=item)


def _die_face(ctx: PrintContext, slot: str):
    def draw(canvas: Canvas, rect: Rect) -> None:
        canvas.saveState()
        canvas.setFillColor(HexColor(ctx.layout.colour(slot)))
        canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=0, fill=1)
        canvas.restoreState()
        symbol(canvas, band_shape(ctx, slot), rect.x + rect.width / 2, rect.y + rect.height * 0.6,
               rect.width * 0.45, ctx.layout.colour("key_fill"), INK)
        label = ctx.text(f"die.{slot}")
        size = fit_line(label, "bold", 7.5, 6.0, rect.width - 2, 4, ctx.log, f"die.{slot}")
        letter(canvas, ctx.log, label, rect.x + rect.width / 2, rect.y + rect.height * 0.12,
               size=size, colour=INK, on=ctx.layout.colour(slot), role="bold",
               align="center", item=f"die.{slot}")

    return draw


def die(ctx: PrintContext) -> list[Page]:
    """Two nets (one spare): opposite faces share a colour, two faces per colour.

    A children's kit has no die: its cards carry the one (yellow) word to find."""
    if ctx.options.get("children"):
        return []
    spec = ctx.layout.material("die")
    face, tab = float(spec.get("face", 20)), float(spec.get("tab", 6))
    order = DIE_FACES
    faces = [_die_face(ctx, slot) for slot in order]
    width, height = net_size(face, tab)
    require_on_sheet(ctx.layout, ("materials", "die", "face"), "two die nets side by side",
                     (2 * width + tab * 2 + 8, height + 10),
                     "lower materials.die.face or materials.die.tab")

    def draw(canvas: Canvas, area: Rect) -> None:
        gap = tab * 2 + 8
        x0 = area.x + (area.width - 2 * width - gap) / 2
        y0 = area.top - height - 10
        for n in range(2):
            draw_net(canvas, x0 + n * (width + gap), y0, face, tab, faces)
        instructions(canvas, ctx, ctx.text("die.how"), area.x, y0 - 10, area.width,
                     "die instructions")

    part_w = 2 * width + tab * 2 + 8
    lines = len(wrap(ctx.text("die.how"), "regular", 9, part_w))
    page = plain_page(ctx, ctx.text("title.die", title=TITLE), draw,
                      part=(part_w, height + 22 + 4.6 * (lines - 1)))
    # The labels are the words printed on the faces, in the kit's language.
    labels = tuple(ctx.text(f"die.{slot}") for slot in order)
    return [dataclasses.replace(page, dice=(Die(f"{TITLE} die", tuple(faces), labels, face),))]


def track_cells(spaces: int, columns: int, size: float) -> list[tuple[float, float, float]]:
    """(x, y, width) of START then each space on a serpentine, top row first; START
    takes `START_CELLS` squares."""
    slots = spaces + START_CELLS
    rows = math.ceil(slots / columns)
    placed = []
    for n in range(slots):
        row, col = divmod(n, columns)
        if row % 2:
            col = columns - 1 - col
        placed.append((col * size, (rows - 1 - row) * size))
    start = min(placed[:START_CELLS])
    return [(start[0], start[1], START_CELLS * size)] + [
        (x, y, size) for x, y in placed[START_CELLS:]]


def track_size(ctx: PrintContext) -> tuple[int, float, int]:
    spec = ctx.layout.material("track")
    return int(spec.get("spaces", 30)), float(spec.get("space", 30)), int(
        spec.get("columns", 9))


def track(ctx: PrintContext) -> list[Page]:
    spaces, size, columns = track_size(ctx)
    cells = track_cells(spaces, columns, size)
    rows = math.ceil((spaces + START_CELLS) / columns)
    width, height = columns * size, rows * size
    _require_pawns_fit(ctx, size)
    colours = ctx.layout.colour
    palette = [colours("track_1"), colours("track_2"), colours("track_3")]
    line = colours("track_line")

    def draw(canvas: Canvas) -> None:
        canvas.saveState()
        canvas.setLineWidth(1)
        canvas.setStrokeColor(HexColor(line))
        for n, (x, y, w) in enumerate(cells):
            fill = colours("start") if n == 0 else colours("finish") if n == spaces \
                else palette[n % 3]
            canvas.setFillColor(HexColor(fill))
            canvas.roundRect(pt(x + INSET), pt(y + INSET), pt(w - 2 * INSET),
                             pt(size - 2 * INSET), pt(3), stroke=1, fill=1)
        canvas.restoreState()
        for n, (x, y, w) in enumerate(cells):
            cx = x + w / 2
            if n == 0:
                _cell_word(canvas, ctx, ctx.text("track.start"), cx, y + size - 8, w, 10,
                           colours("start"), "track.start")
                for k in range(4):  # where the four pawns stand
                    _footprint(canvas, ctx, x + 1, y + 2, w - 2, k)
            elif n == spaces:
                emblem(canvas, ctx, cx, y + size * 0.42, size * 0.58)
                _cell_word(canvas, ctx, ctx.text("track.finish"), cx, y + size - 6.5, w - 2,
                           7, colours("finish"), "track.finish")
            else:
                letter(canvas, ctx.log, str(n), cx, y + size / 2 - 2.5, size=14, colour=line,
                       on=palette[n % 3], role="bold", align="center", item="track space")
        _track_title(canvas, ctx, cells, size, width)
        canvas.saveState()
        canvas.setStrokeColor(HexColor(line))
        canvas.setLineWidth(1.5)
        for (x0, y0, w0), (x1, y1, w1) in itertools.pairwise(cells):
            _arrow(canvas, x0 + w0 / 2, y0 + size / 2, x1 + w1 / 2, y1 + size / 2, w0, w1,
                   size)
        canvas.restoreState()

    return tiled_pages(ctx, ctx.text("title.track", title=TITLE, spaces=spaces), width,
                       height, draw)


def four_on_a_square(width: float, depth: float) -> tuple[float, float]:
    """The room (mm) four pawns of footprint `width` x `depth` take two by two on a
    square, with `CLEARANCE` on every side."""
    return (2 * width + PAWN_GAP + 2 * CLEARANCE, 2 * depth + PAWN_GAP + 2 * CLEARANCE)


def _require_pawns_fit(ctx: PrintContext, size: float) -> None:
    """Four pawns side by side on START and two by two on a square, or the layout's
    pawn width is refused with its file and line."""
    spec = ctx.layout.material("pawns")
    pawn_w = float(spec.get("width", 12))
    depth = 2 * foot_height(float(spec.get("height", 22)))
    inner = size - 2 * INSET
    require_fit(ctx.layout, ("materials", "pawns", "width"), "four pawns side by side",
                (4 * pawn_w + 3 * PAWN_GAP, 0), (START_CELLS * size, 0), "the track's START",
                "lower materials.pawns.width or raise materials.track.space")
    require_fit(ctx.layout, ("materials", "pawns", "width"), "four pawns on one square",
                four_on_a_square(pawn_w, depth), (inner, inner), "a track square",
                "lower materials.pawns.width or raise materials.track.space")


def _track_title(canvas: Canvas, ctx: PrintContext, cells: list[tuple[float, float, float]],
                 size: float, width: float) -> None:
    """The title mark (emblem and title) in the empty end of the bottom row, if it has
    room for it."""
    bottom = [(x, w) for x, y, w in cells if y < size / 2]
    left = min(x for x, _ in bottom)
    right = max(x + w for x, w in bottom)
    x0, x1 = (0.0, left) if left >= width - right else (right, width)
    if x1 - x0 < 2.5 * size:
        return
    title_size = fit_line(TITLE, "display", 22, 12, x1 - x0 - size - 6, 12, ctx.log,
                          "track title")
    emblem(canvas, ctx, x0 + size / 2, size / 2, size * 0.8)
    letter(canvas, ctx.log, TITLE, x0 + size + 2, size / 2 - title_size * 0.36 / pt(1),
           size=title_size, colour=ctx.layout.colour("accent"), on=PAPER, role="display",
           item="track title")


def _cell_word(canvas: Canvas, ctx: PrintContext, text: str, cx: float, y: float,
               width: float, size: float, on: str, item: str) -> None:
    fitted = fit_line(text, "bold", size, 6.0, width - 4, 6, ctx.log, item)
    letter(canvas, ctx.log, text, cx, y, size=fitted, colour=ctx.layout.colour("track_line"),
           on=on, role="bold", align="center", item=item)


def _footprint(canvas: Canvas, ctx: PrintContext, x: float, y: float, width: float,
               k: int) -> None:
    """A dashed outline of where pawn `k` stands on START (its width, two feet deep)."""
    spec = ctx.layout.material("pawns")
    pawn_w, panel_h = float(spec.get("width", 12)), float(spec.get("height", 22))
    total = 4 * pawn_w + 3 * PAWN_GAP
    left = x + (width - total) / 2 + k * (pawn_w + PAWN_GAP)
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ctx.layout.colour("track_line")))
    canvas.setLineWidth(0.4)
    canvas.setDash(pt(1), pt(1))
    canvas.rect(pt(left), pt(y), pt(pawn_w), pt(min(2 * foot_height(panel_h), 14)), stroke=1,
                fill=0)
    canvas.restoreState()


def _arrow(canvas: Canvas, x0: float, y0: float, x1: float, y1: float, w0: float,
           w1: float, size: float) -> None:
    """A short arrow across the border between two neighbouring cells."""
    if abs(y1 - y0) < 1e-6:  # side by side: the border is between their facing edges
        sign = 1.0 if x1 > x0 else -1.0
        mx, my = x0 + sign * w0 / 2, y0
        dx, dy = sign, 0.0
    else:
        mx, my = x1 if w0 > w1 else x0, (y0 + y1) / 2
        dx, dy = 0.0, (1 if y1 > y0 else -1)
    half = 2.2
    tip = (mx + dx * half, my + dy * half)
    canvas.line(pt(mx - dx * half), pt(my - dy * half), pt(tip[0]), pt(tip[1]))
    wing = 1.4
    for side in (-1, 1):
        canvas.line(pt(tip[0]), pt(tip[1]), pt(tip[0] - dx * wing + side * dy * wing),
                    pt(tip[1] - dy * wing + side * dx * wing))
    del size


def pawns(ctx: PrintContext) -> list[Page]:
    """The teams' owls in a row: colours, names and shapes from the layout's `pawns`
    colour set (materials.pawns), tinted as that set says in ink-saver mode."""
    spec = ctx.layout.material("pawns")
    width, panel_h = float(spec.get("width", 12)), float(spec.get("height", 22))
    members = colour_set(ctx.layout, "pawns").members
    strip = 2 * panel_h + 2 * foot_height(panel_h)
    row = len(members) * width + (len(members) - 1) * PAWN_ROW_GAP
    require_on_sheet(ctx.layout, ("materials", "pawns", "width"),
                     f"a row of {len(members)} pawns", (row, strip + 4),
                     "lower materials.pawns.width or list fewer colours")

    def draw(canvas: Canvas, area: Rect) -> None:
        x0 = area.x + (area.width - row) / 2
        y0 = area.top - strip - 4
        for n, member in enumerate(members):
            name = ctx.strings.get(f"pawn.{member.name}", member.name)
            pawn(canvas, ctx, x0 + n * (width + PAWN_ROW_GAP), y0, width, panel_h,
                 member.colour, name, member.mark, f"pawns[{n}]")
        instructions(canvas, ctx, ctx.text("pawns.how"), area.x, y0 - 10, area.width,
                     "pawn instructions")

    lines = len(wrap(ctx.text("pawns.how"), "regular", 9, row))
    return [plain_page(ctx, ctx.text("title.pawns", title=TITLE), draw,
                       part=(row, strip + 16 + 4.6 * (lines - 1)))]


def pad(ctx: PrintContext) -> list[Page]:
    sheet = ctx.pack("pad").data
    copies = int(ctx.layout.material("pad").get("copies", 4))
    accent = ctx.layout.colour("accent")
    # One page, printed once per team: the plan says how many.
    return [plain_page(ctx, ctx.text("title.pad", title=TITLE, pad=sheet["title"], number=1,
                                     copies=copies),
                       lambda canvas, area: draw_pad(canvas, area, sheet, ctx.log, "pad",
                                                     accent, ctx.ink_saver), copies=copies)]
