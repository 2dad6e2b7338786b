"""The registry: every game folder under `games/`, found by looking, and its aliases.

A game is a subpackage of `wisegen.games` whose `__init__` defines `GAME`; adding one
needs no edit here. `ORDER` only fixes how the five original games are listed (the
rulebooks' order); any other game follows them alphabetically.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import wisegen.games as games_package
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.lang.normalise import fold

ORDER = ("three-wise-words", "just-one", "13-words", "thricewise", "mistrz-slowa")


@cache
def all_games() -> dict[str, Game]:
    """Every game by id, in listing order."""
    found: list[Game] = []
    for info in pkgutil.iter_modules(games_package.__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{games_package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found.append(game)
    rank = {game_id: i for i, game_id in enumerate(ORDER)}
    found.sort(key=lambda g: (rank.get(g.id, len(ORDER)), g.id))
    return {game.id: game for game in found}


@cache
def _by_name() -> dict[str, Game]:
    names: dict[str, Game] = {}
    for game in all_games().values():
        for name in (game.id, *game.aliases):
            names[fold(name)] = game
    return names


def get_game(name: str) -> Game:
    """Resolve an id or alias (case- and accent-insensitive); UsageError with a hint."""
    by_name = _by_name()
    game = by_name.get(fold(name))
    if game is not None:
        return game
    import difflib  # only for the hint: `wisegen --help` reads the registry too

    close = difflib.get_close_matches(fold(name), list(by_name), n=1)
    hint = f"; did you mean {by_name[close[0]].id!r}?" if close else ""
    raise UsageError(f"unknown game {name!r}{hint} (games: {', '.join(all_games())})")


def games_answering(kind: str) -> list[Game]:
    """The games that declare requests of `kind` (`clue`, `score`, ...), in listing order."""
    return [g for g in all_games().values() if g.request_kind(kind) is not None]
