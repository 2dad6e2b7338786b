"""Start the web app under uvicorn: print where to find it, and a QR code on the LAN.

Phones join by scanning the QR code the terminal shows with `--lan`, so nobody types an
IP address at the table. Ctrl-C stops uvicorn cleanly (it finishes open requests).
"""

from __future__ import annotations

import socket

from wisegen.core.output import say

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


def serve(host: str, port: int) -> None:
    """Run the app until Ctrl-C."""
    import uvicorn

    from wisegen.serve.app import create_app
    from wisegen.serve.guard import allowed_hosts
    from wisegen.serve.protocol import GuardedH11Protocol

    hosts = allowed_hosts(port, host, lan_address() if host == EVERYWHERE else None)
    for line in announce(host, port):
        say(line)
    uvicorn.run(create_app(hosts=hosts), host=host, port=port, log_level="warning",
                http=GuardedH11Protocol, limit_concurrency=256, timeout_graceful_shutdown=3)
