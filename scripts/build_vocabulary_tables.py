"""Precompute what a ruling asks French and Polish dictionaries about translations.

Usage: .venv/bin/python scripts/build_vocabulary_tables.py [--check]
Run after build_lang_data.py (the translation tables). --check rebuilds in memory and
exits 1 when a shipped table differs (stale).

A ruling on two English words that look related reads their translations and asks
whether the French or Polish translations share a lemma (carpet/car: moquette, voiture;
dywan, samochód). That opened hunspell-fr (~0.3 s), hunspell-pl (~0.5 s) and morfeusz2
(~0.2 s) for a dozen words. The words a translation can lead to are known in advance:
every word of another language's translation table in French or Polish. This script
runs the referee's own lookups for each (lemmas, its doubtful stems, is it in the
dictionary; in Polish also SGJP's forms and lemmas, and the readings of each) with
hunspell and morfeusz2 recording every word they are asked about, then writes each
such word's answers:

- lang/fr/data/hunspell/fr-vocabulary.tsv.gz, lang/pl/data/hunspell/pl-vocabulary.tsv.gz:
  `word TAB 1|0 TAB reading ...` (hunspell's spell and analyze; a partial table, see
  spelling_table.py);
- lang/pl/data/sgjp/pl-vocabulary.tsv.gz: `word TAB reading TAB ...` (sgjp.pack; one
  empty field when SGJP has no reading).

A word a ruling asks about that has no row is still asked of hunspell or morfeusz2, so
the answers never change; only where they come from. The header names the sources
(the dictionaries' and the translation tables' SHA-256, morfeusz2's version and SGJP's
id), so a test can tell when one changed. Same bytes every run.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wisegen.lang import lemmas, lexicon, spelling  # noqa: E402
from wisegen.lang.normalise import base_language  # noqa: E402
from wisegen.lang.pl import sgjp, words  # noqa: E402
from wisegen.lang.registry import get_language, languages  # noqa: E402
from wisegen.lang.tables import write_or_check  # noqa: E402

LANGUAGES = tuple(lang.code for lang in languages() if lang.hunspell is not None
                  and lang.hunspell.table is not None and not lang.hunspell.complete)
"""The languages whose hunspell tables are partial (the translations' words only)."""


def vocabulary(lang: str) -> list[str]:
    """Every word another language's translation table gives in `lang`, as spelt there."""
    found: set[str] = set()
    for other in languages():
        if other.code == lang or other.translations is None:
            continue
        raw = gzip.decompress(other.data(other.translations).read_bytes()).decode("utf-8")
        for line in raw.split("\n"):
            fields = line.split("\t")
            if len(fields) >= 3 and fields[1] == lang and not line.startswith("#"):
                found.add(fields[2])
    return sorted(found)


class _Recorder:
    """hunspell's spell and analyze, noting each word asked."""

    def __init__(self, real: object, asked: set[str]):
        self.real, self.asked = real, asked

    def spell(self, word: str) -> bool:
        self.asked.add(word)
        return self.real.spell(word)  # type: ignore[attr-defined]

    def analyze(self, word: str) -> tuple[str, ...]:
        self.asked.add(word)
        return self.real.analyze(word)  # type: ignore[attr-defined]


def _ask(lang: str, word: str) -> None:
    """The lookups a ruling makes for a translation `word` in `lang` (family.py)."""
    found = lemmas.lemmas(word, lang)
    lemmas.doubtful_stems(word, lang)
    lexicon.in_dictionary(word, lang)
    if lang == "pl":  # pl/derivation.link: SGJP's forms and lemmas, and their readings
        for spelled in [*words.forms(word), *words.lemmas(word), *found]:
            sgjp.readings(spelled)


def record() -> tuple[dict[str, set[str]], set[str]]:
    """(language -> words hunspell was asked, words morfeusz2 was asked)."""
    asked: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    reals = {lang: get_language(lang).hunspell.open(get_language(lang).data_dir)  # type: ignore[union-attr]
             for lang in LANGUAGES}
    original: Callable[[str], object] = spelling.dictionary

    def dictionary(language: str) -> object:
        lang = base_language(language)
        return _Recorder(reals[lang], asked[lang]) if lang in reals else original(language)

    morfeusz: set[str] = set()

    def readings(word: str) -> tuple[sgjp.Reading, ...]:
        morfeusz.add(word)
        return sgjp.analysed(word)

    spelling.dictionary = dictionary  # type: ignore[assignment]
    sgjp._readings = readings  # type: ignore[assignment]
    for lang in LANGUAGES:
        for word in vocabulary(lang):
            _ask(lang, word)
    return asked, morfeusz


def _digests(*paths: Path) -> list[str]:
    return [f"{p.name} sha256:{hashlib.sha256(p.read_bytes()).hexdigest()}" for p in paths]


def _translation_digests() -> list[str]:
    """The translation tables the vocabulary comes from (a rebuilt one: rebuild these)."""
    return _digests(*(lang.data(lang.translations) for lang in languages()
                      if lang.translations is not None))


def tables() -> dict[Path, list[bytes]]:
    """A table's path (in its language's data/) -> its lines, header first."""
    asked, morfeusz = record()
    sources = _translation_digests()
    out: dict[Path, list[bytes]] = {}
    for lang in LANGUAGES:
        language = get_language(lang)
        declared = language.hunspell
        assert declared is not None and declared.table and declared.folder
        real = declared.open(language.data_dir)
        folder = language.data(declared.folder)
        lines = []
        for word in asked[lang]:
            try:
                spelt, readings = real.spell(word), real.analyze(word)
            except UnicodeError:  # hunspell raises again at run time: no row
                continue
            if any("\t" in r or "\n" in r for r in readings) or "\n" in word:
                raise ValueError(f"{lang} {word!r}: a tab or newline in {readings!r}")
            if not word or "\t" in word:
                continue
            lines.append("\t".join([word, "1" if spelt else "0", *readings]).encode("utf-8"))
        header = "\t".join(["#word", "spell", "readings...", *_digests(
            folder / f"{declared.name}.dic", folder / f"{declared.name}.aff"), *sources])
        out[language.data(declared.table)] = [header.encode("utf-8"), *_sorted(lines)]
    lines = []
    for word in morfeusz:
        if not word or "\t" in word or "\n" in word:
            continue
        found = sgjp.analysed(word)
        packed = [sgjp.pack(r) for r in found]
        for reading, field in zip(found, packed, strict=True):
            if sgjp.Reading(*sgjp._unpack(field)) != reading or "\t" in field:
                raise ValueError(f"{word!r}: {reading} does not survive the table")
        lines.append("\t".join([word, *packed] if packed else [word, ""]).encode("utf-8"))
    header = "\t".join(["#word", "readings...", f"morfeusz2 {sgjp.version()}",
                        f"SGJP {sgjp.dictionary_id()}", *sources])
    out[sgjp.VOCABULARY] = [header.encode("utf-8"), *_sorted(lines)]
    return out


def _sorted(lines: list[bytes]) -> list[bytes]:
    return sorted(lines, key=lambda line: line.split(b"\t", 1)[0] + b"\t")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when a shipped table differs from a rebuild")
    args = parser.parse_args()
    built = tables()
    stale = write_or_check(built, args.check)
    if stale:
        sys.exit("stale, run scripts/build_vocabulary_tables.py: " + ", ".join(stale))
    if args.check:
        print("up to date: " + ", ".join(map(str, built)))


if __name__ == "__main__":
    main()
