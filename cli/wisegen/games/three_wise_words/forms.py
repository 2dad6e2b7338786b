"""What Three Wise Words answers: clue, match and root rulings, and a turn's score.

Each `RequestKind` becomes a command (`wisegen check clue`, `wisegen score
three-wise-words`), a `check batch` kind and a form on the web page; the fields say what
it reads, with their help and page labels.
"""

from __future__ import annotations

from wisegen.core.limits import MAX_CLUES
from wisegen.games.fields import Field, RequestKind, labels

MAX_TEAMS = 12
"""Teams of two or more: a table of two dozen players at the most."""
_ANSWERS = "wisegen.games.three_wise_words.requests"

SECRET = Field("secret", "word", "The secret (mystery) word.", required=True, short="-s",
               label=labels("Secret word", "Mot mystère", "Tajne słowo"))
LANG = Field("lang", "lang", "Language of the words, e.g. en or fr (default: the game's).",
             short="-l", label=labels("Words in", "Langue des mots", "Język słów"))

CLUE = RequestKind(
    "clue", f"{_ANSWERS}:answer_clue",
    fields=(Field("clues", "words", "The clue (Three Wise Words: up to three).",
                  required=True, argument=True, maximum=MAX_CLUES,
                  label=labels("Clues, one per line", "Indices, un par ligne",
                               "Podpowiedzi, jedna w wierszu")),
            SECRET, LANG,
            Field("pack", "path", "A words pack whose forbidden_pairs also apply "
                  "(Three Wise Words).", web=False)),
    help="""Is a clue allowed for the secret word? Exit 0 valid, 1 invalid, 2 bad input.

Three Wise Words: one word each, not part of the secret, not a translation, and not the
forbidden pair (rime + avec).

Example: wisegen check clue --game three-wise-words --lang fr --secret fantôme drap""",
    title=labels("Clue", "Indice", "Hasło"))

MATCH = RequestKind(
    "match", f"{_ANSWERS}:answer_match",
    fields=(Field("clue", "word", "The writer's clue word.", required=True, argument=True,
                  label=labels("Writer's clue", "Indice de l'écrivain",
                               "Podpowiedź piszącego")),
            Field("guess", "word", "Another team's guessed clue word.", required=True,
                  argument=True, label=labels("Guess", "Proposition", "Odpowiedź")),
            LANG),
    help="""Does another team's guess match the writer's clue (identical or sharing a root)?

Exit 0 when it matches, 1 when it does not, 2 on bad input.

Example: wisegen check match --game three-wise-words --lang fr outil outillage""",
    title=labels("Match?", "Identiques ?", "Zgodne?"))

ROOT = RequestKind(
    "root", f"{_ANSWERS}:answer_root",
    fields=(Field("words", "words", "Two words.", required=True, argument=True, count=2,
                  label=labels("Two words", "Deux mots", "Dwa słowa")),
            LANG),
    help="""Do two words share a root (one word family)? Exit 0 yes, 1 no, 2 bad input.

Example: wisegen check root --lang en actor actress""",
    title=labels("Same root?", "Même racine ?", "Ten sam rdzeń?"))

SCORE = RequestKind(
    "score", f"{_ANSWERS}:answer_score", where="score",
    fields=(Field("found", "bool", "Did the seeker find the secret word?", negative="--missed",
                  label=labels("The seeker found the secret word",
                               "Le devin a trouvé le mot mystère",
                               "Zgadujący znalazł tajne słowo")),
            Field("writer", "words", "The writer's three clue words.", count=3,
                  label=labels("Writer's three clues (one per line)",
                               "Les trois indices (un par ligne)",
                               "Trzy podpowiedzi (jedna w wierszu)")),
            Field("teams", "teams", "Another team's guesses: NAME=GUESS,GUESS,GUESS (once "
                  "per team).", option="--team", maximum=MAX_TEAMS,
                  label=labels("Other teams, one per line: name: guess, guess, guess",
                               "Autres équipes, une par ligne : nom : mot, mot, mot",
                               "Inne drużyny, jedna w wierszu: nazwa: słowo, słowo, słowo")),
            Field("active", "text", "Name of the writer's team.", default="writer's team",
                  label=labels("Writer's team", "Équipe de l'écrivain", "Drużyna piszącego")),
            Field("lang", "lang", "Language of the clues (for shared roots).",
                  label=labels("Words in", "Langue des mots", "Język słów")),
            Field("game_file", "path", "Replay a whole game from a YAML/JSON game file.",
                  web=False)),
    help="""Score a Three Wise Words turn, or replay a game file on the Owl Track.

Found: the seeker's team scores 2, plus 1 per writer's clue no other team found.
Missed: every other team scores 2. Each other team also scores 1 per clue matching
the writer's (identical or sharing a root). A game file ends with the winner.

Example: wisegen score three-wise-words --lang fr --found --writer Flottant Halloween Flippant --team two=Halloween,Booooouh,Effrayant --team three=Flippant,Halloween,Spectre --team four=Drap,Chaîne,Château""",  # noqa: E501
    title=labels("Score", "Compter", "Policz"))

REQUESTS = (CLUE, MATCH, ROOT, SCORE)
