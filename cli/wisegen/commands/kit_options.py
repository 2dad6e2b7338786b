"""The kit options `wisegen print` and `wisegen export` share, declared once.

Both commands build the same kit (`usecases.printing.build_kit`): the game, its words
pack, the layout, the card size and bleed, the materials, and each game's own flags
(`--children`, `--extended`). `with_kit_options` gives a command all of them as
keyword arguments, and `kit_request` turns those into a `PrintRequest`.
"""

from __future__ import annotations

import copy
import inspect
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer

from wisegen.commands.completion import complete_game, complete_language
from wisegen.core.limits import finite
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.games.registry import all_games, get_game

if typing.TYPE_CHECKING:
    from wisegen.usecases.printing import PrintRequest

KIT_OPTIONS: dict[str, tuple[Any, Any]] = {
    "game": (str | None, typer.Option(None, "--game", "-g", help="Game id or alias.",
                                      autocompletion=complete_game)),
    "only": (str | None, typer.Option(None, "--only",
                                      help="Comma-separated materials (default: all).")),
    "pack": (Path | None, typer.Option(None, "--pack", help="A words pack file to use.",
                                       exists=True, dir_okay=False)),
    "layout": (Path | None, typer.Option(None, "--layout", help="A layout file (YAML) that "
                                         "overrides the built-in one.", exists=True,
                                         dir_okay=False)),
    "lang": (str | None, typer.Option(None, "--lang", help="Language of the kit: its "
                                      "built-in words pack, rules and labels.",
                                      autocompletion=complete_language)),
    "bleed": (float | None, typer.Option(None, "--bleed", help="Bleed in mm (0 for none).",
                                         min=0, max=10)),
    "card": (str | None, typer.Option(None, "--card", help="poker, mini, tarot, square, "
                                      "or WIDTHxHEIGHT in mm.")),
    "ink_saver": (bool, typer.Option(False, "--ink-saver", help="Light backgrounds and "
                                     "outlined art, same layout: far less ink.")),
    "verbose": (bool, typer.Option(False, "--verbose", help="Also list routine notices: "
                                   "texts shrunk to fit their boxes (--json always has "
                                   "them).")),
}
"""Option name -> (annotation, typer.Option) for every kit option but the game flags."""


def _game_flags() -> dict[str, tuple[Any, Any]]:
    """One `--NAME` flag per print option any game declares, helped by every such game."""
    declared: dict[str, list[str]] = {}
    for game in all_games().values():
        for option in game.print_options:
            declared.setdefault(option.name, []).append(f"{game.title}: {option.help}.")
    return {name.replace("-", "_"): (bool, typer.Option(False, f"--{name}",
                                                        help=" ".join(helps)))
            for name, helps in sorted(declared.items())}


def _per_game_help() -> dict[str, tuple[Any, Any]]:
    """KIT_OPTIONS with each game's own languages, card and bleed added to the help of
    --lang, --card and --bleed: the games differ (Thricewise: English only; 13 Words:
    64 x 40 mm cards, no bleed), so one default stated for all would be wrong for some."""
    from wisegen.usecases.kit_facts import languages_of, sheet_defaults

    games = all_games().values()
    langs = "; ".join(f"{g.id}: {', '.join(languages_of(g))} (default "
                      f"{g.default_language})" for g in games)
    cards = "; ".join(f"{g.id}: {sheet_defaults(g.id)[0]}" for g in games)
    bleeds = "; ".join(f"{g.id}: {sheet_defaults(g.id)[1]:g}" for g in games)
    extra = {"lang": f" Each game's languages: {langs}.",
             "card": f" Default per game: {cards}.", "bleed": f" Default per game: {bleeds}."}
    options = {}
    for key, (annotation, option) in KIT_OPTIONS.items():
        if key in extra:
            option = copy.copy(option)
            option.help = (option.help or "") + extra[key]
        options[key] = (annotation, option)
    return options


def with_kit_options(func: Callable[..., None]) -> Callable[..., None]:
    """Give `func` the kit options and the game flags as keyword arguments (`**kit`).

    They come first in --help (after a `typer.Context`), then the command's own options.
    """
    hints = typing.get_type_hints(func)
    signature = inspect.signature(func, eval_str=True)
    own = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    context = [p for p in own if p.annotation is typer.Context]
    params = list(context)
    for key, (annotation, option) in {**_per_game_help(), **_game_flags()}.items():
        params.append(inspect.Parameter(key, inspect.Parameter.KEYWORD_ONLY,
                                        annotation=annotation, default=option))
        hints[key] = annotation
    params += [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own
               if p not in context]
    func.__signature__ = signature.replace(parameters=params)  # type: ignore[attr-defined]
    func.__annotations__ = hints
    return func


def game_options(game: Game, flags: dict[str, bool]) -> dict[str, bool]:
    """The flags set on the command line, checked against what `game` declares."""
    declared = {option.name.replace("-", "_"): option.name for option in game.print_options}
    for key, value in flags.items():
        if value and key not in declared:
            owners = [g.id for g in all_games().values()
                      if any(o.name.replace("-", "_") == key for o in g.print_options)]
            raise UsageError(f"--{key.replace('_', '-')} is for {' and '.join(owners)}, "
                             f"not {game.id}")
    return {name: bool(flags.get(key)) for key, name in declared.items()}


def length_mm(value: float | None, what: str, low: float, high: float) -> float | None:
    """A length from the command line: finite and within what a printer can take."""
    return None if value is None else finite(value, what, low, high)


def kit_request(kit: dict[str, Any], *, command: str, out: Path | None, fmt: str,
                sheet: dict[str, Any] | None = None,
                settings: dict[str, Any] | None = None) -> PrintRequest:
    """The request `kit` (the keyword arguments `with_kit_options` added) asks for."""
    # Imported here: ReportLab is only needed when something is drawn (keeps --help fast).
    from wisegen.render.layout import parse_card_size
    from wisegen.usecases.printing import PrintRequest

    kit = dict(kit)
    name = kit.pop("game")
    if name is None:
        raise UsageError(f"--game is required: wisegen {command} --game GAME, one of "
                         f"{', '.join(all_games())}")
    chosen = get_game(name)
    only, card = kit.pop("only"), kit.pop("card")
    pack, layout, lang, bleed = kit.pop("pack"), kit.pop("layout"), kit.pop("lang"), \
        kit.pop("bleed")
    ink_saver, verbose = bool(kit.pop("ink_saver")), bool(kit.pop("verbose"))
    return PrintRequest(
        game=chosen,
        only=[part.strip() for part in only.split(",") if part.strip()] if only else None,
        pack_file=pack, layout_file=layout, out=out, language=lang,
        sheet={**(sheet or {}), "bleed": length_mm(bleed, "--bleed", 0, 10),
               "card": parse_card_size(card) if card else None},
        options=game_options(chosen, kit), ink_saver=ink_saver, format=fmt,
        settings=dict(settings or {}), verbose=verbose,
    )
