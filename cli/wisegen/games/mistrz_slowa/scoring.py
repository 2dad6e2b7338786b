"""Mistrz Słowa: points for one word, and a game replayed as the race to the target.

All numbers come from the scoring pack (the rulebook's: points by length, +4 when no
joker was used, +4 per use of the ogonek, -20 for no word, first to 100 wins), and a
word's arithmetic is the referee's own (`rules.Rules.score`), so the score of a replayed
turn and the referee's ruling on the same word can never differ.

What a word's score needs beyond its letters is how it was made, which the word alone
does not show: how many jokers (letter, consonant or vowel joker) stood in it, and how
many times the ogonek was used. A letter with a diacritic (ą ć ę ł ń ó ś ź ż) can only
come from the ogonek or from a joker, since no die shows one; so without jokers the
ogonek uses are the number of such letters, up to the dice that can show the ogonek
(two: żółw is two ogonki and a joker, 10 points, as the rulebook scores it), and with
jokers they must be stated. No count is taken that one roll cannot show.

Readings where the rulebook is silent: scores may go below zero (nothing says the
penalty stops at 0); the first player to reach the target after their own turn wins at
once, and nothing may be played after that.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wisegen.core.yamlsafe import FieldPath, LoadedYaml
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.games.mistrz_slowa import GAME
from wisegen.games.mistrz_slowa.rules import Breakdown, Rules
from wisegen.games.registry import get_game
from wisegen.lang.normalise import fold
from wisegen.referee.reasons import Reason, explained_in, reason_lines, worded_or


@dataclass(frozen=True)
class WordScore:
    """A turn's points: a word's breakdown (the referee's arithmetic), or the penalty."""

    word: str | None
    """None for a turn without a word."""
    breakdown: Breakdown | None = None
    penalty: int = 0

    @property
    def total(self) -> int:
        return self.breakdown.total if self.breakdown else self.penalty

    def explain(self) -> str:
        """`1 for 3 letters + 4 for using the ogonek + 4 for no joker = 9`."""
        return self.breakdown.explain() if self.breakdown else f"{self.penalty} penalty"

    def explain_text(self) -> str:
        """`explain()` in the language of `explaining` (English outside it)."""
        if self.breakdown is None:
            return worded_or(self.explain(), "scores.mistrz-slowa.penalty", points=self.penalty)
        return worded_explain(self.breakdown.as_dict())

    def as_dict(self) -> dict[str, Any]:
        """The word's part of the `--json` contract (a replay lists one per turn); inside
        `explaining(code)` also `explain_text`, worded for players."""
        parts = self.breakdown.as_dict() if self.breakdown else {}
        worded = {} if explained_in() is None else {"explain_text": self.explain_text()}
        return {"word": self.word, "points": self.total, **parts, "penalty": self.penalty,
                "explain": self.explain(), **worded}


def worded_explain(parts: Mapping[str, Any]) -> str:
    """A breakdown's `explain` (its `as_dict()`) in the language of `explaining`: the
    referee's check and a replayed turn add up the same parts in the same words."""
    if explained_in() is None:
        return str(parts["explain"])
    said = [worded_or("", "scores.mistrz-slowa.letters", points=parts["length_points"],
                      count=parts["letters"])]
    if parts["ogonek_uses"]:
        said.append(worded_or("", "scores.mistrz-slowa.ogonek", points=parts["ogonek_bonus"],
                              count=parts["ogonek_uses"]))
    if parts["no_joker_bonus"]:
        said.append(worded_or("", "scores.mistrz-slowa.no_joker",
                              points=parts["no_joker_bonus"]))
    return " + ".join(said) + f" = {parts['total']}"


@dataclass(frozen=True)
class WordResult:
    """One word scored on its own (`wisegen score mistrz-slowa --word ...`), with the
    referee's legality check: a word the table would refuse is scored as asked, but
    says so and exits 1 (xyz is no noun; the points would never be written down)."""

    score: WordScore
    refusals: tuple[Reason, ...] = ()

    @property
    def exit_code(self) -> int:
        return 1 if self.refusals else 0

    def as_dict(self) -> dict[str, Any]:
        worded = {} if explained_in() is None else {"lines": self.lines()}
        refused = {"legal": False, "reasons": [r.as_dict() for r in self.refusals]} \
            if self.refusals else {}  # a legal word's answer is its score alone
        return {"game": GAME.id, **self.score.as_dict(), **refused, **worded}

    def lines(self) -> list[str]:
        head = f"{self.score.word}: {self.score.explain_text()}"
        if not self.refusals:
            return [head]
        return [f"{head} (not a legal word: the table would not score it)",
                *(line for r in self.refusals for line in reason_lines(r.as_dict()))]


def no_word(rules: Rules) -> WordScore:
    return WordScore(None, penalty=rules.no_word_penalty)


def word_score(word: str, rules: Rules, jokers: int = 0, ogonek: int | None = None) -> WordScore:
    """Score `word` made with `jokers` jokers and `ogonek` ogonek uses (see the module doc)."""
    word = unicodedata.normalize("NFC", word.strip())
    if not word or not word.isalpha():
        raise UsageError(f"{word!r} is not a single word of letters")
    letters = len(word)
    if letters < rules.min_letters:
        raise UsageError(f"{word!r} has {letters} letters; words need at least "
                         f"{rules.min_letters}")
    if jokers < 0 or jokers > letters:
        raise UsageError(f"{word!r}: {jokers} jokers is not possible for {letters} letters")
    made = {t for targets in rules.ogonek.values() for t in targets}
    marked = sum(ch in made for ch in word.lower())
    if ogonek is None:
        if jokers and marked:
            raise UsageError(f"{word!r} has {marked} letter(s) with a diacritic and used "
                             f"{jokers} joker(s): say how many times the ogonek was used")
        ogonek = min(marked, rules.most_ogonek)
        jokers = max(jokers, marked - ogonek)  # żółw: two ogonki, a joker for the third
    if ogonek < 0 or ogonek > marked:
        raise UsageError(f"{word!r} has {marked} letter(s) the ogonek can make, so it cannot "
                         f"have used the ogonek {ogonek} times")
    if marked > ogonek + jokers:
        raise UsageError(f"{word!r} has {marked} letter(s) with a diacritic but only "
                         f"{ogonek} ogonek use(s) and {jokers} joker(s) to make them")
    if not rules.can_show(jokers, ogonek):
        raise UsageError(f"{word!r}: one roll of the ten dice cannot show {ogonek} ogonek "
                         f"face(s) and {jokers} joker(s) at once")
    breakdown = rules.score(letters, jokers, ogonek)
    if breakdown is None:
        raise UsageError(f"the table gives no points for a {letters}-letter word")
    return WordScore(word, breakdown)


def pack_target(scoring: Mapping[str, Any]) -> int:
    """The race's length from the scoring pack (the rulebook's 100)."""
    return int(scoring.get("target", 100))


# --- a whole game --------------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    player: str
    score: WordScore
    total: int
    """The player's total after this turn."""


@dataclass(frozen=True)
class Game:
    players: tuple[str, ...]
    target: int
    turns: tuple[Turn, ...]
    totals: Mapping[str, int]
    winner: str | None

    @property
    def exit_code(self) -> int:
        return 0

    def as_dict(self) -> dict[str, Any]:
        return {"game": GAME.id, "players": list(self.players), "target": self.target,
                "turns": [{"player": t.player, **t.score.as_dict(), "player_total": t.total}
                          for t in self.turns],
                "totals": dict(self.totals), "winner": self.winner,
                **({} if explained_in() is None else {"lines": self.lines()})}

    def lines(self) -> list[str]:
        """English, or inside `explaining(code)` worded for players in that language."""
        no_word = worded_or("no word", "scores.mistrz-slowa.no_word")
        out = [worded_or(f"{number:>3}. {turn.player}: {turn.score.word or 'no word'}: "
                         f"{turn.score.explain()} (total {turn.total})",
                         "scores.mistrz-slowa.turn", number=number, player=turn.player,
                         word=turn.score.word or no_word, explain=turn.score.explain_text(),
                         total=turn.total)
               for number, turn in enumerate(self.turns, 1)]
        totals = ", ".join(f"{p} {n}" for p, n in self.totals.items())
        out.append(worded_or(f"Totals: {totals}", "scores.mistrz-slowa.totals", totals=totals))
        if self.winner:
            out.append(worded_or(f"Winner: {self.winner}, first to {self.target} "
                                 f"({self.totals[self.winner]} points).",
                                 "scores.mistrz-slowa.winner", name=self.winner,
                                 target=self.target, count=self.totals[self.winner]))
        elif self.players:
            leader = max(self.players, key=lambda p: self.totals[p])
            left = self.target - self.totals[leader]
            out.append(worded_or(f"No winner yet: {leader} leads with {self.totals[leader]} "
                                 f"({left} to go to {self.target}).",
                                 "scores.mistrz-slowa.leader", name=leader,
                                 points=self.totals[leader], count=left, target=self.target))
        return out


def read_game(doc: LoadedYaml, rules: Rules, target: int,
              override: int | None = None) -> Game:
    """Check and replay a game file; ContentError lists every problem with its position.

    The race is to `override` (a variant agreed at the table) if given, else to the file's
    `target`, else to `target` (the pack's).
    """
    data = doc.value
    if not isinstance(data, dict):
        raise ContentError([doc.problem((), "a game file is a mapping with players and turns",
                                        "game-file")])
    problems: list[Problem] = []
    for key in data:
        if key not in {"game", "players", "target", "turns"}:
            problems.append(doc.problem((str(key),), f"unknown field {key!r} (expected game, "
                                        "players, target, turns)", "game-file"))
    _check_game(doc, data.get("game"), problems)
    players = _players(doc, data.get("players"), problems)
    goal = override if override is not None else data.get("target", target)
    if isinstance(goal, bool) or not isinstance(goal, int) or goal < 1:
        problems.append(doc.problem(("target",), "target must be a positive whole number",
                                    "game-file"))
        goal = target
    turns = data.get("turns")
    if not isinstance(turns, list):
        problems.append(doc.problem(("turns",), "turns must be a list", "game-file"))
        turns = []
    played = _play(doc, turns, players, rules, goal, problems)
    if problems:
        raise ContentError(problems)
    return played


def _check_game(doc: LoadedYaml, game: Any, problems: list[Problem]) -> None:
    if game is None:
        return
    try:
        ok = isinstance(game, str) and get_game(game).id == "mistrz-slowa"
    except UsageError:
        ok = False
    if not ok:
        problems.append(doc.problem(("game",), f"this is a Mistrz Słowa game file, not {game!r}",
                                    "game-file"))


def _players(doc: LoadedYaml, value: Any, problems: list[Problem]) -> list[str]:
    if (not isinstance(value, list) or not value
            or not all(isinstance(p, str) and p.strip() for p in value)):
        problems.append(doc.problem(("players",), "players must list the players' names, in "
                                    "turn order", "game-file"))
        return []
    keys = [fold(p) for p in value]
    if len(set(keys)) != len(keys):
        problems.append(doc.problem(("players",), "a player is named twice", "game-file"))
    return [p.strip() for p in value]


def _play(doc: LoadedYaml, entries: Sequence[Any], players: list[str], rules: Rules,
          goal: int, problems: list[Problem]) -> Game:
    totals = dict.fromkeys(players, 0)
    by_key = {fold(p): p for p in players}
    turns: list[Turn] = []
    winner = None
    previous = -1
    for i, entry in enumerate(entries):
        path: FieldPath = ("turns", i)
        if winner is not None:
            problems.append(doc.problem(path, f"{winner} reached {goal} on the turn before; "
                                        "the game is over", "after-the-end"))
            break
        if not players:
            break
        turn = _turn(doc, entry, path, by_key, players, previous, rules, problems)
        if turn is None:
            continue
        player, score = turn
        previous = players.index(player)
        totals[player] += score.total
        turns.append(Turn(player, score, totals[player]))
        if totals[player] >= goal:
            winner = player
    return Game(tuple(players), goal, tuple(turns), totals, winner)


def _turn(doc: LoadedYaml, entry: Any, path: FieldPath, by_key: dict[str, str],
          players: list[str], previous: int, rules: Rules,
          problems: list[Problem]) -> tuple[str, WordScore] | None:
    if not isinstance(entry, dict):
        problems.append(doc.problem(path, "a turn is a mapping such as {player: Ala, word: "
                                    "kos}", "game-file"))
        return None
    unknown = set(entry) - {"player", "word", "jokers", "ogonek"}
    if unknown:
        problems.append(doc.problem(path, f"unknown field(s) {', '.join(sorted(map(str, unknown)))}"
                                    " (expected player, word, jokers, ogonek)", "game-file"))
        return None
    name = entry.get("player")
    if name is None:  # "Play proceeds clockwise."
        player = players[(previous + 1) % len(players)]
    elif isinstance(name, str) and fold(name) in by_key:
        player = by_key[fold(name)]
    else:
        problems.append(doc.problem((*path, "player"), f"unknown player {name!r} (players: "
                                    f"{', '.join(players)})", "game-file"))
        return None
    if "word" not in entry:
        problems.append(doc.problem(path, "say the word, or `word: null` for no word",
                                    "game-file"))
        return None
    word, jokers, ogonek = entry["word"], entry.get("jokers", 0), entry.get("ogonek")
    try:
        if word is None:
            return player, no_word(rules)
        if not isinstance(word, str):
            raise UsageError("word must be text, or null for no word")
        if isinstance(jokers, bool):
            jokers = int(jokers)
        if not isinstance(jokers, int) or not (ogonek is None or isinstance(ogonek, int)):
            raise UsageError("jokers and ogonek are counts (whole numbers)")
        return player, word_score(word, rules, jokers, ogonek)
    except UsageError as exc:
        problems.append(doc.problem((*path, "word"), str(exc), "bad-word"))
        return None
