"""What Mistrz Słowa answers: a word checked against a roll, a roll solved or thrown, and
a game or a word scored. `solve` and `roll` are top-level commands (`where="top"`)."""

from __future__ import annotations

from dataclasses import replace

from wisegen.games.fields import Field, RequestKind, labels

_ANSWERS = "wisegen.games.mistrz_slowa.requests"
ROLL_HELP = ("The faces, separated by spaces or commas: letters, * (letter joker), "
             "@ (consonant joker), + (vowel joker), ~ (ogonek), ? (reroll).")
ROLL_LABEL = labels("Tap the face each die shows.", "Touchez la face que montre chaque dé.",
                    "Dotknij ściankę, którą pokazuje każda kość.")
ANY_DICE = Field("any_dice", "bool", "Skip the check that the game's dice can show ROLL.",
                 label=labels("Any dice", "Tous dés", "Dowolne kości"))
ANY_FORM = Field("any_form", "bool", "Accept a noun in any case (kota, psem), not only the "
                 "nominative: a house rule.",
                 label=labels("Any case (house rule)", "Tout cas (variante)",
                              "Dowolny przypadek (zasada domowa)"))
ANY_DICE_CLI_ONLY = replace(ANY_DICE, web=False)
"""The page's dice board shows the game's own faces, so it never needs any dice; a roll
of ten jokers would only make the referee list every noun."""

WORD = RequestKind(
    "word", f"{_ANSWERS}:answer_word",
    fields=(Field("word", "word", "The word to check (any case).", required=True,
                  argument=True, label=labels("Word", "Mot", "Słowo")),
            Field("roll", "roll", ROLL_HELP, short="-r", label=ROLL_LABEL),
            ANY_DICE, ANY_FORM),
    help="""Is WORD a legal Mistrz Słowa word, and can the roll form it? Exit 0 yes, 1 no, 2 bad input.

Legal: a common Polish noun in the nominative, singular or plural (any case with
--any-form), not an abbreviation or a proper noun, 3 letters or more. With --roll:
which face gives each letter, and the score part by part.

Example: wisegen check word --game mistrz-slowa żółw --roll "W K D Z G * O A ~ ~\"""",  # noqa: E501
    title=labels("Check word", "Vérifier le mot", "Sprawdź słowo"))

SOLVE = RequestKind(
    "solve", f"{_ANSWERS}:answer_solve", where="top",
    fields=(Field("roll", "roll", ROLL_HELP, required=True, short="-r", label=ROLL_LABEL),
            Field("top", "int", "How many words to list, best first.", default=1, short="-n",
                  minimum=1, maximum=50,
                  label=labels("How many words", "Combien de mots", "Ile słów")),
            ANY_DICE_CLI_ONLY, ANY_FORM),
    help="""The best-scoring Mistrz Słowa words for a roll. Exit 0 found, 1 none, 2 bad input.

Each word comes with the faces behind its letters and its score part by part; with
no word the turn scores -20.

Example: wisegen solve --game mistrz-slowa --roll "W K D Z G * O A ~ ~" --top 5""",
    title=labels("Best words", "Meilleurs mots", "Najlepsze słowa"))

ROLL = RequestKind(
    "roll", f"{_ANSWERS}:answer_roll", where="top",
    fields=(Field("seed", "int", "Repeatable rolls: the same seed, the same faces.",
                  minimum=0, maximum=2**63 - 1,
                  label=labels("Seed", "Graine", "Ziarno")),),
    help="""Roll the ten Mistrz Słowa dice and print the faces in ROLL notation.

The output is what `--roll` takes: `wisegen solve --roll "$(wisegen roll)"` works.

Example: wisegen roll --game mistrz-slowa --seed 7""",
    title=labels("Throw", "Lancer", "Rzuć"))

SCORE = RequestKind(
    "score", f"{_ANSWERS}:answer_score", where="score",
    fields=(Field("game_file", "path", "Replay a whole game from a YAML/JSON game file.",
                  web=False),
            Field("word", "word", "Score one word instead of a game.",
                  label=labels("Word", "Mot", "Słowo")),
            Field("jokers", "int", "Jokers used in --word.", default=0, minimum=0, maximum=10,
                  label=labels("Jokers used", "Jokers utilisés", "Użyte jokery")),
            Field("ogonek", "int", "Ogonek uses in --word (default: its letters with a "
                  "diacritic, when no joker was used).", minimum=0, maximum=10,
                  label=labels("Ogonek uses", "Ogonek utilisés", "Użycia ogonka")),
            Field("target", "int", "Points to win, for a longer variant (default: the "
                  "file's, else the pack's 100).", minimum=1, maximum=100_000, web=False),
            Field("pack", "path", "Use this pack's table instead of the built-in one.",
                  web=False)),
    help="""Replay a Mistrz Słowa game in the race to 100, or score one --word.

Points by length, +4 without a joker, +4 per ogonek use, -20 for no word: all from
the scoring pack.

Example: wisegen score mistrz-slowa --game-file tests/data/score/mistrz-game.yaml""",
    title=labels("Score", "Compter", "Policz"))

REQUESTS = (WORD, SOLVE, ROLL, SCORE)
