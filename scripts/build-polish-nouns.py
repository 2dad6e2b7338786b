"""Build the Polish noun list the Mistrz Słowa solver searches (run by build-polish-nouns.sh).

Usage: .venv/bin/python scripts/build-polish-nouns.py CANDIDATES.txt [--out DIR]
       .venv/bin/python scripts/build-polish-nouns.py --nominatives-only [--out DIR]

CANDIDATES is a UTF-8 word list, one form a line: the shipped hunspell-pl dictionary
expanded with `unmunch` (build-polish-nouns.sh makes it). The list only finds lemmas;
every word written comes from SGJP through morfeusz2:

1. analyse each candidate; keep the SGJP lemmas of its common-noun readings (a gerund's
   lemma is its verb);
2. generate every form of those lemmas, analyse the new forms for more lemmas (a form
   of one lemma can be a form of another: `kos` is also `kosa`), until none are new;
3. keep the generated noun forms that the referee itself calls legal
   (`legality.judge`: the very function `check word` uses), of the lengths the score
   table covers (3 to 10 letters), spelt in the Polish alphabet plus q, v, x;
4. write them sorted, one a line, as `nouns-pl.txt.xz` (every case: what `--any-form`
   searches), and the words among them `legality.judge` accepts under the default rule
   (a nominative, singular or plural) as `nouns-pl-nom.txt.xz`, with `nouns-pl.json`
   beside them (counts, sources, versions, sha256).

`--nominatives-only` skips steps 1-3 and derives `nouns-pl-nom.txt.xz` from the
shipped `nouns-pl.txt.xz` (a minute instead of three, and no unmunch).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import sys
import time
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "cli"))

from wisegen.games.mistrz_slowa import legality  # noqa: E402
from wisegen.games.mistrz_slowa.rules import rules  # noqa: E402
from wisegen.lang.pl import sgjp as polish  # noqa: E402
from wisegen.lang.pl.letters import ALPHABET  # noqa: E402

NOUN_TAGS = ("subst", "depr", "ger")
DEFAULT_OUT = ROOT / "cli" / "wisegen" / "games" / "mistrz_slowa" / "data"


def noun_lemmas(word: str) -> set[str]:
    return {r.lemma for r in polish.readings(word) if r.noun_class == polish.COMMON_NOUN}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("candidates", type=Path, nargs="?")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--nominatives-only", action="store_true")
    args = parser.parse_args()
    started = time.time()
    game = rules()
    if args.nominatives_only:
        text = lzma.decompress((args.out / "nouns-pl.txt.xz").read_bytes()).decode("utf-8")
        write_nominatives(text.split(), args.out, game, started)
        return
    if args.candidates is None:
        parser.error("give CANDIDATES.txt, or --nominatives-only")
    alphabet = set(ALPHABET)

    seen: set[str] = set()
    for line in args.candidates.read_text(encoding="utf-8").splitlines():
        word = unicodedata.normalize("NFC", line.strip()).lower()
        if word.isalpha():
            seen.add(word)
    candidates = len(seen)
    lemmas: set[str] = set()
    for word in seen:
        lemmas |= noun_lemmas(word)
    print(f"{candidates} candidate forms -> {len(lemmas)} noun lemmas", file=sys.stderr)

    forms: set[str] = set()
    todo, rounds = set(lemmas), 0
    while todo:
        rounds += 1
        new_forms = set()
        for lemma in todo:
            for r in polish.forms(lemma):
                if r.pos in NOUN_TAGS:
                    form = unicodedata.normalize("NFC", r.form).lower()
                    if form not in forms:
                        new_forms.add(form)
        forms |= new_forms
        found = set()
        for form in new_forms - seen:
            found |= noun_lemmas(form)
        seen |= new_forms
        todo = found - lemmas
        lemmas |= todo
        print(f"round {rounds}: {len(new_forms)} new forms, {len(todo)} new lemmas",
              file=sys.stderr)

    lo, hi = game.min_letters, game.max_letters
    kept = sorted(f for f in forms
                  if lo <= len(f) <= hi and set(f) <= alphabet
                  and legality.judge(f, game, any_form=True).legal)
    text = "".join(f"{w}\n" for w in kept).encode("utf-8")
    packed = lzma.compress(text, preset=9 | lzma.PRESET_EXTREME)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "nouns-pl.txt.xz").write_bytes(packed)
    manifest = {
        "file": "nouns-pl.txt.xz",
        "words": len(kept),
        "by_length": dict(sorted(Counter(len(w) for w in kept).items())),
        "bytes_packed": len(packed),
        "bytes_text": len(text),
        "sha256": hashlib.sha256(packed).hexdigest(),
        "lemmas": len(lemmas),
        "candidate_forms": candidates,
        "generated_noun_forms": len(forms),
        "sources": {
            "morfeusz2": polish.version(),
            "sgjp": polish.dictionary_id(),
            "candidates": "hunspell-pl pl_PL (cli/wisegen/lang/pl/data/hunspell), unmunched",
        },
        "rule": "SGJP common-noun forms (subst/depr with a common-noun class, ger), not "
                "abbreviations, that legality.judge accepts; "
                f"{lo}-{hi} letters of the Polish alphabet plus q, v, x",
    }
    (args.out / "nouns-pl.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2)
                                            + "\n", encoding="utf-8")
    print(f"{len(kept)} words, {len(packed)} bytes packed, {time.time() - started:.0f} s",
          file=sys.stderr)
    write_nominatives(kept, args.out, game, started)


def write_nominatives(every_form: list[str], out: Path, game: object, started: float) -> None:
    """`nouns-pl-nom.txt.xz`: the words of the list the default rule accepts (the
    nominatives a player names), and their counts in `nouns-pl.json`."""
    kept = [w for w in every_form if legality.judge(w, game).legal]
    text = "".join(f"{w}\n" for w in kept).encode("utf-8")
    packed = lzma.compress(text, preset=9 | lzma.PRESET_EXTREME)
    (out / "nouns-pl-nom.txt.xz").write_bytes(packed)
    path = out / "nouns-pl.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest["nominatives"] = {
        "file": "nouns-pl-nom.txt.xz", "words": len(kept),
        "by_length": dict(sorted(Counter(len(w) for w in kept).items())),
        "bytes_packed": len(packed), "sha256": hashlib.sha256(packed).hexdigest(),
        "rule": "the words of nouns-pl.txt.xz legality.judge accepts without any_form: "
                "a common-noun reading in the nominative, singular or plural, that is "
                "SGJP decides, with no rarity filter (kota is legal)",
    }
    path.write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(kept)} nominatives, {len(packed)} bytes packed, "
          f"{time.time() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
