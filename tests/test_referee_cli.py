"""`wisegen check clue|clues|match|root` and their batch form: the --json contract."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wisegen.lang.normalise import strip_accents
from wisegen.usecases.requests import answer as answer_request


def _handler(kind):
    """The request handler of one check kind, as (answer dict, exit code)."""
    def handle(request):
        result = answer_request({"check": kind, **request})
        return result.as_dict(), result.exit_code
    return handle


answer_clue, answer_clues, answer_match = _handler("clue"), _handler("clues"), _handler("match")


REASON_KEYS = {"code", "message", "evidence"}


def as_json(run, *args):
    result = run(*args, "--json")
    return json.loads(result.stdout), result.exit_code


def test_clue_json_contract_and_exit_codes(run):
    answer, code = as_json(run, "check", "clue", "--game", "just-one", "--secret", "prince",
                           "princess")
    assert code == 1
    assert list(answer) == ["game", "lang", "secret", "valid", "clues"]
    assert answer["game"] == "just-one" and answer["lang"] == "en" and not answer["valid"]
    clue = answer["clues"][0]
    assert list(clue) == ["clue", "valid", "reasons"]
    assert set(clue["reasons"][0]) == REASON_KEYS
    assert clue["reasons"][0]["evidence"]["source"] == "hunspell en_US"
    answer, code = as_json(run, "check", "clue", "-g", "justone", "-s", "bond", "007")
    assert code == 0 and answer["valid"] and answer["clues"][0]["reasons"] == []


def test_clue_for_three_wise_words_takes_up_to_three_clues(run):
    answer, code = as_json(run, "check", "clue", "--game", "3ww", "--lang", "fr", "--secret",
                           "marteau", "rime", "avec", "clou")
    assert code == 1 and answer["game"] == "three-wise-words"
    assert [c["valid"] for c in answer["clues"]] == [False, False, True]
    result = run("check", "clue", "--game", "3ww", "--secret", "cat", "a", "b", "c", "d")
    assert result.exit_code == 2 and "1 to 3 clues" in result.output


def test_clues_json_contract(run):
    answer, code = as_json(run, "check", "clues", "--secret", "king", "prince", "princess",
                           "crown")
    assert code == 1
    assert list(answer) == ["game", "lang", "secret", "clues"]
    assert [c["kept"] for c in answer["clues"]] == [False, False, True]
    assert list(answer["clues"][0]) == ["clue", "kept", "reasons"]
    assert answer["clues"][0]["reasons"][0]["evidence"]["other"] == "princess"
    answer, code = as_json(run, "check", "clues", "--secret", "winter", "snow", "ice")
    assert code == 0


def test_match_and_root_json_contracts(run):
    answer, code = as_json(run, "check", "match", "--game", "three-wise-words", "--lang", "fr",
                           "outil", "outillage")
    assert code == 0 and list(answer) == ["lang", "clue", "guess", "match", "reasons"]
    assert answer["match"] and answer["reasons"][0]["code"] == "same-family"
    answer, code = as_json(run, "check", "match", "nail", "snail")
    assert code == 1 and answer["reasons"] == []
    answer, code = as_json(run, "check", "root", "--lang", "en", "actor", "actress")
    assert code == 0 and list(answer) == ["lang", "words", "same_root", "reasons"]
    assert answer["words"] == ["actor", "actress"]
    answer, code = as_json(run, "check", "root", "--lang", "en", "pen", "penguin")
    assert code == 1 and not answer["same_root"]


def test_human_output_is_worded_for_players(run):
    """Issue 45: the human output says IPA ("both are said /wɛðɚ/") and names its source
    once; ARPAbet and the reason codes stay in --json."""
    result = run("check", "clue", "--game", "just-one", "--secret", "weather", "whether")
    lines = result.stdout.splitlines()
    assert result.exit_code == 1
    assert lines[0].startswith("Not all valid")
    assert "/wɛðɚ/" in result.stdout and "EH1" not in result.stdout
    assert result.stdout.count("CMU Pronouncing Dictionary") == 1
    data = json.loads(run("check", "clue", "--game", "just-one", "--secret", "weather",
                          "whether", "--json").stdout)
    assert data["clues"][0]["reasons"][0]["code"] == "homophone"
    result = run("check", "root", "--lang", "fr", "outil", "outillage")
    assert result.stdout.startswith("Même racine") and "MorphyNet" in result.stdout
    result = run("check", "root", "--lang", "fr", "outil", "outillage", "--explain-in", "en")
    assert result.stdout.startswith("Same root")


@pytest.mark.parametrize("args,message", [
    (["clue", "--game", "just-one", "--secret", "cat", "--lang", "de", "Hund"],
     "rules in en (English), fr (French, français), pl (Polish, polski)"),
    (["clue", "--game", "thricewise", "--secret", "cat", "dog"], "three-wise-words"),
    (["clue", "--game", "nope", "--secret", "cat", "dog"], "unknown game"),
    (["clue", "--game", "just-one", "--secret", " ", "dog"], "secret"),
    (["clue", "--game", "just-one", "--secret", "cat", ""], "clues"),
    (["clues", "--game", "3ww", "--secret", "cat", "dog"], "just-one"),
    (["match", "--game", "just-one", "a", "b"], "three-wise-words"),
])
def test_bad_input_is_one_line_and_exit_2(run, args, message):
    result = run("check", *args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_batch_answers_equal_the_single_commands(run, tmp_path):
    requests = [
        {"id": "a", "check": "clue", "game": "just-one", "lang": "en", "secret": "shrub",
         "clues": ["buisson"], "expect": {"valid": False}, "note": "ignored"},
        {"check": "clues", "game": "just-one", "lang": "en", "secret": "king",
         "clues": ["prince", "princess", "crown"]},
        {"id": 3, "check": "match", "game": "three-wise-words", "lang": "fr", "clue": "outil",
         "guess": "outillage"},
        {"id": "r", "check": "root", "lang": "en", "words": ["pen", "penguin"]},
    ]
    singles = [
        ["clue", "--game", "just-one", "--lang", "en", "--secret", "shrub", "buisson"],
        ["clues", "--game", "just-one", "--lang", "en", "--secret", "king", "prince",
         "princess", "crown"],
        ["match", "--game", "three-wise-words", "--lang", "fr", "outil", "outillage"],
        ["root", "--lang", "en", "pen", "penguin"],
    ]
    path = tmp_path / "requests.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in requests) + "\n", encoding="utf-8")
    result = run("check", "batch", path)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [a.get("id") for a in answers] == ["a", None, 3, "r"]
    for answer, args in zip(answers, singles, strict=True):
        answer.pop("id", None)
        assert answer == as_json(run, "check", *args)[0]


def test_batch_reports_bad_requests_and_goes_on(run, tmp_path):
    lines = [
        "not json",
        json.dumps({"id": 1, "check": "clue", "game": "just-one", "secret": "cat"}),
        json.dumps({"id": 2, "check": "root", "lang": "en", "words": ["a", "b", "c"]}),
        json.dumps({"id": 3, "check": "clue", "game": "just-one", "lang": "xx", "secret": "a",
                    "clues": ["b"]}),
        json.dumps({"id": 4, "check": "root", "lang": "fr", "words": ["outil", "outils"]}),
    ]
    path = tmp_path / "requests.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    answers = [json.loads(line) for line in run("check", "batch", path).stdout.splitlines()]
    assert "error" in answers[0]
    assert answers[1]["id"] == 1 and "clues" in answers[1]["error"]
    assert answers[2]["id"] == 2 and "exactly 2" in answers[2]["error"]
    assert answers[3]["id"] == 3 and "error" in answers[3]
    assert answers[4] == {"id": 4, "lang": "fr", "words": ["outil", "outils"],
                          "same_root": True, "reasons": answers[4]["reasons"]}


CASES = [("fantôme", "fantômes", "fr"), ("prince", "princesse", "fr"), ("mer", "mère", "fr"),
         ("shrub", "buisson", "en"), ("weather", "whether", "en"), ("élève", "eleve", "fr"),
         ("vert", "verre", "fr"), ("cake", "swee'ting", "en"), ("outil", "outillage", "fr"),
         ("green", "vert", "en"), ("château", "chat", "fr"), ("color", "colour", "en")]


def _respell(word: str, data: st.DataObject) -> str:
    """The same word to a referee: case, accents and Unicode form changed at random."""
    if data.draw(st.booleans()):
        word = strip_accents(word)
    word = "".join(ch.upper() if data.draw(st.booleans()) else ch.lower() for ch in word)
    return unicodedata.normalize(data.draw(st.sampled_from(["NFC", "NFD"])), word)


def _verdict(answer: dict) -> list:
    return [(c.get("valid", c.get("kept")), sorted(r["code"] for r in c["reasons"]))
            for c in answer["clues"]]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CASES), st.data())
def test_case_accents_and_unicode_form_never_change_a_verdict(case, data):
    secret, clue, lang = case
    for game in ("just-one", "three-wise-words"):
        request = {"game": game, "lang": lang, "secret": secret, "clues": [clue]}
        respelt = {**request, "secret": _respell(secret, data), "clues": [_respell(clue, data)]}
        assert _verdict(answer_clue(respelt)[0]) == _verdict(answer_clue(request)[0])
    request = {"game": "just-one", "lang": lang, "secret": "x", "clues": [secret, clue]}
    respelt = {**request, "clues": [_respell(secret, data), _respell(clue, data)]}
    assert _verdict(answer_clues(respelt)[0]) == _verdict(answer_clues(request)[0])


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.text(max_size=12), st.sampled_from(["ƀ", "ﬁ", "ß", "x\ty", "l'", "-"])),
       st.lists(st.text(max_size=12), min_size=1, max_size=3), st.sampled_from(["en", "fr"]))
def test_any_text_gets_a_ruling_or_a_usage_error(secret, clues, lang):
    from wisegen.errors import UsageError

    for handler, request in (
            (answer_clue, {"game": "three-wise-words", "lang": lang, "secret": secret,
                           "clues": clues}),
            (answer_clues, {"game": "just-one", "lang": lang, "secret": secret, "clues": clues}),
            (answer_match, {"lang": lang, "clue": secret, "guess": clues[0]})):
        try:
            answer, code = handler(request)
        except UsageError:
            continue
        assert code in (0, 1) and json.dumps(answer)


@pytest.mark.slow
def test_the_wheel_carries_the_referee_data(tmp_path):
    import subprocess
    import sys
    import zipfile

    from tests.conftest import ROOT

    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                    str(tmp_path / "wheels"), str(ROOT)], check=True, capture_output=True)
    (wheel,) = (tmp_path / "wheels").glob("wisegen-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    for name in ("en/data/translations/en.tsv.gz", "fr/data/translations/fr.tsv.gz",
                 "fr/data/translations/COPYRIGHT.freedict", "fr/data/lexique/fr.tsv.gz",
                 "fr/data/lexique/LICENSE", "en/data/wordnet/en-derivation.tsv.gz", "README.md",
                 "en/data/hunspell/en_US.tsv.gz", "en/data/hunspell/en_US.tsv.gz.idx",
                 "en/data/hunspell/LICENSE.chunspell", "en/data/hunspell/COPYRIGHT.en_US-scowl",
                 "fr/data/hunspell/fr-vocabulary.tsv.gz.idx", "fr/data/hunspell/COPYRIGHT",
                 "pl/data/hunspell/pl-vocabulary.tsv.gz.idx", "pl/data/hunspell/COPYRIGHT",
                 "pl/data/sgjp/pl-vocabulary.tsv.gz.idx", "pl/data/sgjp/LICENSE",
                 "en/data/cmudict/en.tsv.gz.idx", "en/data/cmudict/LICENSE"):
        assert f"wisegen/lang/{name}" in names
    code = ("from wisegen.games.just_one.referee import rule_clue; "
            "print(rule_clue('shrub', 'buisson', 'en').reasons[0].code)")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, check=True,
                            env={"PYTHONPATH": str(tmp_path / "site"), "PATH": ""})
    assert result.stdout.strip() == "translation"
