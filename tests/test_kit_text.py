"""Kit text: every translated kit is whole (no key left to fall back to English), every
file is valid, and each text's {names} are the English text's."""

from __future__ import annotations

import re
import string

import pytest

from tests.conftest import kit_languages, registry_games
from wisegen.render.kit_text import BASE_LANGUAGE, scope_text
from wisegen.resources import content_dir

REQUIRED = {"fr": ("common", "three-wise-words", "just-one", "13-words"),
            "pl": ("common", "three-wise-words", "mistrz-slowa", "just-one", "13-words")}
"""Kits that must print with no English: Three Wise Words, Just One and 13 Words in
French and Polish, and Mistrz Słowa in Polish (its rulebook adds English beside the Polish). Any
other translation a game ships must be whole too (`test_every_translation_is_whole`)."""


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize(("language", "scope"),
                         [(lang, scope) for lang, scopes in REQUIRED.items()
                          for scope in scopes])
def test_translated_kits_are_whole(language, scope):
    english, translated = scope_text(BASE_LANGUAGE, scope), scope_text(language, scope)
    missing = sorted(set(english) - set(translated))
    extra = sorted(set(translated) - set(english))
    assert not missing, f"{language}/{scope}.yaml lacks {missing}"
    assert not extra, f"{language}/{scope}.yaml has keys English lacks: {extra}"
    for key, text in translated.items():
        assert _fields(text) == _fields(english[key]), key


@pytest.mark.registry
@pytest.mark.parametrize("scope", ["common", *registry_games()])
def test_every_translation_is_whole(scope):
    """Each game's kit text in each kit language it has: the English keys, no other, and
    the same {names} (a game with no translation passes: English is its kit)."""
    english = scope_text(BASE_LANGUAGE, scope)
    assert english, f"{BASE_LANGUAGE}/{scope}.yaml is missing or empty"
    for language in kit_languages()[1:]:
        translated = scope_text(language, scope)
        if not translated:
            continue
        assert sorted(set(english) - set(translated)) == [], f"{language}/{scope}.yaml"
        assert sorted(set(translated) - set(english)) == [], f"{language}/{scope}.yaml"
        for key, text in translated.items():
            assert _fields(text) == _fields(english[key]), (language, key)


@pytest.mark.registry
def test_every_kit_text_file_is_valid_and_named_for_a_scope():
    scopes = {"common", *registry_games()}
    for path in sorted((content_dir() / "kit-text").rglob("*.yaml")):
        assert path.stem in scopes, path
        assert re.fullmatch(r"[a-z]{2}", path.parent.name), path
        scope_text(path.parent.name, path.stem)  # raises ContentError when invalid
