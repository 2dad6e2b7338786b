"""Compile MorphyNet's French and Polish derivations into the referee's tables.

Usage: .venv/bin/python scripts/build_morphynet.py MORPHYNET_DIR [--check]

MORPHYNET_DIR is a copy of the MorphyNet repository (Batsuren, Bella and Giunchiglia,
SIGMORPHON 2021; derivations drawn from Wiktionary, CC BY-SA 3.0) holding
`fra/fra.derivational.v1.tsv` and `pol/pol.derivational.v1.tsv`. Each line there is one
attested derivation: source word, target word, their parts of speech, the morpheme and
whether it is a prefix or a suffix (ręka → rączka, -ka; feuille → portefeuille, porte-).

Each derivation becomes two rows of `lang/<code>/data/morphynet/<code>-derivation.tsv.gz`,
one keyed by each word's folded spelling (wisegen.lang.normalise.fold), so that a ruling
finds a word's base and derivatives with one lookup (wisegen/lang/derivations.py):

    key  word  other  relation  morpheme  kind

`relation` is `base` when `other` is the base `word` is built on, `derived` when `other`
is built on `word`. Proper nouns (a capital first letter) and multi-word entries are left
out (the games' words are common nouns, verbs and adjectives), and so are the rows
listed in `lang/<code>/data/morphynet/excluded.tsv`, each with its source. The same
bytes on every run; `--check` compares a rebuild with the shipped tables and writes
nothing (exit 1 if stale). English has no table: MorphyNet's English file is too large
for this route, and WordNet's derivations (lang/en/wordnet.py) serve English.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wisegen.lang.base import LANG_DIR  # noqa: E402
from wisegen.lang.normalise import fold, nfc  # noqa: E402
from wisegen.lang.tables import write_or_check  # noqa: E402

SOURCES = {"fr": "fra/fra.derivational.v1.tsv", "pl": "pol/pol.derivational.v1.tsv"}
HEADER = "#key\tword\tother\trelation\tmorpheme\tkind"


def _common(word: str) -> bool:
    """A common word of one piece: lower-case first letter, no space."""
    return bool(word) and word[0] == word[0].lower() and " " not in word and "\t" not in word


def excluded(code: str) -> set[tuple[str, str]]:
    """(base, derived) pairs left out: lang/<code>/data/morphynet/excluded.tsv, each
    line with the source that shows the row is an old etymology or a mistake."""
    path = LANG_DIR / code / "data" / "morphynet" / "excluded.tsv"
    pairs = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            base, derived, _why = line.split("\t", 2)
            pairs.add((nfc(base), nfc(derived)))
    return pairs


def rows(path: Path, leave_out: set[tuple[str, str]]) -> list[bytes]:
    """The table's lines (header first, rows sorted by bytes) from one MorphyNet file."""
    out: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = [nfc(f.strip()) for f in line.split("\t")]
        if len(fields) < 6:
            continue
        base, derived, _pos_a, _pos_b, morpheme, kind = fields[:6]
        if not (_common(base) and _common(derived)) or fold(base) == fold(derived):
            continue
        if (base, derived) in leave_out:
            continue
        morpheme = morpheme.replace("\t", " ")
        out.add("\t".join((fold(base), base, derived, "derived", morpheme, kind)))
        out.add("\t".join((fold(derived), derived, base, "base", morpheme, kind)))
    encoded = sorted(row.encode("utf-8") for row in out)
    return [HEADER.encode("utf-8"), *encoded]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="a copy of the MorphyNet repository")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    built = {}
    for code, relative in SOURCES.items():
        target = LANG_DIR / code / "data" / "morphynet" / f"{code}-derivation.tsv.gz"
        built[target] = rows(args.source / relative, excluded(code))
    stale = write_or_check(built, args.check)
    for name in stale:
        print(f"stale: {name}")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
