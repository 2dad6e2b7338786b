"""What each phone sees of a Just One room: the guesser, the clue-givers, everyone after.

The only way out of the state (games/room.py): the secret, the card and every clue
stay in the state until the guess is judged, and the guesser's view is built from
what the guesser may know alone (names, counts, the clues kept once they are shown).
All text comes from the catalogue (`just-one.*`), worded in the phone's language.
"""

from __future__ import annotations

from typing import Any

from wisegen.games import room as ui
from wisegen.games.fields import Field, labels
from wisegen.games.just_one import room_rules as rules
from wisegen.games.room import Block, State, View
from wisegen.lang.messages import say

CLUE = Field("clue", "word", "Your one-word clue.", required=True,
             label=labels("Your clue", "Votre indice", "Twoja podpowiedź"))
GUESS = Field("guess", "word", "Your answer: one word.", required=True,
              label=labels("Your answer", "Votre réponse", "Twoja odpowiedź"))


def seat_view(state: State, seat: str, lang: str, now: float) -> View:
    """The view of `seat` in the phone's language `lang`."""
    phase = state["phase"]
    if phase in ("result", "over"):
        return _after(state, seat, lang)
    active = rules.guesser(state)
    maker = _GUESSER if seat == active else _GIVER
    return ui.view(phase, _heading(state, lang), *maker[phase](state, seat, lang),
                   _log(state, lang))


def _name(state: State, seat: str) -> str:
    return str(state["names"].get(seat, seat))


def _heading(state: State, lang: str) -> Block:
    """`Card 8 of 13` and the running score; whose turn it is under it."""
    out = rules.outcome(state["results"], state["deck_size"])
    judged = state["phase"] in ("result", "over")
    before = rules.outcome(state["results"][:-1], state["deck_size"]) if judged else out
    number = state["deck_size"] - before.deck_left + 1  # the card played, not the discards
    detail = say(lang, "just-one.score", count=out.score)
    if not judged:
        detail += " · " + say(lang, "just-one.guesser_is", name=_name(state, rules.guesser(state)))
    return ui.heading(say(lang, "just-one.card_of", number=max(number, 1),
                          total=state["deck_size"]), detail)


def _timer(state: State, lang: str) -> Block | None:
    if not state.get("ends_at"):
        return None
    return ui.timer(state["ends_at"], state["timer"], say(lang, "just-one.timer"))


def _waiting_for(state: State, lang: str) -> Block:
    """Who has written a clue and who has not: names only, never a clue."""
    writers = [s for s in state["seats"] if s != rules.guesser(state)]
    done = sum(1 for s in writers if s in state["clues"])
    missing = ", ".join(_name(state, s) for s in writers if s not in state["clues"])
    return ui.note(say(lang, "just-one.clues_in", count=done, total=len(writers),
                       names=missing), "wait")


# -- the guesser, before the guess is judged: never the card, the secret or a clue ------

def _guesser_number(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.note(say(lang, "just-one.pick_number")),
            ui.buttons(*(ui.button("number", str(n), {"number": n}, "main")
                         for n in range(1, rules.CARD_WORDS + 1)))]


def _guesser_clues(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.note(say(lang, "just-one.you_wait_clues", number=state["number"])),
            _waiting_for(state, lang), _timer(state, lang)]


def _guesser_review(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.note(say(lang, "just-one.you_wait_review"), "wait")]


def _guesser_guess(state: State, seat: str, lang: str) -> list[Block | None]:
    kept = [ui.ruling(r["clue"], say(lang, "just-one.kept"), True,
                      by=_name(state, r["seat"]))
            for r in state["rulings"] if r["ok"]]
    cancelled = len(state["rulings"]) - len(kept)
    return [ui.rulings(say(lang, "just-one.your_clues"), kept),
            ui.note(say(lang, "just-one.cancelled_count", count=cancelled))
            if cancelled else None,
            ui.form("guess", [GUESS], say(lang, "just-one.send_guess")),
            ui.buttons(ui.button("pass", say(lang, "just-one.pass"), tone="bad"))]


# -- the clue-givers ---------------------------------------------------------------------

def _giver_number(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.note(say(lang, "just-one.wait_number", name=_name(state, rules.guesser(state))),
                    "wait")]


def _giver_clues(state: State, seat: str, lang: str) -> list[Block | None]:
    mine = state["clues"].get(seat)
    return [ui.word(say(lang, "just-one.the_word", number=state["number"]), state["secret"]),
            ui.note(say(lang, "just-one.your_clue_is", clue=mine), "good") if mine
            else ui.note(say(lang, "just-one.write_clue", name=_name(state, rules.guesser(state)))),
            ui.form("clue", [CLUE], say(lang, "just-one.change_clue" if mine
                                        else "just-one.send_clue"),
                    {"clue": mine} if mine else None),
            _waiting_for(state, lang), _timer(state, lang)]


def _giver_review(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.word(say(lang, "just-one.the_word", number=state["number"]), state["secret"]),
            _rulings(state, lang, toggles=True),
            ui.note(say(lang, "just-one.review_hint" if any(not r["ok"] for r in
                                                             state["rulings"])
                        else "just-one.review_hint_none")),
            ui.buttons(ui.button("reveal", say(lang, "just-one.reveal"), tone="main"))]


def _giver_guess(state: State, seat: str, lang: str) -> list[Block | None]:
    return [ui.word(say(lang, "just-one.the_word", number=state["number"]), state["secret"]),
            ui.note(say(lang, "just-one.wait_guess", name=_name(state, rules.guesser(state))),
                    "wait"),
            _rulings(state, lang, toggles=False)]


def _rulings(state: State, lang: str, *, toggles: bool) -> Block:
    """Every clue with the referee's ruling, in the phone's language (clue-givers only)."""
    items = []
    for r in state["rulings"]:
        reasons = [rules.reason_of(x).worded(lang) for x in r["reasons"]]
        if r["overruled"]:
            reasons.append(say(lang, "just-one.overruled"))
        toggle = None
        if toggles and rules.overrulable(r, state["secret"]):
            toggle = ui.button("overrule", say(lang, "just-one.cancel_it" if r["ok"]
                                               else "just-one.keep_it"), {"seat": r["seat"]})
        items.append(ui.ruling(r["clue"], say(lang, "just-one.kept" if r["ok"]
                                              else "just-one.cancelled"),
                               r["ok"], reasons, _name(state, r["seat"]), toggle))
    return ui.rulings(say(lang, "just-one.clues"), items)


_GUESSER = {"number": _guesser_number, "clues": _guesser_clues,
            "review": _guesser_review, "guess": _guesser_guess}
_GIVER = {"number": _giver_number, "clues": _giver_clues, "review": _giver_review,
          "guess": _giver_guess}


# -- everyone, once the card is judged -------------------------------------------------

def _after(state: State, seat: str, lang: str) -> View:
    """The card's result for the whole table; at the end, the score and its rating."""
    last = state["history"][-1]
    tone = {"success": "good", "failure": "bad"}.get(last["result"], "info")
    verdict = say(lang, f"just-one.result.{last['result']}", guess=last["guess"] or "",
                  name=_name(state, last["guesser"]))
    if last["result"] == "skip" and not any(r["ok"] for r in state["rulings"]):
        verdict = say(lang, "just-one.result.none_left")
    blocks: list[Block | None] = [_heading(state, lang)]
    if state["phase"] == "over":  # the game's end first: the score and its rating
        out = rules.outcome(state["results"], state["deck_size"])
        blocks += [ui.note(say(lang, "just-one.final", count=out.score,
                               total=state["deck_size"]), "good"),
                   ui.note(rules.rating(out.score, lang))]
    blocks += [ui.word(say(lang, "just-one.it_was"), last["secret"]), ui.note(verdict, tone),
               _penalty(state, lang), _rulings(state, lang, toggles=False)]
    if state["phase"] == "over":
        blocks.append(_cards_table(state, lang))
    else:
        blocks.append(ui.buttons(ui.button("next", say(lang, "just-one.next"), tone="main")))
    blocks.append(_log(state, lang))
    return ui.view(state["phase"], *blocks)


def _penalty(state: State, lang: str) -> Block | None:
    """What a wrong guess cost: the top card too, or on the last card a won card."""
    if state["history"][-1]["result"] != "failure":
        return None
    before = rules.outcome(state["results"][:-1], state["deck_size"])
    after = rules.outcome(state["results"], state["deck_size"])
    key = "just-one.penalty_deck" if before.deck_left > 1 else (
        "just-one.penalty_won" if after.score < before.score else "just-one.penalty_none")
    return ui.note(say(lang, key), "bad")


def _cards_table(state: State, lang: str) -> Block:
    """The cards played, in order (three columns: a phone's width)."""
    rows = [[h["secret"], _name(state, h["guesser"]),
             say(lang, f"just-one.outcome.{h['result']}")] for h in state["history"]]
    return ui.table(say(lang, "just-one.cards"),
                    [say(lang, "just-one.col_word"), say(lang, "just-one.col_guesser"),
                     say(lang, "just-one.col_result")], rows)


def _log(state: State, lang: str) -> Block | None:
    """The table's record, newest first: this card's overrules (who, whose clue, why;
    never the clue's text), then the cards already played."""
    lines = [_overrule_line(state, entry, lang) for entry in reversed(state["log"])]
    judged = state["phase"] in ("result", "over")
    history = state["history"][:-1] if judged else state["history"]
    lines += [say(lang, "just-one.past_card", number=n, word=h["secret"],
                  result=say(lang, f"just-one.outcome.{h['result']}"))
              for n, h in reversed(list(enumerate(history, 1)))]
    return ui.log(say(lang, "just-one.log"), lines) if lines else None


def _overrule_line(state: State, entry: dict[str, Any], lang: str) -> str:
    why = ", ".join(say(lang, f"just-one.code.{code}") for code in entry["codes"]) \
        or say(lang, "just-one.code.none")
    key = "just-one.log_kept" if entry["ok"] else "just-one.log_cancelled"
    return say(lang, key, who=_name(state, entry["by"]), whose=_name(state, entry["of"]),
               why=why)
