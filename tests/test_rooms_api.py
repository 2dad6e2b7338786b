"""The rooms' HTTP API over a small real flow: create, join, start, act, settings,
restart, tokens, the host's rights, worded refusals, bounded sizes and unguessable codes.

`GUESS` is a real `RoomFlow` written here (the real games' flows come from their own
folders): one guesser, the others give a clue each, the guesser then sees the clues and
names the word. Its secret word is in the clue-givers' view only, which is what the
snapshot tests check for the guesser. `guess_game` registers it beside the real games.
"""

from __future__ import annotations

import random
import string
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from wisegen.games import room as r
from wisegen.games.base import Game
from wisegen.games.fields import Field
from wisegen.games.registry import all_games
from wisegen.games.room import Refused, Seat
from wisegen.serve.app import create_app
from wisegen.usecases.room_rules import CODE_ALPHABET

TestClient = pytest.importorskip("starlette.testclient").TestClient

WORDS = ("lantern", "harbour", "meadow", "violin", "glacier", "compass", "orchard")


class GuessFlow:
    """A one-card guessing game: the smallest flow with a secret and a timer."""

    setup = (Field("rounds", "int", "Cards to play.", minimum=1, maximum=5, default=2,
                   label={"en": "Cards", "fr": "Cartes", "pl": "Karty"}),
             Field("seconds", "int", "Clue timer (0: none).", minimum=0, maximum=120,
                   default=0, label={"en": "Timer", "fr": "Minuteur", "pl": "Minutnik"}))
    players = (2, 6)

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> dict[str, Any]:
        state = {"seed": seed, "seats": [s.id for s in seats], "names": {s.id: s.name
                                                                          for s in seats},
                 "rounds": setup["rounds"], "seconds": setup["seconds"], "round": 0,
                 "score": 0, "language": language, "done": False}
        return self._deal(state, now)

    def _deal(self, state: dict[str, Any], now: float) -> dict[str, Any]:
        n = state["round"]
        secret = random.Random(f"{state['seed']}:{n}").choice(WORDS)
        seats = state["seats"]
        return {**state, "secret": secret, "guesser": seats[n % len(seats)], "clues": {},
                "phase": "clues",
                "deadline": now + state["seconds"] if state["seconds"] else None}

    def act(self, state: dict[str, Any], seat: str, action: str,
            values: Mapping[str, Any], now: float) -> dict[str, Any]:
        if state["done"]:
            raise Refused("rooms.not_started")
        if action == "clue" and state["phase"] == "clues" and seat != state["guesser"]:
            clue = str(values.get("clue", "")).strip()
            if not clue:
                raise Refused("rooms.name_required")
            clues = {**state["clues"], seat: clue}
            phase = "guess" if len(clues) == len(state["seats"]) - 1 else "clues"
            return {**state, "clues": clues, "phase": phase}
        if action == "ponder":  # a slow action, like a long ruling (at most 2 s)
            import time

            time.sleep(min(2.0, float(values.get("seconds", 0))))
            return dict(state)
        if action == "guess" and state["phase"] == "guess" and seat == state["guesser"]:
            right = str(values.get("word", "")).strip().lower() == state["secret"]
            after = {**state, "score": state["score"] + right, "round": state["round"] + 1}
            if after["round"] >= state["rounds"]:
                return {**after, "done": True, "phase": "done", "deadline": None}
            return self._deal(after, now)
        raise Refused("rooms.bad_action")

    def view(self, state: dict[str, Any], seat: str, lang: str, now: float) -> dict[str, Any]:
        if state["done"]:
            return r.view("done", r.heading(f"score {state['score']}"))
        guessing = seat == state["guesser"]
        clues = [f"{state['names'][s]}: {c}" for s, c in state["clues"].items()]
        return r.view(
            state["phase"],
            r.heading(f"card {state['round'] + 1} of {state['rounds']}"),
            None if guessing else r.word("secret", state["secret"]),
            r.timer(state["deadline"], state["seconds"]) if state["deadline"] else None,
            r.log("clues", clues) if not guessing or state["phase"] == "guess" else None,
            None if guessing != (state["phase"] == "guess") else r.form(
                "guess" if guessing else "clue",
                [Field("word" if guessing else "clue", "word", "", required=True)], "ok"))

    def due(self, state: dict[str, Any]) -> float | None:
        return None if state["phase"] != "clues" else state["deadline"]

    def tick(self, state: dict[str, Any], now: float) -> dict[str, Any]:
        return {**state, "phase": "guess", "deadline": None}


GUESS = GuessFlow()
GUESS_GAME = Game(id="toy-guess", title="Toy Guess", aliases=(), rulebook="", summary="toy",
                  prints=(), requests=(), room=f"{__name__}:GUESS")


@pytest.fixture
def guess_game():
    """GUESS_GAME registered beside the real games for one test, then removed."""
    from wisegen.games import registry

    games = all_games()
    games[GUESS_GAME.id] = GUESS_GAME
    registry._by_name.cache_clear()
    yield GUESS_GAME
    del games[GUESS_GAME.id]
    registry._by_name.cache_clear()


@pytest.fixture
def client(guess_game, tmp_path):
    with TestClient(create_app(isolate=False, db=tmp_path / "rooms.sqlite3")) as test_client:
        yield test_client


def auth(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def open_room(client, players: int = 3, lang: str = "en") -> tuple[str, list[str]]:
    """A room of toy-guess with `players` players; the code and their tokens (host first)."""
    made = client.post("/api/rooms", json={"game": "toy-guess", "language": lang,
                                           "name": "Ana"})
    assert made.status_code == 200, made.text
    code, tokens = made.json()["room"], [made.json()["token"]]
    for name in ("Bruno", "Celia", "Dawid", "Ewa", "Fred")[: players - 1]:
        joined = client.post(f"/api/rooms/{code}/join", json={"name": name})
        assert joined.status_code == 200, joined.text
        tokens.append(joined.json()["token"])
    return code, tokens


def test_a_room_is_created_joined_started_and_played(client):
    code, tokens = open_room(client)
    assert len(code) == 6 and set(code) <= set(CODE_ALPHABET)
    lobby = client.get(f"/api/rooms/{code}", headers=auth(tokens[1])).json()
    assert lobby["you"] == "p2" and not lobby["host"] and not lobby["started"]
    assert [p["name"] for p in lobby["players"]] == ["Ana", "Bruno", "Celia"]
    assert lobby["view"] is None and [f["name"] for f in lobby["setup"]] == ["rounds",
                                                                            "seconds"]
    started = client.post(f"/api/rooms/{code}/start", json={"setup": {"rounds": 1}},
                          headers=auth(tokens[0]))
    assert started.status_code == 200, started.text
    assert started.json()["started"] and started.json()["version"] > lobby["version"]
    for token, clue in zip(tokens[1:], ("light", "lamp"), strict=True):
        answer = client.post(f"/api/rooms/{code}/act", headers=auth(token),
                             json={"action": "clue", "values": {"clue": clue}})
        assert answer.status_code == 200, answer.text
    guessers = client.get(f"/api/rooms/{code}", headers=auth(tokens[0]))
    assert guessers.json()["view"]["phase"] == "guess"
    secret = client.get(f"/api/rooms/{code}", headers=auth(tokens[1])).json()["view"][
        "blocks"][1]["text"]
    assert secret in WORDS and secret not in guessers.text  # the guesser's own snapshot
    done = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[0]),
                       json={"action": "guess", "values": {"word": secret}})
    assert done.json()["view"]["phase"] == "done"
    assert done.json()["view"]["blocks"][0]["text"] == "score 1"


def test_a_code_is_typed_any_way_players_read_it(client):
    code, tokens = open_room(client, players=2)
    typed = f"{code[:3].lower()}-{code[3:]}"
    assert client.get(f"/api/rooms/{typed}", headers=auth(tokens[0])).json()["room"] == code


def test_a_refused_action_is_409_worded_in_the_phones_language(client):
    code, tokens = open_room(client)
    client.post(f"/api/rooms/{code}/start", json={}, headers=auth(tokens[0]))
    wrong = client.post(f"/api/rooms/{code}/act?lang=fr", headers=auth(tokens[0]),
                        json={"action": "clue", "values": {"clue": "x"}})
    assert wrong.status_code == 409
    assert wrong.json()["error"] == "Le jeu n’a pas compris. Rechargez la page et réessayez."
    polish = client.post(f"/api/rooms/{code}/join?lang=pl", json={"name": "Zosia"})
    assert polish.status_code == 409 and "Gra już się zaczęła" in polish.json()["error"]


def test_tokens_cannot_act_as_another_player_or_as_the_host(client):
    code, tokens = open_room(client)
    for path, body in (("start", {}), ("settings", {"language": "fr"}), ("restart", {})):
        refused = client.post(f"/api/rooms/{code}/{path}", json=body, headers=auth(tokens[1]))
        assert refused.status_code == 403, path
        assert refused.json()["error"] == "Only the player who opened the room can do that."
    for headers in ({}, auth("not-a-token"), {"authorization": tokens[0]}):
        assert client.get(f"/api/rooms/{code}", headers=headers).status_code == 403
        assert client.post(f"/api/rooms/{code}/act", headers=headers,
                           json={"action": "clue", "values": {}}).status_code == 403
    _, other_tokens = open_room(client, players=2)
    assert client.get(f"/api/rooms/{code}", headers=auth(other_tokens[0])).status_code == 403
    client.post(f"/api/rooms/{code}/start", json={}, headers=auth(tokens[0]))
    # Bruno's token acts as Bruno only: his clue is his, never Celia's.
    client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]),
                json={"action": "clue", "values": {"clue": "light", "seat": "p3"}})
    celia = client.get(f"/api/rooms/{code}", headers=auth(tokens[2])).json()
    assert celia["view"]["phase"] == "clues"
    assert any("Bruno: light" in line for b in celia["view"]["blocks"]
               if b["type"] == "log" for line in b["lines"])


def test_the_host_sets_up_changes_language_and_restarts(client):
    code, tokens = open_room(client, players=2)
    host = auth(tokens[0])
    bad = client.post(f"/api/rooms/{code}/start?lang=pl", json={"setup": {"rounds": 9}},
                      headers=host)
    assert bad.status_code == 422
    assert bad.json()["error"] == "„Karty” nie może mieć takiej wartości."
    wrong_type = client.post(f"/api/rooms/{code}/start", json={"setup": {"rounds": "2"}},
                             headers=host)
    assert wrong_type.status_code == 422
    assert client.post(f"/api/rooms/{code}/settings", json={"language": "xx"},
                       headers=host).status_code == 422
    french = client.post(f"/api/rooms/{code}/settings", json={"language": "fr"}, headers=host)
    assert french.json()["language"] == "fr"
    started = client.post(f"/api/rooms/{code}/start", json={"setup": {}}, headers=host).json()
    assert started["chosen"] == {"rounds": 2, "seconds": 0}
    again = client.post(f"/api/rooms/{code}/restart", json={}, headers=host).json()
    assert not again["started"] and again["view"] is None and len(again["players"]) == 2


def test_joining_is_bounded_by_the_flow_and_names(client):
    code, tokens = open_room(client, players=6)
    full = client.post(f"/api/rooms/{code}/join", json={"name": "Gosia"})
    assert full.status_code == 409
    assert full.json()["error"] == "This room is full: the game takes at most 6 players."
    other, other_tokens = open_room(client, players=1)
    for name, key in (("", "name_required"), ("   ", "name_required"), (None, "name_required"),
                      ("x" * 25, "name_too_long"), ("ana", "name_taken")):
        refused = client.post(f"/api/rooms/{other}/join", json={"name": name})
        assert refused.status_code in (409, 422) and refused.json()["key"] == key, name
    # With a token of the room, join just reconnects: same seat, no new player.
    again = client.post(f"/api/rooms/{code}/join", json={"name": "x"}, headers=auth(tokens[3]))
    assert again.json()["seat"] == "p4" and again.json()["token"] == tokens[3]
    alone = client.post(f"/api/rooms/{other}/start", json={}, headers=auth(other_tokens[0]))
    assert alone.status_code == 409 and "at least 2 players" in alone.json()["error"]


@pytest.mark.parametrize("name", ["Ana\ufe0f", "\u0410na", "ＡＮＡ", "A\u200bna", "ana "])
def test_a_name_at_the_table_cannot_be_taken_by_a_look_alike(client, name):
    """Red team IV, flaw 11: a variation selector (U+FE0F), a Cyrillic А, fullwidth
    letters or a zero-width space made a second "Ana"; names are NFKC'd and compared by
    their confusable skeleton."""
    code, _ = open_room(client, players=1)
    refused = client.post(f"/api/rooms/{code}/join", json={"name": name})
    assert refused.status_code == 409 and refused.json()["key"] == "name_taken", name


def test_sizes_are_bounded(client):
    code, tokens = open_room(client, players=2)
    as_json = {**auth(tokens[0]), "content-type": "application/json"}
    big = client.post(f"/api/rooms/{code}/act", headers=as_json,
                      content=b'{"action": "clue", "values": {"clue": "' + b"a" * 20000 + b'"}}')
    assert big.status_code == 413
    assert big.json()["error"] == "That is too much text to send at once."
    long = client.post(f"/api/rooms/{code}/act?lang=pl", headers=auth(tokens[0]),
                       json={"action": "clue", "values": {"clue": "a" * 65}})
    assert long.status_code == 422
    assert long.json()["error"] == "Słowo może mieć najwyżej 64 znaki."
    broken = client.post(f"/api/rooms/{code}/act?lang=fr", headers=as_json,
                         content=b'{"action": ')
    assert broken.status_code == 400 and broken.json()["error"].startswith("Le jeu n’a pas")
    assert client.post("/api/rooms", json={"game": "toy-guess", "name": "a" * 65}
                       ).status_code == 422
    assert client.post("/api/rooms", json={"game": "no-such-game", "name": "Ana"}
                       ).status_code == 404
    assert client.post("/api/rooms", json={"game": "13-words", "name": "Ana"}
                       ).status_code in (200, 404)  # 404 until that game declares a flow


def test_codes_are_random_and_unknown_ones_are_rate_limited(client):
    opened = [open_room(client, players=1) for _ in range(20)]
    codes = {code for code, _ in opened}
    assert len(codes) == 20
    assert len({c[0] for c in codes}) > 5  # not a counter: spread over the alphabet
    rng = random.Random(7)
    statuses = []
    for _ in range(14):
        guess = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
        statuses.append(client.post(f"/api/rooms/{guess}/join", json={"name": "Eve"}
                                    ).status_code)
    assert statuses[:10] == [404] * 10 and set(statuses[10:]) == {429}
    # ... and while blocked, a real code is no oracle either: a new name or a wrong
    # token gets the same 429; a player's own token still plays.
    code, tokens = opened[0]
    assert client.post(f"/api/rooms/{code}/join", json={"name": "Eve"}).status_code == 429
    assert client.get(f"/api/rooms/{code}", headers=auth("guess" * 4)).status_code == 429
    assert client.get(f"/api/rooms/{code}", headers=auth(tokens[0])).status_code == 200
    assert client.get(f"/api/rooms/{code}?lang=pl", headers=auth("guess" * 4)).json() == {
        "error": "Zbyt wiele prób z tego telefonu. Odczekaj minutę i spróbuj ponownie.",
        "key": "slow_down"}
    assert not any(ch in CODE_ALPHABET for ch in "0O1IL")
    assert set(CODE_ALPHABET) <= set(string.ascii_uppercase + string.digits)


def test_a_blocked_address_is_refused_before_any_room_is_looked_up():
    """Red team IV, flaw 6: after ten misses the answer was 429, but the code was still
    looked up (2,400 tries a second); now nothing is looked up, unless the request
    carries a token the server issued."""
    import asyncio

    from wisegen.serve.rooms_guard import MissLimiter
    from wisegen.usecases.room_rules import RoomError

    limiter, looked_up = MissLimiter(), []

    async def lookup() -> str:
        looked_up.append(1)
        raise RoomError(404, "no_such_room")

    async def attempt(player: bool = False) -> int:
        try:
            await limiter.guard("10.0.0.7", lookup, lambda: player)
        except RoomError as exc:
            return exc.status
        return 200

    statuses = [asyncio.run(attempt()) for _ in range(30)]
    assert statuses == [404] * 10 + [429] * 20 and len(looked_up) == 10
    assert asyncio.run(attempt(player=True)) == 429 and len(looked_up) == 11


def test_a_blocked_address_reads_the_same_refusal_for_every_code(client):
    """The 429 was worded in a French or Polish room's language but in English for an
    unknown code: the wording told which codes exist."""
    french, _ = open_room(client, players=1, lang="fr")
    rng = random.Random(11)
    for _ in range(10):
        guess = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
        client.post(f"/api/rooms/{guess}/join", json={"name": "Eve"})
    real = client.post(f"/api/rooms/{french}/join", json={"name": "Eve"})
    unknown = client.post("/api/rooms/ZZZZZZ/join", json={"name": "Eve"})
    assert real.status_code == unknown.status_code == 429
    assert real.json() == unknown.json() and real.json()["key"] == "slow_down"


def test_the_qr_code_is_the_rooms_join_link(client):
    code, _ = open_room(client, players=1)
    svg = client.get(f"/api/rooms/{code}/qr.svg")
    assert svg.status_code == 200 and svg.headers["content-type"] == "image/svg+xml"
    assert svg.text.lstrip().startswith("<?xml") and "<svg" in svg.text
    import io

    import segno

    drawn = io.BytesIO()  # the very code of the room's page link, at the host asked
    segno.make(f"http://testserver/#room/{code}", error="m").save(drawn, kind="svg",
                                                                  scale=6, border=2)
    assert svg.content == drawn.getvalue()
    assert client.get("/api/rooms/ZZZZZZ/qr.svg").status_code == 404


def test_a_flow_that_fails_is_a_worded_500_not_a_traceback(client, monkeypatch):
    code, tokens = open_room(client, players=2)
    client.post(f"/api/rooms/{code}/start", json={}, headers=auth(tokens[0]))

    def broken(*args: Any) -> dict[str, Any]:
        raise KeyError("bug")

    monkeypatch.setattr(GUESS, "act", broken)
    failed = client.post(f"/api/rooms/{code}/act", headers=auth(tokens[1]),
                         json={"action": "clue", "values": {"clue": "x"}})
    assert failed.status_code == 500 and failed.json()["error"].startswith("Something went")


def test_a_game_without_a_flow_has_no_room(client):
    plain = replace(GUESS_GAME, id="toy-plain", room=None)
    all_games()[plain.id] = plain
    try:
        from wisegen.games import registry

        registry._by_name.cache_clear()
        refused = client.post("/api/rooms?lang=fr", json={"game": "toy-plain", "name": "A"})
        assert refused.status_code == 404
        assert refused.json()["error"] == "Ce jeu ne se joue pas dans un salon."
    finally:
        del all_games()[plain.id]


def test_one_address_cannot_fill_the_server_with_rooms(client):
    from wisegen.serve.rooms_api import MAX_OPENINGS

    for _ in range(MAX_OPENINGS):
        open_room(client, players=1)
    refused = client.post("/api/rooms", json={"game": "toy-guess", "name": "Ana"})
    assert refused.status_code == 429 and refused.headers["retry-after"] == "60"


def test_any_json_sent_to_a_room_gets_a_worded_answer(guess_game, tmp_path):
    """Whatever a phone sends to any route, the answer is JSON with a status a client
    can act on, an error is a sentence, and the room still works afterwards."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    values = st.recursive(st.none() | st.booleans() | st.integers(-5, 300)
                          | st.text(max_size=70),
                          lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                          max_leaves=8)
    bodies = st.dictionaries(st.sampled_from(["game", "name", "language", "setup", "action",
                                              "values", "rounds", "clue"]), values,
                             max_size=4)
    routes = st.sampled_from(["", "/join", "/start", "/act", "/settings", "/restart"])
    with TestClient(create_app(isolate=False, db=tmp_path / "r.sqlite3")) as fuzzed:
        code, tokens = open_room(fuzzed, players=3)

        @settings(max_examples=120, deadline=None,
                  suppress_health_check=[HealthCheck.function_scoped_fixture])
        @given(routes, bodies, st.sampled_from([0, 1, None]), st.sampled_from(["en", "pl"]))
        def post(route, body, who, lang):
            headers = auth(tokens[who]) if who is not None else {}
            path = f"/api/rooms/{code}{route}?lang={lang}" if route else f"/api/rooms?lang={lang}"
            answer = fuzzed.post(path, json=body, headers=headers)
            assert answer.status_code in (200, 403, 404, 409, 422, 429), answer.text
            payload = answer.json()
            if answer.status_code != 200:
                assert isinstance(payload["error"], str) and "{" not in payload["error"]
                assert "Traceback" not in payload["error"]

        post()
        alive = fuzzed.get(f"/api/rooms/{code}", headers=auth(tokens[2]))
        assert alive.status_code == 200 and alive.json()["you"] == "p3"


def test_the_servers_list_of_tokens_is_bounded_by_the_rooms_it_keeps(guess_game):
    """The tokens a blocked address may still show are kept per server; rooms that are
    gone leave theirs only until the list outgrows the rooms kept."""
    from wisegen.usecases.room_store import SqliteRoomStore
    from wisegen.usecases.rooms import MAX_SEATS_KEPT, Rooms

    rooms = Rooms(SqliteRoomStore(), max_rooms=2)
    made = [rooms.create("toy-guess", "en", "Ana") for _ in range(2)]
    assert all(rooms.issued(m["token"]) for m in made) and not rooms.issued("x" * 22)
    rooms.store.delete_idle(float("inf"))  # both rooms go; their tokens stay listed...
    assert all(rooms.issued(m["token"]) for m in made)
    for _ in range(2 * MAX_SEATS_KEPT):  # ... until the list outgrows the rooms kept
        room = rooms.create("toy-guess", "en", "Ana")
        rooms.store.delete_idle(float("inf"))
    assert not any(rooms.issued(m["token"]) for m in made)
    assert rooms.issued(room["token"])
