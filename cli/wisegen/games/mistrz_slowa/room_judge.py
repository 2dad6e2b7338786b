"""Mistrz Słowa in a room: one round's words judged, and the race to the target decided.

Each word is judged as `wisegen check word` judges it (legality.py for the noun,
formation.py for the faces behind its letters and the score, both from the rules the
packs give), against the roll that player saw (the table's roll and their own rerolls).

Readings where the rulebook is silent, chosen for a table that plays all at once:
- a player who typed no word, an illegal word or a word the roll cannot form "does not
  form any word" and loses the rulebook's 20 points (the pack's `no_word_penalty`);
- the first player to reach the target wins; when several reach it in the same round,
  the highest total wins, and players tied at the top play another round (every player
  plays it, so the race stays the same for all) until one of them leads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.games.mistrz_slowa import legality
from wisegen.games.mistrz_slowa.formation import best_formation
from wisegen.games.mistrz_slowa.roll import Face, format_roll
from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.lang.messages import say
from wisegen.referee.reasons import Reason

NO_WORD, ILLEGAL, UNFORMABLE, SCORED = "no-word", "illegal", "unformable", "scored"
"""What became of a player's word this round: the four outcomes a ruling shows."""


def reason_record(reason: Reason) -> dict[str, Any]:
    """A reason kept in the room's state (plain JSON), to be worded in any phone's language."""
    return {**reason.stored(), "nominative": list(reason.evidence.get("nominative", []))}


def worded(record: Mapping[str, Any], lang: str, word: str) -> str:
    """A kept reason in `lang`: the referee's own wording when the reason carries a
    catalogue key, else this game's wording of its code (never a tag or a source code)."""
    if record.get("key"):
        return Reason.restored(record).worded(lang)
    nominative = " / ".join(record.get("nominative") or ())
    return say(lang, f"mistrz-slowa.reason.{record['code']}", word=word, nominative=nominative)


_NOT_FORMABLE = {"code": "not-formable", "key": "", "params": {}, "message": "",
                 "nominative": []}


def _unscored(word: str, rules: Rules, outcome: str) -> dict[str, Any]:
    return {"word": word, "outcome": outcome, "points": rules.no_word_penalty, "reasons": [],
            "jokers": 0, "ogonek": 0, "letters": len(word), "length_points": 0,
            "ogonek_bonus": 0, "no_joker_bonus": 0}


def judge_word(text: str, faces: Sequence[Face], rules: Rules) -> dict[str, Any]:
    """One player's word against their roll: outcome, points and the reasons behind them."""
    word = legality.normalise(text)
    if not word:
        return _unscored("", rules, NO_WORD)
    if len(word) > len(faces):  # one face a letter at most: no dictionary needed
        return {**_unscored(word, rules, UNFORMABLE), "reasons": [dict(_NOT_FORMABLE)]}
    verdict = legality.judge(word, rules)
    reasons = [reason_record(r) for r in verdict.reasons]
    formation = best_formation(verdict.word, list(faces), rules) if word.isalpha() else None
    if formation is None and word.isalpha():
        reasons.append(dict(_NOT_FORMABLE))
    jokers = formation.jokers if formation else 0
    ogonek = formation.ogonek_uses if formation else 0
    if not verdict.legal:
        outcome, points = ILLEGAL, rules.no_word_penalty
    elif formation is None or formation.score is None:
        outcome, points = UNFORMABLE, rules.no_word_penalty
    else:
        outcome, points = SCORED, formation.score
    breakdown = formation.breakdown if formation and outcome == SCORED else None
    return {"word": verdict.word, "outcome": outcome, "points": points, "reasons": reasons,
            "jokers": jokers, "ogonek": ogonek, "letters": len(verdict.word),
            "length_points": breakdown.length_points if breakdown else 0,
            "ogonek_bonus": breakdown.ogonek_bonus if breakdown else 0,
            "no_joker_bonus": breakdown.no_joker_bonus if breakdown else 0}


def judge_round(state: Mapping[str, Any], rolls: Mapping[str, Sequence[Face]],
                rules: Rules) -> dict[str, Any]:
    """The round judged: every seat's result (in seat order) and the new totals."""
    totals = dict(state["totals"])
    results = []
    for seat in state["seats"]:
        result = judge_word(state["words"].get(seat["id"], ""), rolls[seat["id"]], rules)
        result["seat"] = seat["id"]
        result["roll"] = format_roll(list(rolls[seat["id"]]))
        totals[seat["id"]] += result["points"]
        results.append(result)
    return {"results": results, "totals": totals}


def winner(totals: Mapping[str, int], target: int) -> tuple[str | None, list[str]]:
    """(the winner, or None; the seats tied at the top when several reached the target)."""
    reached = [seat for seat, total in totals.items() if total >= target]
    if not reached:
        return None, []
    top = max(totals[seat] for seat in reached)
    leaders = [seat for seat in reached if totals[seat] == top]
    return (leaders[0], []) if len(leaders) == 1 else (None, leaders)


def best_possible(roll: str) -> dict[str, Any] | None:
    """The best word the table's roll allowed (the solver's first), shown once the round
    is over so players learn the words they missed; None when no noun can be formed."""
    from wisegen.games.mistrz_slowa.referee import solve

    answer, _ = solve(roll, top=1, any_dice=True)
    best = answer["best"]
    return {"word": best[0]["word"], "points": best[0]["score"]} if best else None
