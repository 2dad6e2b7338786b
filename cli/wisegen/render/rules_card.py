"""The one-card rules summary every kit carries: a title and headed paragraphs.

It reads the game's `rules` pack and the layout boxes `rules_title` and `rules_body`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from reportlab.pdfgen.canvas import Canvas

from wisegen.render.boxes import box_text, draw_sections, fill_box, paint
from wisegen.render.cards import CardDrawer, card_pages
from wisegen.render.document import Page
from wisegen.render.kit import PrintContext
from wisegen.render.layout import Layout
from wisegen.render.lettering import letter
from wisegen.render.shapes import rounded_frame
from wisegen.render.units import Rect, pt


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


def rules_back(ctx: PrintContext, title: str, label: str,
               art: Callable[[Canvas, Rect], None] | None = None) -> CardDrawer:
    """A rules card's own back, unlike the deck's: a paper ground inside a double frame
    in the game's accent, `label` ("Rules") large and the title under it, with `art` (the
    game's emblem, drawn in the given area) above. On the deck's back a rules card
    shuffled into the word cards would be drawn unseen as a word card."""
    layout = ctx.layout
    accent, paper = layout.colour("accent"), "#FFFFFF"

    def draw(canvas: Canvas, trim: Rect) -> None:
        paint(canvas, trim.grow(layout.sheet.bleed), paper)
        outer = layout.inset(3.0, 1.6)
        rounded_frame(canvas, trim.grow(-outer), accent, 1.6, 4)
        rounded_frame(canvas, trim.grow(-outer - 2.2), accent, 0.6, 3)
        cx, cy = trim.x + trim.width / 2, trim.y + trim.height / 2
        if art is not None:
            art(canvas, Rect(cx - 15, cy + 8, 30, 24))
        letter(canvas, ctx.log, label.upper(), cx, cy - 6, size=26, colour=accent, on=paper,
               role="display", align="center", item="rules back label")
        letter(canvas, ctx.log, title, cx, cy - 17, size=12, colour=accent, on=paper,
               role="display", align="center", item="rules back title")

    return draw


RULES_CARD = (63.0, 88.0)
"""The summary's boxes are laid out for a poker card, whatever size the deck is."""


def design_context(ctx: PrintContext, bleed: float | None = None) -> PrintContext:
    """`ctx` with its layout at the card size the layout files were drawn for: a
    `--card mini` deck scales its boxes down, but the rules card (and a card pictured in
    a rulebook) stays full size. `bleed`, when given, replaces the sheet's."""
    layout = ctx.layout
    if (layout.scale_x, layout.scale_y) == (1.0, 1.0) and bleed is None:
        return ctx
    width = layout.sheet.card_width / layout.scale_x
    height = layout.sheet.card_height / layout.scale_y
    sheet = {**layout.data["sheet"], "card": {"width": width, "height": height}}
    if bleed is not None:
        sheet["bleed"] = bleed
    full = Layout({**layout.data, "sheet": sheet}, layout.sources, (width, height),
                  layout.ink_saver)
    return replace(ctx, layout=full)


def fitted_back(back: CardDrawer, deck_w: float, deck_h: float, width: float,
                height: float) -> CardDrawer:
    """`back`, drawn for a `deck_w` x `deck_h` card, scaled and centred to cover a
    `width` x `height` card: a mini deck's back behind a poker-sized rules card fills it
    instead of sitting small in its corner."""
    if abs(deck_w - width) < 0.01 and abs(deck_h - height) < 0.01:
        return back
    scale = max(width / deck_w, height / deck_h)

    def draw(canvas: Canvas, trim: Rect) -> None:
        canvas.saveState()
        canvas.translate(pt(trim.x + trim.width / 2), pt(trim.y + trim.height / 2))
        canvas.scale(scale, scale)
        back(canvas, Rect(-deck_w / 2, -deck_h / 2, deck_w, deck_h))
        canvas.restoreState()

    return draw


def rules_pages(ctx: PrintContext, back: CardDrawer | None, title: str,
                default_copies: int = 4,
                back_for: Callable[[PrintContext], CardDrawer] | None = None,
                page_title: str | None = None) -> list[Page]:
    """The summary card with its back, `materials.rules.copies` times (one per team).
    `back` (the deck's back) is drawn for the deck's card size, as its layout boxes are,
    and fitted here; a back of the rules card's own is `back_for(ctx)`, drawn full size.
    `page_title`, the sheet's heading, is the kit's own words when it has them: the
    English default once headed a French kit's rules sheet."""
    copies = int(ctx.layout.material("rules").get("copies", default_copies))
    name = ctx.pack("rules").data["title"]
    settings = ctx.layout.sheet
    design = design_context(ctx)
    # The front's boxes (and a back of the rules card's own) are laid out for the poker
    # rules card itself, whatever card the deck's layout was drawn for (13 Words' is
    # 64 x 40): they are drawn at full size, never fitted from the deck's card.
    if back_for is not None:
        back = back_for(design)
    elif back is not None:
        back = fitted_back(back, settings.card_width, settings.card_height, *RULES_CARD)
    else:
        raise ValueError("rules_pages needs a back or back_for")
    front = rules_front(design)
    pages, _ = card_pages([front] * copies, [back] * copies, ctx,
                          page_title or f"{title} — rules summary", *RULES_CARD,
                          names=[name] * copies)
    return pages
