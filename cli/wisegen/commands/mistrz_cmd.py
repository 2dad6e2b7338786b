"""`check word`, `solve` and `roll`: the Mistrz Słowa referee on the command line.

Argument parsing and output only; the rulings are in games/mistrz_slowa/referee.py.
Importing this module adds `word` to the `check` group and to `check batch`.
"""

from __future__ import annotations

from typing import Any

import typer

from wisegen.commands import check_cmd
from wisegen.commands.output import JSON_OPTION, emit_json, say
from wisegen.errors import UsageError
from wisegen.games.registry import get_game

GAME_OPTION = typer.Option("mistrz-slowa", "--game", "-g",
                           help="The game (only mistrz-slowa has dice and this referee).")
ANY_DICE_OPTION = typer.Option(False, "--any-dice",
                               help="Skip the check that the game's ten dice can show ROLL.")
ROLL_HELP = ("The faces, separated by spaces or commas: letters, * (letter joker), "
             "@ (consonant joker), + (vowel joker), ~ (ogonek), ? (reroll).")


def _game(name: str) -> None:
    if get_game(name).id != "mistrz-slowa":
        raise UsageError(f"this command is for mistrz-slowa, not {name!r}")


def _faces(use: dict[str, Any]) -> str:
    parts = []
    for face in use["faces"]:
        parts.append(f"{_face_name(face['face'])} (#{face['position']})")
    text = " + ".join(parts) if parts else "no face"
    if use["how"] == "interchange":
        text += f" read as {use['read_as'].upper()}"
    elif use["how"] == "ogonek" and use["faces"] and use["faces"][0]["face"].lower() != use[
            "read_as"]:
        text += f" (read as {use['read_as'].upper()})"
    return text


def _face_name(symbol: str) -> str:
    return {"*": "letter joker", "@": "consonant joker", "+": "vowel joker", "~": "ogonek",
            "?": "reroll"}.get(symbol, symbol)


def _say_made(answer: dict[str, Any], indent: str = "  ") -> None:
    for use in answer["assignment"]:
        say(f"{indent}{use['letter'].upper()}  {_faces(use)}")
    if answer["breakdown"]:
        say(f"{indent}{answer['breakdown']['explain']}")


def _say_check(answer: dict[str, Any]) -> None:
    word = answer["word"]
    if answer["legal"]:
        sgjp = [r for r in answer["evidence"]["sgjp"]["readings"] if r["class"] == "common-noun"]
        first = sgjp[0] if sgjp else None
        source = f" (SGJP: {first['lemma']}, {first['tag']})" if first else ""
        say(f"{word}: legal, a Polish noun{source}")
    else:
        say(f"{word}: not legal")
    if answer["roll"] is not None:
        if answer["formable"]:
            points = "" if answer["score"] is None else f", {answer['score']} points"
            say(f"roll {answer['roll']}: formable{points}")
            _say_made(answer)
        elif answer["formable"] is False:
            say(f"roll {answer['roll']}: not formable")
    for reason in answer["reasons"]:
        say(f"  {reason['code']}: {reason['message']}")


def word(
    word: str = typer.Argument(..., help="The word to check (any case)."),
    game: str = GAME_OPTION,
    roll: str | None = typer.Option(None, "--roll", "-r", help=ROLL_HELP),
    any_dice: bool = ANY_DICE_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """Is WORD a legal Mistrz Słowa word, and can the roll form it? Exit 0 yes, 1 no, 2 bad input.

    Legal: a Polish noun in any form, not an abbreviation, 3 letters or more. With --roll:
    which face gives each letter, and the score part by part.

    Example: wisegen check word --game mistrz-slowa żółw --roll "W K D Z G * O A ~ ~"
    """
    from wisegen.games.mistrz_slowa.referee import check_word

    _game(game)
    answer, code = check_word(word, roll, any_dice=any_dice)
    if as_json:
        emit_json(answer)
    else:
        _say_check(answer)
    raise typer.Exit(code)


def solve(
    game: str = GAME_OPTION,
    roll: str = typer.Option(..., "--roll", "-r", help=ROLL_HELP),
    top: int = typer.Option(1, "--top", "-n", help="How many words to list, best first."),
    any_dice: bool = ANY_DICE_OPTION,
    as_json: bool = JSON_OPTION,
) -> None:
    """The best-scoring Mistrz Słowa words for a roll. Exit 0 found, 1 none, 2 bad input.

    Each word comes with the faces behind its letters and its score part by part; with
    no word the turn scores -20.

    Example: wisegen solve --game mistrz-slowa --roll "W K D Z G * O A ~ ~" --top 5
    """
    from wisegen.games.mistrz_slowa.referee import solve as solve_roll

    _game(game)
    answer, code = solve_roll(roll, top=top, any_dice=any_dice)
    if as_json:
        emit_json(answer)
        raise typer.Exit(code)
    say(f"roll {answer['roll']}  ({answer['words_searched']} nouns searched)")
    if not answer["best"]:
        say(f"no word can be formed: the turn scores {answer['no_word_penalty']}")
    for entry in answer["best"]:
        say(f"{entry['word']}  {entry['score']} points")
        _say_made(entry, "    ")
    if answer["tied_at_best"] > 1:
        say(f"{answer['tied_at_best']} words share the best score of {answer['best_score']}")
    raise typer.Exit(code)


def roll(
    game: str = GAME_OPTION,
    seed: int | None = typer.Option(None, "--seed", help="Repeatable rolls: the same seed, "
                                    "the same faces."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Roll the ten Mistrz Słowa dice and print the faces in ROLL notation.

    The output is what `--roll` takes: `wisegen solve --roll "$(wisegen roll)"` works.

    Example: wisegen roll --game mistrz-slowa --seed 7
    """
    from wisegen.games.mistrz_slowa.referee import throw

    _game(game)
    answer = throw(seed)
    if as_json:
        emit_json(answer)
    else:
        say(answer["roll"])


def _batch_word(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    from wisegen.games.mistrz_slowa.referee import batch_request

    return batch_request(request)


check_cmd.app.command("word")(word)
check_cmd.register_batch("word", _batch_word)
