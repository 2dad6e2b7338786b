"""Every player-facing string, one catalogue per language: `lang/<code>/messages/`.

A catalogue is the YAML files of a language's `messages/` folder, one file per area
(`page.yaml` for the web page's chrome, `referee.yaml` for reasons, evidence labels and
errors, `<game-id>.yaml` for what a game says in a room). A key is the file's stem, a
dot and the key inside it, nested mappings joined with dots: `referee.homophone`,
`just-one.card_of`. A value is a template with `{name}` fields, or a mapping of plural
forms (`one`, `few`, `many`, `other`: the language's `plural` rule picks one from the
`count` parameter), so Polish can say 1 punkt, 2 punkty, 5 punktów.

Why YAML files and not code: translators edit text, and one test (tests/test_messages.py)
checks that every key of English exists in every other catalogue with the same fields.
English is the reference; a key missing elsewhere falls back to English at run time, so
a player never sees a raw key.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from functools import cache
from typing import Any

from wisegen.lang.base import LANG_DIR

REFERENCE = "en"
"""The language every other catalogue must match key for key."""


@cache
def catalogue(code: str) -> dict[str, str | dict[str, str]]:
    """The language's messages by key ({} for a language without a catalogue)."""
    from wisegen.core.yamlsafe import load_file

    folder = LANG_DIR / code / "messages"
    out: dict[str, str | dict[str, str]] = {}
    if not folder.is_dir():
        return out
    for path in sorted(folder.glob("*.yaml")):
        data = load_file(path).value or {}
        _flatten(path.stem, data, out)
    return out


def _flatten(prefix: str, data: Mapping[str, Any], out: dict[str, str | dict[str, str]]
             ) -> None:
    for key, value in data.items():
        name = f"{prefix}.{key}"
        if isinstance(value, Mapping) and not _is_plural(value):
            _flatten(name, value, out)
        elif isinstance(value, Mapping):
            out[name] = {str(k): str(v) for k, v in value.items()}
        else:
            out[name] = str(value)


PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})


def _is_plural(value: Mapping[str, Any]) -> bool:
    return bool(value) and set(value) <= PLURAL_FORMS and "other" in value


def has(code: str, key: str) -> bool:
    return key in catalogue(code) or key in catalogue(REFERENCE)


def say(code: str, key: str, /, **params: Any) -> str:
    """The message `key` in language `code` with `params` filled in.

    A missing key falls back to English, then to the key itself (which the catalogue
    test forbids). A field the template names but `params` lacks is left as `{name}`
    rather than raising: a wording slip must never cost a player a ruling.
    """
    template = catalogue(code).get(key)
    if template is None:
        code, template = REFERENCE, catalogue(REFERENCE).get(key)
    if template is None:
        return key
    if isinstance(template, dict):
        template = template.get(_plural(code, params.get("count", 0)), template["other"])
    return string.Formatter().vformat(template, (), _Lenient(params))


class Voice:
    """One area's messages in one phone's language, called like `say` without either:
    `t = Voice("13-words", "fr-CA"); t("round", number=3)` says `13-words.round` in French
    (a regional tag speaks its language)."""

    def __init__(self, area: str, code: str) -> None:
        from wisegen.lang.normalise import base_language

        self.area = area
        self.lang = base_language(code or REFERENCE)

    def __call__(self, key: str, /, **params: Any) -> str:
        return say(self.lang, f"{self.area}.{key}", **params)


def fields(template: str | dict[str, str]) -> frozenset[str]:
    """The `{name}` fields a template (or any of its plural forms) uses."""
    texts = template.values() if isinstance(template, dict) else (template,)
    return frozenset(name for text in texts
                     for _, name, _, _ in string.Formatter().parse(text) if name)


def _plural(code: str, count: Any) -> str:
    from wisegen.lang.registry import find_language

    language = find_language(code)
    try:
        number = int(count)
    except (TypeError, ValueError, OverflowError):  # not a number, NaN, infinity
        number = 0
    return language.plural(number) if language is not None else ("one" if number == 1
                                                                  else "other")


class _Lenient(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
