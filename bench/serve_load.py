"""Load on loopback: 20 concurrent clients for 10 s against `wisegen serve`'s API.

Starts `wisegen serve` as its own process on a free port (so the clients' threads do not
share its interpreter lock), warms each kind of
ruling once, then lets 20 threads post a mix of clue, match, word and score requests
(one connection per request, as phones would) and prints requests, errors,
client-side p50/p95 latency and the server-side ruling time (Server-Timing) p50/p95.

    .venv/bin/python bench/serve_load.py [--clients 20] [--seconds 10]
"""

from __future__ import annotations

import argparse
import http.client
import json
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

MIX = [
    ("/api/check", {"check": "clue", "game": "just-one", "secret": "weather",
                    "clues": ["whether", "rain", "umbrella"]}),
    ("/api/check", {"check": "clues", "game": "just-one", "secret": "king",
                    "clues": ["prince", "princess", "crown"]}),
    ("/api/check", {"check": "match", "game": "three-wise-words", "lang": "fr",
                    "clue": "outil", "guess": "outillage"}),
    ("/api/check", {"check": "word", "game": "mistrz-slowa", "word": "kot",
                    "roll": "B K T * G H A O ~ ?"}),
    ("/api/score/just-one", {"results": "S,S,F,S,K,S,S"}),
]


def post(base: str, path: str, body: dict, source: str | None = None
         ) -> tuple[int, float | None]:
    """POST `body` as JSON on a fresh connection (from address `source`, if given)."""
    host, port = base.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request("POST", path, body=json.dumps(body).encode(),
                           headers={"content-type": "application/json"})
        response = connection.getresponse()
        response.read()
        timing = response.headers.get("server-timing", "")
        return response.status, float(timing.split("dur=")[1]) if "dur=" in timing else None
    finally:
        connection.close()


def pct(values: list[float], p: float) -> float:
    return statistics.quantiles(values, n=100)[p - 1] if len(values) > 1 else values[0]


def start() -> tuple[subprocess.Popen, str]:
    """`wisegen serve` in its own process on a free port, answering; and its base URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "wisegen", "serve", "--port", str(port)],
                              stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            urllib.request.urlopen(base + "/", timeout=1).read()
            break
        except OSError:
            time.sleep(0.05)
    return server, base


def stop(server: subprocess.Popen) -> None:
    server.send_signal(signal.SIGINT)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def load(base: str, clients: int, seconds: float, sources: list[str] | None = None
         ) -> tuple[list[float], list[float], dict[int, int]]:
    """`clients` threads posting MIX for `seconds`: latencies (ms), rulings (ms), statuses.

    Client n posts from `sources[n % len(sources)]` when given (one address per phone).
    """
    latencies: list[float] = []
    rulings: list[float] = []
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds

    def client(number: int) -> None:
        i = number
        source = sources[number % len(sources)] if sources else None
        while time.perf_counter() < stop_at:
            path, body = MIX[i % len(MIX)]
            i += 1
            began = time.perf_counter()
            try:
                status, ruling = post(base, path, body, source)
            except OSError:
                status, ruling = 0, None
            elapsed = (time.perf_counter() - began) * 1000
            with lock:
                latencies.append(elapsed)
                statuses[status] = statuses.get(status, 0) + 1
                if ruling is not None:
                    rulings.append(ruling)

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, rulings, statuses


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    server, base = start()
    start_time = time.perf_counter()
    for path, body in MIX:
        post(base, path, body)
    print(f"warm-up (cold loads): {time.perf_counter() - start_time:.2f} s")
    latencies, rulings, statuses = load(base, args.clients, args.seconds)
    stop(server)
    errors = sum(count for status, count in statuses.items() if status != 200)
    print(f"{args.clients} clients, {args.seconds:g} s: {len(latencies)} requests "
          f"({len(latencies) / args.seconds:.0f}/s), {errors} errors, statuses {statuses}")
    print(f"latency at the client: p50 {pct(latencies, 50):.1f} ms, "
          f"p95 {pct(latencies, 95):.1f} ms")
    print(f"ruling time in the server: p50 {pct(rulings, 50):.2f} ms, "
          f"p95 {pct(rulings, 95):.2f} ms")


if __name__ == "__main__":
    main()
