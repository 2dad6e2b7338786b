"""What 13 Words answers: a round's stars and the success level of a final score."""

from __future__ import annotations

from wisegen.games.fields import Field, RequestKind, labels

MAX_PLAYERS = 8
"""The rulebook's success table has a column for 2 to 8 players."""
_ANSWERS = "wisegen.games.thirteen_words.requests"

ROUND = RequestKind(
    "round", f"{_ANSWERS}:answer_round", where="score",
    fields=(Field("captain", "text", "The Captain's card number, or NAME=NUMBER.",
                  required=True, label=labels("Captain's card (number, or name=number)",
                                              "Carte du Capitaine (numéro, ou nom=numéro)",
                                              "Karta Kapitana (numer albo imię=numer)")),
            Field("answers", "pairs", "The other players' cards: NAME=N,NAME=N,...",
                  required=True, maximum=MAX_PLAYERS,
                  label=labels("Other players' cards, one per line: name: n",
                               "Cartes des autres, une par ligne : nom : n",
                               "Karty innych, jedna w wierszu: imię: n"))),
    help="""Stars for one 13 Words round.

Each player who picked the Captain's card wins 1 star, and the Captain 1 star if
anyone did; if nobody did, nobody scores.

Example: wisegen score 13-words round --captain Charlie=4 --answers Cedrick=4,Lume=4,Eric=4,Romain=7""",  # noqa: E501
    title=labels("Round", "Manche", "Runda"))

LEVEL = RequestKind(
    "level", f"{_ANSWERS}:answer_level", where="score",
    fields=(Field("players", "int", "Number of players (2-8).", required=True, minimum=2,
                  maximum=MAX_PLAYERS,
                  label=labels("Players", "Joueurs", "Gracze")),
            Field("score", "int", "The team's final score.", required=True, minimum=0,
                  maximum=1000,
                  label=labels("Final score", "Score final", "Wynik końcowy")),
            Field("pack", "path", "Use this pack's table instead of the built-in one.",
                  web=False)),
    help="""The success level of a final 13 Words team score.

Looked up in the scoring pack's table; exit 1 when the table has no value that
decides it (the rulebook's table is cut off after its third row).

Example: wisegen score 13-words level --players 4 --score 24""",
    title=labels("Success level", "Niveau de réussite", "Poziom sukcesu"))

REQUESTS = (ROUND, LEVEL)
