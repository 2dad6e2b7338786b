"""The rooms' SQLite store: what it keeps, what it never keeps (tokens), what survives a
restart, what goes after a day idle, and `wisegen serve --db`.
"""

from __future__ import annotations

import sqlite3

import pytest
from typer.testing import CliRunner

from tests.test_rooms_api import auth, guess_game, open_room  # noqa: F401
from wisegen.serve.app import create_app
from wisegen.usecases.room_rules import RoomError
from wisegen.usecases.room_store import (
    SCHEMA_VERSION,
    SqliteRoomStore,
    StoredRoom,
    StoredSeat,
    default_db_path,
)
from wisegen.usecases.rooms import Rooms

TestClient = pytest.importorskip("starlette.testclient").TestClient


def test_a_room_round_trips_through_the_file(tmp_path):
    db = tmp_path / "rooms.sqlite3"
    store = SqliteRoomStore(db)
    room = StoredRoom(code="K7QXP2", game="toy-guess", language="pl", host="p1",
                      seats=[StoredSeat("p1", "Zażółć", "ab" * 32)],
                      setup={"rounds": 3}, state={"secret": "łąka", "nested": [1, None]},
                      version=7, created=10.0, updated=20.0)
    store.save(room)
    store.close()
    again = SqliteRoomStore(db)
    assert again.load("K7QXP2") == room and again.load("AAAAAA") is None
    assert again.count() == 1 and again.codes() == ["K7QXP2"]
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_newer_schema_is_refused_not_misread(tmp_path):
    db = tmp_path / "rooms.sqlite3"
    with sqlite3.connect(db) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(sqlite3.DatabaseError, match="newer wisegen"):
        SqliteRoomStore(db)


def test_a_version_1_file_is_migrated_and_keeps_its_rooms(tmp_path):
    db = tmp_path / "rooms.sqlite3"
    with sqlite3.connect(db) as raw:
        raw.execute("CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, language "
                    "TEXT NOT NULL, host TEXT NOT NULL, seats TEXT NOT NULL, setup TEXT NOT "
                    "NULL, state TEXT, version INTEGER NOT NULL, created REAL NOT NULL, "
                    "updated REAL NOT NULL)")
        raw.execute("INSERT INTO rooms VALUES ('K7QXP2', 'toy-guess', 'en', 'p1', "
                    "'[{\"id\": \"p1\", \"name\": \"Ana\", \"token_sha256\": \"ab\"}]', "
                    "'{}', NULL, 3, 1.0, 2.0)")
        raw.execute("PRAGMA user_version = 1")
    store = SqliteRoomStore(db)
    room = store.load("K7QXP2")
    assert room is not None and room.version == 3 and room.acts == {}
    room.acts = {"p1": ["a1b2c3d4e5f6"]}
    store.save(room)
    assert store.load("K7QXP2").acts == {"p1": ["a1b2c3d4e5f6"]}


def test_an_act_sent_again_is_applied_once(guess_game, tmp_path):  # noqa: F811
    """Issue 46: an act sent while the server was away is sent again when it returns;
    its id makes the second one a no-op (the room's version does not move)."""
    with TestClient(create_app(isolate=False, db=tmp_path / "rooms.sqlite3")) as client:
        code, tokens = open_room(client, players=3)
        client.post(f"/api/rooms/{code}/start", json={}, headers=auth(tokens[0]))
        act = {"action": "clue", "values": {"clue": "light"}, "act_id": "0123456789abcdef"}
        first = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]), json=act)
        again = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]), json=act)
        assert first.status_code == again.status_code == 200
        assert again.json()["version"] == first.json()["version"]
        other = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]),
                            json={**act, "act_id": "fedcba9876543210"})
        assert other.json()["version"] == first.json()["version"] + 1
        bad = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]),
                          json={**act, "act_id": "<script>"})
        assert bad.status_code == 422


def test_a_restarted_server_has_the_same_rooms_players_and_tokens(guess_game, tmp_path):  # noqa: F811
    db = tmp_path / "rooms.sqlite3"
    with TestClient(create_app(isolate=False, db=db)) as first:
        code, tokens = open_room(first, players=3)
        first.post(f"/api/rooms/{code}/start", json={}, headers=auth(tokens[0]))
        first.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]),
                   json={"action": "clue", "values": {"clue": "light"}})
        before = first.get(f"/api/rooms/{code}", headers=auth(tokens[1])).json()
    raw = db.read_bytes() + (tmp_path / "rooms.sqlite3-wal").read_bytes() \
        if (tmp_path / "rooms.sqlite3-wal").exists() else db.read_bytes()
    assert not any(token.encode() in raw for token in tokens)  # only their SHA-256
    with TestClient(create_app(isolate=False, db=db)) as second:
        after = second.get(f"/api/rooms/{code}", headers=auth(tokens[1])).json()
        assert {k: v for k, v in after.items() if k != "now"} == \
            {k: v for k, v in before.items() if k != "now"}
        played = second.post(f"/api/rooms/{code}/act", headers=auth(tokens[2]),
                             json={"action": "clue", "values": {"clue": "lamp"}})
        assert played.status_code == 200 and played.json()["view"]["phase"] == "guess"
        assert second.get(f"/api/rooms/{code}", headers=auth("x" * 22)).status_code == 403


def test_rooms_idle_for_a_day_go_at_start_up(guess_game, tmp_path):  # noqa: F811
    db = tmp_path / "rooms.sqlite3"
    clock = [1_000_000.0]
    rooms = Rooms(SqliteRoomStore(db), clock=lambda: clock[0])
    old = rooms.create("toy-guess", "en", "Ana")["room"]
    clock[0] += 20 * 3600
    fresh = rooms.create("toy-guess", "en", "Ben")["room"]
    clock[0] += 5 * 3600  # old: 25 h idle; fresh: 5 h
    assert rooms.prune() == 1
    assert rooms.store.load(old) is None and rooms.store.load(fresh) is not None


def test_the_number_of_rooms_is_bounded(guess_game, tmp_path):  # noqa: F811
    rooms = Rooms(SqliteRoomStore(tmp_path / "r.sqlite3"), max_rooms=3)
    for name in ("A", "B", "C"):
        rooms.create("toy-guess", "en", name)
    with pytest.raises(RoomError) as full:
        rooms.create("toy-guess", "en", "D")
    assert full.value.status == 503 and full.value.key == "too_many_rooms"


def test_the_default_file_is_in_the_users_data_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "wisegen" / "rooms.sqlite3"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_db_path() == tmp_path / "home" / ".local" / "share" / "wisegen" / \
        "rooms.sqlite3"


@pytest.mark.parametrize("where", ["folder", "not-a-database", "under-a-file"])
def test_a_bad_db_path_is_a_one_line_usage_error(tmp_path, where):
    from wisegen.cli import app

    target = {"folder": tmp_path,
              "not-a-database": tmp_path / "notes.txt",
              "under-a-file": tmp_path / "notes.txt" / "rooms.sqlite3"}[where]
    (tmp_path / "notes.txt").write_text("these are not rooms\n" * 200)
    result = CliRunner().invoke(app, ["serve", "--port", "8811", "--db", str(target)])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "--db" in lines[0] and "Traceback" not in result.output
