"""The command line: groups, games, pack new/schema/stats, one-line usage errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from jsonschema import Draft202012Validator

from tests.conftest import ROOT, registry_games


def test_help_lists_the_command_groups(run):
    result = run("--help")
    assert result.exit_code == 0
    for group in ("pack", "games", "check"):
        assert group in result.stdout


@pytest.mark.parametrize("group", ["pack", "check"])
def test_every_command_has_an_example(run, group):
    from typer.main import get_command

    from wisegen.cli import app

    command = get_command(app).commands[group]
    for name, sub in command.commands.items():
        assert "Example:" in (sub.help or ""), f"{group} {name} lacks an example"


def test_games_lists_five_ids_aliases_and_packs(run):
    result = run("games", "--json")
    assert result.exit_code == 0
    games = json.loads(result.stdout)["games"]
    assert [g["id"] for g in games][:5] == ["three-wise-words", "just-one", "13-words",
                                            "thricewise", "mistrz-slowa"]
    assert [g["id"] for g in games] == registry_games()  # a sixth game follows them
    by_id = {g["id"]: g for g in games}
    assert "3ww" in by_id["three-wise-words"]["aliases"]
    assert "decktet" in by_id["thricewise"]["aliases"]
    assert {p["language"] for p in by_id["three-wise-words"]["packs"]} == {"en", "fr", "pl"}
    assert {p["language"] for p in by_id["just-one"]["packs"]} == {"en", "fr", "pl"}


def test_unknown_game_is_a_one_line_usage_error(run):
    result = run("pack", "new", "--game", "three-wise-wrds")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "did you mean 'three-wise-words'" in lines[0]


@pytest.mark.parametrize("args", [["pack", "nosuch"], ["pack", "validate", "--nope", "x"],
                                  ["pack", "validate", "missing.yaml"], ["frobnicate"]])
def test_usage_errors_exit_2_with_one_line(run, args):
    result = run(*args)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("wisegen: error:")


@pytest.mark.parametrize("game,lang", [("three-wise-words", "en"), ("3ww", "fr"),
                                       ("just-one", "fr"), ("13words", "en"), ("just-one", "pl"),
                                       ("three-wise-words", "de")])
def test_new_skeleton_validates_as_partial_pack(run, tmp_path, game, lang):
    out = tmp_path / "new.yaml"
    assert run("pack", "new", "--game", game, "--lang", lang, "--out", out).exit_code == 0
    result = run("pack", "validate", "--json", out)
    assert result.exit_code == 0, result.stdout
    codes = {w["code"] for w in json.loads(result.stdout)["files"][0]["warnings"]}
    assert "partial-deck" in codes
    assert "unknown-words" not in codes


@pytest.mark.parametrize("game,kind", [("thricewise", "deck"), ("mistrz-slowa", "dice"),
                                       ("mistrz-slowa", "scoring"), ("just-one", "pad")])
def test_new_table_skeletons_validate(run, tmp_path, game, kind):
    out = tmp_path / "new.yaml"
    assert run("pack", "new", "--game", game, "--kind", kind, "--out", out).exit_code == 0
    assert run("pack", "validate", out).exit_code == 0


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_kind_a_game_can_start_validates(run, tmp_path, game):
    """`pack new` for each kind of pack a game declares (with a skeleton, or a built-in
    pack of that kind to copy) writes a pack that validates in the game's language."""
    from wisegen.games.registry import get_game
    from wisegen.packs.catalogue import builtin_candidates

    declared = get_game(game)
    started = 0
    for kind in declared.kinds():
        if kind.skeleton is None and not builtin_candidates(game, kind.kind):
            continue
        out = tmp_path / f"{kind.kind}.yaml"
        result = run("pack", "new", "--game", game, "--kind", kind.kind, "--lang",
                     declared.default_language, "--out", out)
        assert result.exit_code == 0, (kind.kind, result.output)
        checked = run("pack", "validate", "--json", out)
        assert checked.exit_code == 0, (kind.kind, checked.stdout)
        started += 1
    assert started, f"{game}: pack new can start no kind of pack"


def test_new_refuses_to_overwrite(run, tmp_path):
    out = tmp_path / "mine.yaml"
    out.write_text("keep me")
    result = run("pack", "new", "--game", "just-one", "--out", out)
    assert result.exit_code == 2
    assert out.read_text() == "keep me"


def test_new_for_a_game_without_word_packs_says_which_kinds_exist(run):
    result = run("pack", "new", "--game", "decktet")
    assert result.exit_code == 2
    assert "deck" in result.stderr


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_schema_is_a_valid_draft_2020_12_schema(run, game):
    """Every pack kind of every game (its own and the shared pad and rules kinds)."""
    from wisegen.games.registry import get_game

    for kind in get_game(game).kinds():
        result = run("pack", "schema", "--game", game, "--kind", kind.kind)
        assert result.exit_code == 0, (kind.kind, result.output)
        schema = json.loads(result.stdout)
        Draft202012Validator.check_schema(schema)
        assert schema["$schema"].endswith("2020-12/schema")
        assert game in schema["$defs"]["header"]["properties"]["game"]["enum"]


def test_schema_printed_validates_a_shipped_pack(run):
    import yaml

    schema = json.loads(run("pack", "schema", "--game", "3ww").stdout)
    pack = yaml.safe_load((ROOT / "content/three-wise-words/en.yaml").read_text())
    Draft202012Validator(schema).validate(pack)


def test_stats_reports_tiers_lengths_difficulty(run):
    result = run("pack", "stats", "--json", ROOT / "content/three-wise-words/en.yaml")
    assert result.exit_code == 0
    stats = json.loads(result.stdout)
    assert stats["cards"] == 100 and stats["words"] == 300
    assert stats["per_tier"] == {"blue": 100, "pink": 100, "yellow": 100}
    assert sum(stats["lengths"].values()) == 300
    assert stats["unknown_words"] == []
    assert all("zipf" in w for w in stats["per_word"])


def test_stats_flags_rare_childrens_words_and_unknown_words(run, tmp_path):
    pack = tmp_path / "p.yaml"
    original = (ROOT / "tests/broken/duplicate-word.yaml").read_text()
    pack.write_text(original.replace("- {pink: Cats, yellow: dog, blue: harbor}",
                                     "- {pink: dog, yellow: aardvark, blue: blorft}"))
    stats = json.loads(run("pack", "stats", "--json", pack).stdout)
    assert stats["unknown_words"] == ["blorft"]
    assert [w["word"] for w in stats["children_rarer_than_median"]] == ["aardvark"]
    human = run("pack", "stats", pack).stdout
    assert "blorft" in human and "aardvark" in human


def test_strict_turns_warnings_into_failure(run, tmp_path):
    out = tmp_path / "new.yaml"
    run("pack", "new", "--game", "3ww", "--out", out)
    assert run("pack", "validate", out).exit_code == 0
    assert run("pack", "validate", "--strict", out).exit_code == 1


def test_python_dash_m_works():
    result = subprocess.run([sys.executable, "-m", "wisegen", "--version"], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0
    assert result.stdout.startswith("wisegen ")


def test_pack_in_a_language_without_resources_validates_with_warnings(run, tmp_path):
    pack = tmp_path / "ja.yaml"
    pack.write_text(
        "game: three-wise-words\nkind: words\nid: ja\nname: JA\nlanguage: ja\n"
        "version: 1.0.0\nlicense: MIT\nauthors: [me]\npartial: true\ncards:\n"
        "  - {pink: 灯台, yellow: 猫, blue: 錨}\n")
    result = run("pack", "validate", "--json", "--no-cards", pack)
    assert result.exit_code == 0, result.output
    codes = {w["code"] for w in json.loads(result.stdout)["files"][0]["warnings"]}
    assert {"no-dictionary", "no-frequency"} <= codes
    assert run("pack", "stats", pack).exit_code == 0
    # The card checks measure every word with the printer's font: DejaVu has no kanji, so
    # `print` would refuse these cards, and `pack validate` says so first.
    checked = run("pack", "validate", "--json", pack)
    errors = json.loads(checked.stdout)["files"][0]["errors"]
    assert checked.exit_code == 1 and {e["code"] for e in errors} == {"missing-glyph"}


@pytest.mark.parametrize("argv", [["--help"], ["games"], ["check", "clue", "--game", "3ww",
                                                         "--secret", "carpet", "rug"]])
def test_output_that_cannot_be_written_is_one_line_and_exit_2(argv):
    """stdout on a full disk (/dev/full): one line on stderr, exit 2, no traceback; both
    through the console script (the quick help) and through typer."""
    from pathlib import Path

    script = Path(sys.executable).with_name("wisegen")
    for command in ([str(script), *argv], [sys.executable, "-m", "wisegen", *argv]):
        with open("/dev/full", "w") as full:
            done = subprocess.run(command, stdout=full, stderr=subprocess.PIPE, text=True,
                                  cwd=ROOT, timeout=60)
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip().splitlines() == [
            "wisegen: error: cannot write the output: No space left on device"]


def test_a_reader_that_leaves_early_gets_no_traceback():
    """`wisegen games | head -0`: the pipe's reader is gone before wisegen writes."""
    import os

    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run([sys.executable, "-m", "wisegen", "games"], stdout=write,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=60)
    finally:
        os.close(write)
    assert done.returncode == 1 and done.stderr == ""
