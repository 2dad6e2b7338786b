"""Who the server answers: its own names only, and changes only from its own page.

The referee listens on a port any web page in the player's browser can reach, so two
browser tricks must fail before a request reaches a route:

- DNS rebinding: a page on `evil.example` re-points its name at 127.0.0.1 and then reads
  our answers as same-origin. The browser still sends `Host: evil.example`, so only the
  names the server was started under (loopback, and the LAN address with `--lan`) are
  answered; any other Host gets 421 and never a redirect built from it.
- Cross-site requests: a form or `fetch(..., {mode: "no-cors"})` on another site can POST
  `text/plain` without a preflight. Every state-changing request must therefore be
  `application/json` (which forces a preflight we never grant) and, when the browser says
  where it comes from (`Origin`, `Sec-Fetch-Site`), come from this very origin.

WebSocket handshakes get the same Host and Origin checks (a refused one is closed with
1008), so live connections added later inherit them.
"""

from __future__ import annotations

from collections.abc import Collection

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocketClose

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
"""The names a browser on this machine uses for it."""
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
"""Methods that change nothing; everything else must be JSON from our own page."""
WILDCARDS = ("0.0.0.0", "::", "")
"""Bind addresses that are not a name anyone browses to."""


def allowed_hosts(port: int, *addresses: str | None) -> frozenset[str]:
    """The Host header values to answer: loopback names and `addresses`, with `port`.

    A browser omits the port only when it is the scheme's default, so the bare name is
    allowed for port 80 alone. IPv6 addresses are bracketed as browsers send them.
    """
    names = list(LOOPBACK_NAMES)
    for address in addresses:
        if address is None or address in WILDCARDS:
            continue
        names.append(f"[{address}]" if ":" in address and not address.startswith("[")
                     else address)
    hosts = {f"{name}:{port}".lower() for name in names}
    if port == 80:
        hosts |= {name.lower() for name in names}
    return frozenset(hosts)


class Guard:
    """ASGI middleware: refuse foreign Hosts (421), foreign origins (403), non-JSON (415).

    `hosts=None` checks no Host (in-process test clients); `wisegen serve` always passes
    the list from `allowed_hosts`.
    """

    def __init__(self, app: ASGIApp, hosts: Collection[str] | None = None) -> None:
        self.app = app
        self.hosts = None if hosts is None else frozenset(h.lower() for h in hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        refusal = self.refusal(scope)
        if refusal is None:
            await self.app(scope, receive, send)
        elif scope["type"] == "websocket":
            await WebSocketClose(code=1008, reason=refusal[1][:120])(scope, receive, send)
        else:
            status, message = refusal
            response = JSONResponse({"error": message}, status_code=status,
                                    headers={"cache-control": "no-store",
                                             "connection": "close"})
            await response(scope, receive, send)

    def refusal(self, scope: Scope) -> tuple[int, str] | None:
        """Why this request is refused (status, one line), or None to answer it."""
        headers = Headers(scope=scope)
        host = headers.get("host", "").lower()
        if self.hosts is not None and host not in self.hosts:
            return 421, ("this referee answers only at the address it printed "
                         f"(such as http://{min(self.hosts)}/); open that address")
        if scope["type"] == "http" and scope["method"] in SAFE_METHODS:
            return None
        fetch_site = headers.get("sec-fetch-site")
        if fetch_site is not None and fetch_site not in ("same-origin", "none"):
            return 403, "requests from other sites are refused; use the referee's own page"
        origin = headers.get("origin")
        if origin is not None:
            secure = scope.get("scheme") in ("https", "wss")
            if origin.lower() != f"{'https' if secure else 'http'}://{host}":
                return 403, ("requests from other sites are refused; use the referee's "
                             "own page")
        if scope["type"] == "http":
            media = headers.get("content-type", "").split(";")[0].strip().lower()
            if media != "application/json":
                return 415, ("send the request as JSON with "
                             "'Content-Type: application/json'")
        return None
