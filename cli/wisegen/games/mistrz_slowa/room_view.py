"""What each phone shows of a Mistrz Słowa room, worded in the phone's language.

While the sand runs a player sees the dice they form their word from, the shared
hourglass, their own word and only how many others have one: no other player's word
is in their view until the round is judged. Then everyone sees every ruling, the best
word the throw allowed, and the totals racing to the target.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wisegen.games import room as blocks
from wisegen.games.fields import Field
from wisegen.games.mistrz_slowa import GAME, room_judge
from wisegen.games.mistrz_slowa.room_state import (
    MAX_WORD,
    OVER,
    WRITING,
    rerolls_left,
    roll_of,
)
from wisegen.games.room import Block, View
from wisegen.lang.messages import say

_P = "mistrz-slowa."


def _say(lang: str, key: str, **params: Any) -> str:
    return say(lang, _P + key, **params)


def _names(state: Mapping[str, Any]) -> dict[str, str]:
    return {seat["id"]: seat["name"] for seat in state["seats"]}


def glyphs(faces: list[str]) -> list[str]:
    """Faces as the page draws them (★ for the letter joker …), from the game's glyphs."""
    return [GAME.dice_glyphs.get(face, face) for face in faces]


def points(lang: str, value: int, sign: bool = True) -> str:
    """`+9 points`, `−20 punktów`: the sign shown (a gain's only with `sign`), the plural
    chosen by the size."""
    signed = f"+{value}" if value > 0 and sign else str(value).replace("-", "−")
    return _say(lang, "points", count=abs(value), signed=signed)


def standings(state: Mapping[str, Any], seat: str, lang: str) -> Block:
    """The running totals, the players as seated (as on the paper pad); the player's own
    row marked."""
    names = _names(state)
    order = [s["id"] for s in state["seats"] if s["id"] in state["totals"]]  # as seated
    rows = [[names[s], state["totals"][s]] for s in order]
    return blocks.table(_say(lang, "standings", target=state["target"]),
                        [_say(lang, "player"), _say(lang, "total")], rows,
                        mark=order.index(seat) if seat in order else None)


def view_for(state: Mapping[str, Any], seat: str, lang: str, now: float) -> View:
    if state["phase"] == WRITING:
        return _writing(state, seat, lang)
    return _judged(state, seat, lang)


def _writing(state: Mapping[str, Any], seat: str, lang: str) -> View:
    mine = state["words"].get(seat)
    done = len(state["words"])
    return blocks.view(
        WRITING,
        blocks.heading(_say(lang, "round", round=state["round"]),
                       _say(lang, "race", target=state["target"])),
        blocks.timer(state["ends_at"], state["seconds"], _say(lang, "hourglass")),
        blocks.dice(_say(lang, "your_dice"), glyphs(roll_of(state, seat))),
        blocks.word(_say(lang, "your_word"), mine) if mine else None,
        blocks.note(_say(lang, "said_none"), "bad") if mine == "" else None,
        blocks.form("word", [Field("word", "word", "A Polish noun", required=True,
                                   maximum=MAX_WORD, label={lang: _say(lang, "word_label")})],
                    _say(lang, "change" if mine else "submit"), {"word": mine or ""}),
        None if mine == "" else blocks.buttons(
            blocks.button("no_word", _say(lang, "no_word"), tone="bad")),
        _reroll_form(state, seat, lang),
        blocks.note(_say(lang, "words_in", count=done, total=len(state["totals"])), "wait"),
        standings(state, seat, lang))


def _reroll_form(state: Mapping[str, Any], seat: str, lang: str) -> Block | None:
    left = rerolls_left(state, seat)
    if left <= 0:
        return None
    faces = glyphs(roll_of(state, seat))
    numbers = tuple(str(n) for n in range(1, len(faces) + 1))
    shown = tuple(f"{n}: {face}" for n, face in zip(numbers, faces, strict=True))
    field = Field("die", "choice", "Which die to roll again", required=True, choices=numbers,
                  label={lang: _say(lang, "reroll_label", count=left)},
                  choice_labels={lang: shown})
    return blocks.form("reroll", [field], _say(lang, "reroll"))


def _ruling(result: Mapping[str, Any], names: Mapping[str, str], lang: str) -> dict[str, Any]:
    word = result["word"]
    reasons = [room_judge.worded(r, lang, word) for r in result["reasons"]]
    if result["outcome"] == room_judge.SCORED:
        reasons.append(made(result, lang))
    elif result["outcome"] == room_judge.NO_WORD:
        reasons.append(_say(lang, "reason.no-word"))
    else:
        reasons.append(_say(lang, "penalty"))
    return blocks.ruling(word or "—", points(lang, result["points"]),
                         result["outcome"] == room_judge.SCORED, reasons, by=names[result["seat"]])


def made(result: Mapping[str, Any], lang: str) -> str:
    """The rulebook's sum for a scored word: `4 for 5 letters + 4 for no joker = 8`."""
    parts = [_say(lang, "by_length", count=result["letters"], points=result["length_points"])]
    if result["ogonek"]:
        parts.append(_say(lang, "by_ogonek", count=result["ogonek"],
                          points=result["ogonek_bonus"]))
    if result["no_joker_bonus"]:
        parts.append(_say(lang, "by_no_joker", points=result["no_joker_bonus"]))
    return " + ".join(parts) + f" = {result['points']}"


def _judged(state: Mapping[str, Any], seat: str, lang: str) -> View:
    names = _names(state)
    scored = [r for r in state["results"] if r["outcome"] == room_judge.SCORED]
    top = max((r["points"] for r in scored), default=None)
    best_of_round = [f"{r['word']} ({names[r['seat']]})" for r in scored if r["points"] == top]
    over = state["phase"] == OVER
    heading = (_say(lang, "winner", name=names[state["winner"]],
                    points=points(lang, state["totals"][state["winner"]], sign=False))
               if over else _say(lang, "results", round=state["round"]))
    best = state["best"]
    return blocks.view(
        state["phase"],
        blocks.heading(heading, _say(lang, "race", target=state["target"])),
        blocks.dice(_say(lang, "table_dice"), glyphs(state["roll"])),
        blocks.rulings(_say(lang, "words"), [_ruling(r, names, lang) for r in state["results"]]),
        blocks.note(_say(lang, "round_best", words=", ".join(best_of_round)), "good")
        if best_of_round else None,
        blocks.note(_say(lang, "best", word=best["word"], points=points(lang, best["points"]))
                    if best else _say(lang, "best_none")),
        blocks.note(_say(lang, "tie", names=", ".join(names[s] for s in state["tied"])), "info")
        if state["tied"] else None,
        standings(state, seat, lang),
        None if over else blocks.buttons(blocks.button("next", _say(lang, "next"), tone="main")),
        blocks.log(_say(lang, "past"), [_past(line, names, lang)
                                        for line in reversed(state["history"])]))


def _past(line: Mapping[str, Any], names: Mapping[str, str], lang: str) -> str:
    words = ", ".join(f"{names[s]}: {w or '—'} ({points(lang, p)})"
                      for s, (w, p) in line["words"].items())
    return _say(lang, "past_line", round=line["round"], words=words)
