"""French derivations from Lexique's morphology (outillage = outil + age).

Lexique decomposes forms into a root and affixes; only decompositions where the word
begins with its root are trusted, since the prefixed ones are folk etymology too often
(accord = a + corde).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from wisegen.lang.base import Link
from wisegen.lang.fr import alternation, lexique
from wisegen.lang.normalise import fold
from wisegen.lang.resemblance import shares_stem


def _roots(word: str, lemmas: Iterable[str]) -> dict[str, str]:
    """Lexique's derivational roots of a French word and of its lemmas, when the word
    begins with its root."""
    out: dict[str, str] = {}
    for form in [word, *lemmas]:
        for entry in lexique.entries(form):
            if entry.root and fold(entry.form)[:3] == fold(entry.root)[:3]:
                out.setdefault(fold(entry.root), f"{entry.form} ← {entry.root}")
    return out


def lexique_link(a: str, b: str, lemmas_a: Mapping[str, str],
                 lemmas_b: Mapping[str, str]) -> Link | None:
    """One word's Lexique root is the other word, one of its lemmas, or its own root."""
    ra, rb = _roots(a, lemmas_a), _roots(b, lemmas_b)
    for root, text in ra.items():
        if (root in lemmas_b or root in rb) and shares_stem(root, b):
            return Link(lexique.SOURCE, text)
    for root, text in rb.items():
        if root in lemmas_a and shares_stem(root, a):
            return Link(lexique.SOURCE, text)
    return alternation.link(a, b, lemmas_a, lemmas_b)
