"""Kit text: every translated kit is whole (no key left to fall back to English), every
file is valid, and each text's {names} are the English text's."""

from __future__ import annotations

import re
import string

import pytest

from wisegen.render.kit_text import BASE_LANGUAGE, scope_text
from wisegen.resources import content_dir

REQUIRED = {"fr": ("common", "three-wise-words", "just-one"),
            "pl": ("common", "three-wise-words", "mistrz-slowa", "just-one")}
"""Kits that must print with no English: Three Wise Words and Just One in French and
Polish, and Mistrz Słowa in Polish (its rulebook adds English beside the Polish)."""


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


def test_every_kit_text_file_is_valid_and_named_for_a_scope():
    from wisegen.games.registry import all_games

    scopes = {"common", *all_games()}
    for path in sorted((content_dir() / "kit-text").rglob("*.yaml")):
        assert path.stem in scopes, path
        assert re.fullmatch(r"[a-z]{2}", path.parent.name), path
        scope_text(path.parent.name, path.stem)  # raises ContentError when invalid
