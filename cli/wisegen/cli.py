"""The `wisegen` command's entry point: `wisegen --help` at once, everything else by typer.

The typer app (commands/app.py) is imported only when a command line needs it: a bare
`wisegen --help` (or `-h`) prints the same text from commands/catalog.py, about 0.1 s
sooner than importing typer would allow. `app`, `COMMANDS` and `load_command` are
still importable from here.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from wisegen.commands.catalog import COMMANDS  # noqa: F401  (re-exported: tests, tools)


def __getattr__(name: str) -> Any:
    """`app` and `load_command`, from commands/app.py when first asked for (PEP 562)."""
    if name in ("app", "load_command"):
        from wisegen.commands import app as built

        return getattr(built, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _quick_help() -> bool:
    """Print the top-level help when that is the whole command line, as the console
    script `wisegen` (click names `python -m wisegen` otherwise); True when printed."""
    if sys.argv[1:] not in (["--help"], ["-h"]) or os.path.basename(sys.argv[0]) != "wisegen":
        return False
    if getattr(sys.modules.get("__main__"), "__package__", None) not in (None, ""):
        return False
    import shutil

    from wisegen.commands.catalog import top_help

    try:
        sys.stdout.write(top_help("wisegen", shutil.get_terminal_size().columns) + "\n")
        sys.stdout.flush()
    except UnicodeEncodeError:  # a terminal that cannot show "Słowa": click's own echo
        return False
    return True


def main() -> None:
    if _quick_help():
        return
    from wisegen.commands.app import app

    app()
