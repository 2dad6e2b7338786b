"""Which languages wisegen has: every subpackage of `wisegen.lang` exporting `LANGUAGE`.

Nothing lists the languages by hand. A folder `lang/<code>/` whose `__init__` defines
`LANGUAGE = Language(...)` is a language, and what it declares decides what wisegen
does with it (the clue referee rules in the languages whose resources cover it). The
packages are found on first use, not at import, and importing one opens no dictionary.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
from collections.abc import Sequence
from functools import cache

import wisegen.lang as _lang_package
from wisegen.errors import UsageError
from wisegen.lang.base import Language
from wisegen.lang.normalise import base_language, fold

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
    _own_folder.cache_clear()
    _bare.cache_clear()
    referee_languages.cache_clear()
    translated_languages.cache_clear()


def languages() -> tuple[Language, ...]:
    """Every language package, by code."""
    return tuple(_discover().values())


def find_language(tag: str) -> Language | None:
    """The package of a BCP-47 tag's primary language (`en-GB` -> en), or None."""
    code = base_language(tag)
    return _own_folder(code) or _discover().get(code)


@cache
def _own_folder(code: str) -> Language | None:
    """The language declared in `lang/<code>/`, the folder a language is kept in, found
    without importing every other language (a kit in one language needs only its own);
    None when there is no such folder or it declares another code."""
    if not code.isascii() or not code.isalpha() or not code.islower():
        return None
    name = f"{_lang_package.__name__}.{code}"
    if importlib.util.find_spec(name) is None:
        return None
    declared = getattr(importlib.import_module(name), "LANGUAGE", None)
    return declared if isinstance(declared, Language) and declared.code == code else None


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


@cache
def translated_languages() -> tuple[str, ...]:
    """The languages whose words the translation rule can look up: those whose folder
    declares a translation table (`Language.translations`). Any language can be
    translated into; only these are compared in both directions."""
    return tuple(lang.code for lang in languages() if lang.translations is not None)


def other_languages(tag: str) -> tuple[str, ...]:
    """The languages a word of `tag`'s language is also looked up in, in order: its
    declaration, or every other language, those with a translation table first (they
    hold the most evidence), each group by code. Derived from the folders, so a new
    language joins every comparison without an edit elsewhere."""
    declared = get_language(tag)
    if declared.other_languages is not None:
        return declared.other_languages
    tabled = translated_languages()
    ordered = [*tabled, *(lang.code for lang in languages() if lang.code not in tabled)]
    return tuple(code for code in ordered if code != declared.code)


def described(codes: Sequence[str]) -> str:
    """Codes with their names, for a message: 'en (English), fr (French, français)'."""
    def one(code: str) -> str:
        lang = get_language(code)
        names = lang.name if lang.native_name == lang.name else f"{lang.name}, {lang.native_name}"
        return f"{code} ({names})"

    return ", ".join(one(code) for code in codes)


def closest(tag: str, among: Sequence[str]) -> str | None:
    """The code of `among` a mistyped tag most likely meant: 'fe' -> 'fr', 'french' ->
    'fr', 'polski' -> 'pl' (codes, English and own names compared), or None."""
    typed = fold(base_language(tag) if "-" in tag or len(tag) <= 3 else tag)
    names: dict[str, str] = {}
    for code in among:
        lang = get_language(code)
        for name in (code, lang.name, lang.native_name):
            names.setdefault(fold(name), code)
    if typed in names:
        return names[typed]
    close = difflib.get_close_matches(typed, list(names), n=1, cutoff=0.5)
    return names[close[0]] if close else None


def unsupported(tag: str, supported: Sequence[str], what: str) -> UsageError:
    """The one-line error for a language `what` does not support: which one it is (or
    the closest one meant) and the supported ones, e.g. "unknown language 'fe'; did
    you mean 'fr'? (the clue referee rules in en (English), fr (French, français) …)"."""
    shown = repr(tag[:20])
    known = find_language(tag) or next(
        (lang for lang in languages() if fold(tag) in {fold(lang.name), fold(lang.native_name)}),
        None)
    if known is not None and known.code in supported:
        head = f"{shown} is {known.name}: use {known.code!r}"
    elif known is not None:
        head = f"{shown} ({known.name}) is not supported"
    else:
        guess = closest(tag, supported)
        hint = f"; did you mean {guess!r}?" if guess else ""
        head = f"unknown language {shown}{hint}"
    return UsageError(f"{head} ({what} {described(supported)})")


def sample_words(tag: str) -> tuple[str, ...]:
    """A language's sample words for `pack new`, or the default language's."""
    return get_language(tag).sample_words or get_language(DEFAULT_LANGUAGE).sample_words
