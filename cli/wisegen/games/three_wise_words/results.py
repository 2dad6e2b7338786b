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


def why(score: TeamScore, found: bool) -> str:
    """How a team's points add up, in the rulebook's terms."""
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
        return {"game": GAME.id, **self.turn.as_dict()}

    def lines(self) -> list[str]:
        found = self.turn.found
        return [f"Secret word {'found' if found else 'missed'}; the writer's clues: "
                f"{', '.join(self.turn.writer)}",
                *(f"  {s.team}: {s.points} ({why(s, found)})" for s in self.turn.scores)]


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
        return {"game": GAME.id, "teams": list(game.teams), "finish": game.finish,
                "language": game.language, "turns": [t.as_dict() for t in result.turns],
                "positions": dict(result.positions),
                "secret_words": dict(result.secret_words), "ended_on": result.ended_on,
                "reached_finish": list(result.reached), "winners": list(result.winners)}

    def lines(self) -> list[str]:
        game, result = self.game, self.result
        out = []
        for number, turn in enumerate(result.turns, 1):
            active = turn.scores[0].team
            points = ", ".join(f"{s.team} +{s.points}" for s in turn.scores)
            out.append(f"Turn {number}: {active} writes, secret word "
                       f"{'found' if turn.found else 'missed'} — {points}")
        finish = f"finish at {game.finish}" if game.finish else "no finish given"
        out.append(f"Owl Track ({finish}): " + ", ".join(
            f"{t} {result.positions[t]}" for t in game.teams))
        out.append("Secret words found: " + ", ".join(
            f"{t} {result.secret_words[t]}" for t in game.teams))
        out.append(self.verdict())
        return out

    def verdict(self) -> str:
        """Who won, who leads, or why nobody can be named (see `scoring`'s module doc)."""
        game, result = self.game, self.result
        leader = max(game.teams, key=lambda t: result.positions[t])
        if game.finish is None:
            return (f"No winner: the file gives no finish (add `finish:` with the Owl Track's "
                    f"length); {leader} leads with {result.positions[leader]}.")
        if not result.winners:
            return (f"Nobody has reached the finish yet; {leader} leads, "
                    f"{game.finish - result.positions[leader]} space(s) to go.")
        if len(result.reached) == 1:
            return (f"Winner: {result.winners[0]} (reached the finish on turn "
                    f"{result.ended_on}).")
        words = ", ".join(f"{t} {result.secret_words[t]}" for t in result.reached)
        tied = " and ".join(result.reached)
        if len(result.winners) == 1:
            return (f"Winner: {result.winners[0]} — {tied} reached the finish on turn "
                    f"{result.ended_on}; the tie goes to the most secret words found "
                    f"({words}).")
        return (f"Shared win: {' and '.join(result.winners)} reached the finish on turn "
                f"{result.ended_on} with as many secret words ({words}); the rulebook gives "
                "no further tie-break.")
