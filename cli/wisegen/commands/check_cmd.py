"""`wisegen check`: referee rulings, one command per kind of request, and `check batch`.

The commands are generated (requests_cli.py) from the kinds games declare with
`where="check"`: each turns its arguments into the request object `check batch` reads
(one JSON line) and hands it to `usecases.requests.answer`; `--json` prints the answer's
dict, the human output its lines. A single command and a batch line can therefore never
disagree. No game and no field is named here.
"""

from __future__ import annotations

import codecs
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

import typer

from wisegen.commands.requests_cli import build, declared, kinds_at
from wisegen.core.limits import BATCH_LINE_BYTES
from wisegen.core.output import emit_json
from wisegen.core.requestjson import parse_request
from wisegen.errors import WisegenError

app = typer.Typer(help="Settle a dispute: clue validity, matching clues, shared roots, "
                  "Polish words.\n\nExample: wisegen check batch requests.jsonl",
                  no_args_is_help=True)


@app.command()
def batch(
    file: Path = typer.Argument(..., help="JSON Lines file of requests, or - for stdin.",
                                allow_dash=True),
) -> None:
    """Answer many checks in one process: one JSON request per line, one answer per line.

    Every non-blank line gets its answer, in order, as it is read: a line that is too
    long, not UTF-8, not JSON, too deeply nested or not answerable gets its own
    `{"id": ..., "error": ...}` and the batch goes on.

    Example: wisegen check batch ../shared/eval/dev.jsonl
    """
    try:
        stream = sys.stdin.buffer if str(file) == "-" else file.open("rb")
    except OSError as exc:
        raise WisegenError(f"cannot read {file}: {exc.strerror}") from None
    with stream:
        for number, line in _lines(stream):
            reply = _reply(number, line)
            if reply is not None:
                emit_json(reply, indent=None)


def _lines(stream: BinaryIO) -> Iterator[tuple[int, bytes | None]]:
    """(number, bytes) per line; None for a line over BATCH_LINE_BYTES, never held whole."""
    number = 0
    while True:
        line = stream.readline(BATCH_LINE_BYTES + 1)
        if not line:
            return
        number += 1
        if len(line) > BATCH_LINE_BYTES and not (
                len(line) == BATCH_LINE_BYTES + 1 and line.endswith(b"\n")):
            yield number, None
            while line and not line.endswith(b"\n"):
                line = stream.readline(BATCH_LINE_BYTES)
            continue
        yield number, line


JSON_WHITESPACE = " \t\r\n"
"""What JSON counts as white space: a line of only these is blank and skipped; a line of
other control characters (Python's str.strip would drop \x1c too) gets its own error."""


def _reply(number: int, line: bytes | None) -> dict[str, Any] | None:
    """The answer to one line (None for a blank one); every failure is that line's error."""
    from wisegen.usecases.requests import answer_line

    if line is None:
        return {"error": f"line {number}: longer than {BATCH_LINE_BYTES} bytes"}
    if number == 1 and line.startswith(codecs.BOM_UTF8):
        line = line[len(codecs.BOM_UTF8):]
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        return {"error": f"line {number}: not UTF-8 (byte {exc.start + 1})"}
    if not text.strip(JSON_WHITESPACE):
        return None
    try:
        request = parse_request(text)
    except ValueError as exc:
        return {"error": f"line {number}: {exc}"}
    return answer_line(request)


def _add_checks() -> None:
    """`wisegen check KIND` for every kind a game declares at `check`."""
    for kind in kinds_at("check"):
        app.command(kind)(build(kind, declared(kind, "check")))


_add_checks()
