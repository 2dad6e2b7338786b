"""Command-line values turned into a request's JSON values, one reader per field type.

The generated commands (requests_cli.py) take each field as typer gives it (a string, a
list of strings, a Path) and put it in the request `check batch` would read, so the
answer is the same whichever way it was asked. NAME=VALUE items, teams and grid files
are read here once for every game; no game or field is named.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wisegen.errors import UsageError
from wisegen.games.fields import Field
from wisegen.lang.normalise import fold


def request_value(field: Field, value: Any, option: str) -> Any:
    """The JSON value of `field` for what the command line gave (`option` names it in
    errors); None when nothing was given."""
    if value is None or (isinstance(value, (list, tuple)) and not value):
        return None
    if field.type == "words":
        items = list(value)
        if field.split and not field.argument and field.count is None:
            items = [part.strip() for item in items for part in item.split(",")]
        return items
    if field.type == "tally":
        return list(value)
    if field.type == "pairs":
        return _pairs(value, field, option)
    if field.type == "teams":
        return _teams(value, option)
    if field.type == "grid":
        from wisegen.core.yamlsafe import load_file

        return load_file(Path(value))  # the answer reports problems by file and line
    if field.type == "path":
        return Path(value)  # only a Path is read as a file: JSON cannot make one
    return value


def _named(out: dict[str, Any], name: str) -> str | None:
    """The name already in `out` that `name` repeats (case and accents aside), if any."""
    return next((known for known in out if fold(known) == fold(name)), None)


def _pairs(items: list[str], field: Field, option: str) -> dict[str, Any]:
    """`["Ann=4,Bob=5"]` -> {"Ann": "4", "Bob": "5"}; with `many`, {name: [values]}."""
    out: dict[str, Any] = {}
    for item in items:
        for part in item.split(",") if field.split else [item]:
            name, sep, value = part.partition("=")
            name, value = name.strip(), value.strip()
            if not sep or not name or not value:
                raise UsageError(f"{option}: {part.strip()!r} should be NAME=VALUE")
            known = _named(out, name)
            if field.many:
                out.setdefault(known or name, []).append(value)
            elif known is not None:
                raise UsageError(f"{name!r} is given twice in {option}")
            else:
                out[name] = value
    return out


def _teams(items: list[str], option: str) -> dict[str, list[str]]:
    """`--team NAME=WORD,WORD` once per team -> {name: [words]}."""
    out: dict[str, list[str]] = {}
    for item in items:
        name, sep, words = item.partition("=")
        name, words = name.strip(), words.strip()
        if not sep or not name:
            raise UsageError(f"{option} {item!r} should be NAME=WORD,WORD,...")
        if _named(out, name) is not None:
            raise UsageError(f"{name!r} is given twice in {option}")
        out[name] = [word.strip() for word in words.split(",")] if words else []
    return out
