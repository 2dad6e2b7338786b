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


# --- work per output ------------------------------------------------------------------------
# Measured on the built-in kits (`export --format png`): every card face and page at
# 300 dpi is at most 8.7 Mpx (an A4 page), at 600 dpi 34.8 Mpx; a whole kit is 57-224
# Mpx at 300 dpi and 228-898 Mpx at 600 dpi (13 Words, 459 images). The contact sheet
# is 1.4-7.2 Mpx at its default 50 dpi and 26 Mpx at 100 dpi. A PDF holds 7-38 pages.
# The largest pack a schema allows (2,000 13 Words cards, each back its own) exports as
# 4,011 images of 1,492 Mpx at 300 dpi, and its contact sheet is 49 Mpx at 50 dpi.
MAX_IMAGE_PIXELS = 50_000_000
"""Pixels in one image (PNG card or page, contact sheet, TTS sheet, preview): an A4
page at 600 dpi (34.8 Mpx) and the largest pack's contact sheet (49 Mpx) fit; its pixels
are 150 MB while drawn, so an image needs a few hundred MB at most. A 1200 mm paper at
600 dpi (803 Mpx) or Just One's contact sheet at 600 dpi (542 Mpx) does not."""
MAX_RUN_PIXELS = 2_000_000_000
"""Pixels one export draws in all: twice the largest built-in kit at 600 dpi (13 Words,
898 Mpx), and the largest pack at 300 dpi (1,492 Mpx). Rasterising and encoding take
about 1 s of CPU per 100 Mpx (13 Words at 600 dpi: 8 s, 368 MB peak), so a run stays
within about 20 s of CPU."""
MAX_PDF_PAGES = 2_000
"""Pages in one PDF: the built-in kits print 7-38, a 2,000-card 13 Words pack (the
largest a schema allows) about 450 with its backs; ReportLab writes about 100 a second."""
MIN_DPI, MAX_DPI = 10.0, 600.0
"""Resolutions an image may be drawn at: print services ask for 300, rarely 600."""


def megapixels(count: float) -> str:
    return f"{count / 1e6:,.0f} Mpx" if count >= 1e7 else f"{count / 1e6:,.1f} Mpx"


def dpi_that_fits(dpi: float, pixels: float, limit: float) -> int:
    """The largest whole dpi at which `pixels` (counted at `dpi`) would be within `limit`:
    pixels grow with the square of the resolution."""
    return max(0, math.floor(dpi * math.sqrt(limit / pixels))) if pixels else int(dpi)


def check_pixels(images: list[tuple[str, int, int]], dpi: float, fewer: str) -> None:
    """Refuse, before anything is drawn, an image over MAX_IMAGE_PIXELS or images over
    MAX_RUN_PIXELS in all. `images` are the (name, width, height) of every image one
    command would make at `dpi`; `fewer` says how else to ask for less (e.g. "choose
    fewer materials with --only"). The message names the limit and the option to change."""
    if not images:
        return
    name, width, height = max(images, key=lambda image: image[1] * image[2])
    if width * height > MAX_IMAGE_PIXELS:
        fits = dpi_that_fits(dpi, width * height, MAX_IMAGE_PIXELS)
        raise UsageError(
            f"{name} would be {width:,} x {height:,} px ({megapixels(width * height)}) at "
            f"{dpi:g} dpi; the limit per image is {megapixels(MAX_IMAGE_PIXELS)}: lower "
            f"--dpi (at most {fits}) or {fewer}")
    total = sum(w * h for _, w, h in images)
    if total > MAX_RUN_PIXELS:
        fits = dpi_that_fits(dpi, total, MAX_RUN_PIXELS)
        raise UsageError(
            f"{len(images):,} images of {megapixels(total)} in all at {dpi:g} dpi; the "
            f"limit per run is {megapixels(MAX_RUN_PIXELS)}: lower --dpi (at most {fits}) "
            f"or {fewer}")


def check_pages(pages: int, what: str, fewer: str) -> None:
    """Refuse a PDF of more than MAX_PDF_PAGES pages before any page is drawn."""
    if pages > MAX_PDF_PAGES:
        raise UsageError(f"{what} would have {pages:,} pages; the limit per PDF is "
                         f"{MAX_PDF_PAGES:,}: {fewer}")


def file_kind(mode: int) -> str:
    """What a `st_mode` names, in words: "a FIFO (named pipe)", "a device", a folder."""
    return FILE_KINDS.get(stat.S_IFMT(mode), "not a regular file")
