"""Build word packs the way a game designer would: frequent, concrete, picturable nouns.

Usage:
    .venv/bin/python scripts/build_word_lists.py [--wordnet DIR] [--naughty DIR] [--seed N]

Writes content/three-wise-words/pl.yaml, content/just-one/pl.yaml, content/just-one/fr.yaml
(its 55 hand-made cards kept, 55 more added), content/13-words/fr.yaml and
content/13-words/pl.yaml (it replaces scripts/build-polish-packs.py, whose WordNet test,
"the first translation's first sense is a physical entity", let in metoda and posiadacz).
Every pack is written, checked with the game's own checks (`pack validate`), and dealt
again where a card has two words the referee would rule one, until it has no finding.

The open data it reads, all kept in the repository with its licence beside it:

- word frequencies: wordfreq (a dependency; its data is CC BY-SA 4.0, see
  data/word-lists/README.md): only which words are chosen comes from it;
- concreteness: Princeton WordNet 3.0's lexicographer classes (noun.artifact,
  noun.animal, noun.food, noun.plant, noun.body, noun.object), compiled once from
  Debian's `wordnet-base` (`apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb
  x`, then `--wordnet x/usr/share/wordnet`) into data/word-lists/en-noun-classes.tsv.gz
  (WordNet licence beside it). A French or Polish word is concrete when its FreeDict
  English translations (lang/<code>/data/translations/) are: two thirds of them, and
  one of the two most frequent, have a concrete first (most used) sense;
- nouns, lemmas and names: SGJP through morfeusz2 (Polish: only a common noun in the
  nominative singular, no reading as a name), hunspell-fr (French: a singular noun,
  never an adjective, an infinitive or a participle);
- unwanted words: LDNOOBW (CC BY 4.0, npm `naughty-words`, copied by `--naughty
  DIR` into lang/<code>/data/unwanted/ldnoobw.txt) and the reviewed
  lang/<code>/data/unwanted/family.txt, the same lists `pack validate --family` reads.

The last step is human: data/word-lists/<code>-exclude.txt lists, with a reason, the
words a reviewer struck from a draft (too abstract, too technical, ambiguous, a
brand); rerun the script after editing it. Tiers rise in difficulty by frequency:
Three Wise Words' 100 most frequent words are yellow (the children's tier), the next
100 pink, the next 100 blue.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))
DATA = ROOT / "data" / "word-lists"
CLASSES = DATA / "en-noun-classes.tsv.gz"
CONCRETE = frozenset({"noun.artifact", "noun.animal", "noun.food", "noun.plant",
                      "noun.body", "noun.object"})
"""WordNet classes of things a card can show: objects, animals, food, plants, body
parts, natural objects. Not people (owner, reader), places, substances or ideas."""
LEXNAMES = ("adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal",
            "noun.artifact", "noun.attribute", "noun.body", "noun.cognition",
            "noun.communication", "noun.event", "noun.feeling", "noun.food", "noun.group",
            "noun.location", "noun.motive", "noun.object", "noun.person", "noun.phenomenon",
            "noun.plant", "noun.possession", "noun.process", "noun.quantity", "noun.relation",
            "noun.shape", "noun.state", "noun.substance", "noun.time")
"""WordNet's lexicographer files, by number (lexnames(5WN))."""
ABSTRACT = {"pl": ("ość", "anie", "enie", "cie", "cja", "stwo", "ctwo", "izm", "yzm", "unek",
                   "ologia", "ment", "ista", "ysta", "acz", "iciel"),
            "fr": ("tion", "ment", "isme", "ité", "ence", "ance", "age", "eur", "euse",
                   "iste", "logie", "ure")}
"""Endings of abstract, verbal or agent nouns (metoda aside, these are most of what
the old Polish pack got wrong); a concrete word with one is rare enough to lose."""


def compile_wordnet(folder: Path) -> None:
    """WordNet's index.noun and data.noun -> lemma, its senses' classes (most used first)."""
    lexname = {}
    for line in (folder / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" "):
            parts = line.split()
            lexname[parts[0]] = LEXNAMES[int(parts[1])]
    rows = []
    for line in (folder / "index.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" ") or "_" in line.split()[0]:
            continue
        parts = line.split()
        offsets = parts[-int(parts[2]):]
        rows.append(f"{parts[0]}\t{','.join(lexname[o] for o in offsets)}\n")
    DATA.mkdir(parents=True, exist_ok=True)
    with CLASSES.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        out.write("".join(rows).encode("utf-8"))  # mtime 0: the same bytes every run
    shutil.copy(folder.parent / "doc" / "wordnet-base" / "copyright", DATA / "LICENSE.wordnet")


def copy_naughty(folder: Path) -> None:
    """The npm package naughty-words (LDNOOBW) -> lang/<code>/data/unwanted/."""
    for code in ("en", "fr", "pl"):
        target = ROOT / "cli" / "wisegen" / "lang" / code / "data" / "unwanted"
        target.mkdir(parents=True, exist_ok=True)
        words = sorted({w.strip() for w in json.loads((folder / f"{code}.json").read_text())})
        header = (f"# LDNOOBW: List of Dirty, Naughty, Obscene and Otherwise Bad Words ({code}),"
                  " from the npm\n# package naughty-words 1.2.0 (CC BY 4.0, LICENSE.ldnoobw "
                  "beside this file). One entry a\n# line, as published; written by "
                  "scripts/build_word_lists.py --naughty DIR.\n")
        (target / "ldnoobw.txt").write_text(header + "\n".join(w for w in words if w) + "\n")
        shutil.copy(folder / "LICENSE", target / "LICENSE.ldnoobw")


def classes() -> dict[str, list[str]]:
    with gzip.open(CLASSES, "rt", encoding="utf-8") as rows:
        return {lemma: names.split(",") for lemma, names in
                (line.rstrip("\n").split("\t") for line in rows)}


def listed(path: Path) -> set[str]:
    """The first word of each line of a list file, comments and blank lines aside."""
    if not path.exists():
        return set()
    return {line.split()[0] for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


class Chooser:
    """The candidate nouns of one language, most frequent first, one per family."""

    def __init__(self, code: str, senses: dict[str, list[str]]):
        self.code = code
        self.kinds = CONCRETE
        self.senses = senses
        self.exclude = listed(DATA / f"{code}-exclude.txt")

    def concrete(self, word: str) -> bool:
        from wordfreq import zipf_frequency

        from wisegen.lang import translation

        english = sorted({t.word for t in translation.translations(word, self.code)
                          if t.lang == "en" and t.direct and t.word.isalpha()
                          and t.word.islower()}, key=lambda w: -zipf_frequency(w, "en"))
        if not any(w in self.senses for w in english):
            return False
        # A translation votes "concrete" when its most used sense is a thing; one that is
        # no noun at all (simple -> easy) votes against. One of the two most frequent
        # translations must be concrete, and two thirds of them in all: metoda (way,
        # method, device), część (part, piece, portion) and jeune (young, youth) lose,
        # and a few concrete words with an abstract translation (stół: table, first a
        # set of data) are missed, which the frequency list makes up for.
        votes = [w in self.senses and self.senses[w][0] in self.kinds for w in english]
        return any(votes[:2]) and sum(votes) * 3 >= len(votes) * 2

    def noun(self, word: str) -> bool:
        if self.code == "pl":
            return polish_noun(word)
        return french_noun(word)

    def lemma_keys(self, word: str) -> set[str]:
        from wisegen.lang.lemmas import lemmas
        from wisegen.lang.normalise import fold

        return set(lemmas(word, self.code)) | {fold(word)[:5]}

    def candidates(self, limit: int) -> Iterable[str]:
        from wordfreq import top_n_list, zipf_frequency

        from wisegen.lang import spelling
        from wisegen.packs import word_checks

        endings = ABSTRACT[self.code]
        for word in top_n_list(self.code, limit):
            if not (3 <= len(word) <= 11) or not word.isalpha() or word != word.lower():
                continue
            if word in self.exclude or word.endswith(endings):
                continue
            if word_checks.unwanted_reason(word, self.code) or word_checks.is_proper_noun(
                    word, self.code):
                continue  # the checks `pack validate --family` makes
            if zipf_frequency(word, "en") >= zipf_frequency(word, self.code):
                continue  # an English word or loan (hall, spam, lunch): not this language's
            if not spelling.is_known(word, self.code) or not self.noun(word):
                continue
            if self.concrete(word):
                yield word

    def choose(self, count: int, taken: list[str] | None = None, limit: int = 250000
               ) -> list[str]:
        """`count` nouns, most frequent first, none sharing a lemma (or a derivation, or
        its first five letters, or being a spelling of it) with another or with `taken`."""
        taken = taken or []
        from wisegen.packs.word_checks import spelling_variant

        seen: set[str] = set()
        for word in taken:
            seen |= self.lemma_keys(word)
        out: list[str] = []
        for word in self.candidates(limit):
            keys = self.lemma_keys(word)
            if keys & seen or self.derived(word, out) or any(
                    spelling_variant(other, word, self.code) for other in [*taken, *out]):
                continue  # clef after clé
            seen |= keys
            out.append(word)
            if len(out) == count:
                return out
        raise SystemExit(f"{self.code}: only {len(out)} of {count} nouns; raise the limit")

    def derived(self, word: str, kept: list[str]) -> bool:
        if self.code != "pl":
            return False
        from wisegen.lang.pl import derivation

        return any(derivation.formation(other, word) or derivation.formation(word, other)
                   for other in kept if other[:2] == word[:2])


def polish_noun(word: str) -> bool:
    """SGJP reads `word` as a common noun in the nominative singular, its own lemma; no
    reading is a name only (kraków), vulgar or offensive, and no other reading is a
    nominative of another noun, an adjective or a verb's own form (zamek is fine: both
    its readings are zamek; kot too: `kota` is only a rare genitive plural)."""
    from wisegen.lang.pl import names, sgjp

    readings = sgjp.readings(word)
    if not readings or names.is_name(word):
        return False
    if any("wulg" in q or "obelż" in q for r in readings for q in r.qualifiers):
        return False
    own = [r for r in readings if r.lemma_base == word and r.pos == "subst"
           and r.noun_class == sgjp.COMMON_NOUN]
    if not any(":sg:" in r.tag and r.nominative for r in own):
        return False
    for r in readings:
        if r in own or r.pos in ("impt", "frag"):
            continue
        if r.pos != "subst" or r.nominative:
            return False
    return True


def french_noun(word: str) -> bool:
    """hunspell-fr reads `word` as a singular noun that is its own lemma, and never as an
    infinitive or a participle (manger, blessé are out; an adjective that is also a noun,
    chien, stays, and its translations say whether it is a thing: rouge is a colour)."""
    from wisegen.lang import spelling

    readings = spelling.analyses(word, "fr")
    other = {"po:infi", "po:ppas", "po:ppre", "po:adv", "po:prep"}
    if any(other & set(r.fields) for r in readings):
        return False
    return any(r.stem == word and "po:nom" in r.fields and "is:pl" not in r.fields
               for r in readings)


HEADER = """# {title} ({count}).
# Written by scripts/build_word_lists.py from wordfreq, WordNet, FreeDict and {source}
# (see the script); reviewed by hand through data/word-lists/{lang}-exclude.txt.
game: {game}
kind: words
id: {lang}-core
name: "{name}"
language: {lang}
version: {version}
license: MIT
authors: [wisegen contributors]
cards:
"""
SOURCES = {"pl": "SGJP", "fr": "hunspell-fr"}


Card = list[str]
CARD_PATH = re.compile(r"cards\[(\d+)\](?:\[(\d+)\]|\.(\w+))?")


def row(card: Card, slots: tuple[str, ...]) -> str:
    if not slots:
        return f"  - [{', '.join(card)}]\n"
    return "  - {" + ", ".join(f"{s}: {w}" for s, w in zip(slots, card, strict=True)) + "}\n"


def write(path: Path, head: dict[str, str], cards: list[Card], slots: tuple[str, ...],
          rng: random.Random, fixed: int = 0) -> None:
    """Write the pack, then run the game's own checks on it (`pack validate`: the referee
    on each card's words, the children's tier) and move each flagged word to another card,
    in its slot, until the pack has no finding; the first `fixed` cards are never moved."""
    from wisegen.games.content import check_file

    for _ in range(60):
        text = HEADER.format(source=SOURCES[head["lang"]], **head)
        path.write_text(text + "".join(row(card, slots) for card in cards), encoding="utf-8")
        flagged = [m for p in check_file(path, cards=True).problems
                   if (m := CARD_PATH.fullmatch(p.path)) and int(m[1]) >= fixed]
        if not flagged:
            print(f"wrote {path.relative_to(ROOT)} ({len(cards)} cards)", file=sys.stderr)
            return
        for match in flagged:
            card = int(match[1])
            slot = int(match[2]) if match[2] else slots.index(match[3]) if match[3] else 0
            other = rng.randrange(fixed, len(cards))
            cards[card][slot], cards[other][slot] = cards[other][slot], cards[card][slot]
    raise SystemExit(f"{path}: findings left after 60 deals")


def three_wise_words(chooser: Chooser, rng: random.Random) -> None:
    from wordfreq import zipf_frequency

    words = chooser.choose(300)
    tiers = [words[0:100], words[100:200], words[200:300]]
    zipf = {w: zipf_frequency(w, "pl") for w in words}
    for _ in range(1000):  # every card's yellow word the most frequent of its three
        for tier in tiers:
            rng.shuffle(tier)
        if all(zipf[y] > max(zipf[p], zipf[b]) for y, p, b in zip(*tiers, strict=True)):
            break
    else:
        raise SystemExit("no dealing puts the yellow word first on every card")
    cards = [[pink, easy, blue] for easy, pink, blue in zip(*tiers, strict=True)]
    write(ROOT / "content" / "three-wise-words" / "pl.yaml",
          {"title": "Three Wise Words — polski pakiet podstawowy", "lang": "pl",
           "count": "100 kart, 300 słów: żółte najłatwiejsze, różowe, niebieskie najtrudniejsze",
           "game": "three-wise-words", "name": "Three Wise Words — pakiet polski",
           "version": "2.0.0"}, cards, ("pink", "yellow", "blue"), rng)


def thirteen_words(chooser: Chooser, rng: random.Random, name: str, count: str) -> None:
    words = chooser.choose(448)
    rng.shuffle(words)
    cards = [words[i:i + 2] for i in range(0, 448, 2)]
    write(ROOT / "content" / "13-words" / f"{chooser.code}.yaml",
          {"title": name, "lang": chooser.code, "count": count, "game": "13-words",
           "name": name, "version": "1.0.0"}, cards, ("front", "back"), rng)


def just_one_fr(chooser: Chooser, rng: random.Random) -> None:
    import yaml

    path = ROOT / "content" / "just-one" / "fr.yaml"
    kept = yaml.safe_load(path.read_text(encoding="utf-8"))["cards"][:55]
    old = [w for card in kept for w in card]
    new = chooser.choose(275, taken=old)
    rng.shuffle(new)
    cards = kept + [new[i:i + 5] for i in range(0, 275, 5)]
    write(path, {"title": "Just One — pack de base français",
                 "count": "110 cartes, 550 mots mystères", "lang": "fr", "game": "just-one",
                 "name": "Just One — base française", "version": "2.0.0"}, cards, (), rng,
          fixed=55)


def just_one_pl(chooser: Chooser, rng: random.Random) -> None:
    words = chooser.choose(550)
    rng.shuffle(words)
    cards = [words[i:i + 5] for i in range(0, 550, 5)]
    write(ROOT / "content" / "just-one" / "pl.yaml",
          {"title": "Just One — polski pakiet podstawowy", "count": "110 kart, 550 słów",
           "lang": "pl", "game": "just-one", "name": "Just One — pakiet polski",
           "version": "2.0.0"}, cards, (), rng)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", type=Path, help="WordNet 3.0 dict folder: recompile "
                        "data/word-lists/en-noun-classes.tsv.gz first")
    parser.add_argument("--naughty", type=Path, help="the npm package naughty-words, "
                        "unpacked: recopy the LDNOOBW lists first")
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--only", choices=("tww-pl", "jo-fr", "jo-pl", "13w-fr", "13w-pl"))
    args = parser.parse_args()
    if args.wordnet:
        compile_wordnet(args.wordnet)
    if args.naughty:
        copy_naughty(args.naughty)
    senses = classes()
    builds = {
        "tww-pl": lambda: three_wise_words(Chooser("pl", senses), random.Random(args.seed)),
        "jo-fr": lambda: just_one_fr(Chooser("fr", senses), random.Random(args.seed)),
        "jo-pl": lambda: just_one_pl(Chooser("pl", senses), random.Random(args.seed)),
        "13w-fr": lambda: thirteen_words(Chooser("fr", senses), random.Random(args.seed),
                                         "13 Words — base française",
                                         "224 cartes recto verso, 448 mots"),
        "13w-pl": lambda: thirteen_words(Chooser("pl", senses), random.Random(args.seed),
                                         "13 Words — pakiet polski",
                                         "224 karty dwustronne, 448 słów"),
    }
    for name, build in builds.items():
        if args.only in (None, name):
            build()


if __name__ == "__main__":
    main()
