"""Mistrz Słowa on a virtual table: beside the ten dice (from the kit, with their real
faces), a timer for the hourglass's turn and the score pad as a note. The dice stand
for the stickers too: in Tabletop Simulator they are the dice the stickers make."""

from __future__ import annotations

from wisegen.games.mistrz_slowa import TURN_SECONDS
from wisegen.lang.messages import say
from wisegen.render.kit import PrintContext
from wisegen.render.tabletop import Piece, pad_text


def table(ctx: PrintContext) -> list[Piece]:
    """The timer and the score pad."""
    pad = ctx.pack("pad").data
    return [Piece("timer", say(ctx.language, "tabletop.timer", seconds=TURN_SECONDS), "dice",
                  description=say(ctx.language, "tabletop.timer_how", seconds=TURN_SECONDS),
                  seconds=TURN_SECONDS),
            Piece("notecard", str(pad["title"]), "pad", text=pad_text(pad))]
