"""`wisegen print`: print-and-play PDFs for a game, and the duplex calibration sheet."""

from __future__ import annotations

import inspect
import sys
import typing
from collections.abc import Callable
from pathlib import Path

import typer

from wisegen.core.limits import MAX_OFFSET_MM, finite
from wisegen.core.output import JSON_OPTION, emit
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.games.registry import all_games, get_game

app = typer.Typer(help="Print-and-play PDFs.\n\nExample: wisegen print --game three-wise-words",
                  invoke_without_command=True, no_args_is_help=False)


def with_game_options(func: Callable[..., None]) -> Callable[..., None]:
    """Give `func` one `--NAME` flag per print option any game declares (`--children`...).

    The flags reach `func` as keyword arguments; `game_options` then checks that the
    chosen game is the one that declares each flag that was set.
    """
    hints = typing.get_type_hints(func)
    signature = inspect.signature(func, eval_str=True)
    params = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    declared: dict[str, list[str]] = {}
    for game in all_games().values():
        for option in game.print_options:
            declared.setdefault(option.name, []).append(f"{game.title}: {option.help}.")
    for name, helps in sorted(declared.items()):
        key = name.replace("-", "_")
        params.append(inspect.Parameter(key, inspect.Parameter.KEYWORD_ONLY, annotation=bool,
                                        default=typer.Option(False, f"--{name}",
                                                             help=" ".join(helps))))
        hints[key] = bool
    func.__signature__ = signature.replace(parameters=params)  # type: ignore[attr-defined]
    func.__annotations__ = hints
    return func


def game_options(game: Game, flags: dict[str, bool]) -> dict[str, bool]:
    """The flags set on the command line, checked against what `game` declares."""
    declared = {option.name.replace("-", "_"): option.name for option in game.print_options}
    for key, value in flags.items():
        if value and key not in declared:
            owners = [g.id for g in all_games().values()
                      if any(o.name.replace("-", "_") == key for o in g.print_options)]
            raise UsageError(f"--{key.replace('_', '-')} is for {' and '.join(owners)}, "
                             f"not {game.id}")
    return {name: bool(flags.get(key)) for key, name in declared.items()}


def _mm(value: float | None, what: str, low: float, high: float) -> float | None:
    """A length from the command line: finite and within what a printer can take."""
    return None if value is None else finite(value, what, low, high)


def _progress(as_json: bool):
    """A progress bar on an interactive terminal; silent for pipes and --json."""
    if as_json or not sys.stderr.isatty():
        return None, None, None
    bar_holder: dict = {}

    def announce(total: int) -> None:
        bar_holder["bar"] = typer.progressbar(length=total, label="rendering pages",
                                              file=sys.stderr)
        bar_holder["bar"].__enter__()

    def step(n: int) -> None:
        bar_holder["bar"].update(n)

    def close() -> None:
        if "bar" in bar_holder:
            bar_holder["bar"].__exit__(None, None, None)

    return announce, step, close


@app.callback()
@with_game_options
def print_kit(
    ctx: typer.Context,
    game: str | None = typer.Option(None, "--game", "-g", help="Game id or alias."),
    only: str | None = typer.Option(None, "--only",
                                    help="Comma-separated materials (default: all)."),
    paper: str | None = typer.Option(None, "--paper", help="a4 (default) or letter."),
    pack: Path | None = typer.Option(None, "--pack", help="A words pack file to print.",
                                     exists=True, dir_okay=False),
    layout: Path | None = typer.Option(None, "--layout", help="A layout file (YAML) that "
                                       "overrides the built-in one.", exists=True,
                                       dir_okay=False),
    lang: str | None = typer.Option(None, "--lang", help="Language of the built-in words "
                                    "pack (en, fr)."),
    out: Path | None = typer.Option(None, "--out", help="Output folder, or FILE.pdf for the "
                                    "combined PDF only (default: output/GAME/)."),
    bleed: float | None = typer.Option(None, "--bleed", help="Bleed in mm (default 3; 0 for "
                                       "none).", min=0, max=10),
    duplex: str | None = typer.Option(None, "--duplex", help="long-edge (default), "
                                      "short-edge or fold."),
    offset_x: float | None = typer.Option(None, "--offset-x", help="Shift backs right by "
                                          "this many mm (from the calibration sheet)."),
    offset_y: float | None = typer.Option(None, "--offset-y", help="Shift backs up by this "
                                          "many mm."),
    card: str | None = typer.Option(None, "--card", help="poker (default), mini, tarot, "
                                    "square, or WIDTHxHEIGHT in mm."),
    fmt: str = typer.Option("pdf", "--format", help="Output format (pdf)."),
    as_json: bool = JSON_OPTION,
    **game_flags: bool,
) -> None:
    """Print a game's print-and-play kit: one PDF per material plus a combined PDF.

    Example: wisegen print --game three-wise-words --paper letter --only cards,die
    """
    if ctx.invoked_subcommand is not None:
        return
    # Imported here: ReportLab is only needed when something is printed (keeps --help fast).
    from wisegen.games.printing import PrintRequest, run_print
    from wisegen.render.layout import parse_card_size

    if game is None:
        raise UsageError("--game is required (or use: wisegen print calibration)")
    chosen = get_game(game)
    request = PrintRequest(
        game=chosen,
        only=[part.strip() for part in only.split(",") if part.strip()] if only else None,
        pack_file=pack, layout_file=layout, out=out, language=lang,
        sheet={"paper": paper.lower() if paper else None,
               "bleed": _mm(bleed, "--bleed", 0, 10), "duplex": duplex,
               "offset_x": _mm(offset_x, "--offset-x", -MAX_OFFSET_MM, MAX_OFFSET_MM),
               "offset_y": _mm(offset_y, "--offset-y", -MAX_OFFSET_MM, MAX_OFFSET_MM),
               "card": parse_card_size(card) if card else None},
        options=game_options(chosen, game_flags), format=fmt,
    )
    announce, step, close = _progress(as_json)
    try:
        result = run_print(request, step, announce)
    finally:
        if close:
            close()
    emit(result, as_json)


@app.command()
def calibration(
    paper: str = typer.Option("a4", "--paper", help="a4 or letter."),
    duplex: str = typer.Option("long-edge", "--duplex", help="long-edge or short-edge."),
    out: Path = typer.Option(Path("output/calibration.pdf"), "--out", help="PDF to write."),
    as_json: bool = JSON_OPTION,
) -> None:
    """A two-sided sheet that measures your printer's back-side shift.

    Print it double-sided, hold it against a window, and read where the front's cross
    falls on the back's rulers: pass those numbers as --offset-x/--offset-y.

    Example: wisegen print calibration --paper letter
    """
    from wisegen.render.calibration import write_calibration

    if duplex not in ("long-edge", "short-edge"):
        raise UsageError("--duplex must be long-edge or short-edge for calibration")
    emit(write_calibration(paper.lower(), duplex, out), as_json)
