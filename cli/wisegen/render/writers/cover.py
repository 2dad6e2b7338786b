"""The kit's cover: what the front of the game's box tells a player, on page 1.

A player opening the file sees the game's title mark, who it is for (players, age,
playing time, each beside a pictogram), a picture of the pieces they are about to make
(drawn from the kit's own pages: render/cover_art.py) and the list of components with
their counts. Every figure comes from the kit or the game's declaration (`Game.box`),
never from the cover's text: print a children's or a mini-card kit and the list follows.
The only place the program may be named in a kit is the cover's one credits line.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from wisegen.render.colour import lighten
from wisegen.render.cover_art import photo
from wisegen.render.cover_marks import INK, PAPER, PICTOGRAMS, cover_ink, headline_size
from wisegen.render.document import Page
from wisegen.render.fonts import text_width
from wisegen.render.kit import Kit, PrintContext
from wisegen.render.lettering import FLOOR_PT, letter
from wisegen.render.text import fit_line
from wisegen.render.units import Rect, pt

MARGIN = 14.0
TITLE_H = 30.0
FACTS_H = 12.0
ROW_H = 6.2
MIN_PICTURE = 30.0
"""Under this many mm either way (a user's very small paper) the cover has no picture."""
CREDIT_INK = "#595959"
"""The credits line's grey: 7:1 on white, quieter than the cover's text."""


@dataclass(frozen=True)
class Component:
    """One line of the contents: how many, and what (in the kit's language)."""

    count: int
    name: str


def components(kit: Kit) -> list[Component]:
    """Every material with its count: its cards, else its dice, else the pieces its
    layout declares (`count`, or one per declared colour), else one (a board, a pad, a
    rulebook). The name is the kit text `cover.item.NAME` when the game gives one, else
    the material's name as the print plan shows it."""
    ctx = kit.context
    strings = ctx.strings if ctx else {}
    out = []
    for material in kit.materials:
        count = len(kit.cards(material)) or len(kit.dice(material)) or _pieces(kit, material)
        name = strings.get(f"cover.item.{material}", kit.names.get(material, material))
        out.append(Component(count, name))
    return out


def _pieces(kit: Kit, material: str) -> int:
    """The pieces a material's layout declares: its `count`, else one per colour in its
    `colours`, else 1 (a value of a user's layout that is no such figure counts as 1)."""
    spec = kit.context.layout.material(material) if kit.context else {}
    count, colours = spec.get("count"), spec.get("colours")
    if isinstance(count, int) and not isinstance(count, bool) and count > 0:
        return count
    return len(colours) if isinstance(colours, list) and colours else 1


def facts(kit: Kit) -> list[tuple[str, str]]:
    """(pictogram, words) for players, age and time, from the game's declaration; none
    for a game that declares no box."""
    ctx, box = kit.context, kit.box
    if ctx is None or box is None:
        return []
    (low, high), (short, long) = box.players, box.minutes
    players = (ctx.text("cover.players.exact", count=low) if low == high
               else ctx.text("cover.players", low=low, high=high))
    minutes = (ctx.text("cover.minutes.exact", minutes=short) if short == long
               else ctx.text("cover.minutes", low=short, high=long))
    return [("players", players), ("age", ctx.text("cover.age", age=box.age_for(ctx.options))),
            ("minutes", minutes)]


def cover_pages(kit: Kit) -> list[Page]:
    """The cover, one page of the kit's paper (portrait) in the kit's language."""
    ctx = kit.context
    if ctx is None:
        raise RuntimeError("a cover needs the kit's print context")
    short, long = sorted((ctx.layout.sheet.paper_width, ctx.layout.sheet.paper_height))
    width, height = short, long
    accent = cover_ink(ctx)
    items = components(kit)
    rows = math.ceil(len(items) / _columns(width - 2 * MARGIN))
    contents_top = MARGIN + 9 + 9 + rows * ROW_H
    title = Rect(MARGIN, height - MARGIN - TITLE_H, width - 2 * MARGIN, TITLE_H)
    shown = facts(kit)
    facts_h = FACTS_H if shown else 0.0
    facts_box = Rect(MARGIN, title.y - 4 - facts_h, width - 2 * MARGIN, facts_h)
    scene = Rect(MARGIN, contents_top + 5, width - 2 * MARGIN,
                 facts_box.y - 6 - contents_top - 5)

    image: list[bytes] = []  # the picture, taken once however often the page is drawn

    def draw(canvas: Canvas) -> None:
        _title(canvas, kit, ctx, title, accent)
        _facts(canvas, ctx, shown, facts_box, accent)
        if scene.width >= MIN_PICTURE and scene.height >= MIN_PICTURE:  # a user's tiny paper
            if not image:
                image.append(photo(kit, scene.width, scene.height,
                                   lighten(ctx.layout.colour("accent"), 0.8)))
            _draw_jpeg(canvas, image[0], scene)
        _contents(canvas, ctx, items, Rect(MARGIN, MARGIN + 9, width - 2 * MARGIN,
                                          contents_top - MARGIN - 9), accent)
        letter(canvas, ctx.log, ctx.text("cover.credit"), width / 2, MARGIN, size=6.5,
               colour=CREDIT_INK, on=PAPER, align="center", item="cover credit")

    return [Page(width, height, draw, "cover")]


class _Jpeg(ImageReader):
    """JPEG bytes that ReportLab copies into the PDF as they are. A plain ImageReader
    decodes every pixel to sign the image (a tenth of a second for the cover's picture);
    the JPEG's own bytes sign it as well, and the PDF stays byte-identical run to run.

    Pillow is not asked to open it either (its plugins' import was a tenth of the deck's
    print): ReportLab reads the size and colours from the JPEG's own header
    (`PDFImageXObject.loadImageFromJPEG`, through `jpeg_fh`), as it did before."""

    def __init__(self, data: bytes) -> None:  # no super().__init__: that opens it in Pillow
        self._jpeg = data
        self._dataA = None  # no alpha channel: read by Canvas.drawImage beside the data
        self.fileName = "cover.jpg"

    def getRGBData(self) -> bytes:
        return self._jpeg

    def jpeg_fh(self) -> io.BytesIO:
        return io.BytesIO(self._jpeg)


def _draw_jpeg(canvas: Canvas, data: bytes, area: Rect) -> None:
    """JPEG bytes filling `area` (mm)."""
    canvas.drawImage(_Jpeg(data), pt(area.x), pt(area.y), pt(area.width), pt(area.height))


def _title(canvas: Canvas, kit: Kit, ctx: PrintContext, area: Rect, accent: str) -> None:
    """The game's own title mark, or its name in the display face when it has none."""
    if kit.title_mark is not None:
        kit.title_mark(canvas, ctx, area)
        return
    size = headline_size(ctx, kit.title, pt(area.height) * 0.6, area.width)
    letter(canvas, ctx.log, kit.title, area.x + area.width / 2,
           area.y + area.height / 2 - size * 0.34 / pt(1), size=size, colour=accent,
           on=PAPER, role="display", align="center", item="cover title")


def _columns(width: float) -> int:
    """The contents' columns: two on A4 or Letter, one on a narrow paper of a user's."""
    return 2 if width >= 140 else 1


def _facts(canvas: Canvas, ctx: PrintContext, shown: list[tuple[str, str]], area: Rect,
           accent: str) -> None:
    """The facts in a row across `area`, each its pictogram then its words, all at the
    one size (up to 14 pt) at which the row fits, each in a share of the width as large
    as its words need. On a paper too narrow even at 6 pt the words keep 6 pt."""
    if not shown:
        return
    icon, gap = area.height * 0.9, 2.5
    room = area.width - len(shown) * (icon + gap + 4)
    widths = [text_width(words, "bold", 14) / pt(1) for _kind, words in shown]
    size = max(FLOOR_PT, min(14.0, 14.0 * room / sum(widths)))
    needs = [icon + gap + w * size / 14 for w in widths]
    spare = (area.width - sum(needs)) / len(shown)
    x = area.x
    for (kind, words), need in zip(shown, needs, strict=True):
        left = x + spare / 2
        PICTOGRAMS[kind](canvas, Rect(left, area.y + (area.height - icon) / 2, icon, icon),
                         accent)
        ctx.log.check_glyphs(words, "bold", "cover facts")
        letter(canvas, ctx.log, words, left + icon + gap,
               area.y + area.height / 2 - size * 0.35 / pt(1), size=size, colour=INK,
               on=PAPER, role="bold", item="cover facts")
        x += need + spare


def _contents(canvas: Canvas, ctx: PrintContext, items: list[Component], area: Rect,
              accent: str) -> None:
    """The heading, then the components in two columns: the count, right-aligned in
    bold, then the name (shrunk to fit its column, never under 7 pt)."""
    top = area.top
    letter(canvas, ctx.log, ctx.text("cover.contents"), area.x, top - 5, size=12,
           colour=accent, on=PAPER, role="bold", item="cover contents")
    canvas.saveState()
    canvas.setStrokeColor(HexColor(accent))
    canvas.setLineWidth(0.8)
    canvas.line(pt(area.x), pt(top - 7.5), pt(area.right), pt(top - 7.5))
    canvas.restoreState()
    rows = math.ceil(len(items) / _columns(area.width))
    column = area.width / _columns(area.width)
    number_w = 11.0
    for n, item in enumerate(items):
        x = area.x + (n // rows) * column
        y = top - 9 - (n % rows + 1) * ROW_H + 1.6
        letter(canvas, ctx.log, str(item.count), x + number_w - 2, y, size=10.5, colour=accent,
               on=PAPER, role="bold", align="right", item="cover contents")
        size = fit_line(item.name, "regular", 10.5, 6.5, column - number_w - 3, ROW_H,
                        ctx.log, "cover contents")
        letter(canvas, ctx.log, item.name, x + number_w, y, size=size, colour=INK, on=PAPER,
               item="cover contents")
