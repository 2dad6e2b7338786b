"""Just One's referee: every reason code, for and against, in English and French."""

from __future__ import annotations

import pytest

from wisegen.games.just_one.referee import compare_clues, rule_clue


def codes(secret: str, clue: str, lang: str) -> set[str]:
    return {r.code for r in rule_clue(secret, clue, lang).reasons}


INVALID = [
    # (secret, clue, lang, code)
    ("prince", "PRINCE", "en", "is-secret"),
    ("fantôme", "Fantome", "fr", "is-secret"),
    ("bond", "James Bond", "en", "not-one-word"),
    ("family", "mother-in-law", "en", "not-one-word"),
    ("famille", "belle-mère", "fr", "not-one-word"),
    ("eau", "l'eau", "fr", "not-one-word"),
    ("shrub", "buisson", "en", "translation"),
    ("green", "vert", "en", "translation"),
    ("dog", "Hund", "en", "translation"),
    ("cat", "chat", "en", "translation"),
    ("chien", "dog", "fr", "translation"),
    ("soleil", "Sonne", "fr", "translation"),
    ("marteau", "hammers", "fr", "translation"),
    ("prince", "princess", "en", "same-family"),
    ("mouse", "mice", "en", "same-family"),
    ("electricity", "electric", "en", "same-family"),
    ("horse", "horses", "en", "same-family"),
    ("prince", "princesse", "fr", "same-family"),
    ("outil", "outillage", "fr", "same-family"),
    ("cheval", "chevaux", "fr", "same-family"),
    ("shirt", "shurt", "en", "spelling-variant"),
    ("color", "colour", "en", "spelling-variant"),
    ("theater", "theatre", "en", "spelling-variant"),
    ("clé", "clef", "fr", "spelling-variant"),
    ("philosophie", "filosofie", "fr", "spelling-variant"),
    ("weather", "whether", "en", "homophone"),
    ("night", "knight", "en", "homophone"),
    ("vert", "verre", "fr", "homophone"),
    ("mer", "mère", "fr", "homophone"),
    ("cake", "swee'ting", "en", "invented"),
    ("cake", "blorft", "en", "invented"),
    ("gâteau", "blorfle", "fr", "invented"),
]


@pytest.mark.parametrize("secret,clue,lang,code", INVALID)
def test_invalid_clues_give_their_reason(secret, clue, lang, code):
    ruling = rule_clue(secret, clue, lang)
    assert not ruling.valid
    assert code in {r.code for r in ruling.reasons}
    assert all(r.message and isinstance(r.evidence, dict) for r in ruling.reasons)


VALID = [
    ("bond", "007", "en"), ("telephone", "Riiiiiinnng", "en"), ("telephone", "SMS", "en"),
    ("america", "$", "en"), ("mouse", "Mickey", "en"), ("piano", "music", "en"),
    ("rain", "umbrella", "en"), ("shrub", "bush", "en"), ("pink", "rose", "en"),
    ("car", "auto", "en"), ("university", "universe", "en"), ("car", "carpet", "en"),
    ("pen", "penguin", "en"), ("king", "queen", "en"), ("shirt", "shire", "en"),
    ("lune", "satellite", "fr"), ("marteau", "clou", "fr"), ("chat", "château", "fr"),
    ("fantôme", "Booooouh", "fr"), ("marteau", "Claude", "fr"), ("jour", "aujourd'hui", "fr"),
    ("univers", "université", "fr"), ("guitare", "accord", "fr"),
]


@pytest.mark.parametrize("secret,clue,lang", VALID)
def test_valid_clues_have_no_reason(secret, clue, lang):
    assert codes(secret, clue, lang) == set()


@pytest.mark.parametrize("secret,clue,lang,code", [
    ("prince", "princess", "en", "is-secret"), ("shirt", "shirt-sleeve", "en", "is-secret"),
    ("bond", "007", "en", "not-one-word"), ("jour", "aujourd'hui", "fr", "not-one-word"),
    ("hammer", "nail", "en", "translation"), ("lune", "satellite", "fr", "translation"),
    ("pink", "rose", "en", "translation"),
    ("universe", "university", "en", "same-family"), ("chat", "château", "fr", "same-family"),
    ("weather", "whether", "en", "spelling-variant"), ("vert", "verre", "fr", "spelling-variant"),
    ("color", "colour", "en", "homophone"), ("outil", "outils", "fr", "homophone"),
    ("telephone", "Riiiiiinnng", "en", "invented"), ("fantôme", "Booooouh", "fr", "invented"),
    ("green", "vert", "en", "invented"), ("marteau", "Claude", "fr", "invented"),
])
def test_a_code_does_not_fire_where_it_does_not_apply(secret, clue, lang, code):
    assert code not in codes(secret, clue, lang)


@pytest.mark.parametrize("secret,clues,lang,kept", [
    ("castle", ["mouse", "Mouse", "tower"], "en", [False, False, True]),
    ("king", ["prince", "princess", "crown"], "en", [False, False, True]),
    ("theatre", ["actor", "actress", "stage"], "en", [False, False, True]),
    ("plato", ["philosophy", "filosofie", "greek"], "en", [False, False, True]),
    ("farm", ["horse", "horses", "barn"], "en", [False, False, True]),
    ("art", ["colour", "color", "paint"], "en", [False, False, True]),
    ("winter", ["snow", "ice", "cold"], "en", [True, True, True]),
    ("beach", ["sea", "see", "sand"], "en", [True, True, True]),
    ("théâtre", ["acteur", "actrice", "scène"], "fr", [False, False, True]),
    ("ferme", ["cheval", "chevaux", "grange"], "fr", [False, False, True]),
    ("ferme", ["cheval", "vache", "grange"], "fr", [True, True, True]),
    ("plage", ["mer", "mère", "sable"], "fr", [True, True, True]),
    ("zoo", ["lion", "lion", "lions", "cage"], "en", [False, False, False, True]),
    ("bond", ["James Bond", "james  bond", "spy"], "en", [False, False, True]),
])
def test_comparison_cancels_identical_and_invalid_clues(secret, clues, lang, kept):
    assert [c.kept for c in compare_clues(secret, clues, lang)] == kept


def test_an_identical_clue_names_the_other_one():
    prince, princess, crown = compare_clues("king", ["prince", "princess", "crown"], "en")
    reason = prince.reasons[0]
    assert reason.code == "identical" and reason.evidence["other"] == "princess"
    assert reason.evidence["relation"] == "same family"
    assert princess.reasons[0].evidence["other"] == "prince"
    assert crown.reasons == ()


def test_an_invalid_clue_keeps_its_own_reason_in_the_comparison():
    compared = compare_clues("prince", ["Prince", "frog"], "en")
    assert [r.code for r in compared[0].reasons] == ["is-secret"]
    assert compared[1].kept
