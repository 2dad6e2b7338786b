"""PyYAML behind `core/yamlsafe.py`: compose a document, check it, build its values.

Kept apart so that a run whose documents all come from the parse cache
(`yamlsafe.load_file`) never imports PyYAML (a tenth of `wisegen print`'s start-up).
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from wisegen.core.limits import (
    MAX_ALIASES,
    MAX_DEPTH,
    MAX_EXPANDED_CHARS,
    MAX_INTEGER_DIGITS,
    MAX_NODES,
)
from wisegen.core.textrules import quote
from wisegen.core.yamlcount import ItemCounter, ItemLimit
from wisegen.core.yamldoc import FieldPath, LoadedYaml, format_path
from wisegen.errors import ContentError, Problem

_SURROGATE = re.compile("[\ud800-\udfff]")

_CORE = "tag:yaml.org,2002:"
_ALLOWED_SCALAR_TAGS = {_CORE + t for t in ("str", "int", "float", "bool", "null")}
_SEQ_TAG = _CORE + "seq"
_MAP_TAG = _CORE + "map"


class _Builder:
    """Turns a composed node tree into values, enforcing the rules in the module doc."""

    def __init__(self, file: str):
        self.file = file
        self.positions: dict[FieldPath, tuple[int, int]] = {}
        self.nodes = 0
        self.chars = 0
        self.scalars = yaml.constructor.SafeConstructor()

    def fail(self, node: Node, message: str, code: str, path: FieldPath = ()) -> ContentError:
        mark = node.start_mark
        return ContentError(
            [Problem(self.file, mark.line + 1, mark.column + 1, format_path(path), message, code)]
        )

    def build(self, node: Node, path: FieldPath) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.fail(
                node,
                f"the document expands to more than {MAX_NODES:,} values (aliases "
                "expanding too far, a 'billion laughs' file, or a huge file); refusing to load it",
                "too-large",
                path,
            )
        if len(path) > MAX_DEPTH:
            raise self.fail(node, f"the data is nested more than {MAX_DEPTH} levels deep",
                            "too-large", path)
        self.positions.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, ScalarNode):
            return self._scalar(node, path)
        if isinstance(node, SequenceNode):
            if node.tag != _SEQ_TAG:
                raise self.fail(node, f"tag {quote(node.tag)} is not allowed", "bad-tag", path)
            return [self.build(child, (*path, i)) for i, child in enumerate(node.value)]
        if isinstance(node, MappingNode):
            return self._mapping(node, path)
        raise self.fail(node, "unsupported YAML node", "bad-yaml", path)  # pragma: no cover

    def _scalar(self, node: ScalarNode, path: FieldPath) -> Any:
        if node.tag not in _ALLOWED_SCALAR_TAGS:
            raise self.fail(
                node,
                f"tag {quote(node.tag)} is not allowed in content files "
                "(only plain text, numbers, booleans and null)",
                "bad-tag",
                path,
            )
        try:
            value = self.scalars.construct_object(node)
        except ValueError:  # an integer with thousands of digits
            raise self.fail(node, f"a number with more than {MAX_INTEGER_DIGITS} digits is "
                            "not allowed", "bad-number", path) from None
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and abs(value) >= 10 ** MAX_INTEGER_DIGITS:
            raise self.fail(node, f"a number with more than {MAX_INTEGER_DIGITS} digits is "
                            "not allowed", "bad-number", path)
        if isinstance(value, float) and not math.isfinite(value):
            raise self.fail(node, f"{quote(node.value)} is not a finite number", "bad-number",
                            path)
        if isinstance(value, str):
            self.chars += len(value)
            if self.chars > MAX_EXPANDED_CHARS:
                raise self.fail(node, f"the document expands to more than "
                                f"{MAX_EXPANDED_CHARS:,} characters of text (aliases of a long "
                                "text?); refusing to load it", "too-large", path)
            if _SURROGATE.search(value):
                raise self.fail(node, "the text holds a lone surrogate (an invalid \\ud800-"
                                "style escape); write the character itself", "bad-text", path)
            return unicodedata.normalize("NFC", value)
        return value

    def _mapping(self, node: MappingNode, path: FieldPath) -> dict[Any, Any]:
        if node.tag != _MAP_TAG:
            raise self.fail(node, f"tag {quote(node.tag)} is not allowed", "bad-tag", path)
        result: dict[Any, Any] = {}
        first_seen: dict[Any, int] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _CORE + "merge":
                raise self.fail(key_node, "merge keys (<<) are not allowed", "bad-tag", path)
            if not isinstance(key_node, ScalarNode):
                raise self.fail(key_node, "a mapping key must be plain text", "bad-key", path)
            key = self._scalar(key_node, path)
            if key in result:
                raise self.fail(
                    key_node,
                    f"duplicate key {quote(key)} (first given on line {first_seen[key]})",
                    "duplicate-key",
                    (*path, str(key)),
                )
            first_seen[key] = key_node.start_mark.line + 1
            result[key] = self.build(value_node, (*path, str(key)))
        return result


class _CountingComposer(yaml.SafeLoader):
    """A SafeLoader that counts alias uses while composing, to stop alias bombs early.

    It also reads YAML 1.2 floats without a dot (`1e9`, `2E-3`) as numbers, as authors
    expect, instead of YAML 1.1's text.
    """

    aliases_seen = 0

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        if self.check_event(yaml.events.AliasEvent):
            self.aliases_seen += 1
            if self.aliases_seen > MAX_ALIASES:
                # types-PyYAML leaves the pure-Python Parser.peek_event unannotated.
                raise _aliases_error(self.peek_event())  # type: ignore[no-untyped-call]
        return super().compose_node(parent, index)


def _aliases_error(event: yaml.events.Event) -> yaml.composer.ComposerError:
    """The error an alias bomb raises, placed at the alias that went over the limit."""
    return yaml.composer.ComposerError(
        None, None, f"more than {MAX_ALIASES} aliases", _pure_mark(event.start_mark))


def _pure_mark(mark: yaml.error.Mark | yaml._yaml.Mark | None) -> yaml.error.Mark | None:
    """libyaml's events carry its own Mark class; PyYAML's errors are typed for the
    pure-Python one. Only the position matters to `loads`, so copy it across."""
    if mark is None or isinstance(mark, yaml.error.Mark):
        return mark
    return yaml.error.Mark("<yaml>", mark.index, mark.line, mark.column, None, 0)


_FLOAT_WITHOUT_DOT = re.compile(r"^[-+]?[0-9]+(?:\.[0-9]*)?[eE][-+]?[0-9]+$")
_CountingComposer.add_implicit_resolver(_CORE + "float", _FLOAT_WITHOUT_DOT,
                                        list("-+0123456789"))

if yaml.__with_libyaml__:

    class _LibyamlComposer(yaml.CSafeLoader):
        """libyaml's parser and composer: a tenth of the pure-Python composer's time.

        Its composer recurses in C, where Python's recursion limit cannot stop a hostile
        `[[[[...` file, so `_compose` first walks the events (an iterative state machine
        in libyaml) and refuses deep nesting and alias bombs before composing.
        """

    _LibyamlComposer.add_implicit_resolver(_CORE + "float", _FLOAT_WITHOUT_DOT,
                                           list("-+0123456789"))
    _OPEN = (yaml.events.SequenceStartEvent, yaml.events.MappingStartEvent)
    _CLOSE = (yaml.events.SequenceEndEvent, yaml.events.MappingEndEvent)

    def _compose(text: str, count: ItemCounter | None = None) -> Node | None:
        depth = aliases = 0
        events = _LibyamlComposer(text)
        try:
            while events.check_event():
                event = events.get_event()
                if count is not None and event is not None:
                    count.see(event, depth)
                if isinstance(event, _OPEN):
                    depth += 1
                    if depth > MAX_DEPTH:
                        raise yaml.composer.ComposerError(
                            None, None, "the YAML is nested too deeply",
                            _pure_mark(event.start_mark))
                elif isinstance(event, _CLOSE):
                    depth -= 1
                elif isinstance(event, yaml.events.AliasEvent):
                    aliases += 1
                    if aliases > MAX_ALIASES:
                        raise _aliases_error(event)
        finally:
            events.dispose()
        loader = _LibyamlComposer(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()

else:  # pragma: no cover - PyYAML wheels ship libyaml

    def _compose(text: str, count: ItemCounter | None = None) -> Node | None:
        loader = _CountingComposer(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()


def parse(text: str, file: str, item_limit: ItemLimit | None = None) -> LoadedYaml:
    """`yamlsafe.loads` of decoded text: parse, check and build the document."""
    try:
        node = _compose(text, ItemCounter(file, item_limit) if item_limit else None)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = "YAML syntax error: " + " ".join(
            str(x) for x in (exc.context, exc.problem) if x
        )
        code = "too-large" if "aliases" in message else "yaml-syntax"
        if code == "too-large":
            message += " (alias expansion is bounded); refusing to load it"
        line = mark.line + 1 if mark else None
        column = mark.column + 1 if mark else None
        raise ContentError([Problem(file, line, column, "", message, code)]) from None
    except yaml.reader.ReaderError as exc:
        # libyaml gives the code point, PyYAML's reader the character: say both ways.
        point = exc.character if isinstance(exc.character, int) else ord(exc.character)
        message = f"character {chr(point)!r} (U+{point:04X}) is not allowed in YAML text"
        line = text.count("\n", 0, exc.position) + 1 if isinstance(exc.position, int) else None
        raise ContentError([Problem(file, line, None, "", message, "yaml-syntax")]) from None
    except (yaml.YAMLError, RecursionError) as exc:
        message = "the YAML is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise ContentError([Problem(file, None, None, "", message, "yaml-syntax")]) from None
    if node is None:
        return LoadedYaml(None, file)
    builder = _Builder(file)
    value = builder.build(node, ())
    return LoadedYaml(value, file, builder.positions)
