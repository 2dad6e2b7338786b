"""The designer's checks of a word pack (packs/word_checks.py): unwanted words (--family),
two forms of one lemma, proper nouns, tiers that get easier; through the checker, the
command line, and on every shipped pack."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import ROOT
from wisegen.games.content import check_file, pack_kind
from wisegen.packs import word_checks
from wisegen.packs.catalogue import builtin_packs

HEADER = ("game: {game}\nkind: words\nid: t\nname: T\nlanguage: {lang}\nversion: 1.0.0\n"
          "license: MIT\nauthors: [me]\npartial: true\ncards:\n")
SLOTS = ("pink", "yellow", "blue")


def just_one(tmp_path: Path, lang: str, *cards: list[str]) -> Path:
    path = tmp_path / f"jo-{lang}.yaml"
    rows = "".join(f"  - [{', '.join(card)}]\n" for card in cards)
    path.write_text(HEADER.format(game="just-one", lang=lang) + rows, encoding="utf-8")
    return path


def three_wise_words(tmp_path: Path, *cards: tuple[str, str, str]) -> Path:
    path = tmp_path / "tww.yaml"
    rows = "".join("  - {" + ", ".join(f"{s}: {w}" for s, w in zip(SLOTS, card, strict=True))
                   + "}\n" for card in cards)
    path.write_text(HEADER.format(game="three-wise-words", lang="en") + rows, encoding="utf-8")
    return path


def findings(path: Path, *, unwanted: bool = True) -> list:
    report = check_file(path, cards=False)
    assert report.pack is not None, report.problems
    kind = pack_kind(report.pack.game, report.pack.kind)
    return word_checks.check(report.pack, kind, unwanted=unwanted)


def codes(path: Path, **kwargs: bool) -> list[str]:
    return [p.code for p in findings(path, **kwargs)]


CLEAN = ["apple", "violin", "tractor", "pepper", "canary"]


def test_a_clean_pack_has_no_finding(tmp_path):
    assert findings(just_one(tmp_path, "en", CLEAN)) == []


def test_two_forms_of_one_lemma_across_cards(tmp_path):
    path = just_one(tmp_path, "en", CLEAN, ["mice", "kettle", "anchor", "walrus", "mouse"])
    found = findings(path)
    assert [p.code for p in found] == ["same-lemma"]
    assert found[0].path == "cards[1][4]" and found[0].line == 12 and found[0].column
    assert "mice" in found[0].message and "mouse" in found[0].message


OTHERS = {"fr": ["lampe", "soleil", "pomme", "bateau"], "pl": ["stół", "okno", "jabłko", "rower"]}


@pytest.mark.parametrize("lang,a,b", [("fr", "cheval", "chevaux"), ("pl", "pies", "psa")])
def test_plural_and_inflected_forms_in_french_and_polish(tmp_path, lang, a, b):
    path = just_one(tmp_path, lang, [a, *OTHERS[lang]], [*OTHERS[lang][::-1], b])
    found = findings(path)
    assert [p.code for p in found if p.path == "cards[1][4]"] == ["same-lemma"]


def test_one_word_spelt_two_ways(tmp_path):
    path = just_one(tmp_path, "fr", ["clé", *OTHERS["fr"]], ["vache", "lapin", "clef", "miel",
                                                             "tente"])
    found = findings(path)
    assert [(p.code, p.path) for p in found] == [("same-lemma", "cards[1][2]")]
    assert "spelt another way" in found[0].message and "key" in found[0].message


def test_a_slur_is_found_only_with_family(tmp_path):
    path = just_one(tmp_path, "en", ["apple", "violin", "bitch", "pepper", "canary"])
    assert codes(path, unwanted=False) == []
    found = findings(path)
    assert [p.code for p in found] == ["family-unwanted"] and found[0].path == "cards[0][2]"


def test_a_form_of_an_unwanted_word_is_found_by_its_lemma(tmp_path):
    path = just_one(tmp_path, "en", ["apple", "violin", "bitches", "pepper", "canary"])
    found = findings(path)
    assert [p.code for p in found] == ["family-unwanted"] and "bitch" in found[0].message


@pytest.mark.parametrize("word", ["london", "Apple"])
def test_a_proper_noun(tmp_path, word):
    path = just_one(tmp_path, "en", ["kettle", "violin", word, "pepper", "canary"])
    assert codes(path) == ["proper-noun"]


def test_a_polish_name_by_sgjp(tmp_path):
    # hunspell-pl knows kraków in lower case; SGJP reads it only as the city
    path = just_one(tmp_path, "pl", ["kraków", "stół", "róża", "jabłko", "rower"])
    found = findings(path)
    assert [(p.code, p.path) for p in found] == [("proper-noun", "cards[0][0]")]


def test_a_tier_that_gets_easier(tmp_path):
    # yellow rare, blue common: the harder tiers are easier than the children's one
    path = three_wise_words(tmp_path, ("pepper", "kaleidoscope", "house"),
                            ("violin", "spatula", "water"))
    found = findings(path)
    assert "tier-difficulty" in [p.code for p in found]
    assert any("pink" in p.message and "yellow" in p.message for p in found)


def test_tiers_that_get_harder_pass(tmp_path):
    path = three_wise_words(tmp_path, ("pepper", "house", "kaleidoscope"),
                            ("violin", "water", "spatula"))
    assert codes(path) == []


# --- hypothesis: the checker on generated packs ------------------------------------------

POOL = ["apple", "violin", "tractor", "pepper", "canary", "kettle", "anchor", "walrus",
        "mouse", "mice", "goose", "geese", "child", "children", "bitch", "london", "house"]


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(POOL), min_size=5, max_size=15, unique=True))
def test_generated_packs(tmp_path, words):
    words = words[:len(words) - len(words) % 5]
    path = just_one(tmp_path, "en", *[words[i:i + 5] for i in range(0, len(words), 5)])
    found = findings(path)
    lemma_pairs = {("mouse", "mice"), ("goose", "geese"), ("child", "children")}
    expected_lemmas = sum(a in words and b in words for a, b in lemma_pairs)
    assert [p.code for p in found].count("same-lemma") == expected_lemmas
    assert [p.code for p in found].count("family-unwanted") == ("bitch" in words)
    assert [p.code for p in found].count("proper-noun") == ("london" in words)
    assert all(p.severity == "warning" and p.line and p.column for p in found)


TIER_POOL = ["house", "water", "pepper", "violin", "spatula", "kaleidoscope", "turnip",
             "canary", "school", "clover", "dandelion", "tractor"]


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.permutations(TIER_POOL), st.integers(1, 4))
def test_tier_warning_follows_the_medians(tmp_path, words, count):
    import statistics

    from wordfreq import zipf_frequency

    cards = [tuple(words[3 * i:3 * i + 3]) for i in range(count)]
    medians = [round(statistics.median(zipf_frequency(c[s], "en") for c in cards), 2)
               for s in (1, 0, 2)]  # yellow, pink, blue
    rises = all(a >= b for a, b in itertools.pairwise(medians))
    found = [p for p in findings(three_wise_words(tmp_path, *cards), unwanted=False)
             if p.code == "tier-difficulty"]
    assert bool(found) != rises


@given(st.lists(st.text(alphabet="abcćłż #\t", max_size=12), max_size=20))
def test_list_lines(lines):
    text = "\n".join(lines)
    parsed = word_checks.parse_list(text)
    assert all(word and not word.startswith("#") for word in parsed)
    assert parsed <= {word_checks.fold(line) for line in lines}


def test_every_language_list_is_loaded():
    for lang in ("en", "fr", "pl"):
        assert len(word_checks.unwanted_words(lang)) > 50
    assert word_checks.unwanted_words("de") == frozenset()


# --- the command line --------------------------------------------------------------------

def test_validate_family_json_gives_file_line_column_and_field(run, tmp_path):
    path = just_one(tmp_path, "en", ["apple", "violin", "bitch", "pepper", "canary"])
    result = run("pack", "validate", "--family", "--no-cards", "--json", path)
    assert result.exit_code == 0, result.output
    warning = json.loads(result.stdout)["files"][0]["warnings"]
    unwanted = [w for w in warning if w["code"] == "family-unwanted"]
    assert unwanted and unwanted[0]["line"] == 11 and unwanted[0]["path"] == "cards[0][2]"
    assert run("pack", "validate", "--no-cards", path).stdout.count("family-unwanted") == 0


def test_validate_strict_makes_a_finding_invalid_and_a_missing_file_is_a_usage_error(
        run, tmp_path):
    path = just_one(tmp_path, "en", CLEAN, ["mice", "kettle", "anchor", "walrus", "mouse"])
    assert run("pack", "validate", "--no-cards", "--strict", path).exit_code == 1
    assert run("pack", "validate", "--family", tmp_path / "missing.yaml").exit_code == 2


def test_stats_family(run, tmp_path):
    path = three_wise_words(tmp_path, ("pepper", "kaleidoscope", "bitch"),
                            ("violin", "spatula", "water"))
    data = json.loads(run("pack", "stats", "--family", "--json", path).stdout)
    assert data["tier_order"] == ["yellow", "pink", "blue"] and not data["tiers_get_harder"]
    assert {f["code"] for f in data["findings"]} == {"family-unwanted", "tier-difficulty"}
    text = run("pack", "stats", "--family", path).stdout
    assert "does NOT rise" in text and "unwanted" in text


def test_pack_import_gives_the_same_warnings_at_the_source_cell(run, tmp_path):
    table = tmp_path / "words.csv"
    table.write_text("1,2,3,4,5\napple,violin,tractor,pepper,canary\n"
                     "kettle,anchor,walrus,mice,mouse\n", encoding="utf-8")
    result = run("pack", "import", table, "--game", "just-one", "--lang", "en", "--json",
                 "--no-spelling")
    assert result.exit_code == 0, result.output
    warnings = [w for w in json.loads(result.stdout)["warnings"] if w["code"] == "same-lemma"]
    assert [(w["file"].endswith("words.csv"), w["line"]) for w in warnings] == [(True, 3)]


# --- every shipped word pack ---------------------------------------------------------------

def shipped_word_packs() -> list[Path]:
    games = sorted({p.parent.name for p in (ROOT / "content").glob("*/*.yaml")})
    return [info.path for game in games if game not in ("schemas", "kit-text", "examples")
            for info in builtin_packs(game) if info.kind == "words"]


@pytest.mark.parametrize("path", shipped_word_packs(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_shipped_pack_passes_family_with_no_finding(path):
    assert findings(path) == []
