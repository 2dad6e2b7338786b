"""Write the Polish Just One pack, content/just-one/pl.yaml.

The Polish Three Wise Words pack is now chosen by scripts/build_word_lists.py (WordNet's
classes rather than its physical-entity branch, which let in metoda and posiadacz); this
script still draws the 300 words it used to deal onto Three Wise Words cards before the
Just One ones, so that its Just One pack stays what it was, but no longer writes them.

Usage: .venv/bin/python scripts/build-polish-packs.py --wordnet DIR [--seed N]

DIR holds WordNet 3.0's dict files (data.noun, index.noun): Debian's `wordnet-base`
(`apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb x`, then
x/usr/share/wordnet), used only here, to keep concrete words.

Run once; the YAML is committed (and may be edited by hand afterwards). The words are
common, concrete nouns in the nominative singular:

1. candidates: wordfreq's most frequent Polish words (`top_n_list("pl")`), 4 to 11
   letters, most frequent first;
2. kept when SGJP reads the word only as itself, a common noun in the nominative
   singular (no reading of another lemma or part of speech: `kota`, `para` as a verb
   form, or a name such as `Róża`, are out), hunspell-pl spells it, and it is not an
   abstract or verbal noun (-ość, -anie, -enie, -cja, -stwo, -izm …) or on the short
   list of words unfit for a party game;
3. concrete: the word's first English translation (FreeDict, lang/pl/data/translations/
   pl.tsv.gz) has as its first WordNet noun sense a physical entity (a thing, an
   animal, a person, a place: not an act, a feeling or an idea), and the word is more
   in use in Polish than in English (no `king`, `team`, `pizza` loans) and is no
   name when capitalised (`Warszawa`, `Lublin`);
4. one word per family: a word whose fold, first five letters or SGJP word formation
   (kot/kotek) matches an earlier word is skipped, so no card holds two of one family;
5. Three Wise Words: 100 cards of three, each card's yellow word the most frequent of
   its three (the children's word), pink and blue from the rest; Just One: 110 cards
   of five from the words left.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wordfreq import top_n_list, zipf_frequency  # noqa: E402

from wisegen.lang import spelling, translation  # noqa: E402
from wisegen.lang.normalise import fold  # noqa: E402
from wisegen.lang.pl import derivation, sgjp  # noqa: E402

ABSTRACT = ("ość", "anie", "enie", "cie", "cja", "stwo", "ctwo", "izm", "yzm", "acja", "ancja",
            "encja", "unek", "ura", "ika", "ystyka", "ologia", "ment", "ota", "yka", "ania")
UNFIT = frozenset(str.split("""
    seks penis wódka piwo alkohol narkotyk heroina kokaina papieros śmierć trup wojna zabójca
    morderca bomba broń pistolet karabin więzienie policja polityk rząd partia sejm senat
    prezydent premier minister papież kościół bóg diabeł piekło niebo religia wiara ksiądz
    biskup grzech kurwa dupa gówno cipa chuj pizda fiut krew rak choroba szpital nowotwór
    człowiek ludzie osoba rzecz sprawa część strona sposób raz czas rok dzień miesiąc
    tydzień godzina minuta sekunda chwila koniec początek problem pytanie odpowiedź temat
    przykład wynik cel punkt stan poziom proces system program projekt rozwój wzrost
    informacja dane kwestia okres miejsce pan pani kolega państwo świat życie ciało głowa
    prawo grupa firma spółka cena koszt procent numer liczba wartość zakres rodzaj forma
    typ element wersja model tekst artykuł post komentarz link strona użytkownik konto
    wiek dół góra przód tył środek bok kraj miasto wieś region teren obszar droga ulica
    debil suka tyłek kupa gwałt koleś szatan trup zwłoki kał mocz idiota kretyn
    pedofil odbyt skurwiel rasista terrorysta narkoman faszysta wibrator biust pochwa
    prostytutka sperma kazirodztwo gówniarz gwałciciel kibel szambo ścierwo marihuana
    zbrodniarz alkoholik krematorium masakra zamachowiec pijak bimber gruźlica trumna
    grobowiec szmata płód jądro dyktator kochanka dziwka sutener zabójstwo narkotyki
    penis wagina członek sutek tampon prezerwatywa kondom nazista ludobójca morderstwo
    hipokryta głupiec wariat łobuz pedofilia wóda diler cellulit komuna getto homofob
"""))
"""Abstract, too general or unfit for a family party game (and a few place words that
are better as clue words than as secrets)."""


def plain_noun(word: str) -> bool:
    """SGJP reads `word` only as itself: a common noun, nominative singular, no name."""
    readings = sgjp.readings(word)
    if not readings:
        return False
    for r in readings:
        if r.lemma_base != word or r.noun_class != sgjp.COMMON_NOUN or r.pos != "subst":
            return False
        if r.qualifiers and any(q for q in r.qualifiers):
            return False
    return any(":sg:" in r.tag and r.nominative for r in readings)


PHYSICAL_ENTITY = "00001930"


class WordNet:
    """Just enough of WordNet 3.0 to ask: is a noun's first sense a physical entity?"""

    def __init__(self, folder: Path):
        self.first: dict[str, str] = {}
        for line in (folder / "index.noun").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            parts = line.split()
            count = int(parts[2])
            self.first[parts[0]] = parts[4 + int(parts[3]) + 2]  # first synset offset
            assert count >= 1
        self.up: dict[str, list[str]] = {}
        for line in (folder / "data.noun").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            parts = line.split()
            words = int(parts[3], 16)
            at = 4 + 2 * words
            ups = []
            for _ in range(int(parts[at])):
                symbol, offset = parts[at + 1], parts[at + 2]
                if symbol in ("@", "@i"):
                    ups.append(offset)
                at += 4
            self.up[parts[0]] = ups

    def physical(self, noun: str) -> bool:
        todo = [self.first.get(noun.lower().replace(" ", "_"), "")]
        seen: set[str] = set()
        while todo:
            offset = todo.pop()
            if not offset or offset in seen:
                continue
            if offset == PHYSICAL_ENTITY:
                return True
            seen.add(offset)
            todo += self.up.get(offset, [])
        return False


def concrete(word: str, wordnet: WordNet) -> bool:
    english = [t.word for t in translation.translations(word, "pl")
               if t.lang == "en" and t.direct and t.word.islower()]
    return bool(english) and wordnet.physical(english[0])


def candidates(limit: int, wordnet: WordNet) -> list[str]:
    out = []
    for word in top_n_list("pl", limit):
        if not (4 <= len(word) <= 11) or not word.isalpha() or word != word.lower():
            continue
        if word in UNFIT or word.endswith(ABSTRACT):
            continue
        if zipf_frequency(word, "en") + 0.5 >= zipf_frequency(word, "pl"):
            continue  # a loan or an English word (king, team, pizza)
        if any(r.lemma[:1].isupper() for r in sgjp.readings(word.capitalize())):
            continue  # a name too (Warszawa, Róża)
        if not spelling.is_known(word, "pl") or not plain_noun(word):
            continue
        if not concrete(word, wordnet):
            continue
        out.append(word)
    return out


def one_per_family(words: list[str]) -> list[str]:
    kept: list[str] = []
    seen_fold: set[str] = set()
    seen_head: set[str] = set()
    for word in words:
        key = fold(word)
        if key in seen_fold or key[:5] in seen_head:
            continue
        if any(derivation.formation(other, word) or derivation.formation(word, other)
               for other in kept if other[:2] == word[:2]):
            continue
        kept.append(word)
        seen_fold.add(key)
        seen_head.add(key[:5])
    return kept


HEADER = """# {title} — polski pakiet podstawowy ({count}).
# Written by scripts/build-polish-packs.py from wordfreq and SGJP (see the script).
game: {game}
kind: words
id: pl-core
name: "{title} — pakiet polski"
language: pl
version: 1.0.0
license: MIT
authors: [wisegen contributors]
cards:
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--limit", type=int, default=150000)
    parser.add_argument("--wordnet", type=Path, required=True)
    args = parser.parse_args()
    words = one_per_family(candidates(args.limit, WordNet(args.wordnet)))
    need = 100 * 3 + 110 * 5
    print(f"{len(words)} nouns kept, {need} needed", file=sys.stderr)
    if len(words) < need:
        raise SystemExit("not enough nouns: raise --limit")
    words = words[:need]
    rng = random.Random(args.seed)
    # Three Wise Words: the 100 most frequent words are the yellow (children's) tier;
    # pink and blue come from the rest, every card's yellow the most frequent of its three.
    zipf = {w: zipf_frequency(w, "pl") for w in words}
    by_freq = sorted(words, key=lambda w: (-zipf[w], w))
    yellow = by_freq[:100]
    rest = by_freq[100:]
    rng.shuffle(rest)
    others, just_one = rest[:200], rest[200:]
    cards = []
    for i, easy in enumerate(yellow):
        pink, blue = others[2 * i], others[2 * i + 1]
        if zipf[pink] >= zipf[easy] or zipf[blue] >= zipf[easy]:
            raise SystemExit(f"card {i}: {easy} is not the most frequent")
        cards.append(f"  - {{pink: {pink}, yellow: {easy}, blue: {blue}}}\n")
    rng.shuffle(cards)
    rng.shuffle(just_one)
    rows = [f"  - [{', '.join(just_one[i:i + 5])}]\n" for i in range(0, 550, 5)]
    path = ROOT / "content" / "just-one" / "pl.yaml"
    path.write_text(HEADER.format(title="Just One", game="just-one",
                                  count="110 kart, 550 słów") + "".join(rows),
                    encoding="utf-8")
    print("wrote content/just-one/pl.yaml",
          file=sys.stderr)


if __name__ == "__main__":
    main()
