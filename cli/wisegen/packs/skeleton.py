"""`pack new`: a commented starting point that already validates as a partial pack."""

from __future__ import annotations

import re

from wisegen.errors import UsageError
from wisegen.lang.registry import sample_words
from wisegen.packs.catalogue import builtin_packs
from wisegen.packs.model import PackKind

_HEADER = """\
# A {game} {kind} pack. Check it any time with:
#   wisegen pack validate {file}
# Every field below the header is described by `wisegen pack schema --game {game}`.
game: {game}
kind: {kind}
id: my-pack                # lowercase letters, digits and dashes
name: "My {game} pack"
language: {lang}                # BCP-47 tag: en, fr, pl, en-GB ...
version: 0.1.0
license: CC-BY-4.0         # the licence you publish your words under
authors: [Your Name]
partial: true              # remove once the pack has a full deck
"""

LANGUAGE_TAG = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*")
"""A BCP-47 tag as the pack header's schema accepts it (en, fr, pl, en-GB)."""


def skeleton(game: str, language: str, kind: PackKind, file: str = "FILE") -> str:
    """The text of a new `kind` pack for `game`: header, then the kind's body."""
    if not LANGUAGE_TAG.fullmatch(language):
        raise UsageError(f"--lang {language[:20]!r} is not a language tag such as en, fr, pl "
                         "or en-GB")
    header = _HEADER.format(game=game, kind=kind.kind, lang=language, file=file)
    if kind.skeleton is not None:
        # The language package's sample words, so the skeleton is spelled right at once.
        words = sample_words(language)
        return header + kind.skeleton.format(*words)
    # Other kinds are tables: start from the built-in pack's body.
    builtin = next((i for i in builtin_packs(game) if i.kind == kind.kind), None)
    if builtin is None:
        raise UsageError(f"no built-in {kind.kind} pack for {game} to start from")
    body = builtin.path.read_text(encoding="utf-8").split("\nauthors:", 1)[1].split("\n", 1)[1]
    return header + f"# Body copied from the built-in {builtin.id!r} pack; edit as you need.\n" \
        + body
