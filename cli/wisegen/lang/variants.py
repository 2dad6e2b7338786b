"""One word written two ways: misspellings (shurt/shirt) and variant spellings
(colour/color, clé/clef, filosofie/philosophy).

Two more ways of writing a word differently, each needing a dictionary's word for it:
a *short form* (gym/gymnasium, frigo/réfrigérateur, matma/matematyka: the short word's
letters stand in the long one and the bilingual dictionaries translate both alike) and
a *sign* whose Unicode name is the word (€ is EURO SIGN; $, DOLLAR SIGN, only points at
America, as the rulebook says).

The spelling dictionary is the authority. When exactly one of two close spellings is
in it, the other is that word written differently: a variant spelling if corpora
attest it (colour), a misspelling if not (shurt). When both are in it, they are two
words (nail/snail, vert/verre) unless they sound the same *and* translate alike
(clé/clef -> key): then they are one word spelt two ways. "Close" is a small
Damerau-Levenshtein distance, or an equal sound key within a larger one (filosofie is
four edits from philosophy but both sound FLSF).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import jellyfish

from wisegen.lang import lexicon, numbers, phonetics, translation
from wisegen.lang.messages import REFERENCE
from wisegen.lang.normalise import base_language, fold
from wisegen.lang.registry import get_language


@dataclass(frozen=True)
class Variant:
    """`written` is `word` written differently."""

    written: str
    word: str
    kind: str
    """'misspelling', 'variant spelling', 'short form', 'abbreviation', 'sign', 'digits'
    or 'Roman numeral'."""
    distance: int
    detail: str

    def evidence(self) -> dict[str, object]:
        return {"source": self.detail, "kind": self.kind, "edit_distance": self.distance}


def distance(a: str, b: str) -> int:
    """Damerau-Levenshtein distance between the folded words (a swap is one edit)."""
    return jellyfish.damerau_levenshtein_distance(fold(a), fold(b))


def close(a: str, b: str, language: str) -> bool:
    """Near enough to be one word mistyped or respelt."""
    fa, fb = fold(a), fold(b)
    d = distance(fa, fb)
    shortest, longest = min(len(fa), len(fb)), max(len(fa), len(fb))
    if (d == 1 and shortest >= 3) or (d == 2 and shortest >= 5):
        return True
    key_a = phonetics.key(fa, language)
    return (shortest >= 4 and len(key_a) >= 2 and key_a == phonetics.key(fb, language)
            and d <= max(2, longest // 2))


def _sounds_alike(a: str, b: str, language: str) -> bool:
    if phonetics.same_sound(a, b, language):
        return True
    if phonetics.pronunciations(a, language) and phonetics.pronunciations(b, language):
        return False  # both in the pronouncing dictionary, and they differ
    return phonetics.key(a, language) == phonetics.key(b, language)


ATTESTED_ZIPF = 3.0
"""A spelling the dictionary lacks is a *variant* (colour, theatre) from this corpus
frequency up (about one in a million words); below it, a misspelling ('mony')."""


def _share_translation(a: str, b: str, language: str) -> str | None:
    """Both words translate alike in two languages at least (one shared translation can
    be a homograph: flour and flower are both 'fiore' somewhere), and in most of the
    languages both have translations in: clé/clef are 'key', 'Schlüssel', 'llave' … in
    every one, while plane/plain, two words that sound alike, share only 'Ebene' and
    'prosty' among five (a homophone, not a spelling)."""
    tb = _translation_set(b, language)
    shared: dict[str, translation.Translation] = {}
    langs_a = set()
    for t in translation.translations(a, language):
        if t.direct:
            langs_a.add(t.lang)
        if t.direct and (t.lang, t.word.casefold()) in tb:
            shared.setdefault(t.lang, t)
    both = langs_a & {lang for lang, _ in tb}
    if len(shared) < 2 or 2 * len(shared) < len(both):
        return None
    return "both translate to " + ", ".join(f"{t.word} ({t.dictionary})"
                                            for t in list(shared.values())[:2])


def _one_family(a: str, b: str, lang: str) -> bool:
    """chanteur/chanteuse translate alike too, but are two words of one family."""
    from wisegen.lang import family  # family never asks for variants: no cycle

    return family.link(a, b, lang) is not None


def _number(written: str, word: str, lang: str) -> Variant | None:
    """3 for three, XII for douze: the number word written as a number."""
    for numeral, spelt in ((written, word), (word, written)):
        found = numbers.same_number(numeral, spelt, lang)
        if found is not None:
            value = "" if found[1] == "digits" else f" is {found[0]},"
            return Variant(numeral, spelt, found[1], 0,  # XII is douze written as a number
                           f"{numeral}{value} written {spelt!r} in words")
    return None


def _accepted_spelling(written: str, word: str, lang: str, source: str) -> Variant | None:
    """Both spellings in the spelling dictionary, one with no pronunciation of its own
    (ognon beside oignon, the 1990 French spelling), and they translate alike: a
    spelling the dictionary accepts, not another word."""
    for bare, other in ((written, word), (word, written)):
        if not phonetics.pronunciations(bare, lang) and phonetics.pronunciations(other, lang):
            shared = _share_translation(bare, other, lang)
            if shared:
                return Variant(written, word, "variant spelling", distance(written, word),
                               f"{source} has both; {bare} has no pronunciation of its own; "
                               f"{shared}")
    return None


UNICODE_NAMES = REFERENCE
"""The language Unicode names its characters in (English, the catalogues' reference)."""
_SIGN_WORDS = {"SIGN", "SYMBOL", "BLACK", "WHITE", "SUIT", "HEAVY", "MARK"}
"""Words of a sign's Unicode name that describe the glyph, not what it stands for."""


def _sign(written: str, word: str, lang: str) -> Variant | None:
    """€ for euro, ♥ for heart: one sign whose Unicode name (in English) is the word or
    its English translation. $ (DOLLAR SIGN) for America names something else."""
    for sign, spelt in ((written, word), (word, written)):
        sign = sign.strip()
        if len(sign) != 1 or sign.isalnum():
            continue
        name = {w.casefold() for w in unicodedata.name(sign, "").split()} - {
            w.casefold() for w in _SIGN_WORDS}
        english = {fold(spelt)} | {fold(t.word) for t in translation.translations(spelt, lang)
                                   if t.direct and t.lang == UNICODE_NAMES}
        meant = sorted(name & english)
        if meant:
            return Variant(sign, spelt, "sign", 0,
                           f"{sign} is {unicodedata.name(sign)} (Unicode), {meant[0]}")
    return None


def _letters_stand_in(short: str, long: str) -> bool:
    """The short word is the long one cut (gym-nasium, violon-cello, in-flu-enza), or cut
    with a vowel added or taken from inside it (frig-o in ré-frig-érateur, mat-ma in
    mat-e-matyka, ad-o)."""
    s, w = fold(short), fold(long)
    if len(s) < 2 or len(w) < len(s) + 2:
        return False
    if w.startswith(s) or (len(s) >= 3 and s in w):  # cello in violoncello, flu in influenza
        return True
    cut = s[:-1] if s[-1] in "aeiouy" else s
    if len(cut) < 3:
        return False
    if w.startswith(cut) or cut in w[:len(w) // 2 + 1]:
        return True
    rest = iter(w[3:])  # mat-m(a) in mat-e-m-atyka: the rest of its letters in order
    return w.startswith(cut[:3]) and all(ch in rest for ch in cut[3:])


def short_form(written: str, word: str, language: str) -> Variant | None:
    """gym for gymnasium, télé for télévision, kilo for kilogram: one word written short.
    The letters must stand in the long word and the dictionaries translate both to one
    word (gym and gymnasium are both Turnhalle; bus and business share none)."""
    lang = base_language(language)
    for short, long in ((written, word), (word, written)):
        if not _letters_stand_in(short, long) or _one_family(short, long, lang) \
                or _built_on(short, long, lang):
            continue  # kotek, lodowy, collier: a word built on the short one, not it cut
        shared = _shared_translation(short, long, lang)
        if shared and _means_the_same(short, long, lang):
            return Variant(written, word, "short form", distance(written, word),
                           f"{short} is {long} cut short; both translate to {shared}")
    return None


def _means_the_same(short: str, long: str, lang: str) -> bool:
    """A clipping means what its word means: half the translations of one are the other's
    (lab/laboratory, frigo/réfrigérateur), or it cuts a word at least two and a half
    times its length (ado-lescent, bac-calauréat). pen and pencil share only Stift."""
    ta, tb = _translation_set(short, lang), _translation_set(long, lang)
    shared = len(ta & tb)
    if ta and tb and 2 * shared >= min(len(ta), len(tb)):
        return True
    return fold(long).startswith(fold(short)) and 2 * len(fold(long)) >= 5 * len(fold(short))


def _translation_set(word: str, lang: str) -> set[tuple[str, str]]:
    """A word's direct translations as (language, word in lower case) pairs."""
    return {(t.lang, t.word.casefold()) for t in translation.translations(word, lang)
            if t.direct}


def abbreviation(written: str, word: str, language: str) -> Variant | None:
    """TV for television, PC for personal computer: two to four letters, the first the
    word's, the rest in order in it, that the pronouncing dictionary says as the word
    (CMUdict's TV is /tɛləvɪʒən/) or that translates as the word does."""
    lang = base_language(language)
    for short, long in ((written, word), (word, written)):
        s, w = fold(short), fold(long)
        if not 2 <= len(s) <= 4 or len(w) < len(s) + 3 or s[0] != w[0]:
            continue
        if not (short.isupper() or not set(s) & set("aeiouy")) or _one_family(short, long, lang):
            continue  # lód is no abbreviation of lodowy: TV and tv are, SMS, PC
        rest = iter(w[1:])
        if not all(ch in rest for ch in s[1:]):
            continue
        said = phonetics.same_sound(short, long, lang)
        shared = None if said else _shared_translation(short, long, lang)
        if said or shared:
            how = "it is said as the word" if said else f"both translate to {shared}"
            return Variant(written, word, "abbreviation", distance(written, word),
                           f"{short} abbreviates {long}; {how}")
    return None


def _built_on(short: str, long: str, lang: str) -> bool:
    """Is the long word the short one doubled (chouchou) or the short one and a suffix of
    the language, its last consonant doubled or not (col-l-ier)? A derivation's shape,
    which a clipping's rest never has."""
    s, w = fold(short), fold(long)
    if not w.startswith(s):
        return False
    suffixes = {fold(x) for x in get_language(lang).suffixes}
    rest = w[len(s):]
    return rest == s or rest in suffixes or (rest[:1] == s[-1:] and rest[1:] in suffixes)


def _shared_translation(a: str, b: str, lang: str) -> str | None:
    """One direct translation both words have, as evidence reads it, or None."""
    tb = _translation_set(b, lang)
    for t in translation.translations(a, lang):
        if t.direct and (t.lang, t.word.casefold()) in tb:
            return f"{t.word} ({t.dictionary})"
    return None


@lru_cache(maxsize=65536)
def variant(written: str, word: str, language: str) -> Variant | None:
    """Is `written` the word `word` written differently? (Order matters only in wording.)"""
    lang = base_language(language)
    if fold(written) == fold(word) or not fold(written) or not fold(word):
        return None
    number = _number(written, word, lang) or _sign(written, word, lang)
    if number is not None:
        return number
    declared = get_language(lang)
    if not close(written, word, lang):
        short = short_form(written, word, lang) or abbreviation(written, word, lang)
        if short is not None:
            return short
        if declared.one_entry is None or not phonetics.same_sound(written, word, lang):
            return None
        one_entry = declared.one_entry(written, word, True)  # ketchup/catsup: one word
        return Variant(written, word, "variant spelling", distance(written, word),
                       f"{one_entry}; same sound") if one_entry else None
    d = distance(written, word)
    one_entry = declared.one_entry(written, word, False) if declared.one_entry else None
    if one_entry:  # encyclopaedia, pyjamas: WordNet lists both spellings of one word
        return Variant(written, word, "variant spelling", d, one_entry)
    in_w, in_k = lexicon.in_dictionary(written, lang), lexicon.in_dictionary(word, lang)
    if in_w and in_k:
        shared = _share_translation(written, word, lang)
        if shared and phonetics.same_sound(written, word, lang):
            return Variant(written, word, "variant spelling", d,
                           f"{in_w} has both; same sound; {shared}")
        if shared and not declared.marks_are_letters and not _one_family(written, word, lang):
            # yaourt/yogourt: said a little apart, but one word in every dictionary (not
            # where marks make letters: the tables' folded lawa is ława's bench too)
            return Variant(written, word, "variant spelling", d, f"{in_w} has both; {shared}")
        return _accepted_spelling(written, word, lang, in_w)
    if in_w or in_k:
        unknown, known_one, source = (word, written, in_w) if in_w else (written, word, in_k)
        if declared.own_word is not None and declared.own_word(unknown, known_one):
            return None  # a real word spelt like a mistake (wether): a homophone or a word
        attested = lexicon.attested(unknown, lang, ATTESTED_ZIPF)
        if attested:
            if not _sounds_alike(unknown, known_one, lang):
                return None  # a different attested word (a name, slang), not a respelling
            return Variant(written, word, "variant spelling", d,
                           f"{source} spells it {known_one}; {unknown} is attested ({attested})")
        return Variant(written, word, "misspelling", d,
                       f"{source} has {known_one}, not {unknown}")
    return Variant(written, word, "misspelling", d, f"neither is in the {lang} dictionary")
