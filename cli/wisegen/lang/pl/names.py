"""Is a Polish word a name? SGJP says so for each reading (morfeusz2's name classes).

Hunspell's rule (a word it knows only capitalised) misses Polish names, because the
Polish dictionary knows many of them in lower case too; SGJP tags every reading with its
class: `kraków` is read only as the city, `róża` is also the flower.
"""

from __future__ import annotations

from wisegen.lang.pl import sgjp


def is_name(word: str) -> bool:
    """True when every SGJP reading of the word (as written, or capitalised when it is
    written in lower case) is a proper name, and there is at least one."""
    readings = sgjp.readings(word) or sgjp.readings(word.capitalize())
    return bool(readings) and all(r.noun_class == sgjp.PROPER_NAME for r in readings)
