"""Three Wise Words in a room: the rulebook's pieces the flow plays with, kept as JSON.

The flow (room.py) keeps the whole game in a JSON state; this module holds what it
reads from the rest of the game so the room plays the printed game and nothing else:
the die (board.DIE_FACES, the net the kit prints), the Owl Track's length and the owls
(the layout's `materials`), the cards (the words pack in the table's language), the
referee's rulings (referee.py) and the scoring (scoring.py). Reasons are stored as
their catalogue key and parameters, so each phone words them in its own language.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from wisegen.core.limits import MAX_WORD_CHARS
from wisegen.games.room import Refused, State
from wisegen.games.three_wise_words import GAME, SLOTS
from wisegen.games.three_wise_words.board import DIE_FACES
from wisegen.lang.normalise import base_language
from wisegen.referee.reasons import Reason

CLUES = 3
"""The writer "secretly notes 3 clue words"; every other team notes three guesses."""
MAX_TEAMS = 4
"""The box has four owl pawns, so four teams at the most."""
ID = GAME.id


@cache
def owls() -> tuple[tuple[str, str], ...]:
    """(name, colour) of each owl pawn the kit prints, in the layout's order."""
    from wisegen.render.layout import load_layout

    spec = load_layout(ID).material("pawns")
    return tuple(zip(spec["names"], spec["colours"], strict=False))[:MAX_TEAMS]


@cache
def track_spaces() -> int:
    """The Owl Track's spaces from START to FINISH, as the kit prints it."""
    from wisegen.render.layout import load_layout

    return int(load_layout(ID).material("track").get("spaces", 30))


def table_language(language: str) -> str:
    """The words' language: the table's when a words pack and the referee exist for it,
    else the game's own (a room never opens without cards or a referee)."""
    from wisegen.lang.registry import referee_languages
    from wisegen.packs.catalogue import builtin_candidates

    lang = base_language(language or GAME.default_language)
    if lang in referee_languages() and builtin_candidates(ID, "words", lang):
        return lang
    return GAME.default_language


def draw_card(state: State) -> tuple[int, dict[str, str], str | None]:
    """A card not drawn yet in this game (the deck is reshuffled once all are used) and
    the die's face; a children's game rolls no die: its word is the yellow one."""
    from wisegen.games.content import find_builtin

    cards = find_builtin(ID, "words", state["language"]).data["cards"]
    rng = random.Random(f"{state['seed']}:{state['turn']}")
    used = set(state["used"]) if len(state["used"]) < len(cards) else set()
    index = rng.choice([i for i in range(len(cards)) if i not in used])
    card = {slot: str(cards[index][slot]) for slot in SLOTS}
    face = None if state["children"] else rng.choice(DIE_FACES)
    return index, card, face


def read_words(values: Mapping[str, Any], name: str, count: int) -> list[str]:
    """`count` words from a phone: a list, or text with one word per line or comma;
    `Refused` when there are not exactly that many or one is too long."""
    raw = values.get(name)
    if isinstance(raw, str):
        raw = raw.replace(",", "\n").split("\n")
    if not isinstance(raw, list) or not all(isinstance(w, str) for w in raw) \
            or len(raw) > 4 * count:
        raise Refused(f"{ID}.refused.words", count=count)
    words = [w.strip() for w in raw if w.strip()]
    if len(words) != count:
        raise Refused(f"{ID}.refused.words", count=count)
    return [check_length(w) for w in words]


def read_word(values: Mapping[str, Any], name: str) -> str:
    """One word from a phone ('' when none was typed)."""
    raw = values.get(name, "")
    if not isinstance(raw, str):
        raise Refused(f"{ID}.refused.words", count=1)
    return check_length(raw.strip())


def check_length(word: str) -> str:
    if len(word) > MAX_WORD_CHARS:
        raise Refused(f"{ID}.refused.too_long", limit=MAX_WORD_CHARS)
    return word


def worded(reason: Mapping[str, Any], lang: str) -> str:
    """A reason kept in the state (`Reason.stored`) in the phone's language."""
    return Reason.restored(reason).worded(lang)


def rule_clues(secret: str, clues: Sequence[str], language: str) -> list[list[dict[str, Any]]]:
    """The referee's reasons against each of the writer's clues ([] for a valid one)."""
    from wisegen.games.three_wise_words.referee import rule_clues as rule

    return [[r.stored() for r in ruling.reasons] for ruling in rule(secret, clues, language)]


def judge_answer(secret: str, answer: str, language: str) -> tuple[bool, list[dict[str, Any]]]:
    """Did the seeker find the secret? The same word, of its family or misspelt counts
    (matching.clues_match, the rule the referee and the scoring share)."""
    from wisegen.games.three_wise_words.referee import match

    if not answer:
        return False, []
    ruling = match(secret, answer, language)
    return ruling.same, [r.stored() for r in ruling.reasons]


def score(state: State) -> list[dict[str, Any]]:
    """This turn's points per team (scoring.score_turn), the active team first."""
    from wisegen.games.three_wise_words.scoring import score_turn

    teams = state["teams"]
    active = state["active"]
    names = [team["owl"] for team in teams]
    others = {names[i]: state["guesses"].get(str(i), [])
              for i in range(len(teams)) if i != active}
    result = score_turn(state["clues"], bool(state["found"]), others, state["language"],
                        names[active])
    return [{"team": names.index(s.team), "points": s.points, "base": s.base,
             "matched": [[m.clue, m.guess] for m in s.matched], "unfound": list(s.unfound)}
            for s in result.scores]


def winners(teams: Sequence[Mapping[str, Any]], finish: int) -> list[int]:
    """The teams that won once an owl reached the finish: the tie goes to the most
    secret words found; equal there too, they share it (scoring.py's reading)."""
    reached = [i for i, team in enumerate(teams) if team["at"] >= finish]
    if not reached:
        return []
    best = max(teams[i]["found"] for i in reached)
    return [i for i in reached if teams[i]["found"] == best]
