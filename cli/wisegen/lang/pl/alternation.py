"""Polish derivations whose stem alternates: adjectives, verbs and agent nouns made from
a noun (wieś/wiejski, lato/letni, miasto/miejski, światło/świecić, ciało/cielesny,
wóz/wozić, bóg/boski), checked against SGJP's parts of speech.

Polish changes a stem before a suffix in a few regular ways, applied here in this order
to the noun's stem (its ending -a, -o, -e, -ło … taken off):

- the last consonant cluster simplifies before -ski, -jski, -cki (bóg → bo-ski,
  wieś → wie-jski, miasto → mia-jski → mie-jski);
- the last consonant softens (t:c, t:ć, d:dz, s:ś, z:ź, z:ż, ł:l, k:cz, g:ż, r:rz, ch:sz,
  n:ń, st:ść, sł:śl);
- the last vowel alternates (a:e in lato/letni and ciało/cielesny, ia:ie, ó:o in
  wóz/wozić, o:e, ą:ę, ę:ą), or the mobile e drops (sen/senny is kept, pies → ps-).

A shape is only a candidate: SGJP must read the base as a common noun and the derived
word as the part of speech its suffix makes (-ski an adjective, -ić a verb, -nik a noun),
and the derived word must be rarer than its base (wordfreq), as in derivation.py.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from wisegen.lang import bilingual
from wisegen.lang.base import Link
from wisegen.lang.pl import sgjp

SOURCE = "SGJP + Polish alternations"
_TABLE = Path(__file__).resolve().parent / "data" / "translations" / "pl.tsv.gz"
ADJECTIVE = ("ski", "jski", "ejski", "cki", "ny", "ni", "esny", "owy", "isty", "asty",
             "liwy", "ały", "any", "iany", "owski", "niczy", "ęcy", "i", "y")
VERB = ("ić", "ać", "eć", "ować", "ywać", "nąć", "yć")
NOUN = ("nik", "arz", "ość", "isko", "ak")
_KIND = {**{s: "adj" for s in ADJECTIVE}, **{s: "inf" for s in VERB},
         **{s: "subst" for s in NOUN}}
_ENDINGS = ("ło", "ia", "a", "o", "e", "y", "i", "ę", "um", "")
_CLUSTERS = ("st", "sk", "g", "k", "ś", "s", "z", "ch")
_SOFT = {"t": ("c", "ć"), "d": ("dz", "dź"), "s": ("ś", "sz"), "z": ("ź", "ż"), "ł": ("l",),
         "k": ("cz", "c"), "g": ("ż", "dz"), "r": ("rz",), "ch": ("sz",), "n": ("ń",),
         "st": ("ść", "szcz"), "sł": ("śl",), "w": ("wi",), "b": ("bi",), "m": ("mi",),
         "c": ("cz",), "ń": ("n", "ni"), "ść": ("s",)}
_VOWELS = {"ia": ("ie",), "a": ("e",), "ó": ("o",), "o": ("e",), "ą": ("ę",), "ę": ("ą",),
           "ie": ("",), "e": ("",)}


def _soften(stem: str) -> dict[str, str]:
    out = {}
    for old, news in _SOFT.items():
        if stem.endswith(old):
            out.update({stem[:-len(old)] + new: f"{old}:{new}" for new in news})
    return out


def _vowel(stem: str, final: bool) -> dict[str, str]:
    """The last vowel of the stem alternated (lat → let, wóz → woz, ciał → ciel); a final
    one only where a cluster dropped after it (bó- → bo-ski, mia- → mie-jski)."""
    out = {}
    for i in range(len(stem) - 1, 0, -1):
        for old, news in _VOWELS.items():
            if stem.startswith(old, i) and (final or i + len(old) < len(stem)):
                out.update({stem[:i] + new + stem[i + len(old):]: f"{old}:{new or '∅'}"
                            for new in news})
        if out:
            return out
    return out


_CONSONANT = set("bcćdfghjklłmnńprsśtwzźż")


def _mobile_e(stem: str) -> dict[str, str]:
    """The mobile e: it drops before a final consonant (cukier → cukr-owy, ojciec →
    ojc-owski, smutek → smutk → smut-ny, pies → ps-) and appears between two final
    consonants (wiosn-a → wiosen-ny, sukn-o → sukien-ny, jajk-o → jajek → jajecz-ny)."""
    if stem.endswith("|") or len(stem) < 3:
        return {}
    out = {}
    if stem[-1] in _CONSONANT and stem[-2] == "e":
        cut = 3 if stem[-3] == "i" and len(stem) > 3 else 2
        out[stem[:-cut] + stem[-1]] = "e:∅"
        if stem.endswith(("ek", "ec")) and len(stem) > 4:
            out[stem[:-2]] = f"-{stem[-2:]}"  # smutek → smut-ny
    if stem[-1] in _CONSONANT and stem[-2] in _CONSONANT:
        for vowel in ("e", "ie"):
            out[stem[:-1] + vowel + stem[-1]] = f"∅:{vowel}"
    return out


@lru_cache(maxsize=16384)
def stems(noun: str) -> dict[str, str]:
    """Stems a suffix may follow, each with the alternations that made it."""
    heads = {noun[:len(noun) - len(e)]: f"-{e}" if e else ""
             for e in _ENDINGS if noun.endswith(e) and len(noun) - len(e) >= 2}
    out: dict[str, str] = {}
    for head, how in heads.items():
        steps = {head: how}
        for cluster in _CLUSTERS:
            if head.endswith(cluster) and len(head) > len(cluster) + 1:
                steps.setdefault(head[:-len(cluster)] + "|", f"{how} {cluster}:∅".strip())
        for stem, done in list(steps.items()):
            for soft, change in _soften(stem.rstrip("|")).items():
                steps.setdefault(soft, f"{done} {change}".strip())
        for stem, done in list(steps.items()):
            for changed, change in _mobile_e(stem).items():
                steps.setdefault(changed, f"{done} {change}".strip())
                for soft, softened in _soften(changed).items():  # jajk → jajek → jajecz
                    steps.setdefault(soft, f"{done} {change} {softened}".strip())
        for stem, done in list(steps.items()):
            for changed, change in _vowel(stem.rstrip("|"), stem.endswith("|")).items():
                steps.setdefault(changed + ("|" if stem.endswith("|") else ""),
                                 f"{done} {change}".strip())
        for stem, done in steps.items():
            out.setdefault(stem, done)
    return out


def formation(base: str, derived: str) -> tuple[str, str] | None:
    """How `derived` is built from `base` ('mie-jski: a:e, st:∅') and its part of speech."""
    for stem, change in sorted(stems(base).items(), key=lambda item: -len(item[0])):
        dropped = stem.endswith("|")  # a simplified cluster: only before -ski, -jski, -cki
        stem = stem.rstrip("|")
        if not derived.startswith(stem) or len(stem) < 2:
            continue
        suffix = derived[len(stem):]
        if suffix not in _KIND or (dropped and suffix not in ("ski", "jski", "cki", "ejski")):
            continue
        shown = f"{base} → {stem}-{suffix}"
        return (f"{shown} ({change.strip()})" if change.strip() else shown), _KIND[suffix]
    return None


def _is(word: str, pos: str) -> bool:
    if pos == "subst":
        return any(r.noun_class == sgjp.COMMON_NOUN and r.lemma_base == word
                   for r in sgjp.readings(word))
    return any(r.pos == pos and r.lemma_base == word for r in sgjp.readings(word))


def _naming(tag: str) -> bool:
    """A nominative (różny, różna, różne) or an infinitive: the forms that name a word.
    Other cases are too often another word's homographs (macie, a case of mat, is
    'you have')."""
    fields = tag.split(":")
    return fields[0] == "inf" or (len(fields) > 2 and "nom" in fields[2].split("."))


def _frequency(lemma: str) -> float:
    """wordfreq's Zipf frequency of a lemma's most frequent naming form (różny through
    różne): a lemma's own spelling can be its rarest form."""
    from wordfreq import zipf_frequency

    spelled = {r.form.lower() for r in sgjp.forms(lemma) if _naming(r.tag)} | {lemma}
    return max(zipf_frequency(form, "pl", wordlist="small") for form in spelled)


def rarer(derived: str, base: str) -> bool:
    """A derived word is rarer than its base: różny (różne, różnych) is far more frequent
    than róża, so it is a word of its own, not the rose's adjective."""
    return _frequency(derived) <= _frequency(base)


def link(x: str, y: str) -> Link | None:
    """`y` derived from the noun `x` (or `x` from `y`) through an alternation, or None."""
    if x[:1] != y[:1]:
        return None  # a derivation keeps its base's first letter: no need to look further
    for base, derived in ((x, y), (y, x)):
        found = formation(base, derived)
        if found is None:
            continue
        how, pos = found
        if not (_is(base, "subst") and _is(derived, pos)):
            continue
        what = {"adj": "an adjective", "inf": "a verb", "subst": "another noun"}[pos]
        said = f"{how}; SGJP has a noun and {what}"
        if not rarer(derived, base):  # smutny is more frequent than smutek: sad/sadness?
            shared = _translated(base, derived) or _translated(derived, base)
            if shared is None:
                continue  # różny (different) is no rose's adjective
            said += f"; {shared}"
            return Link(SOURCE, said)
        if pos == "inf" and "(" not in how:  # kos-ić: no alternation shows a family
            shared = _translated(base, derived)
            if shared is None:
                continue  # kosić (mow) is no blackbird's verb, golić (shave) no goal's
            said += f"; {shared}"
        return Link(SOURCE, said)
    return None


def _translated(noun: str, verb: str) -> str | None:
    """A translation of `verb` begins with one of `noun`'s (sól → salt, solić → salt;
    mur → Mauer, murować → mauern; smutny → sad, smutek → sadness)."""
    nouns = {(lang, word.casefold().rstrip("e")): word
             for lang, word, _ in bilingual.direct(_TABLE, noun) if len(word) >= 3}
    for lang, word, dictionary in bilingual.direct(_TABLE, verb):
        said = word.casefold()
        for (target, stem), noun_word in nouns.items():
            if lang == target and said.startswith(stem):
                return f"{verb} → {word}, {noun} → {noun_word} ({dictionary})"
    return None
