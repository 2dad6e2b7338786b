"""Spanish: a language of the bilingual dictionaries, known by its wordfreq list and Snowball.

wisegen has no Spanish games: its words are translations of the game languages' words
and foreign clues the referee recognises.
"""

from __future__ import annotations

from wisegen.lang.base import Language

LANGUAGE = Language(code="es", name="Spanish", native_name="español", stemmer="spanish")
