"""parse -> validate -> check: the single entry point that turns a file into a Pack.

What the games are, and which kinds of pack each reads, comes in as `rules` (a
`PackRules` from the games layer), so this module never imports a game.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from wisegen.core.yamlsafe import LoadedYaml, load_file, loads
from wisegen.errors import ContentError, Problem
from wisegen.packs import semantic, verdicts
from wisegen.packs.model import Pack, PackKind, PackRules, Report

if TYPE_CHECKING:
    from wisegen.core import schemas


def choices(rules: PackRules, game: object = None) -> schemas.Choices:
    """The header's allowed games and kinds: every game's, and the pack's game's kinds."""
    kinds = rules.kinds(game) if isinstance(game, str) and game in rules.game_ids() else []
    every_kind = sorted({k for g in rules.game_ids() for k in rules.kinds(g)})
    return tuple(rules.game_ids()), tuple(kinds or every_kind)


def _schema_problems(doc: LoadedYaml, rules: PackRules) -> tuple[list[Problem], PackKind | None]:
    # Imported here: jsonschema costs a quarter of a second, and printing a pack whose
    # verdict is cached never validates it.
    from wisegen.core import schemas

    if not isinstance(doc.value, dict):
        return [doc.problem((), "a content pack must be a mapping of fields, starting with "
                            "game, kind, id, name, language, version, license, authors",
                            "schema")], None
    game, kind = doc.value.get("game"), doc.value.get("kind")
    if isinstance(game, str) and isinstance(kind, str):
        declared = rules.kind(game, kind)
        name = schemas.schema_name(game, kind) if declared is not None else None
        if declared is not None and name is not None:
            return schemas.validate_named(doc, name, choices(rules, game)), declared
    # Without a known game and kind only the header can be checked; it will say why.
    return _header_problems(doc, rules), None


def _header_problems(doc: LoadedYaml, rules: PackRules) -> list[Problem]:
    from wisegen.core import schemas

    game, kind = doc.value.get("game"), doc.value.get("kind")
    problems = schemas.validate_named(doc, "header", choices(rules, game))
    if not problems:
        problems.append(doc.problem(("kind",), f"{game} has no packs of kind {kind!r}; use one "
                                    f"of: {', '.join(rules.kinds(game))}", "schema"))
    return problems


def _item_limit(header: dict[str, str], key: str) -> int | None:
    """The schema's bound on a top-level list, counted while the file is parsed."""
    from wisegen.core.schemas import item_limit

    return item_limit(header, key)


def check_file(path: Path, rules: PackRules, *, spelling: bool = True, cards: bool = False
               ) -> Report:
    """Validate one file completely; never raises for problems in the file itself."""
    try:
        doc = load_file(path, _item_limit)
    except ContentError as exc:
        return Report(str(path), exc.problems)
    return check_doc(doc, rules, spelling=spelling, cards=cards)


def check_text(text: str, name: str, rules: PackRules, *, spelling: bool = True,
               cards: bool = False) -> Report:
    """Validate pack text not yet written anywhere (`pack import` checks before writing)."""
    try:
        doc = loads(text, name, _item_limit)
    except ContentError as exc:
        return Report(name, exc.problems)
    return check_doc(doc, rules, spelling=spelling, cards=cards)


def check_doc(doc: LoadedYaml, rules: PackRules, *, spelling: bool = True,
              cards: bool = False) -> Report:
    """Schema then semantic checks of a parsed pack."""
    path = doc.file
    problems, kind = _schema_problems(doc, rules)
    if kind is None or any(p.severity == "error" for p in problems):
        return Report(str(path), problems)
    pack = Pack(doc)
    pack.problems = semantic.check(pack, kind, spelling=spelling, cards=cards)
    return Report(str(path), pack.problems, pack)


def load_pack(path: Path, rules: PackRules, *, spelling: bool = False) -> Pack:
    """A usable pack or ContentError listing every error (warnings stay on the pack).

    A document that passed every check before, unchanged and with the same wisegen,
    is not checked again: its verdict comes from the user cache (`packs.verdicts`).
    """
    try:
        doc = load_file(path, _item_limit)
    except ContentError as exc:
        raise ContentError([p for p in exc.problems if p.severity == "error"]) from None
    flags = f"load spelling={spelling}"
    known = verdicts.lookup(doc, flags)
    if known is not None:
        return Pack(doc, known)
    report = check_doc(doc, rules, spelling=spelling)
    if not report.valid or report.pack is None:
        raise ContentError([p for p in report.problems if p.severity == "error"])
    verdicts.store(doc, flags, report.problems)
    return report.pack
