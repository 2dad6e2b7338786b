"""Do two words belong to one word family (share a root)?

The evidence, strongest first:

1. one lemma: hunspell's morphology or Lexique's lemma (mice/mouse, princess/prince,
   actress/actor, princesse/prince, outils/outil);
1b. an attested derivation of the language's table (derivations.py: MorphyNet's
   Wiktionary derivations, écrire → écriture, wilk → wilczyca). Where the table records
   what the longer word is built on and it is not the other word, its silence is the
   answer: the weaker evidence below is asked only about the first word of that
   recorded ancestry, or about the pair when the table records no base at all;
2. a derivation a lexical database records (the language's `derivation`): WordNet 3.0
   in English (electricity/electric, Japan/Japanese), Lexique's morphology in French
   (outillage/outil) — each only when the two spellings visibly share a stem, since
   WordNet also links heart and cardiac;
3. a possible derivation (a shared Snowball stem, or a base plus a suffix or prefix
   of the language) that the bilingual dictionaries confirm: the two words translate
   to one word in two languages (electric/electrical -> électrique, elektrisch), to
   related words of the other game language (jardinier/jardin -> gardener/garden;
   chant/chanter -> song/sing), or the longer one to a compound of the shorter's
   translation (dentiste -> Zahnarzt = Zahn + Arzt);
4. a compound of the other word and a second word that a translation confirms
   (snowman -> Schneemann = Schnee + Mann).

A resemblance alone is never enough: university/universe share the stem "univers" and
carpet is "car" + "pet", but no dictionary relates their meanings, so they stay apart.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import islice

from wisegen.lang import affixes, derivations, lemmas, lexicon, stems, translation, word_parts
from wisegen.lang.base import Link
from wisegen.lang.normalise import base_language, fold, nfc
from wisegen.lang.registry import get_language, referee_languages

Rule = Callable[[str, str, str], "Link | None"]
"""(a, b, language) -> evidence of one family, or None: a weaker rule of evidence."""
_LINKING = ("", "s", "n", "en", "es", "er", "e")
"""Letters that join the parts of a compound (German Sonne-n-blume, Schwein-s-braten)."""


def strong_link(a: str, b: str, language: str) -> Link | None:
    """Evidence of kinds 1 and 2 (dictionary entries), without the translation test."""
    lang = base_language(language)
    if fold(a) == fold(b):
        return None
    return _attested_or(a, b, lang, _dictionary_link)


def _attested_or(a: str, b: str, lang: str, rule: Rule) -> Link | None:
    """One lemma, or a derivation the language's table records, or else what `rule`
    says where the table is silent (`_from_origins`)."""
    found = _lemma_link(a, b, lang)
    if found:
        return found
    forms_a, forms_b = written_forms(a, lang), written_forms(b, lang)
    return derivations.link(forms_a, forms_b, lang) or _from_origins(
        a, b, forms_a, forms_b, lang, rule)


def _lemma_link(a: str, b: str, lang: str) -> Link | None:
    """One lemma (mice/mouse, princesse/prince), as the dictionary that says so words it."""
    said = lemmas.same_lemma(a, b, lang)
    if not said or said == "same word":
        return None
    source, _, detail = said.partition(": ")
    return Link(source, detail or said)


def _from_origins(a: str, b: str, forms_a: list[str], forms_b: list[str], lang: str,
                  rule: Rule) -> Link | None:
    """Ask a weaker rule about the pair where the derivational database is silent: about
    the two words when it records no base for the longer one, else about the first word
    of its recorded ancestry (rękawiczka ← rękawica ← rękaw) and the shorter one."""
    a_longer = len(fold(a)) > len(fold(b))
    shorter = b if a_longer else a
    roots = derivations.origins(forms_a if a_longer else forms_b, lang)
    if roots is None:
        return rule(a, b, lang)
    for root, chain in roots:
        if fold(root) != fold(shorter):
            found = rule(root, shorter, lang)
            if found:
                return Link(found.source, f"{chain}; {found.detail}", found.stem)
    return None


def _dictionary_link(a: str, b: str, lang: str) -> Link | None:
    """The language's own derivational rule (WordNet, Lexique's roots, Polish formation)."""
    derivation = get_language(lang).derivation
    if derivation is None:
        return None
    return derivation(a, b, lemmas.lemmas(a, lang), lemmas.lemmas(b, lang))


def written_forms(word: str, lang: str, *, quick: bool = False) -> list[str]:
    """A word's spellings (accents restored by its lexicon), as written, and their lemmas
    when the word is no lemma of its own: écrivait → écrire, but loupe stays loupe (a
    magnifier, not a form of louper) and domino stays domino (not a form of domina).
    `quick`: no lexicon that is slow to open (SGJP), for a translation's check."""
    declared = get_language(lang)
    if quick and declared.lexicon is not None and not declared.lexicon.quick:
        return lexicon.spellings(word, lang)
    spelled = lexicon.spellings(word, lang)
    written = nfc(word).casefold().strip()
    if written in spelled and lexicon.in_dictionary(written, lang):
        spelled = [written]  # tache is a word as typed: not tâche with its accent lost
    if declared.lexicon is None:
        return spelled
    found = [lemma for form in spelled for lemma in declared.lexicon.lemmas(form)]
    own = [form for form in spelled if form in found]
    return own or list(dict.fromkeys([*spelled, *found]))


def _meaning_link(a: str, b: str, lang: str) -> Link | None:
    """A derivation by meaning alone (WordNet's sing/song, fly/flight): only used to
    confirm a pair that already looks related in the other language."""
    meaning_link = get_language(lang).meaning_link
    if meaning_link is None or fold(a) == fold(b):
        return None
    return meaning_link(a, b)


def _direct(word: str, lang: str, *, pivots: bool = False
            ) -> dict[str, list[translation.Translation]]:
    """Translations by language (direct ones unless `pivots`), without loanwords spelt
    like the word itself (château -> Chateau proves nothing about château's parts)."""
    out: dict[str, list[translation.Translation]] = {}
    for t in translation.translations(word, lang):
        if (t.direct or pivots) and t.lang != lang and fold(t.word) != fold(word):
            out.setdefault(t.lang, []).append(t)
    return out


def _compound_of(whole: str, part: str, lang: str) -> str | None:
    """'Schneemann' is 'Schnee + mann', 'Sonnenblume' 'Sonnen + blume': the split at the
    morpheme boundary (a linking -n-, -s-, -en- stays with the first part), or None.

    The remainder must be a word of the language, so a suffix (université = univers +
    ité) or a mere ending (maravilla = mar + avilla) is not mistaken for a compound."""
    w, p = fold(whole), fold(part)
    if len(p) < 3 or len(w) < len(p) + 3:
        return None
    candidates: list[tuple[str, str]] = []  # (the part as written in the whole, the rest)
    if w.startswith(p):
        rest = w[len(p):]
        candidates += [(p + link, rest[len(link):]) for link in _LINKING if rest.startswith(link)]
    if w.endswith(p) and len(w) - len(p) >= 4:  # wild-cat; not rec-ours
        rest = w[:-len(p)]
        candidates += [(p, rest) for link in _LINKING if rest.endswith(link)][:1]
    declared = get_language(lang)
    affix = declared.prefixes | declared.suffixes
    usable = [(head, rest) for head, rest in candidates if rest not in affix]  # con + cord
    words = [(head, rest) for head, rest in usable if len(rest) >= 3 and _is_word(rest, lang)]
    for head, rest in words:
        shown_head = whole[:len(head)] if w.startswith(head) else part
        shown_rest = whole[len(head):] if w.startswith(head) else whole[:len(rest)]
        return (f"{shown_head} + {shown_rest}" if w.startswith(p)
                else f"{shown_rest} + {whole[len(rest):]}")
    return None


def _cognate(a: str, b: str, edits: int = 2) -> bool:
    """Spelt nearly alike (across languages, so one says nothing new about the other)."""
    import jellyfish

    return jellyfish.damerau_levenshtein_distance(fold(a), fold(b)) <= edits


def _is_word(word: str, lang: str) -> bool:
    """A word of `lang` by its dictionary (a referee language's) or wordfreq's small list."""
    if lang in referee_languages() and lexicon.in_dictionary(word, lang):
        return True
    from wordfreq import zipf_frequency  # only now: importing it takes ~0.2 s

    return zipf_frequency(word, get_language(lang).wordfreq,
                          wordlist="small") >= lexicon.FOREIGN_ZIPF


def confirmed_by_translations(a: str, b: str, language: str, *, strict: bool = False
                              ) -> str | None:
    """Do the bilingual dictionaries relate the meanings of `a` and `b`? How, or None."""
    lang = base_language(language)
    ta, tb = _direct(a, lang), _direct(b, lang)
    # One shared translation can be a homograph of the target language (port and porte
    # are both 'porta' in Italian); two languages agreeing are not a coincidence.
    shared = []
    for target in sorted(set(ta) & set(tb)):
        casefolded = {t.word.casefold() for t in tb[target]}
        shared += [t for t in ta[target] if t.word.casefold() in casefolded][:1]
    if len(shared) >= 2:
        said = ", ".join(f"{t.word} ({t.dictionary})" for t in shared[:2])
        return f"both translate to {said}"
    related = related_translations(a, b, lang, strict=strict)
    if related:
        return related
    for longer, shorter, t_long, t_short in ((a, b, ta, tb), (b, a, tb, ta)):
        if len(fold(longer)) <= len(fold(shorter)):
            continue
        for target in sorted(set(t_long) & set(t_short)):
            for x in t_long[target]:
                if _cognate(x.word, longer):
                    continue  # planète is planet respelt: its parts repeat planet's
                for y in t_short[target]:
                    split = _compound_of(x.word, y.word, target)
                    if split:
                        return (f"{longer} → {x.word} = {split}, {shorter} → "
                                f"{y.word} ({x.dictionary})")
    return None


def _database_link(a: str, b: str, lang: str) -> Link | None:
    """Only what a database records between two words: one lemma, a derivation of the
    language's table, or WordNet's derivational pointer; no rule of shape or gloss."""
    forms_a, forms_b = written_forms(a, lang, quick=True), written_forms(b, lang, quick=True)
    declared = get_language(lang).lexicon
    if declared is not None:  # fond is the noun, not fondre's form
        shared = sorted({fold(f) for f in forms_a} & {fold(f) for f in forms_b})
        if shared:
            return Link(declared.source, f"{a}, {b} → {shared[0]}")
    else:
        found = _lemma_link(a, b, lang)
        if found:
            return found
    return derivations.link(forms_a, forms_b, lang) or _meaning_link(a, b, lang)


def related_translations(a: str, b: str, lang: str, *, strict: bool = False) -> str | None:
    """Translations into another game language, pivots included (FreeDict's own
    English-French dictionaries lack chant and vol), that its dictionaries relate:
    vendre → sell, vente → sale (WordNet: sell ↔ sale). `strict`: only a database's
    link between the translations (_database_link). How, or None."""
    pa, pb = _direct(a, lang, pivots=True), _direct(b, lang, pivots=True)
    for target in sorted(set(pa) & set(pb)):
        if target not in referee_languages():
            continue
        words_a = {fold(t.word): t for t in pa[target]}
        words_b = {fold(t.word): t for t in pb[target]}
        for x in islice(words_a.values(), 12):
            for y in islice(words_b.values(), 12):
                if fold(x.word) == fold(y.word):
                    continue  # one shared word is a coincidence (corde, accord: chord)
                link = (_database_link(x.word, y.word, target) if strict else
                        strong_link(x.word, y.word, target)
                        or _meaning_link(x.word, y.word, target))
                if link:
                    return (f"{a} → {x.word}, {b} → {y.word} ({x.dictionary}); "
                            f"{link.source}: {link.detail}")
    return None


_STEM_MIN = 4
"""Letters a derived word's translation must share with its base's translation."""


def _prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _resembles(a: str, b: str) -> bool:
    """Spelt alike across languages (universe/universo), so a pair proves nothing."""
    import jellyfish

    fa, fb = fold(a), fold(b)
    return _prefix(fa, fb) >= 5 or jellyfish.damerau_levenshtein_distance(fa, fb) <= 1


def derived_translation(a: str, b: str, language: str) -> str | None:
    """Do two languages derive one translation from the other, as `a` from `b`?

    lionceau → Löwenwelpe from lion → Löwe, leoncino from leone; width → Breite from
    wide → breit; chaton → Kätzchen, gattino. Two languages must agree, one of them not
    merely respelling the words (université/univers repeat university/universe: no
    evidence). How, or None."""
    lang = base_language(language)
    longer, shorter = sorted((a, b), key=lambda w: -len(fold(w)))
    tl, ts = _direct(longer, lang), _direct(shorter, lang)
    found: list[tuple[str, bool]] = []
    for target in sorted(set(tl) & set(ts)):
        hit = None
        for x in islice(tl[target], 16):
            for y in islice(ts[target], 16):
                fx, fy = fold(x.word), fold(y.word)
                need = max(_STEM_MIN, len(fy) - 2)
                if len(fx) > len(fy) and _prefix(fx, fy) >= need:
                    hit = (f"{longer} → {x.word}, {shorter} → {y.word} ({x.dictionary})",
                           not (_resembles(x.word, longer) or _resembles(y.word, shorter)))
                    break
            if hit:
                break
        if hit:
            found.append(hit)
    if len(found) >= 2 and any(plain for _, plain in found):
        return "; ".join(text for text, _ in found[:2])
    return None


def _doubtful(a: str, b: str, lang: str) -> bool:
    """Hunspell reads `a` as derived from a lemma of `b`, but `a` has its own entry."""
    return bool({fold(s) for s in lemmas.doubtful_stems(a, lang)} & set(lemmas.lemmas(b, lang)))


@lru_cache(maxsize=65536)
def link(a: str, b: str, language: str) -> Link | None:
    """Why `a` and `b` are one word family, or None. Identical words are not a 'link'."""
    lang = base_language(language)
    if fold(a) == fold(b) or not fold(a) or not fold(b):
        return None
    return _attested_or(a, b, lang, _unattested_link)


def _unattested_link(a: str, b: str, lang: str) -> Link | None:
    """Evidence where no database records the derivation: the language's own rule, or a
    possible derivation or compound that the bilingual dictionaries confirm."""
    found = (_dictionary_link(a, b, lang) or word_parts.prefixed(a, b, lang)
             or word_parts.linked_compound(a, b, lang))
    if found:
        return found
    stem_a, stem_b = stems.stem(a, lang), stems.stem(b, lang)
    same_stem = stem_a == stem_b and len(stem_a) >= 3
    base = affixes.shared_base(a, b, lang)
    if base is None and (_doubtful(a, b, lang) or _doubtful(b, a, lang)):
        base = min(fold(a), fold(b), key=len)
    alternated = None if base else affixes.alternated_base(a, b, lang)
    shown_stem = f"{stem_a} ({stems.algorithm(lang)})" if same_stem else None
    if same_stem or base or alternated:
        how = (None if alternated else confirmed_by_translations(a, b, lang)) or \
            derived_translation(a, b, lang)
        if how:
            if alternated:
                detail = f"shared morpheme {alternated} (vowel changed); {how}"
            else:
                detail = f"shared base {base}; {how}" if base else how
            return Link("affixes + FreeDict", detail, shown_stem)
    if fold(a)[:1] == fold(b)[:1] and min(len(fold(a)), len(fold(b))) >= 3 \
            and not _cognate(a, b, 1):  # color/colour: one word spelt two ways, not a family
        how = related_translations(a, b, lang, strict=True)
        if how:  # vivre/vie, lire/lecture: a changed stem whose translations are related
            return Link("FreeDict", how)
    longer, shorter = (a, b) if len(fold(a)) > len(fold(b)) else (b, a)
    split = _compound_of(longer, shorter, lang)
    if split:
        how = confirmed_by_translations(longer, shorter, lang, strict=True)
        if how:
            return Link("compound + FreeDict", f"{longer} = {split}; {how}")
    return None
