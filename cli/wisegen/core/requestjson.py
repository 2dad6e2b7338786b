"""A request as JSON text -> a dict, strictly: the one parser of batch lines and web bodies.

`check batch` and the web API read the same request format, so they read it the same way:
nesting bounded (JSON_DEPTH), numbers finite and of sane length, no lone surrogate in any
string, and an object at the top. Anything else is a ValueError whose message says why.
"""

from __future__ import annotations

import json
import math
import re
import sys
from typing import Any

from wisegen.core.limits import JSON_DEPTH

_BRACKETS = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]')
_SURROGATE = re.compile("[\ud800-\udfff]")


def parse_request(text: str) -> dict[str, Any]:
    """Strict JSON: nesting up to JSON_DEPTH, finite numbers, no lone surrogate anywhere."""
    if text.count("[") + text.count("{") > JSON_DEPTH and _depth(text) > JSON_DEPTH:
        raise ValueError(f"nested deeper than {JSON_DEPTH} levels")
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite,
                           parse_int=_integer)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg})") from None
    except RecursionError:
        raise ValueError(f"nested deeper than {JSON_DEPTH} levels") from None
    if not isinstance(value, dict):
        raise ValueError("a request must be a JSON object")
    # Strict UTF-8 holds no surrogate; only a \\u escape can make one.
    if "\\u" in text and _SURROGATE.search(json.dumps(value, ensure_ascii=False)):
        raise ValueError("a string holds a lone surrogate (\\ud800-\\udfff), not text")
    return value


def _depth(text: str) -> int:
    """How deep arrays and objects nest, strings skipped (only run on a suspect line)."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(text.encode("utf-8")):
        token = match.group()
        if token in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in (b"]", b"}"):
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"not JSON ({name} is not a number)")


def _integer(text: str) -> int:
    if len(text) > sys.get_int_max_str_digits():
        raise ValueError(f"not JSON (an integer of {len(text)} digits)")
    return int(text)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"not JSON (the number {text[:20]} is too large)")
    return number
