"""A loaded, validated content pack and the findings about it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wisegen.errors import Problem
from wisegen.packs.yamlsafe import LoadedYaml


@dataclass
class Pack:
    """A content pack that passed schema validation (it may still carry warnings)."""

    doc: LoadedYaml
    problems: list[Problem] = field(default_factory=list)

    @property
    def data(self) -> dict[str, Any]:
        return self.doc.value

    @property
    def file(self) -> str:
        return self.doc.file

    @property
    def game(self) -> str:
        return self.data["game"]

    @property
    def kind(self) -> str:
        return self.data["kind"]

    @property
    def id(self) -> str:
        return self.data["id"]

    @property
    def name(self) -> str:
        return self.data["name"]

    @property
    def language(self) -> str:
        return self.data["language"]

    @property
    def partial(self) -> bool:
        return bool(self.data.get("partial", False))

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]


@dataclass
class Report:
    """The outcome of validating one file: the pack when it could be read, and findings."""

    file: str
    problems: list[Problem]
    pack: Pack | None = None

    @property
    def valid(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)
