"""Rulebooks set like books (issue 26), checked on the text extracted from the printed
PDF of every rulebook in every language of every game: no page under half full but the
last, no runt, widow or orphan, no heading at a column's foot, typographic quotes,
apostrophes and dashes, Polish one-letter words bound to the next, French no-break
spaces. The checker is shown to catch each fault on a book set without those rules."""

from __future__ import annotations

import pytest

from tests.booktext import Book, Printed, book_units, faults, punctuation, read_book
from tests.conftest import print_report, registry_games
from wisegen.games.content import find_builtin
from wisegen.games.registry import get_game
from wisegen.usecases.kit_facts import languages_of
from wisegen.usecases.printing import materials_of

VARIANTS = {"three-wise-words": [("--children",)]}
"""Print options that swap in a rulebook of their own."""


def _rules_pack(game: str, lang: str, extra: tuple[str, ...]) -> dict:
    """The rules pack the rulebook was set from (the children's for `--children`)."""
    if extra == ("--children",):
        from wisegen.games.three_wise_words.materials import rules_pack

        return rules_pack(lang, True).data
    return find_builtin(game, "rules", lang).data


def _books(game: str) -> list[tuple[str, tuple[str, ...]]]:
    """(language, extra options) of each rulebook the game prints; none without one."""
    if "rulebook" not in {m.name for m in materials_of(get_game(game))}:
        return []
    return [(lang, extra) for lang in languages_of(get_game(game))
            for extra in [(), *VARIANTS.get(game, [])]]


@pytest.mark.registry
@pytest.mark.parametrize("game", registry_games())
def test_every_rulebook_is_set_like_a_book(game, tmp_path):
    """Each language's rulebook (and a variant's own) of the game, read back from its
    PDF; a game without a rulebook has nothing to break."""
    found = []
    for lang, extra in _books(game):
        out = tmp_path / "-".join((lang, *extra))
        print_report(out, game, "--lang", lang, "--only", "rulebook", *extra)
        book = read_book(out / "rulebook.pdf")
        found += [f"{lang} {' '.join(extra)}: {fault}"
                  for fault in faults(book, book_units(_rules_pack(game, lang, extra)))]
    assert found == []


def _line(page: int, column: int, y: float, text: str, size: float = 9.0) -> Printed:
    return Printed(page, column, 15.0, y, size, text)


def test_the_checker_catches_runts_widows_orphans_and_empty_pages():
    from tests.booktext import Unit

    units = [Unit("Heading", True, "en"), Unit("one two three four five six", False, "en"),
             Unit("seven eight nine ten", False, "en")]
    lines = [_line(0, 0, 250, "Heading", 12), _line(0, 0, 245, "one two three"),
             _line(0, 0, 240, "four five"), _line(0, 1, 250, "six"),
             _line(0, 1, 240, "seven eight nine"), _line(1, 0, 280, "ten")]
    found = faults(Book([(210.0, 297.0)] * 2, lines, []), units)
    assert any(f.startswith("runt: 'six'") for f in found), found
    assert any(f.startswith("widow: 'six'") for f in found), found
    assert any(f.startswith("orphan: 'seven eight nine'") for f in found), found
    assert any("page 1 of 2" in f for f in found), found


@pytest.mark.parametrize("text, language, problem", [
    ("the writer's words", "en", "straight"),
    ('the "best" word', "en", "straight"),
    ("two - three", "en", "hyphen"),
    ("2-4 players", "en", "hyphen"),
    ("kot i pies w", "pl", "one-letter"),
    ("Quoi? rien", "fr", "no-break"),
    ("\u00abmot\u00bb", "fr", "no-break"),
    ("; et puis", "fr", "no-break"),
    ("? et puis", "fr", "no-break"),
    ("il dit \u00ab", "fr", "no-break"),
])
def test_the_checker_catches_bad_punctuation(text, language, problem):
    assert any(problem in p for p in punctuation(text, language))


@pytest.mark.parametrize("text, language", [
    ("the writer\u2019s \u201cbest\u201d words \u2013 2\u20134 players", "en"),
    ("kot i\u00a0pies w\u00a0domu", "pl"),
    ("Quoi\u00a0? \u00ab\u00a0mot\u00a0\u00bb 12:30", "fr"),
])
def test_well_set_lines_pass(text, language):
    assert punctuation(text, language) == []


@pytest.mark.parametrize("code, raw, printed", [
    ("en", "The seeker's team - 2-4 \"best\"", "The seeker\u2019s team \u2013 2\u20134 "
                                                "\u201cbest\u201d"),
    ("pl", "Kot i pies w domu, a \"tak\"", "Kot i\u00a0pies w\u00a0domu, a\u00a0\u201etak\u201d"),
    ("fr", "Le verso : là! \"bon\" l'eau", "Le verso\u00a0: là\u00a0! \u00ab\u00a0bon\u00a0"
                                           "\u00bb l\u2019eau"),
    ("en", "3 points, 3 spaces; 12:30", "3\u00a0points, 3\u00a0spaces; 12:30"),
])
def test_each_language_typesets_its_text_once_and_for_all(code, raw, printed):
    from wisegen.lang.registry import get_language

    typeset = get_language(code).typeset
    assert typeset(raw) == printed
    assert typeset(printed) == printed


def test_a_book_set_without_widow_control_is_caught(tmp_path):
    """The checker on a real rulebook whose columns were cut anywhere (the old flow):
    it must find the faults the new flow removes."""
    from dataclasses import replace

    from wisegen.render import rulebook

    flow = rulebook._flow

    def careless(lines, first, height):
        return flow([replace(line, breakable=True, keep_with_next=False)
                     for line in lines], first, height)

    game = "just-one"
    pack = find_builtin(game, "rules", "en")
    rulebook._flow = careless
    try:
        found_any = False
        for size in (8.5, 9.0, 9.5):
            old = rulebook.BODY_SIZE, rulebook.LARGER, rulebook.SMALLER
            rulebook.BODY_SIZE, rulebook.LARGER, rulebook.SMALLER = size, (), ()
            try:
                out = tmp_path / str(size)
                print_report(out, game, "--only", "rulebook")
                found_any |= bool(faults(read_book(out / "rulebook.pdf"),
                                         book_units(pack.data)))
            finally:
                rulebook.BODY_SIZE, rulebook.LARGER, rulebook.SMALLER = old
    finally:
        rulebook._flow = flow
    assert found_any


def test_wrap_leaves_no_runt_and_never_breaks_at_a_mark():
    """The wrapper's line-level rules, for every text it sets (pads, plan, tents too): a
    lone last word takes the word before it, and a lone mark (: ; ! ? » «) holds to its
    word even where the text was not typeset (a plain space before it)."""
    from wisegen.render.fonts import text_width
    from wisegen.render.text import word_count, wrap
    from wisegen.render.units import MM

    width = text_width("aaa bbb ccc ddd", "regular", 9) / MM + 0.1
    assert wrap("aaa bbb ccc ddd eee", "regular", 9, width) == ["aaa bbb ccc", "ddd eee"]
    for text in ("aaa bbb ccc ddd ; eee fff", "aaa bbb ccc ddd : eee", "aa bbb ccc « ddd » e",
                 "aaa bbb ccc ddd eee\u00a0»"):
        for size in (8, 9, 10):
            lines = wrap(text, "regular", size, width)
            assert not any(line[0] in ";:!?\u00bb" or line.endswith("\u00ab")
                           for line in lines), lines
            assert len(lines) == 1 or word_count(lines[-1]) > 1, lines
