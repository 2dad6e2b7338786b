"""Is a word legal in Mistrz Słowa: a Polish noun, singular or plural, not an abbreviation.

The rulebook: "Words formed must be nouns in singular or plural form. They may not be
abbreviations, for example ZUS, PZU" and "fewer than 3 letters is no word". SGJP (through
morfeusz2) decides the part of speech, with the noun classes of `wisegen.lang.pl.sgjp`;
the Polish hunspell dictionary is the second source, quoted as evidence and used to tell
a word SGJP lacks from a misspelling.

Readings where the rulebook is silent (the kit's rules card prints them):
- "singular or plural form" means the nominative, singular or plural (`kot`, `koty`,
  `ludzie`); an inflected form is refused as `inflected-form`, naming the nominative
  (`kota` -> `kot`), unless the request asks for `any_form` (`--any-form`), which
  accepts every case (nominative.py holds the rule);
- gerunds are nouns (`pływanie`, a noun in Polish school grammar), as are deprecative
  plurals (`chłopy`);
- proper names (`Kraków`, `Adam`) are refused as `proper-noun`, pronouns (`nic`,
  `coś`) as `not-a-noun`; a word that is also a common noun (`warszawa`, a car) is
  legal. The word is read as typed too: `Poznań` is the city, `poznań` a genitive;
- a word SGJP does not know is not legal even when hunspell knows it: only SGJP can
  show it is a noun.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from wisegen.games.mistrz_slowa import nominative
from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.lang import spelling
from wisegen.lang.pl import sgjp as polish
from wisegen.referee.reasons import Reason, reason_code

NOT_A_WORD = reason_code("not-a-word", "not a word of letters, or unknown to SGJP")
NOT_A_NOUN = reason_code("not-a-noun", "a word, but not a common noun")
ABBREVIATION = reason_code("abbreviation", "an abbreviation such as ZUS or PZU")
TOO_SHORT = reason_code("too-short", "fewer than 3 letters is no word")
INFLECTED_FORM = reason_code("inflected-form", "a noun, but not in the nominative (singular "
                             "or plural): kota for kot")
PROPER_NOUN = reason_code("proper-noun", "a proper noun such as Kraków, Wisła, Gdańsk")

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


def _all_readings(typed: str, word: str) -> tuple[polish.Reading, ...]:
    """SGJP's readings of the word as typed and in lower case, each once."""
    typed = unicodedata.normalize("NFC", typed.strip())
    seen: dict[tuple[str, str], polish.Reading] = {}
    for spelled in dict.fromkeys((typed, word)):
        for r in polish.readings(spelled):
            seen.setdefault((r.lemma, r.tag), r)
    return tuple(seen.values())


def _refuse_inflected(word: str, common: list[polish.Reading],
                      sgjp: list[dict[str, Any]]) -> Reason:
    obliques = [r for r in common if not r.nominative] or common
    names = list(dict.fromkeys(nominative.named_form(r) for r in obliques))
    tags = ", ".join(dict.fromkeys(f"{r.tag}" for r in common if not r.nominative))
    return Reason(INFLECTED_FORM, f"{word} is an inflected form of {' / '.join(names)} "
                  f"({tags}); Mistrz Słowa takes nouns in the nominative, singular or plural: "
                  f"play {' or '.join(names)}",
                  {"source": "SGJP", "nominative": names, "readings": sgjp},
                  "referee.reason.inflected_form",
                  {"word": word, "nominative": " / ".join(names)})


def _refuse_other(word: str, by_class: dict[str, list[polish.Reading]],
                  sgjp: list[dict[str, Any]]) -> Reason:
    """`not-a-noun`, naming what SGJP reads the word as (a pronoun, an adverb ...)."""
    what: dict[tuple[str, str], str] = {}
    for cls, name in ((polish.PRONOUN, "a pronoun"), (polish.OTHER, "")):
        for r in by_class.get(cls, []):
            kind = name or _POS_NAMES.get(r.pos, r.pos)
            what.setdefault((kind, r.lemma_base), f"{kind} ({_describe(r)})")
    readings_named = list(what.values())
    return Reason(NOT_A_NOUN, f"{word} is not a common noun: SGJP reads it as "
                  f"{'; '.join(readings_named[:4])}", {"source": "SGJP", "readings": sgjp},
                  "referee.reason.not_a_noun", {"word": word})


def _misspelt(typed: str, word: str, proper: list[polish.Reading]) -> list[str]:
    """Common nouns hunspell-pl offers for a word typed in lower case that SGJP knows only
    as a surname: krulik -> królik (a misspelt rabbit, not Mr Krulik). A place or a first
    name typed in lower case (gdańsk, adam) is still that name."""
    if typed.strip() != typed.strip().lower():
        return []
    if not all(set(r.names) <= {"nazwisko"} for r in proper):
        return []
    return [g for g in spelling.suggestions(word, "pl") if g != word and g == g.lower()
            and any(r.noun_class == polish.COMMON_NOUN and r.nominative
                    for r in polish.readings(g))]


def _refuse_lower_case_name(word: str, proper: list[polish.Reading],
                            sgjp: list[dict[str, Any]]) -> Reason:
    """krulik typed in lower case: SGJP knows only the surname Krulik, so the player
    misspelt a word (królik), not named a person: not-a-word, with hunspell's guesses."""
    names = ", ".join(dict.fromkeys(r.lemma_base for r in proper))
    guesses = _misspelt(word, word, proper)
    hint = f"; did you mean {' or '.join(guesses)}?" if guesses else ""
    return Reason(NOT_A_WORD, f"SGJP knows {word} only as a name ({names}), not as a "
                  f"common word{hint}",
                  {"source": "SGJP", "readings": sgjp, "suggestions": guesses},
                  "referee.reason.unknown_word", {"word": word})


def _named_otherwise(word: str, by_class: dict[str, list[polish.Reading]]) -> bool:
    """Is the word the dictionary form of a pronoun or another part of speech (nic, the
    pronoun; pięć, the numeral)? Then that is why it is refused, not that it is also an
    oblique case of a noun (nic: nica's genitive plural; pięć: a gerund of piąć)."""
    return any(r.lemma_base == word for cls in (polish.PRONOUN, polish.OTHER)
               for r in by_class.get(cls, []))


def judge(word: str, rules: Rules, *, any_form: bool = False) -> Legality:
    """The legality verdict for `word`, with every reason it fails (none when legal).

    `any_form` accepts a noun in every case (the house rule `--any-form`)."""
    typed = word
    word = normalise(word)
    reasons: list[Reason] = []
    if len(word) < rules.min_letters:
        reasons.append(Reason(TOO_SHORT, f"{word} has {len(word)} letter"
                              f"{'' if len(word) == 1 else 's'}; fewer than "
                              f"{rules.min_letters} letters is no word",
                              {"letters": len(word), "min_letters": rules.min_letters},
                              "referee.reason.too_short",
                              {"word": word, "count": len(word),
                               "min_letters": rules.min_letters}))
    if not word.isalpha():
        reasons.append(Reason(NOT_A_WORD, f"{word!r} is not one word of letters",
                              {"source": "wisegen"}, "referee.reason.not_letters",
                              {"word": word}))
        return Legality(word, False, tuple(reasons), (), None)
    readings = _all_readings(typed, word)
    known = spelling.is_known(word, "pl")
    by_class: dict[str, list[polish.Reading]] = {}
    for r in readings:
        by_class.setdefault(r.noun_class, []).append(r)
    sgjp = [r.as_dict() for r in readings]
    common = by_class.get(polish.COMMON_NOUN, [])
    proper = by_class.get(polish.PROPER_NAME, [])
    if common and (any_form or nominative.nominatives(common)):
        pass
    elif proper and not common and _misspelt(typed, word, proper):
        reasons.append(_refuse_lower_case_name(word, proper, sgjp))
    elif proper and (not common or any(r.nominative for r in proper)):
        r = next((r for r in proper if r.nominative), proper[0])
        reasons.append(Reason(PROPER_NOUN, f"{word} is a proper noun (SGJP: {_describe(r)}); "
                              "Mistrz Słowa takes common nouns",
                              {"source": "SGJP", "readings": sgjp},
                              "referee.reason.proper_noun", {"word": word}))
    elif common and not _named_otherwise(word, by_class):
        reasons.append(_refuse_inflected(word, common, sgjp))
    elif polish.ABBREVIATION in by_class:
        r = by_class[polish.ABBREVIATION][0]
        reasons.append(Reason(ABBREVIATION, f"{word} is an abbreviation (SGJP: "
                              f"{_describe(r)}); the rulebook refuses abbreviations such as "
                              "ZUS and PZU",
                              {"source": "SGJP", "readings": sgjp},
                              "referee.reason.abbreviation", {"word": word}))
    elif readings and (by_class.get(polish.PRONOUN) or by_class.get(polish.OTHER)):
        reasons.append(_refuse_other(word, by_class, sgjp))
    else:
        also = ("hunspell-pl knows it, but without SGJP nothing shows it is a noun" if known
                else "nor does hunspell-pl")
        reasons.append(Reason(NOT_A_WORD, f"SGJP does not know {word}; {also}",
                              {"source": "SGJP", "readings": [],
                               "hunspell": {"dictionary": "hunspell-pl", "known": known}},
                              "referee.reason.unknown_word", {"word": word}))
    return Legality(word, not reasons, tuple(reasons), readings, known)
