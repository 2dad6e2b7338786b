"""`wisegen score GAME [KIND]`: one subcommand per game that declares score requests.

A game's kinds declared with `where="score"` become its command, generated when that
game is scored (requests_cli.py): the kind `score` is `wisegen score GAME` itself, any
other (`round`, `trick`...) a subcommand. Exit codes: 0 a computed score or a legal
placement, 1 an illegal placement or a lookup the table cannot answer, 2 bad input.
Game ids and their aliases are both accepted.
"""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperGroup

from wisegen.commands.lazy import click_command
from wisegen.commands.requests_cli import build
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.games.registry import all_games, get_game

MAIN = "score"
"""The kind that is `wisegen score GAME` itself; a game's other score kinds are its
subcommands."""


def _scored() -> list[Game]:
    return [game for game in all_games().values() if game.requests_at("score")]


def game_help(game: Game) -> str:
    """The game's line in `wisegen score --help`, from its declarations."""
    main = game.request_kind(MAIN)
    if main is not None and main.where == "score":
        return main.summary
    return " ".join(kind.summary for kind in game.requests_at("score"))


def game_command(game: Game) -> Any:
    """`wisegen score GAME` as a typer command, or a group when it has several kinds."""
    kinds = game.requests_at("score")
    main = next((k for k in kinds if k.kind == MAIN), None)
    others = [k for k in kinds if k.kind != MAIN]
    if not others and main is not None:
        return build(MAIN, [(game, main)], game)
    examples = [k.help.strip().split("\n\n")[-1] for k in kinds]
    group = typer.Typer(add_completion=False, no_args_is_help=main is None,
                        help=main.help if main else f"{game_help(game)}\n\n{examples[0]}")
    if main is not None:
        group.callback(invoke_without_command=True)(build(MAIN, [(game, main)], game, True))
    for kind in others:
        group.command(kind.kind)(build(kind.kind, [(game, kind)], game))
    return group


class _GameGroup(TyperGroup):
    """Resolves game aliases and builds a game's command lazily."""

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        try:
            game = get_game(cmd_name)
        except UsageError:
            return None
        if not game.requests_at("score"):
            return None
        return click_command(game_command(game), game.id)

    def list_commands(self, ctx: Any) -> list[str]:
        return [game.id for game in _scored()]

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """List the games from their declarations, without building their commands."""
        rows = [(game.id, game_help(game)) for game in _scored()]
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


def _example() -> str:
    """The shortest example any game gives for its score kinds."""
    examples = [kind.help.strip().split("\n\n")[-1] for game in _scored()
                for kind in game.requests_at("score")]
    return min(examples, key=len) if examples else "Example: wisegen score --help"


app = typer.Typer(cls=_GameGroup, no_args_is_help=True,
                  help="Score a turn, a round or a whole game, for each game.\n\n"
                  + _example())
