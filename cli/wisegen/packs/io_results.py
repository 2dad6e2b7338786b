"""What `pack import`, `pack export` and `pack preview` answer, as results `emit` shows."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wisegen.errors import Problem

_SHOWN = 20
"""Items of a list shown in the text answer (the JSON answer has them all)."""


@dataclass(frozen=True)
class ImportResult:
    """An import: the cards made, where they went, and every finding at its source cell."""

    source: str
    out: str | None
    game: str
    cards: int
    words: int
    partial: bool
    dealt: bool
    problems: tuple[Problem, ...]
    seconds: float
    text: str | None = None
    """The pack text, in the JSON answer when it went to no file."""

    @property
    def valid(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)

    @property
    def exit_code(self) -> int:
        return 0 if self.valid else 1

    def as_dict(self) -> dict[str, Any]:
        found = {"valid": self.valid, "source": self.source, "out": self.out,
                 "game": self.game, "cards": self.cards, "words": self.words,
                 "partial": self.partial, "dealt": self.dealt,
                 "seconds": round(self.seconds, 3),
                 "errors": [p.as_dict() for p in self.problems if p.severity == "error"],
                 "warnings": [p.as_dict() for p in self.problems if p.severity == "warning"]}
        if self.text is not None:
            found["pack"] = self.text
        return found

    def lines(self) -> list[str]:
        errors = sum(p.severity == "error" for p in self.problems)
        how = "dealt onto" if self.dealt else "read as"
        if self.valid:
            where = f"wrote {self.out}" if self.out else "pack on stdout"
            head = (f"{self.source}: {self.words} words {how} {self.cards} {self.game} "
                    f"cards{' (a partial deck)' if self.partial else ''}; {where}")
        else:
            head = f"{self.source}: NOT imported ({errors} error(s)); nothing was written"
        head += f"; {len(self.problems) - errors} warning(s), {self.seconds:.1f} s"
        return [head] + [f"  {p.render()}" for p in self.problems]


@dataclass(frozen=True)
class WrittenResult:
    """A file `pack export` or `pack preview` wrote, with what it holds."""

    action: str
    out: str
    size: int
    details: dict[str, Any] = field(default_factory=dict)
    exit_code: int = 0
    notes: tuple[str, ...] = ()
    """What the reader must know about the file (cells escaped, ...), said after it."""

    def as_dict(self) -> dict[str, Any]:
        found = {"action": self.action, "out": self.out, "bytes": self.size, **self.details}
        if self.notes:
            found["notes"] = list(self.notes)
        return found

    def lines(self) -> list[str]:
        plain = [f"{k} {v}" for k, v in self.details.items() if not isinstance(v, list)]
        head = ", ".join([f"{self.size / 1024:.1f} KiB", *plain])
        out = [f"{self.action}: wrote {self.out} ({head})"]
        for key, items in self.details.items():
            if isinstance(items, list) and items:
                out.append(f"  {key} ({len(items)}):")
                out += [f"    {item}" for item in items[:_SHOWN]]
                if len(items) > _SHOWN:
                    out.append(f"    ... and {len(items) - _SHOWN} more")
        return out + [f"  note: {note}" for note in self.notes]
