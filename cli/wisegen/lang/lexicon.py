"""Is this a word? In the game's language, in another one, or in none (invented).

Two questions with different authorities:

- `in_dictionary`: does the spelling dictionary (hunspell, Lexique for French) spell
  the word this way? A word it does not know but that is close to another word is a
  candidate misspelling or variant spelling (colour is not en_US; shurt is nothing).
- `known`: is it a word at all? The dictionary, or wordfreq's corpus counts (names
  such as Mickey or Thor, acronyms such as SMS, British spellings), or the same in
  another language (buisson, Hund). A word known nowhere is invented (Swee'ting).

Every lookup starts from the folded word (and, in French, the accented spellings
Lexique gives it), so accents and case never change an answer.
"""

from __future__ import annotations

from functools import lru_cache

from wisegen.lang import lexique, spelling
from wisegen.lang.frequency import zipf
from wisegen.lang.normalise import base_language, fold

KNOWN_ZIPF = 2.0
"""wordfreq Zipf at which a game-language token counts as a real word (≈1 per 10 M words).
Below it, wordfreq's web counts hold typos ('rythem' is 1.1)."""
FOREIGN_ZIPF = 3.0
"""wordfreq Zipf for another language's word (its small list, loaded quickly)."""
OTHER_LANGUAGES = ("en", "fr", "de", "es", "it", "pl")
_HUNSPELL_NAMES = {"en": "hunspell en_US", "fr": "hunspell fr", "pl": "hunspell pl_PL"}


def spellings(word: str, language: str) -> list[str]:
    """Spellings to look up: the folded word, plus Lexique's accented forms in French."""
    folded = fold(word)
    if not folded:
        return []
    if base_language(language) == "fr":
        return [*lexique.forms(folded), folded]
    return [folded]


@lru_cache(maxsize=65536)
def in_dictionary(word: str, language: str) -> str | None:
    """The spelling dictionary that has this word in lower case, or None.

    Lower case only: hunspell's capitalised entries are names ('Grey', 'Thor'), and a
    name does not make 'grey' an American spelling. Names are words all the same:
    `known` finds them in wordfreq's counts.
    """
    lang = base_language(language)
    if lang == "fr" and lexique.entries(word):
        return lexique.SOURCE
    speller = spelling.dictionary(lang)
    if speller is None:
        return None
    try:
        if any(speller.spell(spelled) for spelled in spellings(word, lang)):
            return _HUNSPELL_NAMES.get(lang, "hunspell")
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
    best = max((zipf(s, lang) for s in spellings(word, lang)), default=0.0)
    return f"wordfreq {lang} (Zipf {best:.1f})" if best >= threshold else None


@lru_cache(maxsize=65536)
def known_elsewhere(word: str, language: str) -> tuple[str, str] | None:
    """(language, source) of another language that has this word, or None.

    Only sources that load fast are asked (English hunspell, Lexique, wordfreq's small
    lists): a cold check of one foreign clue must not load six dictionaries.
    """
    from wordfreq import zipf_frequency

    game = base_language(language)
    others = [lang for lang in OTHER_LANGUAGES if lang != game]
    if "fr" in others and lexique.entries(word):
        return "fr", lexique.SOURCE
    if "en" in others and in_dictionary(word, "en"):
        return "en", _HUNSPELL_NAMES["en"]
    folded = fold(word)
    for lang in others:
        forms = spellings(word, lang) if lang == "fr" else [folded]
        best = max((zipf_frequency(f, lang, wordlist="small") for f in forms), default=0.0)
        if best >= FOREIGN_ZIPF:
            return lang, f"wordfreq {lang} (Zipf {best:.1f})"
    return None


def sources_checked(language: str) -> list[str]:
    """What an 'invented' verdict consulted, for its evidence."""
    game = base_language(language)
    out = [_HUNSPELL_NAMES.get(game, "hunspell")]
    if game == "fr":
        out.append(lexique.SOURCE)
    out.append(f"wordfreq {game}")
    out.append(lexique.SOURCE if game == "en" else _HUNSPELL_NAMES["en"])
    out.append("wordfreq " + "/".join(lang for lang in OTHER_LANGUAGES if lang != game))
    return out
