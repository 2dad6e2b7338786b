"""How every answer reaches people and programs: one `emit` for text or `--json`.

Each result type (a clue ruling, a placement, a score, a print report...) carries its
own `as_dict()` (the JSON contract) and `lines()` (the short human answer) and an
`exit_code` (0 yes/valid, 1 no/invalid). Commands never build JSON by hand: they hand
the result to `emit`, so the text, the JSON, `check batch` and the web page all come
from the same object and cannot disagree.
"""

from __future__ import annotations

import json
import os
import re
import sys
from typing import Any, Protocol, runtime_checkable

import typer

from wisegen.errors import UsageError

JSON_OPTION = typer.Option(False, "--json", help="Print a machine-readable JSON answer.")


@runtime_checkable
class Result(Protocol):
    """What every answer offers: its JSON form, its human lines and its exit code."""

    def as_dict(self) -> dict[str, Any]: ...

    def lines(self) -> list[str]: ...

    @property
    def exit_code(self) -> int: ...


def emit(result: Result, as_json: bool = False) -> int:
    """Print `result` as JSON or as text; return its exit code for the caller to use."""
    if as_json:
        emit_json(result.as_dict())
    else:
        write_out("".join(printable(line) + "\n" for line in result.lines()))
    return result.exit_code


def finish(result: Result, as_json: bool = False) -> None:
    """`emit` then leave with the result's exit code (typer commands end here)."""
    code = emit(result, as_json)
    if code:
        raise typer.Exit(code)


def emit_json(payload: Any, indent: int | None = 2) -> None:
    """`payload` as JSON, whole or not at all (see `write_out`); where standard output's
    encoding cannot hold a character, JSON's own \\u escapes keep it valid."""
    text = json.dumps(payload, ensure_ascii=False, indent=indent)
    try:
        text.encode(_encoding())
    except UnicodeEncodeError:
        text = json.dumps(payload, ensure_ascii=True, indent=indent)
    write_out(text + "\n")


def _encoding() -> str:
    return getattr(sys.stdout, "encoding", None) or "utf-8"


def write_out(text: str, encoding: str | None = None) -> None:
    """Write `text` to standard output whole, or fail with one line (UsageError, exit 2).

    Python's own stdout ignores a short write when unbuffered (`PYTHONUNBUFFERED`, common
    in containers) and raises a traceback otherwise: `pack import > my.yaml` on a full
    disk once left 1,024 of 6,913 bytes and exited 0. So the buffered text is flushed,
    then the bytes go to the descriptor in a loop until all are written or it fails. A
    character the output's encoding cannot hold is written as an escape (`\\u0142`), not
    a crash (`PYTHONIOENCODING=latin-1`).
    """
    try:
        sys.stdout.flush()
        fd = sys.stdout.fileno()
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture)
        fd = None
    codec = encoding or _encoding()
    data = text.encode(codec, errors="backslashreplace")
    if fd is None:
        sys.stdout.write(data.decode(codec))
        return
    view = memoryview(data)
    try:
        while view:
            written = os.write(fd, view)
            if written <= 0:
                raise OSError(0, "nothing could be written")
            view = view[written:]
    except BrokenPipeError:
        raise  # the reader left (`| head`): cli.main ends quietly
    except OSError as exc:
        written = len(data) - len(view)
        part = (f" ({written:,} of {len(data):,} bytes were written: the output is "
                "incomplete)") if written else ""
        raise UsageError(f"cannot write the output: {exc.strerror or exc}{part}") from None


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def printable(text: str) -> str:
    """`text` safe for a terminal: control characters (an ESC that would set the window
    title) and lone surrogates are shown as escapes instead of being sent raw."""
    return _CONTROL.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace")
                        .decode("ascii"), text)


def say(text: str = "") -> None:
    write_out(printable(text) + "\n")


def warn(text: str) -> None:
    typer.echo(printable(text), err=True)
