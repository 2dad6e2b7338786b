"""The page's forms come from the games' declarations: /api/games shows every web kind
with its fields, every kind is answered through /api/check, and the page's code names no
game and no declared field.

`toy_game` adds a game declared here (one field of every web type, answered by `echo`)
so the page's widgets are tested for what they send, not only for what five games use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest

from wisegen.games.base import Game
from wisegen.games.fields import FIELD_TYPES, Field, RequestKind
from wisegen.games.registry import all_games
from wisegen.serve.app import STATIC, create_app, games_listing, web_kinds
from wisegen.usecases.requests import answer_line

TestClient = pytest.importorskip("starlette.testclient").TestClient
UI = ("en", "fr", "pl")


def _labels(text: str) -> dict[str, str]:
    return {"en": text, "fr": f"{text} (fr)", "pl": f"{text} (pl)"}


@dataclass
class Echo:
    """The toy game's result: the request as the game received it."""

    request: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {"valid": True, "echo": [{"field": k, "value": repr(v)}
                                        for k, v in sorted(self.request.items())]}

    def lines(self) -> list[str]:
        return [repr(self.request)]

    @property
    def exit_code(self) -> int:
        return 0


RECEIVED: list[dict[str, Any]] = []


def echo(request: dict[str, Any]) -> Echo:
    RECEIVED.append(dict(request))
    return Echo(request)


TOY_FIELDS = (
    Field("w1", "word", "A word.", required=True, label=_labels("One word")),
    Field("ws", "words", "Words.", maximum=5, label=_labels("Some words")),
    Field("tx", "text", "A line.", label=_labels("A line")),
    Field("n", "int", "A number.", minimum=1, maximum=9, label=_labels("A number")),
    Field("yes", "bool", "A flag.", label=_labels("A flag")),
    Field("lg", "lang", "A language.", label=_labels("A language")),
    Field("pick", "choice", "A choice.", choices=("a", "b"), default="b",
          choice_labels={"en": ("Apple", "Banana")}, label=_labels("A choice")),
    Field("marks", "tally", "Marks.", choices=("X", "O"), maximum=9,
          choice_labels={"en": ("X cross", "O nought")}, label=_labels("Marks")),
    Field("kv", "pairs", "Pairs.", maximum=5, label=_labels("Pairs")),
    Field("squads", "teams", "Teams.", maximum=5, label=_labels("Teams")),
    Field("board", "grid", "A grid.", maximum=9, label=_labels("A grid")),
    Field("file", "path", "A file.", web=False),
)
SLOW_SECONDS = 6.0


def slow_echo(request: dict[str, Any]) -> Echo:
    """Answers after SLOW_SECONDS: the page must say it is still waiting meanwhile."""
    import time

    time.sleep(SLOW_SECONDS)
    return echo(request)


TOY = Game(id="toy-echo", title="Toy Echo", aliases=(), rulebook="", summary="toy",
           prints=(), requests=(
               RequestKind("echo", f"{__name__}:echo", fields=TOY_FIELDS,
                           help="Echo the request.", title=_labels("Echo")),
               RequestKind("slow", f"{__name__}:slow_echo", fields=TOY_FIELDS[:1],
                           help="Echo the request, slowly.", title=_labels("Slow"))))


@pytest.fixture
def toy_game():
    """TOY registered beside the real games for one test, then removed."""
    from wisegen.games import registry
    from wisegen.serve.limits import path_fields

    games = all_games()
    games[TOY.id] = TOY
    for cached in (registry._by_name, games_listing, path_fields):
        cached.cache_clear()
    RECEIVED.clear()
    yield TOY
    del games[TOY.id]
    for cached in (registry._by_name, games_listing, path_fields):
        cached.cache_clear()


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(isolate=False)) as test_client:  # its toy game is ours only
        yield test_client


def test_games_lists_every_web_kind_with_labels_in_every_ui_language(client):
    listed = {g["id"]: g for g in client.get("/api/games").json()["games"]}
    declared = {g.id: g for g in all_games().values() if web_kinds(g)}
    assert set(listed) == set(declared) and len(listed) >= 4
    for game_id, game in declared.items():
        kinds = listed[game_id]["requests"]
        assert kinds == [kind.as_dict() for kind in web_kinds(game)]
        for kind in kinds:
            assert all(kind["title"].get(ui) for ui in UI), (game_id, kind["kind"])
            for field in kind["fields"]:
                assert field["type"] in FIELD_TYPES and field["type"] != "path"
                assert all(field["label"].get(ui) for ui in UI), (game_id, field["name"])
                if field["type"] in ("tally", "choice"):
                    assert field["choices"], (game_id, field["name"])
    assert any("dice" in g for g in listed.values())


def test_the_toy_game_lists_one_field_of_every_web_type(client, toy_game):
    toy = next(g for g in client.get("/api/games").json()["games"] if g["id"] == TOY.id)
    kind, slow = toy["requests"]
    assert slow["kind"] == "slow" and [f["name"] for f in slow["fields"]] == ["w1"]
    types = {f["type"] for f in kind["fields"]}
    assert types == set(FIELD_TYPES) - {"path", "roll"}
    by_name = {f["name"]: f for f in kind["fields"]}
    assert by_name["n"]["minimum"] == 1 and by_name["n"]["maximum"] == 9
    assert by_name["pick"]["choices"] == ["a", "b"] and by_name["pick"]["default"] == "b"
    assert "file" not in by_name
    refused = client.post("/api/check", json={"check": "echo", "game": TOY.id, "w1": "a",
                                              "file": "/etc/passwd"})
    assert refused.status_code == 422 and "file" in refused.json()["error"]


# One request per web kind of every game, as the page would send it; a kind missing
# here fails `test_every_web_kind_is_answered_through_check`.
SAMPLES: dict[tuple[str, str], dict[str, Any]] = {
    ("three-wise-words", "clue"): {"lang": "fr", "secret": "fantôme", "clues": ["drap"]},
    ("three-wise-words", "match"): {"lang": "fr", "clue": "outil", "guess": "outillage"},
    ("three-wise-words", "root"): {"lang": "en", "words": ["actor", "actress"]},
    ("three-wise-words", "score"): {"lang": "fr", "found": True, "active": "writer",
                                    "writer": ["Flottant", "Halloween", "Flippant"],
                                    "teams": {"two": ["Halloween", "Booooouh", "Effrayant"]}},
    ("just-one", "clue"): {"secret": "weather", "clues": ["whether"]},
    ("just-one", "clues"): {"secret": "king", "clues": ["prince", "princess", "crown"]},
    ("just-one", "score"): {"results": ["S", "S", "F", "S", "K"]},
    ("thricewise", "score"): {"grid": {"1,1": "the Author", "2,1": "Ace of Leaves"},
                              "place": "the Savage@3,1"},
    ("mistrz-slowa", "word"): {"word": "kot", "roll": "B K T * G H A O ~ ?"},
    ("mistrz-slowa", "solve"): {"roll": "B K T * G H A O ~ ?", "top": 2},
    ("mistrz-slowa", "roll"): {"seed": 7},
    ("mistrz-slowa", "score"): {"word": "żółw", "jokers": 0},
    ("thricewise", "trick"): {"plays": {"ann": "the Author", "bob": "the Savage"}},
    ("13-words", "round"): {"captain": "5", "answers": {"ann": "5", "bob": "7"}},
    ("13-words", "level"): {"players": 4, "score": 30},
}


def _web_pairs() -> list[tuple[str, str]]:
    return [(g.id, k.kind) for g in all_games().values() for k in web_kinds(g)
            if g.id != TOY.id]


@pytest.mark.parametrize("pair", _web_pairs(), ids="/".join)
def test_every_web_kind_is_answered_through_check(client, pair):
    if pair not in SAMPLES:
        pytest.fail(f"add a sample request for {pair} to SAMPLES")
    game_id, kind = pair
    declared = {f.name for g in all_games().values() if g.id == game_id
                for k in web_kinds(g) if k.kind == kind for f in k.web_fields()}
    sample = SAMPLES[pair]
    assert set(sample) <= declared, f"sample fields not declared: {set(sample) - declared}"
    request = {"check": kind, "game": game_id, **sample}
    response = client.post("/api/check", json=request)
    assert response.status_code == 200, response.json()
    assert response.json() == answer_line(request) and "error" not in response.json()


def _page_sources() -> dict[str, str]:
    """The page's code without its comments and docstrings: the static files (CSS
    selectors only: property names are not fields) and the string literals of the app's
    modules (a keyword argument such as `target=` or a method `.pack` is Python's, not a
    request's)."""
    import ast

    sources = {}
    for path in [*STATIC.iterdir(), *STATIC.parent.glob("*.py")]:
        if path.suffix in (".png", ".ico"):   # the icons: pictures, not code
            continue
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".css":
            text = re.sub(r"/\*.*?\*/|\{[^}]*\}", "{}", text, flags=re.S)
        elif path.suffix == ".js":
            text = re.sub(r"^\s*//.*$|/\*.*?\*/", "", text, flags=re.S | re.M)
        elif path.suffix == ".py":  # what Python code can name a field with: its strings
            tree = _without_docstrings(ast.parse(text))
            text = "\n".join(repr(node.value) for node in ast.walk(tree)
                              if isinstance(node, ast.Constant) and isinstance(node.value, str))
        sources[path.name] = text
    assert {"app.js", "views.js", "index.html", "app.py"} <= set(sources)
    return sources


def _without_docstrings(tree: Any) -> Any:
    import ast

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            node.body = [n for n in body if not (isinstance(n, ast.Expr) and isinstance(
                n.value, ast.Constant) and isinstance(n.value.value, str))] or [ast.Pass()]
    return tree


def _named_in_code(name: str, text: str) -> bool:
    """`name` written as code: a string literal of its own, a property or object key, an
    id, class or selector; not a word of a sentence."""
    n = re.escape(name)
    return bool(re.search(rf"[\"'`]{n}[\"'`]|[\w)\]]\.{n}(?![\w-])|(?:[{{,]|^)\s*{n}\s*:(?!:)"
                          rf"|[#.]{n}(?![\w-])|[\w-]-{n}[\"' ]|(?<![\w-]){n}\s*=[^=]", text, re.M))


RESULT_KEYS = {"score": "every score result's total, which the views headline; it is also "
                        "the /api/score/GAME route kept for old clients"}
"""Names the page may write although a game declares a field of that name, and why."""


def test_the_page_names_no_game_and_no_declared_field():
    """Issue 24: the forms are generated, so no game id, alias or field name is written
    in the page's code. Field names that are also field TYPES (`lang`, `roll`, `words`)
    are the widgets' vocabulary. Nor a special die face: the page draws the glyphs the
    game declares (`glyphs` in /api/games)."""
    from wisegen.games.content import find_builtin

    games = all_games().values()
    names = {name for g in games for name in (g.id, *g.aliases)}
    fields = {f.name for g in games for k in g.requests for f in k.fields}
    faces = {face for g in games if g.dice is not None
             for die in find_builtin(g.id, g.dice).data["dice"] for face in die["faces"]}
    assert {"secret", "clues"} <= fields and "just-one" in names
    specials = {face for face in faces if len(face) > 1}   # letters are any game's
    assert "letter-joker" in specials
    forbidden = names | specials | (fields - set(FIELD_TYPES) - set(RESULT_KEYS))
    found = {(file, name) for file, text in _page_sources().items() for name in forbidden
             if _named_in_code(name, text) or (name in names and name in text)}
    assert not found


def test_the_name_finder_sees_code_and_not_sentences():
    assert _named_in_code("secret", 'body.secret = 1') and _named_in_code("secret", '{"secret": 1}')
    assert _named_in_code("secret", "{ secret: v }") and _named_in_code("secret", 'id="s-secret"')
    assert _named_in_code("found", "found = True")
    assert not _named_in_code("found", '"no local network found: phones cannot join"')
    assert not _named_in_code("secret", "the secret word")
