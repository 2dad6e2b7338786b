"""A language package's own bilingual table, read without the registry.

translation.py serves the referee and asks the registry which table a language has;
a language package cannot import it (the registry imports the packages). The family
rules of a package (fr/alternation.py, pl/alternation.py) only need the direct pairs of
their own table, read here from its path.
"""

from __future__ import annotations

from pathlib import Path

from wisegen.lang.normalise import fold
from wisegen.lang.tables import table


def direct(path: Path, word: str) -> list[tuple[str, str, str]]:
    """(language, translation, dictionary) for the pairs one FreeDict dictionary gives
    itself (no pivot through a third language)."""
    key = fold(word)
    if not key:
        return []
    out = []
    for target, spelled, sources in table(path).rows(key):
        chosen = [s for s in sources.split(",") if ">" not in s]
        if chosen:
            out.append((target, spelled, "FreeDict " + chosen[0].replace("^", " (reversed)")))
    return out
