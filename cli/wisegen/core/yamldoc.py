"""A parsed YAML document: its value and where each of its fields was written.

Shared by the loader (core/yamlsafe.py), the parser behind it (core/yamlparse.py) and
the caches that key on a document (core/cache.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wisegen.core.textrules import clip
from wisegen.errors import Problem

FieldPath = tuple[str | int, ...]


def format_path(path: FieldPath) -> str:
    """`('cards', 41, 'yellow')` -> `cards[41].yellow`, the form authors read; a key
    longer than QUOTE_CHARS (a hostile file's) is cut there and ends in `…`."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{clip(str(part))}" if out else clip(str(part))
    return out


@dataclass
class LoadedYaml:
    """A document's value plus the 1-based (line, column) of every field path in it."""

    value: Any
    file: str
    positions: dict[FieldPath, tuple[int, int]] = field(default_factory=dict)

    def position(self, path: FieldPath) -> tuple[int | None, int | None]:
        """The position of `path`, or of its nearest ancestor that has one."""
        path = tuple(path)
        while True:
            if path in self.positions:
                return self.positions[path]
            if not path:
                return None, None
            path = path[:-1]

    def problem(self, path: FieldPath, message: str, code: str, severity: str = "error") -> Problem:
        line, column = self.position(path)
        return Problem(self.file, line, column, format_path(path), message, code, severity)
