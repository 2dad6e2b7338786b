"""What `wisegen --help` lists, without importing typer: the commands and the app's help.

`wisegen --help` is the first thing a user types and must answer in a blink; typer
(with its vendored click) takes longer to import than the rest of the help. So the
top-level help is written here in click's own layout (`top_help`), and
commands/app.py builds the real typer app from the same text. A test holds the two
outputs equal at every terminal width click uses.
"""

from __future__ import annotations

APP_HELP = ("Print-and-play kits and a table-side referee for five word games.\n\n"
            "Example: wisegen print --game three-wise-words")
"""The app's help paragraphs, as typer is given them."""
OPTIONS = (("--version", "Show the version and exit."),
           ("--install-completion", "Install completion for the current shell."),
           ("--show-completion", "Show completion for the current shell, to copy it or "
            "customize the installation."),
           ("-h, --help", "Show this message and exit."))
"""The top-level options and their help, in click's order."""

_COMMANDS: dict[str, tuple[str, str]] = {
    "games": ("wisegen.commands.games_cmd:games", "List the games, their ids and aliases, "
              "what each prints, and the installed packs."),
    "serve": ("wisegen.commands.serve_cmd:serve", "Start the web referee: clue checks, "
              "matches, Mistrz Słowa rolls, scores, history."),
    "print": ("wisegen.commands.print_cmd:app", "Print-and-play PDFs."),
    "export": ("wisegen.commands.export_cmd:export", "Export a game's kit as images: png, "
               "tts, sheet, silhouette or cricut, or as a print shop's upload."),
    "preflight": ("wisegen.commands.preflight_cmd:preflight", "Check a print file against "
                  "a print service's rules before uploading it."),
    "pack": ("wisegen.commands.pack_cmd:app", "Write and check content packs."),
    "check": ("wisegen.commands.check_cmd:app", "Settle a dispute: clue validity, matching "
              "clues, shared roots, Polish words."),
    "score": ("wisegen.commands.score_cmd:app", "Score a turn, a round or a whole game, for "
              "each game."),
}


def _with_top_kinds() -> dict[str, tuple[str, str]]:
    """The commands, with every kind a game declares `where="top"` (`solve`, `roll`)
    after `games`: the registry is read, which imports no game's heavy parts."""
    from wisegen.games.registry import all_games

    top: dict[str, tuple[str, str]] = {}
    for game in all_games().values():
        for kind in game.requests_at("top"):
            top.setdefault(kind.kind, (f"wisegen.commands.top_cmd:{kind.kind}", kind.summary))
    first, *rest = _COMMANDS.items()
    return dict([first, *top.items(), *rest])


COMMANDS = _with_top_kinds()
"""Every command: where it lives (a typer app or a function) and its line in --help.

A command's module is imported only when that command runs (or its own --help is
asked), so `wisegen --help` and `wisegen check clue` do not pay for the imports of
printing, packs or the web server. A test checks each line against the command's help.
"""


def _wrap(text: str, width: int, indent: str = "") -> list[str]:
    import textwrap

    wrapper = textwrap.TextWrapper(width, initial_indent=indent, subsequent_indent=indent,
                                   replace_whitespace=False)
    return wrapper.wrap(text.expandtabs())


def _definitions(rows: tuple[tuple[str, str], ...], width: int) -> list[str]:
    """click's `HelpFormatter.write_dl` at indent 2 (col_max 30, col_spacing 2)."""
    first_col = min(max(len(first) for first, _ in rows), 30) + 2
    out = []
    for first, second in rows:
        lines = _wrap(second, max(width - first_col - 2, 10))
        if len(first) <= first_col - 2:
            head = f"  {first}" + " " * (first_col - len(first))
        else:
            out.append(f"  {first}")
            head = " " * (first_col + 2)
        out.append(head + lines[0])
        out += [" " * (first_col + 2) + line for line in lines[1:]]
    return out


def top_help(prog: str, columns: int) -> str:
    """`PROG --help` as click prints it on a terminal `columns` wide (without the final
    newline): usage, the app's help, options, commands."""
    width = max(min(columns, 80) - 2, 50)
    out = [f"Usage: {prog} [OPTIONS] COMMAND [ARGS]...", ""]
    for number, paragraph in enumerate(APP_HELP.split("\n\n")):
        out += [""] * (number > 0) + _wrap(" ".join(paragraph.split("\n")), width, "  ")
    out += ["", "Options:", *_definitions(OPTIONS, width)]
    out += ["", "Commands:",
            *_definitions(tuple((name, short) for name, (_, short) in COMMANDS.items()),
                          width)]
    return "\n".join(out)
