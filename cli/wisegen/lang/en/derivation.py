"""English derivations: WordNet's links, and which of hunspell's stems to trust.

chunspell's en_US records derivations (actress -> actor, unhappy -> happy) but also
pairs suppletive genders (queen -> king); WordNet 3.0 adds the derivations hunspell
lacks (electricity ~ electric, Japan ~ Japanese) but also links words of different
roots by meaning (heart ~ cardiac). Each is trusted only when the spellings agree.
"""

from __future__ import annotations

from collections.abc import Mapping

from wisegen.lang.base import Link, word_set
from wisegen.lang.en import alternation, wordnet
from wisegen.lang.normalise import fold
from wisegen.lang.resemblance import shares_stem


def _respelt(word: str) -> str:
    """English spelling changes before a suffix: cry/cri-es, duke/duch-ess."""
    return (word[:-1] + "i" if word.endswith("y") else word).replace("k", "c")


def plausible_stem(form: str, stem: str) -> bool:
    """English stems must visibly share letters with the form, or be an irregular
    inflection WordNet lists: chunspell also pairs suppletive genders (queen -> king)."""
    a, b = fold(form), fold(stem)
    if a == b or a[:3] == b[:3] or _respelt(a)[:3] == _respelt(b)[:3]:
        return True
    return shares_stem(a, b) or b in wordnet.irregular_lemmas(a)


def wordnet_link(a: str, b: str, lemmas_a: Mapping[str, str],
                 lemmas_b: Mapping[str, str]) -> Link | None:
    """A WordNet derivation between lemmas of `a` and `b` that share a stem, directly or
    through one lemma both are derived from."""
    for x in lemmas_a:
        related = wordnet.related(x)
        for y in lemmas_b:
            if y in related and shares_stem(x, y) and _one_morpheme(x, y):
                return Link(wordnet.SOURCE, f"{x} ↔ {y} ({related[y]}; shared morpheme "
                            f"{min(x, y, key=len)})")
    for x, y in ((x, y) for x in lemmas_a for y in lemmas_b):
        for m, how in wordnet.related(x).items():
            if m.endswith("ey") and y == m[:-2] + "y" and _one_morpheme(x, y):
                # WordNet derives "scarey" from scare; scary is that word's usual spelling
                return Link(wordnet.SOURCE, f"{x} ↔ {m} ({how}), spelt {y} (shared "
                            f"morpheme {x})")
            # bake ↔ baker (WordNet), bakery = baker + y: one morpheme each step, and
            # bakery's gloss names the baking (battery's names no bat or batter).
            if m != y and len(m) < len(y) and shares_stem(x, m) and _one_morpheme(x, m) \
                    and y.startswith(m) and _suffixes(y[len(m):]) \
                    and {x, m} & set(wordnet.meaning(y)):
                return Link(wordnet.SOURCE, f"{x} ↔ {m} ({how}); {y} = {m} + -{y[len(m):]} "
                            f"(shared morpheme {x})")
    for x in lemmas_a:
        for y in lemmas_b:
            if not shares_stem(x, y):
                continue
            common = [m for m in wordnet.related(x) if m in wordnet.related(y)
                      and shares_stem(m, x) and shares_stem(m, y)
                      and _one_morpheme(m, x) and _one_morpheme(m, y)]
            if common:
                return Link(wordnet.SOURCE, f"{x} ↔ {common[0]} ↔ {y}")
    return None


SUFFIXES = word_set("""
    s es ed d ing er est r st ly ness ment ity ty ion tion ation ition sion ian an
    al ial ical ic ics ous ious eous ful less able ible ive ative ist ism ish ize ise
    ify fy en hood ship dom ess ette let ling ery ry ary ory ee eer ward y ie ese
    ite ant ent ance ence ancy ency th ure age ics ism ster
""")
"""English derivational and inflectional suffixes (the language's `suffixes`)."""


def _one_morpheme(x: str, y: str) -> bool:
    """Is the longer word the shorter one (its final e or y respelt, its last consonant
    doubled) plus English suffixes, so the link is a shared morpheme players see
    (electric + ity, Japan + ese)? WordNet also links words through another sense:
    cow ↔ coward (through the verb "to cow"), which no player would cancel."""
    shorter, longer = sorted((fold(x), fold(y)), key=len)
    if not longer.startswith(shorter[:3]):
        return True  # not a prefix pair at all; the spelling test already judged it
    heads = {shorter, shorter + shorter[-1]}
    if shorter[-1] in "ey":
        heads |= {shorter[:-1], shorter[:-1] + "i"}
    for head in heads:
        rest = longer[len(head):]
        if longer.startswith(head) and rest and _suffixes(rest):
            return True
    return False


def _suffixes(rest: str) -> bool:
    """Is `rest` one or two suffixes (ity; ical = ic + al)?"""
    if rest in SUFFIXES:
        return True
    return any(rest[:i] in SUFFIXES and rest[i:] in SUFFIXES for i in range(1, len(rest)))


def meaning_link(a: str, b: str) -> Link | None:
    """WordNet's derivational link without the spelling test (sing/song, fly/flight):
    only used to confirm a pair that already looks related in the other language."""
    if wordnet.related(a).get(fold(b)) == "derivation":
        return Link(wordnet.SOURCE, f"{a} ↔ {b} (derivation)")
    return None


def link(a: str, b: str, lemmas_a: Mapping[str, str], lemmas_b: Mapping[str, str]
         ) -> Link | None:
    """A WordNet derivation that keeps the stem's spelling, or one through a changed stem
    (alternation.py: strike/stroke, heal/health, receive/reception)."""
    return (_irregular(a, b) or wordnet_link(a, b, lemmas_a, lemmas_b)
            or _glossed(a, b) or alternation.link(a, b, lemmas_a, lemmas_b))


def _glossed(a: str, b: str) -> Link | None:
    """A word that begins with the other and whose WordNet gloss uses it: snowflake ("a
    crystal of snow"), toothbrush, owlet, Sunday. Carpet's gloss names no car."""
    shorter, longer = sorted((fold(a), fold(b)), key=len)
    if len(shorter) < 3 or len(longer) < len(shorter) + 2 or not longer.startswith(shorter):
        return None
    if wordnet.meaning(longer).get(shorter) != "gloss":
        return None
    return Link(wordnet.SOURCE, f"{longer}: its gloss names {shorter}")


def _irregular(a: str, b: str) -> Link | None:
    """An irregular inflection WordNet's exception lists record (brethren → brother,
    geese → goose), when the two begin alike: went → go and better → good are other
    words to a player, however the grammar pairs them."""
    for x, y in ((fold(a), fold(b)), (fold(b), fold(a))):
        if x[:1] == y[:1] and y in wordnet.irregular_lemmas(x):
            return Link(wordnet.SOURCE, f"{x} → {y} (irregular inflection)")
    return None
