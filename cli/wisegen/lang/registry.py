"""Which languages wisegen has: every subpackage of `wisegen.lang` exporting `LANGUAGE`.

Nothing lists the languages by hand. A folder `lang/<code>/` whose `__init__` defines
`LANGUAGE = Language(...)` is a language, and what it declares decides what wisegen
does with it (the clue referee rules in the languages whose resources cover it). The
packages are found on first use, not at import, and importing one opens no dictionary.
"""

from __future__ import annotations

import importlib
from functools import cache

import wisegen.lang as _lang_package
from wisegen.lang.base import Language
from wisegen.lang.normalise import base_language

DEFAULT_LANGUAGE = "en"
"""The language of a command given none (and the sample words of a language without)."""


@cache
def _discover() -> dict[str, Language]:
    import pkgutil

    found: dict[str, Language] = {}
    prefix = _lang_package.__name__ + "."
    for info in pkgutil.iter_modules(_lang_package.__path__, prefix):
        if not info.ispkg:
            continue
        declared = getattr(importlib.import_module(info.name), "LANGUAGE", None)
        if isinstance(declared, Language):
            found[declared.code] = declared
    return dict(sorted(found.items()))


def clear_cache() -> None:
    """Forget the packages found so far (for tests that add one)."""
    _discover.cache_clear()
    _bare.cache_clear()
    referee_languages.cache_clear()


def languages() -> tuple[Language, ...]:
    """Every language package, by code."""
    return tuple(_discover().values())


def find_language(tag: str) -> Language | None:
    """The package of a BCP-47 tag's primary language (`en-GB` -> en), or None."""
    return _discover().get(base_language(tag))


@cache
def _bare(code: str) -> Language:
    return Language(code=code, name=code)


def get_language(tag: str) -> Language:
    """The package of a tag's primary language; for a language wisegen has no package
    for, one with no resources (wordfreq may still know it: Japanese, Dutch …)."""
    return find_language(tag) or _bare(base_language(tag))


@cache
def referee_languages() -> tuple[str, ...]:
    """The languages the clue referee rules in: those whose resources cover it."""
    return tuple(lang.code for lang in languages() if lang.rules_clues)


def other_languages(tag: str) -> tuple[str, ...]:
    """The languages a word of `tag`'s language is also looked up in, in order: its
    declaration, or every other language with the referee's languages first."""
    declared = get_language(tag)
    if declared.other_languages is not None:
        return declared.other_languages
    ruled = referee_languages()
    ordered = [*ruled, *(lang.code for lang in languages() if lang.code not in ruled)]
    return tuple(code for code in ordered if code != declared.code)


def sample_words(tag: str) -> tuple[str, ...]:
    """A language's sample words for `pack new`, or the default language's."""
    return get_language(tag).sample_words or get_language(DEFAULT_LANGUAGE).sample_words
