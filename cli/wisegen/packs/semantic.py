"""Checks a schema cannot express: repeats, deck sizes, children's tier, spelling, tables.

Errors make a pack unusable; warnings are worth an author's look but do not block
printing (a partial deck, a word the dictionary does not know, a children's word that
is rarer than its card's other words).
"""

from __future__ import annotations

from collections.abc import Callable

from wisegen.errors import Problem
from wisegen.games.base import WordEntry
from wisegen.games.registry import get_game
from wisegen.lang import frequency, spelling
from wisegen.lang.normalise import fold
from wisegen.packs.model import Pack
from wisegen.packs.yamlsafe import format_path


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


def _deck_size(pack: Pack) -> list[Problem]:
    full = get_game(pack.game).full_deck
    count = len(pack.data["cards"])
    if full is None or count == full:
        return []
    if pack.partial:
        return [pack.doc.problem(("cards",), f"partial pack: {count} of the {full} cards of a "
                                 "full deck", "partial-deck", "warning")]
    return [pack.doc.problem(("cards",), f"a full deck has {full} cards, this pack has {count} "
                             "(add `partial: true` to the header for a partial pack)",
                             "deck-size")]


def _children_tier(pack: Pack, entries: list[WordEntry]) -> list[Problem]:
    tier = get_game(pack.game).children_tier
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


def _words(pack: Pack, spelling_check: bool) -> list[Problem]:
    entries = get_game(pack.game).words(pack.data)
    problems = _repeats(pack, entries) + _deck_size(pack) + _children_tier(pack, entries)
    if spelling_check:
        problems += _spelling(pack, entries)
    return problems


def _just_one_table(pack: Pack) -> list[Problem]:
    size = pack.data["deck_size"]
    covered: dict[int, int] = {}
    problems = []
    for i, row in enumerate(pack.data["table"]):
        if row["min"] > row["max"]:
            problems.append(pack.doc.problem(("table", i), "min is above max", "table"))
        for score in range(row["min"], row["max"] + 1):
            if score in covered:
                problems.append(pack.doc.problem(
                    ("table", i), f"score {score} is already covered by table[{covered[score]}]",
                    "table"))
            covered[score] = i
    missing = [s for s in range(size + 1) if s not in covered]
    if missing:
        problems.append(pack.doc.problem(("table",), "no label for score(s) "
                                         + ", ".join(map(str, missing)), "table"))
    return problems


def _thirteen_words_table(pack: Pack) -> list[Problem]:
    """Each row has a score per player count, and every column rises row by row (a gap,
    null, is skipped: the next given score must still be above the last one given)."""
    players = pack.data["players"]
    problems = []
    last: list[int | None] = [None] * len(players)
    for i, row in enumerate(pack.data["rows"]):
        scores = row["min_scores"]
        if len(scores) != len(players):
            problems.append(pack.doc.problem(("rows", i, "min_scores"), f"has {len(scores)} "
                                             f"scores for {len(players)} player counts", "table"))
            continue
        for col, score in enumerate(scores):
            if score is None:
                continue
            before = last[col]
            if before is not None and score <= before:
                problems.append(pack.doc.problem(
                    ("rows", i, "min_scores", col),
                    f"{players[col]} players: {score} is not above the row before ({before})",
                    "table"))
            last[col] = score
    return problems


_LETTER_KINDS = {"vowel": set("AEIOUYĄĘÓ")}


def _dice(pack: Pack) -> list[Problem]:
    problems = []
    for i, die in enumerate(pack.data["dice"]):
        for j, face in enumerate(die["faces"]):
            is_letter = len(face) == 1
            if die["kind"] == "special" and is_letter:
                problems.append(pack.doc.problem(("dice", i, "faces", j),
                                                 "a special die shows symbols, not letters",
                                                 "dice"))
            elif die["kind"] in ("vowel", "consonant") and is_letter:
                vowel = face in _LETTER_KINDS["vowel"]
                if vowel != (die["kind"] == "vowel"):
                    problems.append(pack.doc.problem(("dice", i, "faces", j),
                                                     f"{face!r} on a {die['kind']} die", "dice"))
    return problems


def _deck(pack: Pack) -> list[Problem]:
    problems = []
    seen: dict[str, int] = {}
    for i, card in enumerate(pack.data["cards"]):
        key = fold(card["name"])
        if key in seen:
            problems.append(pack.doc.problem(("cards", i, "name"),
                                             f"{card['name']!r} repeats cards[{seen[key]}]",
                                             "duplicate-card"))
        seen[key] = i
    return problems


_BY_KIND: dict[tuple[str, str], Callable[[Pack], list[Problem]]] = {
    ("just-one", "scoring"): _just_one_table,
    ("13-words", "scoring"): _thirteen_words_table,
    ("mistrz-slowa", "dice"): _dice,
    ("thricewise", "deck"): _deck,
}


def check(pack: Pack, *, spelling: bool = True) -> list[Problem]:
    """Every semantic finding for a schema-valid pack, errors first."""
    if pack.kind == "words":
        problems = _words(pack, spelling)
    else:
        check_kind = _BY_KIND.get((pack.game, pack.kind))
        problems = check_kind(pack) if check_kind else []
    return sorted(problems, key=lambda p: (p.severity != "error", p.line or 0, p.column or 0))
