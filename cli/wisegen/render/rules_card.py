"""The one-card rules summary every kit carries: a title and headed paragraphs.

It reads the game's `rules` pack and the layout boxes `rules_title` and `rules_body`.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import box_text, draw_sections, fill_box, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect


def rules_front(ctx: PrintContext) -> CardDrawer:
    summary = ctx.pack("rules").data
    layout = ctx.layout

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), "#FFFFFF")
        title = layout.box("rules_title")
        box_text(canvas, title, trim, summary["title"], ctx.log, "rules.title")
        body = layout.box("rules_body")
        draw_sections(canvas, body, fill_box(canvas, body, trim, 0), summary["sections"],
                      ctx.log, "rules.body")

    return draw


RULES_CARD = (63.0, 88.0)
"""The summary's boxes are laid out for a poker card, whatever size the deck is."""


def rules_pages(ctx: PrintContext, back: CardDrawer, title: str,
                default_copies: int = 4) -> list[Page]:
    """The summary card with its back, `materials.rules.copies` times (one per team)."""
    copies = int(ctx.layout.material("rules").get("copies", default_copies))
    name = ctx.pack("rules").data["title"]
    pages, _ = card_pages([rules_front(ctx)] * copies, [back] * copies, ctx,
                          f"{title} — rules summary", *RULES_CARD, names=[name] * copies)
    return pages
