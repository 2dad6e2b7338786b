"""Three Wise Words answers for `emit`: a scored turn, and a replayed game with its verdict.

The rules live in `scoring`; this module only says what they decided, as the `--json`
contract (`as_dict`) and as the lines read at the table (`lines`). Kept apart from
`scoring` so the rules stay short enough to read in one go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.games.three_wise_words import GAME, scoring
from wisegen.games.three_wise_words.scoring import GameFile, GameResult, TeamScore, TurnScore
from wisegen.lang.normalise import fold
from wisegen.referee.reasons import explained_in, worded_or

WRITERS_TEAM = "writer's team"
"""The writer's team when the request does not name it (the same text as requests'
`WRITERS_TEAM`, which cannot be imported here without a cycle: requests imports this)."""


def team_name(name: str) -> str:
    """A team as players read it: the unnamed writer's team is worded in their language."""
    if name != WRITERS_TEAM:
        return name
    return worded_or(name, "scores.three-wise-words.writers_team")


def why(score: TeamScore, found: bool) -> str:
    """How a team's points add up, in the rulebook's terms (inside `explaining(code)`,
    worded for players in that language)."""
    if score.active:
        if not found:
            return worded_or("the secret word was missed", "scores.three-wise-words.missed")
        unfound = ", ".join(score.unfound) or worded_or(
            "none: every clue was found by another team", "scores.three-wise-words.all_found")
        return worded_or(f"{score.base} for the secret word + {len(score.unfound)} for clues "
                         f"no other team found: {unfound}", "scores.three-wise-words.found",
                         base=score.base, count=len(score.unfound), clues=unfound)
    matches = ", ".join(m.guess if fold(m.guess) == fold(m.clue) else f"{m.guess} ~ {m.clue}"
                        for m in score.matched)
    matched = worded_or(f"{len(score.matched)} for matching clues: {matches}",
                        "scores.three-wise-words.matched", count=len(score.matched),
                        clues=matches) if matches else \
        worded_or("no matching clue", "scores.three-wise-words.no_match")
    if not score.base:
        return matched
    seeker = worded_or(f"{score.base} because the seeker missed",
                       "scores.three-wise-words.seeker_missed", base=score.base)
    return seeker + (f" + {matched}" if matches else f"; {matched}")


def _found(found: bool) -> str:
    return worded_or("found" if found else "missed",
                     f"scores.three-wise-words.{'was_found' if found else 'was_missed'}")


def _worded(out: dict[str, Any], lines: list[str]) -> dict[str, Any]:
    """Inside `explaining(code)`, the answer with its lines worded for players beside the
    English fields of the `--json` contract."""
    return out if explained_in() is None else {**out, "lines": lines}


def turn_result(writer: list[str], found: bool, teams: dict[str, list[str]], lang: str,
                active: str, who: str = "writer") -> TurnResult:
    """One turn scored: `wisegen score three-wise-words` and the web API both end here."""
    clues = scoring.check_words(writer, who, exactly=scoring.CLUES)
    checked = {name: scoring.check_words(guesses, name) for name, guesses in teams.items()}
    return TurnResult(scoring.score_turn(clues, found, checked, lang, active))


@dataclass(frozen=True)
class TurnResult:
    """One turn scored on its own (`wisegen score three-wise-words --found ...`)."""

    turn: TurnScore

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        out = {"game": GAME.id, **self.turn.as_dict()}
        if explained_in() is not None:
            out["scores"] = [{**entry, "team_text": team_name(score.team),
                              "text": why(score, self.turn.found)}
                             for entry, score in zip(out["scores"], self.turn.scores, strict=True)]
        return _worded(out, self.lines())

    def lines(self) -> list[str]:
        found, clues = self.turn.found, ", ".join(self.turn.writer)
        return [worded_or(f"Secret word {_found(found)}; the writer's clues: {clues}",
                          "scores.three-wise-words.turn", result=_found(found), clues=clues),
                *("  " + worded_or(f"{s.team}: {s.points} ({why(s, found)})",
                                   "scores.three-wise-words.team_line", team=team_name(s.team),
                                   points=s.points, why=why(s, found))
                  for s in self.turn.scores)]


@dataclass(frozen=True)
class GameReplay:
    """A game file and its replay: the teams and finish come from the one, the rest from
    the other, so the answer needs both."""

    game: GameFile
    result: GameResult

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        game, result = self.game, self.result
        out = {"game": GAME.id, "teams": list(game.teams), "finish": game.finish,
                "language": game.language, "turns": [t.as_dict() for t in result.turns],
                "positions": dict(result.positions),
                "secret_words": dict(result.secret_words), "ended_on": result.ended_on,
                "reached_finish": list(result.reached), "winners": list(result.winners)}
        return _worded(out, self.lines())

    def lines(self) -> list[str]:
        game, result = self.game, self.result
        out = []
        for number, turn in enumerate(result.turns, 1):
            active = turn.scores[0].team
            points = ", ".join(f"{s.team} +{s.points}" for s in turn.scores)
            out.append(worded_or(f"Turn {number}: {active} writes, secret word "
                                 f"{_found(turn.found)} — {points}",
                                 "scores.three-wise-words.replay_turn", number=number,
                                 team=active, result=_found(turn.found), points=points))
        finish = worded_or(f"finish at {game.finish}", "scores.three-wise-words.finish",
                           finish=game.finish) if game.finish else \
            worded_or("no finish given", "scores.three-wise-words.no_finish")
        places = ", ".join(f"{t} {result.positions[t]}" for t in game.teams)
        out.append(worded_or(f"Owl Track ({finish}): {places}", "scores.three-wise-words.track",
                             finish=finish, places=places))
        words = ", ".join(f"{t} {result.secret_words[t]}" for t in game.teams)
        out.append(worded_or(f"Secret words found: {words}", "scores.three-wise-words.words",
                             words=words))
        out.append(self.verdict())
        return out

    def verdict(self) -> str:
        """Who won, who leads, or why nobody can be named (see `scoring`'s module doc)."""
        game, result = self.game, self.result
        leader = max(game.teams, key=lambda t: result.positions[t])
        at, on = result.positions[leader], result.ended_on
        if game.finish is None:
            return worded_or(f"No winner: the file gives no finish (add `finish:` with the Owl "
                             f"Track's length); {leader} leads with {at}.",
                             "scores.three-wise-words.no_finish_leader", team=leader, at=at)
        if not result.winners:
            return worded_or(f"Nobody has reached the finish yet; {leader} leads, "
                             f"{game.finish - at} space(s) to go.",
                             "scores.three-wise-words.leads", team=leader,
                             count=game.finish - at)
        if len(result.reached) == 1:
            return worded_or(f"Winner: {result.winners[0]} (reached the finish on turn {on}).",
                             "scores.three-wise-words.winner", team=result.winners[0], turn=on)
        words = ", ".join(f"{t} {result.secret_words[t]}" for t in result.reached)
        both = worded_or(" and ", "scores.three-wise-words.and")
        tied = both.join(result.reached)
        if len(result.winners) == 1:
            return worded_or(f"Winner: {result.winners[0]} — {tied} reached the finish on turn "
                             f"{on}; the tie goes to the most secret words found ({words}).",
                             "scores.three-wise-words.tie_won", team=result.winners[0],
                             teams=tied, turn=on, words=words)
        return worded_or(f"Shared win: {' and '.join(result.winners)} reached the finish on "
                         f"turn {on} with as many secret words ({words}); the rulebook gives "
                         "no further tie-break.", "scores.three-wise-words.shared",
                         teams=both.join(result.winners), turn=on, words=words)
