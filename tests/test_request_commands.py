"""Commands generated from the games' request declarations (issue 24).

Every declared kind has its command (`check KIND`, `score GAME [KIND]`, a top-level
command) with each field as an option or argument and its help; a command and the
`check batch` line with the same fields print the same JSON; and no game id or
game-declared field name is written in the host code (commands/, serve/, usecases/).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import typer
from typer.main import get_command

try:  # typer >= 0.2x vendors click
    from typer import _click as click
except ImportError:  # pragma: no cover
    import click

from typer.testing import CliRunner

from tests.conftest import ROOT
from wisegen.cli import app
from wisegen.commands.requests_cli import declared, merged_fields, option_name
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.games.fields import FIELD_TYPES, Field, RequestKind
from wisegen.games.registry import all_games

PACKAGE = ROOT / "cli" / "wisegen"
GRID = ROOT / "tests" / "data" / "score" / "thricewise-grid.yaml"

# (game, kind) -> (command line after the command's path, the same request's fields)
SAMPLES: dict[tuple[str, str], tuple[list[str], dict]] = {
    ("three-wise-words", "clue"): (["--secret", "fantôme", "--lang", "fr", "drap"],
                                   {"secret": "fantôme", "lang": "fr", "clues": ["drap"]}),
    ("three-wise-words", "match"): (["--lang", "fr", "outil", "outillage"],
                                    {"lang": "fr", "clue": "outil", "guess": "outillage"}),
    ("three-wise-words", "root"): (["--lang", "en", "actor", "actress"],
                                   {"lang": "en", "words": ["actor", "actress"]}),
    ("three-wise-words", "score"): (
        ["--found", "--writer", "a", "b", "c", "--team", "x=a,b", "--team", "y=c"],
        {"found": True, "writer": ["a", "b", "c"], "teams": {"x": ["a", "b"], "y": ["c"]}}),
    ("just-one", "clue"): (["--secret", "prince", "princess"],
                           {"secret": "prince", "clues": ["princess"]}),
    ("just-one", "clues"): (["--secret", "king", "prince", "princess", "crown"],
                            {"secret": "king", "clues": ["prince", "princess", "crown"]}),
    ("just-one", "score"): (["--results", "S,S,F,K"], {"results": "S,S,F,K"}),
    ("13-words", "round"): (["--captain", "Charlie=4", "--answers", "Lume=4,Eric=7"],
                            {"captain": "Charlie=4", "answers": {"Lume": 4, "Eric": 7}}),
    ("13-words", "level"): (["--players", "4", "--score", "24"], {"players": 4, "score": 24}),
    ("thricewise", "score"): (["--grid", str(GRID), "--place", "the Forest@3,3"],
                              {"grid": "GRID", "place": "the Forest@3,3"}),
    ("thricewise", "trick"): (["--plays", "Ann=Ace of Moons,Bob=7 Castle", "--deferred",
                               "Ann=the Pact"],
                              {"plays": {"Ann": "Ace of Moons", "Bob": "7 Castle"},
                               "deferred": {"Ann": ["the Pact"]}}),
    ("mistrz-slowa", "word"): (["żółw", "--roll", "W K D Z G * O A ~ ~"],
                               {"word": "żółw", "roll": "W K D Z G * O A ~ ~"}),
    ("mistrz-slowa", "solve"): (["--roll", "W K D Z G * O A ~ ~", "--top", "2"],
                                {"roll": "W K D Z G * O A ~ ~", "top": 2}),
    ("mistrz-slowa", "roll"): (["--seed", "7"], {"seed": 7}),
    ("mistrz-slowa", "score"): (["--word", "żółw", "--jokers", "0"],
                                {"word": "żółw", "jokers": 0}),
}


def _declared():
    return [(game, kind) for game in all_games().values() for kind in game.requests]


def _path(game, kind) -> list[str]:
    """The command line that reaches `kind` of `game`, without the --game option."""
    if kind.where == "check":
        return ["check", kind.kind, "--game", game.id]
    if kind.where == "top":
        return [kind.kind, "--game", game.id]
    return ["score", game.id] + ([] if kind.kind == "score" else [kind.kind])


def _command(game, kind):
    root = get_command(app)
    names = [part for part in _path(game, kind) if not part.startswith("-")][:3]
    names = [n for n in names if n != game.id or kind.where == "score"]
    command = root
    for name in names:
        command = command.get_command(click.Context(command), name)
    return command


def test_every_declared_kind_has_a_sample():
    assert {(g.id, k.kind) for g, k in _declared()} == set(SAMPLES)


@pytest.mark.parametrize("game,kind", _declared(), ids=lambda v: getattr(v, "id", None)
                         or getattr(v, "kind", None))
def test_the_command_has_every_field_with_its_help(game, kind):
    command = _command(game, kind)
    params = {p.name: p for p in command.params}
    # a kind several games answer is one command: a field's first declaration gives its help
    shared = [k for _, k in declared(kind.kind, kind.where)] if kind.where != "score" else [kind]
    shown = {f.name: f for f in merged_fields(shared)}
    for field in kind.cli_fields():
        param = params[field.name]
        assert getattr(param, "help", None) == shown[field.name].help, field.name
        if field.argument:
            assert param.param_type_name == "argument", field.name
        else:
            assert option_name(field) in param.opts, field.name
    assert "--json" in params["as_json"].opts
    assert kind.summary.split(" ")[0] in (command.help or ""), kind.kind


@pytest.mark.parametrize("game,kind", _declared(), ids=lambda v: getattr(v, "id", None)
                         or getattr(v, "kind", None))
def test_a_batch_line_answers_as_the_command(run, tmp_path, game, kind):
    args, fields = SAMPLES[(game.id, kind.kind)]
    if fields.get("grid") == "GRID":
        import yaml

        fields = {**fields, "grid": yaml.safe_load(GRID.read_text(encoding="utf-8"))}
    cli = run(*_path(game, kind), *args, "--json")
    assert cli.exit_code in (0, 1), cli.output
    batch = tmp_path / "requests.jsonl"
    batch.write_text(json.dumps({"check": kind.kind, "game": game.id, **fields}) + "\n",
                     encoding="utf-8")
    line = run("check", "batch", batch)
    assert json.loads(line.stdout) == json.loads(cli.stdout)


def test_a_file_field_is_refused_from_json(run, tmp_path):
    batch = tmp_path / "requests.jsonl"
    batch.write_text(json.dumps({"check": "score", "game": "mistrz-slowa",
                                 "game_file": "/etc/passwd"}) + "\n", encoding="utf-8")
    assert "command line" in json.loads(run("check", "batch", batch).stdout)["error"]


def test_a_clue_judged_in_the_default_language_says_so(run):
    result = run("check", "clue", "--game", "just-one", "--secret", "prince", "crown")
    assert "judged in English" in result.stderr and "--lang" in result.stderr
    given = run("check", "clue", "--game", "just-one", "--secret", "prince", "--lang", "en",
                "crown")
    assert given.stderr == ""
    as_json = run("check", "clue", "--game", "just-one", "--secret", "prince", "crown", "--json")
    assert as_json.stderr == "" and json.loads(as_json.stdout)["lang"] == "en"


def test_an_unnamed_writers_team_has_a_readable_name(run):
    result = run("score", "three-wise-words", "--found", "--writer", "a", "b", "c",
                 "--team", "owls=d")
    assert "  writer's team: 5" in result.stdout and "active" not in result.stdout


def _host_sources() -> dict[Path, str]:
    files = [*(PACKAGE / "commands").glob("*.py"), *(PACKAGE / "serve").glob("*.py"),
             *(PACKAGE / "usecases").glob("*.py")]
    return {path: path.read_text(encoding="utf-8") for path in files}


def test_no_game_id_or_field_name_in_the_host_code():
    """Game ids and aliases anywhere but help examples; a game's own field names as a
    quoted key or an option (kind names, field types, places and the generic
    `lang`/`pack`/`game` aside)."""
    games = all_games().values()
    ids = {name for game in games for name in (game.id, *game.aliases)}
    kinds = {kind.kind for game in games for kind in game.requests}
    fields = {field.name for game in games for kind in game.requests for field in kind.fields}
    fields -= kinds | set(FIELD_TYPES) | {"lang", "pack", "game", "check", "score", "top"}
    fields -= {"players"}  # the rooms' own word (RoomFlow.players, a snapshot's players)
    found = []
    for path, text in _host_sources().items():
        # Help examples are documentation: they show real games (adjacent string
        # literals are joined first, so an example split over two lines is one line).
        joined = re.sub(r"\"\n\s*f?\"", "", text)
        code = "\n".join(line for line in joined.splitlines() if "xample" not in line)
        for name in ids:
            if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", code):
                found.append((path.name, name))
        for name in fields:
            pattern = rf"[\"']{name}[\"']|--{name.replace('_', '-')}\b"
            if re.search(pattern, code):
                found.append((path.name, name))
    assert not found, found


# --- one field of every type, through the generic builder ------------------------------

@dataclass(frozen=True)
class Echo:
    """The request as the command built it (files as their names, a grid as its value)."""

    request: dict
    exit_code: int = 0

    def as_dict(self) -> dict:
        def plain(value):
            return str(value) if isinstance(value, Path) else getattr(value, "value", value)
        return {key: plain(value) for key, value in self.request.items()}

    def lines(self) -> list[str]:
        return [json.dumps(self.as_dict())]


def echo(request: dict) -> Echo:
    return Echo(request)


EVERY_TYPE = RequestKind("every", "tests.test_request_commands:echo", help="Every type.", fields=(
    Field("w", "word", "A word.", argument=True, required=True),
    Field("ws", "words", "Words.", maximum=5), Field("three", "words", "Three words.", count=3),
    Field("tx", "text", "A line.", default="plain"), Field("n", "int", "A number.", minimum=0,
                                                                    maximum=9),
    Field("yes", "bool", "A flag."), Field("seen", "bool", "Seen?", negative="--unseen"),
    Field("lg", "lang", "A language."), Field("pick", "choice", "A choice.", choices=("a", "b")),
    Field("marks", "tally", "Marks.", choices=("X", "O"), maximum=9),
    Field("kv", "pairs", "Pairs.", maximum=5),
    Field("many", "pairs", "Repeated pairs.", many=True, split=False, maximum=5),
    Field("squads", "teams", "Teams.", option="--squad", maximum=5),
    Field("board", "grid", "A grid.", maximum=9),
    Field("file", "path", "A file.", web=False), Field("page", "text", "Web only.", cli=False)))
TOY = Game("toy", "Toy", (), "toy.txt", "", (), requests=(EVERY_TYPE,))


def _every(monkeypatch) -> typer.Typer:
    """`every` as a command; the request is answered by `echo` (the toy game is found
    without the registry, which knows only real games)."""
    import wisegen.usecases.requests as requests
    from wisegen.commands.requests_cli import build

    monkeypatch.setattr(requests, "declared_for", lambda kind, name: (TOY, EVERY_TYPE))
    command = typer.Typer(add_completion=False)
    command.command("every")(build("every", [(TOY, EVERY_TYPE)], TOY))
    return command


def test_every_field_type_reaches_the_request(monkeypatch, tmp_path):
    command = _every(monkeypatch)
    names = {p.name for p in get_command(command).params}
    assert names == {f.name for f in EVERY_TYPE.cli_fields()} | {"as_json", "explain_in"}
    grid = tmp_path / "grid.yaml"
    grid.write_text('"1,1": the Author\n', encoding="utf-8")
    args = ["word", "--ws", "a,b", "--ws", "c", "--three", "x", "y", "z", "--n", "3", "--yes",
            "--unseen", "--lg", "fr", "--pick", "b", "--marks", "X,O", "--kv", "Ann=1,Bob=2",
            "--many", "Cy=p,q", "--many", "cy=r", "--squad", "owls=a,b", "--squad", "cats=",
            "--board", str(grid), "--file", str(grid), "--json"]
    result = CliRunner().invoke(command, args)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {
        "check": "every", "game": "toy", "w": "word", "ws": ["a", "b", "c"],
        "three": ["x", "y", "z"], "tx": "plain", "n": 3, "yes": True, "seen": False,
        "lg": "fr", "pick": "b", "marks": ["X,O"], "kv": {"Ann": "1", "Bob": "2"},
        "many": {"Cy": ["p,q", "r"]}, "squads": {"owls": ["a", "b"], "cats": []},
        "board": {"1,1": "the Author"}, "file": str(grid)}
    assert CliRunner().invoke(command, ["w", "--n", "10"]).exit_code == 2  # above maximum
    assert CliRunner().invoke(command, ["w", "--pick", "c"]).exit_code == 2  # not a choice


@pytest.mark.parametrize("args,message", [
    (["--kv", "Ann"], "--kv: 'Ann' should be NAME=VALUE"),
    (["--kv", "Ann=1,ann=2"], "'ann' is given twice in --kv"),
    (["--squad", "owls"], "--squad 'owls' should be NAME=WORD,WORD,..."),
    (["--squad", "owls=a", "--squad", "Owls=b"], "'Owls' is given twice in --squad"),
])
def test_malformed_items_are_usage_errors(monkeypatch, args, message):
    command = _every(monkeypatch)
    result = CliRunner().invoke(command, ["w", *args])
    assert isinstance(result.exception, UsageError) and str(result.exception) == message


EXAMPLES = sorted({line.removeprefix("Example: ").strip()
                   for game in all_games().values() for kind in game.requests
                   for line in kind.help.splitlines() if line.startswith("Example: wisegen ")})


@pytest.mark.registry
@pytest.mark.parametrize("example", EXAMPLES)
def test_every_declared_example_runs(example, monkeypatch):
    """The `Example:` a request kind's help shows works pasted as it is: it answers
    (exit 0 or 1: yes or no), never a usage error."""
    import shlex

    monkeypatch.chdir(ROOT)
    argv = shlex.split(example)[1:]
    result = CliRunner().invoke(app, argv)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert result.exit_code in (0, 1), (example, result.output)
