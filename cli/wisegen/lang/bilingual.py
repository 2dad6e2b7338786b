"""A language package's own bilingual table, read without the registry.

translation.py serves the referee and asks the registry which table a language has;
a language package cannot import it (the registry imports the packages). The family
rules of a package (fr/alternation.py, pl/alternation.py) only need the direct pairs of
their own table, read here from its path.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wisegen.lang.normalise import fold
from wisegen.lang.tables import table


@dataclass(frozen=True)
class Translation:
    """One translation of a word: its language, spelling and the dictionaries behind it."""

    lang: str
    word: str
    sources: tuple[str, ...]

    @property
    def direct(self) -> bool:
        """True when one dictionary gives the pair itself (not only through a pivot)."""
        return any(">" not in source for source in self.sources)

    @property
    def dictionary(self) -> str:
        """The sources as players read them: 'FreeDict eng-fra' or a pivot path."""
        chosen = [s for s in self.sources if ">" not in s] or list(self.sources)
        shown = [s.replace("^", " (reversed)").replace(">", " then ") for s in chosen[:2]]
        return "FreeDict " + "; ".join(shown)


def read(path: Path, word: str) -> tuple[Translation, ...]:
    """The translations the table at `path` gives for `word` (none for an empty word)."""
    key = fold(word)
    if not key:
        return ()
    return tuple(Translation(target, spelled, tuple(sources.split(",")))
                 for target, spelled, sources in table(path).rows(key))


def direct(path: Path, word: str) -> list[tuple[str, str, str]]:
    """(language, translation, dictionary) for the pairs one FreeDict dictionary gives
    itself (no pivot through a third language)."""
    out = []
    for translation in read(path, word):
        chosen = [s for s in translation.sources if ">" not in s]
        if chosen:
            out.append((translation.lang, translation.word,
                        "FreeDict " + chosen[0].replace("^", " (reversed)")))
    return out
