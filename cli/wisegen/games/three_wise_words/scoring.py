"""Three Wise Words: one turn's points, and a whole game replayed on the Owl Track.

The rulebook's scoring (shared/rules/three-wise-words.txt, "Scoring"):
- found: the seeker's team scores 2, plus 1 for each writer's clue no other team found;
  every other team scores 1 for each of its clues that matches one of the writer's;
- missed: the seeker's team scores 0; every other team scores 2, plus its matches.

Whether two clues match is `matching.clues_match` (identical or sharing a root), the
same function the referee uses, so a score can never disagree with a ruling.

Readings where the rulebook is silent:
- A team's matches pair its guesses with the writer's clues one to one (the largest
  such pairing): one guess never earns two points, and a clue guessed twice by the same
  team earns one. A writer's clue counts as found when any guess of any other team
  matches it.
- Game end: after each turn the owls move; when one or more reach the finish, the game
  ends. Teams that reach it on the same turn are tied, and the tie goes to the team that
  found the most secret words; if that is equal too, they share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wisegen.core.yamlsafe import FieldPath, LoadedYaml
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.games.registry import get_game
from wisegen.games.three_wise_words.matching import clues_match
from wisegen.lang.normalise import fold
from wisegen.referee.checks import language as referee_language

CLUES = 3
"""The writer "secretly notes 3 clue words"; each other team notes three guesses."""
FOUND_POINTS = 2
"""Found: "The seeker's team scores 2 points"."""
MISSED_POINTS = 2
"""Missed: "All the other teams score 2 points"."""


@dataclass(frozen=True)
class Match:
    clue: str
    guess: str


@dataclass(frozen=True)
class TeamScore:
    """One team's points for a turn, with the evidence behind them."""

    team: str
    active: bool
    points: int
    base: int
    """2 for the seeker's team when found, 2 for every other team when missed, else 0."""
    matched: tuple[Match, ...] = ()
    """Other teams: their clues that matched the writer's."""
    unfound: tuple[str, ...] = ()
    """The seeker's team, when found: the writer's clues no other team found (1 each)."""

    def as_dict(self) -> dict[str, Any]:
        return {"team": self.team, "active": self.active, "points": self.points,
                "base": self.base,
                "matched": [{"clue": m.clue, "guess": m.guess} for m in self.matched],
                "unfound": list(self.unfound)}


@dataclass(frozen=True)
class TurnScore:
    found: bool
    writer: tuple[str, ...]
    scores: tuple[TeamScore, ...]
    """The active team first, then the other teams in the order given."""

    def points(self) -> dict[str, int]:
        return {s.team: s.points for s in self.scores}

    def as_dict(self) -> dict[str, Any]:
        """The turn's part of the `--json` contract (a replay lists one per turn)."""
        return {"found": self.found, "writer": list(self.writer),
                "scores": [s.as_dict() for s in self.scores]}


def pair_up(writer: Sequence[str], guesses: Sequence[str], lang: str) -> tuple[Match, ...]:
    """The largest one-to-one pairing of `guesses` with the writer's matching clues."""
    links = [[clues_match(clue, guess, lang) for clue in writer] for guess in guesses]
    owner: dict[int, int] = {}  # writer clue index -> guess index

    def place(g: int, seen: set[int]) -> bool:
        for c, linked in enumerate(links[g]):
            if linked and c not in seen:
                seen.add(c)
                if c not in owner or place(owner[c], seen):
                    owner[c] = g
                    return True
        return False

    for g in range(len(guesses)):
        place(g, set())
    return tuple(Match(writer[c], guesses[g]) for c, g in sorted(owner.items()))


def score_turn(writer: Sequence[str], found: bool, teams: Mapping[str, Sequence[str]],
               lang: str, active: str = "active") -> TurnScore:
    """Score one turn: `teams` maps each other team to its guesses.

    The clue-matching rule needs the referee, so the language must be one it rules in.
    """
    lang = referee_language(lang)
    check_names(active, list(teams))
    matched = {team: pair_up(writer, guesses, lang) for team, guesses in teams.items()}
    scores = []
    if found:
        unfound = tuple(clue for clue in writer
                        if not any(clues_match(clue, guess, lang)
                                   for guesses in teams.values() for guess in guesses))
        scores.append(TeamScore(active, True, FOUND_POINTS + len(unfound), FOUND_POINTS,
                                unfound=unfound))
    else:
        scores.append(TeamScore(active, True, 0, 0))
    base = 0 if found else MISSED_POINTS
    for team, matches in matched.items():
        scores.append(TeamScore(team, False, base + len(matches), base, matched=matches))
    return TurnScore(found, tuple(writer), tuple(scores))


def check_names(active: str, others: Sequence[str]) -> None:
    """Team names must be non-empty and distinct (ignoring case and accents)."""
    seen: set[str] = set()
    for name in (active, *others):
        key = fold(name)
        if not key:
            raise UsageError("a team name is empty")
        if key in seen:
            raise UsageError(f"team {name!r} is named twice")
        seen.add(key)


def check_words(words: Sequence[str], who: str, *, exactly: int | None = None) -> list[str]:
    """Stripped words; UsageError for an empty one or a wrong count."""
    cleaned = [w.strip() for w in words]
    if any(not w for w in cleaned):
        raise UsageError(f"{who}: a clue word is empty")
    if exactly is not None and len(cleaned) != exactly:
        raise UsageError(f"{who}: {len(cleaned)} clue words given, the writer notes {exactly}")
    if len(cleaned) > CLUES:
        raise UsageError(f"{who}: {len(cleaned)} guesses given, a team notes {CLUES}")
    return cleaned


# --- a whole game --------------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    active: str
    found: bool
    writer: tuple[str, ...]
    guesses: Mapping[str, tuple[str, ...]]
    path: FieldPath


@dataclass(frozen=True)
class GameFile:
    teams: tuple[str, ...]
    finish: int | None
    language: str
    turns: tuple[Turn, ...]
    doc: LoadedYaml


@dataclass(frozen=True)
class GameResult:
    turns: tuple[TurnScore, ...]
    positions: Mapping[str, int]
    secret_words: Mapping[str, int]
    ended_on: int | None
    """1-based turn on which an owl reached the finish; None when nobody has yet."""
    reached: tuple[str, ...]
    winners: tuple[str, ...]
    """One team, or several that tie on secret words too; empty while the game is on."""


def replay(game: GameFile) -> GameResult:
    """Play the turns in order and move the owls; stop at the finish (see module doc)."""
    positions = dict.fromkeys(game.teams, 0)
    secret_words = dict.fromkeys(game.teams, 0)
    scored: list[TurnScore] = []
    for number, turn in enumerate(game.turns, 1):
        others = {team: turn.guesses.get(team, ()) for team in game.teams if team != turn.active}
        result = score_turn(turn.writer, turn.found, others, game.language, turn.active)
        scored.append(result)
        for team, points in result.points().items():
            positions[team] += points
        secret_words[turn.active] += int(turn.found)
        reached = tuple(t for t in game.teams
                        if game.finish is not None and positions[t] >= game.finish)
        if reached:
            if number < len(game.turns):
                nxt = game.turns[number].path
                raise ContentError([game.doc.problem(nxt, f"the game ended on turn {number} "
                                                     f"({', '.join(reached)} reached the "
                                                     "finish); no turn can follow it",
                                                     "after-the-end")])
            best = max(secret_words[t] for t in reached)
            winners = tuple(t for t in reached if secret_words[t] == best)
            return GameResult(tuple(scored), positions, secret_words, number, reached, winners)
    return GameResult(tuple(scored), positions, secret_words, None, (), ())


def read_game(doc: LoadedYaml) -> GameFile:
    """Check a game file and turn it into a GameFile; ContentError lists every problem."""
    problems: list[Problem] = []
    data = doc.value if isinstance(doc.value, dict) else None
    if data is None:
        raise ContentError([doc.problem((), "a game file is a mapping with teams and turns",
                                        "game-file")])
    _check_keys(doc, data, {"game", "language", "finish", "teams", "turns"}, (), problems)
    game = data.get("game")
    if game is not None and (not isinstance(game, str) or _game_id(game) != "three-wise-words"):
        problems.append(doc.problem(("game",), f"this is a Three Wise Words game file, not "
                                    f"{game!r}", "game-file"))
    teams = _teams(doc, data.get("teams"), problems)
    finish = data.get("finish")
    if finish is not None and (isinstance(finish, bool) or not isinstance(finish, int)
                               or finish < 1):
        problems.append(doc.problem(("finish",), "finish must be a whole number of spaces "
                                    "(the Owl Track's length)", "game-file"))
        finish = None
    language = data.get("language", get_game("three-wise-words").default_language)
    if not isinstance(language, str) or not language:
        problems.append(doc.problem(("language",), "language must be a tag such as fr",
                                    "game-file"))
        language = "en"
    turns = _turns(doc, data.get("turns"), teams, problems)
    if problems:
        raise ContentError(problems)
    return GameFile(tuple(teams), finish, language, tuple(turns), doc)


def _game_id(name: str) -> str | None:
    try:
        return get_game(name).id
    except UsageError:
        return None


def _check_keys(doc: LoadedYaml, data: dict[str, Any], allowed: set[str], path: FieldPath,
                problems: list[Problem]) -> None:
    for key in data:
        if key not in allowed:
            problems.append(doc.problem((*path, str(key)), f"unknown field {key!r} (expected "
                                        f"one of: {', '.join(sorted(allowed))})", "game-file"))


def _teams(doc: LoadedYaml, value: Any, problems: list[Problem]) -> list[str]:
    if (not isinstance(value, list) or len(value) < 2
            or not all(isinstance(t, str) and t.strip() for t in value)):
        problems.append(doc.problem(("teams",), "teams must list at least two team names",
                                    "game-file"))
        return []
    try:
        check_names(value[0], value[1:])
    except UsageError as exc:
        problems.append(doc.problem(("teams",), str(exc), "game-file"))
    return [t.strip() for t in value]


def _turns(doc: LoadedYaml, value: Any, teams: list[str],
           problems: list[Problem]) -> list[Turn]:
    if not isinstance(value, list):
        problems.append(doc.problem(("turns",), "turns must be a list", "game-file"))
        return []
    by_key = {fold(t): t for t in teams}
    turns: list[Turn] = []
    previous = -1
    for i, entry in enumerate(value):
        path: FieldPath = ("turns", i)
        if not isinstance(entry, dict):
            problems.append(doc.problem(path, "a turn is a mapping with found, writer and "
                                        "guesses", "game-file"))
            continue
        _check_keys(doc, entry, {"active", "found", "writer", "guesses"}, path, problems)
        active = _active(doc, entry, path, by_key, teams, previous, problems)
        if active is None:
            continue
        previous = teams.index(active)
        found = entry.get("found")
        if not isinstance(found, bool):
            problems.append(doc.problem((*path, "found"), "found must be true or false (did "
                                        "the seeker find the secret word?)", "game-file"))
            continue
        writer = _words(doc, entry.get("writer"), (*path, "writer"), problems, exactly=CLUES)
        guesses = _guesses(doc, entry.get("guesses", {}), path, by_key, active, problems)
        if writer is not None and guesses is not None:
            turns.append(Turn(active, found, tuple(writer), guesses, path))
    return turns


def _active(doc: LoadedYaml, entry: dict[str, Any], path: FieldPath, by_key: dict[str, str],
            teams: list[str], previous: int, problems: list[Problem]) -> str | None:
    if not teams:
        return None
    name = entry.get("active")
    if name is None:  # "It is the next team (clockwise) that becomes the active team."
        return teams[(previous + 1) % len(teams)]
    if not isinstance(name, str) or fold(name) not in by_key:
        problems.append(doc.problem((*path, "active"), f"unknown team {name!r} (teams: "
                                    f"{', '.join(teams)})", "game-file"))
        return None
    return by_key[fold(name)]


def _words(doc: LoadedYaml, value: Any, path: FieldPath, problems: list[Problem],
           exactly: int | None = None) -> list[str] | None:
    if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
        problems.append(doc.problem(path, "give the clue words as a list, such as "
                                    "[Flottant, Halloween, Flippant]", "game-file"))
        return None
    try:
        return check_words(value, str(path[-1]), exactly=exactly)
    except UsageError as exc:
        problems.append(doc.problem(path, str(exc), "game-file"))
        return None


def _guesses(doc: LoadedYaml, value: Any, path: FieldPath, by_key: dict[str, str], active: str,
             problems: list[Problem]) -> dict[str, tuple[str, ...]] | None:
    if not isinstance(value, dict):
        problems.append(doc.problem((*path, "guesses"), "guesses map each other team to its "
                                    "clue words", "game-file"))
        return None
    guesses: dict[str, tuple[str, ...]] = {}
    for team, words in value.items():
        where = (*path, "guesses", str(team))
        name = by_key.get(fold(str(team)))
        if name is None or name == active:
            why = "is the active team" if name == active else "is not in teams"
            problems.append(doc.problem(where, f"{team!r} {why}; guesses come from the other "
                                        "teams", "game-file"))
            continue
        if name in guesses:
            problems.append(doc.problem(where, f"{name}'s guesses are given twice", "game-file"))
            continue
        checked = _words(doc, words, where, problems)
        if checked is not None:
            guesses[name] = tuple(checked)
    return guesses
