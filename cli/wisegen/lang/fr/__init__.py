"""French: hunspell-fr shipped in data/hunspell/, and Lexique 3.83 for accents,
lemmas hunspell French lacks (princesse -> prince), pronunciations and roots.

Every French lookup starts from the accented spellings Lexique gives a folded word, so
"electricite" and "électricité" get the same answers.
"""

from __future__ import annotations

from wisegen.lang.base import Hunspell, Language, Lexicon, Pronunciation, word_set
from wisegen.lang.fr import alternation, derivation, elision, lexique, numbers, sounds, typography
from wisegen.lang.fr import plural as plural_rule

LANGUAGE = Language(
    code="fr",
    name="French",
    native_name="français",
    stemmer="french",
    hunspell=Hunspell("fr", folder="hunspell", table="hunspell/fr-vocabulary.tsv.gz",
                      complete=False),
    lexicon=Lexicon(lexique.SOURCE, knows=lexique.knows, forms=lexique.forms,
                    lemmas=lexique.lemmas),
    pronunciation=Pronunciation(lexique.SOURCE, lexique.pronunciations, joiners=("", "°")),
    sound_key=sounds.sound_key,
    split_word=elision.split,
    suffixes=word_set("""
        s x e es ée ées age ages ement ements ment ments ation ations ition tion ion ions
        eur eurs euse euses rice rices teur trice ier iers ière ières iste istes isme
        ité ités té eté ette ettes et on ons eau eaux elle erie ie ies ique iques ais
        aise ois oise ien ienne able ables ible al ale aux el if ive eux ance ence ant
        ante ent ure ade aie oir oire ard asse er ir iser ifier ée ure ée at ceau ereau
    """),
    prefixes=word_set("dé dés des re ré r in im il ir pré anti contre sur sous co en em mé"
                      " més mal inter super a ac ap"),
    number_words=numbers.words,
    derivations="morphynet/fr-derivation.tsv.gz",
    derivation=derivation.lexique_link,
    respell=alternation.respell,
    translations="translations/fr.tsv.gz",
    sample_words=("phare", "chat", "ancre", "volcan", "pain"),
    quotes=("\u00ab\u00a0", "\u00a0\u00bb"),  # « guillemets » with no-break spaces
    typeset=typography.typeset,
    plural=plural_rule.category,
)
