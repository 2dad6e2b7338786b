"""Counting a YAML document's top-level lists while its events go by (`yamlsafe.loads`).

A list's `maxItems` in a schema is only checked once the whole document is built; a
downloaded pack of 33,000 cards would be parsed, built and validated first (seconds and
hundreds of MB). Counting the parser's events stops it at the first item over the limit.
"""

from __future__ import annotations

from collections.abc import Callable

import yaml

from wisegen.core.textrules import clip
from wisegen.errors import ContentError, Problem

ItemLimit = Callable[[dict[str, str], str], int | None]
"""(the top-level text fields read so far, a top-level key) -> the most items its list
may have, or None for no limit."""


class ItemCounter:
    """Counts the items of each top-level list as the parser's events go by and stops
    the parse at the first item over its limit: a 33,000-card pack is refused after
    reading 1,001 cards, not after building and validating all of them.

    The limit may depend on the header (`game`, `kind`), which packs write first; the
    text values of the top-level mapping seen so far are handed to `limit`.
    """

    def __init__(self, file: str, limit: ItemLimit):
        self.file, self.limit = file, limit
        self.header: dict[str, str] = {}
        self.top_mapping = False
        self.expect_key = True
        self.key: str | None = None
        self.allowed: int | None = None
        self.items = 0

    def see(self, event: yaml.events.Event, depth: int) -> None:
        """Account for `event`, which arrives at nesting `depth` (before it opens or
        closes anything)."""
        if depth == 0 and isinstance(event, yaml.events.MappingStartEvent):
            self.top_mapping = True
        elif depth == 1 and self.top_mapping and isinstance(event, yaml.events.NodeEvent):
            self._top_level(event)
        elif depth == 2 and self.allowed is not None:
            if isinstance(event, yaml.events.NodeEvent):
                self.items += 1
                if self.items > self.allowed:
                    raise self._too_many(event)
            elif isinstance(event, yaml.events.SequenceEndEvent):
                self.allowed = None

    def _top_level(self, event: yaml.events.NodeEvent) -> None:
        if self.expect_key:
            self.key = event.value if isinstance(event, yaml.events.ScalarEvent) else None
        elif isinstance(event, yaml.events.ScalarEvent) and self.key is not None:
            self.header.setdefault(self.key, event.value)
        elif isinstance(event, yaml.events.SequenceStartEvent) and self.key is not None:
            self.allowed, self.items = self.limit(self.header, self.key), 0
        self.expect_key = not self.expect_key

    def _too_many(self, event: yaml.events.Event) -> ContentError:
        mark = event.start_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (None, None)
        key = self.key or ""
        return ContentError([Problem(
            self.file, line, column, f"{clip(key)}[{self.items - 1}]",
            f"{key} allows at most {self.allowed:,} item(s); this is item "
            f"{self.items:,} (refused before reading the rest of the file)", "schema")])
