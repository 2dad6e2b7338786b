"""`wisegen score thricewise [trick]`: read a placement or a trick from the command line.

Only argument parsing lives here; the rules and the answers' text and JSON are in
`scoring`. The placement is the group's own callback (`invoke_without_command`), so
`wisegen score thricewise --grid ... --place ...` needs no subcommand name.
"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish
from wisegen.core.yamlsafe import load_file
from wisegen.errors import UsageError
from wisegen.games.score_options import PACK_OPTION, name_value_pairs
from wisegen.games.thricewise import GAME, scoring
from wisegen.games.thricewise.cards import Card, Deck
from wisegen.games.thricewise.requests import place_card

app = typer.Typer(add_completion=False)


def _deck(pack: Path | None) -> Deck:
    # Imported here: pack validation (jsonschema) is not needed for --help.
    from wisegen.games.content import pack_or_builtin

    return Deck.from_pack(pack_or_builtin(pack, GAME.id, "deck").data)


@app.callback(invoke_without_command=True)
def placement(
    ctx: typer.Context,
    grid: Path | None = typer.Option(None, "--grid", exists=True, dir_okay=False,
                                     help='Grid file: YAML/JSON of "COLUMN,ROW": card.'),
    place: str | None = typer.Option(None, "--place", help="The card and its cell: "
                                     "CARD@COLUMN,ROW, such as 'the Author@3,2'."),
    flush_once: bool = typer.Option(False, "--flush-once",
                                    help="Score a line sharing two suits as one flush, "
                                    "not one per suit."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Check and score a Thricewise placement (exit 1 when illegal), or order a trick.

    Legal: an empty cell touching a card (orthogonally or diagonally), the grid staying
    within 6 wide and 6 tall. Scores every flush, set and straight through the new card.
    `wisegen score thricewise trick --help` orders a turn's cards.

    Example: wisegen score thricewise --grid tests/data/score/thricewise-grid.yaml --place "the Forest@3,2"
    """  # noqa: E501
    if ctx.invoked_subcommand is not None:
        return
    if grid is None or place is None:
        raise UsageError("give --grid FILE and --place CARD@COLUMN,ROW "
                         "(or `wisegen score thricewise trick`)")
    finish(place_card(load_file(grid), place, _deck(pack), flush_once), as_json)


@app.command("trick")
def trick(
    plays: list[str] = typer.Option(..., "--plays", show_default=False,
                                    help="Revealed cards: NAME=CARD,NAME=CARD,..."),
    deferred: list[str] | None = typer.Option(None, "--deferred", show_default=False,
                                              help="A card deferred on an earlier turn: "
                                              "NAME=CARD (repeat as needed)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The placing order of a Thricewise turn, with same-rank cards deferred.

    Lowest rank first (Ace ... Crown); cards whose rank another player also played this
    turn are deferred. --deferred names cards left over from earlier turns.

    Example: wisegen score thricewise trick --plays "Ann=Ace of Moons,Bob=7 Castle,Cy=the Cave,Di=the Author"
    """  # noqa: E501
    deck = _deck(pack)
    revealed = [scoring.Play(name, deck.parse(card))
                for name, card in name_value_pairs(plays, "--plays")]
    held: dict[str, list[Card]] = {}
    for name, card in name_value_pairs(deferred or [], "--deferred", split_commas=False):
        held.setdefault(name, []).append(deck.parse(card))
    finish(scoring.trick_order(revealed, held), as_json)
