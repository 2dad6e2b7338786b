"""Layouts: sheet settings, named boxes with `extends`, per-material settings.

Precedence is explicit: command-line option > the user's `--layout` file > the game's
built-in layout > `layouts/sheets.yaml`. Each file is checked against
content/schemas/layout.schema.json, so an unknown key is an error with file and line.
"""

from __future__ import annotations

import copy
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wisegen.core import cache as user_cache
from wisegen.core.limits import MAX_CARD_MM, MAX_EXTENDS, MIN_CARD_MM, file_kind, finite
from wisegen.core.yamlsafe import FieldPath, LoadedYaml, load_file
from wisegen.errors import ContentError, Problem, UsageError
from wisegen.resources import layouts_dir

DUPLEX_MODES = ("long-edge", "short-edge", "fold")


def _load_checked(path: Path) -> LoadedYaml:
    """A layout file, valid against the layout schema. A file found valid before,
    unchanged and with the same wisegen, is not validated again (core.cache)."""
    doc = load_file(path)
    if doc.value is None:
        doc.value = {}
    entry = f"layouts/{user_cache.doc_digest(doc, 'layout')[:40]}.json"
    verdict = {"fingerprint": user_cache.code_fingerprint(), "valid": True}
    if user_cache.read_json(entry) == verdict:
        return doc
    from wisegen.core.schemas import validate_named  # jsonschema: a tenth of a second

    problems = validate_named(doc, "layout")
    if problems:
        raise ContentError(problems)
    user_cache.write_json(entry, verdict)
    return doc


def merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """Deep merge: mappings merge key by key, anything else in `over` replaces."""
    out = copy.deepcopy(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


@dataclass(frozen=True)
class Box:
    """A named box in mm from the card's top-left trim corner, with its text style."""

    name: str
    x: float = 0.0
    y: float = 0.0
    width: float = 0.0
    height: float = 0.0
    font: str = "bold"
    size: float = 12.0
    min_size: float = 6.0
    align: str = "center"
    valign: str = "middle"
    colour: str = "#000000"
    fill: str | None = None
    on: str | None = None
    """The colour under the text when the box has no fill (for the contrast check)."""
    padding: float = 1.5
    text: str | None = None
    origins: dict[str, Problem] = field(default_factory=dict, compare=False)
    """Where each of x, y, width and height is set (file, line, column: the box in the
    `extends` chain that gives it), for a fit check that refuses the box."""


@dataclass(frozen=True)
class SheetSettings:
    paper: str
    paper_width: float
    paper_height: float
    card: str
    card_width: float
    card_height: float
    bleed: float
    margin: float
    mark_gap: float
    mark_length: float
    mark_width: float
    duplex: str
    offset_x: float
    offset_y: float


class Layout:
    """A merged layout for one game, with resolved boxes and sheet settings."""

    def __init__(self, data: dict[str, Any], sources: list[str],
                 design: tuple[float, float] | None = None, ink_saver: bool = False,
                 docs: tuple[LoadedYaml, ...] = ()):
        self.docs = docs
        """The files merged, in order: a value's position is in the last that sets it."""
        self.ink_saver = ink_saver
        """Light backgrounds and outlined art (`--ink-saver`); the layout's `ink_saver`
        section has already been merged in. Drawing code reads it for art it draws itself."""
        self.data = data
        self.sources = sources
        self.sheet = self._sheet()
        self._boxes: dict[str, Box] = {}
        # Boxes are drawn for the card size the layout files name; a card size given on
        # the command line scales them (fonts by the smaller of the two ratios).
        width, height = design or (self.sheet.card_width, self.sheet.card_height)
        self.scale_x = self.sheet.card_width / width
        self.scale_y = self.sheet.card_height / height
        # A print shop's product (sheet `safe`, set by the shop export only): the boxes
        # are laid out again inside its trim and safe area instead (render/relayout.py,
        # imported only then: a kit printed at home never needs it).
        self.relayout = None
        if data["sheet"].get("safe") is not None:
            from wisegen.render.relayout import relayout_for

            self.relayout = relayout_for(
                lambda name: self._resolve(name, ())[0], list(data.get("boxes", {})),
                (width, height), (self.sheet.card_width, self.sheet.card_height),
                float(data["sheet"]["safe"]))

    def _sheet(self) -> SheetSettings:
        sheet = self.data["sheet"]
        paper = self.data["papers"].get(str(sheet["paper"]).lower())
        if paper is None:
            raise UsageError(f"unknown paper {sheet['paper']!r}; use one of: "
                             f"{', '.join(self.data['papers'])}")
        card = sheet["card"]
        if isinstance(card, dict):
            card_name, size = f"{card['width']}x{card['height']}mm", card
        else:
            card_name, size = str(card), self.data["cards"].get(str(card).lower())
            if size is None:
                raise UsageError(f"unknown card size {card!r}; use one of: "
                                 f"{', '.join(self.data['cards'])} or WIDTHxHEIGHT in mm")
        if sheet["duplex"] not in DUPLEX_MODES:
            raise UsageError(f"unknown duplex mode {sheet['duplex']!r}; use one of: "
                             f"{', '.join(DUPLEX_MODES)}")
        return SheetSettings(
            paper=str(sheet["paper"]).lower(), paper_width=_mm(paper["width"]),
            paper_height=_mm(paper["height"]), card=card_name, card_width=_mm(size["width"]),
            card_height=_mm(size["height"]), bleed=_mm(sheet["bleed"]),
            margin=_mm(sheet["margin"]), mark_gap=_mm(sheet["mark_gap"]),
            mark_length=_mm(sheet["mark_length"]), mark_width=_mm(sheet["mark_width"]),
            duplex=sheet["duplex"], offset_x=_mm(sheet["offset_x"]),
            offset_y=_mm(sheet["offset_y"]))

    @property
    def safe(self) -> float:
        """A print shop's safe margin inside the trim (mm), 0 outside a shop's export."""
        return float(self.data["sheet"].get("safe") or 0.0)

    def inset(self, mm: float, stroke: float = 0.8) -> float:
        """`mm`, where a game draws a frame a fixed distance inside the trim rather than
        from a box; for a print shop's product, far enough in that the frame's `stroke`
        (pt) stays inside its safe line (with 0.1 mm to spare for a rounding scale)."""
        if not self.safe:
            return mm
        return max(mm, self.safe + stroke * 25.4 / 72 / 2 + 0.1)

    def box(self, name: str) -> Box:
        """The box `name` with its `extends` chain applied (the child's keys win)."""
        if name not in self._boxes:
            spec, owners = self._resolve(name, ())
            sx, sy = self.scale_x, self.scale_y
            if self.relayout is not None:
                spec = self.relayout.place(spec, {key: getattr(Box, key) for key in (
                    "size", "min_size", "padding")})
            elif (sx, sy) != (1.0, 1.0):
                for key, factor in (("x", sx), ("width", sx), ("y", sy), ("height", sy)):
                    if key in spec:
                        spec[key] = spec[key] * factor
                for key in ("size", "min_size", "padding"):
                    spec[key] = spec.get(key, getattr(Box, key)) * min(sx, sy)
            origins = {key: self.problem(("boxes", owner, key), "") for key, owner
                       in owners.items()}
            self._boxes[name] = Box(name=name, **spec, origins=origins)
        return self._boxes[name]

    def problem(self, path: FieldPath, message: str, code: str = "fit") -> Problem:
        """A finding about the value at `path`, placed in the last file that sets it (a
        user's `--layout` before the built-in one; its `ink_saver` section first when
        that is merged in); with no file, the path alone."""
        tries = [("ink_saver", *path), tuple(path)] if self.ink_saver else [tuple(path)]
        for doc in reversed(self.docs):
            for where in tries:
                value: Any = doc.value
                for key in where:
                    value = value.get(key) if isinstance(value, dict) else None
                if value is not None:
                    return doc.problem(where, message, code)
        return Problem("layout", None, None, ".".join(map(str, path)), message, code)

    def refuse(self, path: FieldPath, message: str) -> ContentError:
        """The error for a part that does not fit: file, line and column of its value."""
        return ContentError([self.problem(path, message)])

    def _resolve(self, name: str, chain: tuple[str, ...]
                 ) -> tuple[dict[str, Any], dict[str, str]]:
        """Follow `extends` from `name` to its root (iteratively: a chain is bounded);
        with, for each of x, y, width and height, the box whose value is used."""
        boxes = self.data.get("boxes", {})
        specs: list[tuple[str, dict[str, Any]]] = []
        current: str | None = name
        while current is not None:
            if current not in boxes:
                raise UsageError(f"layout has no box named {current!r}")
            if current in chain:
                raise UsageError(f"layout boxes extend each other in a loop: "
                                 f"{' -> '.join((*chain, current))}")
            if len(chain) >= MAX_EXTENDS:
                raise UsageError(f"box {name!r} extends a chain of more than {MAX_EXTENDS} "
                                 "boxes")
            chain = (*chain, current)
            spec = dict(boxes[current])
            specs.append((current, spec))
            current = spec.pop("extends", None)
        resolved: dict[str, Any] = {}
        owners: dict[str, str] = {}
        for owner, spec in reversed(specs):
            resolved.update(spec)
            owners.update({key: owner for key in ("x", "y", "width", "height") if key in spec})
        return resolved, owners

    def material(self, name: str) -> dict[str, Any]:
        return self.data.get("materials", {}).get(name, {})

    def colour(self, name: str) -> str:
        return self.data.get("colours", {}).get(name, "#000000")


def parse_card_size(text: str) -> str | dict[str, float]:
    """`poker` stays a name; `63x88` becomes {width: 63, height: 88} (mm)."""
    if "x" in text.lower():
        try:
            width, height = (float(v) for v in text.lower().removesuffix("mm").split("x"))
        except ValueError:
            raise UsageError(f"card size {text[:40]!r} is not WIDTHxHEIGHT in mm") from None
        return {"width": finite(width, "card width (mm)", MIN_CARD_MM, MAX_CARD_MM),
                "height": finite(height, "card height (mm)", MIN_CARD_MM, MAX_CARD_MM)}
    return text.lower()


def load_layout(game: str, user_file: Path | None = None,
                overrides: dict[str, Any] | None = None, ink_saver: bool = False) -> Layout:
    """sheets.yaml <- layouts/<game>.yaml <- user file <- command-line overrides; with
    `ink_saver`, the merged `ink_saver` section then replaces colours, boxes and materials."""
    root = layouts_dir()
    sources = [root / "sheets.yaml", root / f"{game}.yaml"]
    if user_file is not None:
        _require_file(user_file)
        sources.append(user_file)
    data: dict[str, Any] = {}
    docs: list[LoadedYaml] = []
    for source in sources:
        if source.exists():
            docs.append(_load_checked(source))
            data = merge(data, docs[-1].value)
    saver = data.pop("ink_saver", {})
    if ink_saver:
        data = merge(data, saver)
    design = Layout(data, []).sheet
    if overrides:
        data = merge(data, {"sheet": {k: v for k, v in overrides.items() if v is not None}})
    return Layout(data, [str(s) for s in sources], (design.card_width, design.card_height),
                  ink_saver, tuple(docs))


def _mm(value: Any) -> float:
    """A length as a float, with -0.0 made 0.0 (so `--bleed -0.0` reports "bleed 0 mm")."""
    return float(value) + 0.0


def _require_file(path: Path) -> None:
    """A `--layout` path that names a regular file; otherwise say what it is instead."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise UsageError(f"layout file {path} does not exist") from None
    except OSError as exc:
        raise UsageError(f"cannot read layout file {path}: {exc.strerror}") from None
    if not stat.S_ISREG(mode):
        raise UsageError(f"layout file {path} is {file_kind(mode)}, not a layout file")

