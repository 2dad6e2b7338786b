"""`wisegen games`: the games, their aliases, what they print, their packs."""

from __future__ import annotations

from wisegen.core.output import JSON_OPTION, emit

HELP = "List the games, their ids and aliases, what each prints, and the installed packs.\n\n" \
       "Example: wisegen games --json"


def games(as_json: bool = JSON_OPTION) -> None:
    from wisegen.usecases.listing import list_games

    emit(list_games(), as_json)
