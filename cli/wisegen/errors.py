"""The two kinds of failure a user can cause, kept apart so exit codes stay honest.

A `UsageError` is something typed wrong on the command line (exit 2); a `ContentError`
is something wrong inside a file the user wrote, and carries every problem found with
its file, line, column and field path so an author can fix them all in one pass.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


class WisegenError(Exception):
    """Base of every error wisegen reports to a user without a traceback."""

    exit_code = 2


class UsageError(WisegenError):
    """A bad option, an unknown game id, a missing file: a one-line message, exit 2."""


@dataclass(frozen=True)
class Problem:
    """One finding about a content file: an error blocks use, a warning does not."""

    file: str
    line: int | None
    column: int | None
    path: str
    message: str
    code: str
    severity: str = "error"

    def where(self) -> str:
        """`file:line:col` (or less when the position is unknown), as editors expect."""
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)

    def render(self) -> str:
        field = f" [{self.path}]" if self.path else ""
        return f"{self.where()}: {self.severity}{field}: {self.message}"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class ContentError(WisegenError):
    """A content or layout file that cannot be used; holds all of its problems."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(p.render() for p in problems))
