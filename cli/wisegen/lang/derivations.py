"""Word families from a derivational database: what Wiktionary's editors recorded.

A language may ship a table of attested derivations (`Language.derivations`: MorphyNet
for French and Polish, compiled by scripts/build_morphynet.py). Each row says that one
word is built on another with one morpheme: écrire → écriture (-ure), wilk → wilczyca
(-yca), feuille → portefeuille (porte-), spadać → wodospad (wodo-). Such a row is
evidence that the two words are one family; a word that merely *begins* like another
(bois/boisson, kos/kosmos) has no such row, and nothing here joins them.

Two words are one family when the table links them:

1. directly (one is built on the other);
2. through a chain of bases, three steps at most (rękawiczka ← rękawica ← rękaw), or
   one word between them: a common base (revoir ← voir → prévoir); never through a
   word built on both (a compound is no evidence that its two parts are related);
3. as a compound's element: the morpheme a compound adds is the other word itself or
   its combining form (porte- in portefeuille; wodo- in wodospad is woda with the
   linking -o-).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from wisegen.lang.base import Language, Link
from wisegen.lang.normalise import base_language, fold, nfc
from wisegen.lang.registry import get_language
from wisegen.lang.tables import table

SOURCE = "MorphyNet (Wiktionary)"
_LINKING_VOWELS = "oiey"
"""Vowels that join a compound's first element to the rest (wod-o-spad, gwiazd-o-zbiór)."""


@dataclass(frozen=True)
class Derivation:
    """One attested derivation, seen from `word`."""

    word: str
    other: str
    relation: str
    """'base': `other` is what `word` is built on; 'derived': `other` is built on `word`."""
    morpheme: str
    kind: str
    """'prefix' or 'suffix': where the morpheme stands."""

    def shown(self) -> str:
        """'écrire → écriture (-ure)' or 'feuille → portefeuille (porte-)'."""
        base, derived = ((self.other, self.word) if self.relation == "base"
                         else (self.word, self.other))
        affix = f"{self.morpheme}-" if self.kind == "prefix" else f"-{self.morpheme}"
        return f"{base} → {derived} ({affix})"


@lru_cache(maxsize=65536)
def derivations(word: str, language: str) -> tuple[Derivation, ...]:
    """The table's derivations of a word, in both directions.

    Rows are keyed by the folded spelling; where a language's marks make other words
    (Polish lód/łód, French tâche/tache) only the rows written as the word is written
    are kept, unless the word was typed without any marks at all."""
    declared = get_language(base_language(language))
    if declared.derivations is None:
        return ()
    written = nfc(word).casefold().strip()
    rows = table(declared.data(declared.derivations)).rows(fold(word))
    found = [Derivation(*row[:5]) for row in rows if len(row) >= 5]
    exact = [d for d in found if d.word.casefold() == written]
    if exact or written != fold(written) or _a_word_as_written(written, declared):
        return tuple(exact)
    return tuple(found)


def _a_word_as_written(written: str, declared: Language) -> bool:
    """Is the spelling a word of the lexicon as it stands (ponte is, beside ponté)?"""
    return declared.lexicon is not None and written in declared.lexicon.forms(fold(written))


def _key(word: str, language: str) -> str:
    """How two spellings are compared: folded, or (where marks make other letters, as in
    Polish: leń is not len) in lower case with their marks."""
    if get_language(base_language(language)).marks_are_letters:
        return nfc(word).casefold().strip()
    return fold(word)


def _neighbours(words: Iterable[str], language: str) -> dict[str, Derivation]:
    """Neighbour (its `_key`) -> the derivation that reaches it, for every spelling given."""
    out: dict[str, Derivation] = {}
    for word in words:
        for other, d in _word_neighbours(word, language):
            out.setdefault(other, d)
    return out


@lru_cache(maxsize=65536)
def _word_neighbours(word: str, language: str) -> tuple[tuple[str, Derivation], ...]:
    """One spelling's neighbours (by `_key`), each with its derivation; a neighbour that
    is only an inflected form stands for its lemma too (a row naming a verb's participle
    reaches the verb), but a lemma of its own stands for itself only (lasek's rows make
    no laska, its genitive). Only a lexicon that opens quickly is asked (Lexique; not
    SGJP, which a translation's check in another language must not open)."""
    lexicon = get_language(base_language(language)).lexicon
    if lexicon is not None and not lexicon.quick:
        lexicon = None
    out: dict[str, Derivation] = {}
    for d in derivations(word, language):
        out.setdefault(_key(d.other, language), d)
        lemmas = lexicon.lemmas(d.other) if lexicon is not None else []
        if d.other not in lemmas:
            for lemma in lemmas:
                out.setdefault(_key(lemma, language), d)
    return tuple(out.items())


def _element(morpheme: str) -> set[str]:
    """A compound's element as a folded stem and as a word (wodo -> wod, wodo)."""
    folded = fold(morpheme).strip("-'’ ")
    out = {folded} if len(folded) >= 3 else set()
    if len(folded) >= 4 and folded[-1] in _LINKING_VOWELS:
        out.add(folded[:-1])
    return out


def _stems(word: str) -> set[str]:
    """A word and the word without its final vowel (woda -> wod), folded."""
    folded = fold(word)
    out = {folded}
    if len(folded) >= 4 and folded[-1] in "aeiouyęą":
        out.add(folded[:-1])
    return out


def _compound(words_a: Iterable[str], words_b: Iterable[str], language: str) -> Link | None:
    """A compound of `a` whose added element is `b` (portefeuille: porte-), or None."""
    words = list(words_b)
    for word in words_a:
        for d in derivations(word, language):
            if d.relation != "base":
                continue
            element = _element(d.morpheme)
            meant = next((w for w in words if _stems(w) & element), None)
            if meant is not None:
                return Link(SOURCE, f"{d.shown()}: {d.morpheme} is {meant}")
    return None


def _ancestry(words: Iterable[str], language: str) -> dict[str, list[Derivation]]:
    """Ancestor (by `_key`) -> the chain of derivations down to one of the words."""
    out: dict[str, list[Derivation]] = {}
    for word in words:
        for ancestor, chain in _word_ancestry(word, language):
            out.setdefault(ancestor, list(chain))
    return out


@lru_cache(maxsize=65536)
def _word_ancestry(word: str, language: str, depth: int = 3
                   ) -> tuple[tuple[str, tuple[Derivation, ...]], ...]:
    """Ancestor (by `_key`) -> the chain of derivations down to the word (rękawiczka ←
    rękawica ← rękaw), `depth` steps at most."""
    out: dict[str, tuple[Derivation, ...]] = {}
    frontier: list[tuple[str, tuple[Derivation, ...]]] = [(word, ())]
    for _step in range(depth):
        following = []
        for current, chain in frontier:
            for d in derivations(current, language):
                if d.relation == "base" and _key(d.other, language) not in out:
                    out[_key(d.other, language)] = (d, *chain)
                    following.append((d.other, (d, *chain)))
        frontier = following
    return tuple(out.items())


def link(words_a: Iterable[str], words_b: Iterable[str], language: str) -> Link | None:
    """Why two words (each given with its spellings and lemmas) are one family by the
    language's derivational database, or None."""
    spelled_a, spelled_b = list(dict.fromkeys(words_a)), list(dict.fromkeys(words_b))
    folded_b = {_key(w, language) for w in spelled_b}
    near_a = _neighbours(spelled_a, language)
    for other, d in near_a.items():
        if other in folded_b:
            return Link(SOURCE, d.shown())
    found = _compound(spelled_a, spelled_b, language) or _compound(spelled_b, spelled_a,
                                                                    language)
    if found:
        return found
    for words, others in ((spelled_a, spelled_b), (spelled_b, spelled_a)):
        ancestors = _ancestry(words, language)
        for other in others:
            chain = ancestors.get(_key(other, language))
            if chain:
                return Link(SOURCE, "; ".join(d.shown() for d in chain))
    near_b = _neighbours(spelled_b, language)
    for middle in sorted(set(near_a) & set(near_b)):
        da, db = near_a[middle], near_b[middle]
        if da.relation == "derived" and db.relation == "derived":
            continue  # a word built on both: a compound joins no family of its parts
        return Link(SOURCE, f"{da.shown()}; {db.shown()}")
    return None


def origins(longer: list[str], language: str) -> list[tuple[str, str]] | None:
    """Where the database records what the longer of two words is built on: the first
    words of its ancestry (those with no recorded base), each with the chain that leads
    from it (laska: [('las', 'las → laska (-ka)')]). None where it records no base for
    the word: the database is silent and weaker rules may judge the pair as it is."""
    ancestors = _ancestry(longer, language)
    if not ancestors:
        return None
    return [(chain[0].other, "; ".join(d.shown() for d in chain))
            for chain in ancestors.values()
            if not any(d.relation == "base" for d in derivations(chain[0].other, language))]
