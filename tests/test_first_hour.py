"""A new user's first hour (issue 24): misspellings get a "did you mean", a port in use is
one line, no placeholder reaches the output, routine notices wait for --verbose, and
shell completion offers the registries' game ids and languages."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wisegen.games.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
WISEGEN = Path(sys.executable).parent / "wisegen"
WORDS = ROOT / "content" / "examples" / "words.csv"
LONG_WORD_PACK = (
    "game: three-wise-words\nkind: words\nid: mine\nname: Mine\nlanguage: en\n"
    "version: 1.0.0\nlicense: MIT\nauthors: [me]\npartial: true\ncards:\n"
    "  - {pink: lighthouse, yellow: cat, blue: anchor}\n"
    "  - {pink: counterrevolutionaries, yellow: dog, blue: harbor}\n")


def wisegen(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None,
            timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The installed `wisegen` in a subprocess, as a user's shell would start it."""
    return subprocess.run([str(WISEGEN), *map(str, args)], capture_output=True, text=True,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})},
                          cwd=cwd, timeout=timeout)


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wisegen: error: "), done.stderr
    assert "Traceback" not in done.stderr
    return lines[0]


# "Did you mean" for commands, subcommands, options and games.

@pytest.mark.parametrize(("argv", "suggestion"), [
    (["chek"], "Did you mean 'check'?"),
    (["prnt", "--game", "3ww"], "'print'"),
    (["pack", "valdate", "x.yaml"], "Did you mean 'validate'?"),
    (["print", "--game", "3ww", "--lnag", "fr"], "Did you mean --lang?"),
    (["export", "--gme", "3ww", "-f", "png"], "Did you mean --game?"),
    (["pack", "new", "--game", "just-one", "--lnag", "fr"], "Did you mean --lang?"),
    (["--verson"], "Did you mean --version?"),
])
def test_misspellings_get_a_suggestion(argv, suggestion):
    line = one_error_line(wisegen(*argv))
    assert suggestion in line


def test_no_suggestion_for_nothing_alike():
    line = one_error_line(wisegen("zzzzzz"))
    assert "No such command 'zzzzzz'" in line and "Did you mean" not in line


@pytest.mark.parametrize("argv", [
    ["print", "--game", "just-on"],
    ["export", "--game", "just-on", "--format", "png"],
    ["pack", "new", "--game", "just-on"],
    ["pack", "schema", "--game", "just-on"],
    ["pack", "import", str(WORDS), "--game", "just-on", "--lang", "en"],
])
def test_a_misspelt_game_is_suggested_on_every_command(argv, run):
    result = run(*argv)
    assert result.exit_code == 2
    assert "did you mean 'just-one'" in result.stderr and "Traceback" not in result.output


# `wisegen serve` on a port already taken.

def test_serve_on_a_port_in_use_is_one_line_naming_the_port():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = wisegen("serve", "--port", port, timeout=60)
    line = one_error_line(done)
    assert f"port {port}" in line and "--port" in line
    assert done.stdout == ""  # nothing announced for a server that never started


def test_a_second_server_on_one_rooms_file_refuses_with_one_line(tmp_path):
    """Red team IV, flaw 9: two servers on one --db both started, each keeping its own
    rooms, and moves answered 200 were lost; the second one now refuses, naming --db."""
    db = tmp_path / "rooms.sqlite3"
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        first_port = free.getsockname()[1]
    first = subprocess.Popen([str(WISEGEN), "serve", "--port", str(first_port), "--db",
                              str(db)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        for _ in range(200):  # until the first server holds the file
            if (tmp_path / "rooms.sqlite3.lock").exists() and \
                    (tmp_path / "rooms.sqlite3.lock").read_text().strip():
                break
            time.sleep(0.05)
        with socket.socket() as free:
            free.bind(("127.0.0.1", 0))
            second_port = free.getsockname()[1]
        line = one_error_line(wisegen("serve", "--port", second_port, "--db", db, timeout=60))
        assert "--db" in line and "another wisegen serve" in line
        assert f"pid {first.pid}" in line
    finally:
        first.terminate()
        first.communicate(timeout=30)
    again = subprocess.Popen([str(WISEGEN), "serve", "--port", str(first_port), "--db",
                              str(db)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)  # the file is free once the first has stopped
    try:
        lock = tmp_path / "rooms.sqlite3.lock"
        for _ in range(400):  # it takes the file: its own pid is written in the lock
            if again.poll() is not None or lock.read_text().strip() == str(again.pid):
                break
            time.sleep(0.05)
        assert again.poll() is None and lock.read_text().strip() == str(again.pid)
    finally:
        again.terminate()
        again.communicate(timeout=30)


def test_serve_refuses_a_host_it_cannot_resolve():
    line = one_error_line(wisegen("serve", "--host", "no-such-host.invalid", timeout=60))
    assert "--host" in line


def test_listen_binds_the_socket_it_hands_to_uvicorn():
    from wisegen.errors import UsageError
    from wisegen.serve.run import listen

    sock = listen("127.0.0.1", 0)
    try:
        port = sock.getsockname()[1]
        sock.listen()
        with pytest.raises(UsageError, match=f"port {port} is already in use"):
            listen("127.0.0.1", port).close()
    finally:
        sock.close()


# No placeholder in what wisegen writes.

PLACEHOLDERS = ("{this file}", "{", "FILE")


def test_pack_import_to_standard_output_has_no_placeholder():
    done = wisegen("pack", "import", WORDS, "--game", "3ww", "--lang", "en")
    assert done.returncode == 0, done.stderr
    header = [line for line in done.stdout.splitlines() if line.startswith("#")]
    assert header and not any(mark in line for line in header for mark in PLACEHOLDERS)
    assert "wisegen pack validate" in done.stdout and "game: three-wise-words" in done.stdout


def test_pack_import_to_a_file_names_that_file(tmp_path):
    out = tmp_path / "mine.yaml"
    done = wisegen("pack", "import", WORDS, "--game", "3ww", "--lang", "en", "--out", out)
    assert done.returncode == 0, done.stderr
    assert f"wisegen pack validate {out}" in out.read_text(encoding="utf-8")


def test_pack_new_to_standard_output_has_no_placeholder(run):
    result = run("pack", "new", "--game", "just-one", "--lang", "en")
    assert result.exit_code == 0, result.output
    comments = [line for line in result.stdout.splitlines() if line.startswith("#")]
    assert not any("FILE" in line or "{" in line for line in comments)
    assert "wisegen pack validate my-pack.yaml" in result.stdout


# Routine fitting notices only with --verbose.

@pytest.fixture
def long_word_pack(tmp_path) -> Path:
    pack = tmp_path / "mine.yaml"
    pack.write_text(LONG_WORD_PACK, encoding="utf-8")
    return pack


@pytest.mark.parametrize("verbose", [False, True])
def test_shrunk_texts_are_listed_only_with_verbose(run, tmp_path, long_word_pack, verbose):
    result = run("print", "-g", "3ww", "--pack", long_word_pack, "--only", "cards", "--out",
                 tmp_path / "kit", *(["--verbose"] if verbose else []))
    assert result.exit_code == 0, result.output
    assert ("shrunk to fit" in result.output) is verbose
    assert ("'counterrevolutionaries'" in result.output) is verbose
    assert "print at 100 %" in result.stdout


def test_json_report_keeps_the_shrunk_texts_without_verbose(run, tmp_path, long_word_pack):
    result = run("print", "-g", "3ww", "--pack", long_word_pack, "--only", "cards", "--out",
                 tmp_path / "kit", "--json")
    assert result.exit_code == 0, result.output
    assert [s["item"] for s in json.loads(result.stdout)["shrunk"]] == ["cards[1].pink"]


def test_low_contrast_is_listed_without_verbose(run, tmp_path):
    """Text a player will struggle to read is not routine: it is always reported."""
    layout = tmp_path / "pale.yaml"
    layout.write_text('colours:\n  accent: "#FFFFFF"\n', encoding="utf-8")
    result = run("print", "--game", "3ww", "--only", "rulebook", "--layout", layout,
                 "--out", tmp_path / "r.pdf")
    assert result.exit_code == 0, result.output
    assert "under 4.5:1 contrast" in result.output


def test_findings_lines_hold_shrinks_back_unless_verbose():
    from wisegen.usecases.printing import FitFindings

    shrunk = [{"item": "rules.body", "text": "Setup", "size": 6.25, "from_size": 7}]
    faint = [{"item": "title", "text": "Owl", "colour": "#FFFFFF", "background": "#FFFFEE",
              "contrast": 1.02}]
    assert FitFindings(shrunk, []).lines() == []
    assert FitFindings(shrunk, [], verbose=True).lines()[1] == \
        "  rules.body: 'Setup' 7 -> 6.25 pt"
    quiet = FitFindings(shrunk, faint).lines()
    assert len(quiet) == 2 and "contrast" in quiet[0]
    assert FitFindings(shrunk, faint).as_dict()["shrunk"] == shrunk


@pytest.mark.parametrize("verbose", [False, True])
def test_pack_preview_shrinks_only_with_verbose(run, tmp_path, long_word_pack, verbose):
    result = run("pack", "preview", long_word_pack, "--out", tmp_path / "p.png",
                 *(["--verbose"] if verbose else []))
    assert result.exit_code == 0, result.output
    assert ("counterrevolutionaries" in result.output) is verbose
    as_json = run("pack", "preview", long_word_pack, "--out", tmp_path / "p.png", "--json")
    assert json.loads(as_json.stdout)["shrunk"]


# Shell completion, from the registries.

def complete_bash(words: str) -> list[str]:
    """What bash completion offers for the command line `words` (the last word being
    completed), by typer's protocol, as the installed script asks it."""
    cword = len(words.split()) - (0 if words.endswith(" ") else 1)
    done = wisegen(env={"_WISEGEN_COMPLETE": "complete_bash", "COMP_WORDS": words,
                        "COMP_CWORD": str(cword)})
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return done.stdout.split()


def test_game_ids_complete():
    offered = complete_bash("wisegen print --game thr")
    assert "three-wise-words" in offered and "thricewise" in offered
    assert all(name.startswith("thr") for name in offered)
    every = {name for game in all_games().values() for name in (game.id, *game.aliases)}
    assert set(complete_bash("wisegen export -g ")) == every


@pytest.mark.parametrize("words", ["wisegen print --lang ", "wisegen pack new --game 3ww "
                                   "--lang ", "wisegen pack import x.csv --lang ",
                                   "wisegen print calibration --lang "])
def test_languages_complete(words):
    from wisegen.lang.registry import languages

    assert set(complete_bash(words)) == {lang.code for lang in languages()}


def test_subcommands_complete():
    assert complete_bash("wisegen pa") == ["pack"]
    assert set(complete_bash("wisegen pack ")) >= {"validate", "import", "preview"}


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_installs_for_each_shell(shell, tmp_path):
    env = {"HOME": str(tmp_path), "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}
    shown = wisegen("--show-completion", shell, env=env)
    assert shown.returncode == 0 and "_WISEGEN_COMPLETE" in shown.stdout, shown.stderr
    done = wisegen("--install-completion", shell, env=env)
    assert done.returncode == 0 and f"{shell} completion installed" in done.stdout
    written = [p for p in tmp_path.rglob("*") if p.is_file()
               and "_WISEGEN_COMPLETE" in p.read_text(encoding="utf-8", errors="replace")]
    assert written, list(tmp_path.rglob("*"))


def test_zsh_and_fish_complete_game_ids():
    args = {"_TYPER_COMPLETE_ARGS": "wisegen print --game thr"}
    zsh = wisegen(env={"_WISEGEN_COMPLETE": "complete_zsh", **args})
    assert '"three-wise-words"' in zsh.stdout, zsh.stderr
    fish = wisegen(env={"_WISEGEN_COMPLETE": "complete_fish",
                        "_TYPER_COMPLETE_FISH_ACTION": "get-args", **args})
    assert "three-wise-words" in fish.stdout.split(), fish.stderr
