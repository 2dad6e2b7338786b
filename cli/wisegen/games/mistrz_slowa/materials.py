"""The Mistrz Słowa print-and-play kit: ten dice as cube nets, a score pad to 100 points,
the A6 scoring and rules cards, and the rulebook.

Die faces come from the dice pack exactly as the rulebook prints them, and every number
from the scoring pack (card.py), so the kit cannot disagree with the referee. Every word
comes from kit text (content/kit-text/<language>/mistrz-slowa.yaml) in the kit's one
language; the rules come from the rules pack in that language. A Polish kit adds the
English rulebook as a material of its own (rulebook-en), for guests, so no Polish card
has to carry English beside it. The dice come two ways: nets to fold, and stickers for
blank 16 mm dice (stickers.py).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa.art import title_mark
from wisegen.games.mistrz_slowa.card import (
    GLOSS,
    LINE,
    SPECIAL_FACES,
    Writer,
    legend,
    pairs,
    rules_front,
    scoring_front,
)
from wisegen.games.mistrz_slowa.faces import face_drawer, swap_pairs
from wisegen.games.mistrz_slowa.stickers import stickers
from wisegen.render.boxes import draw_text
from wisegen.render.cards import card_pages
from wisegen.render.die_net import draw_net, net_size
from wisegen.render.document import Page
from wisegen.render.fit import misfit, require_on_sheet
from wisegen.render.kit import Material, PrintContext
from wisegen.render.kit_text import kit_text
from wisegen.render.layout import SheetSettings
from wisegen.render.pad import draw_pads
from wisegen.render.pieces import Die
from wisegen.render.rulebook import rulebook_pages
from wisegen.render.sheet import content_area, plain_page
from wisegen.render.units import Rect, pt

__all__ = ["MATERIALS", "NOTE_LINE", "SPECIAL_FACES", "plan_nets"]

MARK_HEIGHT = 9.0
"""mm: the title mark at the top right of each plain page."""


def _title(ctx: PrintContext) -> str:
    return ctx.text("title")


def _net_label(ctx: PrintContext, canvas: Canvas, area: Rect, number: int, kind: str
               ) -> None:
    """'Kość N' and the kind of die in the net's empty top-left corner."""
    shown = [("die_label", ctx.text("dice.net_label", number=number)),
             ("die_kind", ctx.text(f"dice.kind.{kind}"))]
    step = area.height / 4
    for n, (box, text) in enumerate(shown):
        row = Rect(area.x, area.top - (n + 1) * step, area.width, step)
        draw_text(canvas, ctx.layout.box(box), row, text, ctx.log, f"dice[{number - 1}].label")


NOTE_LINE = 4.5
"""mm per line of the cutting notes under the nets."""

Placement = tuple[int, float, float]
"""(die index, x, y): where a net's bounding box starts on its page, in mm."""


def plan_nets(settings: SheetSettings, face: float, tab: float, gap: float, count: int,
              reserve: float) -> list[list[Placement]]:
    """Nets per page, as many as fit on a portrait plain page above `reserve` mm of
    notes, each page's nets centred across it. The builder and the tests share this, so
    a test can find every face where it was drawn."""
    width, height = net_size(face, tab)
    short, long = sorted((settings.paper_width, settings.paper_height))
    area = content_area(short, long, settings)
    message = misfit(f"a die net with {face:g} mm faces and {tab:g} mm tabs",
                     (width, height + reserve), (area.width, area.height),
                     f"a {settings.paper} sheet with its notes")
    if message:
        raise UsageError(f"{message}; lower materials.dice.face or materials.dice.tab")
    cols = math.floor((area.width + gap) / (width + gap))
    rows = math.floor((area.height - reserve + gap) / (height + gap))
    per_page = cols * rows
    pages: list[list[Placement]] = []
    for start in range(0, count, per_page):
        indices = range(start, min(start + per_page, count))
        used = min(cols, len(indices))
        x0 = area.x + (area.width - used * width - (used - 1) * gap) / 2
        pages.append([(index, x0 + (slot % cols) * (width + gap),
                       area.top - (slot // cols + 1) * height - (slot // cols) * gap)
                      for slot, index in enumerate(indices)])
    return pages


def _dice_notes(ctx: PrintContext, scoring: dict[str, Any]) -> list[tuple[str, str]]:
    """How to make the dice, and the W/M, Z/N reminder: (box, line)."""
    swaps = scoring.get("interchangeable", [])
    return [("note_pl", ctx.text("dice.note.cut")),
            ("note_pl", ctx.text("dice.note.swap",
                                 pairs=pairs(ctx, "dice.note.swap", swaps)))]


def _marked(ctx: PrintContext, draw: Callable[[Canvas, Rect], None]
            ) -> Callable[[Canvas, Rect], None]:
    """A plain page's drawing with the title mark at its top right."""
    def both(canvas: Canvas, area: Rect) -> None:
        width = 50.0
        title_mark(ctx, canvas, area.right - width, area.top + 0.5, MARK_HEIGHT, width)
        draw(canvas, area)

    return both


LEGEND_HEIGHT = (LINE + GLOSS) * 6 + 0.6
"""mm the legend takes: its heading and five symbols, each a line and its gloss."""
PANEL_MIN = 70.0
"""mm: the narrowest free space beside the last row of nets that takes the legend."""


def _legend_panel(ctx: PrintContext, canvas: Canvas, places: list[Placement], area: Rect,
                  face: float, tab: float, gap: float, scoring: dict[str, Any]) -> None:
    """Where the last row of nets leaves room: the title mark, large, and what the
    special faces mean, so the dice sheet explains its own symbols."""
    width, height = net_size(face, tab)
    last = min(y for _, _, y in places)
    right = max(x for _, x, y in places if y == last) + width + gap
    if area.right - right < PANEL_MIN:
        return
    panel = Rect(right, last, area.right - right, height)
    canvas.saveState()
    canvas.setStrokeColor(HexColor(ctx.layout.colour("accent")))
    canvas.setLineWidth(pt(0.6))
    canvas.roundRect(pt(panel.x), pt(panel.y), pt(panel.width), pt(panel.height), pt(3))
    canvas.restoreState()
    inner = panel.grow(-5)
    mark = 18.0
    title_mark(ctx, canvas, inner.x, inner.top - mark, mark, inner.width)
    w = Writer(ctx, canvas, Rect(inner.x, inner.y, inner.width, inner.height - mark - 6))
    w.skip(max(0.0, w.top - inner.y - LEGEND_HEIGHT) / 2)  # centred under the mark
    legend(ctx, w, scoring)


def dice(ctx: PrintContext) -> list[Page]:
    """Ten nets, as many to a sheet as fit, each face as the dice pack gives it."""
    pack = ctx.pack("dice").data["dice"]
    spec = ctx.layout.material("dice")
    face, tab = float(spec.get("face", 20)), float(spec.get("tab", 6))
    gap = float(spec.get("gap", 6))
    scoring = ctx.pack("scoring").data
    swap = swap_pairs(scoring)
    notes = _dice_notes(ctx, scoring)
    width, height = net_size(face, tab)
    require_on_sheet(ctx.layout, ("materials", "dice", "face"),
                     f"a die net with {face:g} mm faces and {tab:g} mm tabs",
                     (width, height + NOTE_LINE * 4 + 2),
                     "lower materials.dice.face or materials.dice.tab")
    plan = plan_nets(ctx.layout.sheet, face, tab, gap, len(pack), NOTE_LINE * 4 + 2)
    title = _title(ctx)
    dice = [Die(ctx.text("dice.die_name", title=title, number=index + 1,
                         kind=ctx.text(f"dice.kind.{die['kind']}")),
                tuple(face_drawer(ctx, die["kind"], f, swap, f"dice[{index}].faces[{n}]")
                      for n, f in enumerate(die["faces"])),
                tuple(die["faces"]), face)
            for index, die in enumerate(pack)]

    def page(places: list[Placement], number: int) -> Page:
        def draw(canvas: Canvas, area: Rect) -> None:
            for index, x, y in places:
                draw_net(canvas, x, y, face, tab, dice[index].faces)
                _net_label(ctx, canvas, Rect(x + 0.5, y + height - face, face - tab - 1,
                                             face), index + 1, pack[index]["kind"])
            _legend_panel(ctx, canvas, places, area, face, tab, gap, scoring)
            notes_top = min(y for _, _, y in places) - 2
            for n, (box, text) in enumerate(notes):
                line = Rect(area.x, notes_top - (n + 1) * NOTE_LINE, area.width, NOTE_LINE)
                draw_text(canvas, ctx.layout.box(box), line, text, ctx.log, "dice.notes")

        sheet = plain_page(ctx, ctx.text("dice.page_title", title=title, number=number,
                                         total=len(plan)), _marked(ctx, draw))
        return dataclasses.replace(sheet, dice=tuple(dice[index] for index, _, _ in places))

    return [page(places, n) for n, places in enumerate(plan, 1)]


def pad(ctx: PrintContext) -> list[Page]:
    """The score pad (to 100 points, up to 10 players), one to a sheet by default."""
    sheet = ctx.pack("pad").data
    spec = ctx.layout.material("pad")
    copies, per_page = int(spec.get("copies", 2)), int(spec.get("per_page", 1))
    accent = ctx.layout.colour("accent")
    return [plain_page(ctx, ctx.text("pad.page_title", title=_title(ctx), pad=sheet["title"],
                                     number=1, total=copies),
                       _marked(ctx, lambda canvas, area: draw_pads(
                           canvas, area, sheet, ctx.log, "pad", accent, per_page,
                           ink_saver=ctx.ink_saver)),
                       copies=copies)]


def scoring(ctx: PrintContext) -> list[Page]:
    """The A6 scoring card and the A6 rules card, single-sided, side by side on a sheet."""
    spec = ctx.layout.material("scoring")
    width, height = float(spec.get("width", 105)), float(spec.get("height", 148))
    copies = int(spec.get("copies", 1))
    rules = int(ctx.layout.material("rules").get("copies", 1))
    names = [ctx.text("score.card_name")] * copies + [ctx.text("rules.card_name")] * rules
    pages, _ = card_pages([scoring_front(ctx)] * copies + [rules_front(ctx)] * rules, None,
                          ctx, ctx.text("score.page_title", title=_title(ctx)), width,
                          height, names=names)
    return pages


def rulebook(ctx: PrintContext) -> list[Page]:
    """The full rules in the kit's language, on one or two A4 pages."""
    return rulebook_pages(ctx, _title(ctx))


GUEST_LANGUAGE = "en"
"""The language of the separate rulebook a kit in another language adds for guests."""


def rulebook_en(ctx: PrintContext) -> list[Page]:
    """The English rulebook as a document of its own, for a Polish kit's guests: the
    English rules pack and English kit text (its title and footer); nothing in a kit that
    is English already."""
    if ctx.language == GUEST_LANGUAGE:
        return []
    english = dataclasses.replace(ctx, language=GUEST_LANGUAGE,
                                  strings=kit_text(ctx.game, GUEST_LANGUAGE))
    return rulebook_pages(english, _title(english))


MATERIALS = (
    Material("dice", "ten dice nets", dice),
    Material("stickers", "stickers for ten blank 16 mm dice", stickers),
    Material("pad", "score pad", pad),
    Material("scoring", "scoring and rules cards", scoring, cards=True),
    Material("rulebook", "rulebook", rulebook),
    Material("rulebook-en", "rulebook in English", rulebook_en),
)
