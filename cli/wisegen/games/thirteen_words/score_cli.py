"""`wisegen score 13-words round|level`: read a round or a final score from the command line.

Only argument parsing lives here; the rules and the answers' text and JSON are in
`scoring`.
"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish
from wisegen.errors import UsageError
from wisegen.games.score_options import PACK_OPTION, name_value_pairs, whole_number
from wisegen.games.thirteen_words import GAME, scoring
from wisegen.lang.normalise import fold

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="13 Words: score a round, or find the success level.\n\n"
                  "Example: wisegen score 13-words level --players 4 --score 24")


@app.command("round")
def score_round(
    captain: str = typer.Option(..., "--captain", show_default=False,
                                help="The Captain's card number, or NAME=NUMBER."),
    answers: list[str] = typer.Option(..., "--answers", show_default=False,
                                      help="The other players' cards: NAME=N,NAME=N,..."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Stars for one 13 Words round.

    Each player who picked the Captain's card wins 1 star, and the Captain 1 star if
    anyone did; if nobody did, nobody scores.

    Example: wisegen score 13-words round --captain Charlie=4 --answers Cedrick=4,Lume=4,Eric=4,Romain=7
    """  # noqa: E501
    name, sep, number = captain.partition("=")
    name, pick_text = (name.strip(), number.strip()) if sep else ("Captain", captain.strip())
    picks: dict[str, int] = {}
    for player, n in name_value_pairs(answers, "--answers"):
        if any(fold(player) == fold(other) for other in picks):
            raise UsageError(f"{player!r} is given twice in --answers")
        picks[player] = whole_number(n, player)
    finish(scoring.score_round(name, whole_number(pick_text, "--captain"), picks), as_json)


@app.command("level")
def level(
    players: int = typer.Option(..., "--players", help="Number of players (2-8)."),
    score: int = typer.Option(..., "--score", help="The team's final score."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The success level of a final 13 Words team score.

    Looked up in the scoring pack's table; exit 1 when the table has no value that
    decides it (the rulebook's table is cut off after its third row).

    Example: wisegen score 13-words level --players 4 --score 24
    """
    # Imported here: pack validation (jsonschema) is not needed to score a round.
    from wisegen.games.content import pack_or_builtin

    table = pack_or_builtin(pack, GAME.id, "scoring")
    finish(scoring.success_level(table, players, score), as_json)
