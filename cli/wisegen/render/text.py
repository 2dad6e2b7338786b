"""Text that fits its box: shrink a word down to a floor size, and say so.

Nothing is clipped silently: every shrink is recorded in a `FitLog` that the print
command reports, and text that would need to go below the floor is an error naming the
item, so an author can shorten the word or widen the box.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from wisegen.core.textrules import describe_character, quote
from wisegen.lang.base import as_written
from wisegen.render.colour import AA_CONTRAST
from wisegen.render.fonts import missing_glyphs, text_width
from wisegen.render.lettering import FLOOR_PT, TextLog, TextUse
from wisegen.render.units import pt

SHRINK_STEP = 0.25


@dataclass(frozen=True)
class Shrink:
    item: str
    text: str
    size: float
    from_size: float

    def as_dict(self) -> dict:
        return {"item": self.item, "text": self.text, "size": self.size,
                "from_size": self.from_size}


@dataclass
class FitLog(TextLog):
    """What the fitter had to do, per item ("cards[12].pink"), for the run's report, and
    every line of text drawn (`uses`), for the legibility tests."""

    shrunk: list[Shrink] = field(default_factory=list)
    too_long: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    uses: list[TextUse] = field(default_factory=list)
    typeset: Callable[[str], str] = field(default=as_written)

    def check_glyphs(self, text: str, role: str, item: str, block: bool = False) -> None:
        """Record characters the font cannot draw, naming the item they belong to."""
        absent = missing_glyphs(text, role, block=block)
        if absent:
            chars = ", ".join(describe_character(c) for c in sorted(absent))
            self.missing.append(f"{item}: {quote(text)} has characters the font lacks: "
                                f"{chars}")

    def unique_shrinks(self) -> list[Shrink]:
        """Each shrink once, although a page may be drawn for two PDFs."""
        return list(dict.fromkeys(self.shrunk))

    def faint(self) -> list[TextUse]:
        """Each text drawn under WCAG AA contrast (4.5:1), once: a layout of the user's
        may set white on a pale colour, and the print report should say so."""
        seen: dict[tuple[str, str, str], TextUse] = {}
        for use in self.uses:
            if use.contrast < AA_CONTRAST:
                seen.setdefault((use.item, use.colour, use.background), use)
        return list(seen.values())

    def errors(self) -> list[str]:
        return list(dict.fromkeys(self.missing + self.too_long))


def fit_line(text: str, role: str, size: float, min_size: float, width_mm: float,
             height_mm: float, log: FitLog, item: str) -> float:
    """The largest size <= `size` at which `text`, typeset, fits on one line in the box."""
    text = log.typeset(text)
    log.check_glyphs(text, role, item)
    width, height = pt(width_mm), pt(height_mm)
    min_size = max(min_size, FLOOR_PT)
    current = max(size, min_size)
    while current >= min_size:
        if text_width(text, role, current) <= width and current * 0.95 <= height:
            if current < size:
                log.shrunk.append(Shrink(item, text, current, size))
            return current
        current = round(current - SHRINK_STEP, 2)
    log.too_long.append(f"{item}: {quote(text)} does not fit its box even at {min_size} pt")
    return min_size


def wrap(text: str, role: str, size: float, width_mm: float) -> list[str]:
    """Greedy word wrap at `size`; a single over-long word stays on its own line, and a
    paragraph never ends on a line of one word when the word before it can join it (a
    runt, which a book avoids). Only a plain space breaks: a no-break space holds."""
    width = pt(width_mm)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        para: list[str] = []
        line = ""
        for word in _glued(paragraph.split(" ")):
            candidate = f"{line} {word}".strip()
            if line and text_width(candidate, role, size) > width:
                para.append(line)
                line = word
            else:
                line = candidate
        para.append(line)
        lines += _without_runt(para, role, size, width)
    return lines


CLOSING = frozenset(";:!?.,\u2026\u00bb\u201d)]")
"""Marks that never start a line: a piece of these only holds to the word before it."""
OPENING = frozenset("\u00ab\u201e\u201c([")
"""Marks that never end a line: a piece of these only holds to the word after it."""


def _glued(pieces: list[str]) -> list[str]:
    """The paragraph's space-separated pieces with a lone mark joined to its word
    ('verso :' and '« mot »' stay whole wherever the text was typeset or not), as the
    Unicode line-breaking rules have it for every language."""
    words: list[str] = []
    pending = ""
    for piece in filter(None, pieces):
        if words and not pending and set(piece) <= CLOSING:
            words[-1] = f"{words[-1]} {piece}"
        elif set(piece) <= OPENING:
            pending = f"{pending}{piece} "
        else:
            words.append(pending + piece)
            pending = ""
    if pending:
        words.append(pending.rstrip(" "))
    return words


def word_count(line: str) -> int:
    """The words on a line: pieces between spaces (no-break ones too) holding a letter or
    a digit, so a closing quote or a dash is no word ('gagne. »' is one)."""
    return sum(any(ch.isalnum() for ch in piece) for piece in line.split())


def _without_runt(lines: list[str], role: str, size: float, width: float) -> list[str]:
    """The paragraph's lines with a lone last word joined by the word(s) before it, when
    they fit the line (the line above gets shorter but keeps a word)."""
    if len(lines) < 2 or word_count(lines[-1]) != 1:
        return lines
    above, last = _glued(lines[-2].split(" ")), lines[-1]
    while word_count(last) < 2 and len(above) > 1:
        last = f"{above.pop()} {last}"
    if word_count(last) < 2 or not word_count(" ".join(above)) \
            or text_width(last, role, size) > width:
        return lines
    return [*lines[:-2], " ".join(above), last]


def fit_block(text: str, role: str, size: float, min_size: float, width_mm: float,
              height_mm: float, log: FitLog, item: str,
              leading: float = 1.2) -> tuple[float, list[str]]:
    """The largest size at which wrapped `text`, typeset, fits the box, with its lines."""
    text = log.typeset(text)
    log.check_glyphs(text, role, item, block=True)
    min_size = max(min_size, FLOOR_PT)
    current = max(size, min_size)
    while current >= min_size:
        lines = wrap(text, role, current, width_mm)
        widest = max((text_width(line, role, current) for line in lines), default=0)
        if len(lines) * current * leading <= pt(height_mm) and widest <= pt(width_mm):
            if current < size:
                log.shrunk.append(Shrink(item, text[:40], current, size))
            return current, lines
        current = round(current - SHRINK_STEP, 2)
    log.too_long.append(f"{item}: text does not fit its box even at {min_size} pt")
    return min_size, wrap(text, role, min_size, width_mm)
