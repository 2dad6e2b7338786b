"""Rooms under load: 25 rooms x 6 phones against a real `wisegen serve` on loopback.

Starts `wisegen serve` as its own process on a free port with its own temporary `--db`,
opens `--rooms` rooms of `--phones` players, and gives every phone a WebSocket
(`/api/rooms/CODE/live`). Each room is then played by a driver thread that reads the
phones' views and acts the way a player would (a form filled in, a main button tapped:
the game is not named anywhere, so any flow can be driven), with `--think` seconds
between acts; the rooms are shared among `--clients` processes, so the phones' reader
threads do not queue on one interpreter lock. For every act it measures the time from
the act's POST leaving the phone to the moment every phone of that room holds the new
version on its WebSocket, and prints p50/p95 over all acts, the acts refused, the
server's own time for the act and its pushes (Server-Timing), its CPU per act and its
peak RSS (VmHWM). `--runs` fresh servers; the figures printed last are the medians of
the runs, with the load average they ran under (the figures mean little on a machine
busy with other work).

    .venv/bin/python bench/rooms.py [--game just-one] [--rooms 25] [--phones 6]
                                    [--seconds 15] [--runs 3] [--think 0.5] [--clients 5]
    .venv/bin/python bench/rooms.py --flow tests.test_rooms_api:GUESS   # a test flow

`--flow module:attribute` plays that `RoomFlow` under `--game`'s id (for a game whose
flow has not landed yet); the server is still `wisegen serve`, started through its
command-line entry point in a process that registered the flow first.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NAMES = ("Ana", "Bruno", "Celia", "Dawid", "Ewa", "Fred", "Gosia", "Hugo")
WORDS = ("river", "candle", "winter", "apple", "garden", "music", "bridge", "paper",
         "forest", "silver", "window", "travel", "pillow", "rocket", "spring")


def serve_only(port: str, db: str, game_id: str, flow: str | None) -> None:
    """The server process: register `flow` as `game_id`'s room (if given), then run the
    real command line `wisegen serve --port PORT --db DB`."""
    sys.path.insert(0, str(ROOT))
    if flow:
        from dataclasses import replace

        from wisegen.games import registry

        games = registry.all_games()
        games[game_id] = replace(games[game_id], room=flow)
        registry._by_name.cache_clear()
    from wisegen.cli import main

    sys.argv = ["wisegen", "serve", "--port", port, "--db", db]
    main()


def start(game_id: str, flow: str | None, db: Path) -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, __file__, "--serve-only", str(port), str(db),
               "--game", game_id, *(["--flow", flow] if flow else [])]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, cwd=ROOT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(400):
        try:
            urllib.request.urlopen(base + "/api/messages/en", timeout=1).read()
            break
        except OSError:
            time.sleep(0.05)
    return server, base


def cpu_seconds(pid: int) -> float:
    """The process's user + system CPU time so far, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mib(pid: int) -> float:
    """The process's peak resident memory (VmHWM), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def post(base: str, path: str, body: dict[str, Any], token: str | None = None,
         source: str | None = None) -> tuple[int, dict[str, Any]]:
    """POST `body` as JSON on a fresh connection from address `source` (each phone has
    its own loopback address, as each phone at a table has its own); status and JSON
    (status 0 when the connection failed)."""
    host, port = base.removeprefix("http://").split(":")
    headers = {"content-type": "application/json", "origin": base}
    if token:
        headers["authorization"] = f"Bearer {token}"
    connection = http.client.HTTPConnection(host, int(port), timeout=30,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request("POST", path, body=json.dumps(body).encode(), headers=headers)
        answer = connection.getresponse()
        data = json.loads(answer.read() or b"{}")
        timing = answer.headers.get("server-timing", "")
        if "dur=" in timing and isinstance(data, dict):
            data["_server_ms"] = float(timing.split("dur=")[1])
        return answer.status, data
    except OSError as exc:
        return 0, {"error": str(exc)}
    finally:
        connection.close()


class Phone:
    """One player's WebSocket, read by its own thread: the latest snapshot, and when
    each version first arrived."""

    def __init__(self, base: str, code: str, token: str, source: str) -> None:
        import websocket

        self.token = token
        self.source = source
        url = base.replace("http://", "ws://") + f"/api/rooms/{code}/live?token={token}"
        self.socket = websocket.create_connection(url, timeout=60, origin=base)
        self.latest: dict[str, Any] = {}
        self.arrived: dict[int, float] = {}
        self.changed = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            while True:
                raw = self.socket.recv()
                if not raw:
                    return
                now = time.perf_counter()
                message = json.loads(raw)
                if message.get("type") != "snapshot":
                    continue
                with self.changed:
                    self.arrived.setdefault(message["version"], now)
                    if message["version"] >= self.latest.get("version", 0):
                        self.latest = message
                    self.changed.notify_all()
        except Exception:  # the socket closed at the end of the run
            return

    def holds(self, version: int, timeout: float) -> float | None:
        """When this phone first held `version` or later (None: not within `timeout`)."""
        deadline = time.perf_counter() + timeout
        with self.changed:
            while True:
                times = [t for v, t in self.arrived.items() if v >= version]
                if times:
                    return min(times)
                left = deadline - time.perf_counter()
                if left <= 0:
                    return None
                self.changed.wait(left)

    def close(self) -> None:
        self.socket.close()


def moves(phone: Phone, rng: random.Random) -> list[tuple[int, str, dict[str, Any]]]:
    """What this phone's view lets its player do, best first: (rank, action, values)."""
    found = []
    for block in (phone.latest.get("view") or {}).get("blocks", []):
        if block["type"] == "form":
            values = {f["name"]: fill(f, rng) for f in block["fields"]}
            found.append((0 if not block.get("values") else 2, block["action"], values))
        elif block["type"] == "buttons":
            for button in block["buttons"]:
                rank = {"main": 1, "normal": 3}.get(button["tone"], 4)
                found.append((rank, button["action"], button["values"]))
    return found


def fill(field: dict[str, Any], rng: random.Random) -> Any:
    kind = field["type"]
    if kind == "int":
        return rng.randint(field.get("minimum", 0), field.get("maximum", 1))
    if kind == "bool":
        return False
    if kind == "choice":
        return (field.get("choices") or [""])[0]
    if kind in ("words", "tally"):
        return [rng.choice(WORDS)]
    return rng.choice(WORDS)


class Room:
    """One room of the run: its phones and the latencies of its acts."""

    def __init__(self, base: str, game_id: str, players: int, seed: int) -> None:
        self.base = base
        sources = [f"127.0.{seed % 250 + 1}.{n + 1}" for n in range(players)]
        status, made = post(base, "/api/rooms", {"game": game_id, "language": "en",
                                                 "name": NAMES[0]}, source=sources[0])
        if status != 200:
            raise SystemExit(f"cannot open a room of {game_id}: {made.get('error')}")
        self.code, tokens = made["room"], [made["token"]]
        for name in NAMES[1:players]:
            status, joined = post(base, f"/api/rooms/{self.code}/join", {"name": name},
                                  source=sources[len(tokens)])
            if status != 200:
                raise SystemExit(f"cannot join: {joined.get('error')}")
            tokens.append(joined["token"])
        self.phones = [Phone(base, self.code, token, source)
                       for token, source in zip(tokens, sources, strict=True)]
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.by_action: dict[str, list[float]] = {}
        self.server_ms: list[float] = []
        self.refused = 0
        self.lost = 0
        self.games = 0

    def begin(self) -> None:
        host, source = self.phones[0].token, self.phones[0].source
        post(self.base, f"/api/rooms/{self.code}/restart", {}, host, source)
        status, shot = post(self.base, f"/api/rooms/{self.code}/start", {"setup": {}}, host,
                            source)
        if status != 200:
            raise SystemExit(f"cannot start: {shot.get('error')}")
        self.wait_all(shot["version"])
        self.games += 1

    def wait_all(self, version: int) -> list[float | None]:
        return [phone.holds(version, 10.0) for phone in self.phones]

    def play(self, until: float, think: float) -> None:
        self.begin()
        while time.perf_counter() < until:
            options = [(rank, phone, action, values) for phone in self.phones
                       for rank, action, values in moves(phone, self.rng)]
            if not options:
                self.begin()  # the game is over (or waits on a timer): a new one
                continue
            best = min(rank for rank, *_ in options)
            _, phone, action, values = self.rng.choice(
                [o for o in options if o[0] == best])
            began = time.perf_counter()
            status, shot = post(self.base, f"/api/rooms/{self.code}/act",
                                {"action": action, "values": values}, phone.token,
                                phone.source)
            if status != 200:
                self.refused += 1
                time.sleep(think)
                continue
            if "_server_ms" in shot:
                self.server_ms.append(shot["_server_ms"])
            arrived = self.wait_all(shot["version"])
            if None in arrived:
                self.lost += 1
            else:
                ms = (max(t for t in arrived if t) - began) * 1000
                self.latencies.append(ms)
                self.by_action.setdefault(action, []).append(ms)
            time.sleep(think * self.rng.uniform(0.5, 1.5))

    def close(self) -> None:
        for phone in self.phones:
            phone.close()


def pct(values: list[float], p: int) -> float:
    if not values:
        return float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1] \
        if len(values) > 1 else values[0]


def play_share(base: str, game_id: str, phones: int, seeds: list[int], start_at: float,
               seconds: float, think: float) -> dict[str, Any]:
    """One client process's share of the rooms: open them, wait for `start_at` (wall
    clock, the same for every process), play for `seconds`; what was measured."""
    rooms = [Room(base, game_id, phones, seed) for seed in seeds]
    time.sleep(max(0.0, start_at - time.time()))
    own_before = time.process_time()
    until = time.perf_counter() + seconds
    threads = [threading.Thread(target=room.play, args=(until, think)) for room in rooms]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    own = time.process_time() - own_before
    for room in rooms:
        room.close()
    return {"latencies": [ms for room in rooms for ms in room.latencies],
            "server_ms": [ms for room in rooms for ms in room.server_ms],
            "by_action": [(a, ms) for room in rooms for a, v in room.by_action.items()
                          for ms in v],
            "refused": sum(room.refused for room in rooms),
            "lost": sum(room.lost for room in rooms),
            "games": sum(room.games for room in rooms), "cpu": own}


def one_run(args: argparse.Namespace, number: int) -> dict[str, float]:
    """A fresh server; the rooms shared among `--clients` processes (each phone's
    socket read by a thread: one process alone would measure its own GIL)."""
    import multiprocessing

    with tempfile.TemporaryDirectory() as folder:
        server, base = start(args.game, args.flow, Path(folder) / "rooms.sqlite3")
        try:
            seeds = [number * 1000 + i for i in range(args.rooms)]
            shares = [seeds[k::args.clients] for k in range(args.clients)]
            start_at = time.time() + 3.0 + 0.3 * args.rooms
            with multiprocessing.get_context("fork").Pool(args.clients) as pool:
                pending = [pool.apply_async(play_share, (
                    base, args.game, args.phones, share, start_at, args.seconds,
                    args.think)) for share in shares if share]
                time.sleep(max(0.0, start_at - time.time()))
                cpu_before = cpu_seconds(server.pid)
                results = [p.get(timeout=args.seconds + 120) for p in pending]
            peak = peak_rss_mib(server.pid)
            cpu = cpu_seconds(server.pid) - cpu_before
        finally:
            server.terminate()
            server.wait(timeout=15)
    own = sum(r["cpu"] for r in results)
    latencies = [ms for r in results for ms in r["latencies"]]
    actions: dict[str, list[float]] = {}
    for r in results:
        for action, ms in r["by_action"]:
            actions.setdefault(action, []).append(ms)
    figures = {"acts": len(latencies), "p50": pct(latencies, 50), "p95": pct(latencies, 95),
               "max": max(latencies, default=float("nan")), "peak": peak,
               "refused": sum(r["refused"] for r in results),
               "lost": sum(r["lost"] for r in results),
               "games": sum(r["games"] for r in results),
               "cpu_ms": cpu * 1000 / max(1, len(latencies)),
               "server_p95": pct([ms for r in results for ms in r["server_ms"]], 95)}
    print(f"run {number + 1}: {figures['acts']:.0f} acts in {args.seconds:g} s "
          f"({figures['games']:.0f} games begun, {figures['refused']:.0f} refused, "
          f"{figures['lost']:.0f} not seen by every phone in 10 s); act -> every phone: "
          f"p50 {figures['p50']:.1f} ms, p95 {figures['p95']:.1f} ms, "
          f"max {figures['max']:.0f} ms; server peak RSS {peak:.0f} MiB", flush=True)
    print(f"   CPU: server {cpu:.1f} s ({figures['cpu_ms']:.1f} ms an act, pushes included), "
          f"this bench's phones {own:.1f} s; in the server, act + pushes sent: p95 "
          f"{figures['server_p95']:.1f} ms (Server-Timing)", flush=True)
    print("   by action: " + "; ".join(
        f"{action} x{len(ms)} p50 {pct(ms, 50):.0f} p95 {pct(ms, 95):.0f} ms"
        for action, ms in sorted(actions.items())), flush=True)
    return figures


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--serve-only":
        parser = argparse.ArgumentParser()
        parser.add_argument("--serve-only", nargs=2)
        parser.add_argument("--game")
        parser.add_argument("--flow")
        args = parser.parse_args()
        serve_only(*args.serve_only, args.game, args.flow)
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="just-one")
    parser.add_argument("--flow", help="module:attribute of a RoomFlow to play as --game")
    parser.add_argument("--rooms", type=int, default=25)
    parser.add_argument("--phones", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--think", type=float, default=0.5,
                        help="seconds between a room's acts (a player's pause), on average")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--clients", type=int, default=5,
                        help="processes the phones are shared among")
    args = parser.parse_args()
    runs = [one_run(args, n) for n in range(args.runs)]
    med = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    print(f"{args.rooms} rooms x {args.phones} phones ({args.game}"
          f"{', flow ' + args.flow if args.flow else ''}), median of {args.runs} runs: "
          f"act -> every phone p50 {med['p50']:.1f} ms, p95 {med['p95']:.1f} ms "
          f"(goal <= 100 ms; in the server {med['server_p95']:.1f} ms); {med['acts']:.0f} "
          f"acts per run; server peak RSS {med['peak']:.0f} MiB; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
