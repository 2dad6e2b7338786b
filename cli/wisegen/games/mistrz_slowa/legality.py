"""Is a word legal in Mistrz Słowa: a Polish noun, singular or plural, not an abbreviation.

The rulebook: "Words formed must be nouns in singular or plural form. They may not be
abbreviations, for example ZUS, PZU" and "fewer than 3 letters is no word". SGJP (through
morfeusz2) decides the part of speech, with the noun classes of `wisegen.lang.pl.sgjp`;
the Polish hunspell dictionary is the second source, quoted as evidence and used to tell
a word SGJP lacks from a misspelling.

Readings where the rulebook is silent:
- every case of a noun counts (`kosa` gives `kos`, genitive plural), as do gerunds
  (`bieganie`, a noun in Polish school grammar) and deprecative plurals (`chłopy`);
- proper names (`Kraków`, `Adam`) and pronouns (`nic`, `coś`) are not the nouns the
  game means; a word that is also a common noun (`warszawa`, a car) is legal;
- a word SGJP does not know is not legal even when hunspell knows it: only SGJP can
  show it is a noun.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.lang import spelling
from wisegen.lang.pl import sgjp as polish
from wisegen.referee.reasons import Reason, reason_code

NOT_A_WORD = reason_code("not-a-word", "not a word of letters, or unknown to SGJP")
NOT_A_NOUN = reason_code("not-a-noun", "a word, but not a common noun")
ABBREVIATION = reason_code("abbreviation", "an abbreviation such as ZUS or PZU")
TOO_SHORT = reason_code("too-short", "fewer than 3 letters is no word")

_POS_NAMES = {
    "adj": "an adjective", "adja": "an adjective", "adjp": "an adjective", "adjc": "an adjective",
    "adv": "an adverb", "inf": "a verb (infinitive)", "fin": "a verb", "praet": "a verb",
    "impt": "a verb (imperative)", "imps": "a verb", "bedzie": "a verb", "pred": "a predicative",
    "pact": "a participle", "ppas": "a participle", "pant": "a participle",
    "pcon": "a participle", "num": "a numeral", "numcol": "a numeral",
    "ppron12": "a pronoun", "ppron3": "a pronoun", "siebie": "a pronoun",
    "prep": "a preposition", "conj": "a conjunction", "comp": "a conjunction",
    "interj": "an interjection", "part": "a particle", "qub": "a particle",
    "winien": "a verb", "aglt": "a verb ending", "romandig": "a Roman numeral",
    "frag": "a fragment of a phrase",
}



@dataclass(frozen=True)
class Legality:
    word: str
    legal: bool
    reasons: tuple[Reason, ...]
    readings: tuple[polish.Reading, ...]
    hunspell_known: bool | None

    def evidence(self) -> dict[str, Any]:
        """The sources behind the verdict: SGJP's readings and hunspell-pl's entry."""
        return {"sgjp": {"dictionary": polish.dictionary_id(),
                         "readings": [r.as_dict() for r in self.readings]},
                "hunspell": {"dictionary": "hunspell-pl (pl_PL)", "known": self.hunspell_known}}

    def summary(self) -> str:
        """`SGJP: żółw (subst:sg:nom:m2, zool.)` for the first common-noun reading."""
        nouns = [r for r in self.readings if r.noun_class == polish.COMMON_NOUN]
        if not nouns:
            return ""
        r = nouns[0]
        extra = f", {', '.join(r.qualifiers)}" if r.qualifiers else ""
        more = f" and {len(nouns) - 1} more" if len(nouns) > 1 else ""
        return f"SGJP: {r.lemma_base} ({r.tag}{extra}){more}"


def normalise(word: str) -> str:
    """NFC, trimmed, lower case: dice have no case, and `ZUS` must equal `zus`."""
    return unicodedata.normalize("NFC", word.strip()).lower()


def _describe(r: polish.Reading) -> str:
    """`ZUS, subst:sg:nom.acc:m3, nazwa_instytucji`: lemma, tag, name classes."""
    return ", ".join((r.lemma_base, r.tag, *r.names))


def judge(word: str, rules: Rules) -> Legality:
    """The legality verdict for `word`, with every reason it fails (none when legal)."""
    word = normalise(word)
    reasons: list[Reason] = []
    if len(word) < rules.min_letters:
        reasons.append(Reason(TOO_SHORT, f"{word} has {len(word)} letter"
                              f"{'' if len(word) == 1 else 's'}; fewer than "
                              f"{rules.min_letters} letters is no word",
                              {"letters": len(word), "min_letters": rules.min_letters}))
    if not word.isalpha():
        reasons.append(Reason(NOT_A_WORD, f"{word!r} is not one word of letters",
                              {"source": "wisegen"}))
        return Legality(word, False, tuple(reasons), (), None)
    readings = tuple(polish.readings(word))
    known = spelling.is_known(word, "pl")
    by_class: dict[str, list[polish.Reading]] = {}
    for r in readings:
        by_class.setdefault(r.noun_class, []).append(r)
    sgjp = [r.as_dict() for r in readings]
    if polish.COMMON_NOUN in by_class:
        pass
    elif polish.ABBREVIATION in by_class:
        r = by_class[polish.ABBREVIATION][0]
        reasons.append(Reason(ABBREVIATION, f"{word} is an abbreviation (SGJP: "
                              f"{_describe(r)}); the rulebook refuses abbreviations such as "
                              "ZUS and PZU",
                              {"source": "SGJP", "readings": sgjp}))
    elif readings:
        what: dict[tuple[str, str], str] = {}
        for cls, name in ((polish.PROPER_NAME, "a proper name"), (polish.PRONOUN, "a pronoun"),
                          (polish.OTHER, "")):
            for r in by_class.get(cls, []):
                kind = name or _POS_NAMES.get(r.pos, r.pos)
                what.setdefault((kind, r.lemma_base), f"{kind} ({_describe(r)})")
        what = list(what.values())
        reasons.append(Reason(NOT_A_NOUN, f"{word} is not a common noun: SGJP reads it as "
                              f"{'; '.join(what[:4])}", {"source": "SGJP", "readings": sgjp}))
    else:
        also = ("hunspell-pl knows it, but without SGJP nothing shows it is a noun" if known
                else "nor does hunspell-pl")
        reasons.append(Reason(NOT_A_WORD, f"SGJP does not know {word}; {also}",
                              {"source": "SGJP", "readings": [],
                               "hunspell": {"dictionary": "hunspell-pl", "known": known}}))
    return Legality(word, not reasons, tuple(reasons), readings, known)
