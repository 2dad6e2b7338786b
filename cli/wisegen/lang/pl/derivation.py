"""Polish word formation: diminutives, feminines and adjectives, checked against SGJP.

A Polish family a player sees at once is a noun and its diminutive (kot/kotek,
rzeka/rzeczka, ręka/rączka, książka/książeczka), its feminine (nauczyciel/
nauczycielka, król/królowa, mistrz/mistrzyni, lekarz/lekarka) or its adjective
(szkoła/szkolny, morze/morski, zima/zimowy, rzeka/rzeczny). SGJP lists each as a
lemma of its own, so one lemma does not join them: these rules do, with the stem
alternations the suffixes bring (k:cz, g:ż, ch:sz, r:rz, rz:r, ó:o, ę:ą), and only
when SGJP has both words as common nouns (the adjective as an adjective). A derived
word more frequent than its base (by wordfreq) is a word of its own, not a small or
female base: matka is not a small mat, polski not a field's adjective. Known limit: a
derived-looking word rarer than an unrelated base still links (bar/barka,
plac/placek).
"""

from __future__ import annotations

from collections.abc import Mapping

from wisegen.lang.base import Link
from wisegen.lang.pl import alternation, sgjp

SOURCE = "SGJP + Polish word formation"
DIMINUTIVE = ("ek", "ka", "ko", "ik", "yk", "czek", "czka", "eczek", "eczka", "eczko",
              "uszek", "uszka", "ątko", "iątko", "ulek", "unia", "eńka", "uś", "ątka")
FEMININE = ("ka", "owa", "ini", "yni", "ina", "ica", "ówna", "anka")
ADJECTIVE = ("ny", "owy", "ski", "cki", "owski", "iczny", "ański", "owaty")
_SUFFIXES = {**{s: "adjective" for s in ADJECTIVE}, **{s: "diminutive" for s in DIMINUTIVE},
             **{s: "feminine" for s in FEMININE}}
_FINAL = {"k": ("cz", "c"), "g": ("ż", "dz"), "ch": ("sz",), "r": ("rz",), "rz": ("r",),
          "t": ("ć", "c"), "d": ("dź", "dz"), "ł": ("l",), "s": ("ś",), "z": ("ź", "ż"),
          "n": ("ń",), "c": ("cz",), "sz": ("s",)}
_VOWEL_SWAP = {"ó": "o", "o": "ó", "ę": "ą", "ą": "ę"}
_ENDINGS = ("a", "o", "e", "y", "i", "ę", "um")


def _stems(base: str) -> dict[str, str]:
    """Stems a suffix may follow, each with the change that made it (rzeka -> rzecz)."""
    heads = {base: ""}
    for ending in _ENDINGS:
        if base.endswith(ending) and len(base) - len(ending) >= 2:
            heads.setdefault(base[:-len(ending)], f"-{ending}")
    for ending in ("ek", "ka", "ko"):  # kwiatek -> kwiat-eczek, książka -> książ-eczka
        if base.endswith(ending) and len(base) > 4:
            heads.setdefault(base[:-2], f"-{ending}")
    out = dict(heads)
    for head, how in heads.items():
        for old, new in _FINAL.items():
            if head.endswith(old):
                for alt in new:
                    out.setdefault(head[:-len(old)] + alt, f"{how} {old}:{alt}".strip())
    for head, how in list(out.items()):
        vowels = [i for i, ch in enumerate(head) if ch in _VOWEL_SWAP]
        if vowels:
            i = vowels[-1]
            swapped = head[:i] + _VOWEL_SWAP[head[i]] + head[i + 1:]
            out.setdefault(swapped, f"{how} {head[i]}:{_VOWEL_SWAP[head[i]]}".strip())
    return out


def _noun(word: str) -> bool:
    return any(r.noun_class == sgjp.COMMON_NOUN and r.lemma_base == word
               for r in sgjp.readings(word))


def _animate(word: str) -> bool:
    """A noun of SGJP's personal or animate gender (m1, m2, or a feminine person): only
    a being has a feminine (lew/lwica), not a thing (ul/ulica)."""
    return any(r.noun_class == sgjp.COMMON_NOUN and r.lemma_base == word
               and r.tag.rsplit(":", 1)[-1] in ("m1", "m2") for r in sgjp.readings(word))


def spellings(word: str) -> list[str]:
    """A word's SGJP spellings, and their lemmas unless the word is a lemma of its own:
    psami → pies, but domino stays domino (not a form of domina), lew stays lew."""
    from wisegen.lang.pl import words

    spelled = words.forms(word)
    found = words.lemmas(word)
    own = [form for form in spelled if form in found]
    return own or list(dict.fromkeys([*spelled, *found]))


def _adjective(word: str) -> bool:
    return any(r.pos == "adj" and r.lemma_base == word for r in sgjp.readings(word))


def formation(base: str, derived: str) -> str | None:
    """How `derived` is formed from `base` ('rzecz-ka: diminutive -ka, k:cz'), or None."""
    for stem, change in sorted(_stems(base).items(), key=lambda item: -len(item[0])):
        if not derived.startswith(stem):
            continue
        suffix = derived[len(stem):]
        kind = _SUFFIXES.get(suffix)
        if kind is None:
            continue
        if suffix in DIMINUTIVE and suffix in FEMININE:  # -ka: rzeczka, but aktorka
            kind = "diminutive" if base[-1] in "aoeęy" else "feminine"
        shown = f"{base} → {stem}-{suffix}: {kind} -{suffix}"
        return f"{shown} ({change})" if change else shown
    return None


def _rarer(derived: str, base: str) -> bool:
    """wordfreq's small list (loaded in 40 ms, where the full one takes 0.8 s), over
    every form SGJP generates (alternation.rarer): różny, through różne, is far more
    frequent than róża, so it is no rose's adjective."""
    return alternation.rarer(derived, base)


def link(a: str, b: str, lemmas_a: Mapping[str, str], lemmas_b: Mapping[str, str]
         ) -> Link | None:
    """A diminutive, feminine or adjective formed from a lemma of the other word (SGJP).

    The lemma maps are folded (krol); SGJP's own spellings (król) are asked again."""
    spelled_a, spelled_b = spellings(a), spellings(b)
    for x in spelled_a:
        for y in spelled_b:
            if x == y:
                continue
            base, derived = (x, y) if len(x) <= len(y) else (y, x)
            how = formation(base, derived)
            if how is None or not _noun(base) or not _rarer(derived, base):
                continue
            if "feminine" in how and not _animate(base):
                continue
            if _noun(derived) if "adjective" not in how else _adjective(derived):
                what = "a noun and an adjective" if "adjective" in how else "both as nouns"
                return Link(SOURCE, f"{how}; SGJP has {what}")
    for x in spelled_a:
        for y in spelled_b:
            found = alternation.link(x, y) if x != y else None
            if found:
                return found
    return None
