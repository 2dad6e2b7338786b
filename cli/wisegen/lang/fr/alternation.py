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
from pathlib import Path

from wisegen.lang import bilingual
from wisegen.lang.base import Link
from wisegen.lang.fr import lexique
from wisegen.lang.normalise import fold

_VOWELS = (("eau", "el"), ("au", "al"), ("eu", "el"), ("ou", "ol"), ("ain", "an"),
           ("aim", "am"), ("ein", "en"), ("ien", "en"), ("er", "ar"), ("oi", "e"),
           ("el", "al"), ("eur", "or"), ("eu", "o"), ("eu", "ou"), ("oeu", "ou"))
_SILENT = ("d", "t", "s", "x", "e", "")
SUFFIXES = ("ie", "eur", "ure", "ette", "ance", "ence", "ité", "el", "elle", "eux",
            "ier", "ière", "age", "erie", "ant", "if", "ive", "ment", "ée", "esse",
            "ance", "on", "ard", "al", "ale", "aire", "ain", "ible", "able", "illon")
_ENDINGS = ("e", "es", "ent", "ons", "ez", "ais", "ait", "a", "is", "it", "")
_TABLE = Path(__file__).resolve().parent / "data" / "translations" / "fr.tsv.gz"
_INFINITIVE = ("er", "ir", "re", "oir")
_PREFIXES = ("a", "en", "em", "é", "dé", "in", "im", "re")
_VERB = ("er", "ir", "iser", "é", "ée")
RARER = 1.0
"""A parasynthetic verb is ten times rarer than its noun (alunir, emmurer): apporter,
as frequent as port, is a word of its own."""
_TRANSPARENT = ("en", "de")
"""Languages whose translations show a French verb's noun without copying its Latin shape
(ensacher → eintüten ⊃ Tüte); Italian accordare ⊃ corda only repeats accorder."""


def respell(base: str) -> dict[str, str]:
    """Stems of a folded base before a suffix: chaud → chal, cheveu → chevel, fou → fol."""
    out: dict[str, str] = {}
    for silent in _SILENT:
        if not base.endswith(silent) or len(base) - len(silent) < 2:
            continue
        head = base[:len(base) - len(silent)]
        for k in range(3):  # the last vowel, before at most two consonants (peupl-, preuv-)
            core, tail = head[:len(head) - k], head[len(head) - k:]
            if any(ch in "aeiouy" for ch in tail):
                break
            for old, new in _VOWELS:
                if core.endswith(old) and len(core) > len(old):
                    out.setdefault(core[:-len(old)] + new + tail, f"{old}:{new}")
    return out


def _suffixed(word: str) -> list[tuple[str, str]]:
    """(stem, suffix) splits of a folded word by the suffixes above."""
    return [(word[:-len(fold(s))], s) for s in SUFFIXES
            if word.endswith(fold(s)) and len(word) - len(fold(s)) >= 2]


def _by_form(derived: str, lemmas_other: Mapping[str, str]) -> Link | None:
    """buvette = buv + ette, buv-ons is a form of boire (Lexique). A noun's or adjective's
    stem must be one the lemma itself does not show (papier = pap + ier, and papes is a
    form of pape, but pap- is pape's own stem: a plain suffix, for family.py to confirm);
    a verb's inflected stem is its grammar (sav-ons → savant, val-ons → valeur)."""
    folded = fold(derived)
    if not any(lemma[:1] == folded[:1] for lemma in lemmas_other):
        return None  # a stem keeps its first letter (buv-/boire, puiss-/pouvoir)
    for stem, suffix in _suffixed(folded):
        for tail in {stem[-1:] + "e", ""}:
            for ending in _ENDINGS:
                form = stem + tail + ending
                for entry in lexique.entries(form):
                    for spelled in entry.lemma.split(","):  # molle: 'mou,mol'
                        lemma = fold(spelled)
                        if lemma in lemmas_other and lemma != folded and len(stem) >= 3 \
                                and fold(entry.form) != lemma and not _regular(lemma, stem) \
                                and (not lemma.startswith(stem) or lemma.endswith(_INFINITIVE)):
                            return Link(lexique.SOURCE, f"{derived} = {stem} + -{suffix}; "
                                        f"{entry.form} is a form of {spelled}")
    return None


def _regular(lemma: str, stem: str) -> bool:
    """The stem is the infinitive's own (ment-ir, chant-er): then any word beginning so
    would match (menton is no lie), and only a database's derivation may join them; an
    irregular stem (buv- of boire, puiss- of pouvoir, croy- of croire) is grammar."""
    return any(lemma == stem + ending for ending in _INFINITIVE)


def _heads(noun: str) -> set[str]:
    """The noun's stem inside a verb: mur, lun(e), bel (beau), sach (sac), douc (doux)."""
    n = fold(noun)
    heads = {n, n[:-1]} if n.endswith("e") else {n}
    heads |= set(respell(n))
    if n.endswith("c"):
        heads.add(n + "h")          # sac → en-sach-er
    if n.endswith("x"):
        heads.add(n[:-1] + "c")     # doux → a-douc-ir
    heads |= {h + h[-1] for h in heads if h[-1] in "lnrtf"}  # beau → bel → em-bell-ir
    return {h for h in heads if len(h) >= 3}


def _parasynthetic(verb: str, noun: str) -> Link | None:
    """alunir = a + lun(e) + ir: a prefix and a verb suffix around a noun of Lexique
    (a- doubles the consonant after it: at-terr-ir, ar-rond-ir, al-long-er)."""
    v, n = fold(verb), fold(noun)
    if len(v) < len(n) + 2 or n[:2] not in v:
        return None
    for head in _heads(noun):
        prefixes = [fold(p) for p in _PREFIXES] + ["a" + head[0], "ra" + head[0]]
        for prefix in prefixes:
            for ending in _VERB:
                if v == prefix + head + ending:
                    return _confirmed_verb(verb, noun, f"{verb} = {prefix}- + {head} + "
                                           f"-{ending} (verb made from {noun})")
    return None


def _nested(verb: str, noun: str) -> str | None:
    """A translation of the verb holds a translation of the noun (ensacher → eintüten,
    sac → Tüte; embellir → verschönern, beau → schön)."""
    nouns: dict[tuple[str, str], str] = {}
    for lang, word, _ in bilingual.direct(_TABLE, noun):
        stem = word.casefold().rstrip("e")
        if lang == "de" and word.endswith("en"):
            continue  # a verb made noun (port → Tragen) sits in every auf-tragen
        if len(stem) >= 4:
            nouns.setdefault((lang, stem), word)
    for lang, word, dictionary in bilingual.direct(_TABLE, verb):
        if lang not in _TRANSPARENT:
            continue
        said = word.casefold()
        for (target, stem), noun_word in nouns.items():
            if target == lang and stem in said and said != stem and not _cognate(said, verb):
                return f"{verb} → {word}, {noun} → {noun_word} ({dictionary})"
    return None


def _cognate(foreign: str, verb: str) -> bool:
    """arrangieren repeats arranger: a borrowed shape, not a translation that shows it."""
    a, b = fold(foreign), fold(verb)
    return a[:5] == b[:5]


def _confirmed_verb(verb: str, noun: str, how: str) -> Link | None:
    """The shape found: Lexique must know both, and the verb be the rarer word or its
    translation hold the noun's (apporter is a word of its own, not a port made verb)."""
    from wordfreq import zipf_frequency  # only now: importing it takes ~0.2 s

    if not (lexique.knows(verb) and lexique.knows(noun)):
        return None
    if zipf_frequency(verb, "fr", wordlist="small") <= zipf_frequency(
            noun, "fr", wordlist="small") - RARER:
        return Link(lexique.SOURCE, how)
    nested = _nested(verb, noun)
    return Link(lexique.SOURCE, f"{how}; {nested}") if nested else None


def link(a: str, b: str, lemmas_a: Mapping[str, str], lemmas_b: Mapping[str, str]
         ) -> Link | None:
    """A stem shown by an inflected form, or a parasynthetic verb; None otherwise."""
    return (_by_form(a, lemmas_b) or _by_form(b, lemmas_a)
            or _parasynthetic(a, b) or _parasynthetic(b, a))
