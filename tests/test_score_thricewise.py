"""Thricewise: card names, placement legality, threesome scoring and trick order."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import ROOT
from wisegen.core.yamlsafe import loads
from wisegen.errors import ContentError, UsageError
from wisegen.games.content import find_builtin
from wisegen.games.thricewise.cards import Deck
from wisegen.games.thricewise.grid import Grid, parse_placement, read_grid
from wisegen.games.thricewise.scoring import Play, score_placement, trick_order

DECK = Deck.from_pack(find_builtin("thricewise", "deck").data)
GRID_FILE = ROOT / "tests" / "data" / "score" / "thricewise-grid.yaml"


def grid(cells: dict[tuple[int, int], str]) -> Grid:
    return Grid({cell: DECK.parse(name) for cell, name in cells.items()})


def row(*names: str, at: int = 1) -> dict[tuple[int, int], str]:
    """Cards side by side on row `at`, from column 1."""
    return {(col, at): name for col, name in enumerate(names, 1)}


def place(cells: dict[tuple[int, int], str], name: str, cell: tuple[int, int], **kw):
    return score_placement(grid(cells), DECK.parse(name), cell, **kw)


def kinds(ruling) -> list[tuple[str, int]]:
    return sorted((t.kind, t.worth) for t in ruling.threesomes)


# --- card names ------------------------------------------------------------------------


@pytest.mark.parametrize("text,name", [
    ("the Author", "the Author"), ("Author", "the Author"), ("AUTHOR", "the Author"),
    ("7 Castle", "the Castle"), ("7 the castle", "the Castle"), ("Ace of Moons", "Ace of Moons"),
    ("ace moons", "Ace of Moons"), ("Crown of Waves", "the Sea"), ("7 of Suns", "the Castle"),
    ("chance meeting", "the Chance Meeting"), ("  the   Chance-Meeting ", "the Chance Meeting"),
    ("Ace of Leaf", "Ace of Leaves"), ("9 Pact", "the Pact"), ("1 of Moons", "Ace of Moons"),
    ("10 Sea", "the Sea"), ("crown huntress", "the Huntress"),
])
def test_card_names_in_every_form(text, name):
    assert DECK.parse(text).name == name


@pytest.mark.parametrize("text,message", [
    ("6 Castle", "the Castle is a 7, not a 6"),
    ("8 Castle", "the Castle is a 7, not an 8"),
    ("the Forrest", "did you mean 'the Forest'"),
    ("the Watchman", "a Pawn from the extended Decktet"),
    ("the Consul", "a Court from the extended Decktet"),
    ("the Excuse", "the Excuse is from the extended Decktet"),
    ("Ace of Stars", "unknown card"),
    ("Ace of the Sea", "the Sea is a Crown, not an Ace"),
    ("", "empty"),
])
def test_bad_card_names_are_usage_errors(text, message):
    with pytest.raises(UsageError, match=message):
        DECK.parse(text)


def test_basic_deck_has_36_cards_ranked_ace_to_crown():
    basic = [c for c in DECK.cards if c.basic]
    assert len(basic) == 36
    assert sorted({c.value for c in basic}) == list(range(1, 11))
    assert all(c.number is None for c in basic if c.rank in ("Ace", "Crown"))


# --- legality --------------------------------------------------------------------------

START = {(1, 1): "the Author", (2, 1): "the Desert", (1, 2): "the Origin", (2, 2): "the Journey"}


def test_orthogonal_and_diagonal_neighbours_are_legal():
    for cell in [(3, 1), (0, 0), (3, 3), (0, 2), (1, 3)]:
        assert place(START, "the Painter", cell).legal, cell


@pytest.mark.parametrize("cell,code", [((1, 1), "occupied"), ((4, 1), "not-adjacent"),
                                       ((1, -1), "not-adjacent")])
def test_refused_cells(cell, code):
    ruling = place(START, "the Painter", cell)
    assert not ruling.legal
    assert [r.code for r in ruling.refusals] == [code]
    assert ruling.score == 0


def test_grid_may_grow_on_either_side_until_six_wide_then_no_further():
    five = row("the Author", "the Desert", "the Origin", "the Journey", "the Painter")
    assert place(five, "the Savage", (6, 1)).legal
    assert place(five, "the Savage", (0, 1)).legal  # growing leftwards is fine too
    six = {**five, (6, 1): "the Savage"}
    for cell in [(7, 1), (0, 1), (0, 2), (7, 0)]:
        ruling = place(six, "the Mountain", cell)
        assert [r.code for r in ruling.refusals] == ["too-wide"], cell
    assert place(six, "the Mountain", (3, 2)).legal  # inside the six columns


def test_grid_six_tall_refuses_a_seventh_row():
    column = {(1, r): name for r, name in enumerate(
        ["the Author", "the Desert", "the Origin", "the Journey", "the Painter", "the Savage"])}
    assert [r.code for r in place(column, "the Mountain", (1, 6)).refusals] == ["too-tall"]
    assert [r.code for r in place(column, "the Mountain", (2, -1)).refusals] == ["too-tall"]
    assert place(column, "the Mountain", (2, 5)).legal


def test_empty_grid_has_no_neighbour():
    ruling = score_placement(Grid(), DECK.parse("the Author"), (1, 1))
    assert [r.code for r in ruling.refusals] == ["not-adjacent"]
    assert "the grid is empty" in ruling.refusals[0].message


def test_a_card_already_on_the_grid_cannot_be_placed_again():
    with pytest.raises(UsageError, match="already on the grid at 1,1"):
        place(START, "the Author", (3, 1))


BASIC = [c for c in DECK.cards if c.basic]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_property_a_placement_outside_six_by_six_is_always_refused(data):
    """Whatever the grid, a card that would make it 7+ wide or tall is refused."""
    width = data.draw(st.integers(1, 6))
    height = data.draw(st.integers(1, 6))
    left = data.draw(st.integers(-20, 20))
    top = data.draw(st.integers(-20, 20))
    cells = data.draw(st.sets(st.tuples(st.integers(left, left + width - 1),
                                        st.integers(top, top + height - 1)),
                              min_size=1, max_size=min(20, width * height)))
    cards = data.draw(st.permutations(BASIC))
    board = Grid(dict(zip(sorted(cells), cards, strict=False)))
    w, h = board.extent()
    col = data.draw(st.integers(left - 10, left + 15))
    rw = data.draw(st.integers(top - 10, top + 15))
    columns = [c for c, _ in cells] + [col]
    rows = [r for _, r in cells] + [rw]
    outside = max(columns) - min(columns) >= 6 or max(rows) - min(rows) >= 6
    spare = next(c for c in BASIC if c not in board.cells.values())
    ruling = score_placement(board, spare, (col, rw))
    if outside:
        assert not ruling.legal
        assert {"too-wide", "too-tall"} & {r.code for r in ruling.refusals}
    if ruling.legal:
        assert max(ruling.extent_after) <= 6 and (w, h) <= (6, 6)


# --- scoring ---------------------------------------------------------------------------


def test_readme_grid_scores_every_direction_and_kind():
    board = read_grid(loads(GRID_FILE.read_bytes(), str(GRID_FILE)), DECK)
    ruling = score_placement(board, DECK.parse("the Forest"), (3, 3))
    found = sorted((t.line.direction, t.kind, t.suits, t.worth) for t in ruling.threesomes)
    assert found == [("column", "flush", ("Leaves",), 3),
                     ("falling diagonal", "flush", ("Moons",), 2),
                     ("row", "flush", ("Moons",), 4),
                     ("row", "straight", (), 4)]
    assert ruling.score == 13


def test_flush_is_worth_the_lowest_number_card():
    # the Author (2; Moons, Knots), the Journey (3; Moons, Waves), the Huntress (Crown; Moons)
    ruling = place(row("the Journey", "the Huntress"), "the Author", (3, 1))
    assert kinds(ruling) == [("flush", 2)]


def test_set_of_sevens_is_worth_seven():
    assert kinds(place(row("the Castle", "the Cave"), "the Chance Meeting", (3, 1))) == \
        [("set", 7)]


def test_straight_counts_in_any_order():
    # 5 (the Discovery), 3 (the Savage) then a 4 (the Battle): no suit in common
    assert kinds(place(row("the Discovery", "the Savage"), "the Battle", (3, 1))) == \
        [("straight", 3)]


def test_ace_two_three_is_a_straight_worth_two():
    ruling = place(row("Ace of Suns", "the Origin"), "the Savage", (3, 1))
    assert kinds(ruling) == [("straight", 2)]


def test_eight_nine_crown_is_a_straight_worth_eight_and_a_flush_too():
    # the Diplomat (8; Moons, Suns), the Pact (9; Moons, Suns), the Bard (Crown; Suns)
    ruling = place(row("the Diplomat", "the Pact"), "the Bard", (3, 1))
    assert kinds(ruling) == [("flush", 8), ("straight", 8)]
    assert ruling.score == 16


def test_no_wrap_around_from_crown_to_ace():
    assert kinds(place(row("the Darkness", "the Sea"), "Ace of Knots", (3, 1))) == []


def test_three_aces_and_three_crowns_are_worth_nothing():
    assert kinds(place(row("Ace of Moons", "Ace of Suns"), "Ace of Knots", (3, 1))) == \
        [("set", 0)]
    assert kinds(place(row("the Sea", "the End"), "the Bard", (3, 1))) == [("set", 0)]


def test_two_shared_suits_make_one_flush_unless_the_flush_per_suit_house_rule():
    # Issue 32, first row: the Mountain (4), the Diplomat (8), the Pact (9), all Moons and
    # Suns. The rules give one flush, 4 (the referee gave 8 before).
    cells = row("the Mountain", "the Diplomat")
    ruled = place(cells, "the Pact", (3, 1))
    assert [(t.kind, t.suits, t.worth) for t in ruled.threesomes] == \
        [("flush", ("Moons", "Suns"), 4)]
    assert ruled.score == 4
    per_suit = place(cells, "the Pact", (3, 1), flush_per_suit=True)
    assert [(t.kind, t.suits, t.worth) for t in per_suit.threesomes] == \
        [("flush", ("Moons",), 4), ("flush", ("Suns",), 4)]
    assert per_suit.score == 8


# Issue 32, second row: the Author, the Mountain, _, the Lunatic, the Chance Meeting; the
# Forest in the gap makes three flushes and two straights across the row's windows.
LONG_ROW = {(1, 1): "the Author", (2, 1): "the Mountain", (4, 1): "the Lunatic",
            (5, 1): "the Chance Meeting"}


def test_a_card_completing_a_longer_row_scores_each_kind_once_the_best():
    ruled = place(LONG_ROW, "the Forest", (3, 1))
    assert [(t.kind, t.worth, t.line.cells) for t in ruled.threesomes] == [
        ("flush", 5, ((3, 1), (4, 1), (5, 1))), ("straight", 5, ((3, 1), (4, 1), (5, 1)))]
    assert ruled.score == 10


def test_every_window_house_rule_scores_what_the_referee_scored_before():
    both = place(LONG_ROW, "the Forest", (3, 1), every_window=True, flush_per_suit=True)
    assert sorted((t.kind, t.worth) for t in both.threesomes) == [
        ("flush", 2), ("flush", 4), ("flush", 5), ("straight", 4), ("straight", 5)]
    assert both.score == 20
    windows = place(LONG_ROW, "the Forest", (3, 1), every_window=True)
    assert windows.score == 20


def test_card_in_the_middle_of_a_row_scores_each_kind_once_per_direction():
    # Moons cards in a row of five; the new Moons card in the middle makes three flush
    # windows (3, 6, 7): by the rules only the best, 7; every window with the house rule.
    # 3, 6, [9], 7, Crown: no straight in any window.
    cells = {(1, 1): "the Journey", (2, 1): "the Lunatic", (4, 1): "the Chance Meeting",
             (5, 1): "the Huntress"}
    ruled = place(cells, "the Pact", (3, 1))
    assert [(t.kind, t.worth, t.line.cells) for t in ruled.threesomes] == \
        [("flush", 7, ((3, 1), (4, 1), (5, 1)))]
    ruling = place(cells, "the Pact", (3, 1), every_window=True)
    assert [t.line.cells for t in ruling.threesomes] == [
        ((1, 1), (2, 1), (3, 1)), ((2, 1), (3, 1), (4, 1)), ((3, 1), (4, 1), (5, 1))]
    assert [(t.kind, t.worth) for t in ruling.threesomes] == \
        [("flush", 3), ("flush", 6), ("flush", 7)]


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_property_each_kind_scores_at_most_once_per_direction(rnd):
    cards = rnd.sample(sorted((c for c in DECK.cards if c.basic), key=lambda c: c.name), 12)
    cells = [(c, r) for c in range(1, 5) for r in range(1, 4)]
    board = Grid(dict(zip(cells[1:], cards[1:], strict=False)))
    ruled = score_placement(board, cards[0], cells[0])
    keys = [(t.line.direction, t.kind) for t in ruled.threesomes]
    assert len(keys) == len(set(keys))
    loose = score_placement(board, cards[0], cells[0], every_window=True, flush_per_suit=True)
    assert ruled.score <= loose.score


def test_rising_diagonal_and_column():
    cells = {(1, 3): "the Castle", (2, 2): "the Cave", (3, 0): "the Author",
             (3, 2): "the Painter"}
    ruling = place(cells, "the Chance Meeting", (3, 1))
    # column: the Author (2; Moons, Knots), Chance Meeting (7; Moons, Leaves), Painter (3; ..)
    # rising diagonal: the Castle, the Cave, the Chance Meeting: a set of sevens
    assert sorted((t.line.direction, t.kind) for t in ruling.threesomes) == \
        [("rising diagonal", "set")]


def test_a_gap_breaks_the_line():
    assert kinds(place({(1, 1): "the Castle", (3, 1): "the Cave"}, "the Chance Meeting",
                       (4, 1))) == []


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_property_score_does_not_depend_on_the_order_cards_were_listed(seed):
    board = read_grid(loads(GRID_FILE.read_bytes(), str(GRID_FILE)), DECK)
    items = list(board.cells.items())
    random.Random(seed).shuffle(items)
    again = score_placement(Grid(dict(items)), DECK.parse("the Forest"), (3, 3))
    first = score_placement(board, DECK.parse("the Forest"), (3, 3))
    assert (again.score, sorted(map(repr, again.threesomes))) == \
        (first.score, sorted(map(repr, first.threesomes)))


# --- grid files ------------------------------------------------------------------------


def test_grid_file_problems_are_reported_with_positions():
    text = '"1,1": the Author\n"x": the Desert\n"2,1": the Watchman\n"3,1": Author\n' \
           '"1, 1": the Sea\n'
    with pytest.raises(ContentError) as caught:
        read_grid(loads(text, "g.yaml"), DECK)
    rendered = [p.render() for p in caught.value.problems]
    assert rendered[0].startswith("g.yaml:2:6: error [x]: 'x' is not a cell")
    assert "g.yaml:3:8" in rendered[1] and "extended" in rendered[1]
    assert "already at 1,1" in rendered[2]
    assert "given twice" in rendered[3]


def test_grid_file_larger_than_six_is_refused():
    text = '"1,1": the Author\n"8,1": the Desert\n'
    with pytest.raises(ContentError, match="at most 6 by 6"):
        read_grid(loads(text, "g.yaml"), DECK)


def test_placement_syntax():
    assert parse_placement("7 Castle@-1,2") == ("7 Castle", (-1, 2))
    for bad in ["the Author", "@1,1", "the Author@1", "the Author@a,b"]:
        with pytest.raises(UsageError):
            parse_placement(bad)


# --- trick order -----------------------------------------------------------------------


def plays(**cards: str) -> list[Play]:
    return [Play(name, DECK.parse(card)) for name, card in cards.items()]


def test_trick_lowest_rank_first_and_same_ranks_deferred():
    trick = trick_order(plays(Bob="7 Castle", Ann="the Huntress", Cy="the Cave",
                              Di="Ace of Moons", Eve="the Author"))
    assert [(p.player, p.card.name) for p in trick.order] == \
        [("Di", "Ace of Moons"), ("Eve", "the Author"), ("Ann", "the Huntress")]
    assert [(p.player, p.card.name) for p in trick.deferred] == \
        [("Bob", "the Castle"), ("Cy", "the Cave")]


def test_trick_all_deferred_when_every_rank_is_shared():
    trick = trick_order(plays(Ann="the Author", Bob="the Desert"))
    assert trick.order == () and len(trick.deferred) == 2


def test_earlier_deferred_cards_go_down_with_a_new_card_or_stay_together():
    held = {"Ann": [DECK.parse("the Pact")], "Bob": [DECK.parse("the Merchant")]}
    trick = trick_order(plays(Ann="Ace of Knots", Bob="the Castle", Cy="the Cave"), held)
    assert [(p.player, [c.name for c in p.with_deferred]) for p in trick.order] == \
        [("Ann", ["the Pact"])]
    assert [c.name for c in trick.held["Bob"]] == ["the Merchant"]


@pytest.mark.parametrize("cards,held,message", [
    ({"Ann": "the Author"}, {"Bob": ["the Pact"]}, "plays no card this turn"),
    ({"Ann": "the Author", "Bob": "Author"}, {}, "given twice"),
    ({"Ann": "the Author"}, {"Ann": ["the Author"]}, "given twice"),
])
def test_trick_input_errors(cards, held, message):
    with pytest.raises(UsageError, match=message):
        trick_order([Play(n, DECK.parse(c)) for n, c in cards.items()],
                    {n: [DECK.parse(c) for c in cs] for n, cs in held.items()})


def test_trick_player_twice_is_refused():
    with pytest.raises(UsageError, match="more than one card"):
        trick_order([Play("Ann", DECK.parse("the Author")), Play("ann", DECK.parse("the Pact"))])


def test_deferred_cards_find_their_player_whatever_the_case():
    trick = trick_order(plays(Ann="the Author"), {"ANN": [DECK.parse("the Pact")]})
    assert [c.name for c in trick.order[0].with_deferred] == ["the Pact"]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(BASIC), min_size=1, max_size=5, unique=True), st.randoms())
def test_property_trick_order_does_not_depend_on_play_order(cards, rnd):
    given_plays = [Play(f"P{i}", card) for i, card in enumerate(cards)]
    shuffled = list(given_plays)
    rnd.shuffle(shuffled)
    assert trick_order(given_plays) == trick_order(shuffled)
    trick = trick_order(given_plays)
    values = [p.card.value for p in trick.order]
    assert values == sorted(values) and len(set(values)) == len(values)


# --- the command -----------------------------------------------------------------------


def test_cli_scores_a_legal_placement(run):
    result = run("score", "thricewise", "--grid", GRID_FILE, "--place", "the Forest@3,3")
    assert result.exit_code == 0, result.output
    assert "Score: 13" in result.stdout
    result = run("score", "decktet", "--grid", GRID_FILE, "--place", "5 Forest@3,3", "--json")
    answer = json.loads(result.stdout)
    assert answer["legal"] is True and answer["score"] == 13
    assert {t["kind"] for t in answer["threesomes"]} == {"flush", "straight"}


def test_cli_illegal_placement_exits_1(run):
    result = run("score", "thricewise", "--grid", GRID_FILE, "--place", "the Forest@5,3",
                 "--json")
    assert result.exit_code == 1
    assert json.loads(result.stdout)["refusals"][0]["code"] == "not-adjacent"


@pytest.mark.parametrize("args", [
    ["--place", "the Forest@3,3"],
    ["--grid", GRID_FILE, "--place", "the Excuse@3,3"],
    ["--grid", GRID_FILE, "--place", "the Forest"],
    ["--grid", GRID_FILE, "--place", "the Author@3,3"],
])
def test_cli_bad_input_exits_2(run, args):
    result = run("score", "thricewise", *args)
    assert result.exit_code == 2
    assert result.stderr.startswith("wisegen: error:")


def test_cli_broken_grid_file_reports_positions(run, tmp_path):
    bad = tmp_path / "grid.yaml"
    bad.write_text('"1,1": the Author\n"2,1": the Autor\n', encoding="utf-8")
    result = run("score", "thricewise", "--grid", bad, "--place", "the Pact@3,1")
    assert result.exit_code == 2
    assert f"{bad}:2:8: error" in result.stderr and "did you mean 'the Author'" in result.stderr


def test_cli_trick(run):
    result = run("score", "thricewise", "trick", "--plays",
                 "Ann=Ace of Moons,Bob=7 Castle,Cy=the Cave,Di=the Author", "--json")
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert [p["player"] for p in answer["order"]] == ["Ann", "Di"]
    assert [p["player"] for p in answer["deferred"]] == ["Bob", "Cy"]
    assert run("score", "thricewise", "trick", "--plays", "Ann").exit_code == 2


@pytest.mark.parametrize("options,score", [
    ((), 10), (("--flush-per-suit",), 10), (("--every-window",), 20),
    (("--every-window", "--flush-per-suit"), 20)])
def test_cli_and_batch_apply_each_house_rule(run, tmp_path, options, score):
    grid_file = tmp_path / "grid.json"
    grid_file.write_text(json.dumps({f"{c},{r}": n for (c, r), n in LONG_ROW.items()}),
                         encoding="utf-8")
    cli = run("score", "thricewise", "--grid", grid_file, "--place", "the Forest@3,1",
              *options, "--json")
    assert cli.exit_code == 0, cli.output
    assert json.loads(cli.stdout)["score"] == score
    fields = {o.removeprefix("--").replace("-", "_"): True for o in options}
    batch = tmp_path / "requests.jsonl"
    batch.write_text(json.dumps({"check": "score", "game": "thricewise", "place": "the Forest@3,1",
                                 "grid": json.loads(grid_file.read_text()), **fields}) + "\n",
                     encoding="utf-8")
    assert json.loads(run("check", "batch", batch).stdout) == json.loads(cli.stdout)


def test_the_web_api_and_its_form_offer_both_house_rules():
    testclient = pytest.importorskip("starlette.testclient")
    from wisegen.serve.app import create_app

    grid = {f"{c},{r}": n for (c, r), n in LONG_ROW.items()}
    with testclient.TestClient(create_app()) as client:
        scores = [client.post("/api/score/thricewise", json={
            "grid": grid, "place": "the Forest@3,1", **rules}).json()["score"]
            for rules in ({}, {"every_window": True},
                          {"every_window": True, "flush_per_suit": True})]
        listing = client.get("/api/games").json()
    assert scores == [10, 20, 20]
    [game] = [g for g in listing["games"] if g["id"] == "thricewise"]
    [score] = [k for k in game["requests"] if k["kind"] == "score"]
    assert {"every_window", "flush_per_suit"} <= {f["name"] for f in score["fields"]}
