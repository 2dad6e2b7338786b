"""The `wisegen` typer app: groups of subcommands, errors turned into one-line messages.

Everything a user can type wrong ends as `wisegen: error: ...` on stderr with exit 2,
and a content problem as `file:line:col: ...` lines; never a traceback. The commands
and the top-level help text are in catalog.py (read without importing typer); cli.py
imports this module for any command line but a bare `wisegen --help`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from difflib import get_close_matches
from typing import Any

import typer
import typer.core
from typer.core import TyperGroup

try:  # typer >= 0.2x vendors click; older releases depend on it
    from typer._click import exceptions as click_errors
    from typer._click.utils import echo
except ImportError:  # pragma: no cover
    from click import exceptions as click_errors  # type: ignore[no-redef]
    from click.utils import echo

from wisegen import __version__
from wisegen.commands.catalog import APP_HELP, COMMANDS
from wisegen.core.output import printable
from wisegen.errors import ContentError, WisegenError

# Help in click's plain format: Rich's would import about 200 modules (0.1 s or more)
# on every --help. A test checks that no help imports `rich`.
typer.core.HAS_RICH = False


class _WisegenGroup(TyperGroup):
    """Top-level group whose `main` reports user errors briefly and consistently, and
    whose commands (`COMMANDS`) are imported only when used."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands = _Commands()

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        return self.commands[cmd_name] if cmd_name in COMMANDS else None

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """typer's "did you mean" looks only at commands already built; this one offers
        the closest of every command (`wisegen chek` -> 'check')."""
        try:
            return self._click_resolve_command(ctx, args)
        except click_errors.UsageError as exc:
            matches = get_close_matches(args[0], list(COMMANDS)) if args else []
            if matches:
                names = ", ".join(repr(match) for match in matches)
                exc.message = f"{exc.message.rstrip('.')}. Did you mean {names}?"
            raise

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """The command list from `COMMANDS`, without importing any command."""
        with formatter.section("Commands"):
            formatter.write_dl([(name, short) for name, (_, short) in COMMANDS.items()])

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        bad = _not_text(sys.argv[1:] if args is None else list(args))
        try:
            if bad:
                raise WisegenError(bad)
            code = super().main(args, prog_name, complete_var, standalone_mode=False,
                                windows_expand_args=windows_expand_args, **extra)
        except click_errors.UsageError as exc:
            hint = " (see --help)" if exc.ctx is not None else ""
            code = _fail(f"{_usage_message(exc)}{hint}", 2)
        except click_errors.ClickException as exc:
            code = _fail(exc.format_message(), exc.exit_code)
        except typer.Abort:
            code = _fail("interrupted", 130)
        except ContentError as exc:
            for problem in exc.problems:
                echo(printable(problem.render()), err=True)
            code = exc.exit_code
        except WisegenError as exc:
            code = _fail(str(exc), exc.exit_code)
        code = code if isinstance(code, int) else 0
        if standalone_mode:
            sys.exit(code)
        return code


def _fail(message: str, code: int) -> int:
    echo(printable(f"wisegen: error: {message}"), err=True)
    return code


def _usage_message(exc: click_errors.UsageError) -> str:
    """click's message, with a misspelt option's closest matches as "did you mean"
    (click says "(Possible options: --lang)"; every other suggestion asks)."""
    if isinstance(exc, click_errors.NoSuchOption) and exc.possibilities:
        names = ", ".join(sorted(exc.possibilities))
        return f"No such option: {exc.option_name}. Did you mean {names}?"
    return exc.format_message()


def _not_text(argv: list[Any]) -> str | None:
    """Why an argument cannot be read (bytes that are not UTF-8), or None when all can."""
    for number, arg in enumerate(argv, 1):
        if isinstance(arg, str) and any("\ud800" <= ch <= "\udfff" for ch in arg):
            shown = printable(arg)
            return f"argument {number} ({shown[:40]}) is not valid UTF-8 text"
    return None


app = typer.Typer(
    cls=_WisegenGroup,
    name="wisegen",
    help=APP_HELP,
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"wisegen {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Show the version and exit."),
) -> None:
    """Print-and-play kits and a table-side referee for five word games."""


def load_command(name: str) -> Any:
    """The click command for `name`, built from its module on first use."""
    import importlib

    from wisegen.commands.lazy import click_command

    module_name, attribute = COMMANDS[name][0].split(":")
    module = importlib.import_module(module_name)
    # A function command's help is its docstring, or the module's HELP when it has one.
    return click_command(getattr(module, attribute), name, getattr(module, "HELP", None))


class _Commands(dict):
    """The top-level commands, each built the first time it is looked up."""

    def __missing__(self, name: str) -> Any:
        if name not in COMMANDS:
            raise KeyError(name)
        command = self[name] = load_command(name)
        return command

