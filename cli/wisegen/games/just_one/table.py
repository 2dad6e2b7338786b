"""Just One on a virtual table: each player's clue tent (an easel tile showing the
writing face, its back the face the others see, and a note beside it to type the clue
on), the score sheet as printed and a score counter. The deck and the rulebook come from
the kit itself (render/writers/tts.py)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.just_one.score_sheet import score_sheet
from wisegen.games.just_one.tents import _tent, tent_geometry
from wisegen.lang.messages import say
from wisegen.render.kit import PrintContext
from wisegen.render.tabletop import Art, Piece, page_art, part_art
from wisegen.render.units import Rect


def _faces(ctx: PrintContext, number: int) -> tuple[Art, Art]:
    """The writing face (upright, as its writer reads it) and the back face."""
    tent = tent_geometry(ctx, 0, 0)
    back_y, face_y, _ = tent.folds

    def draw(canvas: Canvas, area: Rect) -> None:
        _tent(canvas, ctx, tent_geometry(ctx, area.x, area.y), number)

    size = (tent.width, tent.height)
    return (part_art(draw, *size, Rect(0, face_y, tent.width, tent.panel), turned=True),
            part_art(draw, *size, Rect(0, back_y, tent.width, tent.panel)))


def table(ctx: PrintContext) -> list[Piece]:
    """A tent and a clue note per player, the score sheet and a score counter."""
    count = int(ctx.layout.material("tents").get("count", 8))
    pieces = []
    for number in range(1, count + 1):
        front, back = _faces(ctx, number)
        name = say(ctx.language, "tabletop.tent", number=number)
        pieces.append(Piece("tile", name, "tents", front, back))
        pieces.append(Piece("notecard", name, "tents",
                            text=ctx.text("tents.face")))
    sheet = score_sheet(ctx)[0]
    pieces.append(Piece("tile", ctx.strings.get("material.sheet", "Score sheet"), "sheet",
                        page_art(sheet)))
    pieces.append(Piece("counter", say(ctx.language, "tabletop.score"), "sheet",
                        description=say(ctx.language, "tabletop.score_how")))
    return pieces
