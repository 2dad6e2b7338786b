"""How commands talk to people and to programs: short human text, or stable JSON."""

from __future__ import annotations

import json
import sys
from typing import Any

import typer

JSON_OPTION = typer.Option(False, "--json", help="Print a machine-readable JSON answer.")


def emit_json(payload: Any) -> None:
    sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


def say(text: str = "") -> None:
    typer.echo(text)


def warn(text: str) -> None:
    typer.echo(text, err=True)
