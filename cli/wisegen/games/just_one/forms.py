"""What Just One answers: a clue checked, the table's clues compared, a game scored."""

from __future__ import annotations

from wisegen.core.limits import MAX_CLUES
from wisegen.games.fields import Field, RequestKind, labels

_ANSWERS = "wisegen.games.just_one.requests"
MAX_RESULTS = 200
"""Results in one score request: far more than any deck a score table describes (13)."""

SECRET = Field("secret", "word", "The secret (mystery) word.", required=True, short="-s",
               label=labels("Secret word", "Mot mystère", "Tajne słowo"))
LANG = Field("lang", "lang", "Language of the words, e.g. en or fr (default: the game's).",
             short="-l", label=labels("Words in", "Langue des mots", "Język słów"))
CLUES = labels("Clues, one per line", "Indices, un par ligne", "Podpowiedzi, jedna w wierszu")

CLUE = RequestKind(
    "clue", f"{_ANSWERS}:answer_clue",
    fields=(Field("clues", "words", "The clue.", required=True, argument=True, label=CLUES,
                  maximum=MAX_CLUES),
            SECRET, LANG),
    help="""Is a clue allowed for the secret word? Exit 0 valid, 1 invalid, 2 bad input.

Just One: one word, not the secret, not the secret misspelt, translated, of its
family, a homophone or invented.

Example: wisegen check clue --game just-one --secret prince princess""",
    title=labels("Clue", "Indice", "Hasło"))

CLUES_KIND = RequestKind(
    "clues", f"{_ANSWERS}:answer_clues",
    fields=(Field("clues", "words", "Every player's clue, in table order.", required=True,
                  maximum=MAX_CLUES,
                  argument=True, label=CLUES),
            SECRET, LANG),
    help="""Just One's comparison: which clues are cancelled (invalid or identical), which kept.

Identical: the same word, one word family (prince, princess), or a plural, gender or
spelling variant (actor, actress; philosophy, filosofie). Exit 0 when all are kept.

Example: wisegen check clues --secret king prince princess crown""",
    title=labels("The clue list", "La liste d'indices", "Lista podpowiedzi"))

SCORE = RequestKind(
    "score", f"{_ANSWERS}:answer_score", where="score",
    fields=(Field("results", "tally", "One result per card, in order: S success, F failure, "
                  "K skip (comma-separated).", required=True, maximum=MAX_RESULTS,
                  choices=("S", "F", "K"),
                  choice_labels=labels(("S success", "F failure", "K skip"),
                                       ("S réussite", "F échec", "K passe"),
                                       ("S sukces", "F porażka", "K pas")),
                  label=labels("Results: tap S, F or K per card",
                               "Résultats : S, F ou K par carte",
                               "Wyniki: S, F lub K na kartę")),
            Field("pack", "path", "Use this pack's table instead of the built-in one.",
                  web=False)),
    help="""Score a Just One game from its results, with the score table's label.

A failure also discards the top card of the deck (on the last card it removes a won
card instead); a skip discards only its own card; the game stops when the deck is out.

Example: wisegen score just-one --results S,S,F,S,K,S,S,S,F,S,S""",
    title=labels("Score", "Compter", "Policz"))

REQUESTS = (CLUE, CLUES_KIND, SCORE)
