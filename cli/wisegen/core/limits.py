"""Every limit wisegen enforces, in one place (the README's "Limits" table lists them).

Anything a user can type, write, upload or send is bounded here, so no input can make
wisegen eat memory, hang, or crash: files are read with a cap, strings and numbers are
checked before use, and sizes are kept to what a printer can take.
"""

from __future__ import annotations

import math
import os
import stat
from pathlib import Path

from wisegen.errors import UsageError

# --- files ------------------------------------------------------------------------------
MAX_FILE_BYTES = 2 * 1024 * 1024
"""A content pack, layout, grid or game file: 2 MiB. Only regular files are read."""

# --- YAML --------------------------------------------------------------------------------
MAX_NODES = 200_000
"""Values one YAML document may expand to (aliases included)."""
MAX_ALIASES = 1_000
"""Alias uses in one YAML document."""
MAX_EXPANDED_CHARS = 4 * 1024 * 1024
"""Characters of text one YAML document may expand to once aliases are followed."""
MAX_DEPTH = 64
"""Nesting depth of YAML (and JSON) data."""
MAX_INTEGER_DIGITS = 18
"""Digits of a whole number in a file or on the command line."""

# --- requests ----------------------------------------------------------------------------
BATCH_LINE_BYTES = 64 * 1024
"""Longest `check batch` line (bytes, newline excluded). A real request is under 1 KiB;
a longer line gets its own error answer and is skipped without being held in memory."""
JSON_DEPTH = 32
"""Deepest nesting of arrays and objects in a JSON request (a real one nests 2 deep)."""

# --- words ---------------------------------------------------------------------------------
MAX_WORD_CHARS = 64
"""A word, clue or secret, in characters."""
MAX_CLUES = 20
"""Clues in one check (a Just One table has at most 20 players... and a few to spare)."""
MAX_ROLL_CHARS = 200
"""A Mistrz Słowa roll as typed."""

# --- print sizes (mm) -------------------------------------------------------------------
MAX_PAPER_MM = 1200.0
"""A side of a sheet: A0 is 841 x 1189 mm. These print sizes are enforced for layout
files by content/schemas/layout.schema.json (a test keeps the two equal)."""
MIN_CARD_MM, MAX_CARD_MM = 20.0, 300.0
MAX_OFFSET_MM = 20.0
"""The back-side shift a duplex printer may need."""
MAX_EXTENDS = 32
"""Boxes one layout box may extend, one after another."""
MAX_TILED_SHEETS = 60
"""Sheets one board tiled over several sheets (a long Owl Track, the mat) may take."""
MAX_PER_SHEET = 3600
"""Cards or tokens one sheet may hold: 20 mm parts (the smallest a layout allows) on
1200 mm paper come to 58 x 58; the count is checked before any position is made."""
MAX_PAWNS = 8
"""Pawns (colours and names) a layout may list: eight fit one row of one A4 sheet."""
MAX_LAYOUT_TEXT = 200
"""Characters of a text a layout prints itself (a box's text; a pawn name is shorter)."""

# --- messages ----------------------------------------------------------------------------
QUOTE_CHARS = 80
"""An error quotes at most this many characters of any value it names."""

FILE_KINDS = {stat.S_IFDIR: "a folder", stat.S_IFIFO: "a FIFO (named pipe)",
              stat.S_IFCHR: "a device", stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket"}
"""What a path is, by its `stat` type, for messages ("cannot read X: it is a FIFO")."""


class TooLarge(UsageError):
    """A file over its size limit (its size, when known, for the message)."""

    def __init__(self, message: str, size: int | None = None):
        super().__init__(message)
        self.size = size


def read_capped(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file no larger than `limit`; UsageError for anything else.

    Devices (/dev/zero), FIFOs and folders are refused before anything is read, and the
    read itself stops at `limit` + 1 bytes, so a file that grows while read cannot slip by.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{path} is {file_kind(info.st_mode)}, not a regular file")
        if info.st_size > limit:
            raise TooLarge(f"{path} is {info.st_size:,} bytes; the limit is {limit:,}",
                           info.st_size)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise TooLarge(f"{path} is over the limit of {limit:,} bytes")
    return b"".join(chunks)


def finite(value: float, what: str, low: float, high: float) -> float:
    """`value` if it is a finite number within [low, high]; UsageError naming `what`."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise UsageError(f"{what} must be a finite number, not {value!r}")
    if not low <= value <= high:
        raise UsageError(f"{what} must be between {low:g} and {high:g}, not {value:g}")
    return float(value)


def bounded_text(text: str, what: str, limit: int = MAX_WORD_CHARS) -> str:
    """`text` if it is at most `limit` characters; UsageError otherwise."""
    if len(text) > limit:
        raise UsageError(f"{what} is {len(text):,} characters; the limit is {limit}")
    return text


def file_kind(mode: int) -> str:
    """What a `st_mode` names, in words: "a FIFO (named pipe)", "a device", a folder."""
    return FILE_KINDS.get(stat.S_IFMT(mode), "not a regular file")


def quoted(value: object, limit: int = QUOTE_CHARS) -> str:
    """`repr(value)` of at most `limit` characters of it: a 2 MB name or a whole
    /etc/passwd read as one text is quoted by its start and its length, never whole."""
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= limit + 2 else f"{text[:limit]}... ({len(text):,} characters)"
