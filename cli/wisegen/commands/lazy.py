"""A typer app or a plain function turned into a click command, when it is first needed.

The top-level commands (`cli.COMMANDS`) and each game's `score` command are named as
`module:attribute` and built only when used; both go through `click_command`.
"""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperGroup


def click_command(target: Any, name: str, help: str | None = None) -> Any:
    """`target` (a `typer.Typer` or a function) as the click command `name`.

    It is built inside a throw-away parent exactly as `add_typer`/`command` on a real
    parent would build it, so its help and options are what the user would see there.
    """
    holder = typer.Typer(add_completion=False)
    holder.callback()(lambda: None)
    if isinstance(target, typer.Typer):
        holder.add_typer(target, name=name)
    else:
        holder.command(name, help=help)(target)
    group = typer.main.get_command(holder)
    assert isinstance(group, TyperGroup)  # a callback makes the holder a group
    return group.commands[name]
