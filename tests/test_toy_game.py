"""A sixth game is one folder plus its pack, schema and layout: nothing else changes.

The test copies wisegen's source and data into a temporary tree, lays the fixture
`tests/fixtures/toy-game/` over it (files that are all new), and runs the real program
from that tree in a subprocess: the registry must find the game by itself, and every
command that loops over games must serve it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest

from tests.conftest import FIXTURES, copy_tree, overlay

FIXTURE = FIXTURES / "toy-game"


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    root = copy_tree(tmp_path_factory.mktemp("sixth-game"))
    added = overlay(FIXTURE, root)
    assert all(p.parts[0] in ("cli", "content", "layouts") for p in added)
    return root


def wisegen(tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree / "cli"), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run([sys.executable, "-m", "wisegen", *args], cwd=tree, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_copy_runs_from_the_temporary_tree(tree):
    env = {**os.environ, "PYTHONPATH": str(tree / "cli")}
    where = subprocess.run([sys.executable, "-c", "import wisegen; print(wisegen.__file__)"],
                           env=env, capture_output=True, text=True, check=True).stdout
    assert where.startswith(str(tree))


def test_games_lists_it(tree):
    listing = json.loads(wisegen(tree, "games", "--json").stdout)["games"]
    toy = next(g for g in listing if g["id"] == "toy-game")
    assert toy["aliases"] == ["toy"] and [p["id"] for p in toy["packs"]] == ["toy-en"]
    assert [g["id"] for g in listing][:5] == ["three-wise-words", "just-one", "13-words",
                                               "thricewise", "mistrz-slowa"]


def test_pack_new_writes_a_pack_that_validates(tree):
    result = wisegen(tree, "pack", "new", "--game", "toy", "--out", "new.yaml")
    assert result.returncode == 0, result.stderr
    checked = wisegen(tree, "pack", "validate", "new.yaml", "--json")
    report = json.loads(checked.stdout)
    assert checked.returncode == 0 and report["valid"], checked.stdout
    assert [w["code"] for w in report["files"][0]["warnings"]] == ["partial-deck"]


def test_pack_validate_uses_its_schema_and_the_generic_checks(tree):
    assert wisegen(tree, "pack", "validate", "content/toy-game/en.yaml").returncode == 0
    broken = tree / "broken.yaml"
    text = (tree / "content/toy-game/en.yaml").read_text(encoding="utf-8")
    broken.write_text(text.replace("pepper]", "meadows, 7]"), encoding="utf-8")
    result = wisegen(tree, "pack", "validate", str(broken), "--json")
    errors = json.loads(result.stdout)["files"][0]["errors"]
    assert result.returncode == 1
    assert {e["code"] for e in errors} == {"schema"} and errors[0]["path"] == "cards[4]"
    broken.write_text(text.replace("pepper]", "meadows]"), encoding="utf-8")
    errors = json.loads(wisegen(tree, "pack", "validate", str(broken), "--json").stdout)
    assert "duplicate-word" in {e["code"] for e in errors["files"][0]["errors"]}


def test_pack_schema_names_the_game(tree):
    schema = json.loads(wisegen(tree, "pack", "schema", "--game", "toy-game").stdout)
    assert schema["$id"] == "urn:wisegen:schema:toy-game.words"
    assert "toy-game" in schema["$defs"]["header"]["properties"]["game"]["enum"]


def test_print_makes_its_cards(tree):
    result = wisegen(tree, "print", "--game", "toy-game", "--out", "out", "--json")
    assert result.returncode == 0, result.stderr
    files = {f["material"]: f for f in json.loads(result.stdout)["files"]}
    assert set(files) == {"cards", "combined", "calibration"}
    text = "".join(page.extract_text() for page in pypdf.PdfReader(tree / files["cards"]["path"])
                   .pages)
    for word in ("lantern", "garden", "meadow", "pepper"):
        assert word in text
    assert "Toy Words — word cards (4)" in text  # its page title, from its kit text


def test_export_draws_its_cards_as_images(tree):
    result = wisegen(tree, "export", "--game", "toy-game", "--format", "png", "--out", "png",
                     "--json")
    assert result.returncode == 0, result.stderr
    manifest = json.loads((tree / "png" / "manifest.json").read_text(encoding="utf-8"))
    files = [f["file"] for f in manifest["files"]]
    assert files == ["cards/001-front.png", "cards/002-front.png", "cards/003-front.png",
                     "cards/004-front.png", "cards/back.png"]
    assert manifest["files"][0]["size_px"] == [815, 1110]
    assert [f.get("name") for f in manifest["files"][:2]] == ["lantern", "garden"]
    sheet = wisegen(tree, "export", "--game", "toy", "--format", "tts", "--out", "tts")
    assert sheet.returncode == 0, sheet.stderr
    deck = json.loads((tree / "tts" / "toy-game.json").read_text(encoding="utf-8"))
    assert len(deck["ObjectStates"][0]["ContainedObjects"]) == 4


def test_score_uses_its_rule(tree):
    result = wisegen(tree, "score", "toy", "--words", "cat,horse", "--json")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)  # however the game declares its score, its rule
    assert answer["points"] == 8 and answer.get("game", "toy-game") == "toy-game"
    assert "toy-game" in wisegen(tree, "score", "--help").stdout
    bad = wisegen(tree, "score", "toy-game", "--words", ",")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_the_real_tree_does_not_know_the_toy():
    result = subprocess.run([sys.executable, "-m", "wisegen", "games", "--json"],
                            capture_output=True, text=True, check=True)
    assert "toy-game" not in result.stdout
