"""The message catalogues: every key in every language, with the same fields and the
plural forms its language needs; every Reason built anywhere has a key that exists; and
`say` words a reason for any parameters without ever raising."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from wisegen.lang.base import LANG_DIR
from wisegen.lang.messages import PLURAL_FORMS, REFERENCE, catalogue, fields, say
from wisegen.lang.registry import get_language
from wisegen.referee.evidence import explain_languages, ipa
from wisegen.referee.reasons import Reason, explaining

CLI = Path(__file__).resolve().parents[1] / "cli" / "wisegen"
LANGUAGES = sorted(path.parent.name for path in LANG_DIR.glob("*/messages"))


def test_en_fr_and_pl_have_catalogues_and_explain_in_offers_them():
    assert {"en", "fr", "pl"} <= set(LANGUAGES)
    assert explain_languages()[0] == REFERENCE
    assert {"en", "fr", "pl"} <= set(explain_languages())


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != REFERENCE])
def test_every_key_exists_in_both_directions_with_the_same_fields(code):
    english, other = catalogue(REFERENCE), catalogue(code)
    assert sorted(set(english) - set(other)) == [], f"missing in {code}"
    assert sorted(set(other) - set(english)) == [], f"only in {code}, not in English"
    for key, template in english.items():
        assert _given(other[key]) == _given(template), f"{code} {key}: other fields"


def _given(template: str | dict[str, str]) -> frozenset[str]:
    """The params a template needs: `{in_language}` is made from `language` (a language
    says "po angielsku" where another says "English"), so they count as one."""
    return frozenset(name.removeprefix("in_") for name in fields(template))


def _forms(code: str) -> set[str]:
    """The plural forms language `code` ever picks, and `other` (the fallback)."""
    language = get_language(code)
    return {language.plural(n) for n in range(0, 2000)} | {"other"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_forms_are_exactly_those_the_language_uses(code):
    needed = _forms(code)
    assert needed <= PLURAL_FORMS
    plural = {key: t for key, t in catalogue(code).items() if isinstance(t, dict)}
    assert plural, "the referee's catalogue has plural messages"
    for key, template in plural.items():
        assert set(template) == needed, f"{code} {key}: forms {sorted(template)}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_template_is_valid_and_player_text(code):
    for key, template in catalogue(code).items():
        for text in (template.values() if isinstance(template, dict) else [template]):
            list(string.Formatter().parse(text))  # raises on a stray brace
            assert text.strip() and "--" not in text and "wisegen" not in text.lower(), key


def test_polish_plurals_pick_the_right_form():
    key = "referee.reason.too_short"
    assert say("pl", key, word="ab", count=1, min_letters=3).startswith("„ab” ma tylko 1 literę")
    assert "2 litery" in say("pl", key, word="ab", count=2, min_letters=3)
    assert "5 liter;" in say("pl", key, word="ab", count=5, min_letters=3)
    assert "12 liter;" in say("pl", key, word="ab", count=12, min_letters=3)
    assert "22 litery" in say("pl", key, word="ab", count=22, min_letters=3)
    more = "referee.evidence.more_readings"
    assert [say("pl", more, count=n) for n in (1, 3, 5)] == [
        "i jeszcze 1 interpretacja", "i jeszcze 3 interpretacje", "i jeszcze 5 interpretacji"]
    assert "0\u00a0lettre\u00a0;" in say("fr", key, word="a", count=0, min_letters=3)


def test_say_falls_back_to_english_then_to_the_key_and_keeps_missing_fields():
    assert say("de", "referee.reason.invented", clue="shurt") == "no dictionary knows “shurt”"
    assert say("fr", "referee.no.such.key") == "referee.no.such.key"
    assert say("fr", "referee.reason.invented") == \
        "aucun dictionnaire ne connaît «\u00a0{clue}\u00a0»"


POSITION = {"Reason": 3, "WordedError": 1, "Relation": 4}
"""Where each constructor takes its catalogue key (positionally, as the code writes it)."""


def _reason_keys() -> list[tuple[str, int, str]]:
    """(file, line, key) of every `Reason(...)`, `Relation(...)` and `WordedError(...)`
    built in the package, '' for a site that gives no key."""
    found = []
    for path in sorted(CLI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in POSITION):
                continue
            where = str(path.relative_to(CLI))
            if where == "referee/reasons.py":
                continue
            position = POSITION[node.func.id]
            key = node.args[position] if len(node.args) > position else None
            if isinstance(key, ast.Attribute) and key.attr == "key":
                continue  # Relation.reason(): its key is checked where the Relation is built
            if isinstance(key, ast.Constant):
                found.append((where, node.lineno, key.value))
            elif isinstance(key, ast.JoinedStr | ast.BinOp):  # "prefix" + kind
                found.append((where, node.lineno, ast.unparse(key)))
            else:
                found.append((where, node.lineno, ""))
    return found


def test_every_reason_site_names_a_key_the_catalogue_has():
    sites = _reason_keys()
    assert len(sites) >= 35, sites
    english = catalogue(REFERENCE)
    for where, line, key in sites:
        assert key, f"{where}:{line} builds a Reason without a catalogue key"
        if key.startswith(("'", '"')):  # a prefix joined with the relation's kind
            prefix = ast.literal_eval(key.split(" + ")[0])
            assert any(k.startswith(prefix) for k in english), f"{where}:{line} {key}"
        else:
            assert key in english, f"{where}:{line}: {key} is not in referee.yaml"


def test_the_identical_relations_all_have_keys():
    from wisegen.referee.checks import relation

    kinds = {relation(a, b, "en").kind for a, b in
             (("mouse", "Mouse"), ("prince", "princess"), ("colour", "color"))}
    assert kinds == {"same word", "same family", "spelling variant"}
    for kind in kinds:
        assert "referee.reason.identical_" + kind.replace(" ", "_") in catalogue(REFERENCE)


def test_arpabet_becomes_ipa_and_ipa_stays():
    assert ipa("/W EH1 DH ER0/ (CMU Pronouncing Dictionary)") == "/wɛðɚ/"
    assert ipa("/vɛʁ/ (Lexique 3.83, vert)") == "/vɛʁ/"


def test_sgjp_tags_are_worded_never_shown_raw():
    reason = Reason("invented", "zus", {"source": "SGJP", "readings": [
        {"lemma": "ZUS", "tag": "subst:sg.pl:nom.gen.dat.acc.inst.loc.voc:m3",
         "names": ["nazwa_instytucji"]},
        {"lemma": "kot", "tag": "subst:sg:gen.acc:m2", "names": ["nazwa_pospolita"]}]})
    assert reason.evidence_lines("pl")[:2] == [
        "ZUS: rzeczownik, liczba pojedyncza / liczba mnoga, każdy przypadek, "
        "rodzaj męskorzeczowy, nazwa instytucji",
        "kot: rzeczownik, liczba pojedyncza, dopełniacz / biernik, rodzaj męskozwierzęcy"]
    assert reason.evidence_lines("en")[1] == \
        "kot: noun, singular, genitive / accusative, masculine (animal)"
    for code in ("en", "fr", "pl"):
        text = " ".join(reason.evidence_lines(code))
        assert "subst" not in text and ":sg" not in text and "m3" not in text


WORD = st.text(max_size=30)
PARAM = st.one_of(WORD, st.integers(), st.floats(allow_nan=True), st.none(),
                  st.lists(WORD, max_size=3), st.dictionaries(WORD, WORD, max_size=2))


@settings(max_examples=300, deadline=None)
@given(code=st.sampled_from([*LANGUAGES, "de", "", "x" * 40]),
       key=st.sampled_from([*sorted(catalogue(REFERENCE)), "referee.nope", ""]),
       params=st.dictionaries(st.sampled_from(["clue", "secret", "count", "word", "language",
                                               "languages", "min_letters", "max", "{x}",
                                               "other", "total"]),
                              PARAM, max_size=6))
@example(code="en", key="just-one.final", params={"count": float("inf")})  # int(inf) raised
@example(code="pl", key="just-one.final", params={"count": float("-inf")})
def test_say_never_raises_for_any_params(code, key, params):
    assert isinstance(say(code, key, **params), str)
    reason = Reason("invented", "x", dict(params), key, dict(params))
    with explaining(code or "en"):
        worded = reason.as_dict()
    assert isinstance(worded["text"], str) and isinstance(worded["lines"], list)


EVIDENCE_KEYS = ["pronunciations", "sound_key", "folded", "words", "entry", "stem", "kind",
                 "where", "pair", "nominative", "readings", "hunspell", "checked", "roll",
                 "source", "other"]
READING = st.fixed_dictionaries({"lemma": WORD, "tag": st.text(alphabet="abglmnopsuv:.123",
                                                               max_size=30)},
                                optional={"names": st.lists(WORD, max_size=2)})


@settings(max_examples=300, deadline=None)
@given(code=st.sampled_from(LANGUAGES),
       evidence=st.dictionaries(st.sampled_from(EVIDENCE_KEYS),
                                st.one_of(PARAM, st.lists(READING, max_size=5)), max_size=8))
def test_evidence_lines_never_raise_and_stay_short(code, evidence):
    lines = Reason("not-one-word", "x", evidence).evidence_lines(code)
    assert all(isinstance(line, str) for line in lines)
    assert len(lines) <= len(EVIDENCE_KEYS) + 4
