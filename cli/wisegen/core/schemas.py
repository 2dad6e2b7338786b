"""JSON Schema validation of content packs, with messages written for pack authors.

Schemas live in content/schemas/ as `<game>.<kind>.schema.json` (or `<kind>.schema.json`
for kinds every game shares, such as pads) and all build on `header.schema.json`. The
header's lists of games and kinds are not written in the file: the caller (the games
layer) hands them in, so a new game needs no schema edit beyond its own.
jsonschema's own messages are precise but terse; `explain` turns each into a sentence an
author can act on, and every error is placed at the file position of its field.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wisegen.core.textrules import describe_character, quote, refused_characters
from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import Problem, UsageError
from wisegen.resources import schemas_dir

if TYPE_CHECKING:  # jsonschema costs a quarter of a second: imported where it is used
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError
    from referencing import Registry

Schema = dict[str, Any]
"""A JSON Schema document as json.loads reads it."""


@cache
def _all_schemas() -> dict[str, Schema]:
    """Every schema file by its file stem (`three-wise-words.words`, `header`, ...)."""
    folder: Path = schemas_dir()
    return {
        path.name.removesuffix(".schema.json"): json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.schema.json"))
    }


HEADER_ID = "urn:wisegen:schema:header"
"""The `$ref` every pack schema starts from (layouts and kit text do not)."""

Choices = tuple[tuple[str, ...], tuple[str, ...]]
"""(game ids, pack kinds) that the header accepts; empty tuples accept any text."""


def header_schema(choices: Choices = ((), ())) -> Schema:
    """The header schema with its game and kind lists filled in from `choices`."""
    header: Schema = json.loads(json.dumps(_all_schemas()["header"]))
    for field_name, allowed in zip(("game", "kind"), choices, strict=True):
        if allowed:
            header["properties"][field_name]["enum"] = list(allowed)
    return header


@cache
def _registry(choices: Choices) -> Registry:
    from referencing import Registry, Resource

    schemas = {**_all_schemas(), "header": header_schema(choices)}
    resources = [(schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()]
    return Registry().with_resources(resources)


def schema_name(game: str, kind: str) -> str | None:
    """The schema that governs packs of `kind` for `game`, or None when there is none."""
    schemas = _all_schemas()
    for name in (f"{game}.{kind}", kind):
        if name in schemas:
            return name
    return None


def item_limit(header: dict[str, str], key: str) -> int | None:
    """The `maxItems` of the top-level list `key` in the schema of the pack whose header
    says `game` and `kind` (read before the body is parsed, `yamlsafe.ItemLimit`); before
    the header is known, the largest any schema allows, so no pack is refused early for a
    limit that is not its own."""
    name = schema_name(header.get("game", ""), header.get("kind", ""))
    if name is not None:
        return _max_items(_all_schemas()[name], key)
    limits = [_max_items(schema, key) for schema in _all_schemas().values()
              if schema.get("$ref") == HEADER_ID and key in schema.get("properties", {})]
    return None if not limits or None in limits else max(x for x in limits if x is not None)


def _max_items(schema: Schema, key: str) -> int | None:
    value = schema.get("properties", {}).get(key, {}).get("maxItems")
    return value if isinstance(value, int) else None


def get_schema(game: str, kind: str) -> Schema:
    name = schema_name(game, kind)
    if name is None:
        raise UsageError(f"no schema for {game} {kind!r} packs")
    return _all_schemas()[name]


@cache
def _validator(name: str, choices: Choices) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    schema = header_schema(choices) if name == "header" else _all_schemas()[name]
    return Draft202012Validator(schema, registry=_registry(choices))


def _describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"a yes/no value ({str(value).lower()}); put the text in quotes"
    if isinstance(value, int | float):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"the text {quote(value)}"
    if isinstance(value, list):
        return f"a list of {len(value)} item(s)"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


_JSON_TYPES = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "a mapping of fields",
    "null": "null",
}


def _unexpected_keys(error: ValidationError) -> list[str]:
    """The keys the message names as unexpected. jsonschema shows each with repr(), so
    they are found by their repr in the message (keys with quotes, whole-number keys)."""
    listed = error.message.split("(", 1)[-1]
    if isinstance(error.instance, dict):
        found = [str(k) for k in error.instance if repr(k) in listed]
        if found:
            return found
    return re.findall(r"'([^']*)'", listed)


def explain(error: ValidationError) -> tuple[list[str | int], str]:
    """Return (field path, sentence) for one schema error."""
    path = list(error.absolute_path)
    keyword = error.validator
    value = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    if keyword == "required":
        missing = re.findall(r"'([^']*)' is a required property", error.message)
        return path, (f"missing required field {missing[0]!r}" if missing
                      else quote(error.message, 200))
    if keyword in ("additionalProperties", "unevaluatedProperties"):
        keys = _unexpected_keys(error)
        if len(keys) == 1:
            return [*path, keys[0]], f"unknown field {quote(keys[0])}"
        return path, "unknown fields: " + ", ".join(quote(k) for k in keys[:10]) + (
            f" and {len(keys) - 10} more" if len(keys) > 10 else "")
    if keyword == "type":
        wanted = error.validator_value
        wanted = wanted if isinstance(wanted, list) else [wanted]
        names = " or ".join(_JSON_TYPES.get(w) or str(w) for w in wanted)
        return path, f"expected {names}, found {_describe(value)}"
    if keyword in ("enum", "const"):
        options = error.validator_value if keyword == "enum" else [error.validator_value]
        listed = ", ".join(quote(str(o)) if len(str(o)) > 80 else str(o) for o in options)
        return path, f"{_describe(value)} is not allowed here; use one of: {listed}"
    sized = _size_sentence(error)
    if sized is not None:
        return path, sized
    if keyword == "pattern" and isinstance(value, str) and refused_characters(value):
        listed = ", ".join(describe_character(ch) for ch in refused_characters(value)[:3])
        return path, (f"{_describe(value)} holds {listed}: printed text may hold only "
                      "characters the font draws, with U+0020 or U+00A0 as spaces")
    if keyword == "pattern":
        hint = schema.get("description") or f"must match {error.validator_value}"
        return path, f"{_describe(value)} is not valid: {hint}"
    if keyword in ("oneOf", "anyOf") and error.context:
        from jsonschema.exceptions import best_match

        # Say what is wrong with the closest alternative, not just that none fitted.
        fitting = [e for e in error.context if not (e.validator in ("type", "enum", "const")
                                                   and not e.relative_path)]
        inner = best_match(fitting) if fitting else None
        if inner is not None:
            return explain(inner)
    if keyword in ("oneOf", "anyOf"):
        hint = schema.get("description", "")
        return path, f"{_describe(value)} is not valid here" + (f": {hint}" if hint else "")
    if keyword == "uniqueItems":
        return path, "has repeated items"
    if keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        return path, f"{_describe(value)} is out of range ({keyword} {error.validator_value})"
    return path, quote(error.message, 200)


def _size_sentence(error: ValidationError) -> str | None:
    """The sentence for a count or length keyword (minItems ... maxLength), else None."""
    keyword, limit, value = error.validator, error.validator_value, error.instance
    if keyword == "minItems":
        return f"needs at least {limit} item(s), has {len(value)}"
    if keyword == "maxItems":
        return f"allows at most {limit} item(s), has {len(value)}"
    if keyword == "maxProperties":
        return f"allows at most {limit} fields, has {len(value)}"
    if keyword == "minLength":
        return "must not be empty"
    if keyword == "maxLength" and "propertyNames" in error.schema_path:
        return f"the field name {quote(value, 20)} is longer than {limit} characters"
    if keyword == "maxLength":
        return f"is longer than {limit} characters"
    return None


def _leaves(error: ValidationError) -> list[ValidationError]:
    """Prefer the most specific error; a `$ref` into the header reports its own children."""
    if error.validator in ("$ref", "allOf") and error.context:
        out: list[ValidationError] = []
        for child in error.context:
            out.extend(_leaves(child))
        return out
    return [error]


def validate_named(doc: LoadedYaml, name: str, choices: Choices = ((), ())) -> list[Problem]:
    """All errors of `doc` against the schema file `<name>.schema.json`, by position."""
    problems = []
    seen: set[tuple[str, str]] = set()
    for error in _validator(name, choices).iter_errors(doc.value):
        for leaf in _leaves(error):
            path, message = explain(leaf)
            problem = doc.problem(tuple(path), message, "schema")
            key = (problem.path, problem.message)
            if key not in seen:
                seen.add(key)
                problems.append(problem)
    return sorted(problems, key=lambda p: (p.line or 0, p.column or 0, p.path))


def validate_remembered(doc: LoadedYaml, name: str) -> list[Problem]:
    """`validate_named`, skipped for a document found valid before: the same values at the
    same positions, with the same wisegen (core.cache). A cutter's or shop's profile is
    read on every export; building jsonschema's validator for it cost a quarter of a
    second, more than the rest of reading it."""
    from wisegen.core import cache as user_cache

    entry = f"schema/{user_cache.doc_digest(doc, name)[:40]}.json"
    verdict = {"fingerprint": user_cache.code_fingerprint(), "valid": True}
    if user_cache.read_json(entry) == verdict:
        return []
    problems = validate_named(doc, name)
    if not problems:
        user_cache.write_json(entry, verdict)
    return problems
