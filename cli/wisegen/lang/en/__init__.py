"""English: chunspell's en_US hunspell, CMUdict's pronunciations, WordNet's derivations.

chunspell's dictionary records derivational stems (actress -> actor), which the other
hunspell dictionaries lack, so its stems are filtered by spelling (derivation.py).
"""

from __future__ import annotations

from wisegen.lang.base import Hunspell, Language, Pronunciation, metaphone, word_set
from wisegen.lang.en import cmu, derivation

LANGUAGE = Language(
    code="en",
    name="English",
    stemmer="english",
    hunspell=Hunspell("en_US", quick=True),
    pronunciation=Pronunciation(cmu.SOURCE, cmu.pronunciations, joiners=(" ",)),
    sound_key=metaphone,
    suffixes=word_set("""
        s es ed d ing er est r st ly ness ment ity ty ion tion ation ition sion ian an
        al ial ical ic ics ous ious eous ful less able ible ive ative ist ism ish ize ise
        ify fy en hood ship dom ess ette let ling ery ry ary ory ee eer ward y ie ese
        ite ant ent ance ence ancy ency th ure age ics ism ster
    """),
    prefixes=word_set("un re dis in im il ir non pre mis over under out anti de co con com"
                      " pro ex sub super inter trans fore semi"),
    plausible_stem=derivation.plausible_stem,
    derivation=derivation.wordnet_link,
    meaning_link=derivation.meaning_link,
    translations="translations/en.tsv.gz",
    other_languages=("fr", "de", "es", "it", "pl"),
    sample_words=("lighthouse", "cat", "anchor", "volcano", "bread"),
    forbidden_pairs=(("rime", "avec"), ("rhyme", "with")),
)
