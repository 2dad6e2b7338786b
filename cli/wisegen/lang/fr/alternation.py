"""French families whose stem changes: vowel alternations (chaud/chaleur, cheveu/
chevelure, fou/folie, main/manuel), stems of inflected forms (boire → buv-ons →
buv-ette, pouvoir → puiss-e → puiss-ance, fou → foll-e → fol-ie) and verbs made with a
prefix and a suffix at once (lune → a-lun-ir, mur → em-mur-er).

- `respell` gives the stems a base takes before a learned suffix (au:al, eau:el, eu:el,
  ou:ol, ain:an, aim:am, ein:en, er:ar); family.py still asks the bilingual dictionaries
  to confirm the meanings (chaud → warm, chaleur → warmth);
- `link` reads Lexique: the derived word is a stem plus a suffix, and that stem plus an
  inflectional ending is a form of the other word (puiss-e is pouvoir's subjunctive):
  the grammar itself shows the stem, as WordNet's exception lists do in English;
- a parasynthetic verb (a-, en-, em-, é-, dé- + noun + -er/-ir/-iser) links to its noun
  when Lexique has both and the verb is the rarer word (alunir, emmurer, embellir).
"""

from __future__ import annotations

from collections.abc import Mapping

from wisegen.lang.base import Link
from wisegen.lang.fr import lexique
from wisegen.lang.normalise import fold

_VOWELS = (("eau", "el"), ("au", "al"), ("eu", "el"), ("ou", "ol"), ("ain", "an"),
           ("aim", "am"), ("ein", "en"), ("ien", "en"), ("er", "ar"), ("oi", "e"))
_SILENT = ("d", "t", "s", "x", "e", "")
SUFFIXES = ("ie", "eur", "ure", "ette", "ance", "ence", "ité", "el", "elle", "eux",
            "ier", "ière", "age", "erie", "ant", "if", "ive", "ment", "ée", "esse",
            "ance", "on", "ard", "al", "ale", "aire")
_ENDINGS = ("e", "es", "ent", "ons", "ez", "ais", "ait", "a", "is", "it", "")
_PREFIXES = ("a", "en", "em", "é", "dé", "in", "im")
_VERB = ("er", "ir", "iser")


def respell(base: str) -> dict[str, str]:
    """Stems of a folded base before a suffix: chaud → chal, cheveu → chevel, fou → fol."""
    out: dict[str, str] = {}
    for silent in _SILENT:
        if not base.endswith(silent) or len(base) - len(silent) < 2:
            continue
        head = base[:len(base) - len(silent)]
        for old, new in _VOWELS:
            if head.endswith(fold(old)) and len(head) > len(old):
                out.setdefault(head[:-len(old)] + new, f"{old}:{new}")
    return out


def _suffixed(word: str) -> list[tuple[str, str]]:
    """(stem, suffix) splits of a folded word by the suffixes above."""
    return [(word[:-len(fold(s))], s) for s in SUFFIXES
            if word.endswith(fold(s)) and len(word) - len(fold(s)) >= 2]


def _by_form(derived: str, lemmas_other: Mapping[str, str]) -> Link | None:
    """buvette = buv + ette, buv-ons is a form of boire (Lexique). The stem must be one
    the lemma itself does not show (papier = pap + ier, and papes is a form of pape, but
    pap- is pape's own stem: that is a plain suffix, for family.py to confirm)."""
    folded = fold(derived)
    if not any(lemma[:1] == folded[:1] for lemma in lemmas_other):
        return None  # a stem keeps its first letter (buv-/boire, puiss-/pouvoir)
    for stem, suffix in _suffixed(folded):
        for tail in {stem[-1:] + "e", ""}:
            for ending in _ENDINGS:
                form = stem + tail + ending
                for entry in lexique.entries(form):
                    lemma = fold(entry.lemma)
                    if lemma in lemmas_other and lemma != fold(derived) \
                            and fold(entry.form) != lemma and not lemma.startswith(stem):
                        return Link(lexique.SOURCE, f"{derived} = {stem} + -{suffix}; "
                                    f"{entry.form} is a form of {entry.lemma}")
    return None


def _parasynthetic(verb: str, noun: str) -> Link | None:
    """alunir = a + lun(e) + ir: a prefix and a verb suffix around a noun of Lexique."""
    v, n = fold(verb), fold(noun)
    if len(v) < len(n) + 2 or n[:3] not in v:
        return None
    heads = {n, n[:-1]} if n.endswith("e") else {n}
    for prefix in _PREFIXES:
        for ending in _VERB:
            for head in heads:
                if len(head) >= 3 and v == fold(prefix) + head + ending:
                    return _rarer_verb(verb, noun, f"{verb} = {prefix}- + {head} + -{ending} "
                                       f"(verb made from the noun {noun})")
    return None


def _rarer_verb(verb: str, noun: str, how: str) -> Link | None:
    """The shape found: Lexique must know both, and the verb be the rarer word."""
    from wordfreq import zipf_frequency  # only now: importing it takes ~0.2 s

    if not (lexique.knows(verb) and lexique.knows(noun)):
        return None
    if zipf_frequency(verb, "fr", wordlist="small") > zipf_frequency(noun, "fr",
                                                                     wordlist="small"):
        return None  # apporter is a word of its own, not a port made verb
    return Link(lexique.SOURCE, how)


def link(a: str, b: str, lemmas_a: Mapping[str, str], lemmas_b: Mapping[str, str]
         ) -> Link | None:
    """A stem shown by an inflected form, or a parasynthetic verb; None otherwise."""
    return (_by_form(a, lemmas_b) or _by_form(b, lemmas_a)
            or _parasynthetic(a, b) or _parasynthetic(b, a))
