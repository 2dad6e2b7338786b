"""How every answer reaches people and programs: one `emit` for text or `--json`.

Each result type (a clue ruling, a placement, a score, a print report...) carries its
own `as_dict()` (the JSON contract) and `lines()` (the short human answer) and an
`exit_code` (0 yes/valid, 1 no/invalid). Commands never build JSON by hand: they hand
the result to `emit`, so the text, the JSON, `check batch` and the web page all come
from the same object and cannot disagree.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any, Protocol, runtime_checkable

import typer

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
        for line in result.lines():
            say(line)
    return result.exit_code


def finish(result: Result, as_json: bool = False) -> None:
    """`emit` then leave with the result's exit code (typer commands end here)."""
    code = emit(result, as_json)
    if code:
        raise typer.Exit(code)


def emit_json(payload: Any) -> None:
    sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def printable(text: str) -> str:
    """`text` safe for a terminal: control characters (an ESC that would set the window
    title) and lone surrogates are shown as escapes instead of being sent raw."""
    return _CONTROL.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace")
                        .decode("ascii"), text)


def say(text: str = "") -> None:
    typer.echo(printable(text))


def warn(text: str) -> None:
    typer.echo(printable(text), err=True)
