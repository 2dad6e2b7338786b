"""The corpus of broken packs: each gives the expected message, position and exit code."""

from __future__ import annotations

import json

import pytest

from tests.conftest import BROKEN

# file -> (code, line or None, field path, words of the message)
CASES = {
    "syntax-error.yaml": ("yaml-syntax", 12, "", "YAML syntax error"),
    "schema-error.yaml": ("schema", 12, "cards[1]", "missing required field 'yellow'"),
    "duplicate-word.yaml": ("duplicate-word", 12, "cards[1].pink", "'Cats' repeats 'cat'"),
    "bad-tag.yaml": ("bad-tag", 11, "cards[0].pink", "is not allowed"),
    "alias-bomb.yaml": ("too-large", 10, None, "billion laughs"),
    "nfd-text.yaml": ("duplicate-word", 12, "cards[1].pink", "'café' repeats 'café'"),
    "duplicate-key.yaml": ("duplicate-key", 11, "cards[0].pink", "duplicate key 'pink'"),
    "unknown-field.yaml": ("schema", 9, "colour", "unknown field 'colour'"),
    "boolean-word.yaml": ("schema", 11, "cards[0].yellow", "put the text in quotes"),
    "wrong-deck-size.yaml": ("deck-size", 10, "cards", "a full deck has 100 cards"),
    "unknown-game.yaml": ("schema", 1, "game", "'scrabble' is not allowed"),
    "bad-language-tag.yaml": ("schema", 5, "language", "BCP-47"),
    "not-utf8.yaml": ("not-utf8", 1, "", "not UTF-8"),
    "empty.yaml": ("schema", None, "", "must be a mapping"),
    "top-level-list.yaml": ("schema", 1, "", "must be a mapping"),
}


def _errors(run, name):
    result = run("pack", "validate", "--json", BROKEN / name)
    return result, json.loads(result.stdout)["files"][0]["errors"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_pack_is_reported_precisely(run, name):
    code, line, path, words = CASES[name]
    result, errors = _errors(run, name)
    assert result.exit_code == 1
    match = [e for e in errors if e["code"] == code and words in e["message"]]
    assert match, errors
    if line is not None:
        assert match[0]["line"] == line
    if path is not None:
        assert match[0]["path"] == path
    assert match[0]["file"].endswith(name)


def test_every_corpus_file_is_covered():
    assert {p.name for p in BROKEN.glob("*.yaml")} == set(CASES) | {"many-errors.yaml"}


def test_schema_errors_are_all_reported_not_only_the_first(run):
    _, errors = _errors(run, "schema-error.yaml")
    assert {e["path"] for e in errors} == {"cards[1]", "cards[2].pink", "cards[2].red"}


def test_semantic_errors_are_all_reported(run):
    _, errors = _errors(run, "many-errors.yaml")
    assert [e["path"] for e in errors] == ["cards[1].pink", "cards[1].blue", "cards[2].yellow",
                                           "cards[2].blue"]


def test_oversized_file_is_refused(run, tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("# x\n" * 700_000)
    result = run("pack", "validate", "--json", big)
    assert result.exit_code == 1
    assert json.loads(result.stdout)["files"][0]["errors"][0]["code"] == "too-large"


def test_human_output_names_file_line_column_and_field(run):
    result = run("pack", "validate", BROKEN / "schema-error.yaml")
    assert result.exit_code == 1
    assert "schema-error.yaml:13:12: error [cards[2].pink]: expected text" in result.stdout


def test_valid_and_invalid_together_exit_1(run, tmp_path):
    result = run("pack", "validate", BROKEN / "empty.yaml", BROKEN / "duplicate-key.yaml")
    assert result.exit_code == 1


def test_thirteen_words_table_must_rise_across_gaps(run, tmp_path):
    pack = tmp_path / "levels.yaml"
    pack.write_text(
        "game: 13-words\nkind: scoring\nid: t\nname: T\nlanguage: en\nversion: 1.0.0\n"
        "license: MIT\nauthors: [me]\nplayers: [2, 3]\nrows:\n"
        "  - {label: a, min_scores: [20, 10]}\n  - {label: b, min_scores: [null, 12]}\n"
        "  - {label: c, min_scores: [19, 14]}\n")
    result = run("pack", "validate", "--json", pack)
    assert result.exit_code == 1
    errors = json.loads(result.stdout)["files"][0]["errors"]
    assert [e["path"] for e in errors] == ["rows[2].min_scores[0]"]
    assert errors[0]["line"] == 13
