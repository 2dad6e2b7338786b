"""What each phone sees of a Three Wise Words room, worded in its language.

The view is the only way a word leaves the state (games/room.py), so each part below
is written for one role and one phase: the seeker's view before the reveal holds no
card, no die, no secret and no clue; no team sees another team's guesses, and no other
team sees the writer's clues, before the turn is scored. The track, the teams and the
log of past turns are shown to everyone.
"""

from __future__ import annotations

from typing import Any

from wisegen.games.fields import Field, labels
from wisegen.games.room import (
    Block,
    State,
    View,
    button,
    buttons,
    card,
    dice,
    form,
    heading,
    log,
    note,
    ruling,
    rulings,
    table,
    track,
    view,
    word,
)
from wisegen.games.three_wise_words import SLOTS
from wisegen.games.three_wise_words.room_rules import CLUES, ID, worded
from wisegen.lang.messages import Voice, say

FACE_MARKS = {"pink": "●", "yellow": "▲", "blue": "■"}
"""Each die colour's shape, as the kit prints it (the layout's `distinct.bands` marks:
pink circle, yellow triangle, blue square), so the face reads without colour too."""


def render(state: State, seat: str, lang: str) -> View:
    """`seat`'s view of the room now (see the module's docstring)."""
    t = Voice(ID, lang)
    mine = next((i for i, team in enumerate(state["teams"]) if seat in team["seats"]), -1)
    phase = state["phase"]
    if mine < 0 and phase not in ("result", "over"):  # not at the table: no secret at all
        parts: list[Block | None] = [note(t("watching"), "wait")]
    else:
        parts = {"roll": _roll, "write": _write, "seek": _seek, "result": _result,
                 "over": _result}[phase](state, seat, mine, t)
    return view(phase, _heading(state, t), *parts, _track(state, t.lang), _teams(state, mine, t),
                _log(state, t.lang, t))


def team_name(state: State, index: int, lang: str) -> str:
    return say(lang, f"{ID}.team.{state['teams'][index]['owl']}")


def owl_name(state: State, index: int, lang: str) -> str:
    """The short name on a team's owl pawn (the track has little room)."""
    return say(lang, f"{ID}.owl.{state['teams'][index]['owl']}")


def _heading(state: State, t: Voice) -> Block:
    if state["phase"] == "over":
        names = [t(f"team.{state['teams'][i]['owl']}") for i in state["winners"]]
        return heading(t("won", team=", ".join(names), count=len(names)))
    names = state["names"]
    active = t(f"team.{state['teams'][state['active']]['owl']}")
    return heading(t("turn", number=state["turn"], team=active),
                   t("roles", writer=names[state["writer"]], seeker=names[state["seeker"]]))


def _roll(state: State, seat: str, mine: int, t: Voice) -> list[Block | None]:
    if seat == state["writer"]:
        return [note(t("you_write")),
                buttons(button("roll", t("roll_button"), tone="main"))]
    if seat == state["seeker"]:
        return [note(t("you_seek"), "wait")]
    return [note(t("wait_roll", name=state["names"][state["writer"]]), "wait")]


def _secret(state: State, t: Voice) -> list[Block | None]:
    """The card, the die and the secret: for everyone but the seeker, until the reveal."""
    face = state["face"]
    words = [state["card"][slot] for slot in SLOTS]
    mark = SLOTS.index(face) if face else SLOTS.index("yellow")
    return [word(t("secret"), state["secret"]),
            card(t("card"), words, mark),
            dice(t("die", colour=t(f"colour.{face}")), [FACE_MARKS[face]]) if face else None]


def _words_field(name: str, key: str, t: Voice) -> Field:
    text = t(key)
    return Field(name, "words", text, required=True, count=CLUES,
                 label=labels(text, text, text))


def _write(state: State, seat: str, mine: int, t: Voice) -> list[Block | None]:
    if seat == state["seeker"]:
        return [note(t("you_seek_wait", name=state["names"][state["writer"]]), "wait")]
    blocks = _secret(state, t)
    waiting = _waiting(state, t)
    if seat == state["writer"]:
        if state["clues"] is not None:
            return [*blocks, word(t("your_clues"), " · ".join(state["clues"])),
                    note(waiting, "wait"),
                    buttons(button("reveal", t("reveal_button")))]
        draft = state["draft"]
        return [*blocks, _draft(draft, t) if draft else note(t("write_clues")),
                form("clues", [_words_field("clues", "clues_label", t)], t("send"),
                     {"clues": draft["clues"]} if draft else None)]
    if mine == state["active"]:
        return [*blocks, note(waiting, "wait")]
    own = state["guesses"].get(str(mine))
    return [*blocks, note(t("guess_clues", name=state["names"][state["writer"]])),
            form("guesses", [_words_field("guesses", "guesses_label", t)],
                 t("change") if own else t("send"), {"guesses": own} if own else None),
            note(waiting, "wait") if own else None]


def _draft(draft: dict[str, Any], t: Voice) -> Block:
    """The referee's rulings on clues it refused: the writer rewrites them."""
    items = [ruling(clue, t("refused_clue") if why else t("valid_clue"), not why,
                    [worded(r, t.lang) for r in why])
             for clue, why in zip(draft["clues"], draft["reasons"], strict=True)]
    return rulings(t("rewrite"), items)


def _waiting(state: State, t: Voice) -> str:
    if state["clues"] is None:
        return t("waiting_writer", name=state["names"][state["writer"]])
    teams = [t(f"team.{team['owl']}") for i, team in enumerate(state["teams"])
             if i != state["active"] and str(i) not in state["guesses"]]
    if not teams:
        return t("waiting_seeker", name=state["names"][state["seeker"]])
    return t("waiting_teams", teams=", ".join(teams), count=len(teams))


def _seek(state: State, seat: str, mine: int, t: Voice) -> list[Block | None]:
    clues = card(t("clues_read"), state["clues"])
    if seat == state["seeker"]:
        answer = Field("answer", "word", t("answer_label"), required=True,
                       label=labels(t("answer_label"), t("answer_label"), t("answer_label")))
        return [note(t("you_answer")), clues, form("answer", [answer], t("send")),
                buttons(button("give_up", t("give_up"), tone="bad"))]
    own = state["guesses"].get(str(mine))
    return [*_secret(state, t), clues,
            card(t("your_guesses"), own) if own else None,
            note(t("waiting_seeker", name=state["names"][state["seeker"]]), "wait")]


def _result(state: State, seat: str, mine: int, t: Voice) -> list[Block | None]:
    names = state["names"]
    found = state["found"]
    said = state["answer"] or t("no_answer")
    verdict = t("found", name=names[state["seeker"]], answer=said) if found else \
        t("missed", name=names[state["seeker"]], answer=said)
    why = [worded(r, t.lang) for r in state["verdict"] if r["code"] != "identical"]
    points = [_team_ruling(state, line, t) for line in state["scores"]]
    return [*_secret(state, t), note(verdict, "good" if found else "bad"),
            note(" ".join(why)) if found and why else None,
            card(t("writer_clues"), state["clues"]), rulings(t("points_title"), points),
            buttons(button("next", t("next_button"), tone="main"))
            if state["phase"] == "result" else None]


def _team_ruling(state: State, line: dict[str, Any], t: Voice) -> dict[str, Any]:
    """A team's points this turn with what earned each (scoring.score_turn's evidence)."""
    name = t(f"team.{state['teams'][line['team']]['owl']}")
    active = line["team"] == state["active"]
    reasons = [t("base_found" if active else "base_missed", count=line["base"])] \
        if line["base"] else []
    reasons += [t("unfound_clue", clue=clue) for clue in line["unfound"]]
    reasons += [t("matched", guess=g, clue=c) for c, g in line["matched"]]
    guesses = state["guesses"].get(str(line["team"]), [])
    text = name if active else t("team_guesses", team=name,
                                   words=" · ".join(guesses) or t("no_guesses"))
    return ruling(text, t("points", count=line["points"]), line["points"] > 0, reasons)


def _track(state: State, lang: str) -> Block:
    return track(say(lang, f"{ID}.track"), state["finish"],
                 [{"name": owl_name(state, i, lang), "at": min(team["at"], state["finish"]),
                   "colour": team["colour"]} for i, team in enumerate(state["teams"])])


def _teams(state: State, mine: int, t: Voice) -> Block:
    names = state["names"]
    rows = [[t(f"team.{team['owl']}"), ", ".join(names[s] for s in team["seats"]),
             team["found"]] for team in state["teams"]]
    return table(t("teams_title"), [t("col.team"), t("col.players"), t("col.found")], rows,
                 mine if mine >= 0 else None)


def _log(state: State, lang: str, t: Voice) -> Block | None:
    if not state["history"]:
        return None
    lines = []
    for entry in state["history"]:
        team = team_name(state, entry["team"], lang)
        gained = ", ".join(f"{team_name(state, int(i), lang)} +{n}"
                           for i, n in entry["points"].items() if n)
        key = "log_found" if entry["found"] else "log_missed"
        lines.append(t(key, number=entry["turn"], team=team, secret=entry["secret"],
                       points=gained or "—"))
    return log(t("log_title"), lines)
