"""`wisegen check`: referee rulings, one command per kind of request, and `check batch`.

Each command turns its arguments into the request object `check batch` reads (one JSON
line) and hands it to `usecases.requests.answer`; `--json` prints the answer's dict, the
human output its lines. A single command and a batch line can therefore never disagree.
Which games answer which kind comes from the registry; no game is named here.
"""

from __future__ import annotations

import codecs
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO

import typer

from wisegen.core.limits import BATCH_LINE_BYTES
from wisegen.core.output import JSON_OPTION, finish
from wisegen.core.requestjson import parse_request
from wisegen.errors import WisegenError
from wisegen.games.registry import games_answering

app = typer.Typer(help="Settle a dispute: clue validity, matching clues, shared roots, "
                  "Polish words.\n\nExample: wisegen check batch requests.jsonl",
                  no_args_is_help=True)


def _games(kind: str) -> str:
    return " or ".join(g.id for g in games_answering(kind)) or "none"


def _default_game(kind: str) -> str | None:
    """The only game that answers `kind`, or None when several do (then --game is needed)."""
    games = games_answering(kind)
    return games[0].id if len(games) == 1 else None


def game_option(kind: str) -> Any:
    default = _default_game(kind)
    return typer.Option(default if default else ..., "--game", "-g",
                        help=f"The game: {_games(kind)} (ids or aliases).")


LANG_OPTION = typer.Option(None, "--lang", "-l", help="Language of the words, e.g. en or fr "
                           "(default: the game's).")
SECRET_OPTION = typer.Option(..., "--secret", "-s", help="The secret (mystery) word.")
ANY_DICE_OPTION = typer.Option(False, "--any-dice",
                               help="Skip the check that the game's dice can show ROLL.")
ANY_FORM_OPTION = typer.Option(False, "--any-form",
                               help="Accept a noun in any case (kota, psem), not only the "
                               "nominative: a house rule.")
ROLL_HELP = ("The faces, separated by spaces or commas: letters, * (letter joker), "
             "@ (consonant joker), + (vowel joker), ~ (ogonek), ? (reroll).")


def rule(request: dict[str, Any], as_json: bool) -> None:
    """Answer one request built from the command line and print it."""
    from wisegen.usecases.requests import answer

    finish(answer({key: value for key, value in request.items() if value is not None}),
           as_json)


@app.command()
def batch(
    file: Path = typer.Argument(..., help="JSON Lines file of requests, or - for stdin.",
                                allow_dash=True),
) -> None:
    """Answer many checks in one process: one JSON request per line, one answer per line.

    Every non-blank line gets its answer, in order, as it is read: a line that is too
    long, not UTF-8, not JSON, too deeply nested or not answerable gets its own
    `{"id": ..., "error": ...}` and the batch goes on.

    Example: wisegen check batch ../shared/eval/dev.jsonl
    """
    try:
        stream = sys.stdin.buffer if str(file) == "-" else file.open("rb")
    except OSError as exc:
        raise WisegenError(f"cannot read {file}: {exc.strerror}") from None
    with stream:
        for number, line in _lines(stream):
            reply = _reply(number, line)
            if reply is not None:
                sys.stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
                sys.stdout.flush()


def _lines(stream: BinaryIO) -> Iterator[tuple[int, bytes | None]]:
    """(number, bytes) per line; None for a line over BATCH_LINE_BYTES, never held whole."""
    number = 0
    while True:
        line = stream.readline(BATCH_LINE_BYTES + 1)
        if not line:
            return
        number += 1
        if len(line) > BATCH_LINE_BYTES and not (
                len(line) == BATCH_LINE_BYTES + 1 and line.endswith(b"\n")):
            yield number, None
            while line and not line.endswith(b"\n"):
                line = stream.readline(BATCH_LINE_BYTES)
            continue
        yield number, line


JSON_WHITESPACE = " \t\r\n"
"""What JSON counts as white space: a line of only these is blank and skipped; a line of
other control characters (Python's str.strip would drop \x1c too) gets its own error."""


def _reply(number: int, line: bytes | None) -> dict[str, Any] | None:
    """The answer to one line (None for a blank one); every failure is that line's error."""
    from wisegen.usecases.requests import answer_line

    if line is None:
        return {"error": f"line {number}: longer than {BATCH_LINE_BYTES} bytes"}
    if number == 1 and line.startswith(codecs.BOM_UTF8):
        line = line[len(codecs.BOM_UTF8):]
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        return {"error": f"line {number}: not UTF-8 (byte {exc.start + 1})"}
    if not text.strip(JSON_WHITESPACE):
        return None
    try:
        request = parse_request(text)
    except ValueError as exc:
        return {"error": f"line {number}: {exc}"}
    return answer_line(request)


@app.command("clue")
def clue(
    clues: list[str] = typer.Argument(..., help="The clue (Three Wise Words: up to three)."),
    game: str = game_option("clue"),
    secret: str = SECRET_OPTION,
    lang: str | None = LANG_OPTION,
    pack: Path | None = typer.Option(None, "--pack", help="A words pack whose "
                                     "forbidden_pairs also apply (Three Wise Words)."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Is a clue allowed for the secret word? Exit 0 valid, 1 invalid, 2 bad input.

    Just One: one word, not the secret, not the secret misspelt, translated, of its
    family, a homophone or invented. Three Wise Words: one word each, not part of the
    secret, not a translation, and not the forbidden pair (rime + avec).

    Example: wisegen check clue --game just-one --secret prince princess
    """
    rule({"check": "clue", "game": game, "lang": lang, "secret": secret, "clues": clues,
          "pack": str(pack) if pack else None}, as_json)


@app.command("clues")
def clues_cmd(
    clues: list[str] = typer.Argument(..., help="Every player's clue, in table order."),
    game: str = game_option("clues"),
    secret: str = SECRET_OPTION,
    lang: str | None = LANG_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Just One's comparison: which clues are cancelled (invalid or identical), which kept.

    Identical: the same word, one word family (prince, princess), or a plural, gender or
    spelling variant (actor, actress; philosophy, filosofie). Exit 0 when all are kept.

    Example: wisegen check clues --secret king prince princess crown
    """
    rule({"check": "clues", "game": game, "lang": lang, "secret": secret, "clues": clues},
         as_json)


@app.command("match")
def match_cmd(
    clue: str = typer.Argument(..., help="The writer's clue word."),
    guess: str = typer.Argument(..., help="Another team's guessed clue word."),
    game: str = game_option("match"),
    lang: str | None = LANG_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Does another team's guess match the writer's clue (identical or sharing a root)?

    Exit 0 when it matches, 1 when it does not, 2 on bad input.

    Example: wisegen check match --game three-wise-words --lang fr outil outillage
    """
    rule({"check": "match", "game": game, "lang": lang, "clue": clue, "guess": guess},
         as_json)


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
    rule({"check": "root", "lang": lang, "words": [first, second]}, as_json)


@app.command("word")
def word(
    word: str = typer.Argument(..., help="The word to check (any case)."),
    game: str = game_option("word"),
    roll: str | None = typer.Option(None, "--roll", "-r", help=ROLL_HELP),
    any_dice: bool = ANY_DICE_OPTION,
    any_form: bool = ANY_FORM_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Is WORD a legal Mistrz Słowa word, and can the roll form it? Exit 0 yes, 1 no, 2 bad input.

    Legal: a common Polish noun in the nominative, singular or plural (any case with
    --any-form), not an abbreviation or a proper noun, 3 letters or more. With --roll:
    which face gives each letter, and the score part by part.

    Example: wisegen check word --game mistrz-slowa żółw --roll "W K D Z G * O A ~ ~"
    """
    rule({"check": "word", "game": game, "word": word, "roll": roll, "any_dice": any_dice,
          "any_form": any_form}, as_json)
