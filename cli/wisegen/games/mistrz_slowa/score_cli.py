"""`wisegen score mistrz-slowa`: read a game file or one word from the command line.

Only argument parsing lives here; the rules and the answers' text and JSON are in
`scoring`, whose arithmetic is the referee's own.
"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish
from wisegen.core.yamlsafe import load_file
from wisegen.errors import UsageError
from wisegen.games.mistrz_slowa import GAME, scoring
from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.games.score_options import FILE_OPTION, PACK_OPTION


def command(
    game_file: Path | None = FILE_OPTION,
    word: str | None = typer.Option(None, "--word", help="Score one word instead of a game."),
    jokers: int = typer.Option(0, "--jokers", min=0, help="Jokers used in --word."),
    ogonek: int | None = typer.Option(None, "--ogonek", min=0,
                                      help="Ogonek uses in --word (default: its letters "
                                      "with a diacritic, when no joker was used)."),
    target: int | None = typer.Option(None, "--target", min=1,
                                      help="Points to win, for a longer variant (default: "
                                      "the file's, else the pack's 100)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Replay a Mistrz Słowa game in the race to 100, or score one --word.

    Points by length, +4 without a joker, +4 per ogonek use, -20 for no word: all from
    the scoring pack.

    Example: wisegen score mistrz-slowa --game-file tests/data/score/mistrz-game.yaml
    """
    # Imported here: pack validation (jsonschema) is not needed for --help.
    from wisegen.games.content import pack_or_builtin

    table = pack_or_builtin(pack, GAME.id, "scoring").data
    rules = Rules.from_packs(pack_or_builtin(None, GAME.id, "dice").data, table)
    if (game_file is None) == (word is None):
        raise UsageError("give either --game-file FILE or --word WORD")
    if game_file is None:
        finish(scoring.WordResult(scoring.word_score(word or "", rules, jokers, ogonek)),
               as_json)
        return
    finish(scoring.read_game(load_file(game_file), rules, scoring.pack_target(table), target),
           as_json)
