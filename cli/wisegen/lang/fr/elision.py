"""French elision: "l'eau" is two words (the article and the noun), "aujourd'hui" one.

The elided clitics are a closed class (le/la, de, je, me, ne, se, te, ce, que and its
compounds); a word Lexique lists whole (presqu'île, aujourd'hui) is lexicalised and
stays one word.
"""

from __future__ import annotations

from wisegen.lang.fr import lexique

ELISIONS = ("l'", "d'", "j'", "m'", "n'", "s'", "t'", "c'", "qu'", "jusqu'", "lorsqu'",
            "puisqu'", "quoiqu'")


def split(word: str) -> list[str]:
    """The words of one space- and hyphen-free piece: [clitic, rest] or [word]."""
    lowered = word.lower()
    for clitic in ELISIONS:
        rest = word[len(clitic):]
        if lowered.startswith(clitic) and rest[:1].isalpha():
            if lexique.entries(word):  # lexicalised: presqu'île, aujourd'hui
                return [word]
            return [word[:len(clitic)], rest]
    return [word]
