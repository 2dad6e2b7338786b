"""Letters that look alike and characters that do not show: folded before any comparison.

A clue typed `аvec` with a Cyrillic а, or `a\u200bvec` with a zero-width space, looks
like `avec` to every player and must be ruled as `avec`. Two steps, after Unicode TR39:
- characters that do not show (format characters such as zero-width spaces and joiners,
  soft hyphens, variation selectors, Hangul fillers) are dropped;
- in a word that mixes scripts, each letter from another script that has a Latin
  look-alike in Unicode's confusables table (shipped by the `confusable_homoglyphs`
  package, MIT) is read as that Latin letter. A word written wholly in one script
  (a Greek or Cyrillic word) is left alone: it is a foreign word, not a disguise.
Each change is described, so the evidence can say what was folded.
"""

from __future__ import annotations

import json
import unicodedata
from functools import cache

_INVISIBLE_EXTRA = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u180e"}


def _invisible(ch: str) -> bool:
    if ch in _INVISIBLE_EXTRA or "\ufe00" <= ch <= "\ufe0f":
        return True
    return unicodedata.category(ch) == "Cf"


def _script(ch: str) -> str | None:
    """LATIN, CYRILLIC, GREEK... from the character's name; None for non-letters."""
    if not ch.isalpha():
        return None
    name = unicodedata.name(ch, "")
    return name.split(" ", 1)[0] if name else None


@cache
def _latin_lookalikes() -> dict[str, str]:
    """Each non-Latin letter -> the single Latin letter it is confusable with."""
    from importlib import resources  # ~10 ms to import: only for a text with such letters

    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json")
                      .read_text(encoding="utf-8"))
    table: dict[str, str] = {}
    for char, homoglyphs in data.items():
        if len(char) != 1 or _script(char) in (None, "LATIN"):
            continue
        for glyph in homoglyphs:
            target = glyph.get("c", "")
            if len(target) == 1 and glyph.get("n", "").startswith("LATIN "):
                table[char] = target
                break
    return table


def _describe(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, 'UNNAMED CHARACTER')}"


def visible(text: str) -> str:
    """`text` without the characters that do not show (zero-width spaces, variation
    selectors such as U+FE0F, Hangul fillers)."""
    return "".join(ch for ch in text if not _invisible(ch))


def skeleton(text: str) -> str:
    """What a text looks like, for telling two names apart (TR39's skeleton, simplified):
    NFKC, invisible characters dropped, every letter with a Latin look-alike read as it
    (in any script: a name has no language to keep), case folded. "Bob", "Bob\ufe0f" and
    "Вob" with a Cyrillic В have one skeleton."""
    table = _latin_lookalikes()
    shown = visible(unicodedata.normalize("NFKC", text))
    return "".join(table.get(ch, ch) for ch in shown).casefold()


def unconfuse(text: str) -> tuple[str, tuple[str, ...]]:
    """`text` with invisible characters dropped and disguised letters read as Latin,
    and a description of each change (empty when nothing was changed)."""
    notes: list[str] = []
    if any(_invisible(ch) for ch in text):
        notes += [f"{_describe(ch)} dropped (it does not show)" for ch in text if _invisible(ch)]
        text = "".join(ch for ch in text if not _invisible(ch))
    scripts = {s for s in map(_script, text) if s}
    if "LATIN" in scripts and len(scripts) > 1:
        table = _latin_lookalikes()
        out = []
        for ch in text:
            latin = table.get(ch) if _script(ch) not in (None, "LATIN") else None
            if latin is not None:
                notes.append(f"{_describe(ch)} read as {latin!r}")
            out.append(latin or ch)
        text = "".join(out)
    return text, tuple(notes)
