"""A preflight's findings and its report: the same object gives the text and the --json.

A finding names where it is (pages or files), the rule with the service's value, what
was found and the fix in one sentence. The same finding on many pages (a plain A4 file's
every sheet is the wrong size) is reported once with all its pages, so a long file's
report stays readable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from wisegen.core.digits import whole_number


@dataclass(frozen=True)
class Finding:
    """One rule a page or file breaks."""

    check: str
    where: str
    rule: str
    found: str
    fix: str

    def key(self) -> tuple[str, str, str, str]:
        return self.check, self.rule, self.found, self.fix


@dataclass
class Report:
    """Every finding about one file against one service; exit 1 when there is any."""

    file: str
    service: str
    service_name: str
    kind: str
    units: int = 0
    products: dict[str, int] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    checks: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        return 1 if self.findings else 0

    def grouped(self) -> list[tuple[Finding, list[str]]]:
        """Findings with the same rule, result and fix merged, their places in order."""
        groups: dict[tuple[str, str, str, str], tuple[Finding, list[str]]] = {}
        for finding in self.findings:
            entry = groups.setdefault(finding.key(), (finding, []))
            if finding.where not in entry[1]:
                entry[1].append(finding.where)
        return list(groups.values())

    def as_dict(self) -> dict[str, Any]:
        return {
            "file": self.file, "service": self.service, "kind": self.kind,
            "checked": self.units, "products": self.products, "checks": self.checks,
            "passed": not self.findings,
            "findings": [{"check": f.check, "where": places, "rule": f.rule,
                          "found": f.found, "fix": f.fix} for f, places in self.grouped()],
            "notes": self.notes,
        }

    def lines(self) -> list[str]:
        unit = "page" if self.kind == "pdf" else "image"
        plural = "" if self.units == 1 else "s"
        head = f"{self.file}: {self.units} {unit}{plural} against {self.service_name}"
        matched = ", ".join(f"{count} × {name}" for name, count in self.products.items())
        out = [head + (f" ({matched})" if matched else "")]
        for finding, places in self.grouped():
            out += [f"- {finding.check}: {_places(places)}",
                    f"    rule:  {finding.rule}", f"    found: {finding.found}",
                    f"    fix:   {finding.fix}"]
        out += [f"note: {note}" for note in self.notes]
        count = len(self.grouped())
        out.append("PASS: no findings" if not count else
                   f"FAIL: {count} finding{'' if count == 1 else 's'}")
        return out


def _places(places: list[str]) -> str:
    """"page 1", "page 3" ... as "pages 1-3, 7" (files listed, at most 5 named)."""
    read = [whole_number(p.split()[1]) for p in places if p.startswith("page ")]
    numbers = [n for n in read if n is not None]
    if numbers and len(numbers) == len(places):
        return _page_runs(numbers)
    more = f" and {len(places) - 5} more" if len(places) > 5 else ""
    return ", ".join(places[:5]) + more


def _page_runs(numbers: list[int]) -> str:
    """Page numbers as runs; every other page (a deck's fronts, front-back pairs) as
    "odd pages 1-219"; past 12 runs, the rest counted."""
    if len(numbers) > 2 and all(b - a == 2 for a, b in pairwise(numbers)):
        parity = "odd" if numbers[0] % 2 else "even"
        return f"{parity} pages {numbers[0]}-{numbers[-1]}"
    runs: list[str] = []
    shown = 0
    start = prev = numbers[0]
    for number in [*numbers[1:], None]:
        if number is not None and number == prev + 1:
            prev = number
            continue
        runs.append(str(start) if start == prev else f"{start}-{prev}")
        shown += (prev - start + 1) if len(runs) <= 12 else 0
        if number is not None:
            start = prev = number
    more = f" and {len(numbers) - shown} more" if len(runs) > 12 else ""
    return ("page " if len(numbers) == 1 else "pages ") + ", ".join(runs[:12]) + more
