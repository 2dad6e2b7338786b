"""What a language package declares: the one interface the shared algorithms ask.

Every language wisegen knows is a folder `lang/<code>/` whose `__init__` exports
`LANGUAGE = Language(...)` (lang/registry.py finds them). The shared algorithms
(lemmas, family, lexicon, phonetics, tokens …) never branch on a language code: they
ask this object which resources the language has, so a new language is one folder plus
its data, and a resource a language lacks is simply an empty field.

A declaration must cost nothing at start-up: it names a dictionary, a table file or a
function to call, and nothing is opened until a ruling asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import hunspell as _hunspell

LANG_DIR = Path(__file__).resolve().parent
"""The folder of the language packages: `LANG_DIR/<code>/` is one language, its code
beside its `data/` (files, compiled indexes and their licences)."""


def word_set(text: str) -> frozenset[str]:
    """A closed set of words or affixes written as one whitespace-separated string."""
    return frozenset(text.split())


def as_written(text: str) -> str:
    """Printed text left as its author typed it: a language without a typography module."""
    return text


def one_or_other(count: int) -> str:
    """English's plural rule (CLDR): `one` for 1, `other` for every other number."""
    return "one" if count == 1 else "other"


def metaphone(folded: str) -> str:
    """Metaphone's sound key: English rules, and the key of a language without its own."""
    import jellyfish

    return jellyfish.metaphone(folded)


@dataclass(frozen=True)
class Link:
    """Why two words are one family: the source and what it says."""

    source: str
    detail: str
    stem: str | None = None
    """The shared Snowball stem, when there is one (shown as extra evidence)."""

    def evidence(self) -> dict[str, str]:
        out = {"source": self.source, "entry": self.detail}
        if self.stem:
            out["stem"] = self.stem
        return out


@dataclass(frozen=True)
class Hunspell:
    """A hunspell dictionary: chunspell's bundled one, or one shipped in the language's data/."""

    name: str
    """The dictionary's file name without extension (en_US, fr, pl_PL)."""
    folder: str | None = None
    """Its folder under the language's data/ (`hunspell`); None for a dictionary chunspell
    bundles."""
    quick: bool = False
    """Small enough to open for one foreign-word check (chunspell's en_US is; the shipped
    French and Polish ones take a noticeable part of a cold ruling's budget)."""
    table: str | None = None
    """A table of its answers under the language's data/ (spelling_table.py), so that a ruling
    need not open it; None: every word is asked of hunspell."""
    complete: bool = True
    """The table answers for every word of its letters (en_US: a word without a row is
    unknown); False: only for the words it has rows for (French and Polish: the words
    translations lead to), any other word is asked of hunspell."""

    @property
    def source(self) -> str:
        """The dictionary as evidence names it ('hunspell en_US')."""
        return f"hunspell {self.name}"

    def open(self, data_dir: Path) -> _hunspell.Hunspell:
        """The dictionary itself; `data_dir` is its language's (`Language.data_dir`)."""
        import hunspell

        if self.folder is None:
            return hunspell.Hunspell(self.name)
        return hunspell.Hunspell(self.name, hunspell_data_dir=str(data_dir / self.folder))


@dataclass(frozen=True)
class Lexicon:
    """A word list beside hunspell that restores accents and gives lemmas, and loads fast
    (Lexique for French: 'fantome' is 'fantôme', 'princesse' comes from 'prince')."""

    source: str
    knows: Callable[[str], bool]
    """Does the lexicon have this word (accents and case aside)?"""
    forms: Callable[[str], list[str]]
    """The spellings it gives a folded word, accents restored."""
    lemmas: Callable[[str], list[str]]
    """The lemmas of the word's entries, as the lexicon spells them."""
    quick: bool = True
    """Cheap to open for one foreign-word check in another language's ruling (Lexique's
    table is); False when opening it costs more than the check is worth (SGJP)."""


@dataclass(frozen=True)
class Pronunciation:
    """A pronouncing dictionary: homophones are words whose entries agree."""

    source: str
    lookup: Callable[[str], dict[str, str]]
    """Folded word -> {comparable pronunciation: how to show it, source included}."""
    joiners: tuple[str, ...]
    """What may stand between the sounds of a compound's parts ('' or a schwa in
    French porte-feuille; CMUdict separates phones with a space)."""


DerivationLink = Callable[[str, str, Mapping[str, str], Mapping[str, str]], Link | None]
"""(a, b, lemmas of a, lemmas of b) -> a lexical database's derivation between them."""


@dataclass(frozen=True)
class Language:
    """One language's resources. Only `code` and `name` are required: a language with
    nothing else still has a wordfreq list (frequency, 'is it a word') and a name for
    translation evidence."""

    code: str
    """The primary BCP-47 subtag (en, fr, pl): `en-GB` is ruled as `en`."""
    name: str
    """The English name, as evidence says it ('buisson' is 'shrub' in French)."""
    native_name: str = ""
    """Its own name for itself ('polski'), for lists a speaker reads ('' means `name`)."""
    home: str = ""
    """Its folder under lang/, holding `data/` ('' means `code`; a language built from
    another with `dataclasses.replace` keeps reading the other's data)."""
    wordfreq: str = ""
    """wordfreq's code for the language ('' means the same as `code`)."""
    stemmer: str | None = None
    """The Snowball algorithm's name (english, french, polish …)."""
    hunspell: Hunspell | None = None
    lexicon: Lexicon | None = None
    marks_are_letters: bool = False
    """Its letters with marks are letters of their own (Polish lód is not lod): words
    are looked up and pronounced as written, and only a word written without any marks
    is respelt by the lexicon. False: accents are folded away first (French)."""
    pronunciation: Pronunciation | None = None
    sound_key: Callable[[str], str] = metaphone
    """A coarse key of a folded word: equal keys suggest one word spelt two ways."""
    split_word: Callable[[str], list[str]] | None = None
    """The words one space- and hyphen-free piece holds (French elision: l'eau)."""
    suffixes: frozenset[str] = frozenset()
    """Derivational suffixes: how a word could be built from another (a candidate only)."""
    prefixes: frozenset[str] = frozenset()
    plausible_stem: Callable[[str, str], bool] | None = None
    """(form, stem) -> may hunspell's stem be trusted for this form? None trusts all."""
    derivation: DerivationLink | None = None
    """A lexical database's derivational link (WordNet, Lexique's roots)."""
    derivations: str | None = None
    """A table of attested derivations under its data/ (lang/derivations.py: MorphyNet's
    Wiktionary derivations), the first evidence of a family; None: the language has none."""
    own_word: Callable[[str, str], str | None] | None = None
    """(word, other) -> a second dictionary (WordNet) that knows `word` as a word of its
    own where the spelling dictionary lacks it, so it is never `other` misspelt."""
    one_entry: Callable[[str, str, bool], str | None] | None = None
    """(a, b, same_sound) -> a dictionary that lists both as one word's spellings
    (WordNet's synsets: encyclopaedia/encyclopedia; ketchup/catsup, which sound alike),
    its evidence, or None."""
    number_words: Callable[[int], tuple[str, ...]] | None = None
    """How the language writes a number in words (three, douze, sześć), every usual way."""
    respell: Callable[[str], dict[str, str]] | None = None
    """A folded base's stems under the language's alternations before a suffix, each with
    the rule (French chaud -> chal 'au:al'): candidates that family.py must confirm."""
    meaning_link: Callable[[str, str], Link | None] | None = None
    """A derivation by meaning alone (sing/song), only to confirm a translation's pair."""
    translations: str | None = None
    """The bilingual table of this language's words, under its data/ (None: none)."""
    is_name: Callable[[str], bool] | None = None
    """Is the word a proper noun by the language's own lexicon? (None: hunspell decides:
    a word it knows only capitalised.) Pack checks warn about names on cards."""
    other_languages: tuple[str, ...] | None = None
    """The languages a word of this one is also looked up in (foreign words, cognates,
    inflected translations), in the order evidence prefers them. None (the usual): every
    other language wisegen has, those with a translation table first
    (`registry.other_languages`), so a new language joins every comparison by itself."""
    sample_words: tuple[str, ...] = ()
    """Five everyday words, spelt right, for `wisegen pack new`."""
    quotes: tuple[str, str] = ("\u201c", "\u201d")
    """The quotation marks printed text puts around a quoted sentence (a rulebook
    quoting the published rules), spaces included where the language wants them."""
    typeset: Callable[[str], str] = as_written
    """Printed text as a book sets it: curly quotes and apostrophes, dashes, the
    language's no-break spaces (`lang/<code>/typography.py`); applied to every text a
    kit draws, so it must be idempotent."""
    plural: Callable[[int], str] = one_or_other
    """The CLDR plural category of a count (`one`, `few`, `many`, `other`): which form
    of a catalogue message (lang/messages.py) says "3 points"."""

    def __post_init__(self) -> None:
        if not self.wordfreq:
            object.__setattr__(self, "wordfreq", self.code)
        if not self.native_name:
            object.__setattr__(self, "native_name", self.name)
        if not self.home:
            object.__setattr__(self, "home", self.code)

    @property
    def data_dir(self) -> Path:
        """Its data files, their compiled indexes and licences: `lang/<code>/data/`."""
        return LANG_DIR / self.home / "data"

    def data(self, relative: str) -> Path:
        """A file under its data folder ('translations/fr.tsv.gz')."""
        return self.data_dir / relative

    @property
    def rules_clues(self) -> bool:
        """Has it what the clue referee needs: spelling, sounds and translations?"""
        return (self.hunspell is not None and self.pronunciation is not None
                and self.translations is not None)
