"""`wisegen check`: referee rulings. Each ruling module registers its batch handler here.

A handler takes one batch request (a dict) and returns (answer, exit code): the answer
is exactly what the single command prints with `--json`, so `check batch` and the
single commands can never disagree. Modules that add rulings call `register_batch`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer

from wisegen.errors import WisegenError

app = typer.Typer(help="Settle a dispute: clue validity, matching clues, shared roots, "
                  "Polish words.\n\nExample: wisegen check batch requests.jsonl",
                  no_args_is_help=True)

BatchHandler = Callable[[dict[str, Any]], tuple[dict[str, Any], int]]
BATCH_HANDLERS: dict[str, BatchHandler] = {}


def register_batch(kind: str, handler: BatchHandler) -> None:
    """Make `{"check": kind, ...}` requests answerable by `check batch`."""
    BATCH_HANDLERS[kind] = handler


def answer_request(request: Any) -> dict[str, Any]:
    """One batch answer; errors become `{"error": ...}` so the batch goes on."""
    if not isinstance(request, dict):
        return {"error": "a request must be a JSON object"}
    kind = request.get("check")
    handler = BATCH_HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        known = ", ".join(sorted(BATCH_HANDLERS)) or "none"
        answer: dict[str, Any] = {"error": f"unknown check {kind!r} (known: {known})"}
    else:
        try:
            answer, _ = handler(request)
        except WisegenError as exc:
            answer = {"error": str(exc)}
    if "id" in request:
        answer = {"id": request["id"], **answer}
    return answer


@app.command()
def batch(
    file: Path = typer.Argument(..., help="JSON Lines file of requests, or - for stdin.",
                                allow_dash=True),
) -> None:
    """Answer many checks in one process: one JSON request per line, one answer per line.

    Example: wisegen check batch ../shared/eval/dev.jsonl
    """
    try:
        stream = sys.stdin if str(file) == "-" else file.open(encoding="utf-8")
    except OSError as exc:
        raise WisegenError(f"cannot read {file}: {exc.strerror}") from None
    with stream:
        for number, line in enumerate(stream, 1):
            if not line.strip():
                continue
            try:
                request = json.loads(line)
            except json.JSONDecodeError as exc:
                answer = {"error": f"line {number}: not JSON ({exc.msg})"}
            else:
                answer = answer_request(request)
            sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
            sys.stdout.flush()
