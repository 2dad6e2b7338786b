"""What each game's kit is by default, told before anything is drawn.

`wisegen print --help` and the `--lang` check need, per game, the languages its kit
ships in and its own card size and bleed. One help text for every game used to say
"poker (default)", "bleed 3 mm" and "(en, fr, pl)", true of some games only (13 Words
prints 64 x 40 mm cards with no bleed; Thricewise is in English only). These facts are read from the
built-in rules packs and layouts, so a new translation or layout is reflected at once;
only YAML is read (no ReportLab), which keeps --help fast.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Any

from wisegen.core import cache as user_cache
from wisegen.core.yamlsafe import load_file
from wisegen.games.base import Game
from wisegen.resources import content_dir, layouts_dir


@cache
def game_languages(game_id: str, default_language: str) -> tuple[str, ...]:
    """The languages `game_id`'s kit is written in: those of its built-in rulebooks
    (a kit without its rules in a language would mix two languages on the table)."""
    languages = {default_language}
    for path in sorted((content_dir() / game_id).glob("rules*.yaml")):
        language = _top_value(path, "language")
        if isinstance(language, str):
            languages.add(language)
    return tuple(sorted(languages))


def languages_of(game: Game) -> tuple[str, ...]:
    """`game_languages` for a registry entry."""
    return game_languages(game.id, game.default_language)


def _sheet(path_name: str) -> dict[str, Any]:
    path = layouts_dir() / path_name
    if not path.is_file():
        return {}
    sheet = _top_value(path, "sheet")
    return dict(sheet) if isinstance(sheet, dict) else {}


def _top_value(path: Path, key: str) -> Any:
    """A top-level `key` of a YAML file (None when it has none), kept in the user cache
    by the file's size and time and wisegen's code (core.cache): every command with the
    kit options reads them for every game's --help, and parsing a dozen rulebooks and
    layouts for two keys cost each `wisegen print` some 20 ms."""
    stat = path.stat()
    tag = hashlib.sha256(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0{key}\0"
                         f"{user_cache.code_fingerprint()}".encode()).hexdigest()[:40]
    entry = f"kit-facts/{tag}.json"
    stored = user_cache.read_json(entry)
    if isinstance(stored, dict) and "value" in stored:
        return stored["value"]
    value = load_file(path).value
    found = value.get(key) if isinstance(value, dict) else None
    try:
        if json.loads(json.dumps(found)) == found:  # only what JSON gives back unchanged
            user_cache.write_json(entry, {"value": found})
    except (TypeError, ValueError):
        pass
    return found


@cache
def sheet_defaults(game_id: str) -> tuple[str, float]:
    """`game_id`'s default card (a size name, or "W x H mm") and bleed in mm, as its
    built-in layout sets them over the shared sheet defaults."""
    sheet = {**_sheet("sheets.yaml"), **_sheet(f"{game_id}.yaml")}
    card = sheet.get("card", "poker")
    if isinstance(card, dict):
        card = f"{card['width']:g} x {card['height']:g} mm"
    return str(card), float(sheet.get("bleed", 3))
