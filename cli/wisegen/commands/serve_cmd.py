"""`wisegen serve`: the referee as a local web page for the phones at the table."""

from __future__ import annotations

from pathlib import Path

import typer

from wisegen.errors import UsageError


def serve(
    port: int = typer.Option(8000, "--port", "-p", help="TCP port to listen on."),
    host: str = typer.Option("127.0.0.1", "--host",
                             help="Address to bind (0.0.0.0: every interface)."),
    lan: bool = typer.Option(False, "--lan", help="Share on the local network (binds "
                             "0.0.0.0) and print a QR code for phones to scan."),
    db: Path | None = typer.Option(None, "--db", help="SQLite file the rooms are kept in "
                                   "(default: rooms.sqlite3 in the user's data directory, "
                                   "$XDG_DATA_HOME/wisegen or ~/.local/share/wisegen)."),
) -> None:
    """Start the web referee: clue checks, matches, Mistrz Słowa rolls, scores, history.

    It binds 127.0.0.1:8000 (this machine only); --lan shares it with the phones on your
    network. Rooms (games played on the phones) survive a restart: they are kept in
    --db. Ctrl-C stops it.

    Example: wisegen serve --lan
    """
    if not 0 < port < 65536:
        raise UsageError(f"--port {port}: give a port between 1 and 65535")
    from wisegen.serve.run import EVERYWHERE
    from wisegen.serve.run import serve as run

    try:
        run(EVERYWHERE if lan else host, port, db)
    except OSError as exc:
        raise UsageError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
