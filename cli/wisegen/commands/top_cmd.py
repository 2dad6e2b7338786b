"""Top-level commands generated from the kinds games declare with `where="top"`.

`commands/catalog.py` names each as `wisegen.commands.top_cmd:KIND`; the attribute is
built on first use (PEP 562), so a sixth game's top-level kind needs no edit here.
"""

from __future__ import annotations

from typing import Any

from wisegen.commands.requests_cli import build, declared


def __getattr__(kind: str) -> Any:
    decls = declared(kind, "top")
    if not decls:
        raise AttributeError(f"no game declares a top-level {kind!r}")
    return build(kind, decls)
