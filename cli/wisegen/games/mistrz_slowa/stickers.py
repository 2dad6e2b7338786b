"""The other way to make the Mistrz Słowa dice: stickers for standard 16 mm blank dice.

Most players who print a dice game own, or can buy for little, blank 16 mm dice; a face
printed at 14 mm and stuck on one leaves an even 1 mm of die around it, and wears far
better than a folded paper cube. One die a row, its six faces in pack order, each in the
die's colour with a solid cut line exactly on the 14 mm square and 1 mm of colour beyond
it, so a cut a little off still shows no white. The faces are the nets' own drawing
(faces.py) at sticker size.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.mistrz_slowa.art import title_mark
from wisegen.games.mistrz_slowa.faces import face_drawer, swap_pairs
from wisegen.render.boxes import draw_text, paint
from wisegen.render.document import Page
from wisegen.render.fit import require_on_sheet
from wisegen.render.kit import PrintContext
from wisegen.render.sheet import plain_page
from wisegen.render.units import Rect, pt

CUT = "#1A1A1A"
"""The cut line: dark on every die colour."""
NOTE = 11.0
"""mm under the page title for the how-to lines."""
MARK = 9.0


@dataclass(frozen=True)
class StickerGrid:
    """Where the stickers go: `face` mm squares, `gap` mm apart along a row and `pitch`
    mm from one row to the next, the rows' labels in the `label` mm at their left."""

    face: float
    gap: float
    bleed: float
    label: float

    @property
    def pitch(self) -> float:
        return self.face + self.gap

    def width(self) -> float:
        return self.label + 6 * self.face + 5 * self.gap

    def cells(self, area: Rect, dice: int) -> list[list[Rect]]:
        """Each die's six face squares (the cut lines), row by row from under the notes,
        the block centred across `area`."""
        x0 = area.x + (area.width - self.width()) / 2 + self.label
        top = area.top - NOTE - self.bleed
        return [[Rect(x0 + n * (self.face + self.gap), top - (row + 1) * self.face
                      - row * self.gap, self.face, self.face) for n in range(6)]
                for row in range(dice)]


def grid(ctx: PrintContext) -> StickerGrid:
    """The sticker geometry from the layout (materials.stickers)."""
    spec = ctx.layout.material("stickers")
    return StickerGrid(float(spec.get("face", 14)), float(spec.get("gap", 5)),
                       float(spec.get("bleed", 1)), float(spec.get("label", 30)))


def _cut(canvas: Canvas, rect: Rect) -> None:
    canvas.saveState()
    canvas.setStrokeColor(HexColor(CUT))
    canvas.setLineWidth(0.5)
    canvas.rect(pt(rect.x), pt(rect.y), pt(rect.width), pt(rect.height), stroke=1, fill=0)
    canvas.restoreState()


def _row_label(ctx: PrintContext, canvas: Canvas, cell: Rect, label: float, number: int,
               kind: str) -> None:
    """'Kość N' and its kind, left of the die's row."""
    box = Rect(cell.x - label, cell.y, label - 3, cell.height)
    upper, lower = Rect(box.x, box.y + box.height / 2, box.width, box.height / 2 - 1), \
        Rect(box.x, box.y + 1, box.width, box.height / 2 - 1)
    draw_text(canvas, ctx.layout.box("die_label"), upper,
              ctx.text("dice.net_label", number=number), ctx.log, f"stickers[{number - 1}]")
    draw_text(canvas, ctx.layout.box("die_kind"), lower, ctx.text(f"dice.kind.{kind}"),
              ctx.log, f"stickers[{number - 1}]")


def stickers(ctx: PrintContext) -> list[Page]:
    """One sheet: the ten dice's faces as 14 mm stickers, a die a row."""
    pack = ctx.pack("dice").data["dice"]
    swap = swap_pairs(ctx.pack("scoring").data)
    sizes = grid(ctx)
    rows = len(pack)
    require_on_sheet(ctx.layout, ("materials", "stickers", "face"),
                     f"{rows} rows of six {sizes.face:g} mm stickers",
                     (sizes.width(), NOTE + rows * sizes.pitch + sizes.bleed),
                     "lower materials.stickers.face or materials.stickers.gap")
    drawers = [[face_drawer(ctx, die["kind"], face, swap, f"stickers[{i}].faces[{n}]")
                for n, face in enumerate(die["faces"])] for i, die in enumerate(pack)]
    title = ctx.text("title")

    def draw(canvas: Canvas, area: Rect) -> None:
        title_mark(ctx, canvas, area.right - 50, area.top + 0.5, MARK, 50)
        for n, key in enumerate(("stickers.note", "stickers.note.cut")):
            draw_text(canvas, ctx.layout.box("note_pl" if n == 0 else "note_en"),
                      Rect(area.x, area.top - 5 - n * 4.5, area.width, 4.5), ctx.text(key),
                      ctx.log, "stickers.notes")
        for index, row in enumerate(sizes.cells(area, rows)):
            kind = pack[index]["kind"]
            _row_label(ctx, canvas, row[0], sizes.label, index + 1, kind)
            for cell, drawer in zip(row, drawers[index], strict=True):
                paint(canvas, cell.grow(sizes.bleed), ctx.layout.colour(kind))
                drawer(canvas, cell)
                _cut(canvas, cell)

    return [plain_page(ctx, ctx.text("stickers.page_title", title=title), draw)]
