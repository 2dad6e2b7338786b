"""`wisegen print`: print-and-play PDFs for a game, and the duplex calibration sheet."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer

from wisegen.commands.completion import complete_language
from wisegen.commands.kit_options import kit_request, length_mm, with_kit_options
from wisegen.commands.paths import output_path
from wisegen.core.limits import MAX_OFFSET_MM
from wisegen.core.output import JSON_OPTION, emit
from wisegen.errors import UsageError

app = typer.Typer(help="Print-and-play PDFs.\n\nExample: wisegen print --game three-wise-words",
                  invoke_without_command=True, no_args_is_help=False)


def progress_bar(as_json: bool, label: str = "rendering pages"):
    """A progress bar on an interactive terminal; silent for pipes and --json."""
    if as_json or not sys.stderr.isatty():
        return None, None, None
    bar_holder: dict = {}

    def announce(total: int) -> None:
        bar_holder["bar"] = typer.progressbar(length=total, label=label, file=sys.stderr)
        bar_holder["bar"].__enter__()

    def step(n: int) -> None:
        bar_holder["bar"].update(n)

    def close() -> None:
        if "bar" in bar_holder:
            bar_holder["bar"].__exit__(None, None, None)

    return announce, step, close


def with_progress(run: Any, request: Any, as_json: bool, label: str = "rendering pages") -> Any:
    """`run(request, step, announce)` with a progress bar that is always closed."""
    announce, step, close = progress_bar(as_json, label)
    try:
        return run(request, step, announce)
    finally:
        if close:
            close()


@app.callback()
@with_kit_options
def print_kit(
    ctx: typer.Context,
    paper: str | None = typer.Option(None, "--paper", help="a4 (default) or letter."),
    out: str | None = typer.Option(None, "--out", help="Output folder, or FILE.pdf for the "
                                   "combined PDF only (default: output/GAME/)."),
    duplex: str | None = typer.Option(None, "--duplex", help="long-edge (default), "
                                      "short-edge or fold."),
    offset_x: float | None = typer.Option(None, "--offset-x", help="Shift backs right by "
                                          "this many mm (from the calibration sheet)."),
    offset_y: float | None = typer.Option(None, "--offset-y", help="Shift backs up by this "
                                          "many mm."),
    fmt: str = typer.Option("pdf", "--format", help="Output format (pdf; images: see "
                            "wisegen export)."),
    as_json: bool = JSON_OPTION,
    **kit: Any,
) -> None:
    """Print a game's print-and-play kit: one PDF per material plus a combined PDF.

    Example: wisegen print --game three-wise-words --paper letter --only cards,die
    """
    if ctx.invoked_subcommand is not None:
        return
    from wisegen.render.writers import PRINT_FORMATS, check_format
    from wisegen.usecases.printing import run_print

    if kit["game"] is None:
        raise UsageError("--game is required (or use: wisegen print calibration)")
    check_format(fmt, PRINT_FORMATS, "wisegen export --format")
    request = kit_request(kit, command="print", out=output_path(out, folder_ok=True),
                          fmt=fmt.lower(), sheet={
        "paper": paper.lower() if paper else None, "duplex": duplex,
        "offset_x": length_mm(offset_x, "--offset-x", -MAX_OFFSET_MM, MAX_OFFSET_MM),
        "offset_y": length_mm(offset_y, "--offset-y", -MAX_OFFSET_MM, MAX_OFFSET_MM)})
    emit(with_progress(run_print, request, as_json), as_json)


@app.command()
def calibration(
    paper: str = typer.Option("a4", "--paper", help="a4 or letter."),
    duplex: str = typer.Option("long-edge", "--duplex", help="long-edge or short-edge."),
    out: str = typer.Option("output/calibration.pdf", "--out", help="PDF to write."),
    lang: str = typer.Option("en", "--lang", help="Language of the sheet's text (en, fr, pl).",
                             autocompletion=complete_language),
    as_json: bool = JSON_OPTION,
) -> None:
    """A two-sided sheet that measures your printer's back-side shift.

    Print it double-sided, hold it against a window, and read where the front's cross
    falls on the back's rulers: pass those numbers as --offset-x/--offset-y.

    Example: wisegen print calibration --paper letter
    """
    from wisegen.render.calibration import write_calibration
    from wisegen.render.kit_text import kit_text, text_languages

    if duplex not in ("long-edge", "short-edge"):
        raise UsageError("--duplex must be long-edge or short-edge for calibration")
    if lang not in text_languages():
        raise UsageError(f"--lang {lang!r}: choose from {', '.join(text_languages())}")
    emit(write_calibration(paper.lower(), duplex, output_path(out) or Path(out),
                           kit_text("common", lang)), as_json)
