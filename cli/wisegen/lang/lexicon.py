"""Is this a word? In the game's language, in another one, or in none (invented).

Two questions with different authorities:

- `in_dictionary`: does the spelling dictionary (hunspell, and the language's lexicon
  such as Lexique for French) spell the word this way? A word it does not know but
  that is close to another word is a candidate misspelling or variant spelling (colour
  is not en_US; shurt is nothing).
- `known`: is it a word at all? The dictionary, or wordfreq's corpus counts (names
  such as Mickey or Thor, acronyms such as SMS, British spellings), or the same in
  another language (buisson, Hund). A word known nowhere is invented (Swee'ting).

Every lookup starts from the folded word (and the accented spellings the language's
lexicon gives it: Lexique's, in French), so accents and case never change an answer.
Which other languages a word is looked up in is the game language's declaration
(`registry.other_languages`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

from wisegen.lang import spelling
from wisegen.lang.base import Language
from wisegen.lang.frequency import zipf
from wisegen.lang.normalise import base_language, fold, nfc
from wisegen.lang.registry import get_language, other_languages

KNOWN_ZIPF = 2.0
"""wordfreq Zipf at which a game-language token counts as a real word (≈1 per 10 M words).
Below it, wordfreq's web counts hold typos ('rythem' is 1.1)."""
FOREIGN_ZIPF = 3.0
"""wordfreq Zipf for another language's word (its small list, loaded quickly)."""


def spellings(word: str, language: str) -> list[str]:
    """Spellings to look up: the folded word, after the accented forms the language's
    lexicon gives it (Lexique's, in French)."""
    folded = fold(word)
    if not folded:
        return []
    declared = get_language(language)
    lexicon = declared.lexicon
    if declared.marks_are_letters:
        written = nfc(word).casefold().strip()
        if written != folded or lexicon is None:
            return [written]  # written with its marks: lód is not lod
    return [*lexicon.forms(folded), folded] if lexicon is not None else [folded]


def spelled_apart(a: str, b: str, language: str) -> bool:
    """Two words that differ only by their marks, each a word of the lexicon as written:
    forêt and foret (a drill), tache and tâche are two words, not one written twice. A
    word typed without its marks that is no word as typed (fantome) is still fantôme."""
    lang = base_language(language)
    written_a, written_b = nfc(a).casefold().strip(), nfc(b).casefold().strip()
    lexicon = get_language(lang).lexicon
    if written_a == written_b or fold(a) != fold(b) or lexicon is None:
        return False
    forms = set(lexicon.forms(fold(a)))
    return written_a in forms and written_b in forms


@lru_cache(maxsize=65536)
def in_dictionary(word: str, language: str) -> str | None:
    """The spelling dictionary that has this word in lower case, or None.

    Lower case only: hunspell's capitalised entries are names ('Grey', 'Thor'), and a
    name does not make 'grey' an American spelling. Names are words all the same:
    `known` finds them in wordfreq's counts.
    """
    lang = base_language(language)
    declared = get_language(lang)
    if declared.lexicon is not None and declared.lexicon.knows(word):
        return declared.lexicon.source
    speller = spelling.dictionary(lang)
    if speller is None or declared.hunspell is None:
        return None
    try:
        if any(speller.spell(spelled) for spelled in spellings(word, lang)):
            return declared.hunspell.source
    except UnicodeError:  # a letter the dictionary's encoding lacks (en_US is Latin-1)
        pass
    return None


@lru_cache(maxsize=65536)
def known(word: str, language: str) -> str | None:
    """Where `word` is attested in `language` (dictionary or corpus frequency), or None."""
    lang = base_language(language)
    return in_dictionary(word, lang) or attested(word, lang, KNOWN_ZIPF)


def attested(word: str, language: str, threshold: float) -> str | None:
    """wordfreq's evidence that the word is in use in `language` at `threshold` or above."""
    lang = base_language(language)
    best = max((zipf(s, lang) or 0.0 for s in spellings(word, lang)), default=0.0)
    return f"wordfreq {lang} (Zipf {best:.1f})" if best >= threshold else None


def _others(language: str) -> list[Language]:
    return [get_language(code) for code in other_languages(language)]


def _quick_dictionaries(others: list[Language]) -> list[tuple[str, str, Callable[[str], bool]]]:
    """(language, source, has it the word?) for the dictionaries of other languages that
    load fast enough for one foreign word, cheapest first: their lexicons (a binary
    search in a shipped table: Lexique), then their hunspell dictionaries when small
    (chunspell's en_US)."""
    out = [(other.code, other.lexicon.source, other.lexicon.knows)
           for other in others if other.lexicon is not None]
    out += [(other.code, other.hunspell.source, partial(_in_hunspell, language=other.code))
            for other in others if other.hunspell is not None and other.hunspell.quick]
    return out


def _in_hunspell(word: str, language: str) -> bool:
    return in_dictionary(word, language) is not None


@lru_cache(maxsize=65536)
def known_elsewhere(word: str, language: str) -> tuple[str, str] | None:
    """(language, source) of another language that has this word, or None.

    Only sources that load fast are asked (English hunspell, Lexique, wordfreq's small
    lists): a cold check of one foreign clue must not load six dictionaries.
    """
    from wordfreq import zipf_frequency

    others = _others(language)
    for code, source, has in _quick_dictionaries(others):
        if has(word):
            return code, source
    for other in others:
        forms = spellings(word, other.code)
        best = max((zipf_frequency(f, other.wordfreq, wordlist="small") for f in forms),
                   default=0.0)
        if best >= FOREIGN_ZIPF:
            return other.code, f"wordfreq {other.wordfreq} (Zipf {best:.1f})"
    return None


def sources_checked(language: str) -> list[str]:
    """What an 'invented' verdict consulted, for its evidence."""
    game = get_language(language)
    out = [game.hunspell.source if game.hunspell is not None else "hunspell"]
    if game.lexicon is not None:
        out.append(game.lexicon.source)
    out.append(f"wordfreq {base_language(language)}")
    others = _others(language)
    out.extend(source for _, source, _ in _quick_dictionaries(others))
    out.append("wordfreq " + "/".join(other.code for other in others))
    return out
