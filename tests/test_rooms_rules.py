"""What a room accepts from a stranger's phone: codes as typed, names, languages and the
host's setup. Any JSON in gives a clean value or a RoomError with a catalogue key that
exists in English, French and Polish; never another exception.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_rooms_api import GUESS
from wisegen.lang.messages import catalogue
from wisegen.usecases.room_rules import (
    CODE_ALPHABET,
    NAME_MAX,
    RoomError,
    check_setup,
    clean_name,
    language_code,
    new_code,
    normal_code,
    shown_code,
)

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=80),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=12)


def _keyed(exc: RoomError) -> None:
    key = f"rooms.{exc.key}"
    assert all(key in catalogue(code) for code in ("en", "fr", "pl")), key


@given(JSON)
def test_any_code_is_read_or_refused_quietly(value):
    code = normal_code(value)
    assert code == "" or (len(code) == 6 and set(code) <= set(CODE_ALPHABET))


def test_a_code_reads_back_as_shown():
    for _ in range(50):
        code = new_code()
        assert normal_code(shown_code(code).lower()) == code
        assert normal_code(" ".join(shown_code(code))) == code


@given(JSON)
def test_any_name_is_cleaned_or_refused_with_a_worded_key(value):
    try:
        name = clean_name(value)
    except RoomError as exc:
        _keyed(exc)
        return
    assert 0 < len(name) <= NAME_MAX and name == " ".join(name.split())
    assert all(ch.isprintable() for ch in name)


@given(JSON)
def test_any_language_is_a_referee_language_or_refused(value):
    try:
        code = language_code(value, fallback=None)
    except RoomError as exc:
        _keyed(exc)
        return
    assert code in ("en", "fr", "pl") or len(code) == 2


@settings(max_examples=200)
@given(JSON | st.dictionaries(st.sampled_from(["rounds", "seconds", "other"]), JSON,
                              max_size=3))
def test_any_setup_is_checked_against_the_flows_fields(value):
    try:
        values = check_setup(GUESS.setup, value)
    except RoomError as exc:
        _keyed(exc)
        return
    assert set(values) == {"rounds", "seconds"}
    assert 1 <= values["rounds"] <= 5 and 0 <= values["seconds"] <= 120


def test_every_room_refusal_is_worded_in_every_language():
    """Each key the rooms' code raises is in rooms.yaml of en, fr and pl, with the same
    fields; plural keys have Polish's few and many forms."""
    import re
    from pathlib import Path

    from wisegen.lang.messages import fields

    package = Path(__file__).resolve().parents[1] / "cli" / "wisegen"
    sources = [*package.glob("usecases/room*.py"), *package.glob("serve/rooms*.py")]
    raised = {m.group(1) for path in sources for m in re.finditer(
        r'RoomError\(\d+, "(\w+)"', path.read_text(encoding="utf-8"))}
    raised |= {m.group(1) for m in re.finditer(
        r'\d+: "(\w+)"', (package / "serve" / "rooms_api.py").read_text(encoding="utf-8"))}
    english = {k: v for k, v in catalogue("en").items() if k.startswith("rooms.")}
    assert {f"rooms.{key}" for key in raised} <= set(english)
    assert len(raised) >= 15
    for code in ("fr", "pl"):
        other = {k: v for k, v in catalogue(code).items() if k.startswith("rooms.")}
        assert set(other) == set(english), code
        for key, template in english.items():
            assert fields(other[key]) == fields(template), (code, key)
            if isinstance(template, dict) and code == "pl":
                assert {"one", "few", "many", "other"} <= set(other[key]), key
