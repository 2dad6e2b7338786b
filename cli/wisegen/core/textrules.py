"""What printed text may hold, and how a message quotes a value.

A word on a card is drawn on one line by ReportLab, which draws every character it is
given: a tab, a vertical tab or U+3000 becomes a missing-glyph box, U+2028 vanishes, and
a bidirectional override (U+202E) reverses what follows it in Tabletop Simulator's
nicknames. So the only spaces a word may hold are U+0020 and U+00A0, and every control,
format character (bidi overrides, zero-width joiners, soft hyphen, BOM), line or
paragraph separator and other space is refused. The content schemas carry the same rule
as a regular expression (`WORD_PATTERN`), so an author's editor sees it too; a test keeps
the two in step.

Messages quote at most `QUOTE_CHARS` characters of any value: a 2 MB value in a
downloaded file must not come back as 2 MB on standard error.
"""

from __future__ import annotations

import sys
import unicodedata
from typing import Any

SPACES = frozenset(" \u00a0")
"""The only spaces a printed word may hold."""
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})
"""Controls, format characters, surrogates, private use, unassigned, separators, spaces."""
QUOTE_CHARS = 80
"""The most characters of one value an error message repeats."""


def is_refused(ch: str) -> bool:
    """True for a character that may not appear in a printed word."""
    return ch not in SPACES and unicodedata.category(ch) in REFUSED_CATEGORIES


def refused_characters(text: str) -> list[str]:
    """The distinct refused characters of `text`, in order of first appearance."""
    return list(dict.fromkeys(ch for ch in text if is_refused(ch)))


def describe_character(ch: str) -> str:
    """`U+202E (RIGHT-TO-LEFT OVERRIDE)`: the code point and its name, never the raw
    character, which may be invisible or reorder the terminal line that shows it."""
    name = unicodedata.name(ch, "") or _CONTROL_NAMES.get(ord(ch), "a control character")
    return f"U+{ord(ch):04X} ({name})"


_CONTROL_NAMES = {0x09: "TAB", 0x0A: "LINE FEED", 0x0B: "VERTICAL TAB", 0x0C: "FORM FEED",
                  0x0D: "CARRIAGE RETURN", 0x1C: "FILE SEPARATOR", 0x1D: "GROUP SEPARATOR",
                  0x1E: "RECORD SEPARATOR", 0x1F: "UNIT SEPARATOR", 0x85: "NEXT LINE"}


def quote(value: Any, limit: int = QUOTE_CHARS) -> str:
    """repr() of `value`, or of its first `limit` characters with how long it is."""
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}… ({len(value):,} characters)"
    text = repr(value)
    if len(text) > limit + 2:
        return f"{text[:limit]}… ({len(text):,} characters)"
    return text


def clip(text: str, limit: int = QUOTE_CHARS) -> str:
    """`text` cut to `limit` characters, ending in `…` when it was longer."""
    return text if len(text) <= limit else text[:limit] + "…"


def _ranges(allow: str = "") -> list[tuple[int, int]]:
    """Runs of refused code points but `allow` (surrogates and unassigned aside: YAML and
    the glyph check refuse those, and a pattern cannot list every unassigned one)."""
    runs: list[tuple[int, int]] = []
    for point in range(sys.maxunicode + 1):
        ch = chr(point)
        if ch in SPACES or ch in allow or unicodedata.category(ch) not in (
                REFUSED_CATEGORIES - {"Cs", "Cn", "Co"}):
            continue
        if runs and runs[-1][1] == point - 1:
            runs[-1] = (runs[-1][0], point)
        else:
            runs.append((point, point))
    return runs


def _escape(point: int) -> str:
    return f"\\u{point:04x}" if point <= 0xFFFF else f"\\U{point:08x}"


def refused_class(allow: str = "") -> str:
    """The refused characters but `allow` as the inside of a regular-expression class."""
    return "".join(_escape(a) if a == b else f"{_escape(a)}-{_escape(b)}"
                   for a, b in _ranges(allow))


def word_pattern() -> str:
    """A word: no space at either end, no refused character anywhere (the schemas'
    `pattern`; jsonschema reads it with Python's `re`, which knows `\\u` and `\\U`)."""
    bad = refused_class()
    return f"^[^\\s{bad}](?:[^{bad}]*[^\\s{bad}])?$"


def plain_text(text: str) -> str:
    """`text` with every refused character gone: separators and other spaces become a
    space, the invisible ones (bidi overrides, joiners) are dropped. For the places text
    leaves wisegen for another program (Tabletop Simulator's nicknames) whatever its
    source."""
    out = []
    for ch in text:
        if not is_refused(ch):
            out.append(ch)
        elif ch.isspace() or unicodedata.category(ch) in ("Zl", "Zp", "Zs"):
            out.append(" ")
    return "".join(out)


def text_pattern() -> str:
    """A line that may be empty or padded (a pad's subtitle): no refused character."""
    return f"^[^{refused_class()}]*$"


def block_pattern() -> str:
    """Wrapped text (a rules section): line feeds break lines, nothing else refused."""
    return f"^[^{refused_class(allow=chr(10))}]*$"
