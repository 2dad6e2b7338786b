"""A kit reads each built-in pack once (PrintContext.pack caches it), and a context
derived with another pack loader (Three Wise Words' children's rules) never sees the
first context's cached packs."""

from __future__ import annotations

import dataclasses

from wisegen.render.kit import PrintContext


def test_pack_is_loaded_once_and_replace_starts_a_fresh_cache():
    calls = []

    def load(game, kind, language):
        calls.append(kind)
        return f"{kind}-standard"

    ctx = PrintContext("g", None, None, load_pack=load)  # type: ignore[arg-type]
    assert ctx.pack("rules") == ctx.pack("rules") == "rules-standard"
    assert calls == ["rules"]
    children = dataclasses.replace(ctx, load_pack=lambda g, k, lang: f"{k}-children")
    assert children.pack("rules") == "rules-children"
    assert ctx.pack("rules") == "rules-standard"
