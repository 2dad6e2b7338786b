"""Game ids and aliases -> game modules. The one list of games."""

from __future__ import annotations

import difflib

from wisegen.errors import UsageError
from wisegen.games import just_one, mistrz_slowa, thirteen_words, three_wise_words, thricewise
from wisegen.games.base import Game
from wisegen.lang.normalise import fold

GAMES: dict[str, Game] = {
    module.GAME.id: module.GAME
    for module in (three_wise_words, just_one, thirteen_words, thricewise, mistrz_slowa)
}

_BY_NAME: dict[str, Game] = {}
for _game in GAMES.values():
    for _name in (_game.id, *_game.aliases):
        _BY_NAME[fold(_name)] = _game


def get_game(name: str) -> Game:
    """Resolve an id or alias (case- and accent-insensitive); UsageError with a hint."""
    game = _BY_NAME.get(fold(name))
    if game is not None:
        return game
    close = difflib.get_close_matches(fold(name), list(_BY_NAME), n=1)
    hint = f"; did you mean {_BY_NAME[close[0]].id!r}?" if close else ""
    raise UsageError(f"unknown game {name!r}{hint} (games: {', '.join(GAMES)})")
