"""`wisegen print`: print-and-play PDFs for a game, and the duplex calibration sheet."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from wisegen.commands.output import JSON_OPTION, emit_json, say
from wisegen.errors import UsageError
from wisegen.games.registry import get_game

app = typer.Typer(help="Print-and-play PDFs.\n\nExample: wisegen print --game three-wise-words",
                  invoke_without_command=True, no_args_is_help=False)


def _report(result, as_json: bool) -> None:  # result: wisegen.printing.PrintResult
    if as_json:
        emit_json({"game": result.game, "pack": result.pack, "layout": result.layout,
                   "files": [f.as_dict() for f in result.files], "shrunk": result.shrunk})
        return
    for file in result.files:
        say(f"{file.path}  {file.pages} pages, {file.sheets} sheets, {file.size / 1024:.0f} KiB")
    layout = result.layout
    say(f"paper {layout['paper']}, cards {layout['card']}, bleed {layout['bleed_mm']:g} mm, "
        f"duplex {layout['duplex']}; print at 100 % (actual size)")
    if result.shrunk:
        say(f"{len(result.shrunk)} text(s) shrunk to fit:")
        for item in result.shrunk:
            say(f"  {item['item']}: {item['text']!r} {item['from_size']:g} -> {item['size']:g} pt")


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
    children: bool = typer.Option(False, "--children", help="Three Wise Words: a deck of "
                                  "the yellow (children's) words only."),
    extended: bool = typer.Option(False, "--extended", help="Thricewise: add the 9 extended "
                                  "Decktet cards."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Print a game's print-and-play kit: one PDF per material plus a combined PDF.

    Example: wisegen print --game three-wise-words --paper letter --only cards,die
    """
    if ctx.invoked_subcommand is not None:
        return
    # Imported here: ReportLab is only needed when something is printed (keeps --help fast).
    from wisegen.printing import PrintRequest, run_print
    from wisegen.render.layout import parse_card_size

    if game is None:
        raise UsageError("--game is required (or use: wisegen print calibration)")
    request = PrintRequest(
        game=get_game(game),
        only=[part.strip() for part in only.split(",") if part.strip()] if only else None,
        pack_file=pack, layout_file=layout, out=out, language=lang,
        sheet={"paper": paper.lower() if paper else None, "bleed": bleed, "duplex": duplex,
               "offset_x": offset_x, "offset_y": offset_y,
               "card": parse_card_size(card) if card else None},
        options={"children": children, "extended": extended},
    )
    announce, step, close = _progress(as_json)
    try:
        result = run_print(request, step, announce)
    finally:
        if close:
            close()
    _report(result, as_json)


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
    written = write_calibration(paper.lower(), duplex, out)
    if as_json:
        emit_json(written.as_dict())
    else:
        say(f"{written.path}  {written.pages} pages, {written.sheets} sheet; print it "
            f"double-sided ({duplex}) at 100 %")
