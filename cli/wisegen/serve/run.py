"""Start the web app under uvicorn: print where to find it, and a QR code on the LAN.

Phones join by scanning the QR code the terminal shows with `--lan`, so nobody types an
IP address at the table. Ctrl-C stops uvicorn cleanly (it finishes open requests).
"""

from __future__ import annotations

import errno
import socket
import sqlite3
from pathlib import Path
from typing import IO

from wisegen.core.output import say
from wisegen.errors import UsageError, WisegenError
from wisegen.serve.limits import MAX_BODY

LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


def lan_address() -> str | None:
    """This machine's address on the local network, or None when it has none.

    Connecting a UDP socket sends nothing; it only asks the OS which interface it would
    route through.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, never answered
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") else address


def announce(host: str, port: int) -> list[str]:
    """The lines that tell the table where the referee is."""
    lines = [f"wisegen referee: http://{LOOPBACK if host == EVERYWHERE else host}:{port}/"]
    if host == EVERYWHERE:
        address = lan_address()
        if address is None:
            lines.append("no local network found: phones cannot join")
        else:
            url = f"http://{address}:{port}/"
            lines.append(f"on the local network: {url}  (scan the code below with a phone)")
            lines.append(qr_text(url))
    lines.append("Ctrl-C stops it.")
    return lines


def qr_text(url: str) -> str:
    """`url` as a QR code drawn with block characters for the terminal."""
    import io

    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue().rstrip("\n")


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to `host:port`, or a one-line UsageError naming the port and --port.

    wisegen binds it itself and hands it to uvicorn: a port already taken is then found
    before the server starts (uvicorn would log a block and exit 3), with no race between
    a check and uvicorn's own bind.
    """
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM)[0]
    except (socket.gaierror, UnicodeError):
        raise UsageError(f"--host {host[:60]!r}: no such address or host name") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as exc:
        sock.close()
        raise UsageError(_bind_failure(host, port, exc)) from None
    return sock


def _bind_failure(host: str, port: int, exc: OSError) -> str:
    other = port + 1 if port < 65535 else 8000
    if exc.errno == errno.EADDRINUSE:
        return (f"port {port} is already in use on {host}; choose another with --port "
                f"(for example: wisegen serve --port {other})")
    if exc.errno == errno.EACCES:
        return (f"port {port} on {host} needs privileges (ports under 1024 do); choose "
                f"another with --port (for example: wisegen serve --port {other})")
    return f"cannot listen on {host}:{port}: {exc.strerror}; try another --port or --host"


def open_db_path(path: Path) -> Path:
    """`path` once its folder exists and SQLite can open it as the rooms' file, or a
    one-line UsageError naming --db (a folder, an unwritable place, not a database)."""
    from wisegen.usecases.room_store import SqliteRoomStore

    shown = str(path)[:120]
    if path.is_dir():
        raise UsageError(f"--db {shown}: this is a folder; give a file such as "
                         f"{path / 'rooms.sqlite3'}")
    for folder in (path.parent, *path.parent.parents):
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--db {shown}: {str(folder)[:120]} is a file, not a folder; "
                             "give another place with --db")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        SqliteRoomStore(path).close()
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UsageError(f"--db {shown}: cannot keep the rooms there ({reason}); "
                         "give another file with --db") from None
    return path


def _hold(db_path: Path) -> IO[str]:
    """The rooms' file held for this server alone, or the one-line refusal."""
    from wisegen.usecases.room_store import StoreInUse, hold_alone

    try:
        return hold_alone(db_path)
    except StoreInUse as busy:
        who = f" (pid {busy.pid})" if busy.pid.isascii() and busy.pid.isdigit() else ""
        raise UsageError(f"--db {str(db_path)[:120]}: another wisegen serve{who} keeps its "
                         "rooms in this file; stop it, or give another file with --db"
                         ) from None
    except OSError as exc:
        raise UsageError(f"--db {str(db_path)[:120]}: cannot lock the rooms' file "
                         f"({exc.strerror or exc})") from None


def serve(host: str, port: int, db: Path | None = None) -> None:
    """Run the app until Ctrl-C, on a socket bound before anything is announced; rooms
    live in `db` (the user's data directory by default)."""
    from wisegen.usecases.room_store import default_db_path

    sock = listen(host, port)  # a port in use is said before the data folder is touched
    try:
        db_path = open_db_path(db if db is not None else default_db_path())
        held = _hold(db_path)
    except UsageError:
        sock.close()
        raise
    import uvicorn

    from wisegen.serve.app import create_app
    from wisegen.serve.guard import allowed_hosts
    from wisegen.serve.protocol import GuardedH11Protocol
    from wisegen.serve.ws_protocol import GuardedWSProtocol

    hosts = allowed_hosts(port, host, lan_address() if host == EVERYWHERE else None)
    for line in announce(host, port):
        if line.startswith("Ctrl-C"):
            say(f"rooms kept in {db_path}")
        say(line)
    config = uvicorn.Config(create_app(hosts=hosts, db=db_path), host=host, port=port,
                            log_level="warning", http=GuardedH11Protocol, limit_concurrency=256,
                            ws=GuardedWSProtocol, ws_max_size=MAX_BODY, ws_ping_interval=None,
                            timeout_graceful_shutdown=3)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn re-raises Ctrl-C after its clean shutdown
        return
    except SystemExit as exc:  # uvicorn's own startup failure (exit 3)
        raise WisegenError(f"the web referee could not start on {host}:{port} "
                           f"(code {exc.code}); try another --port") from None
    finally:
        sock.close()
        held.close()
    if not server.started:
        raise WisegenError(f"the web referee could not start on {host}:{port}; "
                           "try another --port")
