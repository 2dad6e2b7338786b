"""What each phone shows of a Thricewise room, worded in the phone's language.

The card a player has chosen for this turn is theirs alone until every card is in (the
rulebook's face-down card): the others see only how many have chosen. The grid, the
deferred cards, the placing order and every scored threesome are the table's to see.
Card and suit names are the Decktet's own (the deck pack's), as printed on the cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wisegen.games import room as blocks
from wisegen.games.fields import Field
from wisegen.games.room import Block, View
from wisegen.games.thricewise import room_turn
from wisegen.games.thricewise.cards import ACE, CROWN, Card
from wisegen.games.thricewise.grid import cell_text
from wisegen.lang.messages import say

_P = "thricewise."
_CORNERS = ("top_left", "top_right", "bottom_left", "bottom_right")


def _say(lang: str, key: str, **params: Any) -> str:
    return say(lang, _P + key, **params)


def _names(state: Mapping[str, Any]) -> dict[str, str]:
    return {seat["id"]: seat["name"] for seat in state["seats"]}


def points(lang: str, value: int) -> str:
    return _say(lang, "points", count=value)


def _short(name: str) -> str:
    return name.removeprefix("the ")


def _described(name: str) -> str:
    """`the Castle (7; Suns, Knots)`: what a player checks before placing it."""
    return room_turn.deck().parse(name).describe()


def grid_name(card: Card) -> str:
    """A card in the grid's table, short enough for six columns on a phone: three letters
    of its name (`Win`), an Ace or a Crown by its letter and suit (`AMo`, `CWa`); the
    table is a map of the real grid in front of the players, whose cards show the rest."""
    if card.rank in (ACE, CROWN):
        return str(card.rank)[0] + card.suits[0][:2]
    return _short(card.name)[:3]


def grid_table(state: Mapping[str, Any], lang: str) -> Block | None:
    """The grid as a table: a row per grid row, its number first, then a column per
    grid column (numbers as the place form's cells name them)."""
    cells = room_turn.grid_of(state).cells
    if not cells:
        return None
    columns = range(min(c for c, _ in cells), max(c for c, _ in cells) + 1)
    rows = range(min(r for _, r in cells), max(r for _, r in cells) + 1)
    return blocks.table(_say(lang, "grid", count=len(cells)), ["", *map(str, columns)],
                        [[str(r), *(grid_name(cells[c, r]) if (c, r) in cells else ""
                                    for c in columns)] for r in rows])


def standings(state: Mapping[str, Any], seat: str, lang: str) -> Block:
    """Running totals over the hands, with this hand's points, the players as seated
    (as on a paper score pad: the order does not jump about as the scores change)."""
    names = _names(state)
    order = [s["id"] for s in state["seats"] if s["id"] in state["totals"]]  # as seated
    rows = [[names[s], state["hand_points"][s], state["totals"][s]] for s in order]
    return blocks.table(_say(lang, "standings"),
                        [_say(lang, "player"), _say(lang, "this_hand"), _say(lang, "total")],
                        rows, mark=order.index(seat) if seat in order else None)


def view_for(state: Mapping[str, Any], seat: str, lang: str) -> View:
    phase = state["phase"]
    heading = blocks.heading(_say(lang, "hand", hand=state["hand"], hands=state["hands"]),
                             _say(lang, "turn", turn=state["turn"]) if state["turn"] else "")
    if phase == "deal":
        body: list[Block | None] = [_deal_form(lang)]
    elif phase == "reveal":
        body = _reveal(state, seat, lang)
    elif phase == "place":
        body = _place(state, seat, lang)
    else:
        body = _ended(state, lang)
    return blocks.view(phase, heading, *body, grid_table(state, lang), _held(state, lang),
                       _placed(state, lang), standings(state, seat, lang))


def _deal_form(lang: str) -> Block:
    fields = [Field(f"card{n}", "text", "A starting card", required=True,
                    label={lang: _say(lang, corner)}) for n, corner in enumerate(_CORNERS, 1)]
    return blocks.form("deal", fields, _say(lang, "deal_submit"))


def _reveal(state: Mapping[str, Any], seat: str, lang: str) -> list[Block | None]:
    mine = state["revealed"].get(seat)
    hand = state["in_hand"].get(seat, 0)
    asked = [s for s, n in state["in_hand"].items() if n > 0]
    out: list[Block | None] = [
        blocks.note(_say(lang, "clash", card=state["clash"]), "bad") if state["clash"] else None]
    if hand > 0:
        out += [blocks.word(_say(lang, "your_card"), mine) if mine else None,
                blocks.form("reveal", [Field("card", "text", "Your card", required=True,
                                             label={lang: _say(lang, "card_label")})],
                            _say(lang, "change" if mine else "reveal_submit"),
                            {"card": mine or ""})]
    else:
        out.append(blocks.note(_say(lang, "no_cards_left")))
    out += [blocks.note(_say(lang, "cards_in", count=len(state["revealed"]), total=len(asked)),
                        "wait"),
            blocks.note(_say(lang, "counts", count=hand, deck=state["deck_left"]))]
    return out


def _place(state: Mapping[str, Any], seat: str, lang: str) -> list[Block | None]:
    names = _names(state)
    step = state["queue"][0]
    order = " · ".join(f"{n}. {names[s['seat']]}: {', '.join(s['cards'])}"
                       for n, s in enumerate(state["queue"], 1))
    deferred = [blocks.note(_say(lang, "deferred_now", name=names[p], card=c))
                for p, c in (state.get("trick") or {}).get("deferred", [])]
    act: Block | None = None  # another player's step: the heading says who places
    if step["seat"] == seat:
        grid = room_turn.grid_of(state)
        cells = room_turn.legal_cells(grid)
        cards = tuple(step["cards"])
        act = blocks.form("place", [
            Field("card", "choice", "Card", required=True, choices=cards,
                  label={lang: _say(lang, "place_card")},
                  choice_labels={lang: tuple(_described(name) for name in cards)}),
            Field("cell", "choice", "Cell", required=True,
                  choices=tuple(cell_text(c) for c in cells),
                  label={lang: _say(lang, "place_cell")},
                  choice_labels={lang: tuple(_near(grid.cells, c, lang) for c in cells)})],
            _say(lang, "place_submit"), {"card": cards[0]})
    return [blocks.heading(_say(lang, "your_turn") if step["seat"] == seat
                           else _say(lang, "placing", name=names[step["seat"]])),
            act, blocks.note(_say(lang, "order", order=order)), *deferred]


_SIDES = (("left", (1, 0)), ("right", (-1, 0)), ("above", (0, 1)), ("below", (0, -1)),
          *(("diagonal", (dc, dr)) for dc in (-1, 1) for dr in (-1, 1)))
"""Where a cell is, said from a card beside it: a cell left of a card has it at +1, 0."""


def _near(cells: Mapping[tuple[int, int], Any], cell: tuple[int, int], lang: str) -> str:
    """`0,1: left of Author`: the cell named by the card it touches (the grid's own
    numbers first, so the table's rows and columns still find it)."""
    for side, (dc, dr) in _SIDES:
        card = cells.get((cell[0] + dc, cell[1] + dr))
        if card is not None:
            return _say(lang, f"side.{side}", cell=cell_text(cell), card=_short(card.name))
    return cell_text(cell)


def _ended(state: Mapping[str, Any], lang: str) -> list[Block | None]:
    names = _names(state)
    if state["phase"] == "hand_over":
        return [blocks.note(_say(lang, "hand_done", hand=state["hand"]), "good"),
                blocks.buttons(blocks.button("next_hand", _say(lang, "next_hand"), tone="main"))]
    winners = state["winners"]
    top = state["totals"][winners[0]]
    return [blocks.heading(_say(lang, "winner", count=len(winners), points=points(lang, top),
                                names=", ".join(names[s] for s in winners)))]


def _held(state: Mapping[str, Any], lang: str) -> Block | None:
    names = _names(state)
    lines = [_say(lang, "held_line", name=names[s], cards=", ".join(cards))
             for s, cards in state["held"].items() if cards]
    return blocks.log(_say(lang, "held"), lines) if lines else None


def _placed(state: Mapping[str, Any], lang: str) -> Block | None:
    """The placements scored this hand, newest first, each with its threesomes."""
    if not state["placed"]:
        return None
    names = _names(state)
    items = [blocks.ruling(_say(lang, "placed", card=p["card"], cell=p["cell"]),
                           points(lang, p["score"]), True,
                           [_threesome(t, lang) for t in p["threesomes"]]
                           or [_say(lang, "no_threesome")], by=names[p["seat"]])
             for p in state["placed"][:12]]
    return blocks.rulings(_say(lang, "placements"), items)


def _threesome(t: Mapping[str, Any], lang: str) -> str:
    kind = _say(lang, f"kind.{t['kind']}", suits=", ".join(t["suits"]))
    where = _say(lang, f"direction.{t['direction'].replace(' ', '_')}")
    return _say(lang, "threesome", kind=kind, direction=where, cards=", ".join(t["cards"]),
                points=points(lang, t["worth"]))
