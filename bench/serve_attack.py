"""Stall attempts against `wisegen serve` beside 20 honest phones (issue #25 items 1, 3, 5).

Each phase starts a fresh server (serve_load.start), warms it, and runs serve_load's 20
honest clients for `--seconds` while one attacker does one thing:

- none:   no attack (the baseline p95);
- costly: item 1, 4 threads posting, in turn, a Mistrz Słowa `solve` of ten jokers with a
          `top` of 10⁹ and `any_dice` (18 s and 120 MB unbounded; now refused on the
          declared ranges) and the dearest solve the page accepts, over and over;
- idle:   item 3, 255 sockets that never send a byte, the closed ones reopened every 0.5 s;
- cross:  item 5, 4 threads posting the costly body as `text/plain` with a foreign Origin,
          as a web page anyone visits could.

The honest clients post from 127.0.1.N (one address per phone, as at a table) and the
attacker from 127.0.0.2, so the server tells them apart as it would on the LAN. Prints,
per phase, the honest clients' requests, non-200 answers, p50/p95 and p95 against the
baseline (goal: within 2x, and every honest request answered 200), and what the
attacker got (status: count; 0 is no answer within 10 s or a socket the server closed,
-1 the idle sockets still open at the end).

    .venv/bin/python bench/serve_attack.py [--clients 20] [--seconds 10]
"""

from __future__ import annotations

import argparse
import http.client
import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable

from serve_load import MIX, load, pct, post, start, stop

ATTACKER = "127.0.0.2"
COSTLY = {"check": "solve", "game": "mistrz-slowa", "roll": "* * * * * * * * * *",
          "top": 1_000_000_000, "any_dice": True}
"""The issue's 101-byte request: refused on its declared ranges since they landed."""
DEAREST = {"check": "solve", "game": "mistrz-slowa", "roll": "W K D Z G * O A ~ ~",
           "top": 50, "any_form": True}
"""A dear request the page still accepts: the largest `top`, a joker and two ogoneks
(the README's roll), and nouns in any case (the search over every inflected form)."""


def costly(base: str, until: float, tally: dict[int, int]) -> None:
    """Item 1: the issue's costly solve and the dearest accepted one, in turn, again and
    again, as JSON from the attacker's address."""
    turn = 0
    while time.perf_counter() < until:
        turn += 1
        try:
            status, _ = post(base, "/api/check", DEAREST if turn % 2 else COSTLY, ATTACKER)
        except OSError:
            status = 0
        tally[status] = tally.get(status, 0) + 1


def cross(base: str, until: float, tally: dict[int, int]) -> None:
    """Item 5: the costly body as a cross-site `text/plain` POST with a foreign Origin."""
    host, port = base.removeprefix("http://").split(":")
    while time.perf_counter() < until:
        connection = http.client.HTTPConnection(host, int(port), timeout=10,
                                                source_address=(ATTACKER, 0))
        try:
            connection.request("POST", "/api/check", body=json.dumps(COSTLY).encode(),
                               headers={"content-type": "text/plain",
                                        "origin": "http://evil.example"})
            status = connection.getresponse().status
        except OSError:
            status = 0
        finally:
            connection.close()
        tally[status] = tally.get(status, 0) + 1


def idle(base: str, until: float, tally: dict[int, int]) -> None:
    """Item 3: 255 silent sockets held open; every 0.5 s the closed ones are reopened."""
    host, port = base.removeprefix("http://").split(":")
    sockets: list[socket.socket] = []
    try:
        while time.perf_counter() < until:
            for sock in [s for s in sockets if _closed(s)]:
                sockets.remove(sock)
                sock.close()
                tally[0] = tally.get(0, 0) + 1  # 0: closed by the server
            while len(sockets) < 255 and time.perf_counter() < until:
                try:
                    sockets.append(socket.create_connection(
                        (host, int(port)), timeout=2, source_address=(ATTACKER, 0)))
                except OSError:
                    break
            time.sleep(0.5)
    finally:
        for sock in sockets:
            sock.close()
    tally[-1] = len(sockets)  # -1: still open at the end


def _closed(sock: socket.socket) -> bool:
    sock.setblocking(False)
    try:
        return sock.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


ATTACKS: dict[str, tuple[Callable[[str, float, dict[int, int]], None], int]] = {
    "none": (lambda base, until, tally: None, 0),
    "costly": (costly, 4),
    "idle": (idle, 1),
    "cross": (cross, 4),
}


def attack(name: str, base: str, seconds: float) -> None:
    """The attacker process: attack `name` for `seconds`; prints its tally as JSON."""
    function, threads = ATTACKS[name]
    tally: dict[int, int] = {}
    until = time.perf_counter() + seconds
    workers = [threading.Thread(target=function, args=(base, until, tally), daemon=True)
               for _ in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join(timeout=seconds + 15)
    print(json.dumps(tally))


def phase(name: str, clients: int, seconds: float) -> tuple[list[float], int]:
    """One fresh server, the honest load and attack `name` (its own process, so it does
    not share the honest clients' interpreter lock); prints and returns the honest
    latencies and how many honest requests were not answered 200."""
    server, base = start()
    attacker = None
    try:
        for path, body in MIX:
            post(base, path, body)
        if ATTACKS[name][1]:
            attacker = subprocess.Popen([sys.executable, __file__, "--attacker", name,
                                         "--base", base, "--seconds", str(seconds + 1)],
                                        stdout=subprocess.PIPE, text=True)
            time.sleep(1.0)  # let the attack take hold first
        sources = [f"127.0.1.{n + 1}" for n in range(clients)]
        latencies, _, statuses = load(base, clients, seconds, sources)
        tally = attacker.communicate(timeout=60)[0].strip() if attacker else ""
    finally:
        if attacker is not None and attacker.poll() is None:
            attacker.kill()
            attacker.wait()
        stop(server)
    refused = sum(count for status, count in statuses.items() if status != 200)
    print(f"{name:>6}: {len(latencies):5d} honest requests, {refused} not 200 "
          f"{statuses}, p50 {pct(latencies, 50):7.1f} ms, p95 {pct(latencies, 95):7.1f} ms"
          + (f"; attacker got {tally}" if tally else ""))
    return latencies, refused


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--attacks", default="costly,idle,cross")
    parser.add_argument("--attacker", help=argparse.SUPPRESS)
    parser.add_argument("--base", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.attacker:
        attack(args.attacker, args.base, args.seconds)
        return
    baseline = pct(phase("none", args.clients, args.seconds)[0], 95)
    for name in args.attacks.split(","):
        latencies, refused = phase(name, args.clients, args.seconds)
        p95 = pct(latencies, 95)
        verdict = ("ok" if p95 <= 2 * baseline and not refused else
                   "honest requests refused" if refused else "OVER the 2x goal")
        print(f"        {name}: honest p95 {p95 / baseline:.2f}x the baseline ({verdict})")


if __name__ == "__main__":
    main()
