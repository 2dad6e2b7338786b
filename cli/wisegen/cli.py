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

from wisegen.core.codecache import install
from wisegen.core.collector import collect_less, settle

collect_less()  # before the imports make their long-lived objects (core/collector.py)
install()  # before any module of wisegen defines its dataclasses (core/codecache.py)

from wisegen.commands.catalog import COMMANDS  # noqa: E402, F401  (re-exported: tests, tools)


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
    try:
        if _quick_help():
            return
        from wisegen.commands.app import app

        settle()
        app()
    except BrokenPipeError:  # `wisegen ... | head`: the reader left; nothing to say
        _silence_stdout()
        sys.exit(1)
    except OSError as exc:
        if exc.filename is not None or _stdout_writable():
            raise  # not standard output's failure: the command's own error handling
        # Standard output could not be written (a full disk, /dev/full): one line, exit 2.
        _silence_stdout()
        sys.stderr.write(f"wisegen: error: cannot write the output: {exc.strerror}\n")
        sys.exit(2)


def _stdout_writable() -> bool:
    try:
        sys.stdout.write("")
        sys.stdout.flush()
    except OSError:
        return False
    return True


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
