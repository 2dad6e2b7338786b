"""Where rooms live between requests and across restarts: a `RoomStore`, kept in SQLite.

A room is small (a dozen players, a game state of a few kilobytes), and one
`wisegen serve` process owns its rooms, so the store is one SQLite file in WAL mode
(readers never wait for the writer; a crash loses nothing committed) with one table.
Players' tokens are never stored, only their SHA-256: a copied database file does not
let anyone act as a player.

Moving to a shared store, if several server processes were ever needed: `RoomStore` is
the whole interface the rooms use (`load`, `save`, `delete_idle`, `count`, `codes`), so a
PostgreSQL implementation would keep this very table (`state` as JSONB) and make `save`
an `UPDATE ... WHERE version = old` (optimistic concurrency replacing the per-room lock of
one process: a loser re-reads and re-applies its action). Each process keeps its own
phones' WebSockets; after a save it would `NOTIFY rooms, '<code>:<version>'`, and every
process `LISTEN`s and pushes the new snapshot to the phones it holds (Redis pub/sub on a
channel per room does the same job). Timers (`due`) would be claimed by one process with
`SELECT ... FOR UPDATE SKIP LOCKED` so a deadline fires once. Nothing above the store,
flows least of all, would change.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol

SCHEMA_VERSION = 2
"""`PRAGMA user_version` of a rooms file this code reads; an older one is migrated
(MIGRATIONS: 1 -> 2 adds each player's recent act ids)."""
IDLE_SECONDS = 24 * 3600.0
"""A room nobody has touched for this long is removed when the server starts."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code     TEXT PRIMARY KEY,
    game     TEXT NOT NULL,
    language TEXT NOT NULL,
    host     TEXT NOT NULL,
    seats    TEXT NOT NULL,
    setup    TEXT NOT NULL,
    state    TEXT,
    version  INTEGER NOT NULL,
    created  REAL NOT NULL,
    updated  REAL NOT NULL,
    acts     TEXT NOT NULL DEFAULT '{}'
)
"""
MIGRATIONS = {1: "ALTER TABLE rooms ADD COLUMN acts TEXT NOT NULL DEFAULT '{}'"}
"""The statement that takes a rooms file from each schema version to the next."""


@dataclass
class StoredSeat:
    """A player as stored: seat id, name, and the SHA-256 (hex) of their token."""

    id: str
    name: str
    token_hash: str

    def as_json(self) -> dict[str, str]:
        return {"id": self.id, "name": self.name, "token_sha256": self.token_hash}


@dataclass
class StoredRoom:
    """One room: its game and table language, its players, and its game state
    (None in the lobby, before the host starts a game or after a restart)."""

    code: str
    game: str
    language: str
    host: str
    seats: list[StoredSeat] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    state: dict[str, Any] | None = None
    version: int = 1
    created: float = 0.0
    updated: float = 0.0
    acts: dict[str, list[str]] = field(default_factory=dict)
    """Each seat's most recent act ids (rooms.MAX_ACT_IDS): an act sent again after a
    lost connection is recognised and applied at most once."""


class RoomStore(Protocol):
    """What the rooms need from a store; one process at a time writes a given room."""

    def load(self, code: str) -> StoredRoom | None:
        """The room with this code, or None."""
        ...

    def save(self, room: StoredRoom) -> None:
        """Insert or replace the room (its `version` was already raised by the caller)."""
        ...

    def delete_idle(self, before: float) -> int:
        """Remove rooms last updated before `before` (server clock); how many went."""
        ...

    def count(self) -> int:
        """How many rooms are stored."""
        ...

    def codes(self) -> list[str]:
        """Every stored room's code (to re-arm timers at start-up)."""
        ...


def default_db_path() -> Path:
    """`$XDG_DATA_HOME/wisegen/rooms.sqlite3`, else `~/.local/share/wisegen/...`."""
    base = os.environ.get("XDG_DATA_HOME") or ""
    root = Path(base) if base and Path(base).is_absolute() else \
        Path.home() / ".local" / "share"
    return root / "wisegen" / "rooms.sqlite3"


class StoreInUse(Exception):
    """Another process keeps its rooms in this file (its pid, when it wrote one)."""

    def __init__(self, pid: str) -> None:
        super().__init__(pid)
        self.pid = pid


def hold_alone(path: Path) -> IO[str]:
    """Hold the rooms' file for this process alone until the handle returned is closed
    (the process ending closes it too): an exclusive lock on `PATH.lock`, taken without
    waiting. Two servers on one SQLite file would each keep their own rooms in memory
    and answer moves 200 that the other overwrites (red team IV, flaw 9); StoreInUse
    when another holds it."""
    import fcntl

    handle = open(path.with_name(path.name + ".lock"), "a+", encoding="utf-8")  # noqa: SIM115
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        pid = handle.read(16).strip()
        handle.close()
        raise StoreInUse(pid) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle


class SqliteRoomStore:
    """`RoomStore` in one SQLite file (or `:memory:`), safe to call from worker threads."""

    def __init__(self, path: Path | str = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        with self._lock:
            self._db.execute("PRAGMA busy_timeout = 5000")
            if self.path != ":memory:":
                self._db.execute("PRAGMA journal_mode = WAL")
                self._db.execute("PRAGMA synchronous = NORMAL")  # durable at each checkpoint
            self._migrate()

    def _migrate(self) -> None:
        found = self._db.execute("PRAGMA user_version").fetchone()[0]
        if found > SCHEMA_VERSION:
            raise sqlite3.DatabaseError(
                f"the rooms file was written by a newer wisegen (schema {found})")
        exists = self._db.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rooms'").fetchone()
        if exists and found < SCHEMA_VERSION:
            for version in range(max(found, 1), SCHEMA_VERSION):
                self._db.execute(MIGRATIONS[version])
        self._db.execute(_SCHEMA)
        self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def load(self, code: str) -> StoredRoom | None:
        with self._lock:
            row = self._db.execute(
                "SELECT code, game, language, host, seats, setup, state, version, created, "
                "updated, acts FROM rooms WHERE code = ?", (code,)).fetchone()
        if row is None:
            return None
        seats = [StoredSeat(s["id"], s["name"], s["token_sha256"]) for s in json.loads(row[4])]
        return StoredRoom(code=row[0], game=row[1], language=row[2], host=row[3], seats=seats,
                          setup=json.loads(row[5]),
                          state=None if row[6] is None else json.loads(row[6]),
                          version=row[7], created=row[8], updated=row[9],
                          acts=json.loads(row[10]))

    def save(self, room: StoredRoom) -> None:
        seats = json.dumps([seat.as_json() for seat in room.seats], ensure_ascii=False)
        state = None if room.state is None else json.dumps(room.state, ensure_ascii=False)
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO rooms (code, game, language, host, seats, setup, "
                "state, version, created, updated, acts) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (room.code, room.game, room.language, room.host, seats,
                 json.dumps(room.setup, ensure_ascii=False), state, room.version,
                 room.created, room.updated, json.dumps(room.acts)))

    def delete_idle(self, before: float) -> int:
        with self._lock:
            return self._db.execute("DELETE FROM rooms WHERE updated < ?", (before,)).rowcount

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM rooms").fetchone()[0])

    def codes(self) -> list[str]:
        with self._lock:
            return [row[0] for row in self._db.execute("SELECT code FROM rooms")]

    def close(self) -> None:
        with self._lock:
            self._db.close()
