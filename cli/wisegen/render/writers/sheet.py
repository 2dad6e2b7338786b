"""A contact sheet: the whole kit (or a deck, with `--only cards`) on one small PNG.

Every distinct card front, then each distinct back, trimmed, at `dpi` (default 50) in a
grid, each cell exactly the image `export --format png --bleed 0 --dpi` makes of that
card; then every other page (boards, dice nets, pads) at half that resolution. Each
material is headed by its name and counts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from wisegen.core.limits import check_pixels
from wisegen.render.document import Page
from wisegen.render.kit import Kit
from wisegen.render.lettering import TextLog, letter
from wisegen.render.picture_stream import render_pictures
from wisegen.render.pictures import Picture, Placement, centred, px, to_mm
from wisegen.render.pieces import Drawer
from wisegen.render.units import Rect, pt
from wisegen.render.writers import Output, Progress
from wisegen.render.writers.faces import default_folder, distinct

DEFAULT_DPI = 50
MARGIN, GAP, LABEL = 16, 8, 22
"""Pixels: around the sheet, between cells, for a material's heading."""
COLUMNS = 12
"""Cards across, at most."""
MAX_WIDTH = 1600
"""Pixels across for pages side by side, when no deck is wider."""
BACKGROUND = "#E4E4E4"
INK = "#1A1A1A"
"""Headings: 14:1 on the grey background."""


def _count(kit: Kit, key: str, count: int, **values: object) -> str:
    """Kit text `contact.KEY` (one) or `contact.KEYs` (several), in the kit's language."""
    ctx = kit.context
    name = f"contact.{key}" if count == 1 else f"contact.{key}s"
    if ctx is None:
        raise RuntimeError("a contact sheet needs the kit's print context")
    return ctx.text(name, count=count, **values)


@dataclass
class _Item:
    draw: Drawer
    width: float
    height: float
    size: tuple[int, int]
    """Its cell in pixels."""
    page: bool = False


@dataclass
class _Section:
    label: str
    items: list[_Item]


def _page_drawer(page: Page, scale: float) -> Drawer:
    """A kit page shrunk by `scale` onto the sheet, white paper under it."""

    def draw(canvas: Canvas, trim: Rect) -> None:
        canvas.translate(pt(trim.x), pt(trim.y))
        canvas.scale(scale, scale)
        canvas.setFillColorRGB(1, 1, 1)
        canvas.rect(0, 0, pt(page.width), pt(page.height), stroke=0, fill=1)
        page.draw(canvas)

    return draw


def _flow(items: list[_Item], width: int) -> tuple[list[tuple[_Item, int, int]], int, int]:
    """Items left to right, wrapping at `width` px: their offsets, and the block's size."""
    laid, x, y, row, used = [], 0, 0, 0, 0
    for item in items:
        if x and x + item.size[0] > width:
            x, y, row = 0, y + row + GAP, 0
        laid.append((item, x, y))
        used = max(used, x + item.size[0])
        x += item.size[0] + GAP
        row = max(row, item.size[1])
    return laid, used, y + row


def _content_width(sections: list[_Section]) -> int:
    """Wide enough for the widest deck's rows of cards (COLUMNS at most) and for every
    other material's pages side by side, up to MAX_WIDTH."""
    decks = [min(COLUMNS, len(s.items)) * (s.items[0].size[0] + GAP) - GAP
             for s in sections if not s.items[0].page]
    pages = [sum(i.size[0] + GAP for i in s.items) - GAP for s in sections if s.items[0].page]
    side_by_side = min(MAX_WIDTH, sum(w + 3 * GAP for w in pages) - 3 * GAP) if pages else 0
    return max([*decks, side_by_side, *(i.size[0] for s in sections for i in s.items)])


class SheetWriter:
    format = "sheet"

    def __init__(self, dpi: int | None = None, **settings: object) -> None:
        self.dpi = dpi or DEFAULT_DPI
        self.notes: list[str] = []

    def _sections(self, kit: Kit) -> list[_Section]:
        dpi, sections = self.dpi, []
        for material, pages in kit.materials.items():
            cards = kit.cards(material)
            if not cards:
                scale = 0.5
                items = [_Item(_page_drawer(page, scale), page.width * scale,
                               page.height * scale, (px(page.width * scale, dpi),
                                                     px(page.height * scale, dpi)), True)
                         for page in pages]
                sections.append(_Section(_count(kit, "page", len(pages),
                                                material=kit.names.get(material, material)),
                                         items))
                continue
            faces = distinct(cards)
            backs = list({id(f.card.back): f.card for f in faces if f.card.back}.values())
            size = (px(cards[0].width, dpi), px(cards[0].height, dpi))
            items = [_Item(f.card.front, f.card.width, f.card.height, size) for f in faces]
            items += [_Item(c.back, c.width, c.height, size) for c in backs if c.back]
            label = _count(kit, "card", len(cards), material=kit.names.get(material, material))
            if backs:
                label += _count(kit, "back", len(backs))
            sections.append(_Section(label, items))
        return sections

    def _picture(self, kit: Kit) -> Picture:
        dpi, sections = self.dpi, self._sections(kit)
        content = _content_width(sections)
        boxes: list[tuple[_Item, int, int]] = []
        labels: list[tuple[str, int, int]] = [(kit.title, MARGIN, MARGIN)]
        top = MARGIN + LABEL + GAP
        shelf_x, shelf_h = 0, 0
        for section in sections:
            laid, width, height = _flow(section.items, content)
            if section.items[0].page and shelf_x and shelf_x + width <= content:
                left = shelf_x  # pages of small materials share a row
            else:
                top, left, shelf_h = top + shelf_h, 0, 0
            labels.append((section.label, MARGIN + left, top))
            boxes += [(item, MARGIN + left + x, top + LABEL + y) for item, x, y in laid]
            shelf_h = max(shelf_h, LABEL + height + 2 * GAP)
            shelf_x = left + width + 3 * GAP if section.items[0].page else content
        width, height = content + 2 * MARGIN, top + shelf_h - 2 * GAP + MARGIN
        placements = []
        for item, left, top in boxes:
            cell = Rect(to_mm(left, dpi), to_mm(height - top - item.size[1], dpi),
                        to_mm(item.size[0], dpi), to_mm(item.size[1], dpi))
            placements.append(Placement(item.draw, cell, cell) if item.page
                              else centred(item.draw, item.width, item.height, cell))
        return Picture(width, height, dpi, tuple(placements),
                       self._furniture(labels, height, kit.log), BACKGROUND)

    def _furniture(self, labels: list[tuple[str, int, int]], height: int, log: TextLog
                   ) -> Callable[[Canvas], None]:
        dpi = self.dpi

        def draw(canvas: Canvas) -> None:
            # Headings are sized in pixels (15 and 12 px at any dpi): the canvas is scaled
            # so that a point is a pixel, and the sizes recorded are those pixel sizes.
            scale = 72 / dpi
            canvas.saveState()
            canvas.scale(scale, scale)
            for n, (text, left, top) in enumerate(labels):
                letter(canvas, log, text, to_mm(left, dpi) / scale,
                       to_mm(height - top - LABEL + 6, dpi) / scale,
                       size=15 if n == 0 else 12, colour=INK, on=BACKGROUND,
                       role="bold" if n == 0 else "regular", item="contact sheet heading")
            canvas.restoreState()

        return draw

    def page_count(self, kit: Kit, out: Path | None) -> int:
        return 1

    def check_budget(self, kit: Kit, out: Path | None) -> None:
        """Refuse a sheet over the pixel budget before it is drawn: its layout (`_picture`)
        is only sizes and drawers, so its size is known without drawing anything."""
        picture = self._picture(kit)
        check_pixels([("the contact sheet", picture.width, picture.height)], self.dpi,
                     "show one material with --only")

    def render(self, kit: Kit, out: Path | None, progress: Progress | None) -> list[Output]:
        picture = self._picture(kit)
        (png,) = render_pictures([picture], progress)
        path = default_folder(kit.game, out, self.format) / f"{kit.game}-sheet.png"
        self.notes = [f"cards trimmed at {self.dpi:g} dpi, other pages at {self.dpi / 2:g} dpi"]
        return [Output("kit", path, png, pixels=(picture.width, picture.height),
                       kind="contact")]
