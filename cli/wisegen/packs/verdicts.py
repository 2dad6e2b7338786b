"""Verdicts of a pack's checks kept between runs: printing an unchanged pack skips them.

Printing a kit needs a valid pack, but the semantic checks behind "valid" (spelling,
the children's tier asking corpus frequencies for every word...) cost more than drawing
the deck. A pack that passed them once, unchanged, with the same wisegen, passes again:
its verdict (the warnings it carries) is kept in the user cache directory, keyed by a
hash of the parsed document (its values and their line:column positions, which is what
the checks read) and a fingerprint of wisegen itself (its version and the size and
modification time of its code and schemas, so an edited checkout never trusts an old
verdict). Only valid verdicts are kept: a pack with errors is checked in full every time.

`pack validate` does not come here; it always runs every check.
"""

from __future__ import annotations

from typing import Any

from wisegen.core import cache as user_cache
from wisegen.core.cache import code_fingerprint
from wisegen.core.yamlsafe import LoadedYaml
from wisegen.errors import Problem


def _entry(doc: LoadedYaml, flags: str) -> str:
    return f"verdicts/{user_cache.doc_digest(doc, flags)[:40]}.json"


def lookup(doc: LoadedYaml, flags: str) -> list[Problem] | None:
    """The warnings of a valid verdict for this very document, or None (check it)."""
    stored: Any = user_cache.read_json(_entry(doc, flags))
    if not isinstance(stored, dict) or stored.get("fingerprint") != code_fingerprint():
        return None
    try:
        return [Problem(doc.file, **fields) for fields in stored["warnings"]]
    except (KeyError, TypeError):
        return None


def store(doc: LoadedYaml, flags: str, problems: list[Problem]) -> bool:
    """Keep a valid verdict (its warnings); False when it has errors or cannot be kept."""
    if any(p.severity == "error" for p in problems):
        return False
    warnings = [{k: v for k, v in p.as_dict().items() if k != "file"} for p in problems]
    return user_cache.write_json(_entry(doc, flags),
                                 {"fingerprint": code_fingerprint(), "warnings": warnings})
