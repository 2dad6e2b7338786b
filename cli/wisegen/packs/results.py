"""What `pack validate` and `pack stats` answer, as results `emit` can show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wisegen.packs.model import Report


@dataclass(frozen=True)
class ValidationResult:
    """Every file's verdict; with `strict`, a warning makes its file count as invalid."""

    reports: tuple[Report, ...]
    strict: bool = False

    @property
    def valid(self) -> bool:
        return all(r.valid and not (self.strict and r.problems) for r in self.reports)

    @property
    def exit_code(self) -> int:
        return 0 if self.valid else 1

    def as_dict(self) -> dict[str, Any]:
        return {"valid": self.valid, "files": [
            {"file": r.file, "valid": r.valid, "game": r.pack.game if r.pack else None,
             "kind": r.pack.kind if r.pack else None,
             "errors": [p.as_dict() for p in r.problems if p.severity == "error"],
             "warnings": [p.as_dict() for p in r.problems if p.severity == "warning"]}
            for r in self.reports]}

    def lines(self) -> list[str]:
        out = []
        for report in self.reports:
            errors = sum(p.severity == "error" for p in report.problems)
            warnings = len(report.problems) - errors
            verdict = "valid" if report.valid else "INVALID"
            out.append(f"{report.file}: {verdict} ({errors} error(s), {warnings} warning(s))")
            out += [f"  {problem.render()}" for problem in report.problems]
        return out


@dataclass(frozen=True)
class StatsResult:
    """`pack stats`: the numbers of `packs.stats.word_stats`, and their short reading."""

    stats: dict[str, Any]
    exit_code: int = 0

    def as_dict(self) -> dict[str, Any]:
        return self.stats

    def lines(self) -> list[str]:
        result = self.stats
        out = [f"{result['file']}: {result['cards']} cards, {result['words']} words "
               f"({result['language']})",
               "  per tier: " + ", ".join(f"{k} {v}" for k, v in result["per_tier"].items()),
               "  lengths:  " + ", ".join(f"{k}:{v}" for k, v in result["lengths"].items()),
               f"  difficulty: median Zipf frequency {result['median_zipf']} (higher is easier)"]
        out.append("  difficulty spread per tier (words per frequency band):")
        for tier, bands in result["difficulty_per_tier"].items():
            out.append(f"    {tier}: " + ", ".join(f"{name} {count}" for name, count
                                                   in bands.items() if count))
        easiest = sorted((w for w in result["per_word"] if w["zipf"] is not None),
                         key=lambda w: -w["zipf"])
        out.append("  easiest: " + ", ".join(f"{w['word']} {w['zipf']}" for w in easiest[:5]))
        out.append("  hardest: " + ", ".join(f"{w['word']} {w['zipf']}" for w in easiest[-5:]))
        if not result["dictionary"]:
            out.append("  spelling: no dictionary for this language")
        else:
            unknown = result["unknown_words"]
            out.append(f"  unknown to the dictionary: {', '.join(unknown) if unknown else 'none'}")
        out += _designer_lines(result)
        flagged = result["children_rarer_than_median"]
        if flagged:
            out.append(f"  children's words rarer than the pack median ({len(flagged)}): "
                       + ", ".join(f"{w['word']} ({w['path']}, {w['zipf']})" for w in flagged))
        return out


def _designer_lines(result: dict[str, Any]) -> list[str]:
    """The tier order and the designer's findings of `pack stats`."""
    out = []
    medians = result["median_zipf_per_tier"]
    if medians:
        verdict = "rises" if result["tiers_get_harder"] else "does NOT rise"
        out.append(f"  difficulty {verdict} across tiers (median Zipf): "
                   + " > ".join(f"{tier} {value}" for tier, value in medians.items()))
    checked = "forms of one word, proper nouns" + (
        ", unwanted words" if result["family_checked"] else "")
    findings = result["findings"]
    out.append(f"  {checked}: {len(findings) or 'nothing found'}")
    out += [f"    {f['path']} (line {f['line']}): {f['message']}" for f in findings]
    return out
