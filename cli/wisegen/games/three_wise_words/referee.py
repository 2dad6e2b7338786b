"""Three Wise Words' clue referee: the writer's clues, and whether a guess matches one.

Rulebook (shared/rules/three-wise-words.txt, "Important Rules"): clue words are strictly
one word ("New York" and "belle-mère" are two); a clue cannot be part of the secret
word (fourmi for fourmilier), read literally: a word of two letters or more found
anywhere in the secret's letters, accents, case, hyphens and spaces aside, is part of
it (carpet/car, carpet/pet, hammer/ham, arc-en-ciel/ciel; the compound-only reading
would let "car" + "pet" spell carpet out); an inflected clue whose dictionary form is
a compound part counts too (fourmis for fourmilier); two of the three clues cannot be
"rime" and "avec"; a translation of the secret is not valid; clues sharing a root
match (outil, outillage).

Where the rulebook is silent:
- the secret itself is invalid (is-secret), and so is the secret written differently
  (spelling-variant) or a word of its family (same-family: fantômes, outillage for
  outil), since "part of the secret" read backwards gives the secret away as surely;
- homophones and invented words are allowed: this game rewards wordplay ("Claude",
  "François", "si" for marteau; "Booooouh");
- the forbidden pair: the rulebook's "rime" + "avec" in every language (the English
  and Polish editions print it too), plus its renderings in a language's own words
  ("rhyme" + "with" in English), declared here (`RULEBOOK_PAIRS`, `TRANSLATED_PAIRS`):
  a game rule, not a fact of the language; a pack may add pairs of its own
  (`forbidden_pairs`). Inflected forms count (rimes + avec);
- a guess matches a clue when it is the same word, of one family, or the same word
  misspelt (a spelling mistake is not a different word).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from wisegen.errors import UsageError
from wisegen.lang import lemmas
from wisegen.lang.normalise import fold
from wisegen.referee import checks
from wisegen.referee.reasons import Reason, WordedError
from wisegen.referee.rulings import ClueRuling, PairRuling

MAX_CLUES = 3
"""The writer "secretly notes 3 clue words"."""

RULEBOOK_PAIRS: tuple[tuple[str, str], ...] = (("rime", "avec"),)
"""The pair every edition prints as is, whatever the language of the game."""

TRANSLATED_PAIRS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("en", (("rhyme", "with"),)),
)
"""(language, its pairs): the rulebook pair in a language's own words, where the
language's edition says it that way too. A language without a row has the rulebook's."""


def rulebook_pairs(lang: str) -> tuple[tuple[str, str], ...]:
    """The forbidden pairs of the rulebook for clues in `lang` (a base code)."""
    translated = next((found for code, found in TRANSLATED_PAIRS if code == lang), ())
    return RULEBOOK_PAIRS + translated

def pack_pairs(path: Path) -> tuple[tuple[str, str], ...]:
    """The `forbidden_pairs` a Three Wise Words words pack declares (none if it has none)."""
    from wisegen.errors import ContentError
    from wisegen.games.content import load_pack

    try:
        pack = load_pack(path)
    except ContentError as exc:
        raise UsageError(f"cannot use pack {path}: {exc.problems[0].render()}") from None
    if pack.game != "three-wise-words":
        raise UsageError(f"{path} is a {pack.game} pack, not a three-wise-words one")
    return tuple((a, b) for a, b in pack.data.get("forbidden_pairs", []))


def rule_clue(secret: str, clue: str, lang: str) -> ClueRuling:
    """The reasons one clue is invalid for `secret`, by itself (the pair rule aside)."""
    for first in (checks.not_one_word(clue, lang), checks.is_secret(secret, clue, lang)):
        if first:
            return ClueRuling(clue, (first,))
    part = checks.literal_part(secret, clue, lang) or checks.part_of_secret(secret, clue, lang)
    family = checks.same_family(secret, clue, lang)
    variant = None if family or part else checks.spelling_variant(secret, clue, lang)
    translation = checks.translation(secret, clue, lang)
    return ClueRuling(clue, tuple(r for r in (part, family, variant, translation) if r))


def _pair_reasons(clues: Sequence[str], lang: str, pairs: Iterable[tuple[str, str]],
                  source: str) -> dict[int, list[Reason]]:
    forms = [set(lemmas.lemmas(clue, lang)) for clue in clues]
    out: dict[int, list[Reason]] = {}
    for first, second in pairs:
        a, b = fold(first), fold(second)
        for i, mine in enumerate(forms):
            for j, theirs in enumerate(forms):
                if i != j and a in mine and b in theirs:
                    for me, other in ((i, j), (j, i)):
                        out.setdefault(me, []).append(Reason(
                            "pair-rule", f"{clues[me]!r} and {clues[other]!r} are the "
                            f"forbidden pair {first!r} + {second!r}",
                            {"pair": [first, second], "other": clues[other], "source": source},
                            "referee.reason.pair_rule",
                            {"clue": clues[me], "other": clues[other], "first": first,
                             "second": second}))
    return out


def rule_clues(secret: str, clues: Sequence[str], lang: str,
               extra_pairs: Iterable[tuple[str, str]] = (), pack: str | None = None
               ) -> list[ClueRuling]:
    """The writer's one to three clues, each with its reasons (pair rule included)."""
    if not 1 <= len(clues) <= MAX_CLUES:
        raise WordedError(f"Three Wise Words takes 1 to {MAX_CLUES} clues, not {len(clues)}",
                          "referee.error.clue_count", max=MAX_CLUES, count=len(clues))
    rulings = [rule_clue(secret, clue, lang) for clue in clues]
    pairs = _pair_reasons(clues, lang, rulebook_pairs(lang), f"rulebook ({lang})")
    for index, found in _pair_reasons(clues, lang, extra_pairs, pack or "pack").items():
        pairs.setdefault(index, []).extend(found)
    return [ClueRuling(r.clue, r.reasons + tuple(pairs.get(i, ())))
            for i, r in enumerate(rulings)]


def match(clue: str, guess: str, lang: str) -> PairRuling:
    """Does another team's guess match the writer's clue (same word, root or spelling)?"""
    relation = checks.relation(clue, guess, lang)
    if relation is None:
        return PairRuling(False)
    return PairRuling(True, (relation.reason(),))
