"""English derivational links from WordNet 3.0 (electricity ~ electric, Japan ~ Japanese),
and its irregular inflections (mice -> mouse, went -> go).

chunspell's English dictionary knows inflections and some derivations (actress ->
actor), but not -ity, -ian, -ese and many more; WordNet's "derivationally related
form" and "pertainym" pointers fill that gap. Only one-word lemmas are kept
(scripts/build_lang_data.py); WordNet is © Princeton University, see
data/wordnet/LICENSE beside this file.

Pertainyms also link words of different roots (heart ~ cardiac), so callers must still
check that the two spellings share a stem; `related` only reports what WordNet says.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from wisegen.lang.normalise import fold
from wisegen.lang.tables import table

SOURCE = "WordNet 3.0"
_DATA = Path(__file__).resolve().parent / "data" / "wordnet"


@lru_cache(maxsize=65536)
def related(word: str) -> dict[str, str]:
    """Lemmas WordNet links to `word`, each with its relation (derivation/pertainym)."""
    key = fold(word)
    if not key:
        return {}
    return {other: relation for other, relation in table(_DATA / "en-derivation.tsv.gz").rows(key)}


@lru_cache(maxsize=65536)
def irregular_lemmas(word: str) -> tuple[str, ...]:
    """WordNet's lemmas of an irregular inflection (mice -> mouse, went -> go)."""
    key = fold(word)
    if not key:
        return ()
    return tuple(row[0] for row in table(_DATA / "en-exceptions.tsv.gz").rows(key))


@lru_cache(maxsize=65536)
def meaning(word: str) -> dict[str, str]:
    """Lemmas that begin like `word` and that a gloss of it uses (stroke: "the act of
    striking") or that share a synset with it (die/dice): 'gloss' or 'synonym'. Compiled
    by scripts/build_en_meaning.py; a meaning, not yet a family (alternation.py decides)."""
    key = fold(word)
    if not key:
        return {}
    return {other: how for other, how in table(_DATA / "en-meaning.tsv.gz").rows(key)}


def is_lemma(word: str) -> bool:
    """Is `word` one of WordNet's one-word lemmas (wether, ewe, thru)?"""
    key = fold(word)
    return bool(key) and bool(table(_DATA / "en-lemmas.tsv.gz").rows(key))


def _synonyms(word: str, other: str) -> bool:
    rows = table(_DATA / "en-meaning.tsv.gz").rows(fold(word))
    return any(b == fold(other) and how == "synonym" for b, how in rows)


def _consonants(word: str) -> str:
    """Consonants without h, a doubled one once: yoghurt and yogurt, omelette and omelet
    have the same."""
    out = ""
    for ch in word:
        if ch not in "aeiouyh" and not out.endswith(ch):
            out += ch
    return out


def one_entry(a: str, b: str, same_sound: bool = False) -> str | None:
    """Both are WordNet lemmas of one synset, a vowel or two apart, their consonants the
    same: one word's two spellings (encyclopaedia, mediaeval, grey); or farther apart
    when the caller knows they sound the same (ketchup/catsup)."""
    import jellyfish

    fa, fb = fold(a), fold(b)
    if same_sound:  # the pronouncing dictionary has them alike: one synset is enough
        return f"{SOURCE}: {a} and {b} are one synset's spellings" if _synonyms(fa, fb) \
            else None
    consonants = [_consonants(w) for w in (fa, fb)]
    if consonants[0] != consonants[1] or not _synonyms(fa, fb) \
            or jellyfish.damerau_levenshtein_distance(fa, fb) > 2:
        return None  # die/dice, one synset too, differ by a consonant: a plural
    from wisegen.lang.en import cmu

    sounds = [set(cmu.pronunciations(w)) for w in (fa, fb)]
    if all(sounds) and not sounds[0] & sounds[1]:
        return None  # bind/bond: one synset, two words sounding apart (a vowel change)
    return f"{SOURCE}: {a} and {b} are one synset's spellings"


def own_word(word: str, other: str) -> str | None:
    """WordNet as a second dictionary: `word` is a lemma of its own, not `other` respelt
    (wether is a ram, not weather misspelt), unless WordNet puts both in one synset
    (thru/through: one word, two spellings). The source, or None."""
    if not is_lemma(word) or _synonyms(word, other):
        return None
    return SOURCE
