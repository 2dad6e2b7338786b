"""Do two Three Wise Words clue words match? (rulebook: identical, or sharing a root)

This is the one function scoring and the referee both call. This first version compares
folded words only (case, accents, Unicode form); the referee replaces the body with the
shared-root test and keeps the signature.
"""

from __future__ import annotations

from wisegen.lang.normalise import fold


def clues_match(clue: str, guess: str, lang: str) -> bool:
    """True when a team's guessed clue counts as the writer's clue."""
    return fold(clue) == fold(guess)
