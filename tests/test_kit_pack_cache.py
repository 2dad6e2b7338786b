"""A built-in pack is read once per process (games/content.find_builtin caches it): a
kit reads its rules pack for the rules card, the rulebook and its pictures."""

from __future__ import annotations

from wisegen.games.content import find_builtin


def test_a_builtin_pack_is_loaded_once_per_language():
    english = find_builtin("three-wise-words", "rules", "en")
    assert find_builtin("three-wise-words", "rules", "en") is english
    french = find_builtin("three-wise-words", "rules", "fr")
    assert french is not english and french.language == "fr"
