"""Polish: hunspell-pl shipped in lang/dictionaries/pl; SGJP's morphology (sgjp.py) and
the alphabet (letters.py) serve Mistrz Słowa.

No clue referee yet: Polish declares no pronunciations and no translation table, so
`registry.referee_languages()` leaves it out until it does.
"""

from __future__ import annotations

from wisegen.lang.base import Hunspell, Language

LANGUAGE = Language(
    code="pl",
    name="Polish",
    stemmer="polish",
    hunspell=Hunspell("pl_PL", folder="pl"),
    sample_words=("latarnia", "kot", "kotwica", "wulkan", "chleb"),
)
