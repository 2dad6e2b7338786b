"""The contract of a game played in a room on the phones: its flow, declared by the game.

A game that can be played on the phones names a `RoomFlow` in its `Game.room`
(`module:attribute`, imported when a room of it opens). The server (serve/rooms/) knows
no game: it keeps each room's players and its `state` (a JSON-ready dict the flow owns)
in its store, passes every player's action to `act`, and sends each phone what `view`
says that player may see. So:

- **State is plain JSON** (dicts, lists, str, int, float, bool, None): the store saves it
  as text, and a restarted server carries on from it. Randomness is drawn from
  `random.Random(f"{state['seed']}:{step}")`-style seeds kept in the state, so replaying
  the same actions gives the same game.
- **`act` is pure**: it returns the new state (never mutates the one it was given) or
  raises `Refused` with a catalogue key. It may call the referee (CPU work: the server
  runs it on a worker thread, one action of a room at a time).
- **`view` is the only way out**: whatever a player's phone receives is what `view`
  returns for that seat. A secret the guesser may not see must not be in the guesser's
  view, in any field. The view is worded in the phone's language (`lang`), all text
  from the catalogue (lang/messages.py, keys `<game-id>.…`).
- **Time** is the server's clock in seconds (`now`, time.time()). A flow with a
  deadline (a timer the host chose, a 60-second round) says when in `due`; the server
  calls `tick` at that moment (again after a restart), and `tick` moves the game on.

A view is `{"phase": str, "blocks": [block, ...]}`; the page draws each block by its
`type` alone (serve/static/), so the blocks below are the whole vocabulary a game has
for its screens. Build them with the functions here, not by hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from wisegen.games.fields import Field

State = dict[str, Any]
"""A room's game state, owned by its flow: JSON-ready, never shown to a phone as is."""
Block = dict[str, Any]
View = dict[str, Any]
MAX_LOG = 50
"""Entries a room's log or history keeps at most: the state goes to every phone on every
change, so a list one player can grow (Just One's overrules, toggled back and forth: red
team IV, flaw 7) must not grow with the game."""


def logged(entries: Sequence[Any], entry: Any, *, newest_first: bool = False) -> list[Any]:
    """`entries` with `entry` added, the oldest dropped past MAX_LOG."""
    if newest_first:
        return [entry, *entries][:MAX_LOG]
    return [*entries, entry][-MAX_LOG:]


@dataclass(frozen=True)
class Seat:
    """One player in a room: a short stable id (`p1`, `p2` …) and the name they gave."""

    id: str
    name: str


class Refused(Exception):
    """An action the game does not allow now (not your turn, already answered …).

    `key` is a catalogue key (`just-one.not_your_turn`); `params` fill its template.
    The server answers the phone with the message in its language; nothing changes.
    """

    def __init__(self, key: str, /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class RoomFlow(Protocol):
    """What a game declares to be played in a room (see the module's docstring)."""

    setup: tuple[Field, ...]
    """What the host chooses when opening the room (pack, timer, target score …): the
    page draws it with the same widgets as the referee's forms; values are checked with
    `Field.check` and the defaults filled in before `start` sees them."""
    players: tuple[int, int]
    """The fewest and most players the game takes (the rulebook's)."""

    def start(self, setup: Mapping[str, Any], seats: Sequence[Seat], language: str,
              seed: int, now: float) -> State:
        """The state at the start of a game for these seats, in the table's word language."""
        ...

    def act(self, state: State, seat: str, action: str, values: Mapping[str, Any],
            now: float) -> State:
        """The state after `seat` does `action` with `values`; `Refused` if not allowed."""
        ...

    def view(self, state: State, seat: str, lang: str, now: float) -> View:
        """What `seat` sees now, worded in `lang` (the phone's language)."""
        ...

    def due(self, state: State) -> float | None:
        """When `tick` must run next (server clock), or None."""
        ...

    def tick(self, state: State, now: float) -> State:
        """The state once the deadline `due` named has passed (a timer ran out)."""
        ...


# -- the blocks a view is made of ---------------------------------------------------------

def view(phase: str, *blocks: Block | None) -> View:
    """A view: its phase name (for tests and the page's styling) and its blocks in order;
    None blocks are left out, so a view can be written as one expression."""
    return {"phase": phase, "blocks": [block for block in blocks if block is not None]}


def heading(text: str, detail: str = "") -> Block:
    """The screen's title line (`Card 8 of 13`), with an optional smaller line under it."""
    return {"type": "heading", "text": text, "detail": detail}


def note(text: str, tone: str = "info") -> Block:
    """A sentence for the player; `tone` is info, good, bad or wait (a spinner)."""
    return {"type": "note", "text": text, "tone": tone}


def word(label: str, text: str) -> Block:
    """One word shown large (the secret word to the clue-givers, the guess)."""
    return {"type": "word", "label": label, "text": text}


def card(title: str, words: Sequence[str], mark: int | None = None) -> Block:
    """A card of words, `mark` the index of the one that counts (None: none marked)."""
    return {"type": "card", "title": title, "words": list(words), "mark": mark}


def form(action: str, fields: Sequence[Field], submit: str,
         values: Mapping[str, Any] | None = None) -> Block:
    """A form whose submit sends `action` with the fields' values; the fields are the
    referee forms' (`Field`), so every widget the page has is available."""
    return {"type": "form", "action": action, "fields": [f.as_dict() for f in fields],
            "submit": submit, "values": dict(values or {})}


def button(action: str, label: str, values: Mapping[str, Any] | None = None,
           tone: str = "normal") -> dict[str, Any]:
    """One button for `buttons`: sends `action` with `values`; tone normal, main or bad."""
    return {"action": action, "label": label, "values": dict(values or {}), "tone": tone}


def buttons(*items: dict[str, Any]) -> Block:
    """A row of buttons made with `button`."""
    return {"type": "buttons", "buttons": list(items)}


def ruling(text: str, verdict: str, ok: bool, reasons: Sequence[str] = (),
           by: str = "", toggle: dict[str, Any] | None = None) -> dict[str, Any]:
    """One item of `rulings`: a clue (or word) with its verdict and reasons in words,
    who wrote it, and an optional `button` that overrules the verdict."""
    return {"text": text, "verdict": verdict, "ok": ok, "reasons": list(reasons),
            "by": by, "toggle": toggle}


def rulings(title: str, items: Sequence[dict[str, Any]]) -> Block:
    """The referee's rulings on several words (clues kept and cancelled, players' words)."""
    return {"type": "rulings", "title": title, "items": list(items)}


def table(title: str, columns: Sequence[str], rows: Sequence[Sequence[Any]],
          mark: int | None = None) -> Block:
    """A table (scores, running totals); `mark` the row to highlight (you, the leader)."""
    return {"type": "table", "title": title, "columns": list(columns),
            "rows": [list(row) for row in rows], "mark": mark}


def track(title: str, length: int, pawns: Sequence[Mapping[str, Any]]) -> Block:
    """A race track of `length` squares with pawns `{"name", "at", "colour"}` on it (Three
    Wise Words' owls): `at` is 0 for the start square, `length` for the goal."""
    return {"type": "track", "title": title, "length": length,
            "pawns": [dict(p) for p in pawns]}


def dice(title: str, faces: Sequence[str]) -> Block:
    """A roll: the face each die shows, as the page draws dice (letters, ★, ogonek …)."""
    return {"type": "dice", "title": title, "faces": list(faces)}


def timer(ends_at: float | None, seconds: int, label: str = "") -> Block:
    """A countdown shared by the table: it ends at `ends_at` (server clock; the page
    corrects for its own clock with the `now` sent beside every view); None: not running."""
    return {"type": "timer", "ends_at": ends_at, "seconds": seconds, "label": label}


def log(title: str, lines: Sequence[str]) -> Block:
    """The room's record a player may read (overruled rulings, past cards), newest first."""
    return {"type": "log", "title": title, "lines": list(lines)}


BLOCK_TYPES = ("heading", "note", "word", "card", "form", "buttons", "rulings", "table",
               "track", "dice", "timer", "log")
"""Every block type a view may hold: the page draws exactly these."""
