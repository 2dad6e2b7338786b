"""Do two spellings visibly share a root? The spelling test every derivation must pass.

Lexical databases link words by meaning as well as by form (WordNet's pertainyms link
heart and cardiac), and hunspell pairs suppletive forms (queen -> king); a family
needs the two spellings to share a long enough piece as well.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from wisegen.lang.normalise import fold


def shares_stem(a: str, b: str) -> bool:
    """Do the spellings share a long enough piece to be one root (not heart/cardiac)?"""
    fa, fb = fold(a), fold(b)
    match = SequenceMatcher(None, fa, fb, autojunk=False).find_longest_match(
        0, len(fa), 0, len(fb))
    return match.size >= 3 and match.size * 2 >= min(len(fa), len(fb))
