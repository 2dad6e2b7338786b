"""What a game designer checks in a word list, as `pack validate` warnings.

scripts/build_word_lists.py chooses the built-in lists with these rules; an author's
pack gets the same warnings, so a pack written by hand is held to what the built-in
ones are:

- `--family`: a word on its language's unwanted-words list (lang/<code>/data/unwanted/:
  LDNOOBW's published list and a short reviewed one), by its spelling or its lemma;
- two forms of one lemma on different cards (a word and its plural, kot and kota), or
  one word spelt two ways (clé and clef): players meet the same secret twice;
- a proper noun (a name the dictionary only knows capitalised, or a capitalised word):
  nobody can be sure how to clue it;
- tiers that do not get harder in the order the game declares (`PackKind.difficulty`):
  a tier's median word frequency must not rise above the tier before it.

They are warnings, never errors: a pack for adults may want a word the family list
refuses, and a rare name may be the point of a themed pack.
"""

from __future__ import annotations

import itertools
import statistics
from functools import cache

from wisegen.core.yamlsafe import format_path
from wisegen.errors import Problem
from wisegen.lang import frequency, lemmas, spelling, variants
from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language
from wisegen.packs.model import Pack, PackKind, WordEntry

UNWANTED_FOLDER = "unwanted"
"""The folder under a language's data/ holding its unwanted-words lists (*.txt)."""


def parse_list(text: str) -> set[str]:
    """The folded entries of a list file: one entry a line, `#` lines are comments."""
    return {fold(line) for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")}


@cache
def unwanted_words(language: str) -> frozenset[str]:
    """Every entry of a language's unwanted-words lists (empty when it has none)."""
    folder = get_language(base_language(language)).data_dir / UNWANTED_FOLDER
    words: set[str] = set()
    for path in sorted(folder.glob("*.txt")) if folder.is_dir() else []:
        words |= parse_list(path.read_text(encoding="utf-8"))
    return frozenset(words)


def unwanted_reason(word: str, language: str) -> str | None:
    """Why `word` is unwanted: the entry it is, or the lemma that is one; else None."""
    listed = unwanted_words(language)
    if fold(word) in listed:
        return "on the list"
    found = next((key for key in lemmas.lemmas(word, language) if key in listed), None)
    return None if found is None else f"a form of {found!r}, which is on the list"


def family(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    """`--family`: each word on the unwanted-words list of the pack's language."""
    problems = []
    for entry in entries:
        reason = unwanted_reason(entry.word, pack.language)
        if reason is not None:
            problems.append(pack.doc.problem(
                entry.path, f"{entry.word!r} is unwanted at a family table ({reason}: "
                f"lang/{base_language(pack.language)}/data/{UNWANTED_FOLDER}/)",
                "family-unwanted", "warning"))
    return problems


def _card(entry: WordEntry) -> object:
    return entry.path[1] if len(entry.path) > 1 else None


def lemma_repeats(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    """Words sharing a lemma with an earlier word of the pack (exact repeats are the
    `duplicate-word` error's, and are left to it)."""
    first: dict[str, WordEntry] = {}
    problems = []
    for entry in entries:
        keys = lemmas.lemmas(entry.word, pack.language)
        earlier = next((first[k] for k in keys if k in first), None)
        if earlier is not None and fold(earlier.word) != fold(entry.word):
            evidence = lemmas.same_lemma(earlier.word, entry.word, pack.language)
            where = "on the same card" if _card(earlier) == _card(entry) else (
                f"at {format_path(earlier.path)}")
            problems.append(pack.doc.problem(
                entry.path, f"{entry.word!r} and {earlier.word!r} ({where}) are forms of one "
                f"word ({evidence}); keep one of them", "same-lemma", "warning"))
        for key in keys:
            first.setdefault(key, entry)
    return problems


def spelling_variant(a: str, b: str, language: str) -> str | None:
    """Evidence that two different words of a pack are one word spelt two ways (clé and
    clef), or None. Only near spellings are compared (a cheap distance first)."""
    if fold(a)[:1] != fold(b)[:1] or variants.distance(a, b) > 2:
        return None
    found = variants.variant(a, b, language)
    return found.detail if found is not None and found.kind == "variant spelling" else None


def variant_repeats(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    """Words that are an earlier word of the pack spelt another way (clé, then clef)."""
    problems = []
    for i, entry in enumerate(entries):
        for earlier in entries[:i]:
            evidence = spelling_variant(earlier.word, entry.word, pack.language)
            if evidence is not None:
                problems.append(pack.doc.problem(
                    entry.path, f"{entry.word!r} is {earlier.word!r} ({format_path(earlier.path)})"
                    f" spelt another way ({evidence}); keep one of them", "same-lemma",
                    "warning"))
                break
    return problems


def is_proper_noun(word: str, language: str) -> bool:
    """A capitalised word, or a name by the language's lexicon (Polish: SGJP reads
    `kraków` only as the city), or else one hunspell knows only capitalised (london)."""
    if word[:1].isupper():
        return True
    if " " in word or "-" in word:
        return False
    own = get_language(base_language(language)).is_name
    if own is not None:
        return own(word)
    if not spelling.has_dictionary(language):
        return False
    return not spelling.is_known(word, language) and bool(
        spelling.is_known(word.capitalize(), language))


def proper_nouns(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    return [pack.doc.problem(entry.path, f"{entry.word!r} is a proper noun (a name); secret "
                             "words are common nouns", "proper-noun", "warning")
            for entry in entries if is_proper_noun(entry.word, pack.language)]


def tier_medians(pack: Pack, entries: list[WordEntry], order: tuple[str, ...]
                 ) -> dict[str, float]:
    """The median Zipf frequency of each tier in `order` (tiers with no known word aside)."""
    out = {}
    for tier in order:
        zipfs = [z for e in entries if e.tier == tier
                 if (z := frequency.zipf(e.word, pack.language)) is not None]
        if zipfs:
            out[tier] = round(statistics.median(zipfs), 2)
    return out


def tier_difficulty(pack: Pack, entries: list[WordEntry], order: tuple[str, ...]
                    ) -> list[Problem]:
    """A warning for each tier whose median frequency is above the easier tier's before it
    (higher Zipf = more common = easier)."""
    medians = tier_medians(pack, entries, order)
    tiers = [t for t in order if t in medians]
    problems = []
    for easier, harder in itertools.pairwise(tiers):
        if medians[harder] > medians[easier]:
            where = next(e.path for e in entries if e.tier == harder)
            problems.append(pack.doc.problem(
                where, f"the {harder} tier (median frequency {medians[harder]}) is easier than "
                f"the {easier} tier before it ({medians[easier]}); tiers go "
                f"{' < '.join(order)} in difficulty", "tier-difficulty", "warning"))
    return problems


def check(pack: Pack, kind: PackKind, *, unwanted: bool = False) -> list[Problem]:
    """The designer's warnings for a word pack (`unwanted`: the `--family` list too)."""
    if kind.words is None:
        return []
    entries = kind.words(pack.data)
    problems = (lemma_repeats(pack, entries) + variant_repeats(pack, entries)
                + proper_nouns(pack, entries))
    problems += tier_difficulty(pack, entries, kind.difficulty)
    if unwanted:
        problems += family(pack, entries)
    return problems
