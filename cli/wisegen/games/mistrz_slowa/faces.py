"""A Mistrz Słowa die face as drawn on both kinds of dice the kit offers, the paper cube
nets and the stickers for blank dice: the face's colour and frame, its letter (with the
W/M, Z/N tag) or its special symbol, all sized from the face's own width, so a 20 mm net
face and a 14 mm sticker are the same drawing at two sizes.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.mistrz_slowa.art import CAP_HEIGHT, face_frame, symbol
from wisegen.games.mistrz_slowa.card import SPECIAL_FACES
from wisegen.render.boxes import draw_text
from wisegen.render.die_net import FaceDrawer
from wisegen.render.kit import PrintContext
from wisegen.render.lettering import letter
from wisegen.render.units import Rect, pt


def swap_pairs(scoring: dict[str, Any]) -> dict[str, str]:
    """Letter -> the letter it may stand for (W<->M, Z<->N), from the scoring pack."""
    partner: dict[str, str] = {}
    for first, second in scoring.get("interchangeable", []):
        partner[first], partner[second] = second, first
    return partner


def face_drawer(ctx: PrintContext, kind: str, face: str, swap: dict[str, str], item: str
                ) -> FaceDrawer:
    """Draws `face` of a `kind` die into whatever square it is given."""
    layout = ctx.layout
    if face not in SPECIAL_FACES:
        ctx.log.check_glyphs(face, "bold", item)

    def draw(canvas: Canvas, rect: Rect) -> None:
        face_frame(ctx, canvas, rect, kind)
        cx, cy = rect.x + rect.width / 2, rect.y + rect.height / 2
        name = SPECIAL_FACES.get(face)
        if name is not None:
            symbol(ctx, canvas, name, cx, cy, rect.width * 0.72)
            return
        cap = rect.width * (0.5 if face in swap else 0.55)
        # Room for the W/M, Z/N tag: the letter's foot 0.8 mm over the tag's top.
        lift = max(0.0, _tag(rect).top + 0.8 - (cy - cap / 2)) if face in swap else 0.0
        letter(canvas, ctx.log, face, cx, cy + lift - cap / 2, size=pt(cap) / CAP_HEIGHT,
               colour=layout.colour("letter"), on=layout.colour(kind), role="bold",
               align="center", item=item)
        if face in swap:
            _swap_tag(ctx, canvas, rect, ctx.text("dice.swap_tag", letter=face,
                                                  partner=swap[face]), item)

    return draw


def _tag(rect: Rect) -> Rect:
    """Where a face's W/M, Z/N tag goes: a pill low on the face, never under 6 pt of
    text (so a 14 mm sticker's tag is relatively larger than a 20 mm net's)."""
    width, height = max(rect.width * 0.62, 9.5), max(rect.height * 0.15, 2.7)
    return Rect(rect.x + (rect.width - width) / 2, rect.y + rect.height * 0.05, width, height)


def _swap_tag(ctx: PrintContext, canvas: Canvas, rect: Rect, text: str, item: str) -> None:
    """A small pill under the letter saying it may be read as its partner (outlined when
    saving ink)."""
    tag = _tag(rect)
    height = tag.height
    box = ctx.layout.box("swap_tag")
    canvas.saveState()
    canvas.setFillColor(HexColor(ctx.layout.colour("swap")))
    canvas.setStrokeColor(HexColor(box.colour))
    canvas.setLineWidth(pt(0.25))
    canvas.roundRect(pt(tag.x), pt(tag.y), pt(tag.width), pt(tag.height), pt(height / 2),
                     stroke=1 if ctx.ink_saver else 0, fill=1)
    canvas.restoreState()
    draw_text(canvas, box, tag, text, ctx.log, f"{item}.swap")
