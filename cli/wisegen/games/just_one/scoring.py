"""Just One: the end score from a game's results, and its label from the score table.

The deck rules (the game's standard 13-card game; the deck size and the labels come from
the scoring pack):
- success: the card is won;
- failure: the card is lost and the top card of the deck is discarded too ("you get one
  less turn overall"); a failure on the last card removes a card already won instead;
- skip: only that card is discarded ("one extra turn is not lost").
The game ends when the deck runs out; results past that point cannot have been played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from wisegen.games.just_one import GAME
from wisegen.lang.normalise import fold
from wisegen.referee.reasons import WordedError, explained_in, worded_or

SUCCESS, FAILURE, SKIP = "success", "failure", "skip"
_RESULT_WORDS = {
    "s": SUCCESS, "success": SUCCESS, "win": SUCCESS, "won": SUCCESS,
    "f": FAILURE, "failure": FAILURE, "fail": FAILURE, "wrong": FAILURE,
    "k": SKIP, "skip": SKIP, "skipped": SKIP, "pass": SKIP, "p": SKIP,
}


def parse_results(items: Iterable[str]) -> list[str]:
    """`["S,F", "K"]` -> [success, failure, skip]; each item may hold a comma list."""
    results = []
    for item in items:
        for token in item.split(","):
            word = fold(token)
            if not word:
                raise WordedError("an empty result among the results; write S, F or K per "
                                  "card", "referee.error.empty_result")
            if word not in _RESULT_WORDS:
                raise WordedError(f"unknown result {token.strip()!r}: write S (success), "
                                  "F (failure) or K (skip)", "referee.error.unknown_result",
                                  result=token.strip()[:20])
            results.append(_RESULT_WORDS[word])
    return results


@dataclass(frozen=True)
class Step:
    """What one result did to the deck and the won pile."""

    number: int
    result: str
    effect: str
    won: int
    deck: int

    def as_dict(self) -> dict[str, Any]:
        out = {"card": self.number, "result": self.result, "effect": self.effect,
               "won": self.won, "deck_left": self.deck}
        if explained_in() is not None:
            out.update(result_text=self.result_text(), effect_text=self.effect_text())
        return out

    def result_text(self) -> str:
        return worded_or(self.result, f"scores.just-one.result.{self.result}")

    def effect_text(self) -> str:
        return worded_or(self.effect, f"scores.just-one.effect.{_EFFECT_KEYS[self.effect]}")

    def line(self) -> str:
        if explained_in() is None:
            return f"{self.number:>3}. {self.result:<8} {self.effect:<50} won {self.won}, " \
                   f"deck {self.deck}"
        return worded_or("", "scores.just-one.step", card=self.number,
                         result=self.result_text(), effect=self.effect_text(), won=self.won,
                         deck=self.deck)


_EFFECT_KEYS = {
    "card won": "won",
    "card discarded": "discarded",
    "card discarded, and the top card of the deck too": "penalty_deck",
    "last card failed: a won card is removed": "penalty_won",
    "last card failed: no won card to remove": "penalty_none",
}
"""The catalogue key of each effect `play` writes (scores.yaml, `just-one.effect`)."""


@dataclass(frozen=True)
class Outcome:
    steps: tuple[Step, ...]
    score: int
    deck_size: int
    deck_left: int

    @property
    def finished(self) -> bool:
        return self.deck_left == 0


def play(results: Sequence[str], deck_size: int) -> Outcome:
    """Apply the results in order to a deck of `deck_size` cards."""
    deck, won = deck_size, 0
    steps = []
    for number, result in enumerate(results, 1):
        if deck == 0:
            raise WordedError(f"the {deck_size} cards ran out after result {number - 1}; "
                              f"result {number} and the {len(results) - number} after it "
                              "cannot have been played", "scores.error.ran_out",
                              deck=deck_size, count=number - 1)
        deck -= 1
        if result == SUCCESS:
            won += 1
            effect = "card won"
        elif result == SKIP:
            effect = "card discarded"
        elif deck > 0:
            deck -= 1
            effect = "card discarded, and the top card of the deck too"
        elif won > 0:
            won -= 1
            effect = "last card failed: a won card is removed"
        else:
            effect = "last card failed: no won card to remove"
        steps.append(Step(number, result, effect, won, deck))
    return Outcome(tuple(steps), won, deck_size, deck)


def label_for(score: int, table: Sequence[dict[str, Any]]) -> str | None:
    """The table's label for `score`, or None when no row covers it."""
    for row in table:
        if row["min"] <= score <= row["max"]:
            return row["label"]
    return None


def score_results(items: Iterable[str], table: dict[str, Any],
                  worded: dict[str, Any] | None = None) -> LabelledScore:
    """`wisegen score just-one` and the web API's Just One tally: results -> labelled score
    (`worded`: the same table in the players' language, for the label they read)."""
    outcome = play(parse_results(items), table["deck_size"])
    label_text = label_for(outcome.score, worded["table"]) if worded else None
    return LabelledScore(outcome, label_for(outcome.score, table["table"]), label_text)


@dataclass(frozen=True)
class LabelledScore:
    """A game's outcome with the score table's label: the answer of `wisegen score just-one`.

    The label needs the scoring pack and the outcome does not, so they meet only here.
    """

    outcome: Outcome
    label: str | None
    label_text: str | None = None
    """The label from the score table in the language of `explaining`, when it has one."""

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        outcome = self.outcome
        return {"game": GAME.id, "score": outcome.score, "deck_size": outcome.deck_size,
                "deck_left": outcome.deck_left, "finished": outcome.finished,
                "label": self.label, "steps": [s.as_dict() for s in outcome.steps],
                **self._worded()}

    def _worded(self) -> dict[str, Any]:
        """Inside `explaining(code)`: the label and the lines as players read them."""
        if explained_in() is None:
            return {}
        return {"label_text": self.label_text or self.label, "lines": self.lines()}

    def lines(self) -> list[str]:
        outcome = self.outcome
        label = self.label_text or self.label if explained_in() else self.label
        said = worded_or(f'"{label}"', "scores.quoted", text=label) if label else worded_or(
            "the score table has no label for this score", "scores.just-one.no_label")
        if outcome.finished:
            last = worded_or(f"Score: {outcome.score} (the {outcome.deck_size} cards are used "
                             f"up) — {said}", "scores.just-one.final", count=outcome.score,
                             deck=outcome.deck_size, label=said)
        else:
            last = worded_or(f"Score so far: {outcome.score}; {outcome.deck_left} card(s) left "
                             f"in the deck, so the game goes on. The label for {outcome.score} "
                             f"would be {said}.", "scores.just-one.so_far", count=outcome.score,
                             left=_cards_left(outcome.deck_left), label=said)
        return [*(step.line() for step in outcome.steps), last]


def _cards_left(count: int) -> str:
    return worded_or(f"{count} card(s)", "scores.just-one.cards_left", count=count)
