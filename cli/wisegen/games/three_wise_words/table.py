"""Three Wise Words on a virtual table: the Owl Track with a place on each square (and
one per owl on START, where the owls stand at the start), the owls, and each team's
answer pad as a note the team writes on. The deck, the die and the rulebook come from
the kit itself (render/writers/tts.py)."""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from wisegen.games.three_wise_words.art import _pawn_face, foot_height
from wisegen.games.three_wise_words.board import PAWN_GAP, track, track_cells, track_size
from wisegen.lang.messages import say
from wisegen.render.distinct import colour_set
from wisegen.render.kit import PrintContext
from wisegen.render.tabletop import Art, Piece, pad_text
from wisegen.render.units import Rect, pt


def _places(ctx: PrintContext, teams: int) -> tuple[tuple[float, float], ...]:
    """One place per owl on START (where its footprint is drawn), then the centre of
    each square, in the order the owls run."""
    spaces, size, columns = track_size(ctx)
    cells = track_cells(spaces, columns, size)
    spec = ctx.layout.material("pawns")
    width, depth = float(spec.get("width", 12)), 2 * foot_height(float(spec.get("height", 22)))
    x, y, w = cells[0]
    total = teams * width + (teams - 1) * PAWN_GAP
    start = [(x + (w - total) / 2 + k * (width + PAWN_GAP) + width / 2,
              y + 2 + min(depth, 14) / 2) for k in range(teams)]
    return tuple(start + [(cx + cw / 2, cy + size / 2) for cx, cy, cw in cells[1:]])


def _owl(ctx: PrintContext, colour: str, name: str, mark: str | None, n: int) -> Art:
    spec = ctx.layout.material("pawns")
    width, height = float(spec.get("width", 12)), float(spec.get("height", 22))

    def draw(canvas: Canvas, area: Rect) -> None:
        canvas.saveState()
        canvas.setFillColor(HexColor(colour))
        canvas.rect(pt(area.x), pt(area.y), pt(area.width), pt(area.height), stroke=0,
                    fill=1)
        canvas.restoreState()
        _pawn_face(canvas, ctx, area, colour, name, mark, f"pawns[{n}]")

    return Art(width, height, draw)


def table(ctx: PrintContext) -> list[Piece]:
    """The track, an owl per team on START, a pad per team."""
    members = colour_set(ctx.layout, "pawns").members
    whole = track(ctx)[0].whole
    assert whole is not None
    board = ctx.strings.get("material.track", "Owl Track")
    pieces = [Piece("board", board, "track", Art(whole.width, whole.height, whole.draw),
                    snaps=_places(ctx, len(members)))]
    pad = ctx.pack("pad").data
    for n, member in enumerate(members):
        team = ctx.strings.get(f"pawn.{member.name}", member.name)
        pieces.append(Piece("pawn", team, "pawns", _owl(ctx, member.colour, team,
                                                        member.mark, n),
                            colour=member.colour, on=(board, n)))
        title = say(ctx.language, "tabletop.pad_for", pad=pad["title"], team=team)
        pieces.append(Piece("notecard", title, "pad", text=pad_text(pad)))
    return pieces
