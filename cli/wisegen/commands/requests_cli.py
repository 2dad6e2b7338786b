"""Commands generated from the request kinds the games declare (games/fields.py).

Each declared field becomes an option or an argument by its type, with its help and
completion; the command builds the request `check batch` reads (`{"check": KIND, "game":
ID, ...fields}`) and prints `usecases.requests.answer`'s result, so a command, a batch
line and the web page cannot disagree. No game and no field is named here.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import typer

from wisegen.commands.completion import complete_game, complete_language
from wisegen.commands.field_values import request_value
from wisegen.core.output import JSON_OPTION, emit
from wisegen.errors import UsageError
from wisegen.games.base import Game
from wisegen.games.fields import Field, RequestKind
from wisegen.games.registry import all_games

Declared = tuple[Game, RequestKind]

EXPLAIN_OPTION = typer.Option(
    None, "--explain-in", metavar="LANG",
    help="Word the reasons and their evidence for players in LANG (en, fr or pl); with "
         "--json each reason gains \"text\" and \"lines\".")


def declared(kind: str, where: str) -> list[Declared]:
    """Every game declaring `kind` at `where` (`check`, `score`, `top`), in listing order."""
    return [(game, found) for game in all_games().values()
            if (found := game.request_kind(kind)) is not None and found.where == where]


def kinds_at(where: str) -> list[str]:
    """The kinds declared at `where`, each once, in the order games declare them."""
    names: dict[str, None] = {}
    for game in all_games().values():
        names.update((r.kind, None) for r in game.requests_at(where))
    return list(names)


def merged_help(kinds: list[RequestKind]) -> str:
    """One help from every game's declaration of a kind: the paragraphs each adds, in
    order, and every example last."""
    paragraphs: list[str] = []
    examples: list[str] = []
    for kind in kinds:
        for paragraph in kind.help.strip().split("\n\n"):
            target = examples if paragraph.startswith("Example:") else paragraphs
            if paragraph not in target:
                target.append(paragraph)
    return "\n\n".join(paragraphs + examples)


def merged_fields(kinds: list[RequestKind]) -> list[Field]:
    """The command-line fields of every declaration (a name's first declaration wins)."""
    fields: dict[str, Field] = {}
    for kind in kinds:
        for field in kind.cli_fields():
            fields.setdefault(field.name, field)
    return list(fields.values())


def option_name(field: Field) -> str:
    return field.option or "--" + field.name.replace("_", "-")


def _annotation(field: Field) -> Any:
    """The Python type typer reads the field as."""
    if field.type == "words":
        if field.count:
            return tuple.__class_getitem__((str,) * field.count)  # tuple[str, str, ...]
        return list[str]
    if field.type in ("tally", "pairs", "teams"):
        return list[str]
    if field.type in ("grid", "path"):
        return Path
    if field.type == "int":
        return int
    if field.type == "bool":
        return bool
    if field.type == "choice" and field.choices:
        return Literal.__getitem__(field.choices)  # typer checks and lists the choices
    return str


def _parameter(field: Field, optional: bool) -> inspect.Parameter:
    """The typer parameter of one field; `optional`: required only when invoked alone."""
    required = field.required and not optional
    kind = _annotation(field)
    default: Any = ... if required else field.default
    if field.type == "bool" and field.negative is None and default is None:
        default = False
    extra: dict[str, Any] = {"help": field.help}
    if field.minimum is not None or field.maximum is not None:
        extra.update(min=field.minimum, max=field.maximum)
    if field.type in ("grid", "path"):
        extra.update(exists=True, dir_okay=False)
    if field.type == "lang":
        extra["autocompletion"] = complete_language
    if kind is list[str] or (required and default is ...):
        extra["show_default"] = False
    if field.argument:
        info = typer.Argument(default, **extra)
    else:
        names = [option_name(field) + (f"/{field.negative}" if field.negative else "")]
        names += [field.short] if field.short else []
        info = typer.Option(default, *names, **extra)
    if default is None or (field.type == "bool" and field.negative):
        kind = kind | None
    return inspect.Parameter(field.name, inspect.Parameter.KEYWORD_ONLY, default=info,
                             annotation=kind)


def _game_parameter(games: list[Game]) -> inspect.Parameter:
    ids = " or ".join(game.id for game in games)
    default = games[0].id if len(games) == 1 else ...
    info = typer.Option(default, "--game", "-g", help=f"The game: {ids} (ids or aliases).",
                        autocompletion=complete_game)
    return inspect.Parameter("game", inspect.Parameter.KEYWORD_ONLY, default=info,
                             annotation=str)


def build(kind: str, decls: list[Declared], game: Game | None = None,
          group: bool = False) -> Callable[..., None]:
    """The command answering `kind`: with `--game` when `game` is None, else for `game`.

    `group`: the command is also a group's callback (its other kinds are subcommands), so
    its required fields are checked only when it runs on its own.
    """
    fields = merged_fields([found for _, found in decls])
    params = [_parameter(f, group) for f in fields if f.argument]
    if game is None:
        params.append(_game_parameter([g for g, _ in decls]))
    params += [_parameter(f, group) for f in fields if not f.argument]
    params.append(inspect.Parameter("as_json", inspect.Parameter.KEYWORD_ONLY,
                                    default=JSON_OPTION, annotation=bool))
    params.append(inspect.Parameter("explain_in", inspect.Parameter.KEYWORD_ONLY,
                                    default=EXPLAIN_OPTION, annotation=str | None))
    if group:
        params.insert(0, inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY,
                                           annotation=typer.Context))

    def command(**values: Any) -> None:
        context = values.pop("ctx", None)
        if context is not None and context.invoked_subcommand is not None:
            return
        as_json = values.pop("as_json")
        explain_in = values.pop("explain_in", None)
        request: dict[str, Any] = {"check": kind, "game": values.pop("game", None) or
                                   (game.id if game else None)}
        if explain_in is not None:
            request["explain_in"] = explain_in
        for field in fields:
            value = request_value(field, values.get(field.name), option_name(field))
            if value is not None:
                request[field.name] = value
        if group:
            _require(fields, request, kind, game)
        answer(request, as_json, lang_field=any(f.type == "lang" for f in fields))

    command.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    command.__annotations__ = {p.name: p.annotation for p in params}
    command.__doc__ = merged_help([found for _, found in decls])
    command.__name__ = kind
    return command


def _require(fields: list[Field], request: dict[str, Any], kind: str,
             game: Game | None) -> None:
    """A group callback's own required fields, checked when it runs without a subcommand."""
    missing = [f for f in fields if f.required and f.name not in request]
    if missing:
        others = [k.kind for k in (game.requests_at("score") if game else ()) if k.kind != kind]
        alternative = f" (or `wisegen score {game.id} {others[0]}`)" if game and others else ""
        raise UsageError("give " + " and ".join(option_name(f) for f in missing) + alternative)


def answer(request: dict[str, Any], as_json: bool, lang_field: bool = False) -> None:
    """Answer one request built from the command line and print it.

    When the kind reads a language and none was given, the human output says on stderr
    which one it judged in and how to pick another: a silent English ruling on French
    words was the first surprise of many players.
    """
    from wisegen.referee.reasons import WordedError, explaining
    from wisegen.usecases.requests import answer as answer_request
    from wisegen.usecases.requests import explain_language

    lang = explain_language(request)
    worded = lang or (None if as_json or request.get("check") not in RULINGS
                      else _players_language(request))
    try:
        with explaining(worded):
            result = answer_request(request)
            code = emit(result, as_json)  # the note follows the answer it is about
    except WordedError as exc:
        raise UsageError(exc.worded(lang)) from None
    if lang_field and not as_json and "lang" not in request:
        _judged_in(result.as_dict())
    if code:
        raise typer.Exit(code)


RULINGS = ("clue", "clues", "match", "root", "word")
"""The checks whose human output is a ruling with reasons, worded for players by default."""


def _players_language(request: dict[str, Any]) -> str:
    """Human output is worded for players (IPA, the source named once) in the request's
    language when the referee has a catalogue for it, else in English; `--json` keeps
    the codes and raw evidence unless --explain-in asks for words."""
    from wisegen.referee.evidence import explain_languages

    tag = request.get("lang")
    code = tag.split("-", 1)[0].lower() if isinstance(tag, str) else "en"
    return code if code in explain_languages() else "en"


def _judged_in(answer: dict[str, Any]) -> None:
    from wisegen.lang.registry import find_language, referee_languages

    tag = answer.get("lang")  # the language it ruled in (a replayed file says its own)
    if not isinstance(tag, str):
        return
    language = find_language(tag)
    name = language.name if language is not None else tag
    others = [code for code in referee_languages() if code != tag]
    hint = f"; --lang {' or '.join(others)} for another" if others else ""
    sys.stderr.write(f"judged in {name} (the game's language){hint}\n")
