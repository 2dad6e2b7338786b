"""`wisegen score just-one`: read the results from the command line, answer with the label.

Only argument parsing lives here; the deck rules and the answer's text and JSON are in
`scoring`.
"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish
from wisegen.games.just_one import GAME, scoring
from wisegen.games.score_options import PACK_OPTION


def command(
    results: list[str] = typer.Option(..., "--results", show_default=False,
                                      help="One result per card, in order: S success, "
                                      "F failure, K skip (comma-separated)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Score a Just One game from its results, with the score table's label.

    A failure also discards the top card of the deck (on the last card it removes a won
    card instead); a skip discards only its own card; the game stops when the deck is out.

    Example: wisegen score just-one --results S,S,F,S,K,S,S,S,F,S,S
    """
    # Imported here: pack validation (jsonschema) is not needed for --help.
    from wisegen.games.content import pack_or_builtin

    table = pack_or_builtin(pack, GAME.id, "scoring").data
    finish(scoring.score_results(results, table), as_json)
