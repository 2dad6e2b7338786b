"""13 Words on a virtual table: the board with its twelve places around and the one in
the centre, eight answer wheels (the outer disc, with the inner disc and the arrow on it,
each turning on its own as the pinned paper ones do) and the score sheet as a note. The
deck, the Captain token (double-sided, from the kit's cards) and the rulebook come from
the kit itself (render/writers/tts.py)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from wisegen.games.thirteen_words.materials import board, board_slots, card_place
from wisegen.games.thirteen_words.wheels import (
    WheelSpec,
    _arrow,
    _inner_disc,
    _outer_disc,
    arrow_outline,
    wheel_spec,
)
from wisegen.render.kit import PrintContext
from wisegen.render.tabletop import Art, Piece, pad_text
from wisegen.render.units import Rect


def _places(ctx: PrintContext) -> tuple[tuple[float, float], ...]:
    """The twelve places clockwise from the top left, then the centre: where a card lies
    on each (mm from the board's bottom-left corner)."""
    _width, _height, centre, ring = board_slots(ctx)
    places = [card_place(ctx, space) for space in ring]
    middle = Rect(centre.x + (centre.width - places[0].width) / 2,
                  centre.y + (centre.height - places[0].height) / 2, places[0].width,
                  places[0].height)
    return tuple((p.x + p.width / 2, p.y + p.height / 2) for p in [*places, middle])


def _disc(ctx: PrintContext, spec: WheelSpec, outer: bool) -> Art:
    radius = (spec.outer if outer else spec.inner) + 1
    drawer = _outer_disc if outer else _inner_disc

    def draw(canvas: Canvas, area: Rect) -> None:
        drawer(ctx, canvas, area.x + area.width / 2, area.y + area.height / 2, spec)

    return Art(2 * radius, 2 * radius, draw)


def _pointer(ctx: PrintContext, spec: WheelSpec) -> Art:
    """The arrow with its pivot at the picture's centre, so it turns about the pin."""
    reach = max(x for x, _y in arrow_outline(spec)) + 1

    def draw(canvas: Canvas, area: Rect) -> None:
        _arrow(ctx, canvas, area.x + area.width / 2, area.y + area.height / 2, spec)

    return Art(2 * reach, 10, draw)


def table(ctx: PrintContext) -> list[Piece]:
    """The board, the wheels, the score sheet."""
    whole = board(ctx)[0].whole
    assert whole is not None
    name = ctx.strings.get("material.board", "Board")
    places = _places(ctx)
    pieces = [Piece("board", name, "board", Art(whole.width, whole.height, whole.draw),
                    snaps=places),
              # As set up: a card on each of the twelve places and one in the centre.
              Piece("deal", name, "cards", on=(name, 0), count=len(places))]
    spec = wheel_spec(ctx)
    outer, inner, pointer = _disc(ctx, spec, True), _disc(ctx, spec, False), \
        _pointer(ctx, spec)
    for number in range(1, spec.count + 1):
        wheel = ctx.text("wheels.wheel", number=number)
        centre = ((spec.outer + 1), (spec.outer + 1))
        pieces += [Piece("token", wheel, "wheels", outer, snaps=(centre,)),
                   Piece("token", wheel, "wheels", inner, on=(wheel, 0)),
                   Piece("token", wheel, "wheels", pointer, on=(wheel, 0))]
    sheet = ctx.pack("pad").data
    pieces.append(Piece("notecard", ctx.text("pad.title", game=ctx.text("game.title"),
                                             pad=sheet["title"]), "pad",
                        text=pad_text(sheet)))
    return pieces
