"""Mistrz Słowa in a room: the state's constants and the reads both the flow and the
views make of it (kept apart so the view module never imports the flow's)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wisegen.games.mistrz_slowa.roll import Face, face_from_pack, parse_face
from wisegen.games.mistrz_slowa.rules import REROLL

MAX_WORD = 32
"""Longest word a phone may send: ten dice make at most ten letters."""
WRITING, RESULTS, OVER = "writing", "results", "over"
REROLL_SYMBOL = face_from_pack(REROLL).symbol


def faces_of(symbols: Sequence[str]) -> list[Face]:
    return [parse_face(symbol) for symbol in symbols]


def roll_of(state: Mapping[str, Any], seat: str) -> list[str]:
    """The faces `seat` forms their word from: the table's throw and their own rerolls."""
    return list(state["rerolls"].get(seat, {}).get("faces") or state["roll"])


def rerolls_left(state: Mapping[str, Any], seat: str) -> int:
    """How many dice `seat` may still roll again: one per ? in the table's throw."""
    allowed = list(state["roll"]).count(REROLL_SYMBOL)
    return allowed - int(state["rerolls"].get(seat, {}).get("used", 0))
