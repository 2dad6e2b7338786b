#!/usr/bin/env python3
"""Compile WordNet 3.0's meanings into the English family evidence: en-meaning.tsv.gz,
and its one-word lemmas: en-lemmas.tsv.gz.

Usage (normally through scripts/build-lang-data.sh): python scripts/build_en_meaning.py DIR
where DIR is WordNet's dict folder (usr/share/wordnet of Debian's wordnet-base).

WordNet's derivational pointers miss most families whose vowel or stem changed (strike/
stroke, heal/health, lose/loss, sit/seat): its glosses do not. "stroke: the act of swinging
or striking at a ball", "loss: the act of losing", "seat: a space reserved for sitting",
"filth: foul or disgusting dirt". A row `a  b  relation` says that a gloss of `a` uses
`b` (lemmatised with WordNet's own detachment rules and exception lists: striking ->
strike, lost -> lose), or that they share a synset (die/dice). Only pairs that begin
alike (same first letter, same first two consonants) are kept: the referee rules on
them with each language's alternation rules, and the file stays small.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))
sys.path.insert(0, str(ROOT / "scripts"))

from build_lang_data import LANG, write_tsv  # noqa: E402

_POS = (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv"))
_DETACH = {"n": (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
                 ("men", "man"), ("ies", "y"), ("s", "")),
           "v": (("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
                 ("ing", "e"), ("ing", ""), ("s", "")),
           "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")), "r": ()}
_TOKEN = re.compile(r"[a-z]+")
_ONE = re.compile(r"^[a-z]+$")
VOWELS = set("aeiouy")


def skeleton(word: str) -> str:
    """Consonants, doubled ones once (sitting -> stng)."""
    out = ""
    for ch in word:
        if ch not in VOWELS and not out.endswith(ch):
            out += ch
    return out


def alike(a: str, b: str) -> bool:
    """Same first letter and first two consonants (or the one consonant a short word has)."""
    sa, sb = skeleton(a), skeleton(b)
    n = min(2, len(sa), len(sb))
    return a[0] == b[0] and n > 0 and sa[:n] == sb[:n]


def respelt(a: str, b: str) -> bool:
    """One word's two spellings in a synset (yogurt/yoghurt, omelet/omelette): the same
    first letter, two edits at most."""
    import jellyfish

    return a[0] == b[0] and jellyfish.damerau_levenshtein_distance(a, b) <= 2


def read(folder: Path) -> tuple[dict[str, set[str]], list[tuple[list[str], str]]]:
    """Lemmas by part of speech, and each synset's words with its gloss (examples cut)."""
    index: dict[str, set[str]] = {}
    synsets = []
    for pos, name in _POS:
        index[pos] = set()
        for line in (folder / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            parts = line.split(" | ")[0].split()
            count = int(parts[3], 16)
            words = [re.sub(r"\(.*\)$", "", parts[4 + 2 * i]).lower() for i in range(count)]
            index[pos].update(w for w in words if _ONE.match(w))
            gloss = line.split(" | ", 1)[1] if " | " in line else ""
            synsets.append(([w for w in words if _ONE.match(w)], gloss.split('; "')[0]))
    return index, synsets


def lemmatiser(folder: Path, index: dict[str, set[str]]):  # type: ignore[no-untyped-def]
    """WordNet's morphy: exceptions first, then the detachment rules, then an undoubled
    consonant (sitting -> sitt -> sit), each candidate a lemma of that part of speech."""
    exceptions: dict[str, set[str]] = {}
    for _, name in _POS:
        for line in (folder / f"{name}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            exceptions.setdefault(form, set()).update(bases)

    def lemmas(token: str) -> set[str]:
        found = {b for b in exceptions.get(token, ()) if _ONE.match(b)}
        for pos, _ in _POS:
            if token in index[pos]:
                found.add(token)
            for old, new in _DETACH[pos]:
                if token.endswith(old) and len(token) > len(old) + 1:
                    head = token[:-len(old)] + new
                    for cand in (head, head[:-1] if len(head) > 2 and head[-1] == head[-2]
                                 else head):
                        if cand in index[pos]:
                            found.add(cand)
        return found
    return lemmas


def build(folder: Path) -> list[tuple[str, str, str]]:
    index, synsets = read(folder)
    lemmas = lemmatiser(folder, index)
    rows: set[tuple[str, str, str]] = set()
    for words, gloss in synsets:
        mentioned = {lemma for token in _TOKEN.findall(gloss.lower()) for lemma in lemmas(token)}
        for a in words:
            for b in words:
                if a != b and (alike(a, b) or respelt(a, b)):
                    rows.add((a, b, "synonym"))
                    rows.add((b, a, "synonym"))
            for b in mentioned:
                if a != b and alike(a, b):
                    rows.add((a, b, "gloss"))
    return sorted(rows)


def lemma_rows(folder: Path) -> list[tuple[str, str]]:
    """Every one-word lemma with its parts of speech (wether: n): a word of its own even
    where hunspell's en_US lacks it, so never a misspelling of a neighbour (weather)."""
    index, _ = read(folder)
    words = sorted(set().union(*index.values()))
    return [(w, "".join(pos for pos, _ in _POS if w in index[pos])) for w in words]


def main() -> None:
    lemmas = lemma_rows(Path(sys.argv[1]))
    write_tsv(LANG / "en" / "data" / "wordnet" / "en-lemmas.tsv.gz", lemmas, "#lemma\tpos")
    print(f"wordnet/en-lemmas.tsv.gz: {len(lemmas)} rows")
    rows = build(Path(sys.argv[1]))
    write_tsv(LANG / "en" / "data" / "wordnet" / "en-meaning.tsv.gz", rows, "#a\tb\trelation")
    print(f"wordnet/en-meaning.tsv.gz: {len(rows)} rows")


if __name__ == "__main__":
    main()
