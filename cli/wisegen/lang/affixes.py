"""Derivational affixes: a language rule, not a word list.

Each language package declares its closed sets (`Language.suffixes` such as -ness,
-ity, -age, -ier; `Language.prefixes` such as un-, re-, dé-); they say how a word
*could* be built from another (outillage = outil + l + age).

A possible derivation is only a candidate: "university" could be "univers + ity" just
as "carpet" could be "car + pet". The referee needs another source to agree
(family.py) before it calls two words one family.
"""

from __future__ import annotations

from functools import cache, lru_cache

from wisegen.lang.normalise import fold
from wisegen.lang.registry import get_language


def _variants(base: str) -> set[str]:
    """Spellings a base takes before a suffix: make/mak-er, happy/happi-ness,
    run/runn-er, outil/outill-age, pomme/pomm-ier, chanter/chant-eur."""
    out = {base}
    if len(base) > 3:
        if base[-1] in "ey":
            out.add(base[:-1])
        if base.endswith("y"):
            out.add(base[:-1] + "i")
        if base[-2:] in ("er", "ir", "re"):
            out.add(base[:-2])
        if base[-2:] in ("le",):
            out.add(base[:-2] + "il")
        if base.endswith("qu"):  # musique/musicien, public/publique
            out.add(base[:-2] + "c")
    if len(base) >= 3 and base[-1] not in "aeiouy":
        out.add(base + base[-1])
    if len(base) >= 3 and base[-1] in "aeiouy":  # French linking consonants: fourmi-l-ier
        out.update(base + c for c in "lt")
    return out


@cache
def _affixes(language: str) -> tuple[frozenset[str], tuple[tuple[str, str], ...]]:
    """The language's suffixes folded, and its prefixes as (written, folded): folded once."""
    declared = get_language(language)
    return (frozenset(fold(s) for s in declared.suffixes),
            tuple((p, fold(p)) for p in sorted(declared.prefixes)))


@lru_cache(maxsize=65536)
def bases(word: str, language: str) -> dict[str, str]:
    """Possible bases of a folded word -> how the word is built from each ('+ age')."""
    suffixes, prefixes = _affixes(language)
    folded = fold(word)
    found: dict[str, str] = {folded: ""}
    for end in range(2, len(folded)):
        head, tail = folded[:end], folded[end:]
        if tail in suffixes and len(head) >= 3:
            found.setdefault(head, f"+ -{tail}")
    for prefix, folded_prefix in prefixes:
        rest = folded[len(folded_prefix):]
        if folded.startswith(folded_prefix) and len(rest) >= 4:
            found.setdefault(rest, f"{prefix}- +")
    return found


def shared_base(a: str, b: str, language: str) -> str | None:
    """A base both words can be built from (with the usual spelling changes), or None.

    electric/electricity -> 'electric'; outil/outillage -> 'outil'; universe/university
    -> 'univers' (a candidate only). One word being a base of the other counts.
    """
    ba, bb = bases(a, language), bases(b, language)
    respell = get_language(language).respell
    va = {v: base for base in ba for v in _variants(base)}
    vb = {v: base for base in bb for v in _variants(base)}
    if respell is not None:  # the language's alternations: chaud -> chal(eur)
        va.update({v: base for base in ba for v in respell(base) if v not in va})
        vb.update({v: base for base in bb for v in respell(base) if v not in vb})
    common = [v for v in va if v in vb and len(v) >= 3]
    if not common:
        return None
    best = max(common, key=lambda v: (len(v), v))
    return min(va[best], vb[best], key=len)


_VOWELS = set("aeiouy")


def _skeleton(word: str) -> str:
    """The consonants of a word: strong/streng-th, deep/dep-th, broad/bread-th."""
    return "".join(ch for ch in word if ch not in _VOWELS)


def alternated_base(a: str, b: str, language: str) -> str | None:
    """A base of the longer word whose consonants are the shorter word's, its vowels
    changed (strong/strength, long/length, deep/depth, wide/width, broad/breadth): the
    vowel alternations of old derivations. Two consonants at least; a candidate only."""
    shorter, longer = sorted((fold(a), fold(b)), key=len)
    want = _skeleton(shorter[:-1] if shorter.endswith("e") and len(shorter) > 3 else shorter)
    if len(want) < 2 or shorter == longer:
        return None
    for base, how in bases(longer, language).items():
        if how and base != longer and _skeleton(base) == want and base[0] == shorter[0]:
            return shorter
    return None
