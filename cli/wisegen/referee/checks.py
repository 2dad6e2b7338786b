"""The word tests behind clue rulings, each returning a worded Reason or None.

Each test answers one question about a clue and the secret (or another clue) from the
language layer's dictionaries, and words the answer with its evidence. Which tests a
game runs, and in which order, is the game's business (games/*/referee.py).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from wisegen.core.limits import MAX_WORD_CHARS
from wisegen.lang import family, lemmas, lexicon, phonetics, stems, tokens, variants
from wisegen.lang import translation as translations
from wisegen.lang.confusables import unconfuse
from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import (
    DEFAULT_LANGUAGE,
    get_language,
    other_languages,
    referee_languages,
    unsupported,
)
from wisegen.referee.reasons import Reason, WordedError
from wisegen.referee.rulings import PairRuling


def language(tag: str | None, default: str = DEFAULT_LANGUAGE) -> str:
    """The ruling language from --lang (en, fr, en-GB …); UsageError for others.

    The clue referee rules in the languages whose packages declare what it needs
    (`registry.referee_languages`); Polish words have their own referee."""
    lang = base_language(tag or default)
    ruled = referee_languages()
    if lang not in ruled:
        said = unsupported(tag or default, ruled, "the clue referee rules in")
        raise WordedError(str(said), "referee.error.language", tag=(tag or default)[:20],
                          languages=", ".join(ruled))
    return lang


_FOLDING = "the same letters once case, accents and Unicode form are set aside"
_SPLIT_RULE = "rulebook: spaces and hyphens separate words (New York, belle-mère), and so "\
    "does French elision (l'eau)"


def _with_stem(evidence: Mapping[str, object], a: str, b: str, lang: str) -> dict[str, object]:
    """Add the shared Snowball stem, when the two words have one, to family evidence."""
    if "stem" not in evidence and stems.stem(a, lang) == stems.stem(b, lang):
        return {**evidence, "stem": f"{stems.stem(a, lang)} ({stems.algorithm(lang)})"}
    return dict(evidence)


def word_argument(text: object, what: str) -> str:
    """A non-empty word from the command line or a batch request; UsageError otherwise.

    Invisible characters are dropped and disguised letters read as Latin first
    (`wisegen.lang.confusables`), so `a\u200bvec` and a Cyrillic `аvec` are `avec`.
    """
    return word_argument_folded(text, what)[0]


def word_argument_folded(text: object, what: str) -> tuple[str, tuple[str, ...]]:
    """`word_argument` and the description of what was folded to get it."""
    if not isinstance(text, str):
        raise WordedError(f"{what} must be a non-empty word", "referee.error.empty_word")
    if len(text) > MAX_WORD_CHARS:
        raise WordedError(f"{what} is {len(text):,} characters; a word may have at most "
                          f"{MAX_WORD_CHARS}", "referee.error.word_too_long",
                          count=len(text), max=MAX_WORD_CHARS)
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        raise WordedError(f"{what} holds a control character; a word is letters",
                          "referee.error.control_character")
    folded, notes = unconfuse(tokens.clean(text))
    folded = tokens.clean(folded)
    if not folded:
        raise WordedError(f"{what} must be a non-empty word", "referee.error.empty_word")
    return folded, notes


def not_one_word(clue: str, lang: str) -> Reason | None:
    pieces = tokens.words(clue, lang)
    if len(pieces) <= 1:
        return None
    return Reason("not-one-word", f"{clue!r} is {len(pieces)} words, not one",
                  {"words": pieces, "source": _SPLIT_RULE},
                  "referee.reason.not_one_word", {"clue": clue, "count": len(pieces)})


def is_secret(secret: str, clue: str, lang: str) -> Reason | None:
    if fold(clue) != fold(secret) or lexicon.spelled_apart(secret, clue, lang):
        return None  # foret is not forêt: a homophone, ruled as one
    return Reason("is-secret", f"{clue!r} is the secret word itself",
                  {"folded": fold(clue), "source": _FOLDING},
                  "referee.reason.is_secret", {"clue": clue})


def same_family(secret: str, clue: str, lang: str) -> Reason | None:
    link = family.link(secret, clue, lang)
    if link is None:
        return None
    return Reason("same-family", f"{clue!r} is of the same word family as {secret!r}",
                  _with_stem(link.evidence(), secret, clue, lang),
                  "referee.reason.same_family", {"clue": clue, "secret": secret})


def spelling_variant(secret: str, clue: str, lang: str) -> Reason | None:
    found = variants.variant(clue, secret, lang)
    if found is None:
        return None
    return Reason("spelling-variant", f"{clue!r} is {secret!r} written differently "
                  f"({found.kind})", found.evidence(),
                  "referee.reason.spelling_variant", {"clue": clue, "secret": secret})


def translation(secret: str, clue: str, lang: str) -> Reason | None:
    """The clue is the secret in another language: a dictionary pair, or failing that a
    word of another language's dictionary spelt almost like the secret (a cognate)."""
    match = translations.find(secret, clue, lang) or _foreign_inflection(secret, clue, lang)
    # A word of the game's own dictionary is trusted to be meant natively when only a
    # pivot links it (pivots drift through other senses) or when it is a cognate.
    if match and lexicon.in_dictionary(clue, lang) and (
            not match.translation.direct or _mainly_native(clue, lang, match.translation)):
        match = None
    if match:
        t = match.translation
        name = translations.language_name(t.lang)
        pair = f"{t.word} ({name}) → {secret}" if match.reversed else match.pair()
        return Reason("translation", f"{clue!r} is {secret!r} in {name}",
                      {"source": t.dictionary, "pair": pair, "language": t.lang},
                      "referee.reason.translation",
                      {"clue": clue, "secret": secret, "language": t.lang})
    if lexicon.known(clue, lang) is None:
        elsewhere = lexicon.known_elsewhere(clue, lang)
        if elsewhere and variants.close(clue, secret, lang):
            other, source = elsewhere
            name = translations.language_name(other)
            return Reason("translation",
                          f"{clue!r} is a {name} word spelt almost like {secret!r}",
                          {"source": source, "language": other,
                           "edit_distance": variants.distance(clue, secret)},
                          "referee.reason.foreign_lookalike",
                          {"clue": clue, "secret": secret, "language": other})
    return None


def _mainly_native(clue: str, lang: str, foreign: translations.Translation) -> bool:
    """Is a clue the game's dictionary knows meant as the native word? Yes when the native
    word translates to the same spelling itself, i.e. is the same word in both languages
    (satellite, Italian for lune, is also French for satellite; rose is French for pink
    and English for the flower): a native synonym is a fair clue. A false friend is not
    (pain is French for bread, English pain is 'douleur'; German Sonne for soleil, French
    sonne is 'klingelt'), so it stays a translation."""
    spelled = foreign.word.casefold()
    for reading in lemmas.lemmas(clue, lang):
        for t in translations.translations(reading, lang):
            if t.lang == foreign.lang and t.word.casefold() == spelled:
                return True
    return False


def _foreign_inflection(secret: str, clue: str, lang: str) -> translations.Match | None:
    """The clue as an inflected translation (chats for cat, hammers for marteau): its
    lemmas in the other languages the referee rules in, from the sources that load fast."""
    ruled = referee_languages()
    for other in other_languages(lang):
        if other not in ruled:
            continue
        forms = tuple(form for form in lemmas.quick_lemmas(clue, get_language(other))
                      if form != fold(clue))
        if not forms:
            continue
        match = translations.find(secret, clue, lang, spellings=forms, spellings_lang=other)
        if match:
            return match
    return None


def homophone(secret: str, clue: str, lang: str) -> Reason | None:
    sounds = phonetics.same_sound(clue, secret, lang)
    if sounds is None:
        return _unlisted_homophone(secret, clue, lang)
    source = phonetics.source(lang)
    return Reason("homophone", f"{clue!r} sounds like {secret!r} but is another word",
                  {"source": source, "pronunciations": {clue: sounds[0], secret: sounds[1]}},
                  "referee.reason.homophone", {"clue": clue, "secret": secret})


def _unlisted_homophone(secret: str, clue: str, lang: str) -> Reason | None:
    """A real word the pronouncing dictionary lacks (wether, a ram, beside weather): a
    second dictionary knows it as a word of its own, it is spelt one or two letters away
    and the language's sound key is the same. A homophone, never a misspelling."""
    own_word = get_language(lang).own_word
    if own_word is None or not variants.close(clue, secret, lang):
        return None
    if phonetics.pronunciations(clue, lang) and phonetics.pronunciations(secret, lang):
        return None  # both pronounced, differently (hat, hate): not homophones
    found = own_word(clue, secret)
    key = phonetics.key(clue, lang)
    if found is None or key != phonetics.key(secret, lang):
        return None
    return Reason("homophone", f"{clue!r} sounds like {secret!r} but is another word",
                  {"source": f"{found}; sound key", "sound_key": key},
                  "referee.reason.homophone", {"clue": clue, "secret": secret})


def invented(clue: str, lang: str) -> Reason | None:
    """No dictionary or corpus of any language we have knows the word. Numbers, symbols,
    acronyms and onomatopoeia are words by the rulebook and never invented."""
    if tokens.kind(clue) is not tokens.Kind.WORD:
        return None
    if lexicon.known(clue, lang) or lexicon.known_elsewhere(clue, lang):
        return None
    own_word = get_language(lang).own_word
    if own_word is not None and own_word(clue, ""):
        return None  # catsup, hiccough: WordNet's lemmas, rare as they are
    checked = lexicon.sources_checked(lang)
    return Reason("invented", f"{clue!r} is not a word any dictionary knows",
                  {"source": "none of " + ", ".join(checked), "checked": checked},
                  "referee.reason.invented", {"clue": clue})


def _compound_part(whole: str, first: str, second: str, lang: str) -> str | None:
    """Evidence that `whole` is the compound `first` + `second`, or None.

    Both pieces must be words, and where pronunciations are known the whole must sound
    like its pieces: sun+flower, fourmi+lier and ant+eater are compounds, while car+pet
    (carpet), ham+mer and cat+egory only share letters.
    """
    if len(first) < 2 or len(second) < 2:
        return None
    if not (lexicon.known(first, lang) and lexicon.known(second, lang)):
        return None
    sounds = phonetics.composes(whole, first, second, lang)
    if sounds:
        return "pronunciations"
    if sounds is None and min(len(first), len(second)) >= 3:
        return "spelling (no pronunciation to compare)"
    return None


LITERAL_MIN_LETTERS = 2
"""The shortest clue the literal part-of-secret rule refuses (a single letter is no part)."""


def _squeezed(text: str) -> str:
    """Folded, with hyphens, spaces and apostrophes dropped: arc-en-ciel -> arcenciel."""
    return "".join(ch for ch in fold(text) if ch.isalnum())


def literal_part(secret: str, clue: str, lang: str) -> Reason | None:
    """Three Wise Words' "a clue word cannot be part of the secret word", read literally:
    a clue that is a word and appears as a contiguous run of the secret's letters (case
    and accents folded, hyphens and spaces ignored), two letters or more: carpet/pet,
    carpet/car, hammer/ham, sunflower/sun, arc-en-ciel/ciel. The evidence shows where."""
    whole, piece = _squeezed(secret), _squeezed(clue)
    if len(piece) < LITERAL_MIN_LETTERS or piece == whole or piece not in whole:
        return None
    if tokens.kind(clue) is not tokens.Kind.WORD:
        return None
    source = lexicon.known(clue, lang)
    if source is None:
        return None
    start = whole.index(piece)
    end = start + len(piece)
    shown = f"{whole[:start]}[{whole[start:end]}]{whole[end:]}"
    return Reason("part-of-secret", f"{clue!r} is part of the secret word {secret!r}: "
                  f"{shown}",
                  {"part": piece, "where": shown, "letters": [start + 1, end],
                   "source": f"{clue}: {source}",
                   "rule": "rulebook: a clue word cannot be part of the secret word "
                           "(read literally: any word the secret's letters contain)"},
                  "referee.reason.part_of_secret", {"clue": clue, "secret": secret})


def part_of_secret(secret: str, clue: str, lang: str) -> Reason | None:
    """The clue, or its dictionary form, is a piece of the secret: one part of a
    hyphenated secret, or one of the words the secret is compounded of (fourmi for
    fourmilier, snow for snowman) — not merely letters it starts with (car, carpet)."""
    whole = fold(secret)
    parts = [fold(p) for p in tokens.words(secret, lang)]
    for candidate in (fold(clue), *lemmas.lemmas(clue, lang)):
        if len(candidate) < 3 or candidate == whole:
            continue
        how: str | None
        if len(parts) > 1 and candidate in parts:
            rest = [p for p in parts if p != candidate]
            how = "the secret's hyphen"
        elif whole.startswith(candidate):
            rest = [whole[len(candidate):]]
            how = _compound_part(whole, candidate, rest[0], lang)
        elif whole.endswith(candidate):
            rest = [whole[:-len(candidate)]]
            how = _compound_part(whole, rest[0], candidate, lang)
        else:
            continue
        if how is None:
            continue
        source = lexicon.known(candidate, lang) or "the secret's hyphen"
        return Reason("part-of-secret", f"{clue!r} is part of the secret word {secret!r}",
                      {"part": candidate, "rest": rest, "source": f"{candidate}: {source}",
                       "compound_by": how},
                      "referee.reason.part_of_secret", {"clue": clue, "secret": secret})
    return None


@dataclass(frozen=True)
class Relation:
    """Two words that count as one clue: same word, same family or one spelling of it."""

    kind: str
    """'same word', 'same family' or 'spelling variant'."""
    code: str
    """The reason code when this relation makes a ruling ('identical', 'same-family' …)."""
    message: str
    evidence: dict[str, object]
    key: str = ""
    """The catalogue key wording the relation ({first}, {second})."""
    params: dict[str, object] = field(default_factory=dict)

    def reason(self) -> Reason:
        """The relation as the ruling's reason (a match, a shared root)."""
        return Reason(self.code, self.message, self.evidence, self.key, self.params)


def relation(a: str, b: str, lang: str) -> Relation | None:
    """Do `a` and `b` count as one word (identical, one family, or one word respelt)?"""
    if fold(a) == fold(b) and not lexicon.spelled_apart(a, b, lang):
        return Relation("same word", "identical", f"{a!r} and {b!r} are the same word",
                        {"folded": fold(a), "source": _FOLDING},
                        "referee.reason.same_word", {"first": a, "second": b})
    link = family.link(a, b, lang)
    if link is not None:
        return Relation("same family", "same-family",
                        f"{a!r} and {b!r} are of one word family",
                        _with_stem(link.evidence(), a, b, lang),
                        "referee.reason.one_family", {"first": a, "second": b})
    found = variants.variant(a, b, lang) or variants.variant(b, a, lang)
    if found is not None:
        return Relation("spelling variant", "spelling-variant",
                        f"{found.written!r} is {found.word!r} written differently ({found.kind})",
                        found.evidence(), "referee.reason.respelt",
                        {"first": found.written, "second": found.word})
    return None


def same_root(a: str, b: str, lang: str) -> PairRuling:
    """Do two words share a root? The same word, one family or one word respelt do."""
    found = relation(a, b, lang)
    if found is None:
        return PairRuling(False)
    return PairRuling(True, (found.reason(),))
