"""Thricewise on a virtual table: the 6 x 6 placement mat in one piece, a place on each
of its 36 cells, and the score pad as a note. The Decktet and the rulebook come from the
kit itself (render/writers/tts.py)."""

from __future__ import annotations

from wisegen.games.thricewise.mat import GRID, _tiled
from wisegen.render.kit import PrintContext
from wisegen.render.tabletop import Art, Piece, pad_text


def _cells(ctx: PrintContext) -> tuple[tuple[float, float], ...]:
    """The centre of each cell, A1 to F1 along the top row, then down to F6 (mm from
    the mat's bottom-left corner), as the mat draws them."""
    sheet = ctx.layout.sheet
    gap = float(ctx.layout.material("mat").get("gap", 1.5))
    cell_w, cell_h = sheet.card_width + gap, sheet.card_height + gap
    height = GRID * cell_h
    return tuple((col * cell_w + cell_w / 2, height - (row + 1) * cell_h + cell_h / 2)
                 for row in range(GRID) for col in range(GRID))


def table(ctx: PrintContext) -> list[Piece]:
    """The mat and the score pad."""
    whole = _tiled(ctx)[0].whole
    assert whole is not None
    pad = ctx.pack("pad").data
    return [Piece("board", ctx.strings.get("material.mat", "Placement mat"), "mat",
                  Art(whole.width, whole.height, whole.draw), snaps=_cells(ctx)),
            # The pad's heading, not its page title (which says how many sheets to print)
            Piece("notecard", ctx.text("pad.heading", game=ctx.text("game.title"),
                                       pad=pad["title"]), "pad", text=pad_text(pad))]
