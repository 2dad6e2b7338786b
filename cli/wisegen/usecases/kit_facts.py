"""What each game's kit is by default, told before anything is drawn.

`wisegen print --help` and the `--lang` check need, per game, the languages its kit
ships in and its own card size and bleed. One help text for every game used to say
"poker (default)", "bleed 3 mm" and "(en, fr, pl)", true of some games only (13 Words
prints 64 x 40 mm cards with no bleed; Thricewise is in English only). These facts are read from the
built-in rules packs and layouts, so a new translation or layout is reflected at once;
only YAML is read (no ReportLab), which keeps --help fast.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from wisegen.core.yamlsafe import load_file
from wisegen.games.base import Game
from wisegen.resources import content_dir, layouts_dir


@cache
def game_languages(game_id: str, default_language: str) -> tuple[str, ...]:
    """The languages `game_id`'s kit is written in: those of its built-in rulebooks
    (a kit without its rules in a language would mix two languages on the table)."""
    languages = {default_language}
    for path in sorted((content_dir() / game_id).glob("rules*.yaml")):
        value = load_file(path).value
        if isinstance(value, dict) and isinstance(value.get("language"), str):
            languages.add(value["language"])
    return tuple(sorted(languages))


def languages_of(game: Game) -> tuple[str, ...]:
    """`game_languages` for a registry entry."""
    return game_languages(game.id, game.default_language)


def _sheet(path_name: str) -> dict[str, Any]:
    path = layouts_dir() / path_name
    if not path.is_file():
        return {}
    value = load_file(path).value
    sheet = value.get("sheet") if isinstance(value, dict) else None
    return dict(sheet) if isinstance(sheet, dict) else {}


@cache
def sheet_defaults(game_id: str) -> tuple[str, float]:
    """`game_id`'s default card (a size name, or "W x H mm") and bleed in mm, as its
    built-in layout sets them over the shared sheet defaults."""
    sheet = {**_sheet("sheets.yaml"), **_sheet(f"{game_id}.yaml")}
    card = sheet.get("card", "poker")
    if isinstance(card, dict):
        card = f"{card['width']:g} x {card['height']:g} mm"
    return str(card), float(sheet.get("bleed", 3))
