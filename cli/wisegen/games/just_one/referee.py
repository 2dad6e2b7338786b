"""Just One's clue referee: is a clue valid for the mystery word, and which clues cancel.

Rulebook (shared/rules/just-one.txt): a clue is one word (digits, numbers, acronyms,
onomatopoeia and special characters are words). Invalid: the mystery word written
differently, in a foreign language, a word of the same family, an invented word, a
homophone. When comparing, identical clues cancel each other: the same word, variants
of one family, plurals, gender forms and spelling mistakes.

Where the rulebook is silent:
- the mystery word itself is invalid (code is-secret), and so is any inflection of it
  (a plural is "of the same family", code same-family);
- hyphenated words count as two words, as Three Wise Words' rulebook says;
- a misspelt clue is not "invented" when it is the mystery word misspelt (that is a
  spelling-variant); any other unknown word is invented, whatever it was meant to be;
- a clue can be both the mystery word misspelt and a foreign word (girafe, elefant):
  both reasons are given. A spelling of the game's own language (colour, theatre) is a
  spelling-variant only, even when French spells it the same;
- homophones of *another clue* do not cancel (only identical clues do), and neither do
  translations of another clue: the rulebook lists neither among identical clues.
"""

from __future__ import annotations

from itertools import combinations

from wisegen.lang import tokens
from wisegen.lang.normalise import fold
from wisegen.referee import checks
from wisegen.referee.reasons import Reason
from wisegen.referee.rulings import ClueComparison, ClueRuling

WRITTEN_IN_THE_LANGUAGE = ("variant spelling", "short form", "abbreviation", "sign")
"""Ways of writing the secret that are the game language's own: when a foreign word is
spelt alike (ciné, Spanish cine), that coincidence is not why the clue is refused."""


def rule_clue(secret: str, clue: str, lang: str) -> ClueRuling:
    """Every reason the clue is invalid for `secret` (none: the clue is valid)."""
    for first in (checks.not_one_word(clue, lang), checks.is_secret(secret, clue, lang)):
        if first:
            return ClueRuling(clue, (first,))
    variant = checks.spelling_variant(secret, clue, lang)
    family = None if variant else checks.same_family(secret, clue, lang)
    translation = checks.translation(secret, clue, lang)
    if translation and variant and variant.evidence.get("kind") in WRITTEN_IN_THE_LANGUAGE:
        translation = None  # colour, theatre, ciné: the language's own way, no foreign word
    homophone = None if family or variant else checks.homophone(secret, clue, lang)
    invented = None if family or variant or translation else checks.invented(clue, lang)
    reasons = tuple(r for r in (family, variant, translation, homophone, invented) if r)
    return ClueRuling(clue, reasons)


def _identical(clue: str, other: str, lang: str) -> Reason | None:
    one_word = len(tokens.words(clue, lang)) == 1 and len(tokens.words(other, lang)) == 1
    # Word families and spellings are about words; two multi-word clues cancel only
    # when they are written the same.
    relation = checks.relation(clue, other, lang) if one_word or fold(clue) == fold(other) \
        else None
    if relation is None:
        return None
    return Reason("identical", f"identical to {other!r}: {relation.message}",
                  {"other": other, "relation": relation.kind, **relation.evidence},
                  "referee.reason.identical_" + relation.kind.replace(" ", "_"),
                  {"clue": clue, "other": other})


def compare_clues(secret: str, clues: list[str], lang: str) -> list[ClueComparison]:
    """Just One's comparison: each clue kept, or cancelled as invalid or identical."""
    reasons = [list(rule_clue(secret, clue, lang).reasons) for clue in clues]
    for i, j in combinations(range(len(clues)), 2):
        found = _identical(clues[i], clues[j], lang)
        if found:
            reasons[i].append(found)
            reasons[j].append(_identical(clues[j], clues[i], lang) or found)
    return [ClueComparison(clue, tuple(r)) for clue, r in zip(clues, reasons, strict=True)]
