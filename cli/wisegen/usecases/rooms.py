"""Rooms: a table of phones playing one game, whatever the game (games/room.py's flows).

The server's routes (serve/rooms*.py) call `Rooms` and nothing else: it creates and joins
rooms, starts, plays and restarts games through the game's `RoomFlow`, and builds each
player's snapshot with only what that player's `view` shows. It knows no game: the
flow is found from `Game.room`, the setup is checked with the flow's own `Field`s, and
every refusal is a catalogue key worded in the asking phone's language.

Every call runs on a worker thread (a flow may run the referee); one room's calls take
turns behind that room's lock, so two phones acting at once never lose an action.
Players are known by a token (128 random bits) the room hands out once; the store keeps
only its SHA-256.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import secrets
import threading
import time
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from wisegen.errors import WisegenError
from wisegen.games.base import Game, load_attribute
from wisegen.games.room import Refused, RoomFlow, Seat
from wisegen.lang.messages import say
from wisegen.usecases.room_rules import (
    RoomError,
    check_setup,
    clean_name,
    language_code,
    new_code,
    normal_code,
    same_name,
    shown_code,
)
from wisegen.usecases.room_store import IDLE_SECONDS, RoomStore, StoredRoom, StoredSeat

ACT_ID = re.compile(r"[0-9a-zA-Z_-]{8,40}")
"""What an act id looks like (the page sends 24 hex digits)."""
MAX_ACT_IDS = 20
"""Act ids remembered per seat: far more than a phone has waiting at once."""
MAX_SEATS_KEPT = 16
"""Tokens remembered per room kept, at most, before the list is read again from the store."""
MAX_ROOMS = 500
"""Rooms one server keeps at most; creating one more is refused until some go idle."""
LOG = logging.getLogger("wisegen.rooms")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def room_game(game_id: str) -> Game:
    """The registered game `game_id` that declares a room flow, or RoomError 404."""
    from wisegen.games.registry import get_game

    try:
        game = get_game(str(game_id)[:64])
    except WisegenError:
        raise RoomError(404, "unknown_game") from None
    if not game.room:
        raise RoomError(404, "unknown_game")
    return game


def room_flow(game_id: str) -> RoomFlow:
    flow: RoomFlow = load_attribute(room_game(game_id).room or "")
    return flow


class Rooms:
    """Every room of one server, over a `RoomStore`; `clock` is the server's time."""

    def __init__(self, store: RoomStore, clock: Callable[[], float] = time.time,
                 max_rooms: int = MAX_ROOMS) -> None:
        self.store = store
        self.clock = clock
        self.max_rooms = max_rooms
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()
        self._tokens: set[str] = set()
        """The digests of the tokens this server issued or found in its store: what a
        blocked address may still show (serve/rooms_guard.py), checked with no room
        looked up."""

    def _issue(self, token: str) -> None:
        """Add a new player's token to the list; bounded by the rooms kept."""
        self._tokens.add(hash_token(token))
        if len(self._tokens) > self.max_rooms * MAX_SEATS_KEPT:
            self.remember_tokens()

    def issued(self, token: str | None) -> bool:
        """Is `token` one this server's rooms know? (No room is loaded to tell.)"""
        return bool(token) and hash_token(token or "") in self._tokens

    def remember_tokens(self) -> None:
        """Learn the players' tokens of every stored room (at start-up, and again when
        the list outgrows the rooms a server keeps: the removed rooms' tokens go)."""
        fresh: set[str] = set()
        for code in self.store.codes():
            room = self.store.load(code)
            if room is not None:
                fresh.update(seat.token_hash for seat in room.seats)
        self._tokens = fresh  # swapped whole: a lookup meanwhile sees the old list

    # -- bookkeeping ---------------------------------------------------------------------

    def prune(self) -> int:
        """Remove rooms idle for over a day (at start-up); how many went."""
        return self.store.delete_idle(self.clock() - IDLE_SECONDS)

    @contextmanager
    def _room(self, code: str) -> Iterator[StoredRoom]:
        """The room under its lock (one call of a room at a time), or RoomError 404."""
        code = normal_code(code)
        with self._guard:
            lock = self._locks.setdefault(code, threading.Lock())
        with lock:
            room = self.store.load(code) if code else None
            if room is None:
                with self._guard:  # a guessed code leaves no lock behind
                    self._locks.pop(code, None)
                raise RoomError(404, "no_such_room")
            yield room

    def _changed(self, room: StoredRoom) -> None:
        room.version += 1
        room.updated = self.clock()
        self.store.save(room)

    @staticmethod
    def seat_of(room: StoredRoom, token: str | None) -> StoredSeat:
        """The player whose token this is, or RoomError 403."""
        if token:
            digest = hash_token(token)
            for seat in room.seats:
                if hmac.compare_digest(seat.token_hash, digest):
                    return seat
        raise RoomError(403, "bad_token")

    def _host(self, room: StoredRoom, token: str | None) -> StoredSeat:
        seat = self.seat_of(room, token)
        if seat.id != room.host:
            raise RoomError(403, "not_host")
        return seat

    # -- the lobby -----------------------------------------------------------------------

    def create(self, game_id: Any, language: Any, name: Any) -> dict[str, str]:
        """A new room of `game_id` with its creator as host (seat p1)."""
        game = room_game(game_id)
        clean = clean_name(name)
        code_lang = language_code(language, fallback=game.default_language, strict=False)
        room_flow(game.id)  # a flow that cannot load is refused before a room exists
        if self.store.count() >= self.max_rooms:
            self.prune()
            if self.store.count() >= self.max_rooms:
                raise RoomError(503, "too_many_rooms")
        token = secrets.token_urlsafe(16)
        now = self.clock()
        with self._guard:
            code = new_code()
            while self.store.load(code) is not None:
                code = new_code()
            room = StoredRoom(code=code, game=game.id, language=code_lang, host="p1",
                              seats=[StoredSeat("p1", clean, hash_token(token))],
                              created=now, updated=now)
            self.store.save(room)
        self._issue(token)
        return {"room": code, "seat": "p1", "token": token}

    def join(self, code: str, name: Any, token: str | None = None,
             reconnect_only: bool = False) -> dict[str, str]:
        """A seat for a new player (lobby only); a player's own token just reconnects
        (and with `reconnect_only`, nothing else is accepted: RoomError bad_token)."""
        with self._room(code) as room:
            if token or reconnect_only:
                try:
                    seat = self.seat_of(room, token)
                except RoomError:
                    if reconnect_only:
                        raise
                else:
                    return {"room": room.code, "seat": seat.id, "token": token or ""}
            clean = clean_name(name)
            if room.state is not None:
                raise RoomError(409, "started")
            most = room_flow(room.game).players[1]
            if len(room.seats) >= most:
                raise RoomError(409, "room_full", count=most)
            if any(same_name(seat.name, clean) for seat in room.seats):
                raise RoomError(409, "name_taken", name=clean)
            taken = {seat.id for seat in room.seats}
            seat_id = next(f"p{n}" for n in range(1, most + 2) if f"p{n}" not in taken)
            token = secrets.token_urlsafe(16)
            room.seats.append(StoredSeat(seat_id, clean, hash_token(token)))
            self._changed(room)
            self._issue(token)
            return {"room": room.code, "seat": seat_id, "token": token}

    def settings(self, code: str, token: str | None, language: Any) -> str:
        """The host changes the table's word language (it applies from the next game);
        the host's seat."""
        with self._room(code) as room:
            host = self._host(room, token)
            room.language = language_code(language, fallback=None)
            self._changed(room)
            return host.id

    # -- the game ------------------------------------------------------------------------

    def start(self, code: str, token: str | None, setup: Any) -> str:
        """The host starts the game with `setup` checked and its defaults filled in;
        the host's seat."""
        with self._room(code) as room:
            host = self._host(room, token)
            if room.state is not None:
                raise RoomError(409, "started")
            flow = room_flow(room.game)
            fewest = flow.players[0]
            if len(room.seats) < fewest:
                raise RoomError(409, "too_few", count=fewest)
            values = check_setup(flow.setup, setup)
            seats = [Seat(seat.id, seat.name) for seat in room.seats]
            now = self.clock()
            state = self._flow_call(lambda: flow.start(
                values, seats, room.language, secrets.randbelow(2 ** 31), now))
            room.setup, room.state = values, state
            self._changed(room)
            return host.id

    def act(self, code: str, token: str | None, action: Any, values: Any,
            act_id: Any = None) -> str:
        """`action` by the token's player, through the game's flow; their seat. An act
        with an `act_id` the seat sent already (the page sends it again after a lost
        connection) is not applied a second time."""
        if not isinstance(action, str) or not action or len(action) > 64:
            raise RoomError(422, "bad_action")
        if not isinstance(values, Mapping):
            raise RoomError(422, "bad_action")
        if act_id is not None and not (isinstance(act_id, str) and ACT_ID.fullmatch(act_id)):
            raise RoomError(422, "bad_action")
        with self._room(code) as room:
            seat = self.seat_of(room, token)
            if act_id is not None and act_id in room.acts.get(seat.id, ()):
                return seat.id  # applied already: its answer is the room as it stands
            if room.state is None:
                raise RoomError(409, "not_started")
            flow = room_flow(room.game)
            state = room.state
            room.state = self._flow_call(
                lambda: flow.act(state, seat.id, action, dict(values), self.clock()))
            if act_id is not None:
                room.acts[seat.id] = [*room.acts.get(seat.id, []), act_id][-MAX_ACT_IDS:]
            self._changed(room)
            return seat.id

    def restart(self, code: str, token: str | None) -> str:
        """The host takes the table back to the lobby, same players, game state dropped;
        the host's seat."""
        with self._room(code) as room:
            host = self._host(room, token)
            room.state = None
            self._changed(room)
            return host.id

    def due(self, code: str) -> float | None:
        """When the room's flow wants `tick` (server clock), or None."""
        room = self.store.load(normal_code(code))
        return None if room is None else self._due(room)

    def tick(self, code: str) -> bool:
        """Run the flow's `tick` if its deadline has passed; whether the room changed."""
        try:
            with self._room(code) as room:
                if room.state is None:
                    return False
                flow = room_flow(room.game)
                moment = flow.due(room.state)
                now = self.clock()
                if moment is None or moment > now:
                    return False
                state = room.state
                room.state = self._flow_call(lambda: flow.tick(state, now))
                self._changed(room)
                return True
        except RoomError:
            return False

    @staticmethod
    def _flow_call(call: Callable[[], Any]) -> Any:
        """A flow's answer; its `Refused` becomes a 409 RoomError with the flow's key."""
        try:
            result = call()
        except Refused as exc:
            raise RoomError(409, exc.key, _absolute=True, **exc.params) from None
        except RoomError:
            raise
        except Exception:
            LOG.exception("a room flow failed")
            raise RoomError(500, "failed") from None
        if not isinstance(result, dict):
            LOG.error("a room flow returned %s, not a state", type(result).__name__)
            raise RoomError(500, "failed")
        return result

    # -- what a phone sees ---------------------------------------------------------------

    def snapshot(self, code: str, token: str | None, lang: Any = None,
                 online: Collection[str] = ()) -> dict[str, Any]:
        """Everything `token`'s phone may know of the room now, worded in `lang` (the
        room's language when None); the game's view only for that player's seat."""
        with self._room(code) as room:
            seat = self.seat_of(room, token)
            return self.snapshot_of(room, seat.id, lang, online)

    def snapshots(self, code: str, seats_langs: Collection[tuple[str, str | None]],
                  online: Collection[str] = ()
                  ) -> tuple[dict[tuple[str, str | None], dict[str, Any]], float | None]:
        """One snapshot per (seat, language) asked for, all of one version of the room
        (what a change sends to every phone connected to it), and when the flow next
        wants `tick`: one visit to the room for everything a change needs."""
        with self._room(code) as room:
            shots = {(seat, lang): self.snapshot_of(room, seat, lang, online)
                     for seat, lang in seats_langs if any(s.id == seat for s in room.seats)}
            return shots, self._due(room)

    @staticmethod
    def _due(room: StoredRoom) -> float | None:
        if room.state is None:
            return None
        try:
            return room_flow(room.game).due(room.state)
        except Exception:
            LOG.exception("a room flow's due failed")
            return None

    def snapshot_of(self, room: StoredRoom, seat: str, lang: Any,
                    online: Collection[str]) -> dict[str, Any]:
        from wisegen.lang.registry import referee_languages

        game = room_game(room.game)
        flow = room_flow(room.game)
        code_lang = language_code(lang, fallback=room.language, strict=False)
        now = self.clock()
        view = None
        if room.state is not None:
            state = room.state
            view = self._flow_call(lambda: flow.view(state, seat, code_lang, now))
        return {"type": "snapshot", "room": room.code, "shown": shown_code(room.code),
                "game": game.id,
                "title": game.title,
                "language": room.language, "version": room.version, "now": now,
                "you": seat, "host": seat == room.host,
                "players": [{"id": s.id, "name": s.name, "online": s.id in online,
                             "host": s.id == room.host} for s in room.seats],
                "started": room.state is not None,
                "setup": [field.as_dict() for field in flow.setup],
                "chosen": dict(room.setup), "view": view,
                "languages": list(referee_languages()), "lang": code_lang}


def worded(exc: RoomError, lang: str) -> str:
    """The refusal in the phone's language (server keys live in `rooms.yaml`)."""
    key = exc.key if exc.absolute else f"rooms.{exc.key}"
    params = dict(exc.params)
    labels = params.pop("labels", None)
    if isinstance(labels, dict) and labels.get(lang):
        params["field"] = labels[lang]
    return say(lang, key, **params)
