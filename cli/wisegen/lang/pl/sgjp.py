"""Polish morphology through morfeusz2 and its SGJP dictionary: readings and noun classes.

SGJP (Słownik gramatyczny języka polskiego) gives every form its lemma, a tag such as
`subst:sg:nom:m2`, a name class (`nazwa_pospolita` for a common noun, `imię`,
`nazwa_geograficzna` ... for proper names) and qualifiers (`pot.`, `daw.` ...). This
module turns one reading into one of a few noun classes, so that a referee and the
build of a word list can never disagree about what counts as a noun:

- common noun: `subst` or `depr` (the deprecative plural, `chłopy`) with a common-noun
  name class, or `ger` (a gerund, `bieganie`: a noun in Polish school grammar);
- abbreviation: `brev` (`dr`), or a noun whose lemma is an acronym: two or more capitals
  (`ZUS`, `PZU`, `AGD`) or no vowel at all (`bhp`, `tv`, `wc`), since no Polish word is
  written without a vowel;
- proper name: a noun whose name classes are all proper (`imię`, `nazwisko`, ...);
- pronoun: a `subst` reading with no name class (`kto`, `nic`, `coś`, `wszystko`);
- other: any other part of speech (`inf` biegać, `adj`, `num` ...);
- unknown: SGJP does not know the form (`ign`).

morfeusz2 is loaded lazily, once: it costs about 50 ms.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from wisegen.lang.pl.letters import VOWELS

COMMON_NOUN = "common-noun"
ABBREVIATION = "abbreviation"
PROPER_NAME = "proper-name"
PRONOUN = "pronoun"
OTHER = "other"

_NOUN_TAGS = ("subst", "depr")


@dataclass(frozen=True)
class Reading:
    """One SGJP reading of a whole word: lemma, tag, name classes and qualifiers."""

    form: str
    lemma: str
    tag: str
    names: tuple[str, ...]
    qualifiers: tuple[str, ...]

    @property
    def pos(self) -> str:
        """The part of speech: the tag's first field (`subst`, `ger`, `adj`, `brev` ...)."""
        return self.tag.split(":", 1)[0]

    @property
    def lemma_base(self) -> str:
        """The lemma without SGJP's homonym mark: `żółw:Sm2` -> `żółw`."""
        return self.lemma.split(":", 1)[0]

    @property
    def noun_class(self) -> str:
        return noun_class(self)

    @property
    def cases(self) -> frozenset[str]:
        """The grammatical cases the tag gives (`subst:sg:gen.acc:m2` -> gen, acc); a
        noun or gerund tag's third field, empty for other parts of speech."""
        fields = self.tag.split(":")
        if self.pos not in (*_NOUN_TAGS, "ger") or len(fields) < 3:
            return frozenset()
        return frozenset(fields[2].split("."))

    @property
    def nominative(self) -> bool:
        """Is this reading a nominative, singular or plural (the form a dictionary names)?"""
        return "nom" in self.cases

    def as_dict(self) -> dict[str, Any]:
        return {"lemma": self.lemma_base, "sgjp_lemma": self.lemma, "tag": self.tag,
                "names": list(self.names), "qualifiers": list(self.qualifiers),
                "class": self.noun_class}


def is_acronym(lemma: str) -> bool:
    """`ZUS`, `PKiN`, `bhp`, `tv`: two capitals, or letters without any vowel."""
    letters = [ch for ch in lemma if ch.isalpha()]
    if sum(ch.isupper() for ch in letters) >= 2:
        return True
    return bool(letters) and not any(ch.lower() in VOWELS for ch in letters)


def _is_common(names: tuple[str, ...]) -> bool:
    # SGJP spells the class `nazwa_pospolita`, and in a few entries `nazwa pospolita`
    # or just `pospolita`.
    return any("pospolita" in name for name in names)


def noun_class(reading: Reading) -> str:
    """The class of one reading (see the module doc)."""
    pos = reading.pos
    if pos == "brev":
        return ABBREVIATION
    if pos == "ger":
        return COMMON_NOUN
    if pos not in _NOUN_TAGS:
        return OTHER
    if is_acronym(reading.lemma_base):
        return ABBREVIATION
    if _is_common(reading.names):
        return COMMON_NOUN
    return PROPER_NAME if reading.names else PRONOUN


@cache
def _analyser() -> Any:
    import morfeusz2

    return morfeusz2.Morfeusz(generate=False)


@cache
def _generator() -> Any:
    import morfeusz2

    return morfeusz2.Morfeusz(analyse=False)


def readings(word: str) -> list[Reading]:
    """SGJP's readings of `word` as one whole word (empty when SGJP does not know it).

    Readings that split the word into several segments (`coś` as `co` + `ś`) are not
    readings of the word; neither is `ign`, morfeusz's mark for an unknown form. Case
    matters to SGJP: `Poznań` is the city, `poznań` only a genitive of `poznanie`.
    """
    word = unicodedata.normalize("NFC", word.strip())
    if not word or any(ch.isspace() for ch in word):
        return []
    return list(_readings(word))


VOCABULARY = Path(__file__).resolve().parent / "data" / "sgjp" / "pl-vocabulary.tsv.gz"
"""SGJP's readings of the Polish words translations lead to, in Polish's data/, so that
a ruling reading translations into Polish need not load morfeusz2 (0.15-0.3 s);
scripts/build_vocabulary_tables.py writes it. A word without a row is analysed."""


@lru_cache(maxsize=65536)
def _readings(word: str) -> tuple[Reading, ...]:
    from wisegen.lang.tables import table

    rows = table(VOCABULARY).rows(word)
    if rows:  # one row: the word, then one field per reading (one empty field: none)
        return tuple(Reading(*_unpack(field)) for field in rows[0] if field)
    return analysed(word)


def _unpack(field: str) -> tuple[str, str, str, tuple[str, ...], tuple[str, ...]]:
    """A reading as the table stores it: form, lemma, tag, names, qualifiers, split by
    U+001F, the names and the qualifiers each joined by U+001E."""
    form, lemma, tag, names, qualifiers = field.split("\x1f")
    return (form, lemma, tag, tuple(n for n in names.split("\x1e") if n),
            tuple(q for q in qualifiers.split("\x1e") if q))


def pack(reading: Reading) -> str:
    """A reading as the vocabulary table stores it (`_unpack` reads it back)."""
    return "\x1f".join([reading.form, reading.lemma, reading.tag, "\x1e".join(reading.names),
                         "\x1e".join(reading.qualifiers)])


def analysed(word: str) -> tuple[Reading, ...]:
    """morfeusz2's readings of a whole word (what the vocabulary table stores)."""
    found = _analyser().analyse(word)
    if not found:
        return ()
    last = max(end for _, end, _ in found)
    out = []
    for start, end, (form, lemma, tag, names, qualifiers) in found:
        if start == 0 and end == last and tag != "ign":
            out.append(Reading(form, lemma, tag, tuple(names), tuple(qualifiers)))
    return tuple(out)


def forms(lemma: str) -> list[Reading]:
    """Every form SGJP generates for an SGJP lemma (`żółw:Sm2`), as readings."""
    return [Reading(form, lem, tag, tuple(names), tuple(qualifiers))
            for form, lem, tag, names, qualifiers in _generator().generate(lemma)]


def dictionary_id() -> str:
    """The SGJP dictionary's id and date, for evidence and for the word list's manifest."""
    return str(_analyser().dict_id())


def version() -> str:
    import morfeusz2

    return str(morfeusz2.__version__)
