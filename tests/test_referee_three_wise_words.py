"""Three Wise Words' referee: the writer's clues, the pair rule, and matching guesses."""

from __future__ import annotations

import pytest

from wisegen.errors import UsageError
from wisegen.games.three_wise_words import referee
from wisegen.games.three_wise_words.matching import clues_match


def codes(secret: str, clues: list[str], lang: str) -> list[set[str]]:
    return [{r.code for r in c.reasons} for c in referee.rule_clues(secret, clues, lang)]


@pytest.mark.parametrize("secret,clues,lang", [
    ("fantôme", ["flottant", "halloween", "flippant"], "fr"),
    ("marteau", ["claude", "françois", "si"], "fr"),
    ("hammer", ["nail", "tool", "thor"], "en"),
    ("weather", ["whether", "rain", "sun"], "en"),  # homophones are wordplay here
    ("fantôme", ["Booooouh", "drap", "château"], "fr"),  # so are sounds
    ("marteau", ["rime", "clou", "outil"], "fr"),  # half the pair is fine
])
def test_the_rulebook_examples_and_wordplay_are_valid(secret, clues, lang):
    assert codes(secret, clues, lang) == [set()] * len(clues)


@pytest.mark.parametrize("secret,clue,lang,code", [
    ("fantôme", "fantome", "fr", "is-secret"), ("hammer", "HAMMER", "en", "is-secret"),
    ("fantôme", "new york", "fr", "not-one-word"), ("fantôme", "belle-mère", "fr", "not-one-word"),
    ("hammer", "New York", "en", "not-one-word"),
    ("fourmilier", "fourmi", "fr", "part-of-secret"),
    ("fourmilier", "fourmis", "fr", "part-of-secret"),
    ("portefeuille", "feuille", "fr", "part-of-secret"),
    ("anteater", "ant", "en", "part-of-secret"), ("snowman", "snow", "en", "part-of-secret"),
    ("butterfly", "fly", "en", "part-of-secret"), ("pineapple", "apple", "en", "part-of-secret"),
    ("tournesol", "sol", "fr", "part-of-secret"), ("arc-en-ciel", "ciel", "fr", "part-of-secret"),
    # The rule read literally (issue 16): any word of 2+ letters inside the secret.
    ("carpet", "car", "en", "part-of-secret"), ("carpet", "pet", "en", "part-of-secret"),
    ("category", "cat", "en", "part-of-secret"), ("penguin", "pen", "en", "part-of-secret"),
    ("fantôme", "ant", "en", "part-of-secret"), ("pomme", "pom", "fr", "part-of-secret"),
    ("hammer", "ham", "en", "part-of-secret"), ("sunflower", "sun", "en", "part-of-secret"),
    ("marteau", "hammer", "fr", "translation"), ("chien", "Hund", "fr", "translation"),
    ("hammer", "marteau", "en", "translation"), ("dog", "perro", "en", "translation"),
    ("outil", "outillage", "fr", "same-family"), ("prince", "princess", "en", "same-family"),
    ("shirt", "shurt", "en", "spelling-variant"), ("fantôme", "fantaume", "fr", "spelling-variant"),
])
def test_invalid_writer_clues(secret, clue, lang, code):
    assert code in codes(secret, [clue], lang)[0]


@pytest.mark.parametrize("secret,clue,lang,code", [
    ("fourmilier", "lion", "fr", "part-of-secret"), ("chapeau", "chat", "fr", "part-of-secret"),
    ("carpet", "a", "en", "part-of-secret"), ("hammer", "hammers", "en", "part-of-secret"),
    ("hammer", "ham", "en", "same-family"), ("fantôme", "drap", "fr", "translation"),
    ("hammer", "nail", "en", "translation"), ("fantôme", "flottant", "fr", "not-one-word"),
    ("jour", "aujourd'hui", "fr", "not-one-word"), ("fantôme", "fantomes", "fr", "is-secret"),
])
def test_codes_that_do_not_apply(secret, clue, lang, code):
    assert code not in codes(secret, [clue], lang)[0]


@pytest.mark.parametrize("clues,lang", [(["rime", "avec", "clou"], "fr"),
                                        (["clou", "Rimes", "AVEC"], "fr"),
                                        (["rhymes", "with", "hat"], "en"),
                                        (["rime", "avec", "nail"], "en")])
def test_the_forbidden_pair(clues, lang):
    found = codes("marteau" if lang == "fr" else "cat", clues, lang)
    flagged = [i for i, c in enumerate(found) if "pair-rule" in c]
    assert len(flagged) == 2


@pytest.mark.parametrize("clues,lang", [(["rime", "poème", "clou"], "fr"),
                                        (["avec", "sans", "clou"], "fr"),
                                        (["rhyme", "poem", "verse"], "en")])
def test_no_forbidden_pair(clues, lang):
    assert all("pair-rule" not in c for c in codes("marteau", clues, lang))


def test_a_pack_can_add_forbidden_pairs(tmp_path):
    pack = tmp_path / "pack.yaml"
    cards = "\n".join(f"  - {{pink: p{i}, yellow: y{i}, blue: b{i}}}" for i in range(3))
    pack.write_text("game: three-wise-words\nkind: words\nid: t\nname: T\nlanguage: en\n"
                    "version: 1.0.0\nlicense: MIT\nauthors: [me]\npartial: true\n"
                    "forbidden_pairs: [[sounds, like]]\ncards:\n" + cards + "\n")
    pairs = referee.pack_pairs(pack)
    assert pairs == (("sounds", "like"),)
    ruled = referee.rule_clues("cat", ["sounds", "like", "hat"], "en", pairs, str(pack))
    assert [r.valid for r in ruled] == [False, False, True]
    assert ruled[0].reasons[0].evidence["source"] == str(pack)


def test_one_to_three_clues():
    with pytest.raises(UsageError):
        referee.rule_clues("cat", ["a", "b", "c", "d"], "en")


@pytest.mark.parametrize("clue,guess,lang,code", [
    ("outil", "outillage", "fr", "same-family"), ("halloween", "Halloween", "fr", "identical"),
    ("hammer", "hammers", "en", "same-family"), ("fantôme", "FANTOMES", "fr", "same-family"),
    ("color", "colour", "en", "spelling-variant"), ("actor", "actress", "en", "same-family"),
])
def test_guesses_that_match(clue, guess, lang, code):
    ruling = referee.match(clue, guess, lang)
    assert ruling.same and ruling.reasons[0].code == code
    assert clues_match(clue, guess, lang) and clues_match(guess, clue, lang)


@pytest.mark.parametrize("clue,guess,lang", [
    ("flippant", "effrayant", "fr"), ("flottant", "booooouh", "fr"), ("nail", "snail", "en"),
    ("ghost", "spirit", "en"), ("rain", "reign", "en"), ("car", "carpet", "en"),
    ("chat", "château", "fr"), ("flottant", "flippant", "fr"),
])
def test_guesses_that_do_not_match(clue, guess, lang):
    assert not referee.match(clue, guess, lang).same
    assert not clues_match(clue, guess, lang)


def test_clues_match_in_polish():
    assert clues_match("Żółw", "żółw", "pl")
    assert clues_match("kot", "koty", "pl")
    assert not clues_match("kot", "pies", "pl")
