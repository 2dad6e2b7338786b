"""Options and argument parsers that every game's `wisegen score` command shares."""

from __future__ import annotations

import typer

from wisegen.errors import UsageError

PACK_OPTION = typer.Option(None, "--pack", exists=True, dir_okay=False,
                           help="Use this pack's table instead of the built-in one.")
FILE_OPTION = typer.Option(None, "--game-file", exists=True, dir_okay=False,
                           help="Replay a whole game from a YAML/JSON game file.")


def name_value_pairs(items: list[str], what: str,
                     split_commas: bool = True) -> list[tuple[str, str]]:
    """`["Ann=4,Bob=5"]` -> [("Ann", "4"), ("Bob", "5")]; UsageError without an `=`."""
    pairs = []
    for item in items:
        for part in item.split(",") if split_commas else [item]:
            name, sep, value = part.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise UsageError(f"{what}: {part.strip()!r} should be NAME=VALUE")
            pairs.append((name.strip(), value.strip()))
    return pairs


def whole_number(text: str, who: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise UsageError(f"{who}: {text!r} is not a whole number") from None
