"""Do two Three Wise Words clue words match? (rulebook: identical, or sharing a root)

This is the one function scoring and the referee both call, so a score can never
disagree with `wisegen check match`. Matching words are the same word (case, accents
and Unicode form aside), words of one family ("outillage" for "outil", plurals), or
the same word misspelt; the evidence behind a match is in `referee.match`.

The referee rules in the languages whose packages have what it needs (English and
French). For another language only the folded identity is tested, since wisegen has
no word-family data for it.
"""

from __future__ import annotations

from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import referee_languages


def clues_match(clue: str, guess: str, lang: str) -> bool:
    """True when a team's guessed clue counts as the writer's clue."""
    if fold(clue) == fold(guess):
        return True
    if base_language(lang) not in referee_languages() or not fold(clue) or not fold(guess):
        return False
    from wisegen.games.three_wise_words.referee import match

    return match(clue, guess, base_language(lang)).same
