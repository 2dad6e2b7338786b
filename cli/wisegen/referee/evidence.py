"""A reason's evidence worded for players: short lines in the table's language.

The evidence dict is the `--json` contract, written for programs and for checking a
ruling by hand: ARPAbet pronunciations (`W EH1 DH ER0`), SGJP tags (`subst:sg:gen:m2`),
English notes. Players at a French or Polish table read none of that, so each piece of
evidence a player can use becomes one line from the catalogue (`referee.evidence.*`):
"both are said /wɛðɚ/", "kot: noun, masculine (animal), genitive, singular". Evidence
only a program needs (edit distances of cells, counts the reason already says) is left
out rather than shown raw. Labels live in lang/<code>/messages/referee.yaml.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from wisegen.lang.messages import has, say

MAX_READINGS = 3
"""SGJP readings shown for one word; the rest are counted, not listed."""

_ARPABET = {
    "AA": "ɑ", "AE": "æ", "AH": "ʌ", "AO": "ɔ", "AW": "aʊ", "AY": "aɪ", "B": "b",
    "CH": "tʃ", "D": "d", "DH": "ð", "EH": "ɛ", "ER": "ɝ", "EY": "eɪ", "F": "f", "G": "ɡ",
    "HH": "h", "IH": "ɪ", "IY": "i", "JH": "dʒ", "K": "k", "L": "l", "M": "m", "N": "n",
    "NG": "ŋ", "OW": "oʊ", "OY": "ɔɪ", "P": "p", "R": "ɹ", "S": "s", "SH": "ʃ", "T": "t",
    "TH": "θ", "UH": "ʊ", "UW": "u", "V": "v", "W": "w", "Y": "j", "Z": "z", "ZH": "ʒ",
}
"""ARPAbet (the CMU Pronouncing Dictionary's notation) -> IPA, so players read /wɛðɝ/."""
_ARPABET_TOKEN = re.compile(r"^([A-Z]{1,2})([012])?$")
_SLASHED = re.compile(r"/([^/]*)/")
_CASES = frozenset({"nom", "gen", "dat", "acc", "inst", "loc", "voc"})
"""SGJP's seven cases: a form that is all of them is said to be "any case"."""


def ipa(shown: str) -> str:
    """`/W EH1 DH ER0/ (CMU …)` -> `/wɛðɚ/`; an IPA one keeps its own letters."""
    found = _SLASHED.search(shown)
    body = found.group(1) if found else shown.split(" (", 1)[0].strip("/ ")
    matches = [_ARPABET_TOKEN.match(token) for token in body.split()]
    if matches and all(m is not None and m.group(1) in _ARPABET for m in matches):
        body = "".join(_phone(m.group(1), m.group(2)) for m in matches if m is not None)
    return f"/{body}/"


def _phone(symbol: str, stress: str | None) -> str:
    """One ARPAbet phone in IPA; unstressed AH and ER are schwas. Stress is not marked:
    IPA puts it before the syllable, which ARPAbet does not delimit."""
    if stress == "0" and symbol in ("AH", "ER"):
        return {"AH": "ə", "ER": "ɚ"}[symbol]
    return _ARPABET[symbol]


def _pronunciations(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    if not isinstance(value, dict) or not value:
        return []
    sounds = {str(word): ipa(str(shown)) for word, shown in value.items()}
    if len(set(sounds.values())) == 1:
        return [say(code, "referee.evidence.said_alike", sound=next(iter(sounds.values())))]
    return [say(code, "referee.evidence.said", word=w, sound=s) for w, s in sounds.items()]


def _tag_words(tag: str, code: str) -> str:
    """`subst:sg:gen.acc:m2` -> "noun, singular, genitive or accusative, masculine
    (animal)": each field named by the catalogue; an unnamed field is left out."""
    words: list[str] = []
    for part in tag.split(":"):
        if set(part.split(".")) >= _CASES:
            words.append(say(code, "referee.tag.any_case"))
            continue
        names = [say(code, f"referee.tag.{alt}") for alt in part.split(".")
                 if has(code, f"referee.tag.{alt}")]
        if names:
            words.append(" / ".join(dict.fromkeys(names)))
    return ", ".join(dict.fromkeys(words))


def _readings(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    if not isinstance(value, list):
        return []
    shown: dict[str, None] = {}
    for reading in value:
        if not isinstance(reading, dict):
            continue
        described = _tag_words(str(reading.get("tag", "")), code)
        names = [say(code, f"referee.name.{n}") for n in reading.get("names", ())
                 if has(code, f"referee.name.{n}")]
        described = ", ".join(x for x in (described, *names) if x)
        shown.setdefault(say(code, "referee.evidence.reading", word=reading.get("lemma", ""),
                             described=described), None)
    lines = list(shown)[:MAX_READINGS]
    if len(shown) > MAX_READINGS:
        lines.append(say(code, "referee.evidence.more_readings",
                         count=len(shown) - MAX_READINGS))
    return lines


def _listed(key: str, joiner: str = ", ") -> Callable[[Any, str, dict[str, Any]], list[str]]:
    def render(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
        items = value if isinstance(value, list | tuple) else [value]
        text = joiner.join(str(v) for v in items)
        return [say(code, f"referee.evidence.{key}", items=text, count=len(items))] \
            if text else []
    return render


def _simple(key: str, field: str) -> Callable[[Any, str, dict[str, Any]], list[str]]:
    def render(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
        return [say(code, f"referee.evidence.{key}", **{field: value})]
    return render


def _entry(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    """A dictionary's own entry (`princess → prince`, `verrerie = verr + -erie`); the notes in
    English after it (`: diminutive -ka`, `(pertainym)`) are left out."""
    text = re.split(r";|: | \(", str(value), maxsplit=1)[0].strip()
    return [say(code, "referee.evidence.entry", entry=text)] \
        if any(arrow in text for arrow in "→←↔=") else []


def _stem(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    return [say(code, "referee.evidence.stem", stem=str(value).split(" (", 1)[0])]


def _kind(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    key = "referee.spelling." + str(value).replace(" ", "_")
    return [say(code, key)] if has(code, key) else []


def _hunspell(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    if not isinstance(value, dict) or value.get("known") is None:
        return []
    known = "known" if value["known"] else "unknown"
    return [say(code, f"referee.evidence.spellchecker_{known}",
                dictionary=value.get("dictionary", ""))]


DICTIONARIES = ("Lexique", "CMU Pronouncing Dictionary", "hunspell", "FreeDict", "SGJP",
                "WordNet", "wordfreq", "Snowball", "Morfeusz", "MorphyNet")
"""The sources a player can look up by name; any other source is a note in English (the
rulebook's reading, "hunspell has X, not Y", a rule of this program) and is not shown."""


def _source(value: Any, code: str, evidence: dict[str, Any]) -> list[str]:
    """The dictionary a ruling rests on, by its name (`Lexique 3.83`, `FreeDict eng-deu`)."""
    name = re.split(r";|: | \(| then | \+ ", str(value), maxsplit=1)[0].strip()
    if "folded" in evidence or "kind" in evidence or not name.startswith(DICTIONARIES) \
            or len(name) > 40:
        return []
    return [say(code, "referee.evidence.source", source=name)]


_RENDER: dict[str, Callable[[Any, str, dict[str, Any]], list[str]]] = {
    "pronunciations": _pronunciations,
    "sound_key": lambda v, code, e: [say(code, "referee.evidence.sound_rule")],
    "folded": lambda v, code, e: [say(code, "referee.evidence.folded")],
    "words": _listed("words", " · "),
    "entry": _entry,
    "stem": _stem,
    "kind": _kind,
    "where": _simple("where", "where"),
    "pair": lambda v, code, e: _listed("pair", " + ")(v, code, e) if isinstance(v, list)
    else [],
    "nominative": _listed("nominative", " / "),
    "readings": _readings,
    "hunspell": _hunspell,
    "checked": _listed("checked"),
    "suggestions": lambda v, code, e: _listed("suggestions", " / ")(v, code, e) if v else [],
    "roll": _simple("roll", "roll"),
    "source": _source,
}
"""How each evidence key is worded, in the order the lines are shown."""


def evidence_lines(evidence: dict[str, Any], code: str, reason_code: str = "") -> list[str]:
    """A reason's evidence as short lines in language `code`, for players (`reason_code`:
    the reason's code, for the rule a code rests on rather than its evidence)."""
    out: list[str] = []
    for key, render in _RENDER.items():
        if key in evidence:
            out += render(evidence[key], code, evidence)
    if reason_code == "not-one-word":
        out.append(say(code, "referee.evidence.split_rule"))
    return out


def _named(area: str, lang: str, code: str) -> str:
    return say(code, f"referee.{area}.{lang}") if has(code, f"referee.{area}.{lang}") else lang


def localised(params: dict[str, Any], code: str) -> dict[str, Any]:
    """Params for language `code`: a `language` code becomes the language's name there
    (`{language}`) and its "in English" form (`{in_language}`); `languages`, codes
    joined by ", ", become names (`{languages}`, `{in_languages}`)."""
    out = dict(params)
    lang = params.get("language")
    if isinstance(lang, str):
        out.update(language=_named("language", lang, code),
                   in_language=_named("in_language", lang, code))
    langs = params.get("languages")
    if isinstance(langs, str):
        codes = [c.strip() for c in langs.split(",") if c.strip()]
        out.update(languages=", ".join(_named("language", c, code) for c in codes),
                   in_languages=", ".join(_named("in_language", c, code) for c in codes))
    return out


def explain_languages() -> tuple[str, ...]:
    """The languages reasons can be worded in: those with a referee catalogue, English
    first (the reference), then by code."""
    from wisegen.lang.base import LANG_DIR
    from wisegen.lang.messages import REFERENCE

    codes = {path.parent.parent.name for path in LANG_DIR.glob("*/messages/referee.yaml")}
    return tuple(sorted(codes, key=lambda code: (code != REFERENCE, code)))
