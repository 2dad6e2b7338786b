"""Italian: a language of the bilingual dictionaries, known by its wordfreq list and Snowball.

wisegen has no Italian games: its words are translations of the game languages' words
and foreign clues the referee recognises.
"""

from __future__ import annotations

from wisegen.lang.base import Language

LANGUAGE = Language(code="it", name="Italian", native_name="italiano", stemmer="italian")
