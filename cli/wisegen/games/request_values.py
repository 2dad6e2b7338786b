"""Reading a request's fields once for every game: flags, numbers, mappings, local files.

A request comes from the command line (the generated commands), a `check batch` line or
the web page, so each value is checked here with a one-line UsageError that names the
field. A `path` field is the one exception to "same JSON everywhere": only the command
line can give one (as a `Path`), so a web request can never make the server read a file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from wisegen.core.digits import whole_number
from wisegen.referee.reasons import WordedError


def flag(request: dict[str, Any], name: str, default: bool = False) -> bool:
    value = request.get(name, default)
    if not isinstance(value, bool):
        raise WordedError(f"\"{name}\" must be true or false", "referee.error.field_flag",
                          field=name)
    return value


def whole(request: dict[str, Any], name: str, default: int | None = None,
          minimum: int | None = None) -> int | None:
    """A whole number (from JSON or the command line's text), at least `minimum`."""
    value = request.get(name, default)
    if value is None:
        return None
    value = whole_value(value, name)
    if minimum is not None and value < minimum:
        raise WordedError(f"\"{name}\" must be at least {minimum}",
                          "referee.error.field_at_least", field=name, minimum=minimum)
    return value


def whole_value(value: Any, who: str) -> int:
    """A whole number from JSON (a number) or the command line (text); `who` names it."""
    if isinstance(value, str):
        number = whole_number(value, signed=True)  # ASCII digits only: not ٣ or ²
        if number is None:
            raise WordedError(f"{who}: {value!r} is not a whole number",
                              "referee.error.field_whole", field=who)
        return number
    if isinstance(value, bool) or not isinstance(value, int):
        raise WordedError(f"\"{who}\" must be a whole number", "referee.error.field_whole",
                          field=who)
    return value


def text(request: dict[str, Any], name: str, required: bool = False) -> str | None:
    value = request.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise WordedError(f"a {request.get('check', '')} request needs \"{name}\": text",
                          "referee.error.field_text", field=name)
    return value.strip()


def mapping(request: dict[str, Any], name: str, example: str) -> dict[str, Any]:
    """A {name: value} mapping (`pairs`, `teams`); missing is empty."""
    value = request.get(name, {})
    if not isinstance(value, dict):
        raise WordedError(f"\"{name}\" maps names to values, such as {example}",
                          "referee.error.field_pairs", field=name, example=example)
    return value


def local_file(request: dict[str, Any], name: str) -> Path | None:
    """A file given on the command line; refused from JSON (a batch line, the web page)."""
    value = request.get(name)
    if value is None:
        return None
    if not isinstance(value, os.PathLike):
        raise WordedError(f"\"{name}\" is a file on this machine: give it on the command line",
                          "referee.error.server_file")
    return Path(value)
