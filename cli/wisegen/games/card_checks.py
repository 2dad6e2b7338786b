"""Checks on a card as a whole, for every game's word packs: words the referee would
rule one word, and words too long for their box.

`pack validate` checked words one by one: a Just One card holding both "prince" and
"princess" passed, although the referee itself cancels one for the other at the table.
These checks ask the referee's own tests (`referee.checks`: identical / same family /
spelling variant, homophone, translation) about every pair of words on a card, and the
printer's own fitter (`render.text.fit_line`, the real embedded font) about every word
in its layout box at the box's floor size, without drawing anything.

They live in the games layer because they join the referee and the renderer, which sit
side by side below it. Findings are warnings (`pack validate --strict` makes them count).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from wisegen.errors import Problem
from wisegen.packs.model import Pack, PackKind, WordEntry


def _kind(pack: Pack) -> PackKind | None:
    from wisegen.games.content import RULES

    return RULES.kind(pack.game, pack.kind)


def _by_card(entries: list[WordEntry]) -> dict[int, list[WordEntry]]:
    cards: dict[int, list[WordEntry]] = {}
    for entry in entries:
        cards.setdefault(int(entry.path[1]), []).append(entry)
    return cards


def pair_reason(a: str, b: str, lang: str) -> Any:
    """The referee's reason two words of one card count as one word, or None.

    Identical, one family or one word respelt (`checks.relation`, the rule behind Just
    One's cancelling and Three Wise Words' matching), a homophone, or a translation.
    """
    from wisegen.referee import checks

    found = checks.relation(a, b, lang)
    if found is not None:
        return found.code, found.message
    for test in (checks.homophone, checks.translation):
        reason = test(a, b, lang) or test(b, a, lang)
        if reason is not None:
            return reason.code, reason.message
    return None


def _same_word_problems(pack: Pack, cards: dict[int, list[WordEntry]]) -> list[Problem]:
    from wisegen.lang.normalise import base_language
    from wisegen.lang.registry import referee_languages

    lang = base_language(pack.language)
    if lang not in referee_languages():
        return [pack.doc.problem(("language",), f"the referee does not rule in {lang!r}; "
                                 "words on one card were not compared", "no-referee",
                                 "warning")]
    problems = []
    for index, entries in cards.items():
        for first, second in combinations(entries, 2):
            found = pair_reason(first.word, second.word, lang)
            if found is not None:
                code, message = found
                problems.append(pack.doc.problem(
                    second.path, f"card {index + 1}: {second.word!r} ({second.tier}) and "
                    f"{first.word!r} ({first.tier}) would be ruled one word ({code}: {message})",
                    "same-word-on-card", "warning"))
    return problems


def _too_long_problems(pack: Pack, kind: PackKind, entries: list[WordEntry]) -> list[Problem]:
    from wisegen.errors import UsageError
    from wisegen.render.layout import load_layout
    from wisegen.render.text import FitLog, fit_line

    try:
        layout = load_layout(pack.game)
    except UsageError:
        return []
    problems = []
    for entry in entries:
        box = layout.box(kind.box.format(tier=entry.tier)) if kind.box else None
        if box is None:
            continue
        log = FitLog()
        inner_w, inner_h = box.width - 2 * box.padding, box.height - 2 * box.padding
        fit_line(entry.word, box.font, box.size, box.min_size, inner_w, inner_h, log, "")
        if log.too_long or log.missing:
            message = (f"{entry.word!r} is too long for its box {box.name!r} ({inner_w:g} mm) "
                       f"even at the floor size {box.min_size:g} pt") if log.too_long \
                else log.missing[0].lstrip(": ")
            # A letter the font lacks stops `print`, so it is an error here too; a word
            # that is merely long prints shrunk or is refused by card, so it warns.
            problems.append(pack.doc.problem(entry.path, message,
                                             "too-long" if log.too_long else "missing-glyph",
                                             "warning" if log.too_long else "error"))
    return problems


def check_cards(pack: Pack) -> list[Problem]:
    """Card-level findings for a schema-valid word pack (warnings)."""
    kind = _kind(pack)
    if kind is None or kind.words is None:
        return []
    entries = kind.words(pack.data)
    return _same_word_problems(pack, _by_card(entries)) + _too_long_problems(pack, kind,
                                                                              entries)
