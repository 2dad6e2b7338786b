"""`wisegen solve` and `wisegen roll`: the best words for a roll, and a throw of the dice.

Both are requests like any ruling (`solve` and `roll` kinds), answered by the games that
declare them; the default game is the only one that does.
"""

from __future__ import annotations

import typer

from wisegen.commands.check_cmd import (
    ANY_DICE_OPTION,
    ANY_FORM_OPTION,
    ROLL_HELP,
    game_option,
    rule,
)
from wisegen.core.output import JSON_OPTION


def solve(
    game: str = game_option("solve"),
    roll: str = typer.Option(..., "--roll", "-r", help=ROLL_HELP),
    top: int = typer.Option(1, "--top", "-n", help="How many words to list, best first."),
    any_dice: bool = ANY_DICE_OPTION,
    any_form: bool = ANY_FORM_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The best-scoring Mistrz Słowa words for a roll. Exit 0 found, 1 none, 2 bad input.

    Each word comes with the faces behind its letters and its score part by part; with
    no word the turn scores -20.

    Example: wisegen solve --game mistrz-slowa --roll "W K D Z G * O A ~ ~" --top 5
    """
    rule({"check": "solve", "game": game, "roll": roll, "top": top, "any_dice": any_dice,
          "any_form": any_form},
         as_json)


def roll(
    game: str = game_option("roll"),
    seed: int | None = typer.Option(None, "--seed", help="Repeatable rolls: the same seed, "
                                    "the same faces."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Roll the ten Mistrz Słowa dice and print the faces in ROLL notation.

    The output is what `--roll` takes: `wisegen solve --roll "$(wisegen roll)"` works.

    Example: wisegen roll --game mistrz-slowa --seed 7
    """
    rule({"check": "roll", "game": game, "seed": seed}, as_json)
