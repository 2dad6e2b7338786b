"""TrueType fonts parsed once per machine, not once per print.

ReportLab reads a TTF's tables in Python (cmap, hmtx, glyph offsets) each time a
`TTFont` is made: some 20 ms for the three faces a deck uses, a twentieth of printing it.
What the parse yields is plain data (ints, floats, tuples, dicts of code points), so it is
kept in the user cache (core.cache) as `marshal` data — the format of Python's own .pyc
files — keyed by the font file's SHA-256, ReportLab's version and Python's. A font made
from the cache is checked against a freshly parsed one before the entry is first written,
so a ReportLab whose font object differs from what this module rebuilds never uses it.
"""

from __future__ import annotations

import hashlib
import marshal
import sys
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

import reportlab
from reportlab.pdfbase.ttfonts import TTEncoding, TTFNameBytes, TTFont, TTFontFace

from wisegen.core import cache as user_cache

FORMAT = 1
"""Raised when what is stored changes."""
_NAMES = ("name", "familyName", "styleName", "fullName", "uniqueFontID")
"""The face's names: `TTFNameBytes` (bytes with their text beside), stored as bytes."""
_REBUILT = ("_ttf_data", "_pdfScale")
"""Not stored: the file's bytes (read again) and the scale function (made again)."""
_FRESH = ("fontName", "face", "encoding", "state")
"""The font's own attributes made anew, as TTFont.__init__ makes them."""


def load_font(name: str, path: Path) -> TTFont:
    """`TTFont(name, path)`, from the cache when this file was parsed before."""
    data = path.read_bytes()
    digest = hashlib.sha256(data)
    digest.update(f"{FORMAT} {reportlab.Version} {sys.version_info[:2]}".encode())
    entry = f"fonts/{digest.hexdigest()[:40]}.marshal"
    stored = user_cache.read_bytes(entry)
    if stored is not None:
        try:
            state = marshal.loads(stored)
        except (EOFError, ValueError, TypeError):
            state = None
        if isinstance(state, dict) and isinstance(state.get("face"), dict):
            return _rebuilt(name, data, state)
    font = TTFont(name, str(path))
    state = _state(font)
    if state is not None and _same(_rebuilt(name, data, state), font):
        user_cache.write_bytes(entry, marshal.dumps(state))
    return font


def _state(font: TTFont) -> dict[str, Any] | None:
    """What the parse yielded, as marshal-able data (None when some of it is not)."""
    face = {k: v for k, v in vars(font.face).items() if k not in _REBUILT}
    for key in _NAMES:
        if isinstance(face.get(key), TTFNameBytes):
            face[key] = bytes(face[key])
    state = {"face": face, "font": {k: v for k, v in vars(font).items() if k not in _FRESH}}
    try:
        marshal.dumps(state)
    except ValueError:
        return None
    return state


def _rebuilt(name: str, data: bytes, state: dict[str, Any]) -> TTFont:
    """The font as TTFont.__init__ leaves it, from the stored parse and the file's bytes."""
    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(state["face"])
    for key in _NAMES:
        if isinstance(state["face"].get(key), bytes):
            setattr(face, key, TTFNameBytes(state["face"][key]))
    face._ttf_data = data
    units = face.unitsPerEm
    face._pdfScale = (lambda x: x) if units == 1000 else (lambda x: x * (1000 / units))
    font = TTFont.__new__(TTFont)
    font.__dict__.update(state["font"])
    font.fontName, font.face = name, face
    font.encoding, font.state = TTEncoding(), WeakKeyDictionary()
    return font


def _same(rebuilt: TTFont, parsed: TTFont) -> bool:
    """The rebuilt font holds what the parsed one does (the scale by what it gives)."""
    ours, theirs = vars(rebuilt.face), vars(parsed.face)
    if ours.keys() != theirs.keys() or vars(rebuilt).keys() != vars(parsed).keys():
        return False
    for key, value in theirs.items():
        mine = ours[key]
        if key == "_pdfScale":
            if any(mine(x) != value(x) for x in (1, 7, 1000, -321)):
                return False
        elif mine != value or type(mine) is not type(value) or (
                isinstance(value, TTFNameBytes) and mine.ustr != value.ustr):
            return False
    return all(vars(rebuilt)[k] == v for k, v in vars(parsed).items() if k not in _FRESH)
