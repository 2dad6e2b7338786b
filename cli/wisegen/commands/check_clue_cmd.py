"""`wisegen check clue|clues|match|root`: the clue referee for Three Wise Words and Just One.

Each command parses its arguments into the same request dict `check batch` reads, then
calls that request's handler, so a single command and a batch line can never disagree:
`--json` prints the handler's answer, the human output words the same answer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from wisegen.commands.check_cmd import app, register_batch
from wisegen.commands.output import JSON_OPTION, emit_json, say
from wisegen.errors import UsageError
from wisegen.games.registry import get_game
from wisegen.referee import checks
from wisegen.referee.reasons import Reason

_CLUE_GAMES = ("three-wise-words", "just-one")

GAME_OPTION = typer.Option(..., "--game", "-g", help="three-wise-words or just-one "
                           "(aliases: 3ww, justone).")
LANG_OPTION = typer.Option(None, "--lang", "-l", help="en or fr (default: the game's "
                           "default pack language, English).")
SECRET_OPTION = typer.Option(..., "--secret", "-s", help="The secret (mystery) word.")


# --- requests -> answers (shared by the commands and `check batch`) --------------------

def _game(name: Any, allowed: tuple[str, ...]) -> str:
    if not isinstance(name, str):
        raise UsageError(f"give the game: {' or '.join(allowed)}")
    game = get_game(name)
    if game.id not in allowed:
        raise UsageError(f"this check is for {' or '.join(allowed)}, not {game.id}")
    return game.id


def _lang(request: dict[str, Any], game: str | None) -> str:
    default = get_game(game).default_language if game else "en"
    value = request.get("lang")
    if value is not None and not isinstance(value, str):
        raise UsageError("lang must be a language tag such as en or fr")
    return checks.language(value, default)


def _words(value: Any, what: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise UsageError(f"{what} must be a non-empty list of words")
    return [checks.word_argument(v, what) for v in value]


def answer_clue(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """`{"check":"clue","game":…,"lang":…,"secret":…,"clues":[…]}` -> is each clue valid?"""
    game = _game(request.get("game"), _CLUE_GAMES)
    lang = _lang(request, game)
    secret = checks.word_argument(request.get("secret"), "secret")
    clues = _words(request.get("clues", request.get("clue")), "clues")
    if game == "just-one":
        from wisegen.games.just_one.referee import rule_clue

        rulings = [rule_clue(secret, clue, lang) for clue in clues]
    else:
        from wisegen.games.three_wise_words import referee as tww

        pack = request.get("pack")
        if pack is not None and not isinstance(pack, str):
            raise UsageError("pack must be the path of a words pack")
        extra = tww.pack_pairs(Path(pack)) if pack else ()
        rulings = tww.rule_clues(secret, clues, lang, extra, pack)
    valid = all(r.valid for r in rulings)
    answer = {"game": game, "lang": lang, "secret": secret, "valid": valid,
              "clues": [r.as_dict() for r in rulings]}
    return answer, 0 if valid else 1


def answer_clues(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """`{"check":"clues","game":"just-one",…}` -> which clues are kept, which cancelled."""
    from wisegen.games.just_one.referee import compare_clues

    game = _game(request.get("game", "just-one"), ("just-one",))
    lang = _lang(request, game)
    secret = checks.word_argument(request.get("secret"), "secret")
    clues = _words(request.get("clues"), "clues")
    compared = compare_clues(secret, clues, lang)
    answer = {"game": game, "lang": lang, "secret": secret,
              "clues": [c.as_dict() for c in compared]}
    return answer, 0 if all(c.kept for c in compared) else 1


def answer_match(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """`{"check":"match","game":"three-wise-words","clue":…,"guess":…}` -> do they match?"""
    from wisegen.games.three_wise_words.referee import match

    game = _game(request.get("game", "three-wise-words"), ("three-wise-words",))
    lang = _lang(request, game)
    clue = checks.word_argument(request.get("clue"), "clue")
    guess = checks.word_argument(request.get("guess"), "guess")
    ruling = match(clue, guess, lang)
    answer = {"lang": lang, "clue": clue, "guess": guess, "match": ruling.same,
              "reasons": [r.as_dict() for r in ruling.reasons]}
    return answer, 0 if ruling.same else 1


def answer_root(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """`{"check":"root","lang":…,"words":[a,b]}` -> one word family?"""
    lang = _lang(request, None)
    words = _words(request.get("words"), "words")
    if len(words) != 2:
        raise UsageError(f"root compares two words, not {len(words)}")
    ruling = checks.same_root(words[0], words[1], lang)
    answer = {"lang": lang, "words": words, "same_root": ruling.same,
              "reasons": [r.as_dict() for r in ruling.reasons]}
    return answer, 0 if ruling.same else 1


register_batch("clue", answer_clue)
register_batch("clues", answer_clues)
register_batch("match", answer_match)
register_batch("root", answer_root)


# --- the commands ------------------------------------------------------------------------

def _reason_lines(reasons: list[dict[str, Any]]) -> list[str]:
    return [Reason(r["code"], r["message"], r["evidence"]).line() for r in reasons]


def _finish(answer: dict[str, Any], code: int, as_json: bool, lines: list[str]) -> None:
    if as_json:
        emit_json(answer)
    else:
        for line in lines:
            say(line)
    if code:
        raise typer.Exit(code)


@app.command("clue")
def clue(
    clues: list[str] = typer.Argument(..., help="The clue (Three Wise Words: up to three)."),
    game: str = GAME_OPTION,
    secret: str = SECRET_OPTION,
    lang: str | None = LANG_OPTION,
    pack: Path | None = typer.Option(None, "--pack", help="Three Wise Words words pack "
                                     "whose forbidden_pairs also apply."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Is a clue allowed for the secret word? Exit 0 valid, 1 invalid, 2 bad input.

    Just One: one word, not the secret, not the secret misspelt, translated, of its
    family, a homophone or invented. Three Wise Words: one word each, not part of the
    secret, not a translation, and not the forbidden pair (rime + avec).

    Example: wisegen check clue --game just-one --secret prince princess
    """
    request = {"game": game, "lang": lang, "secret": secret, "clues": clues,
               "pack": str(pack) if pack else None}
    answer, code = answer_clue(request)
    verdict = "valid" if answer["valid"] else "INVALID"
    lines = [f"{verdict}: clues for {answer['secret']!r} ({answer['game']}, {answer['lang']})"]
    for item in answer["clues"]:
        lines.append(f"{item['clue']}: {'valid' if item['valid'] else 'invalid'}")
        lines += _reason_lines(item["reasons"])
    _finish(answer, code, as_json, lines)


@app.command("clues")
def clues_cmd(
    clues: list[str] = typer.Argument(..., help="Every player's clue, in table order."),
    game: str = typer.Option("just-one", "--game", "-g", help="just-one (the only game "
                             "that compares clues)."),
    secret: str = SECRET_OPTION,
    lang: str | None = LANG_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Just One's comparison: which clues are cancelled (invalid or identical), which kept.

    Identical: the same word, one word family (prince, princess), or a plural, gender or
    spelling variant (actor, actress; philosophy, filosofie). Exit 0 when all are kept.

    Example: wisegen check clues --secret king prince princess crown
    """
    answer, code = answer_clues({"game": game, "lang": lang, "secret": secret,
                                 "clues": clues})
    kept = [c["clue"] for c in answer["clues"] if c["kept"]]
    lines = [f"kept {len(kept)} of {len(answer['clues'])} clues for {answer['secret']!r} "
             f"({answer['lang']}): {', '.join(kept) or 'none'}"]
    for item in answer["clues"]:
        lines.append(f"{item['clue']}: {'kept' if item['kept'] else 'cancelled'}")
        lines += _reason_lines(item["reasons"])
    _finish(answer, code, as_json, lines)


@app.command("match")
def match_cmd(
    clue: str = typer.Argument(..., help="The writer's clue word."),
    guess: str = typer.Argument(..., help="Another team's guessed clue word."),
    game: str = typer.Option("three-wise-words", "--game", "-g", help="three-wise-words."),
    lang: str | None = LANG_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Does another team's guess match the writer's clue (identical or sharing a root)?

    Exit 0 when it matches, 1 when it does not, 2 on bad input.

    Example: wisegen check match --game three-wise-words --lang fr outil outillage
    """
    answer, code = answer_match({"game": game, "lang": lang, "clue": clue, "guess": guess})
    verdict = "match" if answer["match"] else "no match"
    lines = [f"{verdict}: {answer['clue']!r} / {answer['guess']!r} ({answer['lang']})",
             *_reason_lines(answer["reasons"])]
    _finish(answer, code, as_json, lines)


@app.command("root")
def root_cmd(
    first: str = typer.Argument(..., help="A word."),
    second: str = typer.Argument(..., help="Another word."),
    lang: str | None = LANG_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Do two words share a root (one word family)? Exit 0 yes, 1 no, 2 bad input.

    Example: wisegen check root --lang en actor actress
    """
    answer, code = answer_root({"lang": lang, "words": [first, second]})
    verdict = "same root" if answer["same_root"] else "different roots"
    lines = [f"{verdict}: {first!r} / {second!r} ({answer['lang']})",
             *_reason_lines(answer["reasons"])]
    _finish(answer, code, as_json, lines)
