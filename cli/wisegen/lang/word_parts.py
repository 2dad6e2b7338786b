"""Words built visibly on another where no database records the derivation: a prefix
before an inflected form of the other word (pod-górze: górze is góra's locative), or a
compound joined by a linking vowel (gwiazd-o-zbiór: gwiazda + zbiór).

Both are hand rules, asked only where the language's derivational database is silent
about the longer word (family.py). Each needs a dictionary's word on both sides, not a
resemblance: the rest after the prefix must be an inflected form of the other word
(same lemma), and the rest of a compound a word of at least four letters.
"""

from __future__ import annotations

from wisegen.lang import lemmas, lexicon
from wisegen.lang.base import Link
from wisegen.lang.normalise import fold
from wisegen.lang.registry import get_language

_LINKING_VOWEL = "o"
"""The vowel that joins a compound's first element to the second (Polish gwiazd-o-zbiór,
wod-o-spad; English speed-o-meter). Not French -e-: porc-e-laine is no pig's wool."""


def _longer_first(a: str, b: str) -> tuple[str, str]:
    return (a, b) if len(fold(a)) > len(fold(b)) else (b, a)


def prefixed(a: str, b: str, lang: str) -> Link | None:
    """The longer word is a prefix of the language (three letters or more: en-tente is no
    tent) and a form of the shorter word's lemma: podgórze = pod- + górze (góra), and a
    word of its own."""
    longer, shorter = _longer_first(a, b)
    whole = fold(longer)
    if len(whole) < 6 or not lexicon.in_dictionary(longer, lang):
        return None
    for prefix in sorted(get_language(lang).prefixes, key=len, reverse=True):
        head = fold(prefix)
        rest = longer[len(prefix):]
        if len(head) < 3 or not whole.startswith(head) or len(fold(rest)) < 3:
            continue
        said = lemmas.same_lemma(rest, shorter, lang)
        if said:
            return Link("prefix + lemma", f"{longer} = {prefix}- + {rest} ({said})")
    return None


def linked_compound(a: str, b: str, lang: str) -> Link | None:
    """The longer word is the shorter one's stem, a linking vowel and a word of at least
    four letters: gwiazdozbiór = gwiazd-o- + zbiór."""
    longer, shorter = _longer_first(a, b)
    whole, part = fold(longer), fold(shorter)
    stem = part[:-1] if part[-1:] in "aeiouy" else part
    if len(stem) < 4 or not whole.startswith(stem) or len(whole) < len(stem) + 5:
        return None
    if whole[len(stem)] != _LINKING_VOWEL:
        return None
    rest = longer[len(stem) + 1:]
    if not lexicon.in_dictionary(rest, lang) or not lexicon.in_dictionary(longer, lang):
        return None
    shown = longer[:len(stem)]
    return Link("compound", f"{longer} = {shown}-{longer[len(stem)]}- ({shorter}) + {rest}")
