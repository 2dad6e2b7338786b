"""Live rooms on a real server: uvicorn with wisegen's own h11 protocol and wsproto,
real WebSocket clients (websocket-client), real HTTP requests.

Each phone holds `/api/rooms/{code}/live`; an act by one reaches all of them, each
worded in its own language, the guesser's never holding the secret; timers fire on the
server, also after a restart on the same database file.
"""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.test_rooms_api import guess_game  # noqa: F401
from wisegen.serve import protocol
from wisegen.serve import rooms_live as live
from wisegen.usecases.room_rules import CODE_ALPHABET

websocket = pytest.importorskip("websocket")


class Server:
    """`create_app` under uvicorn in a thread, as `wisegen serve` runs it."""

    def __init__(self, db: Path, limit: int = 256) -> None:
        import uvicorn

        from wisegen.serve.app import create_app
        from wisegen.serve.ws_protocol import GuardedWSProtocol

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        app = create_app(isolate=False, db=db, hosts={f"127.0.0.1:{self.port}"})
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                http=protocol.GuardedH11Protocol, ws=GuardedWSProtocol,
                                ws_ping_interval=None, limit_concurrency=limit)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.server.started:
                break
            time.sleep(0.02)
        self.base = f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)

    def post(self, path: str, body: dict[str, Any], token: str | None = None,
             source: str = "127.0.0.1") -> tuple[int, dict[str, Any]]:
        """POST from `source` (a loopback address: each phone its own)."""
        headers = {"content-type": "application/json", "origin": self.base}
        if token:
            headers["authorization"] = f"Bearer {token}"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10,
                                                source_address=(source, 0))
        try:
            connection.request("POST", path, json.dumps(body).encode(), headers)
            answer = connection.getresponse()
            return answer.status, json.loads(answer.read())
        finally:
            connection.close()

    def page_status(self, source: str = "127.0.0.1") -> int:
        """The status of a GET of the page from `source`: what any other phone gets."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10,
                                                source_address=(source, 0))
        try:
            connection.request("GET", "/", headers={"host": f"127.0.0.1:{self.port}"})
            return connection.getresponse().status
        finally:
            connection.close()

    def phone(self, code: str, token: str, lang: str = "en",
              origin: str | None = None) -> websocket.WebSocket:
        url = f"ws://127.0.0.1:{self.port}/api/rooms/{code}/live?token={token}&lang={lang}"
        return websocket.create_connection(url, timeout=10, origin=origin or self.base)


@pytest.fixture
def server(guess_game, tmp_path) -> Iterator[Server]:  # noqa: F811
    running = Server(tmp_path / "rooms.sqlite3")
    yield running
    running.stop()


def table(server: Server, players: int = 4, seconds: int = 0
          ) -> tuple[str, list[str]]:
    status, made = server.post("/api/rooms", {"game": "toy-guess", "name": "Ana"})
    assert status == 200, made
    code, tokens = made["room"], [made["token"]]
    for name in ("Bruno", "Celia", "Dawid", "Ewa", "Fred")[: players - 1]:
        status, joined = server.post(f"/api/rooms/{code}/join", {"name": name})
        assert status == 200, joined
        tokens.append(joined["token"])
    status, _ = server.post(f"/api/rooms/{code}/start",
                            {"setup": {"rounds": 2, "seconds": seconds}}, tokens[0])
    assert status == 200
    return code, tokens


def until(phone: websocket.WebSocket, wanted: Callable[[dict[str, Any]], bool],
          seconds: float = 10.0, seen: list[str] | None = None) -> dict[str, Any]:
    """The first message `wanted` accepts (every raw message kept in `seen`)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        phone.settimeout(max(0.05, deadline - time.monotonic()))
        raw = phone.recv()
        if seen is not None:
            seen.append(raw)
        message = json.loads(raw)
        if wanted(message):
            return message
    raise AssertionError("no such message in time")


def closed_with(phone: websocket.WebSocket, seconds: float = 5.0) -> int | None:
    """The close code the server sent this socket within `seconds` (None: still open)."""
    phone.settimeout(seconds)
    while True:
        try:
            opcode, data = phone.recv_data(control_frame=True)
        except websocket.WebSocketTimeoutException:
            return None
        except websocket.WebSocketConnectionClosedException:
            return 0
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            return int.from_bytes(data[:2], "big") if len(data) >= 2 else 0


def test_an_act_reaches_every_phone_of_the_room(server):
    code, tokens = table(server)
    phones = [server.phone(code, token) for token in tokens]
    first = [until(p, lambda m: m.get("type") == "snapshot") for p in phones]
    assert [m["you"] for m in first] == ["p1", "p2", "p3", "p4"]
    status, after = server.post(f"/api/rooms/{code}/act",
                                {"action": "clue", "values": {"clue": "light"}}, tokens[1])
    assert status == 200
    for phone in phones:
        got = until(phone, lambda m: m.get("version", 0) >= after["version"])
        assert got["version"] == after["version"]
        assert [p["online"] for p in got["players"]] == [True] * 4
    for phone in phones:
        phone.close()


def test_the_guessers_phone_never_receives_the_secret(server):
    code, tokens = table(server, players=3)
    seen: list[str] = []
    guesser = server.phone(code, tokens[0])
    giver = server.phone(code, tokens[1])
    shot = until(giver, lambda m: m.get("type") == "snapshot")
    secret = next(b["text"] for b in shot["view"]["blocks"] if b["type"] == "word")
    for token, clue in ((tokens[1], "light"), (tokens[2], "lamp")):
        server.post(f"/api/rooms/{code}/act", {"action": "clue", "values": {"clue": clue}},
                    token)
    until(guesser, lambda m: (m.get("view") or {}).get("phase") == "guess", seen=seen)
    # What the guesser's phone can read until it answers: the pushes, and the API.
    _, refused = server.post(f"/api/rooms/{code}/act",
                             {"action": "clue", "values": {"clue": "x"}}, tokens[0])
    assert len(seen) >= 3 and secret not in "".join(seen) + json.dumps(refused)
    assert secret in json.dumps(shot)  # the clue-givers' do hold it


def test_each_phone_is_refused_in_its_own_language(server):
    code, tokens = table(server, players=2)
    phone = server.phone(code, "stolen", lang="pl")
    refusal = json.loads(phone.recv())
    assert refusal == {"type": "error", "status": 403, "error":
                       "Ten telefon nie należy do graczy tego pokoju. Dołącz do pokoju "
                       "jeszcze raz."}
    try:
        rest = phone.recv()  # the close frame: websocket-client returns ''
    except websocket.WebSocketConnectionClosedException:
        rest = ""
    assert rest == "" and not phone.connected
    french = server.phone(code, tokens[1], lang="fr")
    assert until(french, lambda m: m.get("type") == "snapshot")["lang"] == "fr"


def test_another_sites_page_cannot_open_a_live_socket(server):
    code, tokens = table(server, players=2)
    with pytest.raises(websocket.WebSocketBadStatusException) as refused:
        server.phone(code, tokens[0], origin="http://evil.example")
    assert refused.value.status_code == 403


def test_a_live_socket_outlives_the_header_deadline_and_idle_eviction(server, monkeypatch):
    monkeypatch.setattr(protocol, "HEADER_TIMEOUT", 0.4)
    monkeypatch.setattr(protocol, "MAX_IDLE_EACH", 2)
    code, tokens = table(server, players=4)
    phones = [server.phone(code, token) for token in tokens]
    time.sleep(1.0)  # past the header deadline the upgrade used to leave running
    for _ in range(3):  # new connections evict idle ones beyond MAX_IDLE_EACH, not these
        server.post(f"/api/rooms/{code}/join", {"name": "x"}, tokens[0])
    status, after = server.post(f"/api/rooms/{code}/act",
                                {"action": "clue", "values": {"clue": "light"}}, tokens[2])
    assert status == 200
    for phone in phones:
        assert until(phone, lambda m: m.get("version", 0) >= after["version"])


def test_a_quiet_room_is_pinged(server, monkeypatch):
    monkeypatch.setattr(live, "PING_SECONDS", 0.3)
    code, tokens = table(server, players=2)
    phone = server.phone(code, tokens[1])
    assert until(phone, lambda m: m.get("type") == "ping", seconds=3)


def test_a_timer_fires_on_the_server(server):
    code, tokens = table(server, players=3, seconds=1)
    phone = server.phone(code, tokens[1])
    assert until(phone, lambda m: m.get("type") == "snapshot")["view"]["phase"] == "clues"
    assert until(phone, lambda m: (m.get("view") or {}).get("phase") == "guess", seconds=5)


def test_a_timer_survives_a_failed_save(guess_game, tmp_path):  # noqa: F811
    """Red team IV, flaw 8: when the database stayed locked past SQLite's timeout as the
    timer ticked, the save failed and that room's timer never ran again. Another
    connection holds the file's write lock over the deadline (a real lock, not a
    stand-in); once it lets go, the timer tries again and the card moves on."""
    import sqlite3

    db = tmp_path / "rooms.sqlite3"
    server = Server(db)
    try:
        code, tokens = table(server, players=3, seconds=1)
        phone = server.phone(code, tokens[1])
        assert until(phone, lambda m: m.get("type") == "snapshot")["view"]["phase"] == "clues"
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        time.sleep(6.5)  # the tick at 1 s waits SQLite's 5 s busy timeout, then fails
        holder.execute("ROLLBACK")
        holder.close()
        assert until(phone, lambda m: (m.get("view") or {}).get("phase") == "guess",
                     seconds=10)
    finally:
        server.stop()


def test_a_running_timer_survives_a_server_restart(guess_game, tmp_path):  # noqa: F811
    db = tmp_path / "rooms.sqlite3"
    first = Server(db)
    code, tokens = table(first, players=3, seconds=4)
    for token in tokens[1:]:  # the first card ends by its clues, not its timer
        first.post(f"/api/rooms/{code}/act", {"action": "clue", "values": {"clue": "a"}},
                   token)
    _, guessed = first.post(f"/api/rooms/{code}/act",
                            {"action": "guess", "values": {"word": "x"}}, tokens[0])
    assert guessed["view"]["phase"] == "clues"  # the second card, its 4 s timer running
    first.stop()
    second = Server(db)
    try:
        phone = second.phone(code, tokens[2])
        running = until(phone, lambda m: m.get("type") == "snapshot")
        assert running["view"]["phase"] == "clues"  # the restart came before the deadline
        shot = until(phone, lambda m: (m.get("view") or {}).get("phase") == "guess",
                     seconds=8)
        assert [p["name"] for p in shot["players"]] == ["Ana", "Bruno", "Celia"]
        assert shot["you"] == "p3"
    finally:
        second.stop()


def test_guessing_codes_on_the_live_socket_is_rate_limited_too(server):
    code, tokens = table(server, players=2)
    statuses = []
    for n in range(12):
        phone = server.phone(f"ZZZZ{CODE_ALPHABET[n]}{CODE_ALPHABET[n]}", "x")
        statuses.append(json.loads(phone.recv())["status"])
        phone.close()
    assert statuses[:10] == [404] * 10 and set(statuses[10:]) == {429}
    assert until(server.phone(code, tokens[1]), lambda m: m.get("type") == "snapshot")


def test_a_flow_that_cannot_draw_its_view_says_so_and_keeps_the_phones(server, monkeypatch):
    from tests.test_rooms_api import GUESS

    code, tokens = table(server, players=2)
    phone = server.phone(code, tokens[1], lang="fr")
    until(phone, lambda m: m.get("type") == "snapshot")

    def broken(*args: Any) -> dict[str, Any]:
        raise ValueError("bug")

    monkeypatch.setattr(GUESS, "view", broken)
    server.post(f"/api/rooms/{code}/restart", {}, tokens[0])  # lobby: no view drawn
    monkeypatch.undo()
    shot = until(phone, lambda m: m.get("type") == "snapshot" and not m["started"])
    monkeypatch.setattr(GUESS, "view", broken)
    server.post(f"/api/rooms/{code}/start", {"setup": {}}, tokens[0])
    error = until(phone, lambda m: m.get("type") == "error")
    assert error == {"type": "error", "status": 500,
                     "error": "Un problème est survenu dans le jeu. Réessayez."}
    monkeypatch.undo()
    server.post(f"/api/rooms/{code}/act", {"action": "clue", "values": {"clue": "a"}},
                tokens[1])
    assert until(phone, lambda m: m.get("version", 0) > shot["version"] + 1)


def test_a_reloaded_page_replaces_the_oldest_sockets_of_its_player(server):
    code, tokens = table(server, players=2)
    tabs = [server.phone(code, tokens[1]) for _ in range(live.MAX_PER_SEAT + 1)]
    other = server.phone(code, tokens[0])
    time.sleep(0.3)
    assert closed_with(tabs[0]) == 4409
    _, after = server.post(f"/api/rooms/{code}/act",
                           {"action": "clue", "values": {"clue": "x"}}, tokens[1])
    for phone in [*tabs[1:], other]:
        assert until(phone, lambda m: m.get("version", 0) >= after["version"])


def test_one_phone_cannot_take_every_worker(server):
    from concurrent.futures import ThreadPoolExecutor

    code, tokens = table(server, players=3)
    other, others = table(server, players=3)
    slow = {"action": "ponder", "values": {"seconds": 0.8}}
    with ThreadPoolExecutor(8) as pool:
        greedy = [pool.submit(server.post, f"/api/rooms/{code}/act", slow, tokens[1],
                              "127.0.0.7") for _ in range(6)]
        time.sleep(0.3)
        began = time.monotonic()
        status, _ = server.post(f"/api/rooms/{other}/act", {"action": "clue", "values": {
            "clue": "x"}}, others[1], "127.0.0.8")
        waited = time.monotonic() - began
        statuses = sorted(f.result()[0] for f in greedy)
    assert statuses == [200, 200, 200, 200, 503, 503]
    busy = next(f.result()[1] for f in greedy if f.result()[0] == 503)
    assert busy["error"] == "The game is busy. Try again in a moment."
    assert status == 200 and waited < 2.0  # another table plays on meanwhile (not 3 s)


def test_live_sockets_do_not_count_against_the_requests_in_flight(guess_game, tmp_path):  # noqa: F811
    """Red team IV, flaw 1: live WebSockets counted against the server's limit of
    requests in flight, so one client holding enough of them made every request, the
    page included, a 503. With a limit of 4, twelve live sockets leave the page alone."""
    server = Server(tmp_path / "rooms.sqlite3", limit=4)
    phones = []
    try:
        for _ in range(3):
            code, tokens = table(server, players=4)
            phones += [server.phone(code, token) for token in tokens]
        for phone in phones:
            assert until(phone, lambda m: m.get("type") == "snapshot")
        assert server.page_status() == 200
    finally:
        for phone in phones:
            phone.close()
        server.stop()


def test_one_address_holds_a_bounded_number_of_live_sockets(server, monkeypatch):
    from wisegen.serve import rooms_live

    monkeypatch.setattr(rooms_live, "MAX_LIVE_EACH", 5)
    code, tokens = table(server, players=4)
    phones = [server.phone(code, token) for token in tokens]  # 4, within the cap
    for phone in phones:
        assert until(phone, lambda m: m.get("type") == "snapshot")
    phones.append(server.phone(code, tokens[0]))  # the 5th: the last the cap allows
    assert until(phones[-1], lambda m: m.get("type") == "snapshot")
    sixth = server.phone(code, tokens[1])
    assert closed_with(sixth) == 1013
    for phone in [*phones, sixth]:
        phone.close()


def test_a_flood_of_messages_closes_the_flooding_socket(server):
    """Red team IV, flaw 4: tiny messages from two sockets of one's own room raised
    every other room's latency; a socket that sends more than the page ever does is
    closed (1008), and the other phones keep their room."""
    code, tokens = table(server, players=3)
    flooder, other = server.phone(code, tokens[1]), server.phone(code, tokens[2])
    assert until(other, lambda m: m.get("type") == "snapshot")
    from wisegen.serve.ws_protocol import MAX_MESSAGES

    for _ in range(MAX_MESSAGES + 1):  # one past the budget, then read (more would be
        flooder.send("x")              # written into a closed socket: a reset, no code)
    assert closed_with(flooder) == 1008
    status, _ = server.post(f"/api/rooms/{code}/act",
                            {"action": "clue", "values": {"clue": "a"}}, tokens[2])
    assert status == 200
    assert until(other, lambda m: m.get("type") == "snapshot")


def test_a_ping_flood_is_answered_only_so_far(server):
    """Red team IV, flaw 5: every ping queued a pong for a client that never read (the
    server grew by about 10 MB a second); past its budget the socket is closed (1008)."""
    code, tokens = table(server, players=2)
    pinger = server.phone(code, tokens[1])
    assert until(pinger, lambda m: m.get("type") == "snapshot")
    from wisegen.serve.ws_protocol import MAX_PINGS

    for _ in range(MAX_PINGS + 1):  # one past the budget, then read the close
        pinger.ping(b"p" * 100)
    assert closed_with(pinger) == 1008


def test_slow_request_bodies_wait_on_their_own_addresss_share(guess_game, tmp_path):  # noqa: F811
    """Red team IV, flaw 3: connections that send a POST's headers and then wait held the
    requests in flight, and everyone else got 503. One address may now hold a quarter of
    the limit: its slow bodies take its own share, and another address is answered."""
    server = Server(tmp_path / "rooms.sqlite3", limit=8)
    slow = []
    try:
        for _ in range(12):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=10,
                                            source_address=("127.0.0.2", 0))
            sock.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                         b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n"
                         % server.port)
            slow.append(sock)
        time.sleep(0.5)  # every slow request is in flight, waiting for its body
        assert server.page_status() == 200
    finally:
        for sock in slow:
            sock.close()
        server.stop()
