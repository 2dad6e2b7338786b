"""The safe loader: positions, tags, duplicate keys, aliases, NFC, size limits."""

from __future__ import annotations

import contextlib
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wisegen.core import yamlsafe
from wisegen.errors import ContentError


def test_positions_are_one_based_per_field_path():
    doc = yamlsafe.loads("a: 1\nb:\n  - x\n  - {c: y}\n")
    assert doc.value == {"a": 1, "b": ["x", {"c": "y"}]}
    assert doc.positions[("a",)] == (1, 4)
    assert doc.positions[("b", 1, "c")] == (4, 9)
    assert doc.position(("b", 1, "missing")) == (4, 5)


def test_format_path_reads_like_an_author_writes_it():
    assert yamlsafe.format_path(("cards", 41, "yellow")) == "cards[41].yellow"


@pytest.mark.parametrize("text", [
    "!!python/object/apply:os.system ['true']",
    "a: !!python/name:os.system\n",
    "a: !custom 1\n",
    "a: !!binary aGVsbG8=\n",
    "a: !!set {x}\n",
])
def test_non_core_tags_are_refused(text):
    with pytest.raises(ContentError) as info:
        yamlsafe.loads(text)
    assert info.value.problems[0].code == "bad-tag"


def test_merge_keys_are_refused():
    with pytest.raises(ContentError) as info:
        yamlsafe.loads("base: &b {x: 1}\nother:\n  <<: *b\n")
    assert "merge" in info.value.problems[0].message


def test_duplicate_key_names_both_lines():
    with pytest.raises(ContentError) as info:
        yamlsafe.loads("a: 1\nb: 2\na: 3\n", "f.yaml")
    problem = info.value.problems[0]
    assert (problem.file, problem.line, problem.code) == ("f.yaml", 3, "duplicate-key")
    assert "line 1" in problem.message


def test_strings_are_nfc():
    nfd = unicodedata.normalize("NFD", "fantôme")
    doc = yamlsafe.loads(f"w: {nfd}\n")
    assert doc.value["w"] == "fantôme"
    assert unicodedata.is_normalized("NFC", doc.value["w"])


def test_alias_bomb_fails_fast_with_bounded_work():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    prev = "a"
    for name in "bcdefghij":
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
        prev = name
    with pytest.raises(ContentError) as info:
        yamlsafe.loads("\n".join(lines))
    assert info.value.problems[0].code == "too-large"
    assert "alias" in info.value.problems[0].message


def test_too_many_aliases_are_refused_while_composing():
    text = "a: &a x\nb: [" + ",".join(["*a"] * (yamlsafe.MAX_ALIASES + 5)) + "]\n"
    with pytest.raises(ContentError) as info:
        yamlsafe.loads(text)
    assert info.value.problems[0].code == "too-large"


def test_oversized_input_is_refused_before_parsing(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"# padding\n" * (yamlsafe.MAX_FILE_BYTES // 10 + 1))
    with pytest.raises(ContentError) as info:
        yamlsafe.load_file(big)
    assert info.value.problems[0].code == "too-large"
    with pytest.raises(ContentError):
        yamlsafe.loads(big.read_bytes())


def test_missing_file_is_a_content_problem_not_a_crash(tmp_path):
    with pytest.raises(ContentError) as info:
        yamlsafe.load_file(tmp_path / "nope.yaml")
    assert info.value.problems[0].code == "io"


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_text_loads_or_fails_with_content_error(text):
    try:
        yamlsafe.loads(text)
    except ContentError as exc:
        assert exc.problems and all(p.message for p in exc.problems)


_yaml_ish = st.lists(
    st.sampled_from(["a:", " b", "- ", "&x ", "*x", "[", "]", "{", "}", ",", "!!str ", "'", '"',
                     "\n", "  ", "é", "<<: ", "? ", "|", ">", "#", "!!python/object:x ", "1",
                     "yes", "~", "\t", "%YAML 1.1\n", "---\n", "..."]),
    max_size=40,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_yaml_ish)
def test_yaml_shaped_noise_never_escapes(text):
    with contextlib.suppress(ContentError):
        yamlsafe.loads(text)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_load_or_fail_with_content_error(data):
    with contextlib.suppress(ContentError):
        yamlsafe.loads(data)


@pytest.mark.parametrize("depth", [100, 5000])
def test_deep_nesting_is_refused(depth):
    with pytest.raises(ContentError) as info:
        yamlsafe.loads("[" * depth + "]" * depth)
    assert info.value.problems[0].code in ("too-large", "yaml-syntax")
