"""`check word`, `check batch`, `solve` and `roll` for Mistrz Słowa, as a user runs them."""

from __future__ import annotations

import json

import pytest

from tests.conftest import ROOT
from wisegen.usecases.requests import answer_line as answer_request

DEV = ROOT.parent / "shared" / "eval" / "dev.jsonl"


def check(run, *args: str) -> tuple[dict, int]:
    result = run("check", "word", "--json", *args)
    return json.loads(result.stdout), result.exit_code


def test_zolw_from_the_combined_example(run):
    answer, code = check(run, "--game", "mistrz-slowa", "żółw", "--roll", "W K D Z G * O A ~ ~")
    assert code == 0
    assert (answer["legal"], answer["formable"], answer["score"]) == (True, True, 10)
    assert answer["breakdown"]["ogonek_uses"] == 2 and answer["breakdown"]["jokers"] == 1
    ż = answer["assignment"][0]
    assert ż["how"] == "ogonek" and [f["face"] for f in ż["faces"]] == ["Z", "~"]
    assert answer["assignment"][2]["how"] == "letter-joker"


def test_without_a_roll_only_legality_is_judged(run):
    answer, code = check(run, "murarz")
    assert code == 0 and answer["legal"] and answer["formable"] is None
    assert answer["score"] is None


@pytest.mark.parametrize("args,code,reason", [
    (["xqzt"], 1, "not-a-word"),
    (["biegać"], 1, "not-a-noun"),
    (["ZUS"], 1, "abbreviation"),
    (["ul"], 1, "too-short"),
    (["żółw", "--roll", "W K D Z G * O A ~ ?"], 1, "not-formable"),
    (["kos", "--roll", "B K D F S H O Ł ? ?"], 2, "impossible-roll"),
])
def test_every_reason_code(run, args, code, reason):
    answer, exit_code = check(run, *args)
    assert exit_code == code
    assert reason in {r["code"] for r in answer["reasons"]}
    for r in answer["reasons"]:
        assert r["message"] and isinstance(r["evidence"], dict)


def test_not_formable_names_the_missing_letters(run):
    answer, _ = check(run, "żółw", "--roll", "W K D Z G * O A ~ ?")
    reason = next(r for r in answer["reasons"] if r["code"] == "not-formable")
    assert len(reason["evidence"]["missing"]) == 1 and answer["formable"] is False


def test_impossible_roll_names_the_face_and_any_dice_skips_the_check(run):
    answer, _ = check(run, "kos", "--roll", "K O S ~ ~ ~")
    assert "impossible-roll" in {r["code"] for r in answer["reasons"]}
    answer, code = check(run, "kos", "--roll", "K O S ~ ~ ~", "--any-dice")
    assert code == 0 and answer["score"] == 5


def test_an_illegal_word_is_still_shown_formable_but_scores_nothing(run):
    answer, code = check(run, "zus", "--roll", "C K S J Z T U A ? ?")
    assert code == 1 and answer["formable"] is True and answer["score"] is None


@pytest.mark.parametrize("args", [["kos", "--roll", "B K # A"], ["kos", "--game", "just-one"],
                                  ["kos", "--game", "nope"], [" "]])
def test_bad_input_is_exit_2_in_one_line(run, args):
    result = run("check", "word", *args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output


def test_human_output_shows_the_dice_and_the_sum(run):
    result = run("check", "word", "bąk", "--roll", "B K D F G H A E ~ ?")
    assert result.exit_code == 0
    assert "A (#7) + ogonek (#9)" in result.stdout
    assert "1 for 3 letters + 4 for using the ogonek + 4 for no joker = 9" in result.stdout


def test_batch_answers_equal_the_single_command(run):
    request = {"check": "word", "game": "mistrz-slowa", "word": "wojna",
               "roll": "W J D F G H O A * ?"}
    single, _ = check(run, "wojna", "--roll", "W J D F G H O A * ?")
    assert answer_request(request) == single
    assert answer_request({**request, "id": "x"})["id"] == "x"
    assert "error" in answer_request({**request, "roll": "B K # A"})
    assert "error" in answer_request({**request, "game": "just-one"})


def test_check_batch_reads_word_requests(run, tmp_path):
    file = tmp_path / "requests.jsonl"
    file.write_text(json.dumps({"id": 1, "check": "word", "word": "kos",
                                "roll": "B K D F S H O A ? ?"}) + "\n", encoding="utf-8")
    result = run("check", "batch", str(file))
    answer = json.loads(result.stdout)
    assert answer["id"] == 1 and answer["score"] == 5


SUPERSEDED = {
    "dev-060": "issue 45: SGJP lists kota (a spot height) as a nominative noun, and the "
               "kit's rules card says SGJP decides; no rarity filter overrules it",
}


@pytest.mark.skipif(not DEV.exists(), reason="shared/eval/dev.jsonl is not beside the repo")
def test_the_dev_word_cases():
    cases = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    cases = [c for c in cases if c["check"] == "word" and c["id"] not in SUPERSEDED]
    assert cases
    for case in cases:
        answer = answer_request(case)
        expect = case["expect"]
        assert answer["legal"] == expect["legal"], case["id"]
        for key in ("formable", "score"):
            if key in expect:
                assert answer[key] == expect[key], case["id"]
        if "code" in expect:
            assert expect["code"] in {r["code"] for r in answer["reasons"]}, case["id"]


def test_solve_lists_the_best_words(run):
    result = run("solve", "--game", "mistrz-slowa", "--roll", "W K D Z G * O A ~ ~",
                 "--top", "3", "--json")
    assert result.exit_code == 0
    answer = json.loads(result.stdout)
    assert len(answer["best"]) == 3 and answer["best_score"] >= 10
    assert all(b["breakdown"]["total"] == b["score"] for b in answer["best"])
    human = run("solve", "--roll", "W K D Z G * O A ~ ~")
    assert "points" in human.stdout


def test_solve_refuses_an_impossible_roll(run):
    result = run("solve", "--roll", "Ł K D Z G * O A ~ ~")
    assert result.exit_code == 2 and "Ł" in result.output


def test_roll_prints_a_roll_solve_accepts(run):
    first = run("roll", "--game", "mistrz-slowa", "--seed", "7")
    assert first.exit_code == 0
    assert run("roll", "--seed", "7").stdout == first.stdout
    faces = first.stdout.strip()
    assert len(faces.split()) == 10
    assert run("solve", "--roll", faces).exit_code in (0, 1)
    answer = json.loads(run("roll", "--seed", "7", "--json").stdout)
    assert answer["roll"] == faces and len(answer["faces"]) == 10


@pytest.mark.parametrize("command", [["check", "word"], ["solve"], ["roll"]])
def test_help_ends_with_an_example(run, command):
    result = run(*command, "--help")
    assert result.exit_code == 0 and "Example: wisegen" in result.stdout
