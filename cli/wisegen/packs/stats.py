"""Numbers an author wants about a word pack: sizes, lengths, difficulty, unknown words."""

from __future__ import annotations

import itertools
import statistics
from collections import Counter
from typing import Any

from wisegen.core.yamlsafe import format_path
from wisegen.errors import UsageError
from wisegen.lang import frequency, spelling
from wisegen.packs.model import Pack, PackKind

BANDS = ((5.0, "very common (Zipf 5+)"), (4.0, "common (4-5)"), (3.0, "uncommon (3-4)"),
         (0.0, "rare (<3)"))
"""Frequency bands of the difficulty spread: wordfreq's Zipf value, higher is easier."""


def band(zipf: float | None) -> str:
    """The difficulty band of a Zipf value ('unknown' when no frequency is known)."""
    if zipf is None:
        return "unknown"
    return next(name for floor, name in BANDS if zipf >= floor)


def spread(words: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Per tier, how many words fall in each frequency band (every band listed)."""
    names = [name for _, name in BANDS] + ["unknown"]
    out: dict[str, dict[str, int]] = {}
    for word in words:
        tier = out.setdefault(word["tier"], dict.fromkeys(names, 0))
        tier[band(word["zipf"])] += 1
    return out


def designer(pack: Pack, kind: PackKind, family: bool) -> dict[str, Any]:
    """The build script's checks as numbers: each tier's median frequency in the game's
    order of difficulty, whether it rises, and the `pack validate` warnings about forms of
    one word, proper nouns and (with `family`) unwanted words."""
    from wisegen.packs import word_checks

    entries = kind.words(pack.data) if kind.words else []
    medians = word_checks.tier_medians(pack, entries, kind.difficulty)
    values = list(medians.values())
    findings = word_checks.check(pack, kind, unwanted=family)
    return {"tier_order": list(kind.difficulty), "median_zipf_per_tier": medians,
            "tiers_get_harder": all(a >= b for a, b in itertools.pairwise(values)),
            "family_checked": family,
            "findings": [{k: v for k, v in p.as_dict().items() if k != "severity"}
                         for p in findings]}


def word_stats(pack: Pack, kind: PackKind, *, family: bool = False) -> dict[str, Any]:
    """Stats of a words pack; difficulty is wordfreq's Zipf value (higher = easier)."""
    if kind.words is None:
        raise UsageError(f"stats are for word packs; {pack.file} is a {pack.kind} pack")
    entries = kind.words(pack.data)
    zipfs = [frequency.zipf(e.word, pack.language) for e in entries]
    known = [z for z in zipfs if z is not None]
    median = statistics.median(known) if known else 0.0
    has_dictionary = spelling.has_dictionary(pack.language)
    words = [
        {"word": e.word, "tier": e.tier, "path": format_path(e.path), "letters": len(e.word),
         "zipf": None if z is None else round(z, 2),
         "known": spelling.is_known(e.word, pack.language) if has_dictionary else None}
        for e, z in zip(entries, zipfs, strict=True)
    ]
    tiers = Counter(e.tier for e in entries)
    lengths = Counter(len(e.word) for e in entries)
    flagged = [word for word, entry, z in zip(words, entries, zipfs, strict=True)
               if kind.children_tier and entry.tier == kind.children_tier
               and z is not None and round(z, 2) < median]
    return {
        "file": pack.file,
        "game": pack.game,
        "language": pack.language,
        "cards": len(pack.data["cards"]),
        "words": len(entries),
        "per_tier": dict(sorted(tiers.items())),
        "lengths": {str(k): v for k, v in sorted(lengths.items())},
        "median_zipf": round(median, 2),
        "difficulty_per_tier": spread(words),
        "unknown_words": [w["word"] for w in words if w["known"] is False],
        "dictionary": has_dictionary,
        "children_rarer_than_median": [{"word": w["word"], "path": w["path"], "zipf": w["zipf"]}
                                       for w in flagged],
        **designer(pack, kind, family),
        "per_word": words,
    }
