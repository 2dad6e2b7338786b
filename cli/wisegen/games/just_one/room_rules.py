"""Just One's rules as a room plays them: the deck drawn, the clues ruled, the guess judged.

Kept apart from the flow (room.py) so that every rule here is the game's existing one:
the clues go through the `clues` request's own comparison (referee.compare_clues), a
guess through the referee's same-word tests, the deck through scoring.play. A room adds
only what a table does by hand: drawing the cards and writing down the rulings.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.content import find_builtin
from wisegen.games.just_one import GAME
from wisegen.games.just_one.referee import compare_clues
from wisegen.games.just_one.scoring import Outcome, label_for, play
from wisegen.games.room import Refused
from wisegen.lang.lemmas import lemmas
from wisegen.lang.normalise import fold
from wisegen.packs.catalogue import builtin_packs
from wisegen.referee import checks
from wisegen.referee.reasons import Reason

CARD_WORDS = 5
"""Words on a card, numbered 1-5: the guesser picks one number."""
FIXED_CODES = ("is-secret",)
"""Reason codes the table cannot overrule: a kept clue that is the secret would show the
guesser the answer, which no table means to do."""


def guesser(state: dict[str, Any]) -> str:
    """The active player: the seats take turns, one card each."""
    seats = state["seats"]
    return str(seats[len(state["results"]) % len(seats)])


def pack_languages() -> tuple[str, ...]:
    """The languages a built-in word pack exists in (one pack per language today)."""
    return tuple(sorted({info.language for info in builtin_packs(GAME.id)
                         if info.kind == "words"}))


def pack_names() -> dict[str, str]:
    """Each word pack's language and its name (in its own language: "Just One — base
    française"), as the host picks one."""
    return {info.language: info.name for info in sorted(
        builtin_packs(GAME.id), key=lambda i: i.language) if info.kind == "words"}


def pack_language(choice: str, table: str) -> str:
    """The word language of the game: the chosen pack's, else the table's when a pack
    exists in it, else the game's own default."""
    known = pack_languages()
    if choice in known:
        return choice
    return table if table in known else GAME.default_language


def draw(language: str, seed: int, deck_size: int) -> list[list[str]]:
    """The game's deck: `deck_size` cards of the language's pack, shuffled by the seed,
    so that a replay of the same room draws the same cards."""
    cards = [list(map(str, card)) for card in find_builtin(GAME.id, "words", language)
             .data["cards"] if len(card) == CARD_WORDS]
    rng = random.Random(f"{seed}:deck")
    return rng.sample(cards, min(deck_size, len(cards)))


def deck_size_default() -> int:
    """The rulebook's game length, from the score table (13 cards)."""
    return int(find_builtin(GAME.id, "scoring").data["deck_size"])


def outcome(results: Sequence[str], deck_size: int) -> Outcome:
    """Cards won and cards left after these results (penalties included)."""
    return play(list(results), deck_size)


def rating(score: int, lang: str) -> str:
    """The score table's words for a final score, in the phone's language if it has one."""
    table = find_builtin(GAME.id, "scoring", lang).data["table"]
    return label_for(score, table) or ""


def clean_word(text: Any) -> str:
    """A word a player typed, cleaned as the referee reads words; Refused otherwise."""
    try:
        return checks.word_argument(text, "word")
    except UsageError:
        raise Refused("just-one.bad_word") from None


def rule_clues(secret: str, clues: Sequence[tuple[str, str]], lang: str
               ) -> list[dict[str, Any]]:
    """The referee's rulings on the table's clues (seat, text), kept as plain JSON."""
    compared = compare_clues(secret, [text for _, text in clues], lang)
    return [{"seat": seat, "clue": text, "ok": not found.reasons, "overruled": False,
             "reasons": [r.stored() for r in found.reasons]}
            for (seat, text), found in zip(clues, compared, strict=True)]


def reason_of(data: dict[str, Any]) -> Reason:
    """A stored ruling's reason again, to be worded in a phone's language."""
    return Reason.restored(data)


def overrulable(ruling: dict[str, Any], secret: str) -> bool:
    """May the table overrule this ruling? Cancelling a kept clue, always; keeping a
    cancelled one, not when it would show the guesser the secret itself (the clue is
    it, or holds it whole)."""
    if ruling["ok"]:
        return True
    codes = {r["code"] for r in ruling["reasons"]}
    return not (codes & set(FIXED_CODES)) and fold(secret) not in fold(ruling["clue"])


def right_guess(secret: str, guess: str, lang: str) -> bool:
    """Is the guess the secret as the rules read it: the word itself, respelt (a spelling
    variant or mistake of it) or inflected (a plural: mice for mouse)?"""
    if fold(guess) == fold(secret):
        return True
    if checks.spelling_variant(secret, guess, lang) is not None:
        return True
    return fold(secret) in lemmas(guess, lang) or fold(guess) in lemmas(secret, lang)
