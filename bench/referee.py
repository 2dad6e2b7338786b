"""Time the clue referee: one cold `wisegen check clue`, and warm `check batch` throughput.

Usage: .venv/bin/python bench/referee.py [--runs 5] [--checks 2000]

Cold: the median wall time of whole `wisegen check clue` processes (start-up, lazy
loading of the language data, one ruling), for a valid English clue, an invented one
(the slowest path: every language is asked) and a French Three Wise Words triple.

Warm: one `check batch` process answering distinct requests built from the shipped
packs (each secret with other words of its pack as clues, clue comparisons, matches and
roots), so caches cannot answer a request seen before. Checks per second count the
whole process, start-up included, then the rate once loaded (minus a one-check batch).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
WISEGEN = Path(sys.executable).parent / "wisegen"

COLD = {
    "valid clue (en)": ["check", "clue", "--game", "just-one", "--secret", "weather",
                        "umbrella"],
    "invented clue (en)": ["check", "clue", "--game", "just-one", "--secret", "cake",
                           "swee'ting"],
    "three clues (fr)": ["check", "clue", "--game", "3ww", "--lang", "fr", "--secret",
                         "fantôme", "flottant", "halloween", "flippant"],
}


def seconds(args: list[str], stdin: str | None = None) -> float:
    start = time.perf_counter()
    subprocess.run([str(WISEGEN), *args], cwd=ROOT, capture_output=True, check=False,
                   input=stdin, text=True)
    return time.perf_counter() - start


def _words(path: Path) -> list[str]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    out: list[str] = []
    for card in data["cards"]:
        out.extend(card.values() if isinstance(card, dict) else card)
    return [w for w in dict.fromkeys(out) if isinstance(w, str)]


def requests(count: int) -> list[dict]:
    """Distinct requests of every kind, in both languages, from the shipped packs."""
    packs = {("just-one", "en"): "content/just-one/en.yaml",
             ("just-one", "fr"): "content/just-one/fr.yaml",
             ("three-wise-words", "en"): "content/three-wise-words/en.yaml",
             ("three-wise-words", "fr"): "content/three-wise-words/fr.yaml"}
    words = {key: _words(ROOT / path) for key, path in packs.items()}
    out: list[dict] = []
    step = 0
    while len(out) < count:
        step += 1
        for (game, lang), pool in words.items():
            n = len(pool)
            for i in range(0, n, 7):
                secret, a, b, c = (pool[(i + k * step) % n] for k in (0, 1, 2, 3))
                if game == "just-one":
                    out.append({"check": "clue", "game": game, "lang": lang, "secret": secret,
                                "clues": [a]})
                    out.append({"check": "clues", "game": game, "lang": lang,
                                "secret": secret, "clues": [a, b, c]})
                else:
                    out.append({"check": "clue", "game": game, "lang": lang, "secret": secret,
                                "clues": [a, b, c]})
                    out.append({"check": "match", "game": game, "lang": lang, "clue": a,
                                "guess": b})
                out.append({"check": "root", "lang": lang, "words": [secret, c]})
    return out[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--checks", type=int, default=2000)
    args = parser.parse_args()
    for name, argv in COLD.items():
        took = statistics.median(seconds(argv) for _ in range(args.runs))
        print(f"cold check clue, {name}: {took:.3f} s (median of {args.runs})")

    batch = requests(args.checks)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "requests.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch),
                        encoding="utf-8")
        one = Path(folder) / "one.jsonl"
        one.write_text(json.dumps(batch[0], ensure_ascii=False) + "\n", encoding="utf-8")
        totals = [seconds(["check", "batch", str(path)]) for _ in range(args.runs)]
        starts = [seconds(["check", "batch", str(one)]) for _ in range(args.runs)]
    total, start = statistics.median(totals), statistics.median(starts)
    print(f"warm check batch, {len(batch)} distinct checks: {total:.2f} s, "
          f"{len(batch) / total:.0f} checks/s whole process, "
          f"{(len(batch) - 1) / max(total - start, 1e-9):.0f} checks/s once loaded "
          f"(median of {args.runs})")


if __name__ == "__main__":
    main()
