"""`wisegen score` as a whole: help with examples, game aliases, one-line usage errors."""

from __future__ import annotations

import re
import shlex

import pytest
from typer.main import get_command

try:  # typer >= 0.2x vendors click
    from typer import _click as click
except ImportError:  # pragma: no cover
    import click

from tests.conftest import ROOT
from wisegen.cli import app


def _commands(group, prefix=()):
    """Every command below `group`, asking it as click does (games load lazily)."""
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        sub = group.get_command(ctx, name)
        yield (*prefix, name), sub
        if hasattr(sub, "list_commands"):
            yield from _commands(sub, (*prefix, name))


def test_every_score_command_ends_its_help_with_an_example():
    score = get_command(app).commands["score"]
    found = dict(_commands(score))
    assert {"three-wise-words", "just-one", "13-words", "thricewise", "mistrz-slowa"} <= \
        {path[0] for path in found}
    assert ("13-words", "round") in found and ("thricewise", "trick") in found
    for path, command in found.items():
        help_text = (command.help or "").strip()
        assert help_text.splitlines()[-1].startswith("Example: wisegen score "), path


def test_score_help_lists_the_games_in_order(run):
    result = run("score", "--help")
    assert result.exit_code == 0
    names = ["three-wise-words", "just-one", "13-words", "thricewise", "mistrz-slowa"]
    listing = result.stdout[result.stdout.index("Commands"):]
    positions = [listing.index(name) for name in names]
    assert positions == sorted(positions)


@pytest.mark.parametrize("alias", ["3ww", "JustOne", "13words", "decktet", "mistrz"])
def test_aliases_reach_the_game(run, alias):
    assert run("score", alias, "--help").exit_code == 0


def test_unknown_game_is_one_line_with_a_hint(run):
    result = run("score", "thricewsie", "--help")
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        result.stderr.strip()] and "did you mean 'thricewise'" in result.stderr


def test_thricewise_without_a_grid_is_a_usage_error(run):
    result = run("score", "thricewise")
    assert result.exit_code == 2 and "--grid" in result.stderr


def _readme_scoring_yaml() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Scoring"):]
    section = section[:section.index("\n## ", 1)]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def test_the_readme_file_formats_are_real(run, tmp_path):
    """Every YAML example of the README's Scoring section is accepted as it stands."""
    blocks = _readme_scoring_yaml()
    assert len(blocks) == 3
    games = ("three-wise-words", "mistrz-slowa")
    for number, block in enumerate(blocks):
        path = tmp_path / f"example{number}.yaml"
        path.write_text(block, encoding="utf-8")
        game = next((g for g in games if f"game: {g}" in block), None)
        if game is None:
            result = run("score", "thricewise", "--grid", path, "--place", "the Forest@3,3")
        else:
            result = run("score", game, "--game-file", path)
        assert result.exit_code == 0, (block, result.output)


def _readme_console_examples() -> list[tuple[list[str], list[str]]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Scoring"):]
    section = section[:section.index("\n## ", 1)]
    examples: list[tuple[list[str], list[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", section, re.S):
        command = ""
        for line in block.splitlines():
            if line.startswith("$ ") or command.endswith("\\"):
                command = command.rstrip("\\") + line.removeprefix("$ ")
                if not command.endswith("\\"):
                    examples.append((shlex.split(command, comments=True), []))
            else:
                command = ""
                examples[-1][1].append(line)
    return examples


def test_the_readme_examples_print_what_the_readme_shows(run):
    examples = _readme_console_examples()
    assert len(examples) == 8
    for args, shown in examples:
        assert args[0] == "wisegen"
        result = run(*args[1:])
        assert result.exit_code in (0, 1), (args, result.output)
        printed = result.stdout.splitlines()
        for line in shown:
            assert line.strip() == "..." or line in printed, (args, line)
