"""The one-card rules summary every kit carries: a title and headed paragraphs.

It reads the game's `rules` pack and the layout boxes `rules_title` and `rules_body`.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import draw_sections, draw_text, fill_box
from wisegen.render.cards import CardDrawer
from wisegen.render.kit import PrintContext
from wisegen.render.units import Rect, pt


def rules_front(ctx: PrintContext) -> CardDrawer:
    summary = ctx.pack("rules").data
    layout = ctx.layout

    def draw(canvas: Canvas, trim: Rect) -> None:
        canvas.saveState()
        canvas.setFillColorRGB(1, 1, 1)
        area = trim.grow(layout.sheet.bleed)
        canvas.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height), stroke=0, fill=1)
        canvas.restoreState()
        title = layout.box("rules_title")
        draw_text(canvas, title, fill_box(canvas, title, trim, 0), summary["title"], ctx.log,
                  "rules.title")
        body = layout.box("rules_body")
        draw_sections(canvas, body, fill_box(canvas, body, trim, 0), summary["sections"],
                      ctx.log, "rules.body")

    return draw
