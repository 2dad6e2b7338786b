"""French word forms from Lexique 3.83: pronunciation, lemma and derivational root.

Lexique (New, Pallier et al., CC BY-SA 4.0) lists ~140,000 French forms with their
phonological transcription (homophones: vert, verre, vers = /vɛʁ/), their lemma
(princesse -> prince, actrice -> acteur: the gender and number inflections hunspell
French partly lacks) and a morphological decomposition (outillage = outil + age) that
wisegen reduces to a root at build time (scripts/build_lang_data.py). Lookups are by
the folded form, so "fantome" finds "fantôme".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from wisegen.lang.normalise import fold
from wisegen.lang.tables import table

SOURCE = "Lexique 3.83"
_FILE = Path(__file__).resolve().parent / "data" / "lexique" / "fr.tsv.gz"

# Lexique's phonological code -> IPA, for showing pronunciations to players.
_IPA = str.maketrans({
    "E": "ɛ", "O": "ɔ", "2": "ø", "9": "œ", "°": "ə", "5": "ɛ̃", "1": "œ̃", "@": "ɑ̃",
    "§": "ɔ̃", "8": "ɥ", "R": "ʁ", "S": "ʃ", "Z": "ʒ", "N": "ɲ", "G": "ŋ", "x": "x",
})


@dataclass(frozen=True)
class Entry:
    """One Lexique row: the accented form, its pronunciation, lemma and root ('' if none)."""

    form: str
    phon: str
    lemma: str
    root: str

    @property
    def ipa(self) -> str:
        return "/" + self.phon.translate(_IPA) + "/"


@lru_cache(maxsize=65536)
def entries(word: str) -> tuple[Entry, ...]:
    """Lexique's rows for a word, accent- and case-insensitively."""
    key = fold(word)
    if not key:
        return ()
    return tuple(Entry(*row) for row in table(_FILE).rows(key) if len(row) == 4)


def forms(word: str) -> list[str]:
    """The accented spellings Lexique knows for a folded word (fantome -> fantôme)."""
    out: list[str] = []
    for entry in entries(word):
        if entry.form not in out:
            out.append(entry.form)
    return out


def knows(word: str) -> bool:
    """Does Lexique have the word (accents and case aside)?"""
    return bool(entries(word))


def lemmas(word: str) -> list[str]:
    """The lemmas of the word's rows, as Lexique spells them (princesse -> prince)."""
    return [entry.lemma for entry in entries(word) if entry.lemma]


def pronunciations(key: str) -> dict[str, str]:
    """Comparable pronunciation (Lexique's code) -> IPA with the source, for a folded word."""
    return {e.phon: f"{e.ipa} ({SOURCE}, {e.form})" for e in entries(key)}
