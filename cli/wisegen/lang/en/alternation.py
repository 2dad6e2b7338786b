"""English families whose stem changed: vowel gradation (strike/stroke, sit/seat,
sing/song), the -th nouns (heal/health, foul/filth), and Latin stems (receive/reception,
describe/description, destroy/destruction, decide/decision).

A change of shape alone proves nothing (bat, bet, bit, boat and but share b-t), so a
pair counts only when WordNet also relates the meanings: a derivational pointer, a
synset, or a gloss that uses the other word (stroke: "the act of ... striking";
loss: "the act of losing"; filth: "foul or disgusting dirt"), possibly through one
derivational step (heal: "make healthy again", healthy ← health). The rules here say
which shapes one English family takes:

- vowel change: the same consonants in the same order (strike/stroke, lose/loss);
- vowel change + -th or -t: health = heal + th, filth = foul + th, weight = weigh + t;
- Latin stem: the longer word is a stem plus a learned suffix (-ion, -ive, -ure, -or,
  -ent, -ible …) whose consonants follow the shorter word's but for its last one
  (rec-v / rec-pt-ion, desc-r-b / desc-r-pt-ion, destr-y / destr-uct-ion);
- one synset, one stem: the longer word keeps all of the shorter but its last letter
  (die/dice), an irregular plural WordNet lists as a synonym rather than an inflection.
"""

from __future__ import annotations

from collections.abc import Iterable

from wisegen.lang.base import Link
from wisegen.lang.en import wordnet
from wisegen.lang.normalise import fold

_VOWELS = set("aeiouyw")
LEARNED = ("ion", "ions", "ive", "ure", "or", "ent", "ant", "ence", "ance", "ible", "able",
           "ory", "ous", "ic", "al", "ist", "ity", "ia", "e", "y")
"""Suffixes after a Latin or Greek stem (recept-ion, destruct-ive, script-ure); a bare
-e or -y only after a voiced or respelt last consonant (grief/grieve, choose/choice)."""
_VOICING = ({"f", "v"}, {"s", "c"}, {"s", "z"}, {"c", "z"})


def skeleton(word: str) -> str:
    """The consonants in order, a doubled one once (loss -> ls, sitting -> stng)."""
    out = ""
    for ch in fold(word):
        if ch not in _VOWELS and not out.endswith(ch):
            out += ch
    return out


def _template(word: str) -> str:
    """The consonant runs between vowels, a silent final e dropped and doubled letters
    once: strike and stroke are both str-V-k, lose and loss l-V-s; pool (p-V-l) and
    people (p-V-pl), fair (f-V-r) and free (fr-V) are not one word with another vowel."""
    body = word[:-1] if word.endswith("e") and len(word) > 3 else word
    out = ""
    for ch in body:
        shown = "V" if ch in _VOWELS else ch
        if not out.endswith(shown):
            out += shown
    return out


def shape(a: str, b: str) -> str | None:
    """Which English alternation turns one word into the other, or None."""
    shorter, longer = sorted((fold(a), fold(b)), key=lambda w: (len(w), w))
    if len(shorter) < 3 or shorter == longer or shorter[0] != longer[0]:
        return None
    ks, kl = skeleton(shorter), skeleton(longer)
    if not ks:
        return None
    if ks == kl and len(ks) >= 2 and _template(shorter) == _template(longer):
        return "vowel change"
    voiced = str.maketrans("vz", "fs")  # life/live, thief/thieve, glass/glaze, price/prize
    if ks.translate(voiced) == kl.translate(voiced) and len(ks) >= 2 and \
            _template(shorter).translate(voiced) == _template(longer).translate(voiced):
        return "vowel change + voicing"
    for old, new in (("k", "ch"), ("k", "tch"), ("g", "dg")):  # speak/speech, break/breach
        if ks.endswith(old) and kl == ks[:-len(old)] + new and len(ks) >= 2:
            return f"vowel change + {old}:{new}"
    for tail in ("th", "t"):
        if kl == ks + tail and longer.endswith(tail) and len(ks) >= (1 if tail == "th" else 2):
            return f"vowel change + -{tail}"
    for suffix in LEARNED:
        if not longer.endswith(suffix):
            continue
        stem = skeleton(longer[:len(longer) - len(suffix)])
        if len(suffix) == 1:
            if stem[:-1] == ks[:-1] and {stem[-1:], ks[-1:]} in _VOICING:
                return f"stem change + -{suffix}"
            continue  # range/rank: a consonant changed for no rule
        keep = max(2, len(ks) - 1)  # all consonants but the last (receive/recept-ion)
        if len(ks) == 2 and len(suffix) >= 2:
            keep = 1  # two consonants, a learned suffix: erode/eros-ion, assume/assumpt-ion
        if len(ks) >= 2 and len(stem) >= len(ks) and stem[:keep] == ks[:keep] \
                and longer[:2] == shorter[:2] and (len(ks) >= 3 or keep == 1):
            return f"stem change + -{suffix}"
    if len(shorter) >= 3 and shorter[-1] in "aeiou" and longer.startswith(shorter[:-1]) \
            and len(longer) - len(shorter) <= 2:
        return "one stem"
    return None


def _meanings(word: str) -> dict[str, str]:
    """WordNet's lemmas related to `word`: derivations, synsets, and words of its glosses."""
    found: dict[str, str] = {}
    for m, how in wordnet.meaning(word).items():
        if found.get(m) != "gloss":  # a gloss says more than a shared synset
            found[m] = how
    for m, how in wordnet.related(word).items():
        found.setdefault(m, how)
    return found


def _related(x: str, y: str) -> str | None:
    """How WordNet relates the meanings of `x` and `y`, in a few words, or None: a
    derivation or a gloss in either direction before a shared synset."""
    synonym = None
    for one, other in ((x, y), (y, x)):
        said = _meanings(one)
        if other in said and said[other] != "synonym":
            return f"{one} → {other} ({said[other]})"
        if other in said:
            synonym = synonym or f"{one} → {other} (synonym)"
        for middle, how in said.items():
            if how == "gloss" and wordnet.related(middle).get(other) == "derivation":
                return f"{one} → {middle} (gloss) ↔ {other} (derivation)"
    return synonym


def link(a: str, b: str, lemmas_a: Iterable[str], lemmas_b: Iterable[str]) -> Link | None:
    """One family through a changed stem that WordNet's meanings confirm, or None."""
    for x in dict.fromkeys([fold(a), *lemmas_a]):
        for y in dict.fromkeys([fold(b), *lemmas_b]):
            if x == y:
                continue
            how = shape(x, y)
            if how is None:
                continue
            said = _related(x, y)
            if said is None:
                continue
            if how == "one stem" and not said.endswith("(synonym)"):
                continue  # die/dice share a synset; car/cart only letters
            if how == "vowel change" and said.endswith("(synonym)"):
                continue  # mode/mood share a synset, not a root: a gloss must say so
            if said.endswith("(synonym)") and _one_edit(x, y):
                continue  # colour/color, grey/gray: one word respelt (variants.py)
            return Link(wordnet.SOURCE, f"{x} ↔ {y}: {how}; {said}")
    return None


def _one_edit(x: str, y: str) -> bool:
    """One vowel added, dropped or changed (colour, gray): a spelling, not a derivation;
    a consonant more (die/dice) is a form."""
    import jellyfish

    return skeleton(x) == skeleton(y) and jellyfish.levenshtein_distance(x, y) <= 1
