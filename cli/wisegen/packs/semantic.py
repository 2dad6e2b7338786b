"""Checks a schema cannot express, for any game's word packs: repeats, deck sizes,
children's tier, spelling. A game adds its own (tables, dice) through `PackKind.check`.

Errors make a pack unusable; warnings are worth an author's look but do not block
printing (a partial deck, a word the dictionary does not know, a children's word that
is rarer than its card's other words).
"""

from __future__ import annotations

from wisegen.core.yamlsafe import format_path
from wisegen.errors import Problem
from wisegen.lang import frequency, spelling
from wisegen.lang.normalise import fold
from wisegen.packs.model import Pack, PackKind, WordEntry


def word_key(word: str, language: str) -> str:
    """Case-, accent- and plural-insensitive identity of a word within a pack."""
    return fold(spelling.singular(word, language))


def _repeats(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    first: dict[str, WordEntry] = {}
    problems = []
    for entry in entries:
        key = word_key(entry.word, pack.language)
        if key in first:
            earlier = first[key]
            line, _ = pack.doc.position(earlier.path)
            problems.append(pack.doc.problem(
                entry.path,
                f"{entry.word!r} repeats {earlier.word!r} ({format_path(earlier.path)}, "
                f"line {line}); every word of a pack must be different",
                "duplicate-word",
            ))
        else:
            first[key] = entry
    return problems


def _deck_size(pack: Pack, full: int | None) -> list[Problem]:
    count = len(pack.data["cards"])
    if full is None or count == full:
        return []
    if pack.partial:
        return [pack.doc.problem(("cards",), f"partial pack: {count} of the {full} cards of a "
                                 "full deck", "partial-deck", "warning")]
    return [pack.doc.problem(("cards",), f"a full deck has {full} cards, this pack has {count} "
                             "(add `partial: true` to the header for a partial pack)",
                             "deck-size")]


def _children_tier(pack: Pack, entries: list[WordEntry], tier: str | None) -> list[Problem]:
    if tier is None:
        return []
    problems = []
    by_card: dict[int, list[WordEntry]] = {}
    for entry in entries:
        by_card.setdefault(int(entry.path[1]), []).append(entry)
    for card in by_card.values():
        easy = next(e for e in card if e.tier == tier)
        easy_zipf = frequency.zipf(easy.word, pack.language)
        if easy_zipf is None:
            return [pack.doc.problem(("language",), f"no word frequencies for "
                                     f"{pack.language!r}; the children's tier was not checked",
                                     "no-frequency", "warning")]
        harder = [e for e in card if e.tier != tier
                  and (frequency.zipf(e.word, pack.language) or 0.0) >= easy_zipf]
        if harder:
            names = ", ".join(f"{e.tier} {e.word!r} ({frequency.zipf(e.word, pack.language):.1f})"
                              for e in harder)
            problems.append(pack.doc.problem(
                easy.path,
                f"the children's word {easy.word!r} (frequency {easy_zipf:.1f}) is not easier "
                f"than {names}; the {tier} word should be the most common of its card",
                "children-tier", "warning"))
    return problems


def _spelling(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    if not spelling.has_dictionary(pack.language):
        return [pack.doc.problem(("language",), f"no dictionary for {pack.language!r}; "
                                 "spelling was not checked", "no-dictionary", "warning")]
    unknown = [e for e in entries if not spelling.is_known(e.word, pack.language)]
    if not unknown:
        return []
    listed = ", ".join(f"{e.word} ({format_path(e.path)})" for e in unknown)
    return [pack.doc.problem(unknown[0].path, f"{len(unknown)} word(s) unknown to the "
                             f"{pack.language} dictionary: {listed}", "unknown-words", "warning")]


def _words(pack: Pack, kind: PackKind, spelling_check: bool) -> list[Problem]:
    entries = kind.words(pack.data) if kind.words else []
    problems = (_repeats(pack, entries) + _deck_size(pack, kind.full_deck)
                + _children_tier(pack, entries, kind.children_tier))
    if spelling_check:
        problems += _spelling(pack, entries)
    return problems


def repeats_of(pack: Pack, kind: PackKind, other: Pack, other_kind: PackKind) -> list[Problem]:
    """Warnings for the words of `pack` that `other` already has (`validate --against`),
    compared as within a pack: case, accents and plurals aside."""
    if kind.words is None or other_kind.words is None:
        return []
    theirs = {word_key(e.word, pack.language): e for e in other_kind.words(other.data)}
    problems = []
    for entry in kind.words(pack.data):
        found = theirs.get(word_key(entry.word, pack.language))
        if found is not None:
            problems.append(pack.doc.problem(
                entry.path, f"{entry.word!r} is also in {other.file} ({format_path(found.path)}: "
                f"{found.word!r})", "repeats-other-pack", "warning"))
    return problems


def check(pack: Pack, kind: PackKind, *, spelling: bool = True, cards: bool = False
          ) -> list[Problem]:
    """Every semantic finding for a schema-valid pack of `kind`, errors first; `cards`
    adds the kind's card-level checks."""
    problems = _words(pack, kind, spelling) if kind.words is not None else []
    if kind.check is not None:
        problems += kind.check(pack)
    if cards and kind.card_check is not None:
        problems += kind.card_check(pack)
    return sorted(problems, key=lambda p: (p.severity != "error", p.line or 0, p.column or 0))
