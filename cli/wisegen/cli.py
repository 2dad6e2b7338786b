"""The `wisegen` command: groups of subcommands, errors turned into one-line messages.

Everything a user can type wrong ends as `wisegen: error: ...` on stderr with exit 2,
and a content problem as `file:line:col: ...` lines; never a traceback.
"""

from __future__ import annotations

import sys
from typing import Any

import typer
from typer.core import TyperGroup

try:  # typer >= 0.2x vendors click; older releases depend on it
    from typer._click import exceptions as click_errors
    from typer._click.utils import echo
except ImportError:  # pragma: no cover
    from click import exceptions as click_errors
    from click.utils import echo

from wisegen import __version__
from wisegen.core.output import printable
from wisegen.errors import ContentError, WisegenError


class _WisegenGroup(TyperGroup):
    """Top-level group whose `main` reports user errors briefly and consistently."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        argv = kwargs.get("args", args[0] if args else None)
        bad = _not_text(sys.argv[1:] if argv is None else list(argv))
        try:
            if bad:
                raise WisegenError(bad)
            code = super().main(*args, standalone_mode=False, **kwargs)
        except click_errors.UsageError as exc:
            hint = " (see --help)" if exc.ctx is not None else ""
            code = _fail(f"{exc.format_message()}{hint}", 2)
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
    help="Print-and-play kits and a table-side referee for five word games.\n\n"
    "Example: wisegen print --game three-wise-words",
    no_args_is_help=True,
    add_completion=False,
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


def _register() -> None:
    """Attach every command group; each group lives in its own module under commands/."""
    from wisegen.commands import (
        check_cmd,
        dice_cmd,
        games_cmd,
        pack_cmd,
        print_cmd,
        score_cmd,
        serve_cmd,
    )

    app.add_typer(print_cmd.app, name="print")
    app.command("games", help=games_cmd.HELP)(games_cmd.games)
    app.add_typer(pack_cmd.app, name="pack")
    app.add_typer(check_cmd.app, name="check")
    app.command("solve")(dice_cmd.solve)
    app.command("roll")(dice_cmd.roll)
    app.add_typer(score_cmd.app, name="score")
    app.command("serve")(serve_cmd.serve)


_register()


def main() -> None:
    app()
