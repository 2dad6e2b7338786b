"""Every built-in pack validates; word packs spell right and follow the children's rule."""

from __future__ import annotations

import pytest

from tests.conftest import registry_games
from wisegen.games.content import check_file
from wisegen.lang import frequency
from wisegen.packs.catalogue import builtin_files

SHIPPED = builtin_files()


def test_the_five_games_ship_packs():
    games = {path.parent.name for path in SHIPPED}
    assert games >= {"three-wise-words", "just-one", "13-words", "thricewise", "mistrz-slowa"}


@pytest.mark.registry
def test_every_pack_folder_is_a_games():
    assert {path.parent.name for path in SHIPPED} <= set(registry_games())


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_game_ships_a_pack_of_a_kind_it_reads(game):
    from wisegen.games.registry import get_game
    from wisegen.packs.catalogue import builtin_packs

    kinds = {kind.kind for kind in get_game(game).kinds()}
    shipped = builtin_packs(game)
    assert shipped, f"{game} ships no pack under content/{game}/"
    assert {pack.game for pack in shipped} == {game}
    assert {pack.kind for pack in shipped} <= kinds


@pytest.mark.registry
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_shipped_pack_is_valid_with_no_unexpected_warnings(path):
    report = check_file(path, spelling=True)
    assert report.valid, [p.render() for p in report.problems]
    unexpected = [p for p in report.problems if p.code != "partial-deck"]
    assert not unexpected, [p.render() for p in unexpected]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_wise_words_yellow_is_the_easiest_word(lang):
    from wisegen.games.content import load_pack
    from wisegen.resources import content_dir

    pack = load_pack(content_dir() / "three-wise-words" / f"{lang}.yaml")
    assert len(pack.data["cards"]) == 100
    for card in pack.data["cards"]:
        yellow = frequency.zipf(card["yellow"], lang)
        assert yellow > frequency.zipf(card["pink"], lang)
        assert yellow > frequency.zipf(card["blue"], lang)


def test_mistrz_slowa_dice_are_the_rulebook_faces():
    from wisegen.games.content import find_builtin

    dice = find_builtin("mistrz-slowa", "dice").data["dice"]
    assert [d["kind"] for d in dice].count("consonant") == 6
    assert dice[0]["faces"] == ["B", "J", "R", "F", "W", "H"]
    assert dice[5]["faces"] == ["H", "P", "N", "C", "D", "letter-joker"]
    assert dice[8]["faces"] == ["letter-joker", "consonant-joker", "vowel-joker", "ogonek",
                                "reroll", "reroll"]


def test_thirteen_words_table_ships_only_what_the_rulebook_gives():
    from wisegen.games.content import find_builtin

    rows = find_builtin("13-words", "scoring").data["rows"]
    assert rows[0]["min_scores"] == [10, 15, 20, 25, 30, 35, 40]
    assert rows[2] == {"label": None, "min_scores": [14, 21, 28, None, None, None, None]}


def test_decktet_has_36_basic_and_9_extended_cards():
    from wisegen.games.content import find_builtin

    cards = find_builtin("thricewise", "deck").data["cards"]
    assert sum(c["set"] == "basic" for c in cards) == 36
    assert sum(c["set"] == "extended" for c in cards) == 9
