"""The words a printed kit uses besides its pack's: labels, instructions, the print plan.

They live in `content/kit-text/<language>/<scope>.yaml`, where the scope is `common`
(shared by every kit) or a game id, as flat `key: text` maps. A kit in French reads the
French files over the English ones, so a key missing in French would print in English;
`tests/test_kit_text.py` keeps every translated kit complete.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType
from typing import Any

from wisegen.errors import ContentError
from wisegen.resources import content_dir

BASE_LANGUAGE = "en"
"""Every key exists in English; other languages translate them."""


def text_languages() -> list[str]:
    """The languages that have kit text of their own."""
    root = content_dir() / "kit-text"
    return sorted(p.name for p in root.iterdir() if p.is_dir())


@cache
def _scope(language: str, scope: str) -> MappingProxyType[str, str]:
    """One file's keys, checked against the kit-text schema (empty when there is none).

    A file found valid before, unchanged and with the same wisegen, is not validated
    again (core.cache, as layouts are): importing jsonschema and building its validator
    cost a print more than drawing a 100-card deck does."""
    path = content_dir() / "kit-text" / language / f"{scope}.yaml"
    if not path.is_file():
        return MappingProxyType({})
    from wisegen.core import cache as user_cache
    from wisegen.core.yamlsafe import load_file

    doc = load_file(path)
    entry = f"kit-text/{user_cache.doc_digest(doc, 'kit-text')[:40]}.json"
    verdict = {"fingerprint": user_cache.code_fingerprint(), "valid": True}
    if user_cache.read_json(entry) != verdict:
        from wisegen.core.schemas import validate_named

        problems = validate_named(doc, "kit-text")
        if problems:
            raise ContentError(problems)
        user_cache.write_json(entry, verdict)
    return MappingProxyType(dict(doc.value or {}))


def scope_text(language: str, scope: str) -> dict[str, str]:
    """The keys of one scope in one language, as written (no English fallback)."""
    return dict(_scope(language, scope))


def kit_text(game: str, language: str) -> dict[str, str]:
    """Every key a `game` kit may use, in `language` where translated, else in English."""
    strings: dict[str, Any] = {}
    for lang in dict.fromkeys((BASE_LANGUAGE, language)):
        for scope in ("common", game):
            strings.update(_scope(lang, scope))
    return strings
