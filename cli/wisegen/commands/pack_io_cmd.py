"""`wisegen pack import | export | preview`: packs from and to spreadsheets, and a look.

Registered on the `pack` command group by `pack_cmd`; argument parsing and output only.

What `pack import` and `pack export` print on standard output is written with every
byte accounted for (`core.output.write_out`), like every answer.
"""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from wisegen.commands.completion import complete_game, complete_language
from wisegen.commands.paths import output_path
from wisegen.core.limits import MAX_DPI, MAX_IMAGE_PIXELS
from wisegen.core.output import JSON_OPTION, emit, finish, warn, write_out

if TYPE_CHECKING:
    from wisegen.packs.io_results import WrittenResult


def import_(
    file: Path = typer.Argument(..., help="A .csv, .tsv or .xlsx with a header row, or a .txt "
                                "word list (one word a line).", exists=True, dir_okay=False),
    game: str = typer.Option(..., "--game", help="Game id or alias.",
                             autocompletion=complete_game),
    lang: str = typer.Option(..., "--lang", help="BCP-47 language tag of the words.",
                             autocompletion=complete_language),
    out: str | None = typer.Option(None, "--out", help="Pack file to write (default: stdout)."),
    sheet: str | None = typer.Option(None, "--sheet", help="The .xlsx sheet (default: first)."),
    name: str | None = typer.Option(None, "--name", help="The pack's name (default: file name)."),
    force: bool = typer.Option(False, "--force", help="Replace an existing --out file (never "
                               "a read-only one, never the FILE read)."),
    spelling: bool = typer.Option(True, "--spelling/--no-spelling",
                                  help="Check every word against the language's dictionary."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Make a pack from a spreadsheet or a word list; every problem names its row and column.

    Headers: Three Wise Words `pink,yellow,blue`; Just One `1,2,3,4,5` or `words`;
    13 Words `front,back`. A word list is dealt onto cards by difficulty.

    Example: wisegen pack import words.csv --game just-one --lang en --out my.yaml
    """
    from wisegen.usecases.pack_io import import_pack

    out_file = output_path(out)
    result = import_pack(file, game, lang, out_file, sheet, name, spelling, force)
    if out_file is None and result.text is not None and not as_json:
        write_out(result.text, "utf-8")  # a pack file is UTF-8 whatever the terminal
        for line in result.lines():
            warn(line)
        raise typer.Exit(result.exit_code)
    finish(result, as_json)


def export(
    pack: Path = typer.Argument(..., help="A word pack.", exists=True, dir_okay=False),
    to: str = typer.Option("csv", "--to", help="csv, tsv or xlsx."),
    out: str | None = typer.Option(None, "--out", help="File to write (default: the pack's "
                                    "name with the format's suffix)."),
    force: bool = typer.Option(False, "--force", help="Replace an existing file (never a "
                               "read-only one, never the pack itself)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write a word pack as a table `pack import` reads back (same words, same order).

    CSV/TSV cells starting with =, +, -, @ get a leading ' so no spreadsheet runs them
    as formulas; `pack import` takes it off again.

    Example: wisegen pack export my.yaml --to xlsx
    """
    from wisegen.usecases.pack_io import export_pack

    finish(export_pack(pack, to.lower(), output_path(out), force), as_json)


def preview(
    pack: Path = typer.Argument(..., help="A word pack.", exists=True, dir_okay=False),
    cards: str | None = typer.Option(None, "--cards", help="Cards to show: 7 or 1-12 "
                                     "(default: the first 9)."),
    out: str = typer.Option("preview.png", "--out", help="PNG to write."),
    dpi: float = typer.Option(100.0, "--dpi", min=20, max=int(MAX_DPI), help="Pixels per inch "
                              f"(the image stays within {MAX_IMAGE_PIXELS // 10**6} Mpx)."),
    layout: Path | None = typer.Option(None, "--layout", help="Your layout overrides."),
    watch: bool = typer.Option(False, "--watch", help="Re-render when the pack changes "
                               "(Ctrl-C to stop)."),
    verbose: bool = typer.Option(False, "--verbose", help="Also list the texts shrunk to "
                                 "fit their boxes (--json always has them)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """A PNG of some cards exactly as they will print (the print path's drawing code).

    Example: wisegen pack preview my.yaml --cards 1-12 --out preview.png --watch
    """
    from wisegen.errors import WisegenError
    from wisegen.usecases import preview as previews

    png = output_path(out) or Path("preview.png")
    shown = _routine_shown if verbose or as_json else _routine_hidden
    if not watch:
        finish(shown(previews.render_preview(pack, cards, png, dpi, layout)), as_json)
        return

    def render() -> None:
        try:
            emit(shown(previews.render_preview(pack, cards, png, dpi, layout)), as_json)
        except WisegenError as exc:  # keep watching: the author is mid-edit
            warn(str(exc))

    warn(f"watching {pack}; Ctrl-C to stop")
    with contextlib.suppress(KeyboardInterrupt):
        previews.watch(pack, render)


def _routine_shown(result: WrittenResult) -> WrittenResult:
    return result


def _routine_hidden(result: WrittenResult) -> WrittenResult:
    """The preview's report without the routine shrink notices (`--verbose` shows them);
    problems (a word too long, a missing letter) stay."""
    details = {key: value for key, value in result.details.items() if key != "shrunk"}
    return dataclasses.replace(result, details=details)


def register(app: typer.Typer) -> None:
    """Add the commands to the `pack` group."""
    app.command("import")(import_)
    app.command("export")(export)
    app.command("preview")(preview)
