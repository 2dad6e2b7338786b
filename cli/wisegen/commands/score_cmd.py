"""`wisegen score GAME ...`: one subcommand per game that declares score rules.

Each game's score command lives in its own folder (`Game.score`) and is imported only
when that game is scored. Exit codes: 0 a computed score or a legal placement, 1 an
illegal placement or a lookup the table cannot answer, 2 bad input. Game ids and their
aliases are both accepted (`wisegen score 3ww ...`).
"""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperGroup

from wisegen.commands.lazy import click_command
from wisegen.errors import UsageError
from wisegen.games.base import Game, load_attribute
from wisegen.games.registry import all_games, get_game


def _scored() -> list[Game]:
    return [game for game in all_games().values() if game.score]


def _click_command(game: Game) -> Any:
    """The game's typer app (or plain function) as a click command named by its id."""
    return click_command(load_attribute(game.score or ""), game.id)


class _GameGroup(TyperGroup):
    """Resolves game aliases (`3ww`, `decktet`, ...) and loads a game's command lazily."""

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        try:
            game = get_game(cmd_name)
        except UsageError:
            return None
        return _click_command(game) if game.score else None

    def list_commands(self, ctx: Any) -> list[str]:
        return [game.id for game in _scored()]

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """List the games from their declarations, without importing their commands."""
        rows = [(game.id, game.score_help) for game in _scored()]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name = args[0]
        command = self.get_command(ctx, name)
        if command is None:
            get_game(name)  # an unknown name: a usage error with a hint
            raise UsageError(f"{name} has no score rules; games with them: "
                             f"{', '.join(g.id for g in _scored())}")
        return command.name, command, args[1:]


app = typer.Typer(cls=_GameGroup, no_args_is_help=True,
                  help="Score a turn, a round or a whole game, for each game.\n\n"
                  "Example: wisegen score just-one --results S,S,F,K,S")
