"""Mistrz Słowa: roll ten letter dice and make the best Polish noun."""

from __future__ import annotations

from wisegen.games.base import Game
from wisegen.games.mistrz_slowa.face_kinds import SYMBOLS
from wisegen.games.mistrz_slowa.forms import REQUESTS
from wisegen.games.mistrz_slowa.packs import check_dice
from wisegen.packs.model import PackKind
from wisegen.render.box import BoxFacts

_GLYPHS = {"letter-joker": "★", "consonant-joker": "◯", "vowel-joker": "✕", "ogonek": "˛",
           "reroll": "?"}
"""The special faces as the page draws them: the rulebook's red star, green ring, blue
cross, the ogonek's hook, and the reroll's question mark."""

TURN_SECONDS = 60
"""One turn of the box's hourglass, which the kit does not include: the rules say any
60-second timer will do, run once per turn of the glass, and the phone page has one."""

GAME = Game(
    id="mistrz-slowa",
    title="Mistrz Słowa",
    aliases=("mistrz", "mistrzslowa", "mistrz-słowa"),
    rulebook="mistrz-slowa.txt",
    summary="Roll ten letter dice, form the best-scoring Polish noun.",
    prints=("10 dice nets", "stickers for 16 mm blank dice", "score pad",
            "scoring and rules cards", "rulebook", "English rulebook (Polish kit)"),
    default_language="pl",
    pack_kinds=(PackKind("dice", check=check_dice), PackKind("scoring")),
    materials="wisegen.games.mistrz_slowa.materials:MATERIALS",
    table="wisegen.games.mistrz_slowa.table:table",
    requests=REQUESTS,
    dice="dice",
    dice_glyphs={**_GLYPHS, **{SYMBOLS[face]: glyph for face, glyph in _GLYPHS.items()}},
    timer=TURN_SECONDS,
    room="wisegen.games.mistrz_slowa.room:FLOW",
    # The kit's rulebook plays 2–10 (its score pad holds 10); the box: 8+, 20–30 min.
    box=BoxFacts(players=(2, 10), age=8, minutes=(20, 30),
                 title_mark="wisegen.games.mistrz_slowa.cover:title_mark"),
)
