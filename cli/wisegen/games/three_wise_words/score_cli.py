"""`wisegen score three-wise-words`: read the turn (or game file) from the command line.

Only argument parsing lives here; the rules are in `scoring` and the answer's text and
JSON in `results`, so this module stays a thin shell any front end could replace.
"""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.core.output import JSON_OPTION, finish
from wisegen.core.yamlsafe import load_file
from wisegen.errors import UsageError
from wisegen.games.score_options import FILE_OPTION
from wisegen.games.three_wise_words import scoring
from wisegen.games.three_wise_words.results import GameReplay, turn_result
from wisegen.lang.normalise import fold


def command(
    found: bool | None = typer.Option(None, "--found/--missed",
                                      help="Did the seeker find the secret word?"),
    writer: tuple[str, str, str] | None = typer.Option(None, "--writer", show_default=False,
                                                       help="The writer's three clue words."),
    team: list[str] | None = typer.Option(None, "--team", show_default=False,
                                          help="Another team's guesses: NAME=GUESS,GUESS,GUESS "
                                          "(once per team)."),
    active: str = typer.Option("active", "--active", help="Name of the writer's team."),
    lang: str = typer.Option("en", "--lang", help="Language of the clues (for shared roots)."),
    game_file: Path | None = FILE_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Score a Three Wise Words turn, or replay a game file on the Owl Track.

    Found: the seeker's team scores 2, plus 1 per writer's clue no other team found.
    Missed: every other team scores 2. Each other team also scores 1 per clue matching
    the writer's (identical or sharing a root). A game file ends with the winner.

    Example: wisegen score three-wise-words --lang fr --found --writer Flottant Halloween Flippant --team two=Halloween,Booooouh,Effrayant --team three=Flippant,Halloween,Spectre --team four=Drap,Chaîne,Château
    """  # noqa: E501
    if game_file is not None:
        if found is not None or writer is not None or team:
            raise UsageError("--game-file replays a whole game; leave out --found/--missed, "
                             "--writer and --team")
        game = scoring.read_game(load_file(game_file))
        finish(GameReplay(game, scoring.replay(game)), as_json)
        return
    if found is None or writer is None:
        raise UsageError("give --found or --missed, and --writer CLUE CLUE CLUE "
                         "(or --game-file FILE)")
    finish(turn_result(list(writer), found, _teams(team or []), lang, active, "--writer"),
           as_json)


def _teams(items: list[str]) -> dict[str, list[str]]:
    """`--team NAME=GUESS,GUESS,GUESS` options -> {name: guesses}; UsageError if malformed."""
    teams: dict[str, list[str]] = {}
    for item in items:
        name, sep, guesses = item.partition("=")
        name, guesses = name.strip(), guesses.strip()
        if not sep or not name:
            raise UsageError(f"--team {item!r} should be NAME=GUESS,GUESS,GUESS")
        if any(fold(name) == fold(other) for other in teams):
            raise UsageError(f"team {name!r} is given twice")
        teams[name] = scoring.check_words(guesses.split(",") if guesses else [], name)
    return teams
