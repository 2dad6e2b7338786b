"""Issue #32, Components (all games but Thricewise): each fault the issue names, with a
test that would have caught it."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from wisegen.cli import app
from wisegen.games.registry import get_game
from wisegen.usecases.kit_facts import languages_of, sheet_defaults


def _print(tmp_path: Path, *args: str):
    return CliRunner().invoke(app, ["print", "--out", str(tmp_path / "out"), *args])


@pytest.mark.parametrize(("game", "lang", "offered"), [
    ("mistrz-slowa", "de", "en, pl"), ("mistrz-slowa", "xx", "en, pl"),
    ("13-words", "fr", "en"), ("13-words", "pl", "en"), ("thricewise", "pl", "en"),
    ("just-one", "de", "en, fr, pl"),
])
def test_print_refuses_a_language_the_game_does_not_ship(tmp_path, game, lang, offered):
    result = _print(tmp_path, "--game", game, "--lang", lang)
    assert result.exit_code == 2, result.output
    assert f"is printed in {offered} only" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_game_languages_come_from_its_rulebooks():
    assert languages_of(get_game("13-words")) == ("en",)
    assert languages_of(get_game("mistrz-slowa")) == ("en", "pl")
    assert languages_of(get_game("just-one")) == ("en", "fr", "pl")


def test_help_states_each_games_own_defaults():
    result = CliRunner().invoke(app, ["print", "--help"], env={"COLUMNS": "400"})
    text = " ".join(result.output.split()).replace("- ", "-")  # the help's wrapped ids
    assert "poker (default)" not in text and "(en, fr, pl)" not in text
    assert "13-words: en (default en)" in text
    assert "13-words: 64 x 40 mm" in text and "13-words: 0" in text
    assert "three-wise-words: poker" in text and "three-wise-words: 3" in text
    assert sheet_defaults("13-words") == ("64 x 40 mm", 0.0)
    assert sheet_defaults("just-one") == ("poker", 3.0)


POLISH_PAD_WORDS = ("Karta", "wyników", "Do 100", "punktów", "Tura")


def _text(path: Path) -> str:
    import pypdf

    return " ".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def test_mistrz_slowa_english_pad_has_no_polish(tmp_path):
    result = _print(tmp_path, "--game", "mistrz-slowa", "--lang", "en", "--only", "pad")
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "out" / "pad.pdf")
    assert not [w for w in POLISH_PAD_WORDS if w in text], text[:300]
    assert "Score pad" in text and "First to 100 points" in text and "Round" in text


def test_mistrz_slowa_polish_pad_stays_polish(tmp_path):
    result = _print(tmp_path, "--game", "mistrz-slowa", "--only", "pad")
    assert result.exit_code == 0, result.output
    text = _text(tmp_path / "out" / "pad.pdf")
    assert "Karta wyników" in text and "Tura" in text
