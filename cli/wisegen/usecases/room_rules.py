"""What a room accepts from a phone: codes, names, languages and the host's setup.

Everything here reads values a stranger typed or sent, so each either returns a clean
value or raises `RoomError` with a catalogue key (`rooms.yaml`), never a traceback.
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.errors import WisegenError
from wisegen.games.fields import Field
from wisegen.lang.confusables import skeleton, visible

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Room code characters: no 0/O, 1/I/L, which players misread (31 of them: 31**6 is
about 887 million codes, against a few hundred rooms and rate-limited joins)."""
CODE_LENGTH = 6
NAME_MAX = 24
"""Characters of a player's name; it is shown in lists on a narrow phone."""


class RoomError(Exception):
    """A room request refused: HTTP status, a catalogue key under `rooms.` (or, with
    `_absolute`, a flow's own key) and the template's parameters."""

    def __init__(self, status: int, key: str, /, _absolute: bool = False,
                 **params: Any) -> None:
        super().__init__(key)
        self.status = status
        self.key = key
        self.absolute = _absolute
        self.params = params


def new_code() -> str:
    """A fresh random room code (its uniqueness is the caller's to check)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: Any) -> str:
    """A code as typed (`k7q-xp2`, `K7Q XP2`) in its stored form, or '' when it cannot
    be one (wrong length, a character outside the alphabet)."""
    if not isinstance(text, str) or len(text) > 16:
        return ""
    code = "".join(ch for ch in text.upper() if ch not in "- ")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return ""
    return code


def shown_code(code: str) -> str:
    """`K7QXP2` as players read it aloud: `K7Q-XP2`."""
    return f"{code[:3]}-{code[3:]}"


def clean_name(name: Any) -> str:
    """A player's name in NFKC with spaces tidied and control and invisible characters
    removed (a variation selector makes no other name); RoomError when empty or longer
    than NAME_MAX. Names are compared by `same_name`."""
    if not isinstance(name, str):
        raise RoomError(422, "name_required")
    text = "".join(ch for ch in visible(unicodedata.normalize("NFKC", name))
                   if unicodedata.category(ch)[0] != "C")
    text = " ".join(text.split())
    if not text:
        raise RoomError(422, "name_required")
    if len(text) > NAME_MAX:
        raise RoomError(422, "name_too_long", count=NAME_MAX)
    return text


def same_name(a: str, b: str) -> bool:
    """Do two names look alike at the table (red team IV, flaw 11)? Compared by their
    confusable skeleton: Bob, BOB and Вob with a Cyrillic В are one name."""
    return skeleton(a) == skeleton(b)


def language_code(value: Any, fallback: str | None, strict: bool = True) -> str:
    """A referee language's code from a tag (`fr-CA` -> fr). Anything else is the
    `fallback` when there is one and the value is missing or not `strict`; else
    RoomError (the host chose a language the referee does not rule in)."""
    from wisegen.lang.registry import find_language, referee_languages

    found = find_language(value[:16]) if isinstance(value, str) and value else None
    if found is not None and found.code in referee_languages():
        return found.code
    if fallback is not None and (not strict or value is None or value == ""):
        return fallback
    raise RoomError(422, "unknown_language")


def check_setup(fields: Sequence[Field], given: Any) -> dict[str, Any]:
    """The host's setup: every field's value, checked (type, choices, range via
    `Field.check`), defaults filled in, unknown names dropped."""
    if given is None:
        given = {}
    if not isinstance(given, Mapping):
        raise RoomError(422, "bad_setup", field="?")
    values: dict[str, Any] = {}
    for field in fields:
        label = field.label.get("en") or field.name
        value = given.get(field.name)
        if value is None:
            value = field.default
        if value is None:
            if field.required:
                raise RoomError(422, "missing_setup", field=label, labels=field.label)
            values[field.name] = None
            continue
        if not _right_type(field, value):
            raise RoomError(422, "bad_setup", field=label, labels=field.label)
        try:
            field.check(value)
        except WisegenError:
            raise RoomError(422, "bad_setup", field=label, labels=field.label) from None
        values[field.name] = value
    return values


def _right_type(field: Field, value: Any) -> bool:
    """Whether `value` is the JSON a field of this type takes (the shapes a setup uses;
    list and mapping types are bounded by `Field.check`)."""
    kind = field.type
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "choice":
        return isinstance(value, str) and (not field.choices or value in field.choices)
    if kind in ("word", "text", "lang"):
        return isinstance(value, str) and len(value) <= 64
    if kind in ("words", "tally"):
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    return isinstance(value, list | dict | str)
