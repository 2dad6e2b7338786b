"""The kinds of face on Mistrz Słowa's dice, and how a typed roll writes the special ones.

Kept apart from rules.py (which reads the Polish alphabet, and so the Polish language
package): the game's declaration (`__init__`) needs only these names, and every command
line reads every game's declaration.
"""

from __future__ import annotations

LETTER = "letter"
LETTER_JOKER = "letter-joker"
CONSONANT_JOKER = "consonant-joker"
VOWEL_JOKER = "vowel-joker"
OGONEK = "ogonek"
REROLL = "reroll"
JOKERS = (LETTER_JOKER, CONSONANT_JOKER, VOWEL_JOKER)
SPECIAL_FACES = (*JOKERS, OGONEK, REROLL)

SYMBOLS = {LETTER_JOKER: "*", CONSONANT_JOKER: "@", VOWEL_JOKER: "+", OGONEK: "~",
           REROLL: "?"}
"""The character a typed roll uses for each special face (`* @ + ~ ?`)."""
