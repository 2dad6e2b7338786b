"""`pack new`: a commented starting point that already validates as a partial pack."""

from __future__ import annotations

from wisegen.errors import UsageError
from wisegen.lang.registry import sample_words
from wisegen.packs import schemas
from wisegen.packs.catalogue import builtin_packs

_HEADER = """\
# A {game} {kind} pack. Check it any time with:
#   wisegen pack validate {{this file}}
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

_BODIES = {
    "three-wise-words": """\
cards:                     # a full deck has 100 cards
  # pink and blue are for adults; yellow is the children's word: make it the easiest.
  - {{pink: {0}, yellow: {1}, blue: {2}}}
""",
    "just-one": """\
cards:                     # a full deck has 110 cards, five words each (numbered 1-5)
  - [{0}, {1}, {2}, {3}, {4}]
""",
    "13-words": """\
cards:                     # a full deck has 224 double-sided cards
  - {{front: {0}, back: {1}}}
  - {{front: {2}, back: {3}}}
""",
}


def skeleton(game: str, language: str, kind: str = "words") -> str:
    if schemas.schema_name(game, kind) is None:
        raise UsageError(f"{game} has no {kind!r} packs; kinds for it: "
                         f"{', '.join(schemas.kinds_for(game))}")
    header = _HEADER.format(game=game, kind=kind, lang=language)
    if kind == "words":
        # The language package's sample words, so the skeleton is spelled right at once.
        words = sample_words(language)
        return header + _BODIES[game].format(*words)
    # Other kinds are tables: start from the built-in pack's body.
    builtin = next((i for i in builtin_packs(game) if i.kind == kind), None)
    if builtin is None:  # pragma: no cover - every schema'd kind ships a built-in pack
        raise UsageError(f"no built-in {kind} pack for {game} to start from")
    body = builtin.path.read_text(encoding="utf-8").split("\nauthors:", 1)[1].split("\n", 1)[1]
    return header + f"# Body copied from the built-in {builtin.id!r} pack; edit as you need.\n" \
        + body
