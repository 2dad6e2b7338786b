"""What each phone sees of a 13 Words room, worded in its language.

Before the last choice is in, a phone shows its own choice only, and who is still
choosing (names, never their cards): the Captain's card is the secret of the round.
After it, every choice, the stars of the round and the running totals; at the end,
the team's total and its success level from the rulebook's table.
"""

from __future__ import annotations

from typing import Any

from wisegen.errors import UsageError
from wisegen.games.room import (
    Block,
    State,
    View,
    button,
    buttons,
    card,
    heading,
    log,
    note,
    ruling,
    rulings,
    table,
    timer,
    view,
    word,
)
from wisegen.games.thirteen_words import GAME
from wisegen.games.thirteen_words.scoring import BOARD_CARDS, success_level
from wisegen.lang.messages import Voice

ID = GAME.id
ROUNDS = BOARD_CARDS - 1
"""The game ends with one card left around the board: eleven rounds."""


def render(state: State, seat: str, lang: str) -> View:
    """`seat`'s view of the room now (see the module's docstring)."""
    t = Voice(ID, lang)
    chief = state["order"][state["captain"]]
    names = state["names"]
    if state["phase"] == "over":
        top = heading(t("over"), t("final", count=sum(state["stars"].values())))
    else:
        top = heading(t("round", number=state["round"], total=ROUNDS),
                      t("captain", name=names[chief]))
    if state["phase"] != "pick":
        body = _reveal(state, seat, t)
    elif seat in names:
        body = _pick(state, seat, chief, t)
    else:  # not at the table: the centre word, no card to choose
        body = [word(t("centre"), state["centre"]), note(t("watching"), "wait")]
    return view(state["phase"], top, *body, _totals(state, seat, t), _log(state, t))


def _label(state: State, number: int) -> str:
    place = state["board"][number - 1]
    return f"{number} · {place['word']}" if place else f"{number} · —"


def _board(state: State, t: Voice, mark: int | None = None) -> Block:
    """The twelve places in wheel order (the page numbers them); a taken card is a dash."""
    return card(t("board"), [place["word"] if place else "—" for place in state["board"]],
                None if mark is None else mark - 1)


def _pick(state: State, seat: str, chief: str, t: Voice) -> list[Block | None]:
    names = state["names"]
    mine = state["picks"].get(seat)
    ask = t("you_captain", word=state["centre"]) if seat == chief else \
        t("you_guess", name=names[chief], word=state["centre"])
    choices = [button("pick", _label(state, n), {"card": n},
                      "main" if n == mine else "normal")
               for n in range(1, BOARD_CARDS + 1) if state["board"][n - 1] is not None]
    waiting = [names[s] for s in state["order"] if s not in state["picks"]]
    return [word(t("centre"), state["centre"]),
            timer(state["ends_at"], state["timer"], t("timer")) if state["ends_at"] else None,
            note(ask), buttons(*choices),
            note(t("your_pick", card=_label(state, mine)), "good") if mine else None,
            note(t("waiting", names=", ".join(waiting), count=len(waiting)), "wait")]


def _reveal(state: State, seat: str, t: Voice) -> list[Block | None]:
    result = state["result"]
    names = state["names"]
    chief, pick = result["captain"], result["pick"]
    items = []
    for who in [chief, *(s for s in state["order"] if s != chief)]:
        chosen = result["picks"].get(who)
        stars = result["stars"].get(who, 0)
        text = _label(state, chosen) if chosen else t("no_pick")
        items.append(ruling(text, t("stars", count=stars) if stars else t("no_star"), stars > 0,
                            [t("captain_card")] if who == chief else [], by=names[who]))
    if pick is None:
        outcome = note(t("no_captain"), "bad")
    elif sum(result["stars"].values()):
        outcome = note(t("matched", count=sum(result["stars"].values())), "good")
    else:
        outcome = note(t("nobody"), "bad")
    return [word(t("centre"), result["centre"]), _board(state, t, pick), outcome,
            rulings(t("choices"), items),
            buttons(button("next", t("next_button"), tone="main"))
            if state["phase"] == "reveal" else None,
            *(_level(state, t) if state["phase"] == "over" else [])]


def _totals(state: State, seat: str, t: Voice) -> Block:
    names = state["names"]
    rows: list[list[Any]] = [[names[s], state["stars"][s]] for s in state["order"]]
    rows.append([t("team_total"), sum(state["stars"].values())])
    return table(t("totals"), [t("col.player"), t("col.stars")], rows,
                 state["order"].index(seat) if seat in state["order"] else None)


def _level(state: State, t: Voice) -> list[Block | None]:
    """The success level of the team's total, from the scoring pack in the phone's
    language (its labels are translated there)."""
    from wisegen.games.content import find_builtin

    players, score = len(state["order"]), sum(state["stars"].values())
    try:
        level = success_level(find_builtin(ID, "scoring", t.lang), players, score)
    except UsageError:
        return [note(t("level.none", players=players))]
    label = word(t("level.title"), level.label or t("level.row", row=level.row)) \
        if level.row else None
    if not level.determined:
        return [label, note(t("level.open", row=level.missing_row, players=players))]
    if level.row is None:
        return [note(t("level.below", count=level.next_needed or 0), "bad")]
    after = t("level.next", count=level.next_needed) if level.next_needed else t("level.top")
    return [label, note(after, "good")]


def _log(state: State, t: Voice) -> Block | None:
    if not state["history"]:
        return None
    names = state["names"]
    lines = [t("log_line", number=h["round"], name=names[h["captain"]], centre=h["centre"],
               word=h["word"], count=h["stars"]) if h["word"] else
             t("log_none", number=h["round"], name=names[h["captain"]]) for h in state["history"]]
    return log(t("log_title"), lines)
