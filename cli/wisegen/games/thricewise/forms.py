"""What Thricewise answers: a placement checked and scored, a trick put in order."""

from __future__ import annotations

from wisegen.games.fields import Field, RequestKind, labels

_ANSWERS = "wisegen.games.thricewise.requests"
CELLS = 36
"""A grid holds at most 6 x 6 cards."""
MAX_PLAYERS = 5
"""Thricewise is for 2-5 players."""

PACK = Field("pack", "path", "Use this pack's deck instead of the built-in one.", web=False)

SCORE = RequestKind(
    "score", f"{_ANSWERS}:answer_score", where="score",
    fields=(Field("grid", "grid", 'Grid file: YAML/JSON of "COLUMN,ROW": card.',
                  required=True, maximum=CELLS,
                  label=labels("Grid, one card per line: column,row card",
                               "Grille, une carte par ligne : colonne,ligne carte",
                               "Siatka, karta w wierszu: kolumna,wiersz karta")),
            Field("place", "text", "The card and its cell: CARD@COLUMN,ROW, such as "
                  "'the Author@3,2'.", required=True,
                  label=labels("Card placed: card@column,row",
                               "Carte posée : carte@colonne,ligne",
                               "Położona karta: karta@kolumna,wiersz")),
            Field("every_window", "bool", "House rule: score every three-card window "
                  "through the new card, not the best of each kind per direction.",
                  label=labels("House rule: score every window of three",
                               "Règle maison : chaque fenêtre de trois compte",
                               "Zasada domowa: liczy się każda trójka w linii")),
            Field("flush_per_suit", "bool", "House rule: a flush per suit the three "
                  "cards share, not one flush.",
                  label=labels("House rule: a flush per shared suit",
                               "Règle maison : une couleur par symbole commun",
                               "Zasada domowa: kolor za każdy wspólny symbol")),
            PACK),
    help="""Check and score a Thricewise placement (exit 1 when illegal), or order a trick.

Legal: an empty cell touching a card (orthogonally or diagonally), the grid staying
within 6 wide and 6 tall. Scores as the published rules say: in each direction, each
kind (flush, set, straight) at most once, the best through the new card. House rules:
--every-window scores every window of three, --flush-per-suit a flush per shared suit.
`wisegen score thricewise trick --help` orders a turn's cards.

Example: wisegen score thricewise --grid tests/data/score/thricewise-grid.yaml --place "the Forest@3,3\"""",  # noqa: E501
    title=labels("Placement", "Pose", "Położenie"))

TRICK = RequestKind(
    "trick", f"{_ANSWERS}:answer_trick", where="score",
    fields=(Field("plays", "pairs", "Revealed cards: NAME=CARD,NAME=CARD,...", required=True,
                  maximum=MAX_PLAYERS,
                  label=labels("Revealed cards, one per line: name: card",
                               "Cartes révélées, une par ligne : nom : carte",
                               "Odkryte karty, jedna w wierszu: imię: karta")),
            Field("deferred", "pairs", "A card deferred on an earlier turn: NAME=CARD "
                  "(repeat as needed).", split=False, many=True, maximum=MAX_PLAYERS,
                  label=labels("Cards deferred earlier, one per line: name: card",
                               "Cartes différées, une par ligne : nom : carte",
                               "Karty odłożone, jedna w wierszu: imię: karta")),
            PACK),
    help="""The placing order of a Thricewise turn, with same-rank cards deferred.

Lowest rank first (Ace ... Crown); cards whose rank another player also played this
turn are deferred. --deferred names cards left over from earlier turns.

Example: wisegen score thricewise trick --plays "Ann=Ace of Moons,Bob=7 Castle,Cy=the Cave,Di=the Author\"""",  # noqa: E501
    title=labels("Trick order", "Ordre du pli", "Kolejność lewy"))

REQUESTS = (SCORE, TRICK)
