"""Polish: hunspell-pl shipped in data/hunspell/; SGJP's morphology (sgjp.py,
words.py) for lemmas (psy -> pies); word formation (derivation.py: kot/kotek,
rzeka/rzeczka, nauczyciel/nauczycielka); pronunciation by spelling rules (sounds.py:
może/morze, bóg/buk); the FreeDict table translations/pl.tsv.gz (kot -> cat, Katze).
The alphabet (letters.py) and SGJP's noun classes also serve Mistrz Słowa.

Polish letters with marks are letters (`marks_are_letters`): lód and lud differ, and
only a word written without any marks (zolw) is respelt (żółw).
"""

from __future__ import annotations

from wisegen.lang.base import Hunspell, Language, Lexicon, Pronunciation, word_set
from wisegen.lang.pl import derivation, names, numbers, plural, sounds, typography, words

LANGUAGE = Language(
    code="pl",
    name="Polish",
    native_name="polski",
    stemmer="polish",
    hunspell=Hunspell("pl_PL", folder="hunspell", table="hunspell/pl-vocabulary.tsv.gz",
                      complete=False),
    lexicon=Lexicon(words.SOURCE, knows=words.knows, forms=words.forms, lemmas=words.lemmas,
                    quick=False),
    marks_are_letters=True,
    pronunciation=Pronunciation(sounds.SOURCE, sounds.pronunciations, joiners=("",)),
    sound_key=sounds.sound_key,
    suffixes=word_set("""
        ek ka ko ik yk czek czka eczek eczka uszek uszka ątko owa ini yni ina ica anka
        arz nik ciel ość stwo anie enie cie ówka ista izm acja
    """),
    prefixes=word_set("nie przy prze roz wy za na po od do pod nad przed bez współ"),
    number_words=numbers.words,
    derivations="morphynet/pl-derivation.tsv.gz",
    derivation=derivation.link,
    translations="translations/pl.tsv.gz",
    is_name=names.is_name,
    sample_words=("latarnia", "kot", "kotwica", "wulkan", "chleb"),
    quotes=("\u201e", "\u201d"),  # „cudzysłów”
    typeset=typography.typeset,
    plural=plural.category,
)
