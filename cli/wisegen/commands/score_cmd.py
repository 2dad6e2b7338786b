"""`wisegen score`: the arithmetic that ends arguments, one subcommand per game.

Only argument parsing and output live here; the rules are in games/<game>/scoring.py.
Exit codes: 0 a computed score or a legal placement, 1 an illegal placement or a lookup
the table cannot answer, 2 bad input. Game ids and their aliases are both accepted
(`wisegen score 3ww ...`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from typer.core import TyperGroup

from wisegen.commands.output import JSON_OPTION, emit_json, say
from wisegen.errors import UsageError
from wisegen.games.just_one import scoring as just_one
from wisegen.games.mistrz_slowa import scoring as mistrz
from wisegen.games.mistrz_slowa.rules import Rules
from wisegen.games.registry import GAMES, get_game
from wisegen.games.thirteen_words import scoring as thirteen
from wisegen.games.three_wise_words import scoring as tww
from wisegen.games.thricewise import grid as tgrid
from wisegen.games.thricewise import scoring as thrice
from wisegen.games.thricewise.cards import Card, Deck
from wisegen.lang.normalise import fold
from wisegen.packs.model import Pack
from wisegen.packs.yamlsafe import load_file


class _GameGroup(TyperGroup):
    """Resolves game aliases (`3ww`, `decktet`, ...) to the subcommand of the game id."""

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is None:
            command = super().get_command(ctx, get_game(cmd_name).id)
        return command

    def list_commands(self, ctx: Any) -> list[str]:
        """The games in the registry's order, not typer's commands-then-groups order."""
        names = super().list_commands(ctx)
        return [g.id for g in GAMES.values() if g.id in names] + \
            [n for n in names if n not in GAMES]


app = typer.Typer(cls=_GameGroup, no_args_is_help=True,
                  help="Score a turn, a round or a whole game, for each of the five games.\n\n"
                  "Example: wisegen score just-one --results S,S,F,K,S")

PACK_OPTION = typer.Option(None, "--pack", exists=True, dir_okay=False,
                           help="Use this pack's table instead of the built-in one.")
FILE_OPTION = typer.Option(None, "--game-file", exists=True, dir_okay=False,
                           help="Replay a whole game from a YAML/JSON game file.")


def _pack(path: Path | None, game: str, kind: str) -> Pack:
    """The user's pack (checked to be the right game and kind) or the built-in one."""
    # Imported here: pack validation (jsonschema) is not needed to start the program.
    from wisegen.packs.catalogue import find_builtin
    from wisegen.packs.loader import load_pack

    if path is None:
        return find_builtin(game, kind)
    pack = load_pack(path)
    if (pack.game, pack.kind) != (game, kind):
        raise UsageError(f"{path} is a {pack.game} {pack.kind} pack; this needs a {game} "
                         f"{kind} pack")
    return pack


def _pairs(items: list[str], what: str, split_commas: bool = True) -> list[tuple[str, str]]:
    """`["Ann=4,Bob=5"]` -> [("Ann", "4"), ("Bob", "5")]; UsageError without an `=`."""
    pairs = []
    for item in items:
        for part in item.split(",") if split_commas else [item]:
            name, sep, value = part.partition("=")
            if not sep or not name.strip() or not value.strip():
                raise UsageError(f"{what}: {part.strip()!r} should be NAME=VALUE")
            pairs.append((name.strip(), value.strip()))
    return pairs


def _number(text: str, who: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise UsageError(f"{who}: {text!r} is not a whole number") from None


# --- Three Wise Words ---------------------------------------------------------------


@app.command("three-wise-words")
def three_wise_words(
    found: bool | None = typer.Option(None, "--found/--missed",
                                      help="Did the seeker find the secret word?"),
    writer: tuple[str, str, str] | None = typer.Option(None, "--writer", show_default=False,
                                                       help="The writer's three clue words."),
    team: list[str] | None = typer.Option(None, "--team", show_default=False,
                                          help="Another team's guesses: NAME=GUESS,GUESS,GUESS "
                                          "(once per team)."),
    active: str = typer.Option("active", "--active", help="Name of the writer's team."),
    lang: str = typer.Option("en", "--lang", help="Language of the clues (for shared roots)."),
    game_file: Path | None = FILE_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Score a Three Wise Words turn, or replay a game file on the Owl Track.

    Found: the seeker's team scores 2, plus 1 per writer's clue no other team found.
    Missed: every other team scores 2. Each other team also scores 1 per clue matching
    the writer's (identical or sharing a root). A game file ends with the winner.

    Example: wisegen score three-wise-words --lang fr --found --writer Flottant Halloween Flippant --team two=Halloween,Booooouh,Effrayant --team three=Flippant,Halloween,Spectre --team four=Drap,Chaîne,Château
    """  # noqa: E501
    if game_file is not None:
        if found is not None or writer is not None or team:
            raise UsageError("--game-file replays a whole game; leave out --found/--missed, "
                             "--writer and --team")
        _tww_game(game_file, as_json)
        return
    if found is None or writer is None:
        raise UsageError("give --found or --missed, and --writer CLUE CLUE CLUE "
                         "(or --game-file FILE)")
    clues = tww.check_words(list(writer), "--writer", exactly=tww.CLUES)
    teams: dict[str, list[str]] = {}
    for item in team or []:
        name, sep, guesses = item.partition("=")
        name, guesses = name.strip(), guesses.strip()
        if not sep or not name:
            raise UsageError(f"--team {item!r} should be NAME=GUESS,GUESS,GUESS")
        if any(fold(name) == fold(other) for other in teams):
            raise UsageError(f"team {name!r} is given twice")
        teams[name] = tww.check_words(guesses.split(",") if guesses else [], name)
    result = tww.score_turn(clues, found, teams, lang, active)
    if as_json:
        emit_json({"game": "three-wise-words", **_tww_turn_json(result)})
        return
    say(f"Secret word {'found' if found else 'missed'}; the writer's clues: {', '.join(clues)}")
    for score in result.scores:
        say(f"  {score.team}: {score.points} ({_tww_why(score, found)})")


def _tww_why(score: tww.TeamScore, found: bool) -> str:
    if score.active:
        if not found:
            return "the secret word was missed"
        unfound = ", ".join(score.unfound) or "none: every clue was found by another team"
        return f"{score.base} for the secret word + {len(score.unfound)} for clues no other " \
               f"team found: {unfound}"
    matches = ", ".join(m.guess if fold(m.guess) == fold(m.clue) else f"{m.guess} ~ {m.clue}"
                        for m in score.matched)
    matched = f"{len(score.matched)} for matching clues: {matches}" if matches else \
        "no matching clue"
    if not score.base:
        return matched
    return f"{score.base} because the seeker missed" + (f" + {matched}" if matches else
                                                        f"; {matched}")


def _tww_turn_json(result: tww.TurnScore) -> dict[str, Any]:
    return {"found": result.found, "writer": list(result.writer), "scores": [
        {"team": s.team, "active": s.active, "points": s.points, "base": s.base,
         "matched": [{"clue": m.clue, "guess": m.guess} for m in s.matched],
         "unfound": list(s.unfound)} for s in result.scores]}


def _tww_game(path: Path, as_json: bool) -> None:
    game = tww.read_game(load_file(path))
    result = tww.replay(game)
    if as_json:
        emit_json({"game": "three-wise-words", "teams": list(game.teams),
                   "finish": game.finish, "language": game.language,
                   "turns": [_tww_turn_json(t) for t in result.turns],
                   "positions": dict(result.positions),
                   "secret_words": dict(result.secret_words), "ended_on": result.ended_on,
                   "reached_finish": list(result.reached), "winners": list(result.winners)})
        return
    for number, turn in enumerate(result.turns, 1):
        active = turn.scores[0].team
        points = ", ".join(f"{s.team} +{s.points}" for s in turn.scores)
        say(f"Turn {number}: {active} writes, secret word {'found' if turn.found else 'missed'}"
            f" — {points}")
    finish = f"finish at {game.finish}" if game.finish else "no finish given"
    say(f"Owl Track ({finish}): " + ", ".join(
        f"{t} {result.positions[t]}" for t in game.teams))
    say("Secret words found: " + ", ".join(f"{t} {result.secret_words[t]}" for t in game.teams))
    say(_tww_verdict(game, result))


def _tww_verdict(game: tww.GameFile, result: tww.GameResult) -> str:
    leader = max(game.teams, key=lambda t: result.positions[t])
    if game.finish is None:
        return (f"No winner: the file gives no finish (add `finish:` with the Owl Track's "
                f"length); {leader} leads with {result.positions[leader]}.")
    if not result.winners:
        return (f"Nobody has reached the finish yet; {leader} leads, "
                f"{game.finish - result.positions[leader]} space(s) to go.")
    if len(result.reached) == 1:
        return f"Winner: {result.winners[0]} (reached the finish on turn {result.ended_on})."
    words = ", ".join(f"{t} {result.secret_words[t]}" for t in result.reached)
    tied = " and ".join(result.reached)
    if len(result.winners) == 1:
        return (f"Winner: {result.winners[0]} — {tied} reached the finish on turn "
                f"{result.ended_on}; the tie goes to the most secret words found ({words}).")
    return (f"Shared win: {' and '.join(result.winners)} reached the finish on turn "
            f"{result.ended_on} with as many secret words ({words}); the rulebook gives no "
            "further tie-break.")


# --- Just One -----------------------------------------------------------------------


@app.command("just-one")
def just_one_score(
    results: list[str] = typer.Option(..., "--results", show_default=False,
                                      help="One result per card, in order: S success, "
                                      "F failure, K skip (comma-separated)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Score a Just One game from its results, with the score table's label.

    A failure also discards the top card of the deck (on the last card it removes a won
    card instead); a skip discards only its own card; the game stops when the deck is out.

    Example: wisegen score just-one --results S,S,F,S,K,S,S,S,F,S,S
    """
    table = _pack(pack, "just-one", "scoring").data
    outcome = just_one.play(just_one.parse_results(results), table["deck_size"])
    label = just_one.label_for(outcome.score, table["table"])
    if as_json:
        emit_json({"game": "just-one", "score": outcome.score, "deck_size": outcome.deck_size,
                   "deck_left": outcome.deck_left, "finished": outcome.finished,
                   "label": label, "steps": [
                       {"card": s.number, "result": s.result, "effect": s.effect,
                        "won": s.won, "deck_left": s.deck} for s in outcome.steps]})
        return
    for step in outcome.steps:
        say(f"{step.number:>3}. {step.result:<8} {step.effect:<50} won {step.won}, "
            f"deck {step.deck}")
    said = f'"{label}"' if label else "the score table has no label for this score"
    if outcome.finished:
        say(f"Score: {outcome.score} (the {outcome.deck_size} cards are used up) — {said}")
    else:
        say(f"Score so far: {outcome.score}; {outcome.deck_left} card(s) left in the deck, "
            f"so the game goes on. The label for {outcome.score} would be {said}.")


# --- 13 Words -----------------------------------------------------------------------

thirteen_app = typer.Typer(no_args_is_help=True,
                           help="13 Words: score a round, or find the success level.\n\n"
                           "Example: wisegen score 13-words level --players 4 --score 24")
app.add_typer(thirteen_app, name="13-words")


@thirteen_app.command("round")
def thirteen_round(
    captain: str = typer.Option(..., "--captain", show_default=False,
                                help="The Captain's card number, or NAME=NUMBER."),
    answers: list[str] = typer.Option(..., "--answers", show_default=False,
                                      help="The other players' cards: NAME=N,NAME=N,..."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Stars for one 13 Words round.

    Each player who picked the Captain's card wins 1 star, and the Captain 1 star if
    anyone did; if nobody did, nobody scores.

    Example: wisegen score 13-words round --captain Charlie=4 --answers Cedrick=4,Lume=4,Eric=4,Romain=7
    """  # noqa: E501
    name, sep, number = captain.partition("=")
    name, pick_text = (name.strip(), number.strip()) if sep else ("Captain", captain.strip())
    picks: dict[str, int] = {}
    for player, n in _pairs(answers, "--answers"):
        if any(fold(player) == fold(other) for other in picks):
            raise UsageError(f"{player!r} is given twice in --answers")
        picks[player] = _number(n, player)
    result = thirteen.score_round(name, _number(pick_text, "--captain"), picks)
    if as_json:
        emit_json({"game": "13-words", "captain": result.captain, "pick": result.pick,
                   "answers": dict(result.answers), "matched": list(result.matched),
                   "stars": dict(result.stars), "total": result.total})
        return
    if result.matched:
        say(f"Captain {result.captain} picked card {result.pick}; "
            f"{', '.join(result.matched)} picked it too.")
    else:
        say(f"Nobody picked the Captain's card {result.pick}: no one gets a star.")
    say("Stars: " + ", ".join(f"{p} {n}" for p, n in result.stars.items())
        + f" — {result.total} for the team this round.")


@thirteen_app.command("level")
def thirteen_level(
    players: int = typer.Option(..., "--players", help="Number of players (2-8)."),
    score: int = typer.Option(..., "--score", help="The team's final score."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The success level of a final 13 Words team score.

    Looked up in the scoring pack's table; exit 1 when the table has no value that
    decides it (the rulebook's table is cut off after its third row).

    Example: wisegen score 13-words level --players 4 --score 24
    """
    level = thirteen.success_level(_pack(pack, "13-words", "scoring"), players, score)
    if as_json:
        emit_json({"game": "13-words", "players": level.players, "score": level.score,
                   "determined": level.determined, "row": level.row, "label": level.label,
                   "needed": level.needed, "next_needed": level.next_needed,
                   "missing_row": level.missing_row})
    else:
        say(_level_text(level))
    raise typer.Exit(0 if level.determined else 1)


def _level_text(level: thirteen.Level) -> str:
    head = f"{level.players} players, {level.score} points: "
    missing = (f"the table has no row-{level.missing_row} score for {level.players} players"
               if level.missing_row else "")
    if level.row is None:
        if level.determined:
            return head + f"below the first row (it needs {level.next_needed}): no success level."
        return head + f"{missing}, so it cannot say whether that row was reached."
    label = f" — {level.label}" if level.label else \
        "; the table gives no label for this row"
    reached = f"row {level.row} (it needs {level.needed}){label}"
    if not level.determined:
        stop = "" if reached[-1] in ".!?" else "."
        return head + (f"at least {reached}{stop} But {missing}, so it cannot say whether row "
                       f"{level.missing_row} was reached.")
    if level.next_needed:
        after = f"The next row needs {level.next_needed}."
    elif missing:
        after = f"Row {level.missing_row} is not reached: {missing}, but it must be above " \
                f"{level.needed}."
    else:
        after = "It is the table's last row."
    stop = "" if reached[-1] in ".!?" else "."
    return f"{head}{reached}{stop} {after}"


# --- Thricewise ---------------------------------------------------------------------

thrice_app = typer.Typer()
app.add_typer(thrice_app, name="thricewise")


def _deck(pack: Path | None) -> Deck:
    return Deck.from_pack(_pack(pack, "thricewise", "deck").data)


@thrice_app.callback(invoke_without_command=True)
def thricewise(
    ctx: typer.Context,
    grid: Path | None = typer.Option(None, "--grid", exists=True, dir_okay=False,
                                     help='Grid file: YAML/JSON of "COLUMN,ROW": card.'),
    place: str | None = typer.Option(None, "--place", help="The card and its cell: "
                                     "CARD@COLUMN,ROW, such as 'the Author@3,2'."),
    flush_once: bool = typer.Option(False, "--flush-once",
                                    help="Score a line sharing two suits as one flush, "
                                    "not one per suit."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Check and score a Thricewise placement (exit 1 when illegal), or order a trick.

    Legal: an empty cell touching a card (orthogonally or diagonally), the grid staying
    within 6 wide and 6 tall. Scores every flush, set and straight through the new card.
    `wisegen score thricewise trick --help` orders a turn's cards.

    Example: wisegen score thricewise --grid tests/data/score/thricewise-grid.yaml --place "the Forest@3,2"
    """  # noqa: E501
    if ctx.invoked_subcommand is not None:
        return
    if grid is None or place is None:
        raise UsageError("give --grid FILE and --place CARD@COLUMN,ROW "
                         "(or `wisegen score thricewise trick`)")
    deck = _deck(pack)
    card_text, cell = tgrid.parse_placement(place)
    card = deck.parse(card_text)
    board = tgrid.read_grid(load_file(grid), deck)
    ruling = thrice.score_placement(board, card, cell, flush_per_suit=not flush_once)
    if as_json:
        emit_json(_placement_json(ruling))
    else:
        _placement_text(ruling)
    raise typer.Exit(0 if ruling.legal else 1)


def _card_json(card: Card) -> dict[str, Any]:
    return {"name": card.name, "rank": card.rank, "suits": list(card.suits)}


def _placement_json(ruling: thrice.Placement) -> dict[str, Any]:
    return {"game": "thricewise", "card": _card_json(ruling.card), "cell": list(ruling.cell),
            "legal": ruling.legal,
            "refusals": [{"code": r.code, "message": r.message} for r in ruling.refusals],
            "grid_before": list(ruling.extent_before), "grid_after": list(ruling.extent_after),
            "threesomes": [{"kind": t.kind, "direction": t.line.direction,
                            "cells": [list(c) for c in t.line.cells],
                            "cards": [c.name for c in t.line.cards], "suits": list(t.suits),
                            "worth": t.worth} for t in ruling.threesomes],
            "score": ruling.score}


def _placement_text(ruling: thrice.Placement) -> None:
    where = f"{ruling.card.describe()} at {tgrid.cell_text(ruling.cell)}"
    if not ruling.legal:
        say(f"{where}: illegal")
        for refusal in ruling.refusals:
            say(f"  - {refusal.message}")
        return
    (w0, h0), (w1, h1) = ruling.extent_before, ruling.extent_after
    say(f"{where}: legal (grid {w0}x{h0} -> {w1}x{h1})")
    for t in ruling.threesomes:
        cells = " ".join(tgrid.cell_text(c) for c in t.line.cells)
        kind = f"{t.kind} ({', '.join(t.suits)})" if t.suits else t.kind
        say(f"  {t.line.direction} {cells}: {', '.join(c.name for c in t.line.cards)} — "
            f"{kind}: {t.worth}")
    if not ruling.threesomes:
        say("  no flush, set or straight")
    say(f"Score: {ruling.score}")


@thrice_app.command("trick")
def thricewise_trick(
    plays: list[str] = typer.Option(..., "--plays", show_default=False,
                                    help="Revealed cards: NAME=CARD,NAME=CARD,..."),
    deferred: list[str] | None = typer.Option(None, "--deferred", show_default=False,
                                              help="A card deferred on an earlier turn: "
                                              "NAME=CARD (repeat as needed)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The placing order of a Thricewise turn, with same-rank cards deferred.

    Lowest rank first (Ace ... Crown); cards whose rank another player also played this
    turn are deferred. --deferred names cards left over from earlier turns.

    Example: wisegen score thricewise trick --plays "Ann=Ace of Moons,Bob=7 Castle,Cy=the Cave,Di=the Author"
    """  # noqa: E501
    deck = _deck(pack)
    revealed = [thrice.Play(name, deck.parse(card)) for name, card in _pairs(plays, "--plays")]
    held: dict[str, list[Card]] = {}
    for name, card in _pairs(deferred or [], "--deferred", split_commas=False):
        held.setdefault(name, []).append(deck.parse(card))
    trick = thrice.trick_order(revealed, held)
    if as_json:
        emit_json({"game": "thricewise", "order": [
            {"player": p.player, "card": _card_json(p.card),
             "with_deferred": [_card_json(c) for c in p.with_deferred]} for p in trick.order],
            "deferred": [{"player": p.player, "card": _card_json(p.card),
                          "kept": [_card_json(c) for c in trick.held.get(p.player, ())]}
                         for p in trick.deferred]})
        return
    say("Placing order:" if trick.order else "Nobody places a card this turn.")
    for number, step in enumerate(trick.order, 1):
        extra = ""
        if step.with_deferred:
            extra = (" + deferred " + ", ".join(c.name for c in step.with_deferred)
                     + " (in any order)")
        say(f"  {number}. {step.player}: {step.card.describe()}{extra}")
    for play in trick.deferred:
        kept = trick.held.get(play.player, ())
        also = f" (kept with {', '.join(c.name for c in kept)})" if kept else ""
        say(f"  deferred: {play.player}: {play.card.describe()} — rank {play.card.rank} "
            f"was played more than once{also}")


# --- Mistrz Słowa -------------------------------------------------------------------


@app.command("mistrz-slowa")
def mistrz_slowa(
    game_file: Path | None = FILE_OPTION,
    word: str | None = typer.Option(None, "--word", help="Score one word instead of a game."),
    jokers: int = typer.Option(0, "--jokers", min=0, help="Jokers used in --word."),
    ogonek: int | None = typer.Option(None, "--ogonek", min=0,
                                      help="Ogonek uses in --word (default: its letters "
                                      "with a diacritic, when no joker was used)."),
    target: int | None = typer.Option(None, "--target", min=1,
                                      help="Points to win, for a longer variant (default: "
                                      "the file's, else the pack's 100)."),
    pack: Path | None = PACK_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Replay a Mistrz Słowa game in the race to 100, or score one --word.

    Points by length, +4 without a joker, +4 per ogonek use, -20 for no word: all from
    the scoring pack.

    Example: wisegen score mistrz-slowa --game-file tests/data/score/mistrz-game.yaml
    """
    scoring = _pack(pack, "mistrz-slowa", "scoring").data
    rules = Rules.from_packs(_pack(None, "mistrz-slowa", "dice").data, scoring)
    if (game_file is None) == (word is None):
        raise UsageError("give either --game-file FILE or --word WORD")
    if game_file is None:
        score = mistrz.word_score(word or "", rules, jokers, ogonek)
        if as_json:
            emit_json({"game": "mistrz-slowa", **_word_json(score)})
        else:
            say(f"{score.word}: {score.explain()}")
        return
    game = mistrz.read_game(load_file(game_file), rules, mistrz.pack_target(scoring), target)
    _mistrz_game(game, as_json)


def _mistrz_game(game: mistrz.Game, as_json: bool) -> None:
    if as_json:
        emit_json({"game": "mistrz-slowa", "players": list(game.players),
                   "target": game.target, "turns": [
                       {"player": t.player, **_word_json(t.score), "player_total": t.total}
                       for t in game.turns],
                   "totals": dict(game.totals), "winner": game.winner})
        return
    for number, turn in enumerate(game.turns, 1):
        say(f"{number:>3}. {turn.player}: {turn.score.word or 'no word'}: "
            f"{turn.score.explain()} (total {turn.total})")
    say("Totals: " + ", ".join(f"{p} {n}" for p, n in game.totals.items()))
    if game.winner:
        say(f"Winner: {game.winner}, first to {game.target} "
            f"({game.totals[game.winner]} points).")
    elif game.players:
        leader = max(game.players, key=lambda p: game.totals[p])
        say(f"No winner yet: {leader} leads with {game.totals[leader]} "
            f"({game.target - game.totals[leader]} to go to {game.target}).")


def _word_json(score: mistrz.WordScore) -> dict[str, Any]:
    parts = score.breakdown.as_dict() if score.breakdown else {}
    return {"word": score.word, "points": score.total, **parts, "penalty": score.penalty,
            "explain": score.explain()}
