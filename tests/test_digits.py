"""Whole numbers typed as text are ASCII digits only (red team IV, flaw 10): a Unicode
digit that `str.isdigit()` accepts (², ①, ٣) is refused with the usual answer, never a
500 or a traceback, wherever a number is read from text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wisegen.core.digits import whole_number
from wisegen.usecases.requests import answer_line


@given(st.text(max_size=25))
def test_whole_number_is_int_of_ascii_digits_or_none(text):
    found = whole_number(text, signed=True)
    body = text.strip()
    plain = body.lstrip("+-") if body[:1] in "+-" and body.count("-") + body.count("+") == 1 \
        else body
    if plain and plain.isascii() and plain.isdigit() and len(plain) <= 18:
        assert found == int(body)
    else:
        assert found is None


@pytest.mark.parametrize("text,number", [("7", 7), (" 12 ", 12), ("007", 7), ("²", None),
                                         ("①", None), ("٣", None), ("1²", None), ("", None),
                                         ("+3", None), ("3.0", None)])
def test_unsigned(text, number):
    assert whole_number(text) == number


@pytest.mark.parametrize("value", ["²", "٣", "①", "4²"])
def test_a_request_with_a_unicode_digit_is_answered_not_crashed(value):
    answer = answer_line({"check": "level", "game": "13-words", "players": value,
                          "score": 24})
    assert "error" in answer and "players" in answer["error"]
